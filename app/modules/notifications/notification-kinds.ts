// The kinds of notification, the tabs of 消息, and where a notification's link goes in each tree. Client-safe: types
// only. `square` is for the square (issue 17): its replies and approvals call notify(userId, { kind: "square", … }).
import type { NotificationKind } from "~/db/schema";
import type { SiteTree } from "~/lib/site-tree";

export type { NotificationKind };

const notificationKinds = ["system", "order", "live", "square"] as const satisfies readonly NotificationKind[];

export const notificationKindNames: Record<NotificationKind, string> = {
  system: "系统通知",
  order: "订单",
  live: "直播",
  square: "社区",
};

export type NotificationTab = "all" | "unread" | NotificationKind;

/** 全部 / 未读 / 系统通知 / 订单 / 直播 / 社区, in the order the page shows them. */
export const notificationTabs: readonly { code: NotificationTab; name: string }[] = [
  { code: "all", name: "全部" },
  { code: "unread", name: "未读" },
  ...notificationKinds.map((kind) => ({ code: kind, name: notificationKindNames[kind] })),
];

/** The tab a ?tab= value names; absent or blank is 全部, anything else null (not a tab). */
export function notificationTabOf(value: string | null | undefined): NotificationTab | null {
  if (value === null || value === undefined || value === "") return "all";
  return notificationTabs.find((tab) => tab.code === value)?.code ?? null;
}

/** A link a notification may carry: a path of this site (not //host, not a scheme), at most 500 characters. */
export function isSitePath(link: string): boolean {
  return link.length <= 500 && link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\");
}

/**
 * Links are stored in their desktop form; the mobile tree's twin of a page is /mobile + the same path and query
 * (/user/order → /mobile/user/order, /livePlayback?id=3 → /mobile/livePlayback?id=3), except the few named below
 * (/square/experPlay?id=1#comment-2 → /mobile/news/player?id=1#comment-2). A link already under /mobile is kept.
 */
export function notificationLinkFor(tree: SiteTree, link: string | null): string | null {
  if (link === null || !isSitePath(link)) return null;
  if (tree === "desktop" || link === "/mobile" || link.startsWith("/mobile/") || link.startsWith("/mobile?"))
    return link;
  if (link === "/") return "/mobile/";
  const path = /^[^?#]*/.exec(link)![0];
  const twin = mobileTwinsByName[path];
  return twin ? `${twin}${link.slice(path.length)}` : `/mobile${link}`;
}

/** Pages a notification links to whose mobile twin has another name (the square's comments link to a post). */
const mobileTwinsByName: Readonly<Record<string, string>> = {
  "/square/experPlay": "/mobile/news/player",
};
