// npm run payments:reconcile -- [--date YYYY-MM-DD] [--json]
//
// Downloads WeChat Pay's trade bill of a Beijing day (default: yesterday; bills are ready after 10:00 the next day and
// kept 3 months), checks its SHA1, and lists the differences with the database at DATABASE_URL: paid here but not in
// the bill, in the bill but not paid here (补单), amounts that differ, refunds that do not match. Exit 0: no
// difference; 1: differences (or a failure); 2: bad options or payment not configured.
import { parseArgs } from "node:util";
import { db } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { shanghaiIsoDay } from "~/lib/shanghai-time";
import { paymentGateway } from "~/modules/order/payment-gateway.server";
import { reconcileDay, type ReconciliationDifference } from "~/modules/order/reconciliation.server";
import { runDatabaseCommand } from "./database-command";

const USAGE = "用法：npm run payments:reconcile -- [--date YYYY-MM-DD] [--json]";

const kindNames: Record<ReconciliationDifference["kind"], string> = {
  "missing-in-bill": "本站已支付，账单中没有",
  "missing-here": "账单中已支付，本站未支付（补单）",
  "amount-differs": "金额不一致",
  "refund-missing-in-bill": "本站已退款，账单中没有",
  "refund-missing-here": "账单中已退款，本站未退款",
  "refund-amount-differs": "退款金额不一致",
};

function yesterdayInBeijing(now: number): string {
  return shanghaiIsoDay(now - 86_400_000);
}

const readArgs = () =>
  parseArgs({
    options: {
      date: { type: "string" },
      json: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });

async function main(): Promise<number> {
  let values: ReturnType<typeof readArgs>["values"];
  try {
    ({ values } = readArgs());
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const billDate = values.date ?? yesterdayInBeijing(Date.now());
  if (!/^\d{4}-\d{2}-\d{2}$/.test(billDate) || Number.isNaN(Date.parse(billDate))) {
    console.error(`日期有误：${billDate}\n${USAGE}`);
    return 2;
  }
  const gateway = paymentGateway();
  if (!gateway) {
    console.error("微信支付未配置（WECHATPAY_*），无法对账");
    return 2;
  }
  await migrateToLatest(db);
  const report = await reconcileDay(gateway, billDate);
  if (values.json) console.log(JSON.stringify(report, null, 2));
  else {
    console.log(
      `${billDate} 对账：账单 ${report.billPayments} 笔支付、${report.billRefunds} 笔退款；本站 ${report.ourPayments} 笔支付、${report.ourRefunds} 笔退款`,
    );
    for (const difference of report.differences) {
      const fen = (value: number | null) => (value === null ? "—" : `${(value / 100).toFixed(2)} 元`);
      console.log(
        `  ${kindNames[difference.kind]}：${difference.reference}（本站 ${fen(difference.ours)}，账单 ${fen(difference.theirs)}）${difference.nearMidnight ? "，接近零点，可能在相邻日期的账单中" : ""}`,
      );
    }
    console.log(report.differences.length === 0 ? "没有差异" : `共 ${report.differences.length} 处差异`);
  }
  return report.differences.length === 0 ? 0 : 1;
}

await runDatabaseCommand(main, (reason) => `对账失败：${reason}`);
