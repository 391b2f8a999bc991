// The 关注 / 取消关注 form, wherever a senior is shown with it: their page (/square/seniorInfo), the experience lists
// filtered to them (/square/experience?senior=, /mobile/news/more?senior=), 我的关注 and 学长学姐 in both trees. It
// posts to the page it is on and comes back there (post/redirect/get with the toast 已关注 / 已取消关注); a guest is
// asked to log in (desktop: the login dialog over the page; mobile: the login page) and comes back to the same page.
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { getOptionalUser, loginPromptUrlFor } from "~/modules/auth/require-user.server";
import { followMessages as m } from "./follow-messages";
import { followFormSchema } from "./follow-schemas";
import { followSenior, unfollowSenior } from "./senior-follows.server";

/** `form`: the body when the page's action has read it already (学长学姐's page also takes the application form). */
export async function submitFollowForm(request: Request, form?: FormData): Promise<Response> {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const user = await getOptionalUser(request);
  if (!user) return redirectWithToast(request, loginPromptUrlFor(request), { kind: "info", message: m.loginToFollow });
  form ??= await readPageForm(request);
  const parsed = followFormSchema.safeParse({
    seniorId: form.get("seniorId") ?? undefined,
    intent: form.get("intent") ?? undefined,
  });
  if (!parsed.success)
    return redirectWithToast(request, back, {
      kind: "error",
      message: parsed.error.issues[0]?.message ?? m.seniorInvalid,
    });
  const { seniorId, intent } = parsed.data;
  try {
    if (intent === "follow") await followSenior(user.id, seniorId);
    else await unfollowSenior(user.id, seniorId);
  } catch (error) {
    if (isDomainError(error)) return redirectWithToast(request, back, { kind: "error", message: error.message });
    throw error;
  }
  return redirectWithToast(request, back, {
    kind: "success",
    message: intent === "follow" ? m.followed : m.unfollowed,
  });
}
