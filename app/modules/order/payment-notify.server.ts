// POST /api/Tenpay/notify: WeChat Pay's payment and refund notifications. The raw body is verified (signature,
// timestamp, serial), decrypted and then applied once by its id; the answer is 204 only after the commit, otherwise
// 4xx/5xx with {"code":"FAIL"} so WeChat Pay sends it again. No session, no CSRF check: the signature is the gate.
import { parseWechatPayNotification } from "~/modules/payment/wechat-pay-notification.server";
import { applyRefund, applyTransaction } from "./payments.server";
import { paymentGateway } from "./payment-gateway.server";

/** Largest notification body read (they are about 1 KB). */
const MAX_NOTIFY_BYTES = 64 * 1024;

const fail = (status: number, message: string) =>
  new Response(JSON.stringify({ code: "FAIL", message }), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });

export async function handlePaymentNotification(request: Request, now: number = Date.now()): Promise<Response> {
  const gateway = paymentGateway();
  if (!gateway) return fail(404, "支付未配置");
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_NOTIFY_BYTES) return fail(413, "通知过大");
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_NOTIFY_BYTES) return fail(413, "通知过大");
  const parsed = parseWechatPayNotification(gateway.config, request.headers, body, new Date(now));
  if (!parsed.ok) return fail(401, `验签失败：${parsed.reason}`);
  try {
    let outcome: string;
    if (parsed.transaction && parsed.eventType.startsWith("TRANSACTION.")) {
      outcome = await applyTransaction(gateway, parsed.transaction, parsed.id, now);
    } else if (parsed.refund && parsed.eventType.startsWith("REFUND.")) {
      outcome = await applyRefund(parsed.refund, parsed.id, now);
    } else {
      outcome = "ignored";
    }
    if (outcome === "refused") return fail(400, "通知内容与订单不符");
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error(
      `[payment] notification ${parsed.id} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return fail(500, "处理失败，请重试");
  }
}
