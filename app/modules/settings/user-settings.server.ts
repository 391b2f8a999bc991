// A student's study settings (issue 16's 设置; docs/decisions/0025-study-settings-and-phone-change.md): the daily
// study goal, which notifications to receive, target school and major, and the theme that follows the account. A user
// without a row has the defaults. The exam date is not stored here: it is vocabulary's (word_settings), read and
// written through app/modules/word/word-settings.server.ts so the countdown and the interval cap are one date.
import { db } from "~/db/client.server";
import type { UserSettingsTable } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { parseThemeName, type ThemeName } from "~/modules/shell/themes";
import { examDateProblem, getWordSettings, updateWordSettings } from "~/modules/word/word-settings.server";
import {
  notificationPreferencesSchema,
  studyGoalSchema,
  studyTargetSchema,
  type NotificationPreferencesInput,
  type StudyGoalInput,
  type StudyTargetInput,
  type UserSettingsUpdateInput,
} from "./settings-schemas";

export interface StudyGoal {
  kind: "minutes" | "words";
  amount: number;
}

export interface NotificationPreferences {
  /** 订单与退款 */
  order: boolean;
  /** 直播开播提醒 */
  live: boolean;
  /** 社区回复与审核 */
  square: boolean;
}

interface StudyTarget {
  school: string | null;
  major: string | null;
}

export interface UserSettings {
  studyGoal: StudyGoal;
  notifications: NotificationPreferences;
  target: StudyTarget;
  /** The theme saved on the settings page; null when never chosen there. */
  theme: ThemeName | null;
}

const DEFAULT_STUDY_GOAL: StudyGoal = { kind: "minutes", amount: 30 };
const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { order: true, live: true, square: true };

type SettingsRow = Pick<
  UserSettingsTable,
  | "study_goal_kind"
  | "study_goal_amount"
  | "notify_order"
  | "notify_live"
  | "notify_square"
  | "target_school"
  | "target_major"
  | "theme"
>;

function readRow(userId: number): Promise<SettingsRow | undefined> {
  return db
    .selectFrom("user_settings")
    .select([
      "study_goal_kind",
      "study_goal_amount",
      "notify_order",
      "notify_live",
      "notify_square",
      "target_school",
      "target_major",
      "theme",
    ])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

function studyGoalOf(row: SettingsRow | undefined): StudyGoal {
  if (!row) return { ...DEFAULT_STUDY_GOAL };
  return { kind: row.study_goal_kind === "words" ? "words" : "minutes", amount: Number(row.study_goal_amount) };
}

function notificationsOf(row: SettingsRow | undefined): NotificationPreferences {
  if (!row) return { ...DEFAULT_NOTIFICATION_PREFERENCES };
  return {
    order: Number(row.notify_order) === 1,
    live: Number(row.notify_live) === 1,
    square: Number(row.notify_square) === 1,
  };
}

export async function getStudyGoal(userId: number): Promise<StudyGoal> {
  return studyGoalOf(await readRow(userId));
}

export async function getNotificationPreferences(userId: number): Promise<NotificationPreferences> {
  return notificationsOf(await readRow(userId));
}

export async function getUserSettings(userId: number): Promise<UserSettings> {
  const row = await readRow(userId);
  return {
    studyGoal: studyGoalOf(row),
    notifications: notificationsOf(row),
    target: { school: row?.target_school ?? null, major: row?.target_major ?? null },
    theme: row?.theme ? parseThemeName(row.theme) : null,
  };
}

/** The columns a save may change; absent ones keep their value (or the default on the first save). */
type UserSettingsChanges = Partial<SettingsRow>;

/** Upserts the user's row with the given columns. */
async function saveUserSettings(userId: number, changes: UserSettingsChanges, now: number = Date.now()): Promise<void> {
  await db
    .insertInto("user_settings")
    .values({
      user_id: userId,
      study_goal_kind: DEFAULT_STUDY_GOAL.kind,
      study_goal_amount: DEFAULT_STUDY_GOAL.amount,
      notify_order: 1,
      notify_live: 1,
      notify_square: 1,
      target_school: null,
      target_major: null,
      theme: null,
      ...changes,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...changes, updated_at: now }))
    .execute();
}

export async function setStudyGoal(userId: number, input: StudyGoalInput, now?: number): Promise<void> {
  await saveUserSettings(userId, { study_goal_kind: input.goalKind, study_goal_amount: input.goalAmount }, now);
}

export async function setStudyTarget(userId: number, input: StudyTargetInput, now?: number): Promise<void> {
  await saveUserSettings(userId, { target_school: input.targetSchool, target_major: input.targetMajor }, now);
}

