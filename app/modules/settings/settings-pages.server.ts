// The settings page in both trees (/user/seting inside the centre's frame, /mobile/user/seting; docs/decisions/0025):
// one POST form per section, told apart by `intent` — 考试日期 (vocabulary's store), 目标院校与专业, 每日学习目标,
// 消息提醒, 主题. A saved section redirects back with the toast 已保存; a refused one re-renders the page with its
// messages and what was typed, the other sections showing their saved values.
import { data, redirect } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { commitFlash } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { requireUser } from "~/modules/auth/require-user.server";
import { listSchools } from "~/modules/school/school.server";
import { themeCookie, themeOfRequest } from "~/modules/shell/theme-cookie.server";
import { wordSettingsSchema } from "~/modules/word/word-schemas";
import { updateWordSettings } from "~/modules/word/word-settings.server";
import { settingsMessages as m } from "./settings-messages";
import {
  isSettingsIntent,
  notificationPreferencesSchema,
  studyGoalSchema,
  studyTargetSchema,
  themeChoiceSchema,
  type SettingsIntent,
} from "./settings-schemas";
import { targetSchoolOptions } from "./target-schools";
import {
  getExamCountdown,
  getSettingsView,
  setNotificationPreferences,
  setSavedTheme,
  setStudyGoal,
  setStudyTarget,
} from "./user-settings.server";

export interface SettingsFormResult {
  intent: SettingsIntent;
  errors: Record<string, string>;
  values: Record<string, string>;
}

export async function loadSettingsPage(request: Request) {
  const user = await requireUser(request);
  const [settings, schools] = await Promise.all([getSettingsView(user.id), listSchools()]);
  return {
    settings,
    /** The theme this browser shows (its cookie), else the account's, else the default. */
    theme: themeOfRequest(request) ?? settings.theme ?? "default",
    schoolOptions: targetSchoolOptions(schools.map((school) => school.name)),
  };
}

const fieldsOf = (form: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, typeof form.get(name) === "string" ? String(form.get(name)) : ""]));

export async function submitSettingsPage(request: Request) {
  const user = await requireUser(request);
  const form = await readPageForm(request);
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const intent = form.get("intent");
  const fail = (which: SettingsIntent, errors: Record<string, string>, values: Record<string, string>) =>
    data<SettingsFormResult>({ intent: which, errors, values }, { status: 400 });
  const saved = async (extraCookie?: string) => {
    const headers = new Headers();
    headers.append("Set-Cookie", await commitFlash(request, { toast: { kind: "success", message: m.saved } }));
    if (extraCookie) headers.append("Set-Cookie", extraCookie);
    return redirect(back, { headers });
  };
  if (!isSettingsIntent(intent)) return fail("exam", { "": m.intentInvalid }, {});

  const names: Record<SettingsIntent, readonly string[]> = {
    exam: ["examDate"],
    target: ["targetSchool", "targetMajor"],
    goal: ["goalKind", "goalAmount"],
    notify: ["notifyOrder", "notifyLive", "notifySquare"],
    theme: ["theme"],
  };
  const values = fieldsOf(form, names[intent]);
  try {
    switch (intent) {
      case "exam": {
        const parsed = wordSettingsSchema.pick({ examDate: true }).safeParse(values);
        if (!parsed.success) return fail(intent, fieldErrorsOf(parsed.error), values);
        await updateWordSettings(user.id, { examDate: parsed.data.examDate ?? null });
        return saved();
      }
      case "target": {
        const parsed = studyTargetSchema.safeParse(values);
        if (!parsed.success) return fail(intent, fieldErrorsOf(parsed.error), values);
        await setStudyTarget(user.id, parsed.data);
        return saved();
      }
      case "goal": {
        const parsed = studyGoalSchema.safeParse(values);
        if (!parsed.success) return fail(intent, fieldErrorsOf(parsed.error), values);
        await setStudyGoal(user.id, parsed.data);
        return saved();
      }
      case "notify": {
        const parsed = notificationPreferencesSchema.safeParse(values);
        if (!parsed.success) return fail(intent, fieldErrorsOf(parsed.error), values);
        await setNotificationPreferences(user.id, parsed.data);
        return saved();
      }
      case "theme": {
        const parsed = themeChoiceSchema.safeParse(values);
        if (!parsed.success) return fail(intent, fieldErrorsOf(parsed.error), values);
        await setSavedTheme(user.id, parsed.data.theme);
        return saved(themeCookie(parsed.data.theme));
      }
    }
  } catch (error) {
    if (isDomainError(error)) return fail(intent, error.fieldErrors ?? { "": error.message }, values);
    throw error;
  }
}

/** The countdown line on the centre (desktop /user/center, mobile 我的): 距离考研还有 N 天. */
export async function loadExamCountdown(userId: number) {
  const countdown = await getExamCountdown(userId);
  return { ...countdown, text: m.examDaysLeft(countdown.daysLeft) };
}
