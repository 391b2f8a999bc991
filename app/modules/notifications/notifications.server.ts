// 消息, the notification centre (docs/decisions/0023-notifications.md). notify() stores one notification per user and
// event (its dedupe key; a second call, even a concurrent one, changes nothing) unless the user muted that kind in
// their settings (system notices are always delivered). System notices are written once (system_notices) and each
// user's copy is made lazily when they open 消息 (or mark everything read); the unread count adds the notices in
// effect they have not had yet, so it is right before the copy exists. Kept 180 days: sweepOldNotifications.
//
// The square (issue 17) calls notify(userId, { kind: "square", title, body, link, dedupeKey }) for a reply or an
// approval, with a key naming the event (e.g. square:reply:<replyId>).
import { sql } from "kysely";
import { db } from "~/db/client.server";
import type { NotificationKind } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import { getNotificationPreferences } from "~/modules/settings/user-settings.server";
import { NOTICE_BACKDATE_MS, NOTIFICATION_RETENTION_MS, type NotificationInput } from "./notification-events";
import { isSitePath, notificationKindNames, type NotificationTab } from "./notification-kinds";
import { notificationMessages as m } from "./notification-messages";

export type { NotificationInput };

const TITLE_MAX = 100;
const BODY_MAX = 1000;
const KEY_MAX = 200;
const clip = (text: string, max: number) => [...text.trim()].slice(0, max).join("");

export type NotifyOutcome = "stored" | "duplicate" | "muted";

/**
 * Tells a user about an event, once per dedupe key. A kind the user muted (order, live, square) is not stored; system
 * notices always are. Call it after the change it reports has committed.
 */
