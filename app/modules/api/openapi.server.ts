// The API's machine-readable description: an OpenAPI 3.1 document generated from the endpoint table and its zod
// schemas by @asteasolutions/zod-to-openapi (docs/decisions/0014-api-description.md). Served at /api/openapi.json and
// rendered for people at /api/docs. This file builds it from any list of endpoints; app/api/api-description.server.ts
// builds it once per process from the endpoint table.
import {
  extendZodWithOpenApi,
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type RouteConfig,
} from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { version } from "../../../package.json";
import { CAMPUS_GATE_MESSAGE } from "~/modules/auth/campus-gate.server";
import { SESSION_COOKIE } from "~/modules/auth/session.server";
import { consoleMessages } from "~/modules/console/console-messages";
import { apiFieldDescriptions, apiGroupLabels } from "./api-glossary";
import { INTERNAL_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE, UNAUTHENTICATED_MESSAGE } from "./dispatcher.server";
import { CROSS_SITE_MESSAGE } from "~/lib/origin-check";
import { authRuleLabels, type ApiEndpoint, type AuthRule } from "./endpoint";

// The generator needs zod's prototype to carry `.openapi()` metadata (it adds the method and keeps metadata through
// .optional(), .nullable() and the like; parsing is unchanged). Done once, idempotent.
extendZodWithOpenApi(z);

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31["generateDocument"]>;
type SchemaObject = NonNullable<NonNullable<OpenApiDocument["components"]>["schemas"]>[string];

const API_TITLE = "研途 API";

/** The operation extension that names an endpoint's auth rule. */
export const AUTH_RULE_EXTENSION = "x-auth-rule";
/** The operation extension with the refusals an endpoint declares beyond its rule's (ApiEndpoint.refuses). */
const REFUSES_EXTENSION = "x-refuses";

/**
 * The groups of the API: the first path segment after /api/; every /Report/* endpoint is the group Report.
 *
 * The console's content publishing (operator only), on pages of their own: with the rest of the console it outgrew one
 * page's 100 KB, and then by itself: the site's teaching content (courses, papers, paper videos, lives) is one page,
 * the rest of what the operator publishes (news, slides, 视频库, question imports, senior verification) another.
 */
const CONSOLE_CONTENT = new Set(["news", "slides", "videos", "question-imports", "seniors"]);
const CONSOLE_COURSEWARE = new Set(["courses", "papers", "paper-videos", "lives"]);

/** The group of an endpoint path (see above). */
export function apiGroupOf(path: string): string {
  const [first, second, third] = path.split("/").filter(Boolean);
  if (first?.toLowerCase() === "api" && second === "console" && third) {
    if (CONSOLE_CONTENT.has(third)) return "console-content";
    if (CONSOLE_COURSEWARE.has(third)) return "console-courseware";
  }
  return first?.toLowerCase() === "api" && second ? second : (first ?? "");
}

function apiGroupLabel(group: string): string {
  return apiGroupLabels[group] ?? group;
}

/** The `{name}` parameters of an endpoint path, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
}

/**
 * The fields an endpoint's input is parsed from: the shape of its object schema, under any refinements or
 * preprocessing around it. An endpoint without an input schema takes no fields.
 */
export function inputShapeOf(endpoint: Pick<ApiEndpoint, "method" | "path" | "input">): z.ZodRawShape {
  let schema: z.ZodTypeAny | undefined = endpoint.input;
  while (schema instanceof z.ZodEffects) schema = schema.innerType();
  if (schema === undefined) return {};
  if (!(schema instanceof z.ZodObject)) {
    throw new Error(
      `${endpoint.method} ${endpoint.path}: describe its input as a z.object (refinements around it are fine)`,
    );
  }
  return schema.shape as z.ZodRawShape;
}

/** A unique, stable operation id: the method and the path's segments, e.g. get_api_Course_id. */
export function operationIdOf(endpoint: Pick<ApiEndpoint, "method" | "path">): string {
  return [
    endpoint.method.toLowerCase(),
    ...endpoint.path
      .replace(/[{}]/g, "")
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean),
  ].join("_");
}

/** The named fields as an object schema for the generator, each with its description. */
function describedFields(
  shape: z.ZodRawShape,
  names: readonly string[],
  notes: Readonly<Record<string, string>> = {},
): z.ZodObject<z.ZodRawShape> {
  return z.object(
    Object.fromEntries(
      names.map((name) => {
        const field = shape[name] ?? z.string();
        const note = notes[name];
        if (note) return [name, field.describe(note)];
        const description = apiFieldDescriptions[name];
        return [name, field.description || !description ? field : field.describe(description)];
      }),
    ),
  );
}

