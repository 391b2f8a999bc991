// The serving process's order sweep (every minute): unpaid orders past their time are closed, refunds not yet
// confirmed are sent or asked about again. Safe with several processes (every change is a conditional update).
import { getEnv } from "~/lib/env.server";
import { startPeriodicTask, type PeriodicTask } from "~/lib/periodic-task";
import { sweepOrders } from "./payments.server";

/** Every ORDER_SWEEP_SECONDS (default a minute). */
export function startOrderSweeper(intervalMs: number = getEnv().ORDER_SWEEP_SECONDS * 1000): PeriodicTask {
  return startPeriodicTask("order", intervalMs, async () => {
    const report = await sweepOrders();
    const parts = [
      report.closed > 0 ? `closed ${report.closed} unpaid order(s)` : "",
      report.paidMeanwhile > 0 ? `${report.paidMeanwhile} paid meanwhile` : "",
      report.refundsSent > 0 ? `${report.refundsSent} refund(s) sent again` : "",
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(", ") : null;
  });
}
