// POST /api/Tenpay/notify: WeChat Pay's notifications (payments and refunds). A resource route of its own, not an
// envelope endpoint: WeChat Pay reads the HTTP status (204 after the commit; 4xx/5xx with {"code":"FAIL"} to be sent
// again), and the signature is verified over the raw body, which only this route reads.
import type { ActionFunctionArgs } from "@remix-run/node";
import { handlePaymentNotification } from "~/modules/order/payment-notify.server";

export const loader = () =>
  new Response(JSON.stringify({ code: "FAIL", message: "请使用 POST" }), {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "application/json; charset=utf-8" },
  });

export const action = ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST")
    return new Response(JSON.stringify({ code: "FAIL", message: "请使用 POST" }), {
      status: 405,
      headers: { Allow: "POST", "Content-Type": "application/json; charset=utf-8" },
    });
  return handlePaymentNotification(request);
};
