// The JSON API front door: every /api/*, /Report/* and /question/website/* request is matched against the endpoint
// table, authenticated, its input parsed with the endpoint's zod schema, and answered in the { code, msg, result }
// envelope with the HTTP status mirroring the code. Nothing here knows a domain; the table does.
import { z } from "zod";
import { isDomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { CAMPUS_GATE_MESSAGE, hasCampusAccess } from "~/modules/auth/campus-gate.server";
import { authenticateRequest } from "~/modules/auth/request-auth.server";
import { recordCampusRefusal } from "~/modules/usage/usage-refusals.server";
import { consoleCallerOf } from "~/modules/console/require-console-user.server";
import { assertSchoolParamInScope } from "~/modules/console/school-scope.server";
import { clearedSessionCookie } from "~/modules/auth/session-cookie.server";
import { isReply, type ApiEndpoint } from "./endpoint";
import { envelopeResponse } from "./envelope";
import { DEFAULT_MAX_BODY_BYTES } from "~/lib/body-bytes.server";
import { readRequestBody, searchParamsToObject } from "./request-body.server";

interface CompiledEndpoint {
  endpoint: ApiEndpoint;
  pattern: RegExp;
  paramNames: string[];
}

export function compileEndpoints(endpoints: readonly ApiEndpoint[]): CompiledEndpoint[] {
  return endpoints.map((endpoint) => {
    const paramNames: string[] = [];
    const source = endpoint.path
      .split("/")
      .map((segment) => {
        const param = /^\{(\w+)\}$/.exec(segment);
        if (param?.[1]) {
          paramNames.push(param[1]);
          return "([^/]+)";
        }
        return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("/");
    return { endpoint, pattern: new RegExp(`^${source}/?$`, "i"), paramNames };
  });
}

export const UNAUTHENTICATED_MESSAGE = "请先登录";
export const SESSION_EXPIRED_MESSAGE = "登录已失效，请重新登录！";
export const INTERNAL_ERROR_MESSAGE = "服务器繁忙，请稍后再试";

function clearSessionCookie(): HeadersInit {
  return { "Set-Cookie": clearedSessionCookie() };
}

export async function dispatchApiRequest(
  request: Request,
  context: { clientIp: string },
  table: readonly CompiledEndpoint[],
): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase() === "HEAD" ? "GET" : request.method.toUpperCase();

  const pathMatches = table
    .map((entry) => ({ entry, match: entry.pattern.exec(url.pathname) }))
    .filter((candidate) => candidate.match !== null);
  if (pathMatches.length === 0) return envelopeResponse(404, "接口不存在", null);
  const chosen = pathMatches.find((candidate) => candidate.entry.endpoint.method === method);
  if (!chosen?.match) {
    const allowed = [...new Set(pathMatches.map((candidate) => candidate.entry.endpoint.method))].join(", ");
    return envelopeResponse(405, `不支持的请求方法 ${method}`, null, { Allow: allowed });
  }
  const { endpoint, paramNames } = chosen.entry;
  const params = Object.fromEntries(
    paramNames.map((name, index) => [name, decodeURIComponent(chosen.match?.[index + 1] ?? "")]),
  );

  try {
    const auth = await authenticateRequest(request);
    if ((endpoint.auth === "user" || endpoint.auth === "console") && !auth.user) {
      return auth.staleToken
        ? envelopeResponse(401, SESSION_EXPIRED_MESSAGE, null, clearSessionCookie())
        : envelopeResponse(401, UNAUTHENTICATED_MESSAGE, null);
    }
    if (endpoint.auth === "campus" && !(await hasCampusAccess(auth.user, context.clientIp)).allowed) {
      await recordCampusRefusal(request, context.clientIp);
      return envelopeResponse(403, CAMPUS_GATE_MESSAGE, { isIpInRange: false, ip: context.clientIp });
    }
    // The console's rule refuses (403, naming the missing step) before the input is read.
    const consoleUser =
      endpoint.auth === "console" && auth.user ? await consoleCallerOf(auth.user, context.clientIp) : null;
    // A console path's school ({schoolId}) is checked here, once for all: another school's id is 404 whatever is sent.
    if (consoleUser && params.schoolId !== undefined)
      await assertSchoolParamInScope(consoleUser.access, params.schoolId);

    let fields: Record<string, unknown> = { ...searchParamsToObject(url.searchParams), ...params };
    let files = new Map<string, File>();
    if (method !== "GET") {
      const body = await readRequestBody(request, {
        maxBytes: endpoint.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
        allowMultipart: endpoint.body === "multipart",
      });
      fields = { ...fields, ...body.fields };
      files = body.files;
    }

    const schema = endpoint.input ?? z.object({}).passthrough();
    const parsed = schema.safeParse(fields);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      const first = Object.values(fieldErrors)[0] ?? "请求参数有误";
      return envelopeResponse(400, first, { fieldErrors });
    }

    const outcome = await endpoint.handle({
      input: parsed.data,
      params,
      request,
      clientIp: context.clientIp,
      user: auth.user,
      console: consoleUser,
      files,
    });
    if (isReply(outcome)) return envelopeResponse(200, outcome.msg ?? "成功", outcome.result ?? null, outcome.headers);
    return envelopeResponse(200, "成功", outcome ?? null);
  } catch (error) {
    if (isDomainError(error)) {
      const result = error.fieldErrors || error.details ? { fieldErrors: error.fieldErrors, ...error.details } : null;
      const retryAfter = error.details?.retryAfterSeconds;
      const headers = typeof retryAfter === "number" ? { "Retry-After": String(Math.ceil(retryAfter)) } : undefined;
      return envelopeResponse(error.status, error.message, result, headers);
    }
    console.error(`[api] ${method} ${url.pathname} failed:`, error);
    return envelopeResponse(500, INTERNAL_ERROR_MESSAGE, null);
  }
}
