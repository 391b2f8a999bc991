// Orders (确认订单, 我的订单, /api/Order/*): created once per confirm-page token, with a price snapshot per line; cancelled
// while pending; what a paid order grants (a course enrolment with source "order" and a validity) and what a refund
// takes back. Payment attempts and WeChat Pay are payments.server.ts's.
import { randomInt } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import { db } from "~/db/client.server";
import type {
  Database,
  InvoiceKind,
  OrderTable,
  InvoiceState,
  OrderStatus,
  ProductKind,
  RefundStatus,
} from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { getEnv } from "~/lib/env.server";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import { refusalOf, removeManyFromCart, type Shopper } from "./cart.server";
import { orderMessages as m } from "./order-messages";
import { offersFor } from "./order-products.server";
import { isCancellable, isPayable, newOrderNo, refundRefusal, statusesOfTab } from "./order-rules";
import type { CreateOrderInput, MyOrdersInput } from "./order-schemas";

type Executor = Kysely<Database> | Transaction<Database>;

const cryptoRandom = () => randomInt(0, 1_000_000) / 1_000_000;

interface OrderLineView {
  kind: ProductKind;
  id: number;
  title: string;
  priceFen: number;
  accessDays: number | null;
}

interface RefundView {
  outRefundNo: string;
  amountFen: number;
  reason: string;
  status: RefundStatus;
  createdAt: string;
}

export interface OrderView {
  orderNo: string;
  status: OrderStatus;
  totalFen: number;
  payableFen: number;
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
  closedAt: string | null;
  /** Whether it can be paid now (pending and before expiry), cancelled, or refunded by the student. */
  payable: boolean;
  cancellable: boolean;
  invoice: { kind: InvoiceKind; title: string | null; taxNo: string | null; state: InvoiceState };
  lines: OrderLineView[];
  refunds: RefundView[];
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const orderColumns = [
  "id",
  "order_no",
  "user_id",
  "status",
  "total_fen",
  "payable_fen",
  "created_at",
  "expires_at",
  "paid_at",
  "closed_at",
  "invoice_kind",
  "invoice_title",
  "invoice_tax_no",
  "invoice_state",
] as const;

type OrderRow = Pick<Selectable<OrderTable>, (typeof orderColumns)[number]>;

async function viewsOf(rows: OrderRow[], now: number, executor: Executor = db): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, refunds] = await Promise.all([
    executor
      .selectFrom("order_lines")
      .select(["order_id", "product_kind", "product_id", "title", "price_fen", "access_days"])
      .where("order_id", "in", ids)
      .orderBy("id")
      .execute(),
    executor
      .selectFrom("order_refunds")
      .select(["order_id", "out_refund_no", "amount_fen", "reason", "status", "created_at"])
      .where("order_id", "in", ids)
      .where("origin", "=", "student")
      .orderBy("id")
      .execute(),
  ]);
  return rows.map((row) => ({
    orderNo: row.order_no,
    status: row.status,
    totalFen: row.total_fen,
    payableFen: row.payable_fen,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    paidAt: iso(row.paid_at),
    closedAt: iso(row.closed_at),
    payable: isPayable({ status: row.status, expiresAt: row.expires_at }, now),
    cancellable: isCancellable(row),
    invoice: { kind: row.invoice_kind, title: row.invoice_title, taxNo: row.invoice_tax_no, state: row.invoice_state },
    lines: lines
      .filter((line) => line.order_id === row.id)
      .map((line) => ({
        kind: line.product_kind,
        id: line.product_id,
        title: line.title,
        priceFen: line.price_fen,
        accessDays: line.access_days,
      })),
    refunds: refunds
      .filter((refund) => refund.order_id === row.id)
      .map((refund) => ({
        outRefundNo: refund.out_refund_no,
        amountFen: refund.amount_fen,
        reason: refund.reason,
        status: refund.status,
        createdAt: new Date(refund.created_at).toISOString(),
      })),
  }));
}

