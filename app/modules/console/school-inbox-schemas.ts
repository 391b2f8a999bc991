// The forms of the console's 收件箱 (issue 25): the list's filters, one item, its state, a reply. One schema per form,
// for the page (browser and server) and /api/console alike. Client-safe: zod only.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, idField } from "~/lib/validation/input-fields";
import type { InboxState } from "~/db/schema";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { type InboxKind, REPLY_MAX, schoolAdminMessages as m } from "./school-admin-messages";

const inboxStateCodes = ["new", "in_progress", "replied"] as const satisfies readonly InboxState[];
const inboxKindCodes = ["feedback", "booking"] as const satisfies readonly InboxKind[];

const stateField = z.enum(inboxStateCodes, { errorMap: () => ({ message: m.stateInvalid }) });
const kindField = z.enum(inboxKindCodes, { errorMap: () => ({ message: m.kindInvalid }) });

/** The list: optional state and kind (blank: all), page of 20. */
export const inboxListSchema = pagingSchema.pick({ page: true }).extend({
  state: z.preprocess(blankAsAbsent, stateField.optional()),
  kind: z.preprocess(blankAsAbsent, kindField.optional()),
});

/** One item: its kind and id (a feedback and a booking may share an id). */
export const inboxItemSchema = z.object({ kind: kindField, id: idField(m.itemIdInvalid) });

/** 标记为 新 / 处理中 / 已回复. */
export const inboxStateSchema = inboxItemSchema.extend({ state: stateField });

/** 回复: sent to the user as an in-site notification. Counted in characters as a person counts them. */
export const inboxReplySchema = inboxItemSchema.extend({
  body: z.preprocess(
    (value) => (value === null || value === undefined ? "" : value),
    z
      .string({ invalid_type_error: m.replyRequired })
      .trim()
      .min(1, m.replyRequired)
      .refine((body) => [...body].length <= REPLY_MAX, m.replyTooLong),
  ),
});
