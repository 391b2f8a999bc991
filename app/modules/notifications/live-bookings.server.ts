// 预约直播 (docs/decisions/0023-notifications.md): a student books a live that has not started, and 15 minutes before
// its start the reminder task tells them in 消息 (dedupe key live:<liveId>, so one reminder per live and student
// however many processes run the task). A booking of a live that has started cannot be made; cancelling is always
// allowed. The reminder respects the student's 直播 preference (notify does).
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { liveMessages } from "~/modules/live/live-messages";
import { LIVE_REMINDER_LEAD_MS, liveReminderNotice } from "./notification-events";
import { notificationMessages as m } from "./notification-messages";
import { notify } from "./notifications.server";

async function findBookableLive(liveId: number) {
  const live = await db
    .selectFrom("lives")
    .select(["id", "starts_at"])
    .where("id", "=", liveId)
    .where("published", "=", 1)
    .executeTakeFirst();
  if (!live) throw new DomainError(404, liveMessages.liveNotFound);
  return live;
}

/** 预约直播: only before the start. "already" when it was booked before (a form sent twice books once). */
export async function bookLive(
  userId: number,
  liveId: number,
  now: number = Date.now(),
): Promise<"booked" | "already"> {
  const live = await findBookableLive(liveId);
  if (now >= Number(live.starts_at)) throw new DomainError(409, m.bookClosed);
  const inserted = await db
    .insertInto("live_bookings")
    .values({ user_id: userId, live_id: liveId, created_at: now, reminded_at: null })
    .onConflict((oc) => oc.columns(["user_id", "live_id"]).doNothing())
    .returning("live_id")
    .executeTakeFirst();
  return inserted ? "booked" : "already";
}

/** 取消预约 (no booking: nothing to do). */
export async function cancelLiveBooking(userId: number, liveId: number): Promise<boolean> {
  await findBookableLive(liveId);
  const deleted = await db
    .deleteFrom("live_bookings")
    .where("user_id", "=", userId)
    .where("live_id", "=", liveId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

export async function isLiveBooked(userId: number, liveId: number): Promise<boolean> {
  const row = await db
    .selectFrom("live_bookings")
    .select("live_id")
    .where("user_id", "=", userId)
    .where("live_id", "=", liveId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Every minute: the bookings of lives starting within 15 minutes (or on air, when a run was missed) that have not been
 * reminded get their reminder, and are marked reminded. How many reminders were stored.
 */
export async function remindBookedLives(now: number = Date.now(), limit = 500): Promise<number> {
  const due = await db
    .selectFrom("live_bookings as b")
    .innerJoin("lives as l", "l.id", "b.live_id")
    .select(["b.user_id", "l.id", "l.title", "l.starts_at"])
    .where("b.reminded_at", "is", null)
    .where("l.published", "=", 1)
    .where("l.starts_at", "<=", now + LIVE_REMINDER_LEAD_MS)
    .where("l.ends_at", ">", now)
    .orderBy("l.starts_at")
    .limit(limit)
    .execute();
  let stored = 0;
  for (const booking of due) {
    const outcome = await notify(
      booking.user_id,
      liveReminderNotice({ id: booking.id, title: booking.title, startsAt: Number(booking.starts_at) }, now),
      now,
    );
    if (outcome === "stored") stored += 1;
    await db
      .updateTable("live_bookings")
      .set({ reminded_at: now })
      .where("user_id", "=", booking.user_id)
      .where("live_id", "=", booking.id)
      .where("reminded_at", "is", null)
      .execute();
  }
  return stored;
}
