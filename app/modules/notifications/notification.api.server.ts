// 消息 in the JSON API (docs/decisions/0023-notifications.md): the list, the unread count, 标为已读 and 全部标为已读,
// for the signed-in user only. Thin: notifications.server.ts holds the rules. Each item carries its link in both
// trees (link: desktop, mobileLink: /mobile twin).
import { z } from "zod";
import { reply, defineEndpoint } from "~/modules/api/endpoint";
import { count, isoDateTime, pageResultOf, rowId } from "~/modules/api/result-schemas.server";
import { notificationKindNames, notificationLinkFor, type NotificationKind } from "./notification-kinds";
import { notificationMessages as m } from "./notification-messages";
import { notificationIdSchema, notificationPageQuerySchema } from "./notification-schemas";
import { listNotifications, markAllRead, markRead, unreadCount } from "./notifications.server";

// The answers (notifications.server.ts NotificationItem, with the mobile link added here).
const notificationKinds = Object.keys(notificationKindNames) as [NotificationKind, ...NotificationKind[]];
const notificationItem = z.object({
  id: rowId,
  kind: z.enum(notificationKinds),
  kindName: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  mobileLink: z.string().nullable(),
  createdAt: isoDateTime,
  read: z.boolean(),
  readAt: isoDateTime.nullable(),
});

export const notificationEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/Notification/page-query",
    auth: "user",
    input: notificationPageQuerySchema,
    result: pageResultOf(notificationItem),
    summary:
      "我的消息，新的在前（tab：all 全部、unread 未读、system 系统通知、order 订单、live 直播、square 社区；page、rows）",
    handle: async ({ input, user }) => {
      const page = await listNotifications(user.id, input);
      return {
        ...page,
        items: page.items.map((item) => ({ ...item, mobileLink: notificationLinkFor("mobile", item.link) })),
      };
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Notification/unread-count",
    auth: "user",
    result: z.object({ count }),
    summary: "未读消息条数（含尚未查看的系统通知）",
    handle: async ({ user }) => ({ count: await unreadCount(user.id) }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Notification/{id}/read",
    auth: "user",
    input: notificationIdSchema,
    result: z.object({ unread: count }),
    summary: "把一条消息标为已读（他人的消息视为不存在）",
    handle: async ({ input, user }) => {
      await markRead(user.id, input.id);
      return reply({ unread: await unreadCount(user.id) }, { msg: m.markedRead });
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Notification/read-all",
    auth: "user",
    result: z.object({ marked: count, unread: z.literal(0) }),
    summary: "全部标为已读，返回标记的条数",
    handle: async ({ user }) =>
      reply({ marked: await markAllRead(user.id), unread: 0 as const }, { msg: m.allMarkedRead }),
  }),
];
