// The console's 用户 (/console/users) and 管理员与教师 (/console/staff) pages (issue 25): a school's administrators for
// their school, the operator for the school ?school= names. 用户: the school's users searched by a phone number's last
// digits or a nickname (a GET form), 20 a page, each with 停用 / 启用 and 退出所有登录. 管理员与教师: the two lists,
// 添加 by phone number, 移除, and 更换机构注册码 after a confirmation (?rotate=1, so it works without JavaScript): the
// new code is in the action's own answer (no-store), never in a GET. Every form posts to its page with an `intent`;
// done → post/redirect/get with a toast, refused → the page again with the message and what was typed.
import { data } from "@remix-run/node";
import { db } from "~/db/client.server";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { requireConsoleSchool } from "./console-school.server";
import { schoolAdminPageText as t, schoolRoleNames } from "./school-admin-messages";
import { schoolAdminPaths, withQuery } from "./school-admin-paths";
import { schoolInScope } from "./school-scope.server";
import {
  clampListPage,
  hereOf,
  refusedForm,
  type SchoolFormResult,
  sectionOf,
  timeOf,
} from "./school-section-pages.server";
import { rotateOrgCode } from "./schools.server";
import {
  addRoleMember,
  listRoleMembers,
  removeRoleMember,
  searchSchoolUsers,
  setUserDisabled,
  signUserOutEverywhere,
} from "./school-users.server";
import {
  memberAddSchema,
  memberRemoveSchema,
  userDisabledSchema,
  userSearchSchema,
  userSignOutSchema,
} from "./school-users-schemas";

const firstMessage = (errors: Record<string, string>) => Object.values(errors)[0] ?? t.formInvalid;

// ——— 用户 ———

export async function loadSchoolUsersPage(request: Request, context: { clientIp: string }) {
  const scope = await requireConsoleSchool(request, context);
  const params = new URL(request.url).searchParams;
  const typed = { query: params.get("query") ?? "", page: params.get("page") ?? undefined };
  const parsed = userSearchSchema.safeParse(typed);
  // A search that cannot be run (too long) shows its message and everyone; the form keeps what was typed.
  const search = parsed.success ? parsed.data : { page: 1 };
  const found = await searchSchoolUsers(scope.consoleUser.access, scope.school.id, search);
  clampListPage(request, found);
  return {
    ...sectionOf(scope),
    here: hereOf(request),
    typed: { query: typed.query },
    /** The query the list was found with (the paging links keep it). */
    searched: search.query ?? "",
    errors: parsed.success ? {} : fieldErrorsOf(parsed.error),
    selfId: scope.consoleUser.user.id,
    page: found.page,
    rows: found.rows,
    total: found.total,
    users: found.items.map((user) => ({
      userId: user.userId,
      nickname: user.nickname,
      phoneTail: user.phoneTail,
      disabled: user.disabled,
      registered: timeOf(user.registeredAt),
      activeSessions: user.activeSessions,
      lastSeen: user.lastSeenAt === null ? null : timeOf(user.lastSeenAt),
    })),
  };
}

export async function submitSchoolUsersPage(request: Request, context: { clientIp: string }) {
  const scope = await requireConsoleSchool(request, context);
  const { access, actor } = scope.consoleUser;
  const form = Object.fromEntries(await readPageForm(request));
  const back = hereOf(request);
  const refused = (status: number, message: string, userId = "") =>
    refusedForm({ form: "user", errors: { "": message }, values: { userId } }, status);
  const userId = typeof form.userId === "string" ? form.userId : "";
  try {
    if (form.intent === "signOut") {
      const parsed = userSignOutSchema.safeParse(form);
      if (!parsed.success) return refused(400, firstMessage(fieldErrorsOf(parsed.error)));
      const { sessionsEnded } = await signUserOutEverywhere(access, actor, scope.school.id, parsed.data.userId);
      return redirectWithToast(request, back, { kind: "success", message: t.userSignedOut(sessionsEnded) });
    }
    if (form.intent !== "setDisabled") return refused(400, t.formInvalid);
    const parsed = userDisabledSchema.safeParse(form);
    if (!parsed.success) return refused(400, firstMessage(fieldErrorsOf(parsed.error)), userId);
    const outcome = await setUserDisabled(access, actor, scope.school.id, parsed.data.userId, parsed.data.disabled);
    const message = !outcome.changed
      ? t.userUnchanged
      : parsed.data.disabled
        ? t.userDisabled(outcome.sessionsEnded)
        : t.userEnabled;
    return redirectWithToast(request, back, { kind: "success", message });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return refused(error.status, error.message, userId);
  }
}

