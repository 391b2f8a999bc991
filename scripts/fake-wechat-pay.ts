// npm run wechatpay:fake [-- --port 3900] [-- --app http://localhost:3000]
//
// Starts the local fake WeChat Pay (tests/support/fake-wechat-pay) for a developer who wants to "pay" in a browser.
// Its keys live in DATA_DIR/fake-wechat-pay/ and are reused, so the printed WECHATPAY_* lines stay valid across
// restarts; they are also written to DATA_DIR/fake-wechat-pay/wechatpay.env. Start the site with them:
//   set -a; . data/fake-wechat-pay/wechatpay.env; set +a; npm run dev
// Then order something: http://127.0.0.1:3900/ lists pending orders with a 支付 button (a Native QR code cannot be
// scanned by a real WeChat), /scan?code_url=… shows one order, and the H5 flow lands on the fake's cashier page and
// comes back to the site's result page. Refunds complete by themselves after 3 s. Development only: a production
// server refuses a WECHATPAY_BASE_URL other than WeChat Pay's.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { startFakeWechatPay } from "../tests/support/fake-wechat-pay";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.FAKE_WECHATPAY_PORT ?? "3900" },
    app: { type: "string", default: `http://localhost:${process.env.PORT ?? "3000"}` },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`--port 须为 1–65535 的整数：${values.port}`);
  process.exit(2);
}
const dir = path.resolve(process.env.DATA_DIR ?? "./data", "fake-wechat-pay");
const notifyUrl = `${values.app!.replace(/\/+$/, "")}/api/Tenpay/notify`;

const fake = await startFakeWechatPay({
  port,
  dir,
  persist: true,
  notifyUrl,
  log: true,
  autoCompleteRefunds: { status: "SUCCESS", delayMs: 3_000 },
  // WeChat's schedule (15 s, 15 s, 30 s, 3 min, …) compressed a hundredfold: a dev server restarted mid-way still gets it.
  retryScheduleMs: [150, 150, 300, 1_800, 6_000, 12_000, 18_000, 18_000, 18_000, 36_000],
});

const lines = Object.entries(fake.env).map(([name, value]) => `${name}=${value}`);
const envFile = path.join(dir, "wechatpay.env");
fs.writeFileSync(envFile, `# written by npm run wechatpay:fake — development only\n${lines.join("\n")}\n`);

console.log(`fake WeChat Pay listening on ${fake.baseUrl} (orders to pay: ${fake.baseUrl}/)`);
console.log(`\nenvironment for the site (also in ${path.relative(process.cwd(), envFile)}):\n`);
console.log(lines.join("\n"));
console.log(`\nstart the site with:  set -a; . ${path.relative(process.cwd(), envFile)}; set +a; npm run dev\n`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
