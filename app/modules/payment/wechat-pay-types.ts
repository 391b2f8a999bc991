// What the WeChat Pay client and the notification parser hand to the order side, and the typed error. WeChat's JSON
// (snake_case, nested amounts) is mapped here once, for query answers and notifications alike.

/** trade_state: SUCCESS, REFUND, NOTPAY, CLOSED for Native/H5/JSAPI (REVOKED, USERPAYING, PAYERROR are 付款码 only). */
type TradeState = "SUCCESS" | "REFUND" | "NOTPAY" | "CLOSED" | (string & {});

export interface TransactionState {
  outTradeNo: string;
  transactionId?: string;
  tradeState: TradeState;
  /** amount.total in fen: what the order asked for (compare with the order's payable amount, never payer_total). */
  amountTotalFen?: number;
  currency?: string;
  /** RFC 3339, as WeChat sends it (e.g. 2026-11-23T20:31:02+08:00). */
  successTime?: string;
  mchid: string;
  appid: string;
  payerOpenid?: string;
  attach?: string;
}

type RefundStatus = "PROCESSING" | "SUCCESS" | "CLOSED" | "ABNORMAL";

export interface RefundState {
  outRefundNo: string;
  refundId?: string;
  status: RefundStatus;
  refundFen: number;
  outTradeNo: string;
  /** amount.total of the refunded transaction, in fen. */
  totalFen?: number;
  transactionId?: string;
  successTime?: string;
}

/** One line of a trade bill (bill_type=ALL). Amounts in fen, converted from the bill's yuan strings by string. */
export interface TradeBillRow {
  /** 交易时间, Beijing time as written in the bill: `2026-11-23 20:31:02`. */
  tradeTime: string;
  appid: string;
  mchid: string;
  transactionId: string;
  outTradeNo: string;
  payerOpenid: string;
  tradeType: string;
  /** SUCCESS for a payment line, REFUND for a refund line (then the refund columns are filled). */
  tradeState: string;
  currency: string;
  /** 订单金额 */
  totalFen: number;
  /** 应结订单金额 (the order amount minus WeChat-side coupons) */
  settlementTotalFen: number;
  refundId: string | null;
  outRefundNo: string | null;
  /** 退款金额 (0 on payment lines) */
  refundFen: number;
  refundStatus: string | null;
  description: string;
  attach: string;
}

export class WechatPayError extends Error {
  override name = "WechatPayError";
  constructor(
    /** The HTTP status; 0 when no answer came (network, timeout) or the call was refused before sending. */
    readonly status: number,
    /** WeChat's code (ORDER_NOT_EXIST, ORDERPAID, SIGN_ERROR, …) or ours: NETWORK_ERROR, TIMEOUT, INVALID_SIGNATURE,
     *  INVALID_RESPONSE, BILL_HASH_MISMATCH, PARAM_ERROR. */
    readonly code: string,
    message: string,
    /** Whether the answer carried a valid WeChat Pay signature (a 2xx always must; error answers may not be signed). */
    readonly verified = false,
  ) {
    super(message);
  }
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);
const integer = (value: unknown): number | undefined => (Number.isSafeInteger(value) ? (value as number) : undefined);

/** A transaction as the query API and TRANSACTION.* notifications describe it; null when a required field is missing. */
export function transactionStateFrom(json: unknown): TransactionState | null {
  if (!isObject(json)) return null;
  const outTradeNo = text(json.out_trade_no);
  const tradeState = text(json.trade_state);
  const mchid = text(json.mchid);
  const appid = text(json.appid);
  if (!outTradeNo || !tradeState || !mchid || !appid) return null;
  const amount = isObject(json.amount) ? json.amount : {};
  const payer = isObject(json.payer) ? json.payer : {};
  const state: TransactionState = { outTradeNo, tradeState, mchid, appid };
  const transactionId = text(json.transaction_id);
  if (transactionId) state.transactionId = transactionId;
  const total = integer(amount.total);
  if (total !== undefined) state.amountTotalFen = total;
  const currency = text(amount.currency);
  if (currency) state.currency = currency;
  const successTime = text(json.success_time);
  if (successTime) state.successTime = successTime;
  const openid = text(payer.openid);
  if (openid) state.payerOpenid = openid;
  const attach = text(json.attach);
  if (attach) state.attach = attach;
  return state;
}

const REFUND_STATUSES: readonly string[] = ["PROCESSING", "SUCCESS", "CLOSED", "ABNORMAL"];

/** A refund as the refund APIs (`status`) and REFUND.* notifications (`refund_status`) describe it. */
export function refundStateFrom(json: unknown): RefundState | null {
  if (!isObject(json)) return null;
  const outRefundNo = text(json.out_refund_no);
  const outTradeNo = text(json.out_trade_no);
  const status = text(json.status) ?? text(json.refund_status);
  const amount = isObject(json.amount) ? json.amount : {};
  const refundFen = integer(amount.refund);
  if (!outRefundNo || !outTradeNo || !status || !REFUND_STATUSES.includes(status) || refundFen === undefined)
    return null;
  const state: RefundState = { outRefundNo, outTradeNo, status: status as RefundStatus, refundFen };
  const refundId = text(json.refund_id);
  if (refundId) state.refundId = refundId;
  const total = integer(amount.total);
  if (total !== undefined) state.totalFen = total;
  const transactionId = text(json.transaction_id);
  if (transactionId) state.transactionId = transactionId;
  const successTime = text(json.success_time);
  if (successTime) state.successTime = successTime;
  return state;
}
