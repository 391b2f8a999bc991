// The forms and calls of comments and reports (docs/decisions/0032): one schema per form, for the page's form (checked
// in the browser with @mantine/form when JavaScript runs), the server and the API alike. Client-safe: zod only.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { idField, optionalIdField } from "~/lib/validation/input-fields";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { COMMENT_MAX, REPORT_DETAIL_MAX, reportReasons, reportSubjectKinds } from "./comment-config";
import { commentMessages as m } from "./comment-messages";

const length = (text: string) => [...text].length;

/** The comment's text: trimmed, not empty, at most COMMENT_MAX characters. */
const commentBodyField = z
  .string({ required_error: m.bodyRequired, invalid_type_error: m.bodyRequired })
  .trim()
  .min(1, m.bodyRequired)
  .refine((value) => length(value) <= COMMENT_MAX, m.bodyTooLong);

/** 发表评论 / 发表回复: the text and, for a reply, the comment answered. */
export const commentFormSchema = z.object({
  body: commentBodyField,
  replyTo: optionalIdField(m.replyToInvalid),
});
export type CommentFormInput = z.infer<typeof commentFormSchema>;
export const commentFormFields = ["body", "replyTo"] as const;

const reasonCodes = reportReasons.map((reason) => reason.code) as [string, ...string[]];

/** 举报: what (a post or a comment), why (a category) and, optionally, more words (required for 其他). */
export const reportFormSchema = z
  .object({
    subjectKind: z.enum(reportSubjectKinds, { errorMap: () => ({ message: m.subjectInvalid }) }),
    subjectId: idField(m.subjectInvalid),
    reason: z.enum(reasonCodes, { errorMap: () => ({ message: m.reasonRequired }) }),
    detail: z.preprocess(
      (value) => (value === null || value === undefined ? "" : value),
      z
        .string({ invalid_type_error: m.detailTooLong })
        .transform((value) => value.trim())
        .refine((value) => length(value) <= REPORT_DETAIL_MAX, m.detailTooLong),
    ),
  })
  .superRefine((value, context) => {
    if (value.reason === "other" && value.detail === "")
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["detail"], message: m.detailRequiredForOther });
  });
export type ReportFormInput = z.infer<typeof reportFormSchema>;
export const reportFormFields = ["subjectKind", "subjectId", "reason", "detail"] as const;

/** A comment named by the form (like, delete) or the API path. */
export const commentIdSchema = z.object({ id: idField(m.commentInvalid) });

/** A post's comments, paged (the API; the page reads ?cpage=). */
export const commentListSchema = pagingSchema.extend({ id: idField(m.postNotFound) });

/** The API's add-a-comment body plus the post from the path. */
export const addCommentSchema = commentFormSchema.extend({ id: idField(m.postNotFound) });
