// The pages of 消息 (/user/news, /mobile/user/news) and the 预约直播 form of a live's page, in both trees
// (docs/decisions/0023-notifications.md). Tabs are links (?tab=), pages ?page=; 标为已读 and 全部标为已读 post here and
// come back with a toast (post/redirect/get), so everything works without JavaScript.
import { redirect } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { pageNotFound, throwIfNotFound } from "~/lib/page-not-found.server";
import { treeOfPath } from "~/lib/site-tree";
import { getOptionalUser, loginPromptUrlFor, requireUser } from "~/modules/auth/require-user.server";
import { liveIdSchema } from "~/modules/live/live-schemas";
import { bookLive, cancelLiveBooking, isLiveBooked } from "./live-bookings.server";
import { notificationLinkFor, notificationTabOf, notificationTabs } from "./notification-kinds";
import { notificationMessages as m } from "./notification-messages";
import { liveBookingSchema, newsActionSchema, newsPageQuerySchema } from "./notification-schemas";
import { listNotifications, markAllRead, markRead, unreadCount } from "./notifications.server";

const NEWS_ROWS = 20;

const hereOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** A refusal the page cannot show in place: another user's notification, a live that is not there. */

export async function loadNewsPage(request: Request) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const tree = treeOfPath(url.pathname);
  const tab = notificationTabOf(url.searchParams.get("tab"));
  if (!tab) throw redirect(url.pathname);
  const paging = newsPageQuerySchema.safeParse({ page: url.searchParams.get("page") ?? undefined });
  const page = paging.success ? paging.data.page : 1;
  const list = await listNotifications(user.id, { tab, page, rows: NEWS_ROWS });
  // Past the last page (after 标为已读 emptied the last page of 未读, or a stale link): the last page.
  const last = Math.max(1, Math.ceil(list.total / NEWS_ROWS));
  if (page > last) {
    if (last > 1) url.searchParams.set("page", String(last));
    else url.searchParams.delete("page");
    throw redirect(`${url.pathname}${url.search}`);
  }
  return {
    tab,
    tabs: notificationTabs,
    page: list.page,
    rows: list.rows,
    total: list.total,
    unread: await unreadCount(user.id),
    items: list.items.map((item) => ({ ...item, link: notificationLinkFor(tree, item.link) })),
  };
}

/** 标为已读 (intent=read, id) and 全部标为已读 (intent=read-all): back to the same tab and page with a toast. */
export async function submitNewsPage(request: Request) {
  const user = await requireUser(request);
  const form = await readPageForm(request);
  const parsed = newsActionSchema.safeParse({
    intent: form.get("intent") ?? undefined,
    id: form.get("id") ?? undefined,
  });
  const back = hereOf(request);
  if (!parsed.success)
    return redirectWithToast(request, back, {
      kind: "error",
      message: parsed.error.issues[0]?.message ?? m.intentInvalid,
    });
  if (parsed.data.intent === "read-all") {
    const count = await markAllRead(user.id);
    return redirectWithToast(
      request,
      back,
      count > 0 ? { kind: "success", message: m.allMarkedRead } : { kind: "info", message: m.noneUnread },
    );
  }
  try {
    await markRead(user.id, parsed.data.id);
  } catch (error) {
    throwIfNotFound(error);
    throw error;
  }
  return redirectWithToast(request, back, { kind: "success", message: m.markedRead });
}

/** What a live's page shows about booking it (only before it starts). */
export interface LiveBookingState {
  booked: boolean;
  /** null when logged in; otherwise where to log in and come back. */
  loginHref: string | null;
}

export async function loadLiveBooking(request: Request, liveId: number): Promise<LiveBookingState> {
  const user = await getOptionalUser(request);
  if (!user) return { booked: false, loginHref: loginPromptUrlFor(request) };
  return { booked: await isLiveBooked(user.id, liveId), loginHref: null };
}

/** 预约直播 / 取消预约 on /livePlayback?id= and /mobile/livePlayback?id=: back to the live with a toast. */
export async function submitLiveBooking(request: Request) {
  const user = await getOptionalUser(request);
  if (!user) throw redirect(loginPromptUrlFor(request));
  // The body first: one that is not a form is refused as such (415/400/413), whatever the address says.
  const form = await readPageForm(request);
  const url = new URL(request.url);
  const live = liveIdSchema.safeParse({ id: url.searchParams.get("id") ?? undefined });
  if (!live.success) throw pageNotFound(m.liveIdInvalid);
  const parsed = liveBookingSchema.safeParse({ intent: form.get("intent") ?? undefined });
  const back = hereOf(request);
  if (!parsed.success) return redirectWithToast(request, back, { kind: "error", message: m.bookIntentInvalid });
  try {
    if (parsed.data.intent === "book") await bookLive(user.id, live.data.id);
    else await cancelLiveBooking(user.id, live.data.id);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    throwIfNotFound(error);
    return redirectWithToast(request, back, { kind: "error", message: error.message });
  }
  return redirectWithToast(request, back, {
    kind: "success",
    message: parsed.data.intent === "book" ? m.booked : m.unbooked,
  });
}
