// The trade bill (GET /v3/bill/tradebill, bill_type=ALL): a CSV whose header row names the columns, one line per
// payment or refund with every field prefixed by a backtick (so spreadsheets keep long numbers as text), then a
// summary header (总交易单数,…) and its line. Amounts are yuan strings ("0.01"): converted to fen by string.
import { parse } from "csv-parse/sync";
import type { TradeBillRow } from "./wechat-pay-types";

/** "12.30" → 1230, "0.01" → 1, "-1.5" → -150; anything else (three decimals, exponent, empty) throws. */
export function yuanToFen(yuan: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!match) throw new Error(`不是金额（元）：${JSON.stringify(yuan)}`);
  const fen = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  if (!Number.isSafeInteger(fen)) throw new Error(`金额过大：${yuan}`);
  return match[1] ? -fen : fen;
}

/** The bill's columns this code reads, by their Chinese header names. */
const COLUMNS = {
  tradeTime: "交易时间",
  appid: "公众账号ID",
  mchid: "商户号",
  transactionId: "微信订单号",
  outTradeNo: "商户订单号",
  payerOpenid: "用户标识",
  tradeType: "交易类型",
  tradeState: "交易状态",
  currency: "货币种类",
  settlementTotal: "应结订单金额",
  refundId: "微信退款单号",
  outRefundNo: "商户退款单号",
  refund: "退款金额",
  refundStatus: "退款状态",
  description: "商品名称",
  attach: "商户数据包",
  total: "订单金额",
} as const;

const SUMMARY_FIRST_CELL = "总交易单数";

const cell = (value: string | undefined): string => (value ?? "").replace(/^`/, "").trim();
/** A refund id of "0" or "" means "not a refund line". */
const optionalId = (value: string): string | null => (value === "" || value === "0" ? null : value);

export function parseTradeBill(csv: string): TradeBillRow[] {
  const records = parse(csv.replace(/^\uFEFF/, ""), { relax_column_count: true, skip_empty_lines: true }) as string[][];
  const header = records[0]?.map((name) => cell(name));
  if (!header) return [];
  const index = Object.fromEntries(
    Object.entries(COLUMNS).map(([key, name]) => {
      const position = header.indexOf(name);
      if (position < 0) throw new Error(`交易账单缺少列：${name}`);
      return [key, position];
    }),
  ) as Record<keyof typeof COLUMNS, number>;

  const rows: TradeBillRow[] = [];
  for (const record of records.slice(1)) {
    if (cell(record[0]) === SUMMARY_FIRST_CELL) break;
    const get = (key: keyof typeof COLUMNS) => cell(record[index[key]]);
    const refundId = optionalId(get("refundId"));
    const refundText = get("refund");
    rows.push({
      tradeTime: get("tradeTime"),
      appid: get("appid"),
      mchid: get("mchid"),
      transactionId: get("transactionId"),
      outTradeNo: get("outTradeNo"),
      payerOpenid: get("payerOpenid"),
      tradeType: get("tradeType"),
      tradeState: get("tradeState"),
      currency: get("currency"),
      totalFen: yuanToFen(get("total")),
      settlementTotalFen: yuanToFen(get("settlementTotal")),
      refundId,
      outRefundNo: optionalId(get("outRefundNo")),
      refundFen: refundText === "" ? 0 : yuanToFen(refundText),
      refundStatus: get("refundStatus") || null,
      description: get("description"),
      attach: get("attach"),
    });
  }
  return rows;
}