// ——— 管理员与教师 ———

export async function loadSchoolStaffPage(request: Request, context: { clientIp: string }) {
  const scope = await requireConsoleSchool(request, context);
  const { access, user } = scope.consoleUser;
  const [admins, teachers, school] = await Promise.all([
    listRoleMembers(access, scope.school.id, "school_admin"),
    listRoleMembers(access, scope.school.id, "teacher"),
    schoolInScope(db, access, scope.school.id),
  ]);
  const member = (entry: (typeof admins)[number]) => ({
    userId: entry.userId,
    nickname: entry.nickname,
    phoneTail: entry.phoneTail,
    since: timeOf(entry.since),
  });
  const home = withQuery(schoolAdminPaths.staff, scope.query);
  return {
    ...sectionOf(scope),
    home,
    confirmHref: withQuery(schoolAdminPaths.staff, { ...scope.query, rotate: "1" }),
    /** 更换机构注册码's confirmation is open (?rotate=1): a page state with its own address. */
    confirmRotate: new URL(request.url).searchParams.get("rotate") === "1",
    hasOrgCode: school.hasOrgCode,
    selfId: user.id,
    admins: admins.map(member),
    teachers: teachers.map(member),
  };
}

/** A refused staff form, or the new organisation code (shown in this answer only). */
export interface StaffFormResult extends SchoolFormResult {
  rotated?: { code: string; sessionsEnded: number };
}

export async function submitSchoolStaffPage(request: Request, context: { clientIp: string }) {
  const scope = await requireConsoleSchool(request, context);
  const { access, actor, user } = scope.consoleUser;
  const form = Object.fromEntries(await readPageForm(request));
  const home = withQuery(schoolAdminPaths.staff, scope.query);
  const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");

  if (form.intent === "rotateOrgCode") {
    // Sessions of the organisation account end (the old code may have leaked), but not the caller's own.
    const rotated = await rotateOrgCode(access, actor, scope.school.id, Date.now(), { keepSessionId: user.sessionId });
    return data<StaffFormResult>(
      { form: "rotate", errors: {}, values: {}, rotated },
      { headers: { "Cache-Control": "no-store" } },
    );
  }

  if (form.intent === "removeMember") {
    const values = { role: text("role"), userId: text("userId") };
    const parsed = memberRemoveSchema.safeParse(values);
    const refused = (status: number, message: string) =>
      refusedForm({ form: "remove", errors: { "": message }, values }, status);
    if (!parsed.success) return refused(400, firstMessage(fieldErrorsOf(parsed.error)));
    try {
      await removeRoleMember(access, actor, scope.school.id, parsed.data.role, parsed.data.userId);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return refused(error.status, error.message);
    }
    const message = t.memberRemoved(schoolRoleNames[parsed.data.role]);
    return redirectWithToast(request, home, { kind: "success", message });
  }

  if (form.intent !== "addMember") return refusedForm({ form: "", errors: { "": t.formInvalid }, values: {} }, 400);
  const values = { role: text("role"), account: text("account") };
  // Each role has its own form: the answer goes back to the one that was sent.
  const which = values.role === "teacher" ? "add-teacher" : "add-school_admin";
  const parsed = memberAddSchema.safeParse(values);
  if (!parsed.success) return refusedForm({ form: which, errors: fieldErrorsOf(parsed.error), values }, 400);
  try {
    const added = await addRoleMember(access, actor, scope.school.id, parsed.data.role, parsed.data.account);
    const role = schoolRoleNames[parsed.data.role];
    return redirectWithToast(request, home, {
      kind: added.granted ? "success" : "info",
      message: added.granted ? t.memberAdded(role) : t.memberAlready(role),
    });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const errors = error.fieldErrors?.account ? { account: error.fieldErrors.account } : { account: error.message };
    return refusedForm({ form: which, errors, values }, error.status);
  }
}
