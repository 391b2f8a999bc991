// The forms and queries of 消息 and 预约直播. Client-safe: zod only.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, idField, INT_MAX } from "~/lib/validation/input-fields";
import { pagingMessages, pagingSchema } from "~/modules/paging/paging-schemas";
import { notificationMessages as m } from "./notification-messages";
import { notificationTabs, type NotificationTab } from "./notification-kinds";

const tabCodes = notificationTabs.map((tab) => tab.code) as [NotificationTab, ...NotificationTab[]];
const tabField = z.preprocess(
  blankAsAbsent,
  z.enum(tabCodes, { errorMap: () => ({ message: m.tabInvalid }) }).default("all"),
);

const pageInvalid = pagingMessages.pageInvalid;
/** The page's `?tab=&page=`: a bad page reads as page 1 (the loader sends an unknown tab back to 全部). */
export const newsPageQuerySchema = z.object({
  page: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ invalid_type_error: pageInvalid })
      .int(pageInvalid)
      .min(1, pageInvalid)
      .max(INT_MAX, pageInvalid)
      .default(1),
  ),
});

/** The page's two forms: 标为已读 (intent=read, id) and 全部标为已读 (intent=read-all). */
export const newsActionSchema = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("read"), id: idField(m.idInvalid) }), z.object({ intent: z.literal("read-all") })],
  { errorMap: () => ({ message: m.intentInvalid }) },
);

/** GET /api/Notification/page-query: tab, page, rows. */
export const notificationPageQuerySchema = pagingSchema.extend({ tab: tabField });

/** POST /api/Notification/{id}/read. */
export const notificationIdSchema = z.object({ id: idField(m.idInvalid) });

/** 预约直播 / 取消预约 on a live's page. */
export const liveBookingSchema = z.object({
  intent: z.enum(["book", "unbook"], { errorMap: () => ({ message: m.bookIntentInvalid }) }),
});
