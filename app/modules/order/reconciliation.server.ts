// 对账: a day's WeChat Pay trade bill against our payment attempts and refunds (docs/decisions/0020). The bill is
// downloaded and its SHA1 checked by the client; here the differences a person must look at are listed: paid here but
// not in the bill, in the bill but not paid here (补单: apply it with confirmPayment), amounts that differ, and refunds
// that do not match. Our side is the Beijing day of our paid/refund time; a payment within minutes of midnight may sit
// in the neighbouring day's bill, which the report says.
import { SHANGHAI_OFFSET_MS } from "~/lib/shanghai-time";
import { db } from "~/db/client.server";
import { WechatPayError, type TradeBillRow } from "~/modules/payment/wechat-pay-types";
import type { PaymentGateway } from "./payment-gateway.server";

export interface ReconciliationDifference {
  kind:
    | "missing-in-bill"
    | "missing-here"
    | "amount-differs"
    | "refund-missing-in-bill"
    | "refund-missing-here"
    | "refund-amount-differs";
  reference: string;
  /** Fen here and in the bill (null where one side has nothing). */
  ours: number | null;
  theirs: number | null;
  /** Within 10 minutes of midnight: perhaps in the neighbouring day's bill. */
  nearMidnight: boolean;
}

export interface ReconciliationReport {
  billDate: string;
  billPayments: number;
  billRefunds: number;
  ourPayments: number;
  ourRefunds: number;
  differences: ReconciliationDifference[];
}

const NEAR_MIDNIGHT_MS = 10 * 60_000;

/** [start, end) of a Beijing calendar day (YYYY-MM-DD) in epoch ms. */
function beijingDayRange(billDate: string): [number, number] {
  const start = Date.parse(`${billDate}T00:00:00Z`) - SHANGHAI_OFFSET_MS;
  return [start, start + 86_400_000];
}

/** Compares one bill with our records of that Beijing day. Pure except for the two reads. */
export async function reconcileBill(billDate: string, rows: readonly TradeBillRow[]): Promise<ReconciliationReport> {
  const [start, end] = beijingDayRange(billDate);
  const near = (at: number | null) => at !== null && (at - start < NEAR_MIDNIGHT_MS || end - at <= NEAR_MIDNIGHT_MS);
  const [payments, refunds] = await Promise.all([
    db
      .selectFrom("payment_attempts")
      .select(["out_trade_no", "amount_fen", "paid_at", "state"])
      .where("paid_at", ">=", start)
      .where("paid_at", "<", end)
      .execute(),
    db
      .selectFrom("order_refunds")
      .select(["out_refund_no", "amount_fen", "updated_at", "status"])
      .where("status", "=", "success")
      .where("updated_at", ">=", start)
      .where("updated_at", "<", end)
      .execute(),
  ]);
  const billPayments = new Map(rows.filter((row) => row.tradeState === "SUCCESS").map((row) => [row.outTradeNo, row]));
  const billRefunds = new Map(rows.filter((row) => row.outRefundNo).map((row) => [row.outRefundNo!, row]));
  const differences: ReconciliationDifference[] = [];

  for (const payment of payments) {
    const theirs = billPayments.get(payment.out_trade_no);
    if (!theirs)
      differences.push({
        kind: "missing-in-bill",
        reference: payment.out_trade_no,
        ours: payment.amount_fen,
        theirs: null,
        nearMidnight: near(payment.paid_at),
      });
    else if (theirs.totalFen !== payment.amount_fen) {
      differences.push({
        kind: "amount-differs",
        reference: payment.out_trade_no,
        ours: payment.amount_fen,
        theirs: theirs.totalFen,
        nearMidnight: false,
      });
    }
  }
  const ours = new Set(payments.map((payment) => payment.out_trade_no));
  const unknown = [...billPayments.values()].filter((row) => !ours.has(row.outTradeNo));
  if (unknown.length > 0) {
    // Paid in the bill, not paid here today: perhaps paid here on a neighbouring day, else a payment we missed.
    const elsewhere = await db
      .selectFrom("payment_attempts")
      .select(["out_trade_no", "amount_fen", "state"])
      .where(
        "out_trade_no",
        "in",
        unknown.map((row) => row.outTradeNo),
      )
      .execute();
    const known = new Map(elsewhere.map((row) => [row.out_trade_no, row]));
    for (const row of unknown) {
      const here = known.get(row.outTradeNo);
      if (here?.state === "success") {
        if (here.amount_fen !== row.totalFen)
          differences.push({
            kind: "amount-differs",
            reference: row.outTradeNo,
            ours: here.amount_fen,
            theirs: row.totalFen,
            nearMidnight: true,
          });
        continue;
      }
      differences.push({
        kind: "missing-here",
        reference: row.outTradeNo,
        ours: null,
        theirs: row.totalFen,
        nearMidnight: false,
      });
    }
  }

  for (const refund of refunds) {
    const theirs = billRefunds.get(refund.out_refund_no);
    if (!theirs)
      differences.push({
        kind: "refund-missing-in-bill",
        reference: refund.out_refund_no,
        ours: refund.amount_fen,
        theirs: null,
        nearMidnight: near(refund.updated_at),
      });
    else if (theirs.refundFen !== refund.amount_fen) {
      differences.push({
        kind: "refund-amount-differs",
        reference: refund.out_refund_no,
        ours: refund.amount_fen,
        theirs: theirs.refundFen,
        nearMidnight: false,
      });
    }
  }
  const ourRefunds = new Set(refunds.map((refund) => refund.out_refund_no));
  for (const row of billRefunds.values()) {
    if (ourRefunds.has(row.outRefundNo!)) continue;
    const here = await db
      .selectFrom("order_refunds")
      .select(["status", "amount_fen"])
      .where("out_refund_no", "=", row.outRefundNo!)
      .executeTakeFirst();
    if (here?.status === "success") continue;
    differences.push({
      kind: "refund-missing-here",
      reference: row.outRefundNo!,
      ours: null,
      theirs: row.refundFen,
      nearMidnight: false,
    });
  }
  return {
    billDate,
    billPayments: billPayments.size,
    billRefunds: billRefunds.size,
    ourPayments: payments.length,
    ourRefunds: refunds.length,
    differences,
  };
}

/** Downloads the day's bill (hash checked by the client) and compares it. */
export async function reconcileDay(gateway: PaymentGateway, billDate: string): Promise<ReconciliationReport> {
  const rows = await gateway.client.downloadTradeBill(billDate).catch((error: unknown) => {
    // A day without trades has no bill: compared as an empty one (our payments that day are then differences).
    if (error instanceof WechatPayError && error.code === "NO_STATEMENT_EXIST") return [];
    throw error;
  });
  return reconcileBill(billDate, rows);
}
