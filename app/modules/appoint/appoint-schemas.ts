// The appointment consultation form (/booking, POST /api/Appoint): name, phone, exam subject or major, preferred
// contact time, question. One schema for the page (browser and server) and the API. Client-safe: zod only.
import { z } from "zod";
import { checkboxField } from "~/lib/validation/input-fields";
import "~/lib/validation/zod-messages";
import { phoneNumberSchema } from "~/modules/auth/auth-schemas";

export const APPOINT_NAME_MAX = 20;
export const APPOINT_SUBJECT_MAX = 50;
export const APPOINT_QUESTION_MAX = 500;

export const appointMessages = {
  nameRequired: "请输入姓名",
  nameTooLong: `姓名最多 ${APPOINT_NAME_MAX} 个字`,
  subjectRequired: "请填写报考专业或科目",
  subjectTooLong: `报考专业/科目最多 ${APPOINT_SUBJECT_MAX} 个字`,
  preferredTimeRequired: "请选择期望联系时间",
  questionTooLong: `问题描述最多 ${APPOINT_QUESTION_MAX} 个字`,
  success: "预约成功，我们会尽快与您联系",
  alreadyOpen: "您已有一个待处理的预约，请勿重复预约；如需修改，请先取消当前预约",
  cancelled: "预约已取消",
  noOpen: "您当前没有待处理的预约",
  tooMany: (wait: string) => `预约次数过多，请 ${wait}后再试`,
} as const;

/** The contact-time slots offered (the stored value is the label itself, readable by staff and API clients). */
export const preferredTimes = [
  { value: "工作日白天", hint: "9:00–18:00" },
  { value: "工作日晚上", hint: "18:00–21:00" },
  { value: "周末", hint: "9:00–21:00" },
  { value: "时间不限", hint: "" },
] as const;

export type PreferredTime = (typeof preferredTimes)[number]["value"];

const preferredTimeValues = preferredTimes.map((slot) => slot.value) as [PreferredTime, ...PreferredTime[]];

const m = appointMessages;

export const appointSchema = z.object({
  name: z
    .string({ required_error: m.nameRequired, invalid_type_error: m.nameRequired })
    .trim()
    .min(1, m.nameRequired)
    .max(APPOINT_NAME_MAX, m.nameTooLong),
  phone: phoneNumberSchema,
  subject: z
    .string({ required_error: m.subjectRequired, invalid_type_error: m.subjectRequired })
    .trim()
    .min(1, m.subjectRequired)
    .max(APPOINT_SUBJECT_MAX, m.subjectTooLong),
  preferredTime: z.enum(preferredTimeValues, { errorMap: () => ({ message: m.preferredTimeRequired }) }),
  question: z
    .string({ invalid_type_error: m.questionTooLong })
    .trim()
    .max(APPOINT_QUESTION_MAX, m.questionTooLong)
    .optional()
    .default(""),
  /** 有回复时短信通知我 (notifications/sms-reply.server.ts). */
  smsReply: checkboxField,
});

export type AppointInput = z.infer<typeof appointSchema>;

/** The form's field names, in the order they appear and their messages come. */
export const appointFields = ["name", "phone", "subject", "preferredTime", "question", "smsReply"] as const;