const security = {
  bearer: { bearerAuth: [] as string[] },
  cookie: { cookieAuth: [] as string[] },
};
/** user: a token is required. public and campus: a token is read when sent (campus lets a logged-in visitor in). */
const securityByRule: Record<AuthRule, Array<Record<string, string[]>>> = {
  user: [security.bearer, security.cookie],
  console: [security.bearer, security.cookie],
  campus: [{}, security.bearer, security.cookie],
  public: [{}, security.bearer, security.cookie],
};

const ENVELOPE_SCHEMA = "Envelope";
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
const envelopeWith = (description: string, result: SchemaObject) => ({
  description,
  content: {
    "application/json": {
      schema: {
        allOf: [
          { $ref: `#/components/schemas/${ENVELOPE_SCHEMA}` },
          { type: "object" as const, properties: { result } },
        ],
      },
    },
  },
});
const nullResult: SchemaObject = { type: "null" };
/** A refusal about the fields it names (a file too large or not of its type, an id of nothing): field → message. */
const fieldErrorsResult: SchemaObject = {
  type: "object",
  required: ["fieldErrors"],
  properties: { fieldErrors: { type: "object", additionalProperties: { type: "string" } } },
};

/** One way an endpoint refuses: when, and the envelope's msg and result then (msg absent: a rule's own message). */
interface Refusal {
  description: string;
  msg?: SchemaObject;
  result: SchemaObject;
}

/**
 * The 401 or 403 answer of an endpoint: every refusal it can give, its schema the envelope with one of their msg and
 * result pairs, so an undeclared refusal (a service's 403 on an endpoint that declares none) fails the contract check.
 */
function refusalResponse(
  refusals: readonly Refusal[],
  headers?: Record<string, { description: string; schema: SchemaObject }>,
) {
  const variants = refusals.map(({ msg, result }) => ({
    type: "object" as const,
    properties: { ...(msg ? { msg } : {}), result },
  }));
  return {
    description: refusals.map((refusal) => refusal.description).join("；"),
    content: {
      "application/json": {
        schema: {
          allOf: [
            { $ref: `#/components/schemas/${ENVELOPE_SCHEMA}` },
            variants.length === 1 ? variants[0]! : { anyOf: variants },
          ],
        },
      },
    },
    ...(headers ? { headers } : {}),
  };
}

function unauthorizedResponse(endpoint: ApiEndpoint) {
  const refusals: Refusal[] = [];
  if (endpoint.auth === "user" || endpoint.auth === "console")
    refusals.push({
      description: `未登录（msg「${UNAUTHENTICATED_MESSAGE}」），或令牌已失效（msg「${SESSION_EXPIRED_MESSAGE}」，同时以 Set-Cookie 清除 ${SESSION_COOKIE} Cookie）`,
      msg: { enum: [UNAUTHENTICATED_MESSAGE, SESSION_EXPIRED_MESSAGE] },
      result: nullResult,
    });
  // A declared refusal may carry details (a play address's reason and video id), as a declared 403 does.
  if (endpoint.refuses?.[401])
    refusals.push({ description: endpoint.refuses[401], result: { description: "错误详情或 null" } });
  if (refusals.length === 0) return undefined;
  return refusalResponse(
    refusals,
    endpoint.auth === "user" || endpoint.auth === "console"
      ? { "Set-Cookie": { description: "令牌失效时清除登录 Cookie", schema: { type: "string" } } }
      : undefined,
  );
}

function forbiddenResponse(endpoint: ApiEndpoint) {
  const refusals: Refusal[] = [];
  if (endpoint.auth === "campus")
    refusals.push({
      description: `不在校园网内且未登录（msg「${CAMPUS_GATE_MESSAGE}」，result 给出访客地址）`,
      msg: { const: CAMPUS_GATE_MESSAGE },
      result: {
        type: "object",
        required: ["isIpInRange", "ip"],
        properties: { isIpInRange: { type: "boolean", const: false }, ip: { type: "string" } },
      },
    });
  if (endpoint.auth === "console")
    refusals.push({
      description: `不是运营人员或学校管理员（msg「${consoleMessages.notConsoleUser}」），尚未绑定验证器（msg「${consoleMessages.enrolFirst}」），本次登录尚未通过控制台二次验证（msg「${consoleMessages.signInFirst}」，见 POST /api/console/sign-in），或控制台已闲置 8 小时（msg「${consoleMessages.consoleExpired}」）`,
      msg: {
        enum: [
          consoleMessages.notConsoleUser,
          consoleMessages.enrolFirst,
          consoleMessages.signInFirst,
          consoleMessages.consoleExpired,
        ],
      },
      result: nullResult,
    });
  if (endpoint.method !== "GET")
    refusals.push({
      description: `写请求的 Origin 属于其他网站（msg「${CROSS_SITE_MESSAGE}」）`,
      msg: { const: CROSS_SITE_MESSAGE },
      result: nullResult,
    });
  if (endpoint.refuses?.[403])
    refusals.push({ description: endpoint.refuses[403], result: { description: "错误详情或 null" } });
  return refusals.length > 0 ? refusalResponse(refusals) : undefined;
}

