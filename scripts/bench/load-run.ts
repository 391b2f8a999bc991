// One load run against one URL with autocannon's programmatic API. Latencies come from autocannon's per-response
// event (sub-millisecond, from process.hrtime) instead of its histogram, which rounds to whole milliseconds — too
// coarse for a static file answered in about a millisecond.
import autocannon from "autocannon";
import { summarizeLatencies, type RunMeasurement } from "./statistics";

export interface LoadRunOptions {
  url: string;
  headers: Record<string, string>;
  durationSeconds: number;
  connections: number;
  /** Seconds without an answer before a request counts as a timeout. */
  timeoutSeconds?: number;
  /** Per-request generation (a target's RequestSource): every request built anew, instead of one fixed GET. */
  requests?: autocannon.Request[];
}

export async function loadRun(run: number, options: LoadRunOptions): Promise<RunMeasurement> {
  const latencies: number[] = [];
  let okBytes = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    // The callback form returns the instance, whose per-response event gives the exact latencies.
    const instance = autocannon(
      {
        url: options.url,
        method: "GET",
        headers: options.headers,
        connections: options.connections,
        duration: options.durationSeconds,
        timeout: options.timeoutSeconds ?? 10,
        ...(options.requests ? { requests: options.requests } : {}),
      },
      (error: unknown, outcome: autocannon.Result) => (error ? reject(error) : resolve(outcome)),
    );
    instance.on("response", (_client, statusCode, responseBytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) {
        latencies.push(responseTime);
        okBytes += responseBytes;
      }
    });
  });
  const ok = result["2xx"];
  return {
    run,
    durationSeconds: result.duration,
    responses: result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"],
    ok,
    non2xx: result.non2xx,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    requestsPerSecond: result.duration > 0 ? ok / result.duration : 0,
    latencyMs: summarizeLatencies(latencies),
    wireBytesPerResponse: ok > 0 ? okBytes / ok : 0,
  };
}
