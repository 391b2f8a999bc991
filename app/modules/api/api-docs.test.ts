import { describe, expect, it } from "vitest";
import { apiDocsView, schemaTypeText } from "./api-docs";

describe("schemaTypeText", () => {
  it.each([
    [{ type: "integer" }, "integer"],
    [{ type: ["integer", "null"] }, "integer"],
    [{ type: "string", enum: ["hot", "new"] }, "hot | new"],
    [{ type: "array", items: { type: "integer" } }, "array<integer>"],
    [{ anyOf: [{ type: "string" }, { type: "null" }] }, "string"],
    [{ type: "string", contentMediaType: "application/octet-stream" }, "文件"],
    [{ const: 200 }, "200"],
    [{}, "任意"],
    [undefined, "任意"],
  ])("%j → %s", (schema, text) => {
    expect(schemaTypeText(schema)).toBe(text);
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
    expect(like?.authLabel).toBe("需登录");
    expect(like?.body).toEqual({
      mediaTypes: ["application/json", "application/x-www-form-urlencoded"],
      fields: [
        { name: "id", type: "integer", required: true, description: "编号" },
        { name: "n", type: "integer", required: false, description: "默认 1" },
      ],
    });
  });
});
