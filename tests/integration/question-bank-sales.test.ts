// Question banks for sale (the 408 demo bank costs ¥39.90), on SQLite and PostgreSQL: who may use a priced bank (a
// school licence of everything, of its subject or of that bank; a purchase), what is refused otherwise and with which
// words (exams, filtered practice, the PDF), and buying it through the same orders as courses — paid → open,
// refunded → closed again.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { isDomainError } from "~/lib/domain-error";
import { loadAccessContext } from "~/modules/access/content-access.server";
import { createOrder } from "~/modules/order/orders.server";
import { applyRefund, applyTransaction } from "~/modules/order/payments.server";
import type { PaymentGateway } from "~/modules/order/payment-gateway.server";
import { requireSetOpen, setLock } from "~/modules/question/bank/bank-access.server";
import { startFilteredPractice } from "~/modules/question/practice/practice-sets.server";
import { startAttempt } from "~/modules/question/attempts/attempt-start.server";
import { newUser, schoolId, seedDemo, viewerOfUser, type TestUser } from "./course-fixtures";

let bankId: number;
let mockSetId: number;
const gateway = { config: { mchid: "1900000109", appid: "wxtest" } } as unknown as PaymentGateway;

beforeAll(async () => {
  await seedDemo();
  bankId = (
    await db.selectFrom("question_banks").select("id").where("code", "=", "bank-cs408").executeTakeFirstOrThrow()
  ).id;
  const set = await db
    .selectFrom("question_sets as s")
    .innerJoin("question_set_slots as slot", "slot.set_id", "s.id")
    .innerJoin("questions as q", "q.id", "slot.question_id")
    .select("s.id")
    .where("q.bank_id", "=", bankId)
    .where("s.kind", "=", "mock")
    .where("s.published", "=", 1)
    .executeTakeFirstOrThrow();
  mockSetId = set.id;
});

const access = async (user: TestUser, campusSchool: number | null = null) => {
  const context = await loadAccessContext(viewerOfUser(user, campusSchool));
  return { ...context, viewer: { ...context.viewer, userId: user.id } };
};
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  return isDomainError(error) ? { status: error.status, message: error.message, bankId: error.details?.bankId } : error;
};
const PURCHASE = "「408 计算机学科专业基础题库」需购买，或由本校图书馆开通后使用";

describe("a priced bank", () => {
  it("is open to a school that licenses everything, its subject or the bank, and to a student on such a campus", async () => {
    await expect(requireSetOpen(await access(await newUser("演示大学")), mockSetId)).resolves.toBeUndefined();
    const fudan = await schoolId("复旦大学");
    const now = Date.now();
    await db
      .insertInto("school_content_licenses")
      .values({
        school_id: fudan,
        scope: "bank",
        subject: null,
        course_id: null,
        bank_id: bankId,
        starts_at: now - 1000,
        ends_at: null,
        note: "测试",
        created_at: now,
      })
      .execute();
    try {
      await expect(requireSetOpen(await access(await newUser("复旦大学")), mockSetId)).resolves.toBeUndefined();
    } finally {
      await db
        .deleteFrom("school_content_licenses")
        .where("school_id", "=", fudan)
        .where("bank_id", "=", bankId)
        .execute();
    }
    const pku = await newUser("北京大学");
    await expect(requireSetOpen(await access(pku, await schoolId("演示大学")), mockSetId)).resolves.toBeUndefined();
  });

  it("is refused elsewhere with the bank's name and id: exams, filtered practice and the PDF", async () => {
    const pku = await newUser("北京大学");
    const context = await access(pku);
    expect(
      await refusal(startAttempt(pku.id, { setId: mockSetId, mode: "exam", timed: false }, context.now, context)),
    ).toEqual({ status: 403, message: PURCHASE, bankId });
    expect(
      await refusal(
        startFilteredPractice(
          pku.id,
          { subject: "cs408", size: 10, scope: "all", view: "answer" } as never,
          context.now,
          undefined,
          context,
        ),
      ),
    ).toEqual({
      status: 403,
      message: PURCHASE,
      bankId,
    });
    expect(await setLock(context, mockSetId)).toEqual({ message: PURCHASE, bankId, status: 403 });
    // Free banks stay open to everyone who may browse.
    const politics = await db
      .selectFrom("question_banks")
      .select("id")
      .where("code", "=", "bank-politics")
      .executeTakeFirstOrThrow();
    const politicsSet = await db
      .selectFrom("question_sets as s")
      .innerJoin("question_set_slots as slot", "slot.set_id", "s.id")
      .innerJoin("questions as q", "q.id", "slot.question_id")
      .select("s.id")
      .where("q.bank_id", "=", politics.id)
      .where("s.published", "=", 1)
      .executeTakeFirstOrThrow();
    await expect(requireSetOpen(context, politicsSet.id)).resolves.toBeUndefined();
  });

  it("is sold through the orders, opens when paid and closes again when refunded", async () => {
    const pku = await newUser("北京大学");
    const context = await access(pku);
    const { order } = await createOrder(context, {
      courseIds: [],
      bankIds: [bankId],
      token: randomUUID().replaceAll("-", ""),
      agree: true,
      invoiceKind: "none",
    });
    expect(order.lines).toEqual([
      { kind: "question_bank", id: bankId, title: "408 计算机学科专业基础题库", priceFen: 3990, accessDays: 365 },
    ]);
    expect(order.payableFen).toBe(3990);
    // Paid (as a verified notification would report it), without a WeChat Pay of its own: the attempt row by hand.
    const row = await db
      .selectFrom("orders")
      .select("id")
      .where("order_no", "=", order.orderNo)
      .executeTakeFirstOrThrow();
    const outTradeNo = `${order.orderNo}PTEST01`;
    const attempt = await db
      .insertInto("payment_attempts")
      .values({
        order_id: row.id,
        out_trade_no: outTradeNo,
        channel: "native",
        amount_fen: 3990,
        state: "created",
        created_at: Date.now(),
        expires_at: Date.now() + 600_000,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const outcome = await applyTransaction(
      gateway,
      {
        outTradeNo,
        tradeState: "SUCCESS",
        amountTotalFen: 3990,
        currency: "CNY",
        mchid: "1900000109",
        appid: "wxtest",
        transactionId: "4200000001",
      },
      randomUUID(),
    );
    expect(outcome).toBe("applied");
    await expect(requireSetOpen(await access(pku), mockSetId)).resolves.toBeUndefined();
    expect(
      await refusal(
        createOrder(await access(pku), {
          courseIds: [],
          bankIds: [bankId],
          token: randomUUID().replaceAll("-", ""),
          agree: true,
          invoiceKind: "none",
        }),
      ),
    ).toMatchObject({
      status: 409,
      message: "408 计算机学科专业基础题库：你已可以使用该题库，无需购买",
    });

    await db.updateTable("orders").set({ status: "refunding" }).where("id", "=", row.id).execute();
    await db
      .insertInto("order_refunds")
      .values({
        order_id: row.id,
        attempt_id: attempt.id,
        out_refund_no: `${order.orderNo}RTEST01`,
        amount_fen: 3990,
        reason: "测试",
        origin: "student",
        status: "processing",
        created_at: Date.now(),
        updated_at: Date.now(),
      })
      .execute();
    expect(
      await applyRefund(
        { outRefundNo: `${order.orderNo}RTEST01`, outTradeNo, status: "SUCCESS", refundFen: 3990 },
        randomUUID(),
      ),
    ).toBe("applied");
    expect(await refusal(requireSetOpen(await access(pku), mockSetId))).toMatchObject({ status: 403 });
  });
});
