// GET and PUT /api/User/settings (docs/decisions/0025): the study settings, the exam date from vocabulary's store.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, isoDate } from "~/modules/api/result-schemas.server";
import { themeNames } from "~/modules/shell/themes";
import { settingsMessages as m } from "./settings-messages";
import { STUDY_GOAL_BOUNDS, TARGET_TEXT_MAX, userSettingsUpdateSchema } from "./settings-schemas";
import { getSettingsView, updateUserSettings } from "./user-settings.server";

// The answer of both (user-settings.server.ts SettingsView).
const settingsView = z.object({
  studyGoal: z.object({ kind: z.enum(["minutes", "words"]), amount: z.number().int() }),
  notifications: z.object({ order: z.boolean(), live: z.boolean(), square: z.boolean() }),
  target: z.object({ school: z.string().nullable(), major: z.string().nullable() }),
  theme: z.enum(themeNames).nullable(),
  exam: z.object({
    date: isoDate,
    isDefault: z.boolean(),
    saved: isoDate.nullable(),
    nationalDate: isoDate,
    daysLeft: count,
  }),
});

const { minutes, words } = STUDY_GOAL_BOUNDS;
const targetNote = `2–${TARGET_TEXT_MAX} 字（去掉首尾空白、连续空白并为一个后计）；null 或空串清空`;

export const settingsEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/User/settings",
    auth: "user",
    summary: "学习设置：考试日期（与背单词共用）与倒计时、目标院校与专业、每日学习目标、消息提醒、主题",
    result: settingsView,
    handle: async ({ user }) => getSettingsView(user.id),
  }),
  defineEndpoint({
    method: "PUT",
    path: "/api/User/settings",
    auth: "user",
    input: userSettingsUpdateSchema,
    summary: "保存学习设置：只改给出的字段，全部检查通过才保存",
    result: settingsView,
    fieldNotes: {
      examDate: "考试日期（YYYY-MM-DD），不早于今天、不晚于三年后；null 或空串恢复为全国统考日期",
      goalKind: "每日学习目标的类型；只给 goalAmount 时沿用已保存的类型",
      goalAmount: `整数：goalKind 为 minutes 时 ${minutes.min}–${minutes.max}（分钟），为 words 时 ${words.min}–${words.max}（个单词）`,
      targetSchool: `目标院校，${targetNote}`,
      targetMajor: `目标专业，${targetNote}`,
    },
    handle: async ({ input, user }) => reply(await updateUserSettings(user.id, input), { msg: m.saved }),
  }),
];
