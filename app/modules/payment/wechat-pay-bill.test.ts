import { describe, expect, it } from "vitest";
import { parseTradeBill, yuanToFen } from "./wechat-pay-bill";

describe("yuanToFen", () => {
  it("converts yuan strings to integer fen by string, never through a float", () => {
    expect(yuanToFen("0.01")).toBe(1);
    expect(yuanToFen("0.1")).toBe(10);
    expect(yuanToFen("19.9")).toBe(1990);
    expect(yuanToFen("1.15")).toBe(115); // 1.15 * 100 = 114.99999999999999 as a float
    expect(yuanToFen("4.35")).toBe(435); // 434.99999999999994
    expect(yuanToFen("128")).toBe(12800);
    expect(yuanToFen("-0.50")).toBe(-50);
  });

  it("refuses what is not an amount", () => {
    for (const bad of ["", "1.234", "1e3", "abc", "1,000.00", " . "]) expect(() => yuanToFen(bad)).toThrow(/不是金额/);
  });
});

// A bill as WeChat Pay writes it (bill_type=ALL): every field prefixed with a backtick, a payment line, a refund line
// of an earlier payment, then the summary.
const BILL = [
  "\uFEFF交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注",
  "`2026-11-23 20:31:02,`wxd678efh567hg6787,`1900009191,`0,`,`4200001234202611230000000001,`YT20261123000001A1,`oUpF8uMuAJO_M2pxb1Q9zNjWeS6o,`NATIVE,`SUCCESS,`OTHERS,`CNY,`1.15,`0.00,`0,`0,`0.00,`0.00,`,`,`考研英语 一,`order:42,`0.00690,`0.60%,`1.15,`0.00,`",
  "`2026-11-23 21:00:00,`wxd678efh567hg6787,`1900009191,`0,`,`4200001234202611220000000009,`YT20261122000009A1,`oUpF8uMuAJO_M2pxb1Q9zNjWeS6o,`JSAPI,`REFUND,`OTHERS,`CNY,`199.00,`0.00,`50300000002026112300000000000001,`RF20261123000001,`199.00,`0.00,`ORIGINAL,`SUCCESS,`数学 全程班,`,`-1.19400,`0.60%,`199.00,`199.00,`",
  "总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额",
  "`2,`200.15,`199.00,`0.00,`-1.18710,`200.15,`199.00",
  "",
].join("\r\n");

describe("parseTradeBill", () => {
  it("reads payment and refund lines by column name, in fen, and stops at the summary", () => {
    const rows = parseTradeBill(BILL);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      tradeTime: "2026-11-23 20:31:02",
      appid: "wxd678efh567hg6787",
      mchid: "1900009191",
      transactionId: "4200001234202611230000000001",
      outTradeNo: "YT20261123000001A1",
      payerOpenid: "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o",
      tradeType: "NATIVE",
      tradeState: "SUCCESS",
      currency: "CNY",
      totalFen: 115,
      settlementTotalFen: 115,
      refundId: null,
      outRefundNo: null,
      refundFen: 0,
      refundStatus: null,
      description: "考研英语 一",
      attach: "order:42",
    });
    expect(rows[1]).toMatchObject({
      tradeState: "REFUND",
      refundId: "50300000002026112300000000000001",
      outRefundNo: "RF20261123000001",
      refundFen: 19900,
      totalFen: 19900,
      refundStatus: "SUCCESS",
    });
  });

  it("is empty for an empty file and refuses a file without the columns it needs", () => {
    expect(parseTradeBill("")).toEqual([]);
    expect(() => parseTradeBill("a,b,c\n`1,`2,`3\n")).toThrow(/交易账单缺少列：交易时间/);
  });
});
