// 换绑手机's forms: a 6-digit code with its id; a mainland mobile number.
import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { newPhoneSchema, verifyNewPhoneSchema, verifyOldPhoneSchema } from "./phone-change-schemas";

describe("phone change schemas", () => {
  it("step 1 needs the code and its id", () => {
    expect(verifyOldPhoneSchema.parse({ phoneCaptcha: " 123456 ", phoneCaptchaId: "abc" })).toEqual({
      phoneCaptcha: "123456",
      phoneCaptchaId: "abc",
    });
    const parsed = verifyOldPhoneSchema.safeParse({ phoneCaptcha: "12345", phoneCaptchaId: "" });
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!)).toEqual({
      phoneCaptcha: "短信验证码为 6 位数字",
      phoneCaptchaId: "请先获取短信验证码",
    });
  });

  it("step 2 needs a mainland mobile number", () => {
    expect(newPhoneSchema.parse({ phoneNumber: " 13912345678 " })).toEqual({ phoneNumber: "13912345678" });
    const parsed = verifyNewPhoneSchema.safeParse({
      phoneNumber: "12912345678",
      phoneCaptcha: "123456",
      phoneCaptchaId: "x",
    });
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!)).toEqual({ phoneNumber: "请输入正确的手机号" });
  });
});
