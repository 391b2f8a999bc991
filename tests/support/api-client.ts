// Calls the JSON API through its real dispatcher and endpoint table, without an HTTP server in between.
import { dispatchApiRequest } from "~/modules/api/dispatcher.server";
import type { Envelope } from "~/modules/api/envelope";
import { endpointTable } from "~/api/endpoint-table.server";
import { assertKeepsContract } from "./api-contract";

export interface ApiCallOptions {
  body?: unknown;
  /** Sent as-is (no JSON encoding) when a string or FormData. */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  token?: string;
  ip?: string;
  /**
   * Skip the contract check: only for the time-budget files, which time the dispatcher and its service alone (the same
   * calls are checked by the API tests of their domain).
   */
  timedOnly?: boolean;
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
  const answer = (await response.json()) as Envelope<T>;
  // Every answer the suite sees keeps the API document's contract (tests/support/api-contract.ts).
  if (!options.timedOnly) assertKeepsContract(method, path, response.status, answer);
  return { status: response.status, body: answer, headers: response.headers };
}