/** The error answers of the dispatcher (app/modules/api/dispatcher.server.ts) and of server.ts's Origin check. */
function registerSharedComponents(registry: OpenAPIRegistry): void {
  registry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "登录接口返回的令牌，放在请求头 `Authorization: Bearer <token>` 中。",
  });
  registry.registerComponent("securitySchemes", "cookieAuth", {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description: `网站登录后设置的 ${SESSION_COOKIE} Cookie（HttpOnly），值为令牌，可带 Bearer 前缀。`,
  });
  registry.registerComponent("schemas", ENVELOPE_SCHEMA, {
    type: "object",
    description: "所有接口的应答信封：code 为 200 表示成功，HTTP 状态码与 code 相同。",
    required: ["code", "msg", "result"],
    properties: {
      code: { type: "integer", description: "结果代码，与 HTTP 状态码相同" },
      msg: { type: "string", description: "给用户看的中文说明" },
      result: { description: "结果数据；出错时为 null 或错误详情" },
    },
  });
  registry.registerComponent(
    "responses",
    "BadRequest",
    envelopeWith(
      "请求参数有误：msg 为第一条错误，result.fieldErrors 按字段给出全部错误；请求体不是有效的 JSON 对象时 result 为 null。",
      {
        oneOf: [
          {
            type: "object",
            properties: { fieldErrors: { type: "object", additionalProperties: { type: "string" } } },
          },
          nullResult,
        ],
      },
    ),
  );
  registry.registerComponent(
    "responses",
    "NotFound",
    envelopeWith(
      "接口不存在（msg「接口不存在」），或所请求的内容不存在；请求里某个字段指名的内容（如订单中的一门课程）不存在时，result.fieldErrors 指明该字段。",
      { anyOf: [nullResult, fieldErrorsResult] },
    ),
  );
  registry.registerComponent("responses", "MethodNotAllowed", {
    ...envelopeWith("此路径不支持所用的请求方法；Allow 头列出此路径支持的方法。", nullResult),
    headers: { Allow: { description: "此路径支持的方法，如 GET, POST", schema: { type: "string" } } },
  });
  registry.registerComponent(
    "responses",
    "PayloadTooLarge",
    envelopeWith(
      "请求体超过此接口的大小上限（默认 1 MB），result.maxBytes 为上限字节数；或上传的文件超过该文件的上限，result.fieldErrors 指明文件字段。",
      {
        anyOf: [
          { type: "object", required: ["maxBytes"], properties: { maxBytes: { type: "integer" } } },
          fieldErrorsResult,
        ],
      },
    ),
  );
  registry.registerComponent(
    "responses",
    "UnsupportedMediaType",
    envelopeWith(
      "请求体的类型不被接受：请用 application/json 或 application/x-www-form-urlencoded（上传接口用 multipart/form-data），result 为 null；或上传的文件内容不是所需的类型，result.fieldErrors 指明文件字段。",
      { anyOf: [nullResult, fieldErrorsResult] },
    ),
  );
  registry.registerComponent(
    "responses",
    "OtherError",
    envelopeWith(
      `其他错误，信封相同：业务规则的回答（如 409 冲突、429 请求过于频繁并带 Retry-After 头、503 暂不可用），或 500（msg「${INTERNAL_ERROR_MESSAGE}」）。`,
      { description: "错误详情或 null" },
    ),
  );
}

const FORM_TYPES = ["application/json", "application/x-www-form-urlencoded"] as const;