export async function notify(
  userId: number,
  input: NotificationInput,
  now: number = Date.now(),
): Promise<NotifyOutcome> {
  const dedupeKey = input.dedupeKey.trim();
  if (dedupeKey === "" || dedupeKey.length > KEY_MAX)
    throw new Error(`notify: bad dedupe key ${JSON.stringify(input.dedupeKey)}`);
  if (input.link !== null && !isSitePath(input.link))
    throw new Error(`notify: link must be a path of this site: ${input.link}`);
  if (input.kind !== "system") {
    const preferences = await getNotificationPreferences(userId);
    if (!preferences[input.kind]) return "muted";
  }
  const inserted = await db
    .insertInto("notifications")
    .values({
      user_id: userId,
      kind: input.kind,
      title: clip(input.title, TITLE_MAX),
      body: clip(input.body, BODY_MAX),
      link: input.link,
      dedupe_key: dedupeKey,
      created_at: now,
      read_at: null,
    })
    .onConflict((oc) => oc.columns(["user_id", "dedupe_key"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted ? "stored" : "duplicate";
}

export interface SystemNoticeInput {
  title: string;
  body: string;
  link: string | null;
  publishedAt: number;
  expiresAt: number | null;
}

/** Publishes a notice to everyone (each user's copy is made when they next look). */
export async function publishSystemNotice(input: SystemNoticeInput, now: number = Date.now()): Promise<number> {
  if (input.link !== null && !isSitePath(input.link))
    throw new Error(`publishSystemNotice: link must be a path of this site: ${input.link}`);
  const row = await db
    .insertInto("system_notices")
    .values({
      title: clip(input.title, TITLE_MAX),
      body: clip(input.body, BODY_MAX),
      link: input.link,
      published_at: input.publishedAt,
      expires_at: input.expiresAt,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const noticeKey = sql<string>`'system:' || cast(${sql.ref("s.id")} as varchar(20))`;

/**
 * The system notices a user should have and has not had yet: in effect now (published, not expired), published within
 * the 180 days notifications are kept, and no more than 30 days before the account was made (a new account gets the
 * notices still current, not the site's whole history).
 */
function pendingNotices(userId: number, now: number) {
  return db
    .selectFrom("system_notices as s")
    .innerJoin("users as u", (join) => join.on("u.id", "=", userId))
    .where("s.published_at", "<=", now)
    .where("s.published_at", ">", now - NOTIFICATION_RETENTION_MS)
    .where((eb) => eb.or([eb("s.expires_at", "is", null), eb("s.expires_at", ">", now)]))
    .where((eb) => eb("s.published_at", ">=", eb(eb.ref("u.created_at"), "-", NOTICE_BACKDATE_MS)))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("notifications as n")
            .select(sql.lit(1).as("one"))
            .where("n.user_id", "=", userId)
            .whereRef("n.dedupe_key", "=", noticeKey),
        ),
      ),
    );
}

/** Makes the user's copies of the notices they should have (idempotent: the dedupe key is the notice). */
export async function deliverSystemNotices(userId: number, now: number = Date.now()): Promise<number> {
  const result = await db
    .insertInto("notifications")
    .columns(["user_id", "kind", "title", "body", "link", "dedupe_key", "created_at"])
    .expression(
      pendingNotices(userId, now).select([
        "u.id as user_id",
        sql.lit("system").as("kind"),
        "s.title",
        "s.body",
        "s.link",
        noticeKey.as("dedupe_key"),
        "s.published_at as created_at",
      ]),
    )
    .onConflict((oc) => oc.columns(["user_id", "dedupe_key"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Unread notifications plus the notices not yet delivered: one round trip of two indexed counts. */
export async function unreadCount(userId: number, now: number = Date.now()): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("notifications")
        .select(eb.fn.countAll<number>().as("count"))
        .where("user_id", "=", userId)
        .where("read_at", "is", null)
        .as("unread"),
      pendingNotices(userId, now).select(eb.fn.countAll<number>().as("count")).as("pending"),
    ])
    .executeTakeFirst();
  return Number(row?.unread ?? 0) + Number(row?.pending ?? 0);
}

export interface NotificationItem {
  id: number;
  kind: NotificationKind;
  kindName: string;
  title: string;
  body: string;
  /** Desktop form; the mobile tree shows notificationLinkFor("mobile", link). */
  link: string | null;
  createdAt: string;
  read: boolean;
  readAt: string | null;
}

/** One page of a user's notifications, newest first: all, the unread ones, or one kind. */
export async function listNotifications(
  userId: number,
  options: { tab: NotificationTab } & Paging,
  now: number = Date.now(),
): Promise<Page<NotificationItem>> {
  await deliverSystemNotices(userId, now);
  let filtered = db.selectFrom("notifications").where("user_id", "=", userId);
  if (options.tab === "unread") filtered = filtered.where("read_at", "is", null);
  else if (options.tab !== "all") filtered = filtered.where("kind", "=", options.tab);
  const ordered = filtered
    .select(["id", "kind", "title", "body", "link", "created_at", "read_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
  return fetchPage({ page: options.page, rows: options.rows }, filtered, ordered, (rows) =>
    rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      kindName: notificationKindNames[row.kind] ?? row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: new Date(Number(row.created_at)).toISOString(),
      read: row.read_at !== null,
      readAt: row.read_at === null ? null : new Date(Number(row.read_at)).toISOString(),
    })),
  );
}

/** 标为已读: the user's own notification only; another's id (or one swept away) is not found. */
export async function markRead(userId: number, id: number, now: number = Date.now()): Promise<"read" | "already"> {
  const updated = await db
    .updateTable("notifications")
    .set({ read_at: now })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return "read";
  const exists = await db
    .selectFrom("notifications")
    .select("id")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!exists) throw new DomainError(404, m.notFound);
  return "already";
}

/** 全部标为已读, the notices not yet delivered included. How many were unread. */
export async function markAllRead(userId: number, now: number = Date.now()): Promise<number> {
  await deliverSystemNotices(userId, now);
  const updated = await db
    .updateTable("notifications")
    .set({ read_at: now })
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
}

/** Deletes notifications older than 180 days (the periodic task, hourly). How many went. */
export async function sweepOldNotifications(now: number = Date.now()): Promise<number> {
  const deleted = await db
    .deleteFrom("notifications")
    .where("created_at", "<", now - NOTIFICATION_RETENTION_MS)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
