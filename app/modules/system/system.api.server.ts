// /api/System endpoints that describe the visitor's network and the schools, and hand out verification codes.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { rowId } from "~/modules/api/result-schemas.server";
import { sendSmsCodeSchema } from "~/modules/auth/auth-schemas";
import { createImageCaptcha } from "~/modules/auth/image-captcha.server";
import { sendSmsCode } from "~/modules/auth/sms-code.server";
import { schoolListResult } from "~/modules/school/school.api.server";
import { findCampusSchool, listSchools } from "~/modules/school/school.server";

const ipCheck = z.object({
  isIpInRange: z.boolean(),
  ip: z.string(),
  schoolId: rowId.nullable(),
  schoolName: z.string().nullable(),
});
/** The image as a data: URL (SVG), and the id to send back with its text. */
const imageCaptcha = z.object({ captcha: z.string(), captchaId: z.string() });

export const systemEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/System/schools",
    auth: "public",
    result: schoolListResult,
    handle: async () => ({ items: await listSchools() }),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/System/ip-check",
    auth: "public",
    result: ipCheck,
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
    result: z.string().describe("短信验证码编号（phoneCaptchaId）"),
    handle: async ({ input, clientIp }) => {
      const { captchaId } = await sendSmsCode(input.phoneNumber, { ip: clientIp });
      return reply(captchaId, { msg: "验证码已发送" });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/System/image-captcha",
    auth: "public",
    result: imageCaptcha,
    handle: async () => {
      const { captcha, captchaId } = await createImageCaptcha();
      return { captcha, captchaId };
    },
  }),
];
