import { describe, expect, it } from "vitest";
import {
  beijingDeadline,
  isCancellable,
  isPayable,
  newOrderNo,
  newOutRefundNo,
  newOutTradeNo,
  OUT_TRADE_NO_PATTERN,
  refundRefusal,
  statusesOfTab,
} from "./order-rules";

const DAY = 86_400_000;

describe("order states", () => {
  it("pays only a pending order before its expiry, and cancels only a pending one", () => {
    expect(isPayable({ status: "pending", expiresAt: 2000 }, 1999)).toBe(true);
    expect(isPayable({ status: "pending", expiresAt: 2000 }, 2000)).toBe(false);
    expect(isPayable({ status: "closed", expiresAt: 2000 }, 1000)).toBe(false);
    expect(isCancellable({ status: "pending" })).toBe(true);
    expect(isCancellable({ status: "paid" })).toBe(false);
  });

  it("maps 我的订单's tabs to states", () => {
    expect(statusesOfTab("all")).toBeNull();
    expect(statusesOfTab("closed")).toEqual(["closed", "cancelled"]);
    expect(statusesOfTab("refund")).toEqual(["refunding", "refunded"]);
  });
});

describe("the refund rule", () => {
  const paidAt = Date.UTC(2026, 10, 1);
  it("grants within 7 days of payment and under 20 % learnt", () => {
    expect(refundRefusal({ status: "paid", paidAt }, 19.9, paidAt + 7 * DAY)).toBeNull();
    expect(refundRefusal({ status: "paid", paidAt }, 0, paidAt + 7 * DAY + 1)).toBe("window-passed");
    expect(refundRefusal({ status: "paid", paidAt }, 20, paidAt + DAY)).toBe("too-much-learnt");
    expect(refundRefusal({ status: "refunding", paidAt }, 0, paidAt)).toBe("not-paid");
    expect(refundRefusal({ status: "pending", paidAt: null }, 0, paidAt)).toBe("not-paid");
  });
});

describe("numbers given to WeChat Pay", () => {
  const now = Date.UTC(2026, 10, 24, 17, 30); // 01:30 on the 25th in Beijing
  it("dates the order number in Beijing time and keeps trade numbers within WeChat Pay's alphabet and length", () => {
    let seed = 0;
    const random = () => {
      seed = (seed * 9301 + 49297) % 233280;
      return seed / 233280;
    };
    const orderNo = newOrderNo(now, random);
    expect(orderNo).toMatch(/^YT20261125\d{10}$/);
    const trade = newOutTradeNo(orderNo, random);
    const refund = newOutRefundNo(orderNo, random);
    for (const no of [trade, refund]) expect(no).toMatch(OUT_TRADE_NO_PATTERN);
    expect(trade.startsWith(`${orderNo}P`)).toBe(true);
    expect(refund.startsWith(`${orderNo}R`)).toBe(true);
    expect(new Set(Array.from({ length: 200 }, () => newOutTradeNo(orderNo, Math.random))).size).toBe(200);
  });

  it("states deadlines in Beijing time, with the date when it is not today", () => {
    expect(beijingDeadline(Date.UTC(2026, 10, 25, 12, 30), Date.UTC(2026, 10, 25, 12, 0))).toBe("20:30");
    expect(beijingDeadline(Date.UTC(2026, 10, 25, 16, 5), Date.UTC(2026, 10, 25, 15, 50))).toBe("11月26日 00:05");
  });
});
