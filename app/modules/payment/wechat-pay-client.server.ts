// The WeChat Pay API v3 calls the order side needs (docs/decisions/0019-wechat-pay.md). Every request is signed with
// the merchant key; every 2xx answer must carry a valid WeChat Pay signature over its raw bytes or it is an error, not
// data (the bill file, unsigned by WeChat, is checked by its SHA1 instead). Failures are WechatPayError. Each call has
// a timeout; only GETs (idempotent) are retried, once, after a network failure, a timeout or a 5xx.
import crypto from "node:crypto";
import { shanghaiRfc3339 } from "~/lib/shanghai-time";
import { parseTradeBill } from "./wechat-pay-bill";
import type { WechatPayConfig } from "./wechat-pay-config.server";
import {
  authorizationHeader,
  jsapiPayParams,
  verifyWechatpaySignature,
  wechatpaySignatureHeaders,
  type JsapiPayParams,
} from "./wechat-pay-signature";
import {
  refundStateFrom,
  transactionStateFrom,
  WechatPayError,
  type RefundState,
  type TradeBillRow,
  type TransactionState,
} from "./wechat-pay-types";

interface PrepayInput {
  /** 6–32 of [0-9A-Za-z_-|*], unique per merchant: one per payment attempt, never reused across channels. */
  outTradeNo: string;
  /** 1–127 characters. */
  description: string;
  amountFen: number;
  /** When WeChat stops accepting payment (at least a minute ahead; set once). */
  timeExpire: Date;
  /** Up to 128 characters, returned in the query and the notification. */
  attach?: string;
}

type H5Type = "Wap" | "iOS" | "Android";

interface RefundInput {
  outTradeNo: string;
  /** Retry a refund with the SAME out_refund_no: WeChat treats it as the same refund. */
  outRefundNo: string;
  reason?: string;
  refundFen: number;
  totalFen: number;
  /** Where REFUND.* notifications go; default: the configured notify URL. */
  notifyUrl?: string;
}

export interface WechatPayClient {
  createNative(input: PrepayInput): Promise<{ codeUrl: string }>;
  createH5(input: PrepayInput & { payerClientIp: string; h5Type: H5Type }): Promise<{ h5Url: string }>;
  createJsapi(input: PrepayInput & { openid: string }): Promise<{ prepayId: string; jsapi: JsapiPayParams }>;
  /** null: WeChat does not know the out_trade_no (ORDER_NOT_EXIST). */
  queryTransaction(outTradeNo: string): Promise<TransactionState | null>;
  /**
   * "closed" on 204; "already-paid" when WeChat answers ORDERPAID. Error answers are not always signed, so confirm
   * "already-paid" with queryTransaction (signed) before acting on it.
   */
  closeTransaction(outTradeNo: string): Promise<"closed" | "already-paid">;
  refund(input: RefundInput): Promise<RefundState>;
  /** null: no such out_refund_no (RESOURCE_NOT_EXISTS). */
  queryRefund(outRefundNo: string): Promise<RefundState | null>;
  /** The ALL bill of a day (YYYY-MM-DD, Beijing): download_url fetched, SHA1 checked, rows parsed. */
  downloadTradeBill(billDate: string): Promise<TradeBillRow[]>;
}

export interface WechatPayClientOptions {
  fetch?: typeof fetch;
  now?: () => Date;
  /** Per attempt; default 10 s. */
  timeoutMs?: number;
}

const OUT_NO = /^[0-9A-Za-z_\-|*]{6,32}$/;
const OUT_REFUND_NO = /^[0-9A-Za-z_\-|*@]{1,64}$/;

function refuse(message: string): never {
  throw new WechatPayError(0, "PARAM_ERROR", message);
}

function checkPrepayInput(input: PrepayInput): void {
  if (!OUT_NO.test(input.outTradeNo)) refuse("out_trade_no 须为 6–32 位字母、数字或 _-|*");
  if (!Number.isSafeInteger(input.amountFen) || input.amountFen < 1) refuse("金额须为正整数（分）");
  const length = [...input.description].length;
  if (length < 1 || length > 127) refuse("商品描述须为 1–127 个字符");
  if (input.attach !== undefined && [...input.attach].length > 128) refuse("attach 至多 128 个字符");
  if (Number.isNaN(input.timeExpire.getTime())) refuse("time_expire 无效");
}

interface RawAnswer {
  status: number;
  body: Buffer;
  headers: Headers;
}

