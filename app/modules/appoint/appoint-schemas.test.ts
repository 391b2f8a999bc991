import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { appointSchema } from "./appoint-schemas";

const errorsOf = (input: unknown) => {
  const result = appointSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

const good = {
  name: "林同学",
  phone: "13800000001",
  subject: "计算机科学与技术（408）",
  preferredTime: "工作日晚上",
  question: "",
};

describe("appointment schema", () => {
  it("reports every missing field, in the form's order", () => {
    expect(Object.entries(errorsOf({}))).toEqual([
      ["name", "请输入姓名"],
      ["phone", "请输入手机号"],
      ["subject", "请填写报考专业或科目"],
      ["preferredTime", "请选择期望联系时间"],
    ]);
  });

  it("accepts a complete booking; the question is optional", () => {
    const { question: _question, ...withoutQuestion } = good;
    const result = appointSchema.safeParse(withoutQuestion);
    expect(result.success).toBe(true);
    if (result.success) expect(result.data.question).toBe("");
    expect(errorsOf(good)).toEqual({});
  });

  it.each([
    [{ phone: "12345" }, "phone", "请输入正确的手机号"],
    [{ name: "  " }, "name", "请输入姓名"],
    [{ name: "名".repeat(21) }, "name", "姓名最多 20 个字"],
    [{ subject: "科".repeat(51) }, "subject", "报考专业/科目最多 50 个字"],
    [{ preferredTime: "" }, "preferredTime", "请选择期望联系时间"],
    [{ preferredTime: "半夜" }, "preferredTime", "请选择期望联系时间"],
    [{ question: "问".repeat(501) }, "question", "问题描述最多 500 个字"],
  ])("refuses %j", (change, field, message) => {
    expect(errorsOf({ ...good, ...change })).toEqual({ [field]: message });
  });

  it("allows 500 characters of question", () => {
    expect(errorsOf({ ...good, question: "问".repeat(500) })).toEqual({});
  });
});
