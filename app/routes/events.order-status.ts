// GET /events/order-status?orderNo=: the pay page's order state as server-sent events (both trees); see
// modules/order/order-status-stream.server.ts.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { streamOrderStatus } from "~/modules/order/order-status-stream.server";

export const loader = ({ request }: LoaderFunctionArgs) => streamOrderStatus(request);
