// The account pages' forms (desktop /user/center, mobile /mobile/user/userInfo and /mobile/user/safe): nickname,
// avatar upload and password change. Success redirects back with a toast; failure re-renders with the messages.
import { data, type AppLoadContext } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { editInfoSchema, passwordModifySchema } from "~/modules/auth/account-schemas";
import { modifyPassword } from "~/modules/auth/account.server";
import { authMessages } from "~/modules/auth/auth-messages";
import { requireUser } from "~/modules/auth/require-user.server";
import type { AuthUser } from "~/modules/auth/session.server";
import { MAX_IMAGE_BYTES, storeImage } from "./image-upload.server";
import { editUserInfo, getUserInfo } from "./user.server";

export interface AccountFormResult {
  intent: "nickname" | "avatar" | "password";
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** An avatar form carries one image: room for it and the fields; storeImage gives the 2 MB message. */
const ACCOUNT_FORM_MAX_BYTES = 4 * MAX_IMAGE_BYTES;

async function handleAccountPost(user: AuthUser, request: Request, context: AppLoadContext) {
  const back = new URL(request.url);
  const done = (message: string) =>
    redirectWithToast(request, `${back.pathname}${back.search}`, { kind: "success", message });
  const fail = (
    intent: AccountFormResult["intent"],
    errors: Record<string, string>,
    values: Record<string, string> = {},
  ) => data<AccountFormResult>({ intent, errors, values }, { status: 400 });

  const form = await readPageForm(request, { maxBytes: ACCOUNT_FORM_MAX_BYTES });
  const intent = form.get("intent");
  try {
    if (intent === "nickname") {
      const nickname = String(form.get("nickname") ?? "");
      const parsed = editInfoSchema.safeParse({ nickname });
      if (!parsed.success) return fail("nickname", fieldErrorsOf(parsed.error), { nickname });
      await editUserInfo(user, parsed.data);
      return done(authMessages.editSuccess);
    }
    if (intent === "avatar") {
      const file = form.get("file");
      const stored = await storeImage(file instanceof File ? file : undefined);
      await editUserInfo(user, { avatar: stored.url });
      return done("头像已更新");
    }
    if (intent === "password") {
      const fields = Object.fromEntries(
        ["oldPassword", "password1", "password2"].map((name) => [name, String(form.get(name) ?? "")]),
      );
      const parsed = passwordModifySchema.safeParse(fields);
      if (!parsed.success) return fail("password", fieldErrorsOf(parsed.error));
      await modifyPassword(user, parsed.data, {
        ip: context.clientIp,
        userAgent: request.headers.get("user-agent") ?? "",
      });
      return done(authMessages.modifySuccess);
    }
  } catch (error) {
    if (isDomainError(error) && (intent === "nickname" || intent === "avatar" || intent === "password")) {
      return fail(intent, error.fieldErrors ?? { "": error.message });
    }
    throw error;
  }
  return fail("nickname", { "": "未知的操作" });
}

/** Loader of the account pages: the logged-in user's info (or a redirect to login). */
export async function loadAccountPage(request: Request) {
  const user = await requireUser(request);
  return { info: await getUserInfo(user.id) };
}

/** Action of the account pages. */
export async function submitAccountPage(request: Request, context: AppLoadContext) {
  return handleAccountPost(await requireUser(request), request, context);
}
