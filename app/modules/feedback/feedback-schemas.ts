// The feedback form (spec sections 3, 5 and 9): type 1–3, suggestion ≤ 200 characters, phone (a contact). One schema
// for POST /api/Feedback, the desktop dialog and the mobile page, checked in the browser and again on the server.
// Client-safe: zod only, no server imports.
//
// Order matters: the spec checks the contact first (请填写您的联系方式), then the suggestion (请填写您的意见建议).
// zod reports issues in the order of the object's keys, so `phone` comes first here, the API's `msg` is the contact
// message when both are missing, and the forms place the contact field before the suggestion so the first message
// (and the focus after a failed submit) is the contact one.
import { z } from "zod";
import { checkboxField } from "~/lib/validation/input-fields";
import "~/lib/validation/zod-messages";

export const FEEDBACK_SUGGESTION_MAX = 200;
export const FEEDBACK_CONTACT_MAX = 50;

export const feedbackMessages = {
  contactRequired: "请填写您的联系方式",
  contactTooLong: `联系方式最多 ${FEEDBACK_CONTACT_MAX} 个字`,
  suggestionRequired: "请填写您的意见建议",
  suggestionTooLong: `意见建议最多 ${FEEDBACK_SUGGESTION_MAX} 个字`,
  typeRequired: "请选择反馈类型",
  success: "提交成功",
  tooMany: (wait: string) => `提交过于频繁，请 ${wait}后再试`,
} as const;

/** Spec section 3: 1 product suggestion, 2 function bug, 3 other. */
export const feedbackTypes = [
  { value: 1, label: "产品建议" },
  { value: 2, label: "功能异常" },
  { value: 3, label: "其他" },
] as const;

export type FeedbackType = (typeof feedbackTypes)[number]["value"];

const m = feedbackMessages;

export const feedbackSchema = z.object({
  phone: z
    .string({ required_error: m.contactRequired, invalid_type_error: m.contactRequired })
    .trim()
    .min(1, m.contactRequired)
    .max(FEEDBACK_CONTACT_MAX, m.contactTooLong),
  suggestion: z
    .string({ required_error: m.suggestionRequired, invalid_type_error: m.suggestionRequired })
    .trim()
    .min(1, m.suggestionRequired)
    .max(FEEDBACK_SUGGESTION_MAX, m.suggestionTooLong),
  type: z.coerce
    .number({ required_error: m.typeRequired, invalid_type_error: m.typeRequired })
    .int(m.typeRequired)
    .min(1, m.typeRequired)
    .max(3, m.typeRequired)
    .transform((value) => value as FeedbackType),
  /** 有回复时短信通知我: kept only for a signed-in user of a school with a phone (notifications/sms-reply.server.ts). */
  smsReply: checkboxField,
});

export type FeedbackInput = z.infer<typeof feedbackSchema>;

/** The form's field names, in the order their messages come. */
export const feedbackFields = ["phone", "suggestion", "type", "smsReply"] as const;
