// GET and PUT /api/User/settings (docs/decisions/0025): the study settings, the exam date from vocabulary's store.
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { settingsMessages as m } from "./settings-messages";
import { userSettingsUpdateSchema } from "./settings-schemas";
import { getSettingsView, updateUserSettings } from "./user-settings.server";

export const settingsEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/User/settings",
    auth: "user",
    summary: "学习设置：考试日期（与背单词共用）与倒计时、目标院校与专业、每日学习目标、消息提醒、主题",
    handle: async ({ user }) => getSettingsView(user.id),
  }),
  defineEndpoint({
    method: "PUT",
    path: "/api/User/settings",
    auth: "user",
    input: userSettingsUpdateSchema,
    summary:
      "保存学习设置（只改给出的字段）：examDate（YYYY-MM-DD，null 为全国统考）、goalKind（minutes 10–600 / words 5–500）与 goalAmount、targetSchool、targetMajor（2–40 字，null 清空）、notifyOrder、notifyLive、notifySquare、theme",
    handle: async ({ input, user }) => reply(await updateUserSettings(user.id, input), { msg: m.saved }),
  }),
];
