// 我的数据 (/user/data, /mobile/user/data; docs/decisions/0026): the export's state and 申请导出, and 注销账号 in two
// posts that work without JavaScript — 获取验证码 re-renders the page with the code field (the code's id in a hidden
// input), 确认注销 checks it, erases the account and logs the user out with a toast. A refused form re-renders with
// its message and keeps what was typed (never the code itself).
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { commitFlash, redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { treeOfPath, treeOfRequest } from "~/lib/site-tree";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { requireUser } from "~/modules/auth/require-user.server";
import { clearedSessionCookie } from "~/modules/auth/session-cookie.server";
import { centrePaths } from "~/modules/centre/centre-paths";
import { legalPaths } from "~/modules/legal/legal-documents";
import { deleteAccount, deletionRefusal, maskPhone, sendDeletionCode } from "./account-deletion.server";
import { nudgeDataExportWorker } from "./data-export-worker.server";
import { getLatestDataExport, requestDataExport } from "./data-export.server";
import { privacyMessages as m } from "./privacy-messages";
import { deleteAccountSchema } from "./privacy-schemas";

export async function loadMyDataPage(request: Request) {
  const user = await requireUser(request);
  const latest = await getLatestDataExport(user.id);
  const tree = treeOfRequest(request);
  return {
    latest,
    deletion: {
      refusal: deletionRefusal(user),
      maskedPhone: user.phoneNumber ? maskPhone(user.phoneNumber) : null,
      privacyHref: legalPaths.userPrivacy[tree],
    },
  };
}

export interface MyDataActionData {
  /** The deletion form's step: "code" once a code was sent (or a code was posted). */
  step: "code";
  phoneCaptchaId: string;
  waitSeconds: number;
  errors: Record<string, string>;
  /** What to put back: the confirmation box. */
  confirm: boolean;
  notice: string | null;
}

export async function submitMyDataPage(request: Request, context: Pick<AppLoadContext, "clientIp">) {
  const user = await requireUser(request);
  const form = await readPageForm(request);
  const url = new URL(request.url);
  const here = url.pathname;
  const intent = form.get("intent");

  if (intent === "export") {
    try {
      await requestDataExport(user.id);
    } catch (error) {
      if (isDomainError(error)) return redirectWithToast(request, here, { kind: "error", message: error.message });
      throw error;
    }
    nudgeDataExportWorker();
    return redirectWithToast(request, here, { kind: "success", message: m.exportRequested });
  }

  const confirm = form.get("confirm") === "on";
  if (intent === "send-code") {
    try {
      const sent = await sendDeletionCode(user, { ip: context.clientIp });
      const result: MyDataActionData = {
        step: "code",
        phoneCaptchaId: sent.captchaId,
        waitSeconds: sent.resendInSeconds,
        errors: {},
        confirm,
        notice: m.codeSent(maskPhone(user.phoneNumber ?? "")),
      };
      return data(result);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      const retry = Number(error.details?.retryAfterSeconds ?? 0);
      const result: MyDataActionData = {
        step: "code",
        phoneCaptchaId: String(form.get("phoneCaptchaId") ?? ""),
        waitSeconds: retry,
        errors: { "": error.message },
        confirm,
        notice: null,
      };
      return data(result, { status: error.status });
    }
  }

  if (intent === "delete") {
    const fields = {
      phoneCaptcha: form.get("phoneCaptcha") ?? undefined,
      phoneCaptchaId: form.get("phoneCaptchaId") ?? undefined,
      confirm: form.get("confirm") ?? undefined,
    };
    const failure = (status: number, errors: Record<string, string>) =>
      data<MyDataActionData>(
        {
          step: "code",
          phoneCaptchaId: String(fields.phoneCaptchaId ?? ""),
          waitSeconds: 0,
          errors,
          confirm,
          notice: null,
        },
        { status },
      );
    const parsed = deleteAccountSchema.safeParse(fields);
    if (!parsed.success) return failure(400, fieldErrorsOf(parsed.error));
    try {
      await deleteAccount(user, parsed.data);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return failure(
        error.status,
        error.fieldErrors?.phoneCaptcha ? { phoneCaptcha: error.fieldErrors.phoneCaptcha } : { "": error.message },
      );
    }
    const headers = new Headers();
    headers.append("Set-Cookie", clearedSessionCookie());
    headers.append("Set-Cookie", await commitFlash(request, { toast: { kind: "success", message: m.deleted } }));
    return redirect(treeOfPath(here) === "mobile" ? "/mobile" : "/", { headers });
  }

  return redirectWithToast(
    request,
    treeOfPath(here) === "mobile" ? centrePaths.mobile.myData : centrePaths.desktop.myData,
    { kind: "error", message: "请选择要进行的操作" },
  );
}
