// 消息's demo (docs/decisions/0023-notifications.md): two system notices for everyone (each user's copy is made when
// they open 消息), and for the demo student (13800000001) the paid order's 支付成功 and a booked upcoming live with
// its reminder still to come. Idempotent: notices by title, notifications by their dedupe key, the booking by its key.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { orderPaidNotice, type NotificationInput } from "~/modules/notifications/notification-events";
import { DEMO_PAID_ORDER_NO } from "./orders-seed.server";

const DAY_MS = 86_400_000;

const demoNotices = [
  {
    title: "欢迎使用研途",
    body: "研途收录了课程、真题、词汇、考研资讯与经验分享。在「个人中心 › 学习设置」里设好考试日期与每日目标，打卡和学习记录会帮你坚持下去。",
    link: "/user/record",
    daysAgo: 20,
  },
  {
    title: "寒假期间直播安排调整",
    body: "寒假期间每周二、四晚 19:30 照常直播，周六的答疑直播暂停两周。预约直播后，开播前 15 分钟会在「消息」中提醒您。",
    link: "/livePlayback",
    daysAgo: 2,
  },
] as const;

export async function seedDemoNotifications(db: Kysely<Database>, now: number): Promise<void> {
  for (const notice of demoNotices) {
    const exists = await db
      .selectFrom("system_notices")
      .select("id")
      .where("title", "=", notice.title)
      .executeTakeFirst();
    if (exists) continue;
    const publishedAt = now - notice.daysAgo * DAY_MS;
    await db
      .insertInto("system_notices")
      .values({
        title: notice.title,
        body: notice.body,
        link: notice.link,
        published_at: publishedAt,
        expires_at: null,
        created_at: now,
      })
      .execute();
  }

  const student = await db
    .selectFrom("users")
    .select("id")
    .where("phone_number", "=", "13800000001")
    .executeTakeFirst();
  if (!student) return;
  const tell = (input: NotificationInput, at: number) =>
    db
      .insertInto("notifications")
      .values({
        user_id: student.id,
        kind: input.kind,
        title: input.title,
        body: input.body,
        link: input.link,
        dedupe_key: input.dedupeKey,
        created_at: at,
        read_at: null,
      })
      .onConflict((oc) => oc.columns(["user_id", "dedupe_key"]).doNothing())
      .execute();

  const paid = await db
    .selectFrom("orders")
    .select(["id", "paid_at", "payable_fen"])
    .where("order_no", "=", DEMO_PAID_ORDER_NO)
    .executeTakeFirst();
  if (paid?.paid_at) {
    const lines = await db
      .selectFrom("order_lines")
      .select("title")
      .where("order_id", "=", paid.id)
      .orderBy("id")
      .execute();
    await tell(
      orderPaidNotice({
        orderNo: DEMO_PAID_ORDER_NO,
        firstTitle: lines[0]?.title ?? "研途课程",
        lines: lines.length,
        amountFen: paid.payable_fen,
      }),
      paid.paid_at,
    );
  }

  // The first upcoming demo live, booked: its reminder comes 15 minutes before the start.
  const upcoming = await db
    .selectFrom("lives")
    .select("id")
    .where("code", "like", "demo-live-%")
    .where("published", "=", 1)
    .where("starts_at", ">", now + 60 * 60_000)
    .orderBy("starts_at")
    .executeTakeFirst();
  if (upcoming) {
    await db
      .insertInto("live_bookings")
      .values({ user_id: student.id, live_id: upcoming.id, created_at: now, reminded_at: null })
      .onConflict((oc) => oc.columns(["user_id", "live_id"]).doNothing())
      .execute();
  }
}
