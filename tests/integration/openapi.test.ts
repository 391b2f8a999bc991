// The API description (/api/openapi.json, /api/docs): every endpoint of the table is in the OpenAPI 3.1 document with
// its method, auth rule and input fields (read from its zod schema, not listed here), the document validates, and the
// error answers it documents are the ones the dispatcher really gives.
import fs from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { apiDocsView } from "~/modules/api/api-docs";
import type { ApiEndpoint } from "~/modules/api/endpoint";
import { endpointTable } from "~/api/endpoint-table.server";
import { apiDescription, apiDescriptionJson } from "~/api/api-description.server";
import {
  apiGroupOf,
  AUTH_RULE_EXTENSION,
  inputShapeOf,
  operationIdOf,
  pathParameterNames,
} from "~/modules/api/openapi.server";
import { createSession } from "~/modules/auth/session.server";
import { seedDemoData } from "~/seed/demo-seed.server";
import { DEMO_CONSOLE_TOTP_SECRET, demoConsoleAccounts } from "~/seed/console-accounts";
import { consoleMessages } from "~/modules/console/console-messages";
import { loader as docsLoader } from "~/routes/api.docs";
import { loader as jsonLoader } from "~/routes/api.openapi[.json]";
import { callApi } from "../support/api-client";
import { loginDemo } from "./course-fixtures";

const packageJson = JSON.parse(fs.readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  version: string;
};

type Schema = { properties?: Record<string, Schema>; required?: string[]; contentMediaType?: string; type?: unknown };
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Operation = {
  operationId: string;
  tags: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { $ref?: string }>;
  [extension: `x-${string}`]: unknown;
};

const document = apiDescription();
const endpoints: ApiEndpoint[] = endpointTable.map((entry) => entry.endpoint);
const operationOf = (endpoint: ApiEndpoint) =>
  (document.paths?.[endpoint.path] as Record<string, Operation> | undefined)?.[endpoint.method.toLowerCase()];
