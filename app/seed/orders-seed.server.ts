// The demo student's (13800000001) two orders, so 我的订单 and the pay and result pages have something to show: one
// pending (its deadline kept a month ahead, so the demo pay page stays payable until the data is reloaded) and one
// paid ten days ago (past the refund window). Fixed numbers; seeding again changes nothing.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";

const DAY_MS = 86_400_000;
const DEMO_PENDING_ORDER_NO = "YT202611010000000001";
export const DEMO_PAID_ORDER_NO = "YT202611010000000002";

export async function seedDemoOrders(db: Kysely<Database>, now: number): Promise<void> {
  const student = await db
    .selectFrom("users")
    .select("id")
    .where("phone_number", "=", "13800000001")
    .executeTakeFirst();
  if (!student) return;
  const courses = await db
    .selectFrom("courses")
    .select(["id", "title", "price_fen"])
    .where("published", "=", 1)
    .where("price_fen", ">", 0)
    .where("type", "!=", 3)
    .orderBy("id")
    .limit(2)
    .execute();
  if (courses.length < 2) return;
  const demo = [
    {
      orderNo: DEMO_PENDING_ORDER_NO,
      course: courses[0]!,
      status: "pending" as const,
      createdAt: now - 60_000,
      paidAt: null,
      expiresAt: now + 30 * DAY_MS,
    },
    {
      orderNo: DEMO_PAID_ORDER_NO,
      course: courses[1]!,
      status: "paid" as const,
      createdAt: now - 10 * DAY_MS,
      paidAt: now - 10 * DAY_MS + 120_000,
      expiresAt: now - 10 * DAY_MS + 30 * 60_000,
    },
  ];
  for (const order of demo) {
    const exists = await db.selectFrom("orders").select("id").where("order_no", "=", order.orderNo).executeTakeFirst();
    if (exists) continue;
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("orders")
        .values({
          order_no: order.orderNo,
          user_id: student.id,
          status: order.status,
          total_fen: order.course.price_fen,
          payable_fen: order.course.price_fen,
          client_token: `demo-seed-${order.orderNo}`,
          terms_accepted_at: order.createdAt,
          invoice_kind: order.status === "paid" ? "personal" : "none",
          invoice_title: order.status === "paid" ? "研友小林" : null,
          invoice_tax_no: null,
          invoice_state: order.status === "paid" ? "requested" : "none",
          created_at: order.createdAt,
          expires_at: order.expiresAt,
          paid_at: order.paidAt,
          updated_at: order.paidAt ?? order.createdAt,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("order_lines")
        .values({
          order_id: inserted.id,
          product_kind: "course",
          product_id: order.course.id,
          title: order.course.title,
          price_fen: order.course.price_fen,
          access_days: null,
        })
        .execute();
      if (order.paidAt === null) return;
      const enrolled = await trx
        .selectFrom("course_enrolments")
        .select("course_id")
        .where("user_id", "=", student.id)
        .where("course_id", "=", order.course.id)
        .executeTakeFirst();
      if (!enrolled) {
        await trx
          .insertInto("course_enrolments")
          .values({
            user_id: student.id,
            course_id: order.course.id,
            source: "order",
            created_at: order.paidAt,
            expires_at: null,
          })
          .execute();
      }
    });
  }
}
