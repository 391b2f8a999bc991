// /console/schools (学校) and /console/operators (运营人员), the operator's pages (issue 25): the adapters over
// schools.server.ts and console-roles.server.ts. Forms post with an `intent`; a refusal comes back with its messages and
// what was typed, a change redirects with a toast (PRG) — except 更换机构注册码, whose new code is shown once in the
// action's own answer (Cache-Control: no-store), never through a redirect or a GET.
import { data, redirect } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { campusPageMessages as pm } from "./campus-messages";
import type { ConsoleFormResult } from "./campus-pages.server";
import { consoleMessages as cm } from "./console-messages";
import { grantOperatorByPhone, listOperators, revokeOperator } from "./console-roles.server";
import { requireConsoleUser } from "./require-console-user.server";
import { schoolAdminPaths, withQuery } from "./school-admin-paths";
import { createSchool, listConsoleSchools, renameSchool, rotateOrgCode } from "./schools.server";
import {
  addOperatorSchema,
  createSchoolSchema,
  operatorIdSchema,
  renameSchoolSchema,
  schoolIdSchema,
} from "./schools-schemas";

const schoolsPagePaths = { schools: "/console/schools", operators: "/console/operators" } as const;

const rotateConfirmPath = (schoolId: number) =>
  withQuery(schoolAdminPaths.staff, { school: String(schoolId), rotate: "1" });

/** 更换机构注册码's answer: the new code, this once. */
export interface RotatedCodeResult extends ConsoleFormResult {
  rotated?: { schoolId: number; schoolName: string; code: string; sessionsEnded: number };
}

const text = (form: Record<string, FormDataEntryValue>, name: string) =>
  typeof form[name] === "string" ? (form[name] as string) : "";

const refused = (result: RotatedCodeResult, status: number) => data<RotatedCodeResult>(result, { status });

function refusalOf(error: unknown, form: string, values: Record<string, string>, field: string) {
  if (!isDomainError(error)) throw error;
  const named = error.fieldErrors && Object.keys(error.fieldErrors).some((key) => key in values);
  return refused({ form, errors: named ? { ...error.fieldErrors } : { [field]: error.message }, values }, error.status);
}

// ——— 学校 ———

export async function loadSchoolsPage(request: Request, context: { clientIp: string }) {
  const { access } = await requireConsoleUser(request, context, { operator: true });
  const schools = await listConsoleSchools(access);
  const editParam = new URL(request.url).searchParams.get("edit");
  const editing = schools.find((school) => String(school.id) === editParam) ?? null;
  return {
    schools: schools.map((school) => ({ ...school, updated: shanghaiSlashMinute(school.updatedAt) })),
    editing: editing
      ? { id: editing.id, name: editing.name, orgLogin: editing.orgLogin, rotateHref: rotateConfirmPath(editing.id) }
      : null,
  };
}