/** The student's order by its number (another student's: 404). */
export async function getMyOrder(userId: number, orderNo: string, now: number = Date.now()): Promise<OrderView> {
  const row = await db
    .selectFrom("orders")
    .select(orderColumns)
    .where("order_no", "=", orderNo)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.orderNotFound);
  const [view] = await viewsOf([row], now);
  return view!;
}

/**
 * The state of the student's order for the pay page's event stream: one lookup by the order number's unique index with
 * the owner in the WHERE, so another's order and one that does not exist both answer null (docs/decisions/0039).
 */
export async function myOrderStatus(userId: number, orderNo: string): Promise<OrderStatus | null> {
  const row = await db
    .selectFrom("orders")
    .select("status")
    .where("order_no", "=", orderNo)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.status ?? null;
}

/** 我的订单: newest first, by tab. */
export async function listMyOrders(
  userId: number,
  input: MyOrdersInput,
  now: number = Date.now(),
): Promise<Page<OrderView>> {
  const statuses = statusesOfTab(input.tab);
  let filtered = db.selectFrom("orders").where("user_id", "=", userId);
  if (statuses) filtered = filtered.where("status", "in", [...statuses]);
  return fetchPage(
    input,
    filtered,
    filtered.select(orderColumns).orderBy("created_at", "desc").orderBy("id", "desc"),
    (rows) => viewsOf(rows, now),
  );
}

/**
 * 提交订单: one order per confirm-page token (a form sent twice, or a retried API call, gets the same order). Every
 * course must be sellable to this viewer now; the prices are the catalogue's at this moment (the snapshot).
 */
