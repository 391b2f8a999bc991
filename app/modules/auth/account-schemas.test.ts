import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { meetsPasswordComposition, passwordResetSchema, registerSchema, smsLoginSchema } from "./account-schemas";
import { weakPasswordMessage } from "./password-strength.server";

describe("password rule", () => {
  it.each(["Kaoyan#2026", "Aa1!aaaa", "研途Study#9"])("accepts %s by composition", (password) => {
    expect(meetsPasswordComposition(password)).toBe(true);
  });

  it.each([
    ["Aa1!aaa", "7 characters"],
    ["kaoyan#2026", "no upper case"],
    ["KAOYAN#2026", "no lower case"],
    ["Kaoyan#Study", "no digit"],
    ["Kaoyan2026", "no symbol"],
    ["Kaoyan 2026", "a space is not a symbol"],
  ])("refuses %s (%s)", (password) => {
    expect(meetsPasswordComposition(password)).toBe(false);
  });

  it.each(["P@ssw0rd", "Passw0rd!", "Qwer1234!", "Aa123456!", "Abcd1234!"])(
    "refuses the common password %s",
    (password) => {
      expect(meetsPasswordComposition(password)).toBe(true);
      expect(weakPasswordMessage(password)).toBe("这个密码太常见，容易被猜到，请换一个");
    },
  );

  it("refuses a password containing the phone number", () => {
    expect(weakPasswordMessage("Zx#13912345678", { phoneNumber: "13912345678" })).toBe("密码不能包含手机号");
  });

  it("accepts a strong password", () => {
    expect(weakPasswordMessage("Kaoyan#Study2026", { phoneNumber: "13912345678" })).toBeNull();
  });
});

describe("form schemas", () => {
  it("reports the spec's messages in field order", () => {
    const result = registerSchema.safeParse({});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({
      schoolId: "请选择学校",
      phoneNumber: "请输入手机号",
      password: "请输入密码",
      phoneCaptcha: "请输入短信验证码",
      phoneCaptchaId: "请先获取短信验证码",
    });
  });

  it("requires the two reset passwords to match", () => {
    const result = passwordResetSchema.safeParse({
      phoneNumber: "13912345678",
      phoneCaptcha: "123456",
      phoneCaptchaId: "id",
      password1: "Kaoyan#Study2026",
      password2: "Kaoyan#Study2027",
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({ password2: "两次输入的新密码不一致" });
  });

  it("checks the SMS code format", () => {
    const result = smsLoginSchema.safeParse({ phoneNumber: "13912345678", phoneCaptcha: "12ab", phoneCaptchaId: "id" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error).phoneCaptcha).toBe("短信验证码为 6 位数字");
  });
});
