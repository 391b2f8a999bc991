// The shape of one JSON API endpoint in the endpoint table. Handlers are thin: they call a service with the parsed
// input and return its result, which the dispatcher wraps in the envelope.
import type { z } from "zod";
import type { AuthUser } from "~/modules/auth/session.server";

type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
/** public: anyone; campus: logged in or on a campus network; user: a valid session token. */
export type AuthRule = "public" | "campus" | "user";

/** The auth rules in Chinese, for the API description. */
export const authRuleLabels: Readonly<Record<AuthRule, string>> = {
  public: "公开",
  campus: "校园网内或已登录",
  user: "需登录",
};

export interface ApiCall<Input, Auth extends AuthRule> {
  input: Input;
  params: Record<string, string>;
  request: Request;
  clientIp: string;
  user: Auth extends "user" ? AuthUser : AuthUser | null;
  /** Files of a multipart body (only for endpoints with body: "multipart"). */
  files: Map<string, File>;
}

/** What a handler may return: the result, or a result with the message and extra headers to send. */
export interface ApiReply<T = unknown> {
  result: T;
  msg?: string;
  headers?: HeadersInit;
}

export interface ApiEndpoint<Schema extends z.ZodTypeAny = z.ZodTypeAny, Auth extends AuthRule = AuthRule> {
  method: HttpMethod;
  /** Path with `{name}` parameters, e.g. /api/Course/{id}. Matched without regard to case, as ASP.NET routes are. */
  path: string;
  auth: Auth;
  input?: Schema;
  body?: "json" | "multipart";
  maxBodyBytes?: number;
  /** For the API description (/api/openapi.json, /api/docs): a one-line Chinese summary. */
  summary?: string;
  /** For the API description: the file parts a multipart body carries, name → what the file is. */
  files?: Readonly<Record<string, string>>;
  /** For the API description: the schema of `result` in a successful answer (described as any value when absent). */
  result?: z.ZodTypeAny;
  handle(call: ApiCall<z.output<Schema>, Auth>): Promise<unknown | ApiReply>;
}

export function defineEndpoint<Schema extends z.ZodTypeAny, Auth extends AuthRule>(
  endpoint: ApiEndpoint<Schema, Auth>,
): ApiEndpoint {
  return endpoint as unknown as ApiEndpoint;
}

export function reply<T>(result: T, options: { msg?: string; headers?: HeadersInit } = {}): ApiReply<T> {
  return { result, ...options, [REPLY]: true } as ApiReply<T>;
}

const REPLY = Symbol.for("yantu.api.reply");

export function isReply(value: unknown): value is ApiReply {
  return typeof value === "object" && value !== null && REPLY in value;
}