export async function createOrder(
  context: Shopper,
  input: Omit<CreateOrderInput, "bankIds"> & { bankIds?: number[] },
): Promise<{ order: OrderView; created: boolean }> {
  const userId = context.viewer.userId;
  const now = context.now;
  const existing = await findByToken(userId, input.token);
  if (existing) return { order: existing, created: false };

  const offers = await offersFor(context, [
    ...input.courseIds.map((id) => ({ kind: "course" as const, id })),
    ...(input.bankIds ?? []).map((id) => ({ kind: "question_bank" as const, id })),
  ]);
  for (const offer of offers) {
    const refusal = refusalOf(offer.standing, offer.ref.kind);
    if (refusal) {
      throw new DomainError(
        offer.standing === "missing" ? 404 : 409,
        offer.product ? `${offer.product.title}：${refusal}` : refusal,
        {
          [offer.ref.kind === "course" ? "courseIds" : "bankIds"]: refusal,
        },
      );
    }
  }
  const products = offers.map((offer) => offer.product!);
  const totalFen = products.reduce((sum, product) => sum + product.priceFen, 0);
  const expiresAt = now + getEnv().ORDER_PAY_MINUTES * 60_000;
  try {
    const orderNo = await db.transaction().execute(async (trx) => {
      const orderNo = newOrderNo(now, cryptoRandom);
      const inserted = await trx
        .insertInto("orders")
        .values({
          order_no: orderNo,
          user_id: userId,
          status: "pending",
          total_fen: totalFen,
          payable_fen: totalFen,
          client_token: input.token,
          terms_accepted_at: now,
          invoice_kind: input.invoiceKind,
          invoice_title: input.invoiceKind === "none" ? null : (input.invoiceTitle ?? null),
          invoice_tax_no: input.invoiceKind === "company" ? (input.invoiceTaxNo ?? null) : null,
          invoice_state: input.invoiceKind === "none" ? "none" : "requested",
          created_at: now,
          expires_at: expiresAt,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("order_lines")
        .values(
          products.map((product) => ({
            order_id: inserted.id,
            product_kind: product.kind,
            product_id: product.id,
            title: product.title,
            price_fen: product.priceFen,
            access_days: product.accessDays,
          })),
        )
        .execute();
      await removeManyFromCart(userId, products, trx);
      return orderNo;
    });
    return { order: await getMyOrder(userId, orderNo, now), created: true };
  } catch (error) {
    // The same token sent twice at once: the other request made the order (unique (user_id, client_token)).
    const raced = await findByToken(userId, input.token);
    if (raced) return { order: raced, created: false };
    throw error;
  }
}

async function findByToken(userId: number, token: string): Promise<OrderView | null> {
  const row = await db
    .selectFrom("orders")
    .select(orderColumns)
    .where("user_id", "=", userId)
    .where("client_token", "=", token)
    .executeTakeFirst();
  if (!row) return null;
  const [view] = await viewsOf([row], Date.now());
  return view!;
}

/**
 * 取消订单: only a pending one. An open WeChat Pay trade is closed by the caller first (payments.server.ts
 * cancelOrder); here the state changes only if it is still pending (a payment that won the race keeps it paid).
 */
export async function markCancelled(userId: number, orderNo: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ status: "cancelled", closed_at: now, updated_at: now })
    .where("order_no", "=", orderNo)
    .where("user_id", "=", userId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The order row a payment step works on (owner checked in the WHERE). */
export async function findMyOrderRow(userId: number, orderNo: string) {
  const row = await db
    .selectFrom("orders")
    .select(["id", "order_no", "user_id", "status", "payable_fen", "expires_at", "paid_at", "created_at"])
    .where("order_no", "=", orderNo)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.orderNotFound);
  return row;
}

/** What a paid order grants: each course line opens for its access days from payment (never shortening one). */
export async function grantOrder(
  trx: Transaction<Database>,
  orderId: number,
  userId: number,
  paidAt: number,
): Promise<void> {
  const lines = await trx
    .selectFrom("order_lines")
    .select(["product_kind", "product_id", "access_days"])
    .where("order_id", "=", orderId)
    .execute();
  for (const line of lines) {
    const expiresAt = line.access_days === null ? null : paidAt + line.access_days * 86_400_000;
    if (line.product_kind === "question_bank") {
      await grantBank(trx, userId, line.product_id, paidAt, expiresAt);
      continue;
    }
    const current = await trx
      .selectFrom("course_enrolments")
      .select(["source", "expires_at"])
      .where("user_id", "=", userId)
      .where("course_id", "=", line.product_id)
      .executeTakeFirst();
    if (!current) {
      await trx
        .insertInto("course_enrolments")
        .values({
          user_id: userId,
          course_id: line.product_id,
          source: "order",
          created_at: paidAt,
          expires_at: expiresAt,
        })
        .execute();
    } else if (current.expires_at !== null && (expiresAt === null || expiresAt > current.expires_at)) {
      await trx
        .updateTable("course_enrolments")
        .set({ source: "order", expires_at: expiresAt })
        .where("user_id", "=", userId)
        .where("course_id", "=", line.product_id)
        .execute();
    }
  }
}

async function grantBank(
  trx: Transaction<Database>,
  userId: number,
  bankId: number,
  paidAt: number,
  expiresAt: number | null,
): Promise<void> {
  const current = await trx
    .selectFrom("question_bank_enrolments")
    .select("expires_at")
    .where("user_id", "=", userId)
    .where("bank_id", "=", bankId)
    .executeTakeFirst();
  if (!current) {
    await trx
      .insertInto("question_bank_enrolments")
      .values({ user_id: userId, bank_id: bankId, source: "order", created_at: paidAt, expires_at: expiresAt })
      .execute();
  } else if (current.expires_at !== null && (expiresAt === null || expiresAt > current.expires_at)) {
    await trx
      .updateTable("question_bank_enrolments")
      .set({ source: "order", expires_at: expiresAt })
      .where("user_id", "=", userId)
      .where("bank_id", "=", bankId)
      .execute();
  }
}

/** What a refunded order takes back: the enrolments it gave (source "order"); a coach's or a gift stays. */
export async function revokeOrder(trx: Transaction<Database>, orderId: number, userId: number): Promise<void> {
  const lines = await trx
    .selectFrom("order_lines")
    .select(["product_kind", "product_id"])
    .where("order_id", "=", orderId)
    .execute();
  const courseIds = lines.filter((line) => line.product_kind === "course").map((line) => line.product_id);
  const bankIds = lines.filter((line) => line.product_kind === "question_bank").map((line) => line.product_id);
  if (courseIds.length > 0) {
    await trx
      .deleteFrom("course_enrolments")
      .where("user_id", "=", userId)
      .where("course_id", "in", courseIds)
      .where("source", "=", "order")
      .execute();
  }
  if (bankIds.length > 0) {
    await trx
      .deleteFrom("question_bank_enrolments")
      .where("user_id", "=", userId)
      .where("bank_id", "in", bankIds)
      .where("source", "=", "order")
      .execute();
  }
}

/** How the student came to study a course now (an order or another enrolment); null without a live enrolment. */
export async function liveEnrolmentSource(userId: number, courseId: number, now: number) {
  const enrolment = await db
    .selectFrom("course_enrolments")
    .select("source")
    .where("user_id", "=", userId)
    .where("course_id", "=", courseId)
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", now)]))
    .executeTakeFirst();
  return enrolment?.source ?? null;
}

/**
 * How much of the order's content the student has used (the largest share, in percent), for the refund rule: of a
 * course the videos learnt, of a question bank the questions answered.
 */
export async function learntPercentOf(orderId: number, userId: number): Promise<number> {
  return Math.max(await courseShareOf(orderId, userId), await bankShareOf(orderId, userId));
}

async function bankShareOf(orderId: number, userId: number): Promise<number> {
  const banks = await db
    .selectFrom("order_lines")
    .select("product_id")
    .where("order_id", "=", orderId)
    .where("product_kind", "=", "question_bank")
    .execute();
  let max = 0;
  for (const { product_id: bankId } of banks) {
    const [total, answered] = await Promise.all([
      db
        .selectFrom("questions")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("bank_id", "=", bankId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("question_attempt_answers as a")
        .innerJoin("question_attempts as t", "t.id", "a.attempt_id")
        .innerJoin("questions as q", "q.id", "a.question_id")
        .select((eb) => eb.fn.count<number>("a.question_id").distinct().as("count"))
        .where("t.user_id", "=", userId)
        .where("q.bank_id", "=", bankId)
        .where("a.answer", "is not", null)
        .executeTakeFirstOrThrow(),
    ]);
    if (Number(total.count) > 0) max = Math.max(max, (Number(answered.count) / Number(total.count)) * 100);
  }
  return max;
}

async function courseShareOf(orderId: number, userId: number): Promise<number> {
  const rows = await db
    .selectFrom("order_lines as l")
    .innerJoin("courses as c", "c.id", "l.product_id")
    .leftJoin("course_progress as p", (join) =>
      join.onRef("p.course_id", "=", "l.product_id").on("p.user_id", "=", userId),
    )
    .select(["c.video_count", "p.learnt_count"])
    .where("l.order_id", "=", orderId)
    .where("l.product_kind", "=", "course")
    .execute();
  return rows.reduce((max, row) => {
    const share = row.video_count > 0 ? (Math.min(row.learnt_count ?? 0, row.video_count) / row.video_count) * 100 : 0;
    return Math.max(max, share);
  }, 0);
}

/** The refund rule's verdict as the message the student reads (null: may request). */
export function refundRefusalMessage(
  order: { status: OrderStatus; paidAt: number | null },
  learntPercent: number,
  now: number,
): string | null {
  switch (refundRefusal(order, learntPercent, now)) {
    case "not-paid":
      return m.refundNotPaid;
    case "window-passed":
      return m.refundWindowPassed;
    case "too-much-learnt":
      return m.refundTooMuchLearnt;
    default:
      return null;
  }
}
