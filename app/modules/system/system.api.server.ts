// /api/System endpoints that describe the visitor's network and the schools, and hand out verification codes.
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { sendSmsCodeSchema } from "~/modules/auth/auth-schemas";
import { createImageCaptcha } from "~/modules/auth/image-captcha.server";
import { sendSmsCode } from "~/modules/auth/sms-code.server";
import { findCampusSchool, listSchools } from "~/modules/school/school.server";

export const systemEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/System/schools",
    auth: "public",
    handle: async () => ({ items: await listSchools() }),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/System/ip-check",
    auth: "public",
    handle: async ({ clientIp }) => {
      const school = await findCampusSchool(clientIp);
      return {
        isIpInRange: school !== null,
        ip: clientIp,
        schoolId: school?.id ?? null,
        schoolName: school?.name ?? null,
      };
    },
  }),
  // The spec's SMS send: result is the id to send back with the code (phoneCaptchaId). GET as the spec says.
  defineEndpoint({
    method: "GET",
    path: "/api/System/send-captcha",
    auth: "public",
    input: sendSmsCodeSchema,
    handle: async ({ input, clientIp }) => {
      const { captchaId } = await sendSmsCode(input.phoneNumber, { ip: clientIp });
      return reply(captchaId, { msg: "验证码已发送" });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/System/image-captcha",
    auth: "public",
    handle: async () => {
      const { captcha, captchaId } = await createImageCaptcha();
      return { captcha, captchaId };
    },
  }),
];
