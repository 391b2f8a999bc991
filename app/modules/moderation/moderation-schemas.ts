// The moderation centre's forms and queries (docs/decisions/0031-moderation-centre.md), one schema each, shared by the
// page (server and @mantine/form in the browser) and the JSON API. Client-safe: zod only. decideOn and the word
// functions check again on the server, so a client that skips these still gets the same messages.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, idField } from "~/lib/validation/input-fields";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { moderationMessages as m, REASON_MAX_LENGTH, SENSITIVE_WORD_MAX_LENGTH } from "./moderation-messages";
import { actionsNeedingReason, moderationActions } from "./moderation-states";

/** Lengths are counted in characters as a person counts them (code points), not UTF-16 units. */
const charCount = (text: string) => [...text].length;

/** A queue source's kind: post, comment, senior_application, report, group_post… */
const moderationKindField = z
  .string({ required_error: m.unknownKind, invalid_type_error: m.unknownKind })
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, m.unknownKind)
  .describe("审核内容的类型（/api/Moderation/counts 列出的 kind，如 post 帖子、comment 评论）");

const reasonField = z.preprocess(
  (value) => (value === null || value === undefined ? "" : value),
  z
    .string({ invalid_type_error: m.reasonRequired })
    .trim()
    .refine((reason) => charCount(reason) <= REASON_MAX_LENGTH, m.reasonTooLong),
);

/** 通过 / 不通过 / 隐藏 / 恢复显示 / 驳回举报 on one item; decline and hide must say why (the author sees it). */
export const decideSchema = z
  .object({
    kind: moderationKindField,
    id: idField(m.itemInvalid),
    action: z.enum(moderationActions, { errorMap: () => ({ message: m.unknownAction }) }),
    reason: reasonField,
  })
  .superRefine((input, context) => {
    if (actionsNeedingReason.has(input.action) && !input.reason) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["reason"], message: m.reasonRequired });
    }
  });

/** The fields of the decide form, in the order the browser's check reads them. */
export const decideFieldNames = ["kind", "id", "action", "reason"] as const;

/** 添加 a word to the school's own list (the server also refuses one that is only punctuation or spaces). */
export const sensitiveWordSchema = z.object({
  word: z
    .preprocess(
      (value) => (value === null || value === undefined ? "" : value),
      z
        .string({ invalid_type_error: m.wordRequired })
        .trim()
        .min(1, m.wordRequired)
        .refine((word) => charCount(word) <= SENSITIVE_WORD_MAX_LENGTH, m.wordTooLong),
    )
    .describe("敏感词（≤ 20 字）"),
});

/** One item of a queue (?read=<id>: its whole text read in place). */
export const queueItemIdSchema = z.object({ id: idField(m.itemInvalid) });

/** 删除 one of the school's own words. */
export const sensitiveWordIdSchema = z.object({ id: idField(m.wordIdInvalid) });

/** A source's queue, a page at a time (the API: /api/Moderation/queue/{kind}). */
export const queuePageSchema = pagingSchema.extend({ kind: moderationKindField });

/** The page's tabs: a source's kind, 审核记录 (log) or 敏感词 (words); absent = the first tab. */
export const LOG_TAB = "log";
export const WORDS_TAB = "words";
export const moderationTabField = z.preprocess(blankAsAbsent, moderationKindField.optional());

/** The key of a refused form: an item's `${kind}:${id}`, or a source tab's 隐藏 / 恢复显示 by number. */
export const manualDecisionKey = (kind: string) => `manual:${kind}`;
