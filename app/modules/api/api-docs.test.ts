import { describe, expect, it } from "vitest";
import { apiDocsView, resultOf, resultTypeText, schemaTypeText } from "./api-docs";

describe("schemaTypeText", () => {
  it.each([
    [{ type: "integer" }, "integer"],
    [{ type: ["integer", "null"] }, "integer"],
    [{ type: "string", enum: ["hot", "new"] }, "hot | new"],
    [{ type: "array", items: { type: "integer" } }, "array<integer>"],
    [{ anyOf: [{ type: "string" }, { type: "null" }] }, "string"],
    [{ type: "string", contentMediaType: "application/octet-stream" }, "文件"],
    [{ const: 200 }, "200"],
    [{ type: "null" }, "null"],
    [{}, "任意"],
    [undefined, "任意"],
  ])("%j → %s", (schema, text) => {
    expect(schemaTypeText(schema)).toBe(text);
  });
});

describe("resultTypeText", () => {
  it.each([
    [{ type: "integer" }, "integer"],
    [{ type: ["string", "null"] }, "string | null"],
    [{ type: ["string", "null"], enum: ["a", "b", null] }, "a | b | null"],
    [{ anyOf: [{ type: "object", properties: {} }, { type: "null" }] }, "object | null"],
    [{ type: "array", items: { type: "object", properties: {} } }, "array<object>"],
    [{ type: "null" }, "null"],
  ])("%j → %s", (schema, text) => {
    expect(resultTypeText(schema)).toBe(text);
  });
});

/** An operation whose 200 answer's envelope carries `result`. */
const answering = (result: object) => ({
  responses: {
    "200": {
      content: { "application/json": { schema: { type: "object", properties: { code: {}, msg: {}, result } } } },
    },
  },
});
const item = {
  type: "object",
  properties: {
    id: { type: "integer" },
    title: { type: "string" },
    author: { type: ["object", "null"], properties: { name: { type: "string" } } },
    tags: { type: "array", items: { type: "object", properties: { name: { type: "string" } } } },
    note: { type: "string" },
  },
  required: ["id", "title", "author", "tags"],
};

describe("resultOf", () => {
  it("lists an object's fields with their types and whether they are required, nested objects as object", () => {
    expect(resultOf(answering(item))).toEqual({
      type: "object",
      fields: [
        { name: "id", type: "integer", required: true },
        { name: "title", type: "string", required: true },
        { name: "author", type: "object | null", required: true },
        { name: "tags", type: "array<object>", required: true },
        { name: "tags[].name", type: "string", required: false },
        { name: "note", type: "string", required: false },
      ],
    });
  });

  it("lists a page's items' fields as items[].name, one level deep", () => {
    const page = {
      type: "object",
      properties: {
        total: { type: "integer" },
        items: { type: "array", items: item },
      },
      required: ["total", "items"],
    };
    expect(resultOf(answering(page))?.fields.map((field) => `${field.name} ${field.type}`)).toEqual([
      "total integer",
      "items array<object>",
      "items[].id integer",
      "items[].title string",
      "items[].author object | null",
      "items[].tags array<object>",
      "items[].note string",
    ]);
  });

  it("lists an array's item's fields as [].name", () => {
    expect(resultOf(answering({ type: "array", items: item }))).toMatchObject({
      type: "array<object>",
      fields: expect.arrayContaining([{ name: "[].id", type: "integer", required: true }]),
    });
  });

  it("gives a scalar or an empty result its type alone, a nullable object its fields", () => {
    expect(resultOf(answering({ type: "string", description: "令牌" }))).toEqual({ type: "string", fields: [] });
    expect(resultOf(answering({ type: "null" }))).toEqual({ type: "null", fields: [] });
    expect(resultOf(answering({ ...item, type: ["object", "null"] }))).toMatchObject({
      type: "object | null",
      fields: expect.arrayContaining([{ name: "id", type: "integer", required: true }]),
    });
  });

  it("is null when the document leaves the result open", () => {
    expect(resultOf(answering({}))).toBeNull();
    expect(resultOf({})).toBeNull();
  });
});

describe("apiDocsView", () => {
  const view = apiDocsView({
    info: { title: "研途 API", version: "1.0.0" },
    tags: [{ name: "Course", description: "课程" }],
    paths: {
      "/api/Course/{id}": {
        get: {
          operationId: "get_api_Course_id",
          tags: ["Course"],
          "x-auth-rule": "campus",
          parameters: [{ name: "id", in: "path", required: true, description: "编号", schema: { type: "integer" } }],
        },
      },
      "/api/Course/i-like": {
        post: {
          operationId: "post_api_Course_i_like",
          tags: ["Course"],
          "x-auth-rule": "user",
          "x-refuses": { "403": "机构账号" },
          responses: {
            ...answering({ type: "object", properties: { liked: { type: "boolean" } }, required: ["liked"] }).responses,
            "401": { description: "未登录" },
            "403": { description: "写请求的 Origin 属于其他网站" },
            "404": { description: "不存在" },
          },
          requestBody: {
            content: {
              "application/json": {
                schema: {
                  properties: { id: { type: "integer", description: "编号" }, n: { type: "integer", default: 1 } },
                  required: ["id"],
                },
              },
              "application/x-www-form-urlencoded": { schema: {} },
            },
          },
        },
      },
    },
  });

  it("groups operations by tag with the tag's Chinese label", () => {
    expect(view.groups).toHaveLength(1);
    expect(view.groups[0]).toMatchObject({ name: "Course", label: "课程", anchor: "group-Course" });
    expect(view.operationCount).toBe(2);
  });

  it("gives each operation its auth rule in Chinese, parameters and body fields", () => {
    const [detail, like] = view.groups[0]?.operations ?? [];
    expect(detail).toMatchObject({
      method: "GET",
      path: "/api/Course/{id}",
      authRule: "campus",
      authLabel: "校园网内或已登录",
    });
    expect(detail?.parameters).toEqual([
      { name: "id", location: "path", type: "integer", required: true, description: "编号" },
    ]);
    expect(detail?.body).toBeNull();
    expect(detail?.result).toBeNull();
    expect(detail?.refusals).toEqual([]);
    expect(like?.authLabel).toBe("需登录");
    expect(like?.result).toEqual({ type: "object", fields: [{ name: "liked", type: "boolean", required: true }] });
    // The refusals of its rule and method are the page's, once; the operation lists only those it declares.
    expect(like?.refusals).toEqual([{ status: "403", description: "机构账号" }]);
    expect(like?.body).toEqual({
      mediaTypes: ["application/json", "application/x-www-form-urlencoded"],
      fields: [
        { name: "id", type: "integer", required: true, description: "编号" },
        { name: "n", type: "integer", required: false, description: "默认 1" },
      ],
    });
  });
});
