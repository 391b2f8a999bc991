// 我的数据 in the JSON API (docs/decisions/0026): the export (ask, then read its state and the download link) and
// 注销账号 (a code to the account's phone, then the code). Thin: the services hold the rules.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, isoDateTime, noResult, rowId } from "~/modules/api/result-schemas.server";
import { smsCodeSentResult } from "~/modules/auth/auth-api-results.server";
import { authMessages } from "~/modules/auth/auth-messages";
import { deleteAccount, sendDeletionCode } from "./account-deletion.server";
import { nudgeDataExportWorker } from "./data-export-worker.server";
import { getLatestDataExport, requestDataExport } from "./data-export.server";
import { privacyMessages as m } from "./privacy-messages";
import { deleteAccountSchema } from "./privacy-schemas";

// The export as the page and the API show it (data-export.server.ts DataExportView).
const dataExportView = z.object({
  id: rowId,
  state: z.enum(["queued", "running", "ready", "failed", "expired"]),
  progress: z.number().int().min(0).max(100),
  requestedAt: isoDateTime,
  readyAt: isoDateTime.nullable(),
  expiresAt: isoDateTime.nullable(),
  byteSize: count.nullable(),
  downloadUrl: z.string().nullable(),
  pending: z.boolean(),
});
const orgRefused = { 403: "机构账号调用（机构账号由学校管理，不能注销）" } as const;

export const privacyEndpoints = [
  defineEndpoint({
    method: "POST",
    path: "/api/User/data-export",
    auth: "user",
    result: dataExportView,
    summary: "申请导出我的数据（ZIP：JSON 与 CSV）；同一时间只能有一个进行中的导出，24 小时内最多 3 次",
    handle: async ({ user }) => {
      const view = await requestDataExport(user.id);
      nudgeDataExportWorker();
      return reply(view, { msg: m.exportRequested });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/User/data-export",
    auth: "user",
    result: dataExportView.nullable(),
    summary:
      "最近一次导出的状态：state（queued 排队中、running 正在生成、ready 已就绪、failed 生成失败、expired 已过期）、progress 0–100、downloadUrl（就绪后 24 小时内有效，仅本人可下载）；从未导出为 null",
    handle: async ({ user }) => getLatestDataExport(user.id),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/User/delete-account/send-code",
    auth: "user",
    result: smsCodeSentResult,
    refuses: orgRefused,
    summary: "注销账号第一步：向账号绑定的手机号发送短信验证码（与登录相同的发送频率限制）；机构账号不可注销",
    handle: async ({ user, clientIp }) => {
      const sent = await sendDeletionCode(user, { ip: clientIp });
      return reply(
        { phoneCaptchaId: sent.captchaId, resendInSeconds: sent.resendInSeconds },
        { msg: authMessages.smsSent },
      );
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/User/delete-account",
    auth: "user",
    input: deleteAccountSchema,
    result: noResult,
    refuses: orgRefused,
    summary:
      "注销账号：phoneCaptcha、phoneCaptchaId 与 confirm=true；个人信息立即删除或匿名化，订单按《电子商务法》保留 3 年（已匿名），所有登录失效",
    handle: async ({ input, user }) => {
      await deleteAccount(user, input);
      return reply(null, { msg: m.deleted });
    },
  }),
];