export function createWechatPayClient(config: WechatPayConfig, options: WechatPayClientOptions = {}): WechatPayClient {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 10_000;
  const signer = { mchid: config.mchid, serialNo: config.merchantSerial, privateKey: config.merchantPrivateKey };

  async function send(method: "GET" | "POST", pathAndQuery: string, body: string | undefined): Promise<RawAnswer> {
    const headers: Record<string, string> = {
      Accept: "application/json",
      Authorization: authorizationHeader(
        signer,
        { method, pathAndQuery, body: body ?? "" },
        { timestamp: Math.floor(now().getTime() / 1000) },
      ),
      "User-Agent": "yantu-wechatpay/1",
      "Wechatpay-Serial": config.preferredWechatpaySerial,
    };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    let response: Response;
    try {
      response = await doFetch(`${config.baseUrl}${pathAndQuery}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
      return { status: response.status, body: Buffer.from(await response.arrayBuffer()), headers: response.headers };
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new WechatPayError(
        0,
        timedOut ? "TIMEOUT" : "NETWORK_ERROR",
        `微信支付${timedOut ? "请求超时" : "无法连接"}：${method} ${pathAndQuery.split("?")[0]}`,
      );
    }
  }

  /** A GET is idempotent: after a network failure, a timeout or a 5xx it is sent once more (freshly signed). */
  async function getWithOneRetry(pathAndQuery: string): Promise<RawAnswer> {
    try {
      const first = await send("GET", pathAndQuery, undefined);
      if (first.status < 500) return first;
    } catch {
      // fall through to the one retry
    }
    return send("GET", pathAndQuery, undefined);
  }

  /** Sends (GET: once more after a network failure, timeout or 5xx) and verifies; throws WechatPayError on non-2xx. */
  async function call(
    method: "GET" | "POST",
    pathAndQuery: string,
    payload?: object,
  ): Promise<{ status: number; json: unknown }> {
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    const answer = method === "GET" ? await getWithOneRetry(pathAndQuery) : await send(method, pathAndQuery, body);
    const signatureHeaders = wechatpaySignatureHeaders(answer.headers);
    const verified = verifyWechatpaySignature(signatureHeaders, answer.body, config.wechatpayKeys, now());
    const ok = answer.status >= 200 && answer.status < 300;
    if (ok && !verified.ok) {
      throw new WechatPayError(
        answer.status,
        "INVALID_SIGNATURE",
        `微信支付应答签名无效（${verified.reason}）：${method} ${pathAndQuery.split("?")[0]}`,
      );
    }
    let json: unknown = null;
    if (answer.body.byteLength > 0) {
      try {
        json = JSON.parse(answer.body.toString("utf8"));
      } catch {
        if (ok) throw new WechatPayError(answer.status, "INVALID_RESPONSE", "微信支付应答不是 JSON");
      }
    }
    if (!ok) {
      const error = (json ?? {}) as { code?: unknown; message?: unknown };
      throw new WechatPayError(
        answer.status,
        typeof error.code === "string" ? error.code : `HTTP_${answer.status}`,
        typeof error.message === "string" ? error.message : `微信支付返回 HTTP ${answer.status}`,
        verified.ok,
      );
    }
    return { status: answer.status, json };
  }

  function field(json: unknown, name: string): string {
    const value = (json as Record<string, unknown> | null)?.[name];
    if (typeof value !== "string" || value === "")
      throw new WechatPayError(200, "INVALID_RESPONSE", `微信支付应答缺少 ${name}`);
    return value;
  }

  function prepayBody(input: PrepayInput): Record<string, unknown> {
    checkPrepayInput(input);
    return {
      appid: config.appid,
      mchid: config.mchid,
      description: input.description,
      out_trade_no: input.outTradeNo,
      time_expire: shanghaiRfc3339(input.timeExpire.getTime()),
      ...(input.attach !== undefined ? { attach: input.attach } : {}),
      notify_url: config.notifyUrl,
      amount: { total: input.amountFen, currency: "CNY" },
    };
  }

  const notFound = (error: unknown, code: string) =>
    error instanceof WechatPayError && error.status === 404 && error.code === code;

  return {
    async createNative(input) {
      const { json } = await call("POST", "/v3/pay/transactions/native", prepayBody(input));
      return { codeUrl: field(json, "code_url") };
    },

    async createH5(input) {
      const body = prepayBody(input);
      if (!["Wap", "iOS", "Android"].includes(input.h5Type)) refuse("h5_info.type 须为 Wap、iOS 或 Android");
      if (!input.payerClientIp) refuse("缺少用户 IP（scene_info.payer_client_ip）");
      body.scene_info = { payer_client_ip: input.payerClientIp, h5_info: { type: input.h5Type } };
      const { json } = await call("POST", "/v3/pay/transactions/h5", body);
      return { h5Url: field(json, "h5_url") };
    },

    async createJsapi(input) {
      const body = prepayBody(input);
      if (!input.openid) refuse("缺少 openid");
      body.payer = { openid: input.openid };
      const { json } = await call("POST", "/v3/pay/transactions/jsapi", body);
      const prepayId = field(json, "prepay_id");
      return { prepayId, jsapi: jsapiPayParams(config.appid, prepayId, config.merchantPrivateKey, { now: now() }) };
    },

    async queryTransaction(outTradeNo) {
      if (!OUT_NO.test(outTradeNo)) refuse("out_trade_no 格式不对");
      try {
        const { json } = await call(
          "GET",
          `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${config.mchid}`,
        );
        const state = transactionStateFrom(json);
        if (!state) throw new WechatPayError(200, "INVALID_RESPONSE", "微信支付查单应答缺少字段");
        return state;
      } catch (error) {
        if (notFound(error, "ORDER_NOT_EXIST")) return null;
        throw error;
      }
    },

    async closeTransaction(outTradeNo) {
      if (!OUT_NO.test(outTradeNo)) refuse("out_trade_no 格式不对");
      try {
        await call("POST", `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, {
          mchid: config.mchid,
        });
        return "closed";
      } catch (error) {
        if (error instanceof WechatPayError && error.code === "ORDERPAID") return "already-paid";
        throw error;
      }
    },

    async refund(input) {
      if (!OUT_NO.test(input.outTradeNo)) refuse("out_trade_no 格式不对");
      if (!OUT_REFUND_NO.test(input.outRefundNo)) refuse("out_refund_no 须为 1–64 位字母、数字或 _-|*@");
      if (!Number.isSafeInteger(input.refundFen) || input.refundFen < 1) refuse("退款金额须为正整数（分）");
      if (!Number.isSafeInteger(input.totalFen) || input.totalFen < input.refundFen)
        refuse("原订单金额须为不小于退款金额的整数（分）");
      if (input.reason !== undefined && [...input.reason].length > 80) refuse("退款原因至多 80 个字符");
      const { json } = await call("POST", "/v3/refund/domestic/refunds", {
        out_trade_no: input.outTradeNo,
        out_refund_no: input.outRefundNo,
        ...(input.reason ? { reason: input.reason } : {}),
        notify_url: input.notifyUrl ?? config.notifyUrl,
        amount: { refund: input.refundFen, total: input.totalFen, currency: "CNY" },
      });
      const state = refundStateFrom(json);
      if (!state) throw new WechatPayError(200, "INVALID_RESPONSE", "微信支付退款应答缺少字段");
      return state;
    },

    async queryRefund(outRefundNo) {
      if (!OUT_REFUND_NO.test(outRefundNo)) refuse("out_refund_no 格式不对");
      try {
        const { json } = await call("GET", `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`);
        const state = refundStateFrom(json);
        if (!state) throw new WechatPayError(200, "INVALID_RESPONSE", "微信支付退款查询应答缺少字段");
        return state;
      } catch (error) {
        if (notFound(error, "RESOURCE_NOT_EXISTS")) return null;
        throw error;
      }
    },

    async downloadTradeBill(billDate) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(billDate)) refuse("bill_date 须为 YYYY-MM-DD");
      const { json } = await call("GET", `/v3/bill/tradebill?bill_date=${billDate}&bill_type=ALL`);
      const hashType = field(json, "hash_type");
      const hashValue = field(json, "hash_value");
      const downloadUrl = new URL(field(json, "download_url"));
      if (hashType !== "SHA1") throw new WechatPayError(200, "INVALID_RESPONSE", `未知的账单摘要算法：${hashType}`);
      // The download is signed with our key: never send that to a host other than the API's.
      if (downloadUrl.origin !== new URL(config.baseUrl).origin) {
        throw new WechatPayError(200, "INVALID_RESPONSE", `账单下载地址不在微信支付主机上：${downloadUrl.origin}`);
      }
      const pathAndQuery = `${downloadUrl.pathname}${downloadUrl.search}`;
      const answer = await getWithOneRetry(pathAndQuery);
      if (answer.status !== 200) throw new WechatPayError(answer.status, `HTTP_${answer.status}`, "账单文件下载失败");
      // /v3/billdownload/file answers are not signed; the SHA1 from the signed tradebill answer vouches for the bytes.
      const digest = crypto.createHash("sha1").update(answer.body).digest("hex");
      if (digest.toLowerCase() !== hashValue.toLowerCase())
        throw new WechatPayError(200, "BILL_HASH_MISMATCH", "账单文件的 SHA1 与微信支付给出的不符");
      return parseTradeBill(answer.body.toString("utf8"));
    },
  };
}