export async function setNotificationPreferences(
  userId: number,
  input: NotificationPreferencesInput,
  now?: number,
): Promise<void> {
  const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;
  await saveUserSettings(
    userId,
    {
      notify_order: flag(input.notifyOrder),
      notify_live: flag(input.notifyLive),
      notify_square: flag(input.notifySquare),
    },
    now,
  );
}

/** Remembers the theme chosen while logged in, so it follows the account to a new device (applied at login). */
export async function setSavedTheme(userId: number, theme: ThemeName, now?: number): Promise<void> {
  await saveUserSettings(userId, { theme }, now);
}

/** The theme saved for the account, or null when never chosen while logged in. */
export async function getSavedTheme(userId: number): Promise<ThemeName | null> {
  const row = await db.selectFrom("user_settings").select("theme").where("user_id", "=", userId).executeTakeFirst();
  return row?.theme ? parseThemeName(row.theme) : null;
}

/** Everything the settings page and GET /api/User/settings show, the exam date from vocabulary's store. */
export interface SettingsView extends UserSettings {
  exam: {
    /** The exam date in force (YYYY-MM-DD). */
    date: string;
    /** True when it is the national exam's (nothing saved, or the saved date has passed). */
    isDefault: boolean;
    /** What the user saved; null = the national exam's. */
    saved: string | null;
    /** The next national exam. */
    nationalDate: string;
    /** Study days left (0 on the day). */
    daysLeft: number;
  };
}

export async function getSettingsView(userId: number, now: number = Date.now()): Promise<SettingsView> {
  const [settings, word] = await Promise.all([getUserSettings(userId), getWordSettings(userId, now)]);
  return {
    ...settings,
    exam: {
      date: word.examDate,
      isDefault: word.examDateIsDefault,
      saved: word.savedExamDate,
      nationalDate: word.defaultExamDate,
      daysLeft: word.daysToExam,
    },
  };
}

/** The countdown on the centre: the exam date in force and the study days left. */
export async function getExamCountdown(
  userId: number,
  now: number = Date.now(),
): Promise<{ date: string; daysLeft: number; isDefault: boolean }> {
  const word = await getWordSettings(userId, now);
  return { date: word.examDate, daysLeft: word.daysToExam, isDefault: word.examDateIsDefault };
}

function parseSection<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: import("zod").ZodError } },
  value: unknown,
): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors = fieldErrorsOf(parsed.error);
  throw new DomainError(400, Object.values(errors)[0] ?? "输入有误", errors);
}

/**
 * PUT /api/User/settings: saves the sections whose fields are given (a goal needs kind and amount; a notification
 * box left out keeps its value). Every section is checked before anything is saved. The exam date goes to
 * vocabulary's settings through its own rule (not in the past, at most three years ahead).
 */
export async function updateUserSettings(
  userId: number,
  input: UserSettingsUpdateInput,
  now: number = Date.now(),
): Promise<SettingsView> {
  const current = await getUserSettings(userId);
  const goal =
    input.goalKind !== undefined || input.goalAmount !== undefined
      ? parseSection(studyGoalSchema, {
          goalKind: input.goalKind ?? current.studyGoal.kind,
          goalAmount: input.goalAmount,
        })
      : null;
  const target =
    input.targetSchool !== undefined || input.targetMajor !== undefined
      ? parseSection(studyTargetSchema, {
          targetSchool: input.targetSchool === undefined ? (current.target.school ?? "") : (input.targetSchool ?? ""),
          targetMajor: input.targetMajor === undefined ? (current.target.major ?? "") : (input.targetMajor ?? ""),
        })
      : null;
  const notify =
    input.notifyOrder !== undefined || input.notifyLive !== undefined || input.notifySquare !== undefined
      ? parseSection(notificationPreferencesSchema, {
          notifyOrder: input.notifyOrder ?? current.notifications.order,
          notifyLive: input.notifyLive ?? current.notifications.live,
          notifySquare: input.notifySquare ?? current.notifications.square,
        })
      : null;
  // The schema trimmed it and checked its form (YYYY-MM-DD or blank).
  const examDate = input.examDate === "" ? null : input.examDate;
  if (examDate) {
    const problem = examDateProblem(examDate, now);
    if (problem) throw new DomainError(400, problem, { examDate: problem });
  }
  if (examDate !== undefined) await updateWordSettings(userId, { examDate }, now);
  if (goal) await setStudyGoal(userId, goal, now);
  if (target) await setStudyTarget(userId, target, now);
  if (notify) await setNotificationPreferences(userId, notify, now);
  if (input.theme) await setSavedTheme(userId, input.theme, now);
  return getSettingsView(userId, now);
}
