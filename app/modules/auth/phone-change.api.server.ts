// /api/User/modify-phone/* (换绑手机 for API clients; docs/decisions/0025): the same two steps as the pages, the
// step bound to the calling session.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { smsCodeSentResult } from "./auth-api-results.server";
import { authMessages } from "./auth-messages";
import { changePhone, sendNewPhoneCode, sendOldPhoneCode, verifyOldPhone } from "./phone-change.server";
import { phoneChangeMessages as m } from "./phone-change-messages";
import { newPhoneSchema, verifyNewPhoneSchema, verifyOldPhoneSchema } from "./phone-change-schemas";

// The answers (phone-change.server.ts): step 1 opens step 2 until expiresAt (milliseconds since 1970), step 2 names
// the number now bound.
const stepOpened = z.object({ step: z.literal("new"), expiresAt: z.number().int().positive() });
const phoneChanged = z.object({ phoneNumber: z.string() });
const orgRefused = { 403: "机构账号调用（机构账号没有手机号）" } as const;

const sentReply = (sent: { captchaId: string; resendInSeconds: number }) =>
  reply({ phoneCaptchaId: sent.captchaId, resendInSeconds: sent.resendInSeconds }, { msg: authMessages.smsSent });

export const phoneChangeEndpoints = [
  defineEndpoint({
    method: "POST",
    path: "/api/User/modify-phone/send-old-code",
    auth: "user",
    result: smsCodeSentResult,
    refuses: orgRefused,
    summary: "换绑手机第一步：向当前手机号发送短信验证码（与登录相同的发送频率限制）；机构账号不可用",
    handle: async ({ user, clientIp }) => sentReply(await sendOldPhoneCode(user, { ip: clientIp })),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/User/modify-phone/verify-old",
    auth: "user",
    input: verifyOldPhoneSchema,
    result: stepOpened,
    refuses: orgRefused,
    summary: "换绑手机第一步：校验发往当前手机号的验证码（phoneCaptcha、phoneCaptchaId），本会话 10 分钟内可绑定新号",
    handle: async ({ input, user }) => reply(await verifyOldPhone(user, input), { msg: m.oldVerified }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/User/modify-phone/send-new-code",
    auth: "user",
    input: newPhoneSchema,
    result: smsCodeSentResult,
    refuses: orgRefused,
    summary: "换绑手机第二步：向新手机号发送验证码（须先完成第一步；新号不能已绑定其他账号）",
    handle: async ({ input, user, clientIp }) =>
      sentReply(await sendNewPhoneCode(user, input.phoneNumber, { ip: clientIp })),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/User/modify-phone/verify-new",
    auth: "user",
    input: verifyNewPhoneSchema,
    result: phoneChanged,
    refuses: orgRefused,
    summary: "换绑手机第二步：校验新手机号的验证码并完成换绑，其他设备上的登录全部失效",
    handle: async ({ input, user }) => reply(await changePhone(user, input), { msg: m.changed }),
  }),
];
