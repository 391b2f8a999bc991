import { describe, expect, it } from "vitest";
import { phoneNumberSchema, sendSmsCodeSchema } from "./auth-schemas";

const messageOf = (value: unknown) => {
  const result = phoneNumberSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("phoneNumberSchema", () => {
  it.each(["13800138000", "19912345678", "15300000001", " 13800138000 "])("accepts %j", (value) => {
    expect(phoneNumberSchema.parse(value)).toBe(value.trim());
  });

  it.each([
    ["12800138000", "请输入正确的手机号"], // second digit 2
    ["10800138000", "请输入正确的手机号"],
    ["1380013800", "请输入正确的手机号"], // 10 digits
    ["138001380001", "请输入正确的手机号"], // 12 digits
    ["+8613800138000", "请输入正确的手机号"],
    ["138-0013-8000", "请输入正确的手机号"],
    ["1380013800a", "请输入正确的手机号"],
    ["１３８００１３８０００", "请输入正确的手机号"], // full-width digits
    ["", "请输入手机号"],
    ["   ", "请输入手机号"],
    [undefined, "请输入手机号"],
    [13800138000, "请输入正确的手机号"],
  ])("refuses %j with %s", (value, message) => {
    expect(messageOf(value)).toBe(message);
  });

  it("names the field phoneNumber in the send schema", () => {
    const result = sendSmsCodeSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["phoneNumber"]);
  });
});
