// One plain request per target before measuring: proves the target answers 200 with the intended page (no device
// redirect, no login redirect, the right user, the API envelope's code 200) and records its size on the wire and
// decoded. node:http rather than fetch, because fetch would follow redirects and hide the encoding.
import http from "node:http";
import zlib from "node:zlib";
import type { BenchTarget, ProbeResponse } from "./bench-target";

/** Reads a probe's answer off the wire: the raw size, and the body decoded (identity or gzip). */
export function readProbeResponse(response: http.IncomingMessage): Promise<ProbeResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on("data", (chunk: Buffer) => chunks.push(chunk));
    response.on("error", reject);
    response.on("end", () => {
      const raw = Buffer.concat(chunks);
      const encoding = String(response.headers["content-encoding"] ?? "identity").toLowerCase();
      try {
        const body = encoding === "gzip" ? zlib.gunzipSync(raw) : encoding === "identity" ? raw : undefined;
        if (!body) throw new Error(`unexpected content-encoding ${encoding}`);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, wireBytes: raw.length, body });
      } catch (error) {
        reject(error);
      }
    });
  });
}

export function probe(url: string, headers: Record<string, string>, timeoutMs = 30_000): Promise<ProbeResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: timeoutMs }, (response) => {
      readProbeResponse(response).then(resolve, reject);
    });
    request.on("timeout", () => request.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`)));
    request.on("error", reject);
  });
}

/** Everything wrong with a target's answer; empty when it is the page or endpoint the target means. */
export function findProblems(target: BenchTarget, response: ProbeResponse): string[] {
  const problems: string[] = [];
  if (response.status !== 200) {
    const location = response.headers.location ? ` → ${response.headers.location}` : "";
    problems.push(`status ${response.status}${location} (expected 200)`);
    return problems;
  }
  const contentType = String(response.headers["content-type"] ?? "");
  if (!target.check.contentType.test(contentType))
    problems.push(`content-type "${contentType}" does not match ${target.check.contentType}`);
  const text = response.body.toString("utf8");
  for (const marker of target.check.contains ?? []) {
    if (!text.includes(marker)) problems.push(`body lacks "${marker}"`);
  }
  if (target.check.envelope) {
    let envelope: { code?: unknown; msg?: unknown; result?: unknown };
    try {
      envelope = JSON.parse(text) as typeof envelope;
    } catch {
      problems.push("body is not JSON");
      return problems;
    }
    if (envelope.code !== 200)
      problems.push(`envelope code ${String(envelope.code)} (${String(envelope.msg)}), expected 200`);
    else {
      const problem = target.check.envelope(envelope.result);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}
