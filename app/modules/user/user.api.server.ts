// /api/User endpoints (spec section 7) and the avatar upload. Logins also set the HttpOnly cookie, so a browser
// client that uses the API is logged in on the pages too.
import { defineEndpoint, reply } from "~/modules/api/endpoint";
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
import { MAX_IMAGE_BYTES, storeImage } from "./image-upload.server";
import { editUserInfo, getUserInfo } from "./user.server";

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
    handle: async ({ input, request, clientIp }) =>
      loggedIn(await loginWithPassword(input, metaOf(request, clientIp)), authMessages.loginSuccess),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/User/captcha-login",
    auth: "public",
    input: smsLoginSchema,
    handle: async ({ input, request, clientIp }) =>
      loggedIn(await loginWithSms(input, metaOf(request, clientIp)), authMessages.loginSuccess),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/User/org-login",
    auth: "public",
    input: orgLoginSchema,
    handle: async ({ input, request, clientIp }) =>
      loggedIn(await loginAsOrganisation(input, metaOf(request, clientIp)), authMessages.loginSuccess),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/User/register",
    auth: "public",
    input: registerSchema,
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
    handle: async ({ input, user, request, clientIp }) => {
      await modifyPassword(user, input, metaOf(request, clientIp));
      return reply(null, { msg: authMessages.modifySuccess });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/User/info",
    auth: "user",
    handle: async ({ user }) => getUserInfo(user.id),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/User/edit-info",
    auth: "user",
    input: editInfoSchema,
    handle: async ({ input, user }) => reply(await editUserInfo(user, input), { msg: authMessages.editSuccess }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/User/logout",
    auth: "user",
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
    files: { file: "要上传的图片（JPEG、PNG、GIF 或 WebP，不超过 2 MB）" },
    handle: async ({ files }) => storeImage(files.get("file") ?? [...files.values()][0]),
  }),
];
