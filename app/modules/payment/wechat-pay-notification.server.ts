// WeChat Pay notifications (POST to the notify URL, payment and refund events alike): verified over the RAW body with
// the key Wechatpay-Serial names (probes signed WECHATPAY/SIGNTEST/…, stale timestamps and unknown serials refused),
// decrypted with the APIv3 key, and checked against our merchant (and, for payments, our appid). What is left to the
// caller, inside its database transaction: the order exists, amount.total equals its payable amount, and the
// notification id was not applied before (duplicates are normal). Answer 204 only after that commits.
import type { WechatPayConfig } from "./wechat-pay-config.server";
import {
  decryptAeadAes256Gcm,
  verifyWechatpaySignature,
  wechatpaySignatureHeaders,
  type EncryptedResource,
} from "./wechat-pay-signature";
import { refundStateFrom, transactionStateFrom, type RefundState, type TransactionState } from "./wechat-pay-types";

type WechatPayEventType =
  | "TRANSACTION.SUCCESS"
  | "REFUND.SUCCESS"
  | "REFUND.ABNORMAL"
  | "REFUND.CLOSED"
  | (string & {});

export type WechatPayNotification =
  | {
      ok: true;
      /** The notification id: the idempotency key (WeChat resends the same id). */
      id: string;
      eventType: WechatPayEventType;
      createTime?: string;
      /** TRANSACTION.* events. */
      transaction?: TransactionState;
      /** REFUND.* events. */
      refund?: RefundState;
    }
  | { ok: false; reason: string };

type Headers_ = Headers | Record<string, string | string[] | undefined>;

const refuse = (reason: string) => ({ ok: false, reason }) as const;

export function parseWechatPayNotification(
  config: WechatPayConfig,
  headers: Headers_,
  rawBody: string | Buffer,
  now: Date = new Date(),
): WechatPayNotification {
  const verified = verifyWechatpaySignature(wechatpaySignatureHeaders(headers), rawBody, config.wechatpayKeys, now);
  if (!verified.ok) return refuse(verified.reason);

  let envelope: {
    id?: unknown;
    event_type?: unknown;
    create_time?: unknown;
    resource_type?: unknown;
    resource?: unknown;
  };
  try {
    envelope = JSON.parse(typeof rawBody === "string" ? rawBody : rawBody.toString("utf8"));
  } catch {
    return refuse("通知不是 JSON");
  }
  if (typeof envelope !== "object" || envelope === null) return refuse("通知不是 JSON 对象");
  const { id, event_type: eventType, create_time: createTime, resource } = envelope;
  if (typeof id !== "string" || id === "" || typeof eventType !== "string" || eventType === "")
    return refuse("通知缺少 id 或 event_type");
  if (envelope.resource_type !== "encrypt-resource" || typeof resource !== "object" || resource === null)
    return refuse("通知缺少加密资源");
  const encrypted = resource as Partial<EncryptedResource>;
  if (typeof encrypted.ciphertext !== "string" || typeof encrypted.nonce !== "string")
    return refuse("通知的加密资源不完整");

  let plain: unknown;
  try {
    plain = JSON.parse(
      decryptAeadAes256Gcm(
        {
          algorithm: encrypted.algorithm,
          ciphertext: encrypted.ciphertext,
          nonce: encrypted.nonce,
          associated_data: encrypted.associated_data ?? "",
        },
        config.apiV3Key,
      ),
    );
  } catch (error) {
    return refuse(error instanceof Error ? error.message : "解密失败");
  }

  const base = { ok: true as const, id, eventType, ...(typeof createTime === "string" ? { createTime } : {}) };
  if (eventType.startsWith("TRANSACTION.")) {
    const transaction = transactionStateFrom(plain);
    if (!transaction) return refuse("支付通知缺少字段");
    if (transaction.mchid !== config.mchid) return refuse(`商户号不符：${transaction.mchid}`);
    if (transaction.appid !== config.appid) return refuse(`appid 不符：${transaction.appid}`);
    return { ...base, transaction };
  }
  if (eventType.startsWith("REFUND.")) {
    const refund = refundStateFrom(plain);
    if (!refund) return refuse("退款通知缺少字段");
    const mchid = (plain as { mchid?: unknown }).mchid;
    if (mchid !== config.mchid) return refuse(`商户号不符：${String(mchid)}`);
    return { ...base, refund };
  }
  // Another event type (WeChat adds some now and then): verified and decrypted, nothing for us to apply.
  return base;
}

/** How to answer WeChat Pay: 204 with no body once applied (committed); otherwise 4xx/5xx with {"code":"FAIL"}, and WeChat retries. */
export const notificationAck = {
  success(): Response {
    return new Response(null, { status: 204 });
  },
  failure(status: number, message: string): Response {
    return new Response(JSON.stringify({ code: "FAIL", message }), {
      status: status >= 400 && status <= 599 ? status : 500,
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
    });
  },
};
