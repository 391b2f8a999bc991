// The spec's response envelope: { code, msg, result }. code 200 means success; the HTTP status mirrors the code.
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  result: T;
}

export function envelopeResponse<T>(code: number, msg: string, result: T, headers?: HeadersInit): Response {
  const body: Envelope<T> = { code, msg, result };
  const responseHeaders = new Headers(headers);
  responseHeaders.set("Content-Type", "application/json; charset=utf-8");
  responseHeaders.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { status: code, headers: responseHeaders });
}
