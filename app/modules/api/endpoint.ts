// The shape of one JSON API endpoint in the endpoint table. Handlers are thin: they call a service with the parsed
// input and return its result, which the dispatcher wraps in the envelope.
import type { z } from "zod";
import type { AuthUser } from "~/modules/auth/session.server";
import type { ConsoleUser } from "~/modules/console/require-console-user.server";

type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
/**
 * public: anyone; campus: logged in or on a campus network; user: a valid session token; console: a token whose session
 * passed the console's second factor, of an operator or a school's administrator (docs/decisions/0045-console-frame.md).
 */
export type AuthRule = "public" | "campus" | "user" | "console";

/** The auth rules in Chinese, for the API description. */
export const authRuleLabels: Readonly<Record<AuthRule, string>> = {
  public: "公开",
  campus: "校园网内或已登录",
  user: "需登录",
  console: "控制台（运营人员或学校管理员，已通过二次验证）",
};

export interface ApiCall<Input, Auth extends AuthRule> {
  input: Input;
  params: Record<string, string>;
  request: Request;
  clientIp: string;
  user: Auth extends "user" | "console" ? AuthUser : AuthUser | null;
  /** The console user (auth "console"): access, and the actor its changes are logged as. */
  console: Auth extends "console" ? ConsoleUser : null;
  /** Files of a multipart body (only for endpoints with body: "multipart"). */
  files: Map<string, File>;
}

/** What a handler may return: the result, or a result with the message and extra headers to send. */
export interface ApiReply<T = unknown> {
  result: T;
  msg?: string;
  headers?: HeadersInit;
}

/** What a handler's success may carry: the result schema's JSON, or nothing when the result is null. */
type ResultValue<Result extends z.ZodTypeAny> =
  null extends z.input<Result> ? z.input<Result> | undefined : z.input<Result>;

/**
 * Refusals an endpoint answers beyond those of its auth rule (401 for "user", 403 for "campus"), each with when it
 * answers it, for the API description: a public play address that answers a guest 401 for a video that needs a
 * login, a moderation call that answers a student 403. The contract check (tests/support/api-contract.ts) fails a
 * 401 or 403 the endpoint does not declare.
 */
type ApiRefusals = Partial<Record<401 | 403, string>>;

export interface ApiEndpoint<
  Schema extends z.ZodTypeAny = z.ZodTypeAny,
  Auth extends AuthRule = AuthRule,
  Result extends z.ZodTypeAny = z.ZodTypeAny,
> {
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
  /**
   * The schema of `result` in a successful answer, as JSON: the API description shows it, the handler's return type
   * is checked against it, and the contract check validates every answer the tests see against it (no field more).
   */
  result: Result;
  refuses?: ApiRefusals;
  /**
   * For the API description: a field's rule that its JSON Schema cannot carry (a rule across fields, a clamp), by
   * field name, shown as the field's description in place of the glossary's. Server-only, so forms ship no prose.
   */
  fieldNotes?: Readonly<Record<string, string>>;
  handle(call: ApiCall<z.output<Schema>, Auth>): Promise<ResultValue<Result> | ApiReply<ResultValue<Result>>>;
}

export function defineEndpoint<Schema extends z.ZodTypeAny, Auth extends AuthRule, Result extends z.ZodTypeAny>(
  endpoint: ApiEndpoint<Schema, Auth, Result>,
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
