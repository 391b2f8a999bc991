import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { feedbackSchema, feedbackTypes } from "./feedback-schemas";

const errorsOf = (input: unknown) => {
  const result = feedbackSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe("feedback schema", () => {
  it("asks for the contact first, then the suggestion (spec section 5)", () => {
    const errors = errorsOf({ type: "1", phone: "", suggestion: "" });
    expect(Object.entries(errors)).toEqual([
      ["phone", "请填写您的联系方式"],
      ["suggestion", "请填写您的意见建议"],
    ]);
    expect(Object.values(errorsOf({}))[0]).toBe("请填写您的联系方式");
    expect(errorsOf({ type: "1", phone: "13800000001", suggestion: "  " })).toEqual({
      suggestion: "请填写您的意见建议",
    });
  });

  it("treats a contact of spaces as missing", () => {
    expect(errorsOf({ type: 1, phone: "   ", suggestion: "好用" })).toEqual({ phone: "请填写您的联系方式" });
  });

  it("caps the suggestion at 200 characters and the contact at 50", () => {
    expect(errorsOf({ type: 1, phone: "qq 12345", suggestion: "考".repeat(200) })).toEqual({});
    expect(errorsOf({ type: 1, phone: "qq 12345", suggestion: "考".repeat(201) })).toEqual({
      suggestion: "意见建议最多 200 个字",
    });
    expect(errorsOf({ type: 1, phone: "a".repeat(51), suggestion: "好" })).toEqual({ phone: "联系方式最多 50 个字" });
  });

  it.each([["0"], ["4"], ["1.5"], ["abc"], [""], [undefined]])("refuses the type %j", (type) => {
    expect(errorsOf({ type, phone: "x", suggestion: "y" })).toEqual({ type: "请选择反馈类型" });
  });

  it("accepts the three types from a form (strings) or JSON (numbers) and trims the text", () => {
    expect(feedbackTypes.map((option) => option.label)).toEqual(["产品建议", "功能异常", "其他"]);
    for (const type of [1, 2, 3, "1", "2", "3"]) {
      const result = feedbackSchema.safeParse({ type, phone: " 13800000001 ", suggestion: " 希望增加夜间模式 " });
      expect(result.success).toBe(true);
      if (result.success) {
        expect(result.data).toEqual({
          type: Number(type),
          phone: "13800000001",
          suggestion: "希望增加夜间模式",
          smsReply: false,
        });
      }
    }
  });

  it("reads 有回复时短信通知我 as ticked from a form's \"on\" or JSON's true, and as not ticked when absent", () => {
    const base = { type: 1, phone: "qq 12345", suggestion: "好用" };
    expect(feedbackSchema.parse({ ...base, smsReply: "on" }).smsReply).toBe(true);
    expect(feedbackSchema.parse({ ...base, smsReply: true }).smsReply).toBe(true);
    expect(feedbackSchema.parse({ ...base, smsReply: "" }).smsReply).toBe(false);
    expect(feedbackSchema.parse({ ...base, smsReply: false }).smsReply).toBe(false);
    expect(feedbackSchema.parse(base).smsReply).toBe(false);
  });
});
