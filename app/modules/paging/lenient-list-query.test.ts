import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseListQueryLeniently } from "./lenient-list-query";

const schema = z.object({
  rows: z.number().int().max(50),
  kind: z.enum(["a", "b"], { message: "种类不存在" }).optional(),
  page: z.coerce.number({ message: "页码应为正整数" }).int("页码应为正整数").min(1, "页码应为正整数").default(1),
});
const fields = { type: "kind", page: "page" };

describe("parseListQueryLeniently", () => {
  it("keeps good values and maps query names to the schema's", () => {
    expect(parseListQueryLeniently(schema, new URLSearchParams("type=b&page=3"), fields, { rows: 10 })).toEqual({
      input: { rows: 10, kind: "b", page: 3 },
      errors: [],
    });
  });

  it("drops each bad value with its message, in the fields' order, and applies the rest", () => {
    const { input, errors } = parseListQueryLeniently(schema, new URLSearchParams("page=0&type=z"), fields, {
      rows: 10,
    });
    expect(input).toEqual({ rows: 10, page: 1 });
    expect(errors).toEqual(["种类不存在", "页码应为正整数"]);
  });

  it("never drops the page's own values; a bad one is the caller's error", () => {
    expect(() => parseListQueryLeniently(schema, new URLSearchParams("type=a"), fields, { rows: 99 })).toThrow();
  });
});