export async function submitSchoolsPage(request: Request, context: { clientIp: string }) {
  const { access, actor, user } = await requireConsoleUser(request, context, { operator: true });
  const form = Object.fromEntries(await readPageForm(request));
  const intent = form.intent;
  if (intent === "createSchool") {
    const values = { name: text(form, "name"), ranges: text(form, "ranges") };
    const parsed = createSchoolSchema.safeParse(values);
    if (!parsed.success) return refused({ form: "createSchool", errors: fieldErrorsOf(parsed.error), values }, 400);
    try {
      const created = await createSchool(access, actor, parsed.data);
      return redirectWithToast(request, schoolsPagePaths.schools, {
        kind: "success",
        message: pm.schoolCreated(created.name),
      });
    } catch (error) {
      return refusalOf(error, "createSchool", values, "name");
    }
  }
  if (intent !== "renameSchool" && intent !== "rotateOrgCode") {
    return refused({ form: "page", errors: { "": pm.intentInvalid }, values: {} }, 400);
  }
  const id = schoolIdSchema.safeParse({ id: form.id });
  if (!id.success) return refused({ form: intent, errors: { "": pm.schoolIdInvalid }, values: {} }, 400);
  if (intent === "renameSchool") {
    const values = { id: text(form, "id"), name: text(form, "name") };
    const parsed = renameSchoolSchema.safeParse(values);
    if (!parsed.success) return refused({ form: intent, errors: fieldErrorsOf(parsed.error), values }, 400);
    try {
      const renamed = await renameSchool(access, actor, id.data.id, parsed.data.name);
      return redirectWithToast(request, `${schoolsPagePaths.schools}?edit=${id.data.id}`, {
        kind: renamed.changed ? "success" : "info",
        message: renamed.changed ? pm.schoolRenamed(renamed.name) : pm.schoolNameUnchanged,
      });
    } catch (error) {
      return refusalOf(error, intent, values, "name");
    }
  }
  // Replacing a code in use ends the organisation account's sessions: that goes through the one confirmation step,
  // on the school's 管理员与教师 page. Only a school without a code gets one straight from here.
  const target = (await listConsoleSchools(access)).find((school) => school.id === id.data.id);
  if (target?.orgLogin) return redirect(rotateConfirmPath(target.id), 303);
  try {
    const rotated = await rotateOrgCode(access, actor, id.data.id, Date.now(), { keepSessionId: user.sessionId });
    const [school] = (await listConsoleSchools(access)).filter((candidate) => candidate.id === id.data.id);
    return data<RotatedCodeResult>(
      {
        form: intent,
        errors: {},
        values: {},
        rotated: { schoolId: id.data.id, schoolName: school?.name ?? "", ...rotated },
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    return refusalOf(error, intent, {}, "");
  }
}

// ——— 运营人员 ———

export async function loadOperatorsPage(request: Request, context: { clientIp: string }) {
  const { user } = await requireConsoleUser(request, context, { operator: true });
  const operators = await listOperators();
  return {
    operators: operators.map((operator) => ({
      ...operator,
      label: cm.userLabel(operator.nickname, operator.phoneTail),
      self: operator.userId === user.id,
      since: shanghaiSlashMinute(operator.since),
    })),
  };
}

export async function submitOperatorsPage(request: Request, context: { clientIp: string }) {
  const { actor } = await requireConsoleUser(request, context, { operator: true });
  const form = Object.fromEntries(await readPageForm(request));
  const back = (message: string, kind: "success" | "info" = "success") =>
    redirectWithToast(request, schoolsPagePaths.operators, { kind, message });
  if (form.intent === "addOperator") {
    const values = { phoneNumber: text(form, "phoneNumber") };
    const parsed = addOperatorSchema.safeParse(values);
    if (!parsed.success) return refused({ form: "addOperator", errors: fieldErrorsOf(parsed.error), values }, 400);
    try {
      const { userId, granted } = await grantOperatorByPhone(parsed.data.phoneNumber, actor);
      if (!granted) return back(cm.operatorAlready, "info");
      const added = (await listOperators()).find((operator) => operator.userId === userId);
      return back(cm.operatorAdded(added ? cm.userLabel(added.nickname, added.phoneTail) : ""));
    } catch (error) {
      return refusalOf(error, "addOperator", values, "phoneNumber");
    }
  }
  if (form.intent === "revokeOperator") {
    const parsed = operatorIdSchema.safeParse({ userId: form.userId });
    if (!parsed.success) return refused({ form: "revokeOperator", errors: { "": cm.roleNotFound }, values: {} }, 400);
    const target = (await listOperators()).find((operator) => operator.userId === parsed.data.userId);
    try {
      await revokeOperator(parsed.data.userId, actor);
      return back(cm.operatorRevoked(target ? cm.userLabel(target.nickname, target.phoneTail) : ""));
    } catch (error) {
      return refusalOf(error, "revokeOperator", {}, "");
    }
  }
  return refused({ form: "page", errors: { "": pm.intentInvalid }, values: {} }, 400);
}
