// GET /events/order-status?orderNo=: the pay page's order state as server-sent events (docs/decisions/0041), in place
// of the page asking GET /api/Order/{orderNo} every 3 s. The stream reads the order every 2 s — one indexed lookup with
// the owner in the WHERE, no connection held between reads — and sends its status when it opens and when it changes;
// it ends once the order is no longer pending, or after 10 minutes (the browser's EventSource then reconnects and
// reads again). Reading the database rather than listening to the payment notification keeps it right when the
// notification, the sweep or 我已完成支付 land in another process. Not logged in: 401; another's order: 404 as a
// missing one (docs/decisions/0039).
import type { OrderStatus } from "~/db/schema";
import { openEventStream } from "~/lib/event-streams.server";
import { getOptionalUser } from "~/modules/auth/require-user.server";
import { orderMessages as m } from "./order-messages";
import { ORDER_STATUS_EVENT } from "./order-pages";
import { orderNoSchema } from "./order-schemas";
import { myOrderStatus } from "./orders.server";

export interface OrderStreamTiming {
  /** Between two reads of the order. */
  pollMs: number;
  /** A `ping` event after this long without one, so proxies keep the connection. */
  keepAliveMs: number;
  /** The stream's longest life; the client reconnects after it. */
  maxMs: number;
}

const TIMING: OrderStreamTiming = { pollMs: 2_000, keepAliveMs: 20_000, maxMs: 10 * 60_000 };

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export async function streamOrderStatus(request: Request, timing: OrderStreamTiming = TIMING): Promise<Response> {
  const user = await getOptionalUser(request);
  if (!user) return plain(401, "请先登录");
  const parsed = orderNoSchema.safeParse({ orderNo: new URL(request.url).searchParams.get("orderNo") ?? undefined });
  if (!parsed.success) return plain(404, m.orderNotFound);
  const { orderNo } = parsed.data;
  if ((await myOrderStatus(user.id, orderNo)) === null) return plain(404, m.orderNotFound);

  return openEventStream(
    request.signal,
    (send, close) => {
      const started = Date.now();
      let last: OrderStatus | null = null;
      let lastSentAt = started;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let stopped = false;
      const read = async () => {
        let status: OrderStatus | null;
        try {
          status = await myOrderStatus(user.id, orderNo);
        } catch {
          status = last; // A database hiccup: read again at the next tick.
        }
        if (stopped) return;
        if (status === null) return close(); // erased with its account
        if (status !== last) {
          send({ event: ORDER_STATUS_EVENT, data: status });
          last = status;
          lastSentAt = Date.now();
        } else if (Date.now() - lastSentAt >= timing.keepAliveMs) {
          send({ event: "ping", data: "" });
          lastSentAt = Date.now();
        }
        if (status !== "pending" || Date.now() - started >= timing.maxMs) return close();
        timer = setTimeout(() => void read(), timing.pollMs);
      };
      timer = setTimeout(() => void read(), 0);
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    },
    { "X-Accel-Buffering": "no" },
  );
}
