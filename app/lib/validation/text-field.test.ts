import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./zod-messages";
import { textField } from "./input-fields";
import { z } from "zod";

const schema = z.object({
  name: textField({
    required: "必填",
    min: [2, "太短"],
    max: [3, "太长"],
    check: (text) => (text === "禁用" ? "不行" : null),
  }),
  note: textField({ max: [2, "备注太长"] }),
});
const errorsOf = (value: Record<string, unknown>) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe("textField", () => {
  it("trims, counts characters as people do, and gives the first rule broken", () => {
    expect(schema.parse({ name: "  张三 ", note: "" })).toEqual({ name: "张三", note: "" });
    expect(schema.parse({ name: "𠮷𠮷𠮷" }).name).toBe("𠮷𠮷𠮷");
    expect(errorsOf({ name: " ", note: null })).toEqual({ name: "必填" });
    expect(errorsOf({ name: "张" })).toEqual({ name: "太短" });
    expect(errorsOf({ name: "张三李四", note: "一二三" })).toEqual({ name: "太长", note: "备注太长" });
    expect(errorsOf({ name: "禁用" })).toEqual({ name: "不行" });
  });
});
