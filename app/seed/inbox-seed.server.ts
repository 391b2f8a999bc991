// 留言与预约's demo (issue 25; docs/decisions/0046): a feedback from one 演示大学 demo student and a consultation
// booking from another, so the console's inbox has content for staff to open. The rows are checked with the forms'
// own schemas and written with the seed's database handle: the feedback and booking services use the app's handle
// and per-address and per-user limits meant for people. Idempotent: a row that is already there is left as it is.
// Neither student is 13800000001, whose booking the e2e tests make and cancel.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { appointSchema } from "~/modules/appoint/appoint-schemas";
import { feedbackSchema } from "~/modules/feedback/feedback-schemas";

const HOUR_MS = 3_600_000;

const demoFeedback = {
  phone: "13800000003",
  input: {
    type: 2,
    suggestion: "在宿舍用手机看课程视频时偶尔会卡住，切换清晰度后才恢复，希望能优化。",
    phone: "qq 20260003",
  },
  hoursAgo: 30,
} as const;

const demoBooking = {
  phone: "13800000004",
  input: {
    name: "小周",
    phone: "13800000004",
    subject: "数学一",
    preferredTime: "工作日晚上",
    question: "基础比较薄弱，想了解强化阶段的课程怎么安排。",
  },
  hoursAgo: 6,
} as const;

const userOf = (db: Kysely<Database>, phone: string) =>
  db.selectFrom("users").select("id").where("phone_number", "=", phone).executeTakeFirst();

export async function seedDemoInbox(db: Kysely<Database>, now: number): Promise<void> {
  const sender = await userOf(db, demoFeedback.phone);
  if (sender) {
    const feedback = feedbackSchema.parse(demoFeedback.input);
    const exists = await db
      .selectFrom("feedback")
      .select("id")
      .where("user_id", "=", sender.id)
      .where("suggestion", "=", feedback.suggestion)
      .executeTakeFirst();
    if (!exists)
      await db
        .insertInto("feedback")
        .values({
          type: feedback.type,
          suggestion: feedback.suggestion,
          phone: feedback.phone,
          user_id: sender.id,
          ip: "127.0.0.1",
          user_agent: "Mozilla/5.0 (Linux; Android 14; Mobile) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36",
          created_at: now - demoFeedback.hoursAgo * HOUR_MS,
        })
        .execute();
  }

  const booker = await userOf(db, demoBooking.phone);
  if (booker) {
    const booking = appointSchema.parse(demoBooking.input);
    const exists = await db
      .selectFrom("appointments")
      .select("id")
      .where("user_id", "=", booker.id)
      .where("question", "=", booking.question)
      .executeTakeFirst();
    const at = now - demoBooking.hoursAgo * HOUR_MS;
    if (!exists)
      await db
        .insertInto("appointments")
        .values({
          user_id: booker.id,
          name: booking.name,
          phone: booking.phone,
          subject: booking.subject,
          preferred_time: booking.preferredTime,
          question: booking.question,
          status: "open",
          created_at: at,
          updated_at: at,
        })
        .execute();
  }
}
