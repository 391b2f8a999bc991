// One zod schema per section of the settings page (/user/seting, /mobile/user/seting), used by the server (always),
// the browser (when JavaScript runs) and PUT /api/User/settings. Client-safe: zod only.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, checkboxField } from "~/lib/validation/input-fields";
import { themeNames } from "~/modules/shell/themes";
import { wordMessages } from "~/modules/word/word-messages";
import { settingsMessages as m } from "./settings-messages";

export const STUDY_GOAL_BOUNDS = {
  minutes: { min: 10, max: 600, unit: "分钟" },
  words: { min: 5, max: 500, unit: "个单词" },
} as const;

export const TARGET_TEXT_MAX = 40;

/** The sections of the page; each posts its own form with `intent`. */
const settingsIntents = ["exam", "target", "goal", "notify", "theme"] as const;
export type SettingsIntent = (typeof settingsIntents)[number];

export function isSettingsIntent(value: unknown): value is SettingsIntent {
  return typeof value === "string" && (settingsIntents as readonly string[]).includes(value);
}

/** 每日学习目标: minutes (10–600) or words (5–500). */
export const studyGoalSchema = z
  .object({
    goalKind: z.enum(["minutes", "words"], { errorMap: () => ({ message: m.goalKindInvalid }) }),
    goalAmount: z.preprocess(
      blankAsAbsent,
      z.coerce.number({ required_error: m.minutesInvalid, invalid_type_error: m.minutesInvalid }),
    ),
  })
  .superRefine((value, context) => {
    const bounds = STUDY_GOAL_BOUNDS[value.goalKind];
    const amount = value.goalAmount;
    if (!Number.isInteger(amount) || amount < bounds.min || amount > bounds.max) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["goalAmount"],
        message: value.goalKind === "words" ? m.wordsInvalid : m.minutesInvalid,
      });
    }
  });
export type StudyGoalInput = z.infer<typeof studyGoalSchema>;

const targetText = (tooShort: string, tooLong: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim().replace(/\s+/g, " ") : value),
    z
      .string({ invalid_type_error: tooShort })
      .max(TARGET_TEXT_MAX, tooLong)
      .refine((value) => value === "" || [...value].length >= 2, tooShort)
      .optional()
      .transform((value) => (value ? value : null)),
  );

/** 目标院校 and 目标专业: each optional (blank clears it), 2–40 characters. */
export const studyTargetSchema = z.object({
  targetSchool: targetText(m.schoolTooShort, m.schoolTooLong),
  targetMajor: targetText(m.majorTooShort, m.majorTooLong),
});
export type StudyTargetInput = z.infer<typeof studyTargetSchema>;

/** 消息提醒: a box per kind of notification. */
export const notificationPreferencesSchema = z.object({
  notifyOrder: checkboxField,
  notifyLive: checkboxField,
  notifySquare: checkboxField,
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesSchema>;

/** 主题: one of the site's four. */
export const themeChoiceSchema = z.object({
  theme: z.enum(themeNames, { errorMap: () => ({ message: m.themeInvalid }) }),
});

/**
 * PUT /api/User/settings: any of the sections' fields, each section all or nothing (a goal needs kind and amount).
 * The exam date is YYYY-MM-DD, then goes through vocabulary's rule (null or "" = back to the national exam).
 */
export const userSettingsUpdateSchema = z
  .object({
    examDate: z
      .string()
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, wordMessages.examDateInvalid)
      .nullable()
      .optional(),
    goalKind: z.enum(["minutes", "words"]).optional(),
    goalAmount: z.number().optional(),
    targetSchool: z.string().nullable().optional(),
    targetMajor: z.string().nullable().optional(),
    notifyOrder: z.boolean().optional(),
    notifyLive: z.boolean().optional(),
    notifySquare: z.boolean().optional(),
    theme: z.enum(themeNames, { errorMap: () => ({ message: m.themeInvalid }) }).optional(),
  })
  .strict();
export type UserSettingsUpdateInput = z.infer<typeof userSettingsUpdateSchema>;
