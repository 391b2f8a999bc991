// A plain HTTP/1.1 request with exactly the headers given (fetch adds and strips some, and decompresses), over a fresh
// connection unless an agent is given. For the tests that look at the wire: compression, body limits, chunked uploads, Origin.
import http from "node:http";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  json<T = any>(): T;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent with Content-Length unless `chunked`. */
  body?: string | Buffer;
  /** Send the body with Transfer-Encoding: chunked (no Content-Length), in pieces of 64 KiB. */
  chunked?: boolean;
  timeoutMs?: number;
  /** Default: a fresh connection (no agent). Pass a keep-alive agent to reuse connections. */
  agent?: http.Agent;
}

export function rawRequest(url: string, options: RawRequestOptions = {}): Promise<RawResponse> {
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (body && !options.chunked) headers["content-length"] = String(body.byteLength);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? "GET", headers, agent: options.agent ?? false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const data = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: data,
            text: () => data.toString("utf8"),
            json: () => JSON.parse(data.toString("utf8")),
          });
        });
      },
    );
    request.setTimeout(options.timeoutMs ?? 15_000, () => request.destroy(new Error(`${url}: no answer in time`)));
    // The server may answer (413, 405) before it has read the whole body and then stop reading; a write error after
    // the response has arrived is not the test's concern, the response is.
    request.on("error", (error) => reject(error));
    if (!body) {
      request.end();
    } else if (options.chunked) {
      let offset = 0;
      const writeMore = () => {
        while (offset < body.byteLength) {
          const piece = body.subarray(offset, offset + 64 * 1024);
          offset += piece.byteLength;
          if (!request.write(piece)) {
            request.once("drain", writeMore);
            return;
          }
        }
        request.end();
      };
      writeMore();
    } else {
      request.end(body);
    }
  });
}
