// Calls the JSON API through its real dispatcher and endpoint table, without an HTTP server in between.
import { dispatchApiRequest } from "~/modules/api/dispatcher.server";
import type { Envelope } from "~/modules/api/envelope";
import { endpointTable } from "~/api/endpoint-table.server";

export interface ApiCallOptions {
  body?: unknown;
  /** Sent as-is (no JSON encoding) when a string or FormData. */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  token?: string;
  ip?: string;
}

export interface ApiResult<T = any> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export async function callApi<T = any>(
  method: string,
  path: string,
  options: ApiCallOptions = {},
): Promise<ApiResult<T>> {
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  const request = new Request(`http://localhost${path}`, { method, headers, body });
  const response = await dispatchApiRequest(request, { clientIp: options.ip ?? "127.0.0.1" }, endpointTable);
  return { status: response.status, body: (await response.json()) as Envelope<T>, headers: response.headers };
}
