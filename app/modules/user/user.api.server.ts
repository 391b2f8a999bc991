// /api/User endpoints (spec section 7) and the avatar upload. Logins also set the HttpOnly cookie, so a browser
// client that uses the API is logged in on the pages too.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, isoDateTime, noResult, rowId } from "~/modules/api/result-schemas.server";
import {
  editInfoSchema,
  orgLoginSchema,
  passwordLoginSchema,
  passwordModifySchema,
  passwordResetSchema,
  registerSchema,
  smsLoginSchema,
} from "~/modules/auth/account-schemas";
import {
  loginAsOrganisation,
  loginWithPassword,
  loginWithSms,
  modifyPassword,
  register,
  resetPassword,
  type RequestMeta,
} from "~/modules/auth/account.server";
import { authMessages } from "~/modules/auth/auth-messages";
import { clearedSessionCookie, sessionCookie } from "~/modules/auth/session-cookie.server";
import { revokeSession } from "~/modules/auth/session.server";
import { imageContentTypes, MAX_IMAGE_BYTES, storeImage } from "./image-upload.server";
import { editUserInfo, getUserInfo } from "./user.server";

// The answers (account.server.ts, user.server.ts UserInfo, image-upload.server.ts storeImage): the handlers' return
// types are checked against these.
const loginResult = z.object({ accessToken: z.string() });
const userInfo = z.object({
  id: rowId,
  nickname: z.string(),
  avatar: z.string().nullable(),
  isOrg: z.boolean(),
  schoolId: rowId.nullable(),
  schoolName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  createdAt: isoDateTime,
});
const uploadedImage = z.object({ url: z.string(), size: count, type: z.enum(imageContentTypes) });

const disabledRefusal = "账号已停用";
/** The new password's rule beyond its length (password-strength.server.ts and meetsPasswordComposition). */
const newPasswordNote = "8–64 位，须同时含大写字母、小写字母、数字和特殊符号；不能含手机号，不能是常见密码";

const metaOf = (request: Request, clientIp: string): RequestMeta => ({
  ip: clientIp,
  userAgent: request.headers.get("user-agent") ?? "",
});

const loggedIn = (accessToken: string, msg: string) =>
  reply({ accessToken }, { msg, headers: { "Set-Cookie": sessionCookie(accessToken) } });

export const userEndpoints = [
  defineEndpoint({
    method: "POST",
    path: "/api/User/password-login",
    auth: "public",
    input: passwordLoginSchema,
    result: loginResult,
    refuses: { 403: disabledRefusal },
    handle: async ({ input, request, clientIp }) =>
      loggedIn(await loginWithPassword(input, metaOf(request, clientIp)), authMessages.loginSuccess),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/User/captcha-login",
    auth: "public",
    input: smsLoginSchema,
    result: loginResult,
    refuses: { 403: disabledRefusal },
    handle: async ({ input, request, clientIp }) =>
      loggedIn(await loginWithSms(input, metaOf(request, clientIp)), authMessages.loginSuccess),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/User/org-login",
    auth: "public",
    input: orgLoginSchema,
    result: loginResult,
    refuses: { 403: "机构的账号已停用" },
    handle: async ({ input, request, clientIp }) =>
      loggedIn(await loginAsOrganisation(input, metaOf(request, clientIp)), authMessages.loginSuccess),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/User/register",
    auth: "public",
    input: registerSchema,
    result: z.string().describe("令牌（同时以 Set-Cookie 设置登录 Cookie）"),
    refuses: { 403: "不在所选学校的校园网内（result 含 limitDialog: true 与 ip）" },
    fieldNotes: { password: newPasswordNote },
    handle: async ({ input, request, clientIp }) => {
      const token = await register(input, metaOf(request, clientIp));
      return reply(token, { msg: authMessages.registerSuccess, headers: { "Set-Cookie": sessionCookie(token) } });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/User/password-reset",
    auth: "public",
    input: passwordResetSchema,
    result: noResult,
    fieldNotes: { password1: newPasswordNote, password2: "须与 password1 相同" },
    handle: async ({ input }) => {
      await resetPassword(input);
      return reply(null, { msg: authMessages.resetSuccess });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/User/password-modify",
    auth: "user",
    input: passwordModifySchema,
    result: noResult,
    refuses: { 403: "机构账号不能修改密码" },
    fieldNotes: {
      password1: `${newPasswordNote}；不能与原密码相同`,
      password2: "须与 password1 相同",
    },
    handle: async ({ input, user, request, clientIp }) => {
      await modifyPassword(user, input, metaOf(request, clientIp));
      return reply(null, { msg: authMessages.modifySuccess });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/User/info",
    auth: "user",
    result: userInfo,
    handle: async ({ user }) => getUserInfo(user.id),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/User/edit-info",
    auth: "user",
    input: editInfoSchema,
    result: userInfo,
    refuses: { 403: "机构账号的资料由学校管理" },
    handle: async ({ input, user }) => reply(await editUserInfo(user, input), { msg: authMessages.editSuccess }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/User/logout",
    auth: "user",
    result: noResult,
    handle: async ({ user }) => {
      await revokeSession(user.sessionId);
      return reply(null, { msg: authMessages.logoutSuccess, headers: { "Set-Cookie": clearedSessionCookie() } });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/System/upload",
    auth: "user",
    body: "multipart",
    maxBodyBytes: MAX_IMAGE_BYTES + 64 * 1024,
    result: uploadedImage,
    files: { file: "要上传的图片（JPEG、PNG、GIF 或 WebP，不超过 2 MB）" },
    handle: async ({ files }) => storeImage(files.get("file") ?? [...files.values()][0]),
  }),
];