const label = (endpoint: ApiEndpoint) => `${endpoint.method} ${endpoint.path}`;
const isGet = (endpoint: ApiEndpoint) => endpoint.method === "GET";

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 for 研途 API at the package version", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBe("研途 API");
    expect(document.info.version).toBe(packageJson.version);
  });

  it("validates against the OpenAPI 3.1 schema", async () => {
    const result = await new Validator().validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it("fails validation when broken (the validator is really checking)", async () => {
    const broken = structuredClone(document) as unknown as Record<string, unknown>;
    delete broken.info;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it("resolves every $ref", () => {
    const refs = new Set<string>();
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") {
        for (const [key, child] of Object.entries(value)) {
          if (key === "$ref" && typeof child === "string") refs.add(child);
          else walk(child);
        }
      }
    };
    walk(document);
    expect(refs.size).toBeGreaterThan(0);
    for (const ref of refs) {
      const target = ref
        .replace(/^#\//, "")
        .split("/")
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
      expect(target, ref).toBeDefined();
    }
  });

  it("has exactly the table's endpoints, each once, with unique operation ids", () => {
    const documented = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => ["get", "post", "put", "delete", "patch"].includes(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(endpoints.map(label).sort());
    const ids = endpoints.map((endpoint) => operationOf(endpoint)?.operationId);
    expect(new Set(ids).size).toBe(endpoints.length);
  });

  it("is served as the same JSON text every time (built once per process)", () => {
    expect(apiDescriptionJson()).toBe(apiDescriptionJson());
    expect(JSON.parse(apiDescriptionJson())).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it("lets a nullable enum be null (the generator leaves null out of its enum)", () => {
    const nullableEnums: unknown[][] = [];
    const walk = (node: unknown): void => {
      if (node === null || typeof node !== "object") return;
      const { type, enum: values } = node as { type?: unknown; enum?: unknown[] };
      if (Array.isArray(type) && type.includes("null") && values) nullableEnums.push(values);
      for (const child of Object.values(node)) walk(child);
    };
    walk(document);
    expect(nullableEnums.length).toBeGreaterThan(0);
    for (const values of nullableEnums) expect(values).toContain(null);
  });

  it("declares the bearer header and the Authorization cookie as security schemes", () => {
    expect(document.components?.securitySchemes).toMatchObject({
      bearerAuth: { type: "http", scheme: "bearer" },
      cookieAuth: { type: "apiKey", in: "cookie", name: "Authorization" },
    });
  });
});

describe.each(endpoints.map((endpoint) => [label(endpoint), endpoint] as const))("%s", (_label, endpoint) => {
  const operation = operationOf(endpoint);
  const shape = inputShapeOf(endpoint);
  const fieldNames = Object.keys(shape);
  const pathNames = pathParameterNames(endpoint.path);
  const isRequired = (name: string) => !shape[name]?.isOptional();

  it("is documented with its operation id, group and auth rule", () => {
    expect(operation).toBeDefined();
    expect(operation?.operationId).toBe(operationIdOf(endpoint));
    expect(operation?.tags).toEqual([apiGroupOf(endpoint.path)]);
    expect(operation?.[AUTH_RULE_EXTENSION]).toBe(endpoint.auth);
    const anonymousAllowed = operation?.security?.some((requirement) => Object.keys(requirement).length === 0);
    expect(anonymousAllowed).toBe(endpoint.auth !== "user" && endpoint.auth !== "console");
    expect(operation?.security).toEqual(expect.arrayContaining([{ bearerAuth: [] }, { cookieAuth: [] }]));
  });

  it("documents what its success's result holds (a schema, never left open)", () => {
    const success = operation?.responses?.["200"] as
      | { content?: Record<string, { schema?: { properties?: Record<string, object>; required?: string[] } }> }
      | undefined;
    const schema = success?.content?.["application/json"]?.schema;
    expect(schema?.required).toEqual(expect.arrayContaining(["code", "msg", "result"]));
    expect(Object.keys(schema?.properties?.result ?? {}).length, label(endpoint)).toBeGreaterThan(0);
  });

  it("documents its path parameters, required", () => {
    const documented = (operation?.parameters ?? []).filter((parameter) => parameter.in === "path");
    expect(documented.map((parameter) => parameter.name)).toEqual(pathNames);
    for (const parameter of documented) expect(parameter.required).toBe(true);
  });

  it("documents every field of its input schema, and only those, with whether it is required", () => {
    const otherNames = fieldNames.filter((name) => !pathNames.includes(name));
    const query = (operation?.parameters ?? []).filter((parameter) => parameter.in === "query");
    if (isGet(endpoint)) {
      expect(query.map((parameter) => parameter.name).sort()).toEqual([...otherNames].sort());
      for (const parameter of query) expect(parameter.required, parameter.name).toBe(isRequired(parameter.name));
      expect(operation?.requestBody).toBeUndefined();
      return;
    }
    expect(query).toEqual([]);
    const fileNames = Object.keys(endpoint.files ?? {});
    if (otherNames.length === 0 && fileNames.length === 0) {
      expect(operation?.requestBody).toBeUndefined();
      return;
    }
    const content = operation?.requestBody?.content ?? {};
    expect(Object.keys(content)).toEqual(
      endpoint.body === "multipart"
        ? ["multipart/form-data"]
        : ["application/json", "application/x-www-form-urlencoded"],
    );
    for (const { schema } of Object.values(content)) {
      expect(Object.keys(schema.properties ?? {}).sort()).toEqual([...otherNames, ...fileNames].sort());
      expect([...(schema.required ?? [])].sort()).toEqual([...otherNames.filter(isRequired), ...fileNames].sort());
      for (const name of fileNames)
        expect(schema.properties?.[name]?.contentMediaType).toBe("application/octet-stream");
    }
  });

  it("documents the error answers its auth rule and method can get", () => {
    const codes = Object.keys(operation?.responses ?? {});
    expect(codes).toEqual(expect.arrayContaining(["200", "404", "405", "default"]));
    const needsLogin = endpoint.auth === "user" || endpoint.auth === "console";
    expect(codes.includes("401")).toBe(needsLogin || endpoint.refuses?.[401] !== undefined);
    expect(codes.includes("403")).toBe(
      endpoint.auth === "campus" ||
        endpoint.auth === "console" ||
        !isGet(endpoint) ||
        endpoint.refuses?.[403] !== undefined,
    );
    for (const code of ["413", "415"]) expect(codes.includes(code)).toBe(!isGet(endpoint));
    if (!isGet(endpoint) || fieldNames.length > 0) expect(codes).toContain("400");
  });
});

// Each test here walks every endpoint (over 200, and growing): a minute, not the 20 s of one request's test.
describe("the documented errors are the dispatcher's real answers", { timeout: 60_000 }, () => {
  let token: string;
  let consoleToken: string;
  const OFF_CAMPUS = "198.51.100.7";
  const errorResponse = (name: string) =>
    document.components?.responses?.[name] as { headers?: Record<string, unknown> };

  beforeAll(async () => {
    await seedDemoData(db);
    const user = await db
      .selectFrom("users")
      .select("id")
      .where("phone_number", "=", "13800000002")
      .executeTakeFirstOrThrow();
    token = await createSession(user.id, { ip: OFF_CAMPUS, userAgent: "test" });
    // The console's endpoints refuse anyone else before reading a body: their body checks run as the demo operator,
    // through the second factor.
    consoleToken = (await loginDemo(demoConsoleAccounts[0].phoneNumber)).token;
    const code = new TOTP({ secret: Secret.fromBase32(DEMO_CONSOLE_TOTP_SECRET) }).generate();
    expect((await callApi("POST", "/api/console/sign-in", { token: consoleToken, body: { code } })).status).toBe(200);
  });
  const tokenFor = (endpoint: ApiEndpoint) => (endpoint.auth === "console" ? consoleToken : token);

  it("403 naming the missing step on every console endpoint, for a student and before the second factor", async () => {
    const admin = (await loginDemo(demoConsoleAccounts[1].phoneNumber)).token;
    for (const endpoint of endpoints.filter((entry) => entry.auth === "console")) {
      const path = endpoint.path.replace(/\{\w+\}/g, "1");
      const asStudent = await callApi(endpoint.method, path, { token, ...(isGet(endpoint) ? {} : { body: {} }) });
      expect(asStudent.body, label(endpoint)).toEqual({ code: 403, msg: consoleMessages.notConsoleUser, result: null });
      const beforeFactor = await callApi(endpoint.method, path, {
        token: admin,
        ...(isGet(endpoint) ? {} : { body: {} }),
      });
      expect(beforeFactor.body, label(endpoint)).toEqual({ code: 403, msg: consoleMessages.signInFirst, result: null });
    }
  });

  it("401 without a token on every user and console endpoint", async () => {
    for (const endpoint of endpoints.filter((entry) => entry.auth === "user" || entry.auth === "console")) {
      const path = endpoint.path.replace(/\{\w+\}/g, "1");
      const { status, body } = await callApi(endpoint.method, path, isGet(endpoint) ? {} : { body: {} });
      expect(status, label(endpoint)).toBe(401);
      expect(body).toEqual({ code: 401, msg: "请先登录", result: null });
    }
  });

  it("403 with the visitor's address off campus on every campus endpoint", async () => {
    for (const endpoint of endpoints.filter((entry) => entry.auth === "campus")) {
      const path = endpoint.path.replace(/\{\w+\}/g, "1");
      const { status, body } = await callApi(endpoint.method, path, { ip: OFF_CAMPUS });
      expect(status, label(endpoint)).toBe(403);
      expect(body.result).toEqual({ isIpInRange: false, ip: OFF_CAMPUS });
    }
  });

  it("415 for a body type the endpoint does not take, on every write endpoint", async () => {
    for (const endpoint of endpoints.filter((entry) => !isGet(entry))) {
      const path = endpoint.path.replace(/\{\w+\}/g, "1");
      const { status, body } = await callApi(endpoint.method, path, {
        token: tokenFor(endpoint),
        rawBody: "x=1",
        headers: { "content-type": "text/plain" },
      });
      expect(status, label(endpoint)).toBe(415);
      expect(body.result).toBeNull();
    }
  });

  it("413 with result.maxBytes for a body over the limit, on every write endpoint", async () => {
    for (const endpoint of endpoints.filter((entry) => !isGet(entry))) {
      const path = endpoint.path.replace(/\{\w+\}/g, "1");
      const limit = endpoint.maxBodyBytes ?? 1024 * 1024;
      const { status, body } = await callApi(endpoint.method, path, {
        token: tokenFor(endpoint),
        rawBody: "x".repeat(limit + 1),
        headers: { "content-type": "application/json" },
      });
      expect(status, label(endpoint)).toBe(413);
      expect(body.result).toEqual({ maxBytes: limit });
    }
  });

  it("400 for a body that is not a JSON object, on every write endpoint", async () => {
    for (const endpoint of endpoints.filter((entry) => !isGet(entry))) {
      const path = endpoint.path.replace(/\{\w+\}/g, "1");
      const { status } = await callApi(endpoint.method, path, {
        token: tokenFor(endpoint),
        rawBody: "[1]",
        headers: { "content-type": "application/json" },
      });
      expect(status, label(endpoint)).toBe(400);
    }
  });

  it("405 with Allow for a method the path does not have, as documented", async () => {
    expect(errorResponse("MethodNotAllowed").headers).toHaveProperty("Allow");
    const { status, headers } = await callApi("DELETE", "/api/System/schools");
    expect(status).toBe(405);
    expect(headers.get("allow")).toBe("GET");
  });

  it("404 for a path outside the table", async () => {
    expect((await callApi("GET", "/api/Nope")).status).toBe(404);
  });
});

describe("the routes that serve it", () => {
  it("/api/openapi.json answers the document as JSON", async () => {
    const response = jsonLoader();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it("/api/docs lists every endpoint, and each group's page (?group=) has them with their auth rule and fields", () => {
    const docs = (query = "") => docsLoader({ request: new Request(`http://x/api/docs${query}`) });
    const full = apiDocsView(document);
    const index = docs();
    expect(index.group).toBeNull();
    expect(index.index.operationCount).toBe(endpoints.length);
    expect(
      index.index.groups
        .flatMap((group) => group.operations.map((operation) => `${operation.method} ${operation.path}`))
        .sort(),
    ).toEqual(endpoints.map(label).sort());
    // The index carries no parameters: the details are on the groups' pages, which together are the whole view.
    expect(JSON.stringify(index)).not.toContain('"parameters"');
    const operations = full.groups.flatMap((group) => {
      const page = docs(`?group=${encodeURIComponent(group.name)}`);
      expect(page.group).toEqual(group);
      return page.group!.operations;
    });
    expect(operations.map((operation) => `${operation.method} ${operation.path}`).sort()).toEqual(
      endpoints.map(label).sort(),
    );
    let unknown: unknown;
    try {
      docs("?group=Nope");
    } catch (thrown) {
      unknown = thrown;
    }
    expect((unknown as { init?: { status?: number } } | undefined)?.init?.status).toBe(404);
    for (const endpoint of endpoints) {
      const shown = operations.find(
        (operation) => operation.method === endpoint.method && operation.path === endpoint.path,
      );
      expect(shown?.authRule).toBe(endpoint.auth);
      const names = [...(shown?.parameters ?? []), ...(shown?.body?.fields ?? [])].map((field) => field.name).sort();
      expect(names, label(endpoint)).toEqual(
        [...Object.keys(inputShapeOf(endpoint)), ...Object.keys(endpoint.files ?? {})].sort(),
      );
    }
    for (const group of full.groups) {
      for (const operation of group.operations) expect(apiGroupOf(operation.path)).toBe(group.name);
    }
  });
});
