// 消息 in the JSON API (docs/decisions/0023-notifications.md): the list, the unread count, 标为已读 and 全部标为已读,
// for the signed-in user only. Thin: notifications.server.ts holds the rules. Each item carries its link in both
// trees (link: desktop, mobileLink: /mobile twin).
import { reply, defineEndpoint } from "~/modules/api/endpoint";
import { notificationLinkFor } from "./notification-kinds";
import { notificationMessages as m } from "./notification-messages";
import { notificationIdSchema, notificationPageQuerySchema } from "./notification-schemas";
import { listNotifications, markAllRead, markRead, unreadCount } from "./notifications.server";

export const notificationEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/Notification/page-query",
    auth: "user",
    input: notificationPageQuerySchema,
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
    summary: "未读消息条数（含尚未查看的系统通知）",
    handle: async ({ user }) => ({ count: await unreadCount(user.id) }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Notification/{id}/read",
    auth: "user",
    input: notificationIdSchema,
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
    summary: "全部标为已读，返回标记的条数",
    handle: async ({ user }) => reply({ marked: await markAllRead(user.id), unread: 0 }, { msg: m.allMarkedRead }),
  }),
];
