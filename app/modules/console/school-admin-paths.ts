// The addresses of the console's school administration (issue 25): 用户, 管理员与教师, 留言与预约, 推荐购买. Client-safe:
// the menu (console-paths.ts), the pages and their redirects read them here.
import type { InboxKind } from "./school-admin-messages";

export const schoolAdminPaths = {
  users: "/console/users",
  staff: "/console/staff",
  inbox: "/console/inbox",
  demand: "/console/demand",
} as const;

/** One item of the inbox: its kind and id (a feedback and a booking may share an id). */
export const inboxItemPath = (kind: InboxKind, id: number) => `${schoolAdminPaths.inbox}/${kind}/${id}`;

/** `path` with a query (empty values left out): the scope's ?school= and a list's filters and page. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""),
  ).toString();
  return params ? `${path}?${params}` : path;
}