function routeOf(endpoint: ApiEndpoint): RouteConfig {
  const shape = inputShapeOf(endpoint);
  const pathNames = pathParameterNames(endpoint.path);
  const otherNames = Object.keys(shape).filter((name) => !pathNames.includes(name));
  const isGet = endpoint.method === "GET";
  const request: NonNullable<RouteConfig["request"]> = {};
  if (pathNames.length > 0) request.params = describedFields(shape, pathNames, endpoint.fieldNotes);
  if (isGet && otherNames.length > 0) request.query = describedFields(shape, otherNames, endpoint.fieldNotes);

  const fileNames = Object.keys(endpoint.files ?? {});
  if (!isGet && (otherNames.length > 0 || fileNames.length > 0)) {
    const fields = describedFields(shape, otherNames, endpoint.fieldNotes);
    const required = fileNames.length > 0 || Object.values(fields.shape).some((field) => !field.isOptional());
    const mediaTypes = endpoint.body === "multipart" ? ["multipart/form-data"] : FORM_TYPES;
    request.body = {
      required,
      content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: fields }])),
    };
  }

  const success = z.object({ code: z.literal(200), msg: z.string(), result: endpoint.result });
  const responses: RouteConfig["responses"] = {
    200: {
      description: "成功：code 为 200，result 为结果数据。",
      content: { "application/json": { schema: success } },
    },
  };
  if (!isGet || otherNames.length > 0 || pathNames.length > 0) responses[400] = responseRef("BadRequest");
  const unauthorized = unauthorizedResponse(endpoint);
  if (unauthorized) responses[401] = unauthorized;
  const forbidden = forbiddenResponse(endpoint);
  if (forbidden) responses[403] = forbidden;
  responses[404] = responseRef("NotFound");
  responses[405] = responseRef("MethodNotAllowed");
  if (!isGet) {
    responses[413] = responseRef("PayloadTooLarge");
    responses[415] = responseRef("UnsupportedMediaType");
  }
  responses.default = responseRef("OtherError");

  return {
    method: endpoint.method.toLowerCase() as RouteConfig["method"],
    path: endpoint.path,
    operationId: operationIdOf(endpoint),
    tags: [apiGroupOf(endpoint.path)],
    ...(endpoint.summary ? { summary: endpoint.summary } : {}),
    description: [
      `访问规则：${authRuleLabels[endpoint.auth]}（${endpoint.auth}）。`,
      endpoint.refuses?.[401] ? `401：${endpoint.refuses[401]}。` : "",
      endpoint.refuses?.[403] ? `403：${endpoint.refuses[403]}。` : "",
    ].join(""),
    security: securityByRule[endpoint.auth],
    [AUTH_RULE_EXTENSION]: endpoint.auth,
    ...(endpoint.refuses ? { [REFUSES_EXTENSION]: endpoint.refuses } : {}),
    request,
    responses,
  };
}

/** The multipart file parts an endpoint declares, added to its generated body schema. */
function addFileParts(document: OpenApiDocument, endpoint: ApiEndpoint): void {
  if (!endpoint.files) return;
  const operation = document.paths?.[endpoint.path]?.[endpoint.method.toLowerCase() as "post"];
  const body = operation?.requestBody;
  const schema = body && "content" in body ? body.content["multipart/form-data"]?.schema : undefined;
  if (!schema || "$ref" in schema)
    throw new Error(`${endpoint.method} ${endpoint.path}: declares files but takes no multipart body`);
  for (const [name, description] of Object.entries(endpoint.files)) {
    schema.properties = {
      ...schema.properties,
      [name]: { type: "string", contentMediaType: "application/octet-stream", description },
    };
    schema.required = [...new Set([...(schema.required ?? []), name])];
  }
}

/**
 * The generator writes a nullable enum (z.enum([…]).nullable()) as `type: ["string", "null"]` with an `enum` that
 * lacks null, which no null passes; null joins the enum, as the zod schema means.
 */
function admitNullInEnums(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) admitNullInEnums(item);
    return;
  }
  if (value === null || typeof value !== "object") return;
  const schema = value as Record<string, unknown>;
  if (Array.isArray(schema.type) && schema.type.includes("null") && Array.isArray(schema.enum)) {
    if (!schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  }
  for (const child of Object.values(schema)) admitNullInEnums(child);
}

export function buildOpenApiDocument(endpoints: readonly ApiEndpoint[]): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registerSharedComponents(registry);
  const operationIds = new Set<string>();
  for (const endpoint of endpoints) {
    const operationId = operationIdOf(endpoint);
    if (operationIds.has(operationId)) throw new Error(`two endpoints share the operation id ${operationId}`);
    operationIds.add(operationId);
    registry.registerPath(routeOf(endpoint));
  }
  const groups = [...new Set(endpoints.map((endpoint) => apiGroupOf(endpoint.path)))];
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: API_TITLE,
      version,
      description:
        "研途的 JSON 接口，供小程序与各馆系统对接。所有应答都是信封 `{ code, msg, result }`：code 为 200 表示成功，" +
        "HTTP 状态码与 code 相同。GET 的参数放在查询字符串中；写请求的参数放在 JSON 或表单请求体中（默认上限 1 MB）。" +
        "每个接口的访问规则见 `x-auth-rule`：public 公开，campus 校园网内或已登录，user 需登录（令牌放在 " +
        "`Authorization: Bearer` 请求头或 Authorization Cookie 中），console 为控制台接口（运营人员或学校管理员，" +
        "且本次登录已通过 POST /api/console/sign-in 的二次验证）。",
    },
    tags: groups.map((name) => ({ name, description: apiGroupLabel(name) })),
  });
  for (const endpoint of endpoints) addFileParts(document, endpoint);
  admitNullInEnums(document);
  return document;
}
