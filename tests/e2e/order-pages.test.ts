// The purchase pages (issue 15) in Chromium against the built app and the fake WeChat Pay: this file runs its own
// server (NODE_ENV=test, which accepts the fake's address; production refuses it) on a SQLite file it knows, and its
// students browse from off every demo campus (X-Forwarded-For 198.51.100.x through TRUST_PROXY=loopback) as students
// of schools that license nothing (13800000005 复旦大学, 13800000006 武汉大学), so the courses are for sale.
// - desktop, JavaScript off: course → 加入购物车 → cart → 去结算 → 确认订单 (first without ☑: the message, every field
//   kept, the same token) → pay page (the QR code as SVG with its text alternative) → 我已完成支付 before paying (the
//   message first, and in the title) → the fake pays → 我已完成支付 → 支付成功 → 去学习: the course plays;
// - the confirm form sent twice → one order; 取消订单 asks first (返回 keeps it), 确认取消 → 已取消, and the pay page
//   leads to buying again;
// - desktop, JavaScript on: the pay page's event stream announces 支付成功 when the fake pays, without a reload;
// - mobile, JavaScript on: 立即购买 → 微信支付 (H5) → the fake's cashier → back to the result page, paid; 我的订单's
//   tabs; 申请退款 (refused without a reason, the rule's message) → the fake's refund notification → access removed.
// - with WeChat Pay off (the run's shared server, a 北京大学 student): see the last describe.
// Every button of the pay pages is styled (no bare browser button); axe on each new page state.
import Database from "better-sqlite3";
import net from "node:net";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext, newMobileContext, waitForHydration } from "../support/browser";
import { loginThroughApi } from "../support/demo-login";
import { apiResult, axeCurrentPage, toastText, withToken } from "../support/e2e-helpers";
import { THEME_COOKIE, themeNames } from "~/modules/shell/themes";
import { startFakeWechatPay, type FakeWechatPay } from "../support/fake-wechat-pay";
import { startServer, type ServerProcess } from "../support/server-process";
import { createTestDatabase, type TestDatabase } from "../support/test-databases";

type Tree = "desktop" | "mobile";

const DESKTOP_STUDENT = { phoneNumber: "13800000005", password: "Yantu#2026" };
const MOBILE_STUDENT = { phoneNumber: "13800000006", password: "Yantu#2026" };
const WECHAT_USER_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN";
const OFF_CAMPUS = { desktop: "198.51.100.21", mobile: "198.51.100.22" } as const;

let database: TestDatabase;
let fake: FakeWechatPay;
let server: ServerProcess;
let browser: Browser;
let baseURL: string;
const tokens = { desktop: "", mobile: "" };
/** Priced courses sold alone, by id, each with a video that is not 试看. */
let courses: Array<{ id: number; title: string; priceFen: number; lockedVideoId: number }>;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function sqlite() {
  const handle = new Database(database.url.slice("file:".length), { fileMustExist: true });
  handle.pragma("busy_timeout = 5000");
  return handle;
}

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  const port = await freePort();
  fake = await startFakeWechatPay({
    notifyUrl: `http://127.0.0.1:${port}/api/Tenpay/notify`,
    retryScheduleMs: [200, 400, 800, 1600],
  });
  [server, browser] = await Promise.all([
    startServer({
      databaseUrl: database.url,
      env: {
        ...fake.env,
        NODE_ENV: "test",
        PORT: String(port),
        TRUST_PROXY: "loopback",
        SEED_ON_START: "true",
        ORDER_SWEEP_SECONDS: "1",
      },
    }),
    launchBrowser(),
  ]);
  baseURL = server.baseUrl;
  [tokens.desktop, tokens.mobile] = await Promise.all([
    loginThroughApi(baseURL, DESKTOP_STUDENT),
    loginThroughApi(baseURL, MOBILE_STUDENT),
  ]);
  const handle = sqlite();
  try {
    courses = (
      handle
        .prepare(
          `select c.id, c.title, c.price_fen, (select min(v.id) from course_videos v where v.course_id = c.id and v.free_preview = 0) as locked
           from courses c where c.published = 1 and c.price_fen > 0 and c.type != 3 order by c.id limit 6`,
        )
        .all() as Array<{ id: number; title: string; price_fen: number; locked: number | null }>
    ).map((row) => ({ id: row.id, title: row.title, priceFen: row.price_fen, lockedVideoId: row.locked ?? 0 }));
  } finally {
    handle.close();
  }
  expect(courses.length).toBe(6);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
  await database?.drop();
});

async function contextFor(tree: Tree, js: boolean): Promise<BrowserContext> {
  const context =
    tree === "mobile"
      ? await newMobileContext(browser, { baseURL, javaScriptEnabled: js })
      : await newDesktopContext(browser, { baseURL, javaScriptEnabled: js });
  await context.setExtraHTTPHeaders({ "x-forwarded-for": OFF_CAMPUS[tree] });
  return withToken(context, tokens[tree], baseURL);
}

/** A fresh context for axe's no-JavaScript audit (axe-core itself needs scripts: the page's own are stripped). */
const newContextLike = (tree: Tree) => () => contextFor(tree, true);

const yuan = (fen: number) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, "0")}`;

/**
 * Every button of the page's main region is styled (issue 23: the pay page loaded none of the buttons' stylesheet, so
 * 取消订单 was the browser's grey button): a pointer and rounded corners, which a bare button has neither of.
 */
async function expectStyledButtons(page: Page): Promise<void> {
  const bare = await page
    .getByRole("main")
    .locator("button, a.course-button")
    .evaluateAll((elements) =>
      elements
        .filter((element) => {
          const style = getComputedStyle(element);
          return style.cursor !== "pointer" || style.borderTopLeftRadius === "0px";
        })
        .map((element) => element.textContent?.trim()),
    );
  expect(bare).toEqual([]);
}

/** The order number of the pay page the browser is on. */
const orderNoOf = (page: Page) => new URL(page.url()).searchParams.get("orderNo")!;

/** The open payment attempt of an order at the fake (its out_trade_no starts with the order number). */
function liveTrade(orderNo: string) {
  const trades = [...fake.transactions.values()].filter(
    (tx) => tx.outTradeNo.startsWith(orderNo) && tx.tradeState === "NOTPAY",
  );
  expect(trades.length, `an open trade of ${orderNo} at the fake`).toBeGreaterThan(0);
  return trades.at(-1)!;
}

function orderRow(orderNo: string) {
  const handle = sqlite();
  try {
    return handle.prepare("select id, status from orders where order_no = ?").get(orderNo) as
      | { id: number; status: string }
      | undefined;
  } finally {
    handle.close();
  }
}

/** How many orders a student has with this course in them. */
function ordersOfCourse(phoneNumber: string, courseId: number): number {
  const handle = sqlite();
  try {
    const row = handle
      .prepare(
        "select count(distinct o.id) as count from orders o join order_lines l on l.order_id = o.id join users u on u.id = o.user_id where u.phone_number = ? and l.product_id = ?",
      )
      .get(phoneNumber, courseId) as { count: number };
    return row.count;
  } finally {
    handle.close();
  }
}

/** Whether a course's video that is not 试看 plays for this browser: the player, or the refusal in its place. */
async function plays(
  context: BrowserContext,
  tree: Tree,
  course: { id: number; lockedVideoId: number },
): Promise<boolean> {
  const page = await context.newPage();
  try {
    const response = await page.goto(
      `${tree === "mobile" ? "/mobile" : ""}/course/player?id=${course.id}&videoId=${course.lockedVideoId}`,
    );
    const [videos, refusals] = await Promise.all([
      page.locator("video").count(),
      page.locator(".player-refusal").count(),
    ]);
    // Playing: 200 and the player; refused: 403 and the refusal (该内容需购买…) in the player's place.
    expect([response?.status(), videos + refusals]).toEqual([videos === 1 ? 200 : 403, 1]);
    return videos === 1;
  } finally {
    await page.close();
  }
}

describe("buying a course on desktop without JavaScript", () => {
  it("goes course → cart → 确认订单 → QR pay page → the fake pays → 支付成功 → the course plays", {
    timeout: 180_000,
  }, async () => {
    const course = courses[0]!;
    const context = await contextFor("desktop", false);
    const page = await context.newPage();
    try {
      expect(course.lockedVideoId).toBeGreaterThan(0);
      expect(await plays(context, "desktop", course)).toBe(false);
      await page.goto(`/course/detail?id=${course.id}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: /立即购买/ }).getAttribute("href")).resolves.toBe(
        `/course/order?courseId=${course.id}`,
      );
      await main.getByRole("button", { name: "加入购物车" }).click();
      expect(await toastText(page)).toContain("已加入购物车");
      expect(await main.getByRole("link", { name: "已在购物车，去结算" }).count()).toBe(1);
      await axeCurrentPage(page, false, newContextLike("desktop"));

      await page.goto("/course/shopCar");
      expect(await main.textContent()).toContain(course.title);
      expect(await main.textContent()).toContain(`合计 ${yuan(course.priceFen)}`);
      await axeCurrentPage(page, false, newContextLike("desktop"));
      await main.getByRole("link", { name: "去结算" }).click();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/course/order?from=cart");
      expect(await main.textContent()).toContain("购买须知");
      expect(await main.textContent()).toContain("7 天内");
      await axeCurrentPage(page, false, newContextLike("desktop"));

      // Refused: no ☑, and a company invoice without a valid tax number. Every field comes back, the token too.
      const token = await page.locator('input[name="token"]').inputValue();
      await page.getByLabel("单位", { exact: true }).check();
      await page.getByLabel("发票抬头（个人姓名或单位名称）").fill("研途测试有限公司");
      await page.getByLabel("纳税人识别号（单位发票必填）").fill("123");
      await main.getByRole("button", { name: "提交订单" }).click();
      expect(await main.textContent()).toContain("请阅读并同意《购买须知》");
      expect(await main.textContent()).toContain("纳税人识别号为 15、18 或 20 位数字或大写字母");
      expect(await page.locator('input[name="token"]').inputValue()).toBe(token);
      expect(await page.getByLabel("单位", { exact: true }).isChecked()).toBe(true);
      expect(await page.getByLabel("发票抬头（个人姓名或单位名称）").inputValue()).toBe("研途测试有限公司");
      expect(await page.getByLabel("我已阅读《购买须知》").getAttribute("aria-invalid")).toBe("true");
      await page.getByLabel("纳税人识别号（单位发票必填）").fill("91110000600037341X");
      await page.getByLabel("我已阅读《购买须知》").check();
      await main.getByRole("button", { name: "提交订单" }).click();

      // The pay page: the QR code drawn as SVG, named by its caption, which says everything; code_url is no link.
      expect(new URL(page.url()).pathname).toBe("/course/order/pay");
      const orderNo = orderNoOf(page);
      const qr = main.getByRole("img", { name: /微信支付二维码/ });
      expect(await qr.locator("svg path").count()).toBeGreaterThan(0);
      const caption = (await page.locator("#pay-qr-caption").textContent()) ?? "";
      expect(caption).toContain(yuan(course.priceFen));
      expect(caption).toContain(orderNo);
      expect(caption).toMatch(/请在 (\d+月\d+日 )?\d{2}:\d{2} 前用微信扫一扫/);
      expect(caption).toContain("不能作为链接打开");
      const trade = liveTrade(orderNo);
      expect(await page.content()).not.toContain(trade.current);
      await expectStyledButtons(page);
      // The QR page in every theme (the audit's server has no WeChat Pay, so only this test sees it).
      for (const theme of themeNames) {
        await context.addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL }]);
        await axeCurrentPage(page, false, newContextLike("desktop"));
      }
      await context.addCookies([{ name: THEME_COOKIE, value: "default", url: baseURL }]);

      // 我已完成支付 before paying: the message first, and in the title.
      await main.getByRole("button", { name: "我已完成支付" }).click();
      expect(await page.getByRole("alert").first().textContent()).toContain("尚未收到支付结果");
      expect(await page.title()).toMatch(/^尚未收到支付结果/);
      await axeCurrentPage(page, false, newContextLike("desktop"));

      await fake.pay(trade.outTradeNo);
      await main.getByRole("button", { name: "我已完成支付" }).click();
      expect(new URL(page.url()).pathname).toBe("/course/order/result");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("支付成功");
      await axeCurrentPage(page, false, newContextLike("desktop"));
      expect(orderRow(orderNo)?.status).toBe("paid");

      await main.getByRole("link", { name: "去学习" }).click();
      expect(new URL(page.url()).pathname).toBe("/course/player");
      expect(await page.locator("video").count()).toBe(1);
      expect(await plays(context, "desktop", course)).toBe(true);
      // The course page now says why there is nothing to buy: one label, one way to study, no price.
      await page.goto(`/course/detail?id=${course.id}`);
      const hero = page.locator(".course-hero");
      expect(((await hero.textContent()) ?? "").match(/已购买|已开通/g)).toEqual(["已购买"]);
      expect(await hero.locator(".course-price").count()).toBe(0);
      expect(await hero.getByRole("link", { name: /^(去学习|开始学习|继续学习)/ }).count()).toBe(1);
      expect(await main.getByRole("button", { name: "加入购物车" }).count()).toBe(0);
      // And the cart no longer holds it.
      await page.goto("/course/shopCar");
      expect(await main.textContent()).toContain("购物车是空的");
    } finally {
      await context.close();
    }
  });

  it("makes one order of a confirm form sent twice, and cancels it from the pay page", {
    timeout: 120_000,
  }, async () => {
    const course = courses[1]!;
    const context = await contextFor("desktop", false);
    const page = await context.newPage();
    try {
      await page.goto(`/course/order?courseId=${course.id}`);
      const token = await page.locator('input[name="token"]').inputValue();
      const form = { token, courseIds: String(course.id), agree: "on", invoiceKind: "none" };
      const [first, second] = await Promise.all(
        [0, 1].map(() =>
          fetch(`${baseURL}/course/order?courseId=${course.id}`, {
            method: "POST",
            redirect: "manual",
            headers: {
              cookie: `Authorization=${tokens.desktop}`,
              origin: baseURL,
              "x-forwarded-for": OFF_CAMPUS.desktop,
              "content-type": "application/x-www-form-urlencoded",
            },
            body: new URLSearchParams(form).toString(),
          }),
        ),
      );
      expect(first!.status).toBe(303);
      expect(second!.status).toBe(303);
      const location = first!.headers.get("location");
      expect(location).toMatch(/^\/course\/order\/pay\?orderNo=YT\d{18}$/);
      expect(second!.headers.get("location")).toBe(location);
      // The page's own form, sent a third time with the same token, lands on the same order too.
      await page.getByLabel("我已阅读《购买须知》").check();
      await page.getByRole("main").getByRole("button", { name: "提交订单" }).click();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(location);
      const orderNo = orderNoOf(page);
      const mine = await apiResult<{ total: number; items: Array<{ orderNo: string }> }>(
        baseURL,
        "/api/Order?tab=all&rows=50",
        {
          token: tokens.desktop,
        },
      );
      expect(mine.items.filter((order) => order.orderNo === orderNo)).toHaveLength(1);
      expect(ordersOfCourse(DESKTOP_STUDENT.phoneNumber, course.id)).toBe(1);

      // 取消订单 asks first (?cancel=<orderNo>); 返回 leaves the order as it was.
      await page.getByRole("main").getByRole("link", { name: "取消订单" }).click();
      expect(new URL(page.url()).searchParams.get("cancel")).toBe(orderNo);
      const dialog = page.getByRole("dialog", { name: "取消订单" });
      expect(await dialog.textContent()).toContain("确定取消订单？");
      await axeCurrentPage(page, false, newContextLike("desktop"));
      await dialog.getByRole("link", { name: "返回" }).click();
      expect(new URL(page.url()).searchParams.has("cancel")).toBe(false);
      expect(await page.getByRole("dialog").count()).toBe(0);
      expect(orderRow(orderNo)?.status).toBe("pending");
      await page.getByRole("main").getByRole("link", { name: "取消订单" }).click();
      await page.getByRole("dialog", { name: "取消订单" }).getByRole("button", { name: "确认取消" }).click();
      expect(await toastText(page)).toContain("订单已取消");
      expect(new URL(page.url()).pathname).toBe("/user/order");
      expect(orderRow(orderNo)?.status).toBe("cancelled");
      await page.getByRole("navigation", { name: "订单分类" }).getByRole("link", { name: "已关闭" }).click();
      const card = page.getByRole("article").filter({ hasText: orderNo });
      expect(await card.textContent()).toContain("已取消");
      expect(await card.getByRole("link", { name: /继续支付/ }).count()).toBe(0);
      await axeCurrentPage(page, false, newContextLike("desktop"));
      // A cancelled order's pay page says it cannot be paid, and leads to buying again and to 我的订单.
      await page.goto(`/course/order/pay?orderNo=${orderNo}`);
      expect(await page.getByRole("main").textContent()).toContain("订单已取消，不能再支付");
      expect(
        await page
          .getByRole("main")
          .getByRole("link", { name: /^重新购买/ })
          .getAttribute("href"),
      ).toBe(`/course/detail?id=${course.id}`);
      expect(await page.getByRole("main").getByRole("link", { name: "查看我的订单" }).count()).toBe(1);
      await expectStyledButtons(page);
      await axeCurrentPage(page, false, newContextLike("desktop"));
    } finally {
      await context.close();
    }
  });
});

describe("the pay page with JavaScript", () => {
  it("announces 支付成功 in its live region once the fake pays", { timeout: 120_000 }, async () => {
    const course = courses[2]!;
    const context = await contextFor("desktop", true);
    const page = await context.newPage();
    try {
      await page.goto(`/course/order?courseId=${course.id}`);
      await waitForHydration(page);
      // Hydrated (React's effects have run, which __remixContext alone does not say), the company fields show only for 单位.
      const taxNo = page.getByLabel("纳税人识别号（单位发票必填）");
      await expect.poll(() => taxNo.isVisible(), { timeout: 10_000 }).toBe(false);
      await page.getByLabel("单位", { exact: true }).check();
      await expect.poll(() => taxNo.isVisible(), { timeout: 5_000 }).toBe(true);
      await page.getByLabel("不开发票").check();
      await page.getByLabel("我已阅读《购买须知》").check();
      // The state arrives as server-sent events (docs/decisions/0041): one stream, no polling of the API. Watched
      // from before the submit: the client navigation to the pay page may open the stream before waitForURL returns.
      const asked: string[] = [];
      page.on("request", (request) => asked.push(new URL(request.url()).pathname));
      const stream = page.waitForResponse((response) => new URL(response.url()).pathname === "/events/order-status");
      await page.getByRole("main").getByRole("button", { name: "提交订单" }).click();
      await page.waitForURL(/\/course\/order\/pay\?/);
      const orderNo = orderNoOf(page);
      const payUrl = page.url();
      await waitForHydration(page);
      const streamHeaders = (await stream).headers();
      expect(streamHeaders["content-type"]).toMatch(/^text\/event-stream/);
      expect(streamHeaders["content-encoding"]).toBeUndefined();
      // The pay page with its QR code, before axe looks at it.
      await expect.poll(() => page.getByRole("img", { name: /微信支付二维码/ }).count()).toBe(1);
      await axeCurrentPage(page, true, newContextLike("desktop"));
      const status = page.locator("[data-pay-status]");
      expect(await status.getAttribute("aria-live")).toBe("polite");
      expect(await page.locator('meta[http-equiv="refresh"]').count()).toBe(0);
      await fake.pay(liveTrade(orderNo).outTradeNo);
      await expect
        .poll(async () => (await status.textContent()) ?? "", { timeout: 15_000, interval: 500 })
        .toContain("支付成功");
      // Without a reload, and without asking /api/Order.
      expect(page.url()).toBe(payUrl);
      expect(asked.filter((path) => path.startsWith("/api/Order"))).toEqual([]);
      expect(asked.filter((path) => path === "/events/order-status")).toHaveLength(1);
      await status.getByRole("link", { name: "查看支付结果" }).click();
      await page.waitForURL(/\/course\/order\/result\?/);
      // A client navigation: the URL may change a moment before the new page is committed.
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000 })
        .toBe("支付成功");
    } finally {
      await context.close();
    }
  });
});

describe("buying on a phone (H5) and asking for a refund", () => {
  it("立即购买 → 微信支付 → the fake's cashier → back paid; 我的订单's tabs; a refund ends the access", {
    timeout: 180_000,
  }, async () => {
    const course = courses[3]!;
    const context = await contextFor("mobile", true);
    const page = await context.newPage();
    try {
      await page.goto(`/mobile/course/cover?id=${course.id}`);
      await waitForHydration(page);
      // The course's cover with its offer (off campus, not licensed), before axe looks at it.
      expect(await page.getByRole("main").textContent()).toContain(course.title);
      expect(
        await page
          .getByRole("main")
          .getByRole("link", { name: /立即购买/ })
          .count(),
      ).toBe(1);
      await axeCurrentPage(page, true, newContextLike("mobile"));
      await page
        .getByRole("main")
        .getByRole("link", { name: /立即购买/ })
        .click();
      await page.waitForURL(/\/mobile\/course\/order\?courseId=/);
      await page.getByLabel("我已阅读《购买须知》").check();
      await page.getByRole("button", { name: "提交订单" }).click();
      await page.waitForURL(/\/mobile\/course\/order\/pay\?/);
      const orderNo = orderNoOf(page);
      await waitForHydration(page);
      // No QR code unless asked: a phone pays here, by H5.
      expect(await page.getByRole("img", { name: /微信支付二维码/ }).count()).toBe(0);
      expect(await page.getByRole("link", { name: /显示二维码/ }).count()).toBe(1);
      await axeCurrentPage(page, true, newContextLike("mobile"));

      // 微信支付 → WeChat Pay's cashier (the fake's) with our result page as redirect_url.
      await page.getByRole("button", { name: /微信支付/ }).click();
      await page.waitForURL((url) => url.href.startsWith(fake.baseUrl));
      const cashier = new URL(page.url());
      expect(cashier.pathname).toBe("/h5pay");
      expect(cashier.searchParams.get("redirect_url")).toBe(`${baseURL}/mobile/course/order/result?orderNo=${orderNo}`);
      await page.getByRole("button", { name: "支付" }).click();
      await page.waitForURL(/\/mobile\/course\/order\/result\?/);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("支付成功");
      await axeCurrentPage(page, true, newContextLike("mobile"));
      expect(await plays(context, "mobile", course)).toBe(true);

      // 我的订单: the tabs are links; the order is under 已支付, not under 待支付.
      await page.getByRole("link", { name: "查看我的订单" }).click();
      await page.waitForURL(/\/mobile\/user\/order/);
      const tabs = page.getByRole("navigation", { name: "订单分类" });
      // The address changes a moment before the new list is rendered: the tab marked current says the list is there.
      await tabs.getByRole("link", { name: "待支付" }).click();
      await page.waitForURL(/tab=pending/);
      await expect.poll(() => tabs.getByRole("link", { name: "待支付" }).getAttribute("aria-current")).toBe("page");
      expect(await page.getByRole("article").filter({ hasText: orderNo }).count()).toBe(0);
      await tabs.getByRole("link", { name: "已支付" }).click();
      await page.waitForURL(/tab=paid/);
      await expect.poll(() => tabs.getByRole("link", { name: "已支付" }).getAttribute("aria-current")).toBe("page");
      const card = page.getByRole("article").filter({ hasText: orderNo });
      expect(await card.textContent()).toContain("已支付");
      await axeCurrentPage(page, true, newContextLike("mobile"));

      // 申请退款: refused without a reason (the form comes back with the message), then sent.
      await card.getByRole("link", { name: /申请退款/ }).click();
      await page.waitForURL(/refund=/);
      const reason = page.getByLabel("退款原因（必填，200 字以内）");
      await page.getByRole("button", { name: "提交退款申请" }).click();
      await expect.poll(async () => (await page.getByRole("main").textContent()) ?? "").toContain("请填写退款原因");
      await axeCurrentPage(page, true, newContextLike("mobile"));
      await reason.fill("买错了课程");
      await page.getByRole("button", { name: "提交退款申请" }).click();
      await expect.poll(() => toastText(page)).toContain("退款申请已提交");
      expect(orderRow(orderNo)?.status).toBe("refunding");

      // WeChat Pay completes the refund and says so: the order is refunded and the course no longer plays.
      const refund = [...fake.refunds.values()].find((candidate) => candidate.outRefundNo.startsWith(orderNo));
      expect(refund).toBeDefined();
      await fake.completeRefund(refund!.outRefundNo, "SUCCESS");
      await fake.idle();
      await expect.poll(() => orderRow(orderNo)?.status, { timeout: 10_000 }).toBe("refunded");
      expect(await plays(context, "mobile", course)).toBe(false);
      await page.goto("/mobile/user/order?tab=refund");
      expect(await page.getByRole("article").filter({ hasText: orderNo }).textContent()).toContain("已退款");
    } finally {
      await context.close();
    }
  });

  it("inside WeChat says why it cannot pay there and offers the QR code for another device", {
    timeout: 60_000,
  }, async () => {
    const course = courses[4]!;
    const inWechat = async (js = false) => {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled: js,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale: "zh-CN",
        userAgent: WECHAT_USER_AGENT,
        extraHTTPHeaders: { "x-forwarded-for": OFF_CAMPUS.mobile },
      });
      context.setDefaultTimeout(10_000);
      return withToken(context, tokens.mobile, baseURL);
    };
    const context = await inWechat();
    const page = await context.newPage();
    try {
      await page.goto(`/mobile/course/order?courseId=${course.id}`);
      await page.getByLabel("我已阅读《购买须知》").check();
      await page.getByRole("button", { name: "提交订单" }).click();
      expect(new URL(page.url()).pathname).toBe("/mobile/course/order/pay");
      const main = page.getByRole("main");
      expect(await main.textContent()).toContain("在微信内支付需要先授权微信登录");
      expect(await main.getByRole("button", { name: /微信支付/ }).count()).toBe(0);
      expect(await main.getByRole("img", { name: /微信支付二维码/ }).count()).toBe(1);
      await axeCurrentPage(page, false, () => inWechat(true));
      await main.getByRole("link", { name: "取消订单" }).click();
      await page.getByRole("dialog", { name: "取消订单" }).getByRole("button", { name: "确认取消" }).click();
      expect(await toastText(page)).toContain("订单已取消");
    } finally {
      await context.close();
    }
  });
});

describe("an order left unpaid", () => {
  it("is closed by the sweep (its trade closed at WeChat Pay first) and can no longer be paid", {
    timeout: 60_000,
  }, async () => {
    const course = courses[5]!;
    const context = await contextFor("desktop", false);
    const page = await context.newPage();
    try {
      await page.goto(`/course/order?courseId=${course.id}`);
      await page.getByLabel("我已阅读《购买须知》").check();
      await page.getByRole("main").getByRole("button", { name: "提交订单" }).click();
      const orderNo = orderNoOf(page);
      const trade = liveTrade(orderNo);
      // Its time runs out (the app sweeps every second here; ORDER_SWEEP_SECONDS) and the trade is older than the
      // five minutes WeChat Pay asks before a close.
      const handle = sqlite();
      try {
        handle.prepare("update orders set expires_at = ? where order_no = ?").run(Date.now() - 1000, orderNo);
        handle
          .prepare("update payment_attempts set created_at = created_at - 600000 where out_trade_no = ?")
          .run(trade.outTradeNo);
      } finally {
        handle.close();
      }
      await expect.poll(() => orderRow(orderNo)?.status, { timeout: 15_000, interval: 250 }).toBe("closed");
      expect(fake.transactions.get(trade.outTradeNo)?.tradeState).toBe("CLOSED");
      await page.goto("/user/order?tab=closed");
      const main = page.getByRole("main");
      expect(await main.textContent()).toContain(orderNo);
      await page.goto(`/course/order/pay?orderNo=${orderNo}`);
      expect(await main.textContent()).toContain("订单已超时关闭，不能再支付");
      expect(await main.getByRole("button", { name: "我已完成支付" }).count()).toBe(0);
      expect(await main.getByRole("link", { name: /^重新购买/ }).getAttribute("href")).toBe(
        `/course/detail?id=${course.id}`,
      );
      await page.goto(`/course/order/result?orderNo=${orderNo}`);
      expect(await main.getByRole("link", { name: "查看我的订单" }).count()).toBe(1);
      expect(await main.getByRole("link", { name: /^重新购买/ }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe("buying a question bank (/question/order)", () => {
  it("shows the 408 bank for sale, locks its paper, sells it through the same order and opens it once paid", {
    timeout: 120_000,
  }, async () => {
    const context = await contextFor("desktop", false);
    const page = await context.newPage();
    try {
      const main = page.getByRole("main");
      await page.goto("/question/tkzyCourse");
      expect(await main.textContent()).toContain("付费题库 ¥39.90");
      const buy = main.getByRole("link", { name: "购买题库" }).first();
      const href = (await buy.getAttribute("href")) ?? "";
      expect(href).toMatch(/^\/question\/order\?bankId=\d+$/);
      const mockSetId = await (async () => {
        const handle = sqlite();
        try {
          const row = handle
            .prepare(
              `select s.id from question_sets s join question_set_slots t on t.set_id = s.id join questions q on q.id = t.question_id
               join question_banks b on b.id = q.bank_id where b.code = 'bank-cs408' and s.kind = 'mock' and s.published = 1 limit 1`,
            )
            .get() as { id: number };
          return row.id;
        } finally {
          handle.close();
        }
      })();
      // The exam's start page says why it cannot start, and where to buy.
      await page.goto(`/question/exam?setId=${mockSetId}`);
      expect(await main.textContent()).toContain("「408 计算机学科专业基础题库」需购买，或由本校图书馆开通后使用");
      expect(await main.getByRole("button", { name: /开始/ }).count()).toBe(0);
      await axeCurrentPage(page, false, newContextLike("desktop"));

      await page.goto(href);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("购买题库");
      expect(await main.textContent()).toContain("408 计算机学科专业基础题库");
      // What is bought is a 题库, never a 课程 (issue 23).
      expect(await main.getByRole("heading", { name: "商品（1 个题库）" }).count()).toBe(1);
      expect(await main.textContent()).toContain("所购题库为在线数字内容");
      expect(await main.textContent()).not.toMatch(/课程/);
      await axeCurrentPage(page, false, newContextLike("desktop"));
      await page.getByLabel("我已阅读《购买须知》").check();
      await main.getByRole("button", { name: "提交订单" }).click();
      expect(new URL(page.url()).pathname).toBe("/course/order/pay");
      const orderNo = orderNoOf(page);
      await fake.pay(liveTrade(orderNo).outTradeNo);
      await main.getByRole("button", { name: "我已完成支付" }).click();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("支付成功");

      await page.goto(`/question/exam?setId=${mockSetId}`);
      expect(await main.textContent()).not.toContain("需购买");
      expect(await main.getByRole("button", { name: /开始/ }).count()).toBe(1);
      await page.goto("/question/tkzyCourse");
      expect(await main.textContent()).toContain("付费题库 ¥39.90 · 已购买");
    } finally {
      await context.close();
    }
  });
});

// With WeChat Pay off (the default, and the run's shared server: no WECHATPAY_*), as 北京大学's student off campus, whose
// school licenses politics but not 英语二 (issue 23): 确认订单 (a course, a bank), the cart, a pending order's pay and
// result pages and its card in 我的订单 each say why nothing can be paid and lead back to the course or the bank and to
// 我的订单; 取消订单 asks first (?cancel=<orderNo>; with JavaScript, Escape closes it). Desktop and mobile, JavaScript on
// and off, axe on each new state.
describe("with WeChat Pay off", () => {
  const PKU_STUDENT = { phoneNumber: "13800000002", password: "Kaoyan@2026" };
  const shared = inject("e2eBaseUrl");
  const offCampus = { "x-forwarded-for": "198.51.100.7" };
  let token: string;
  /** 英语二's priced courses, one per test (an order, a recommendation each). */
  let forSale: Array<{ id: number; title: string }>;
  let bankId: number;

  beforeAll(async () => {
    token = await loginThroughApi(shared, PKU_STUDENT);
    const page = await apiResult<{ items: Array<{ id: number; title: string; priceFen: number }> }>(
      shared,
      "/api/Course/page-query?type=2&subject=english2&rows=20",
      { token },
    );
    forSale = page.items.filter((course) => course.priceFen > 0);
    expect(forSale.length).toBeGreaterThanOrEqual(4);
    const handle = await fetch(`${shared}/question/tkzyCourse`, {
      headers: { cookie: `Authorization=${token}`, ...offCampus },
    });
    bankId = Number(/\/question\/order\?bankId=(\d+)/.exec(await handle.text())?.[1]);
    expect(bankId).toBeGreaterThan(0);
  });

  const variants = [
    { tree: "desktop", js: false },
    { tree: "desktop", js: true },
    { tree: "mobile", js: false },
    { tree: "mobile", js: true },
  ] as const;

  variants.forEach(({ tree, js }, index) => {
    const prefix = tree === "mobile" ? "/mobile" : "";
    const newContext = async (javaScriptEnabled: boolean) => {
      const options = { baseURL: shared, javaScriptEnabled };
      const context =
        tree === "mobile" ? await newMobileContext(browser, options) : await newDesktopContext(browser, options);
      await context.setExtraHTTPHeaders(offCampus);
      return withToken(context, token, shared);
    };
    /** Waits for what a click started: a new address (and, hydrated, the page that goes with it). */
    const settle = async (page: Page, url: (url: URL) => boolean, text?: string) => {
      await page.waitForURL(url);
      if (text)
        await expect
          .poll(async () => (await page.getByRole("main").textContent()) ?? "", { timeout: 15_000 })
          .toContain(text);
    };

    it(`${tree}, JavaScript ${js ? "on" : "off"}: every page says why and leads on; 取消订单 asks first`, {
      timeout: 300_000,
    }, async () => {
      const course = forSale[index]!;
      const context = await newContext(js);
      const page = await context.newPage();
      const main = page.getByRole("main");
      const axe = () => axeCurrentPage(page, js, () => newContext(true));
      const ready = async () => {
        if (js) await waitForHydration(page);
      };
      try {
        // 确认订单 of a course: why, 推荐图书馆购买, back to the course, 我的订单.
        await page.goto(`${prefix}/course/order?courseId=${course.id}`);
        await ready();
        expect(await main.textContent()).toContain("在线支付尚未开通，暂时不能提交订单");
        expect(await main.getByRole("button", { name: "提交订单" }).count()).toBe(0);
        expect(await main.getByRole("link", { name: /^返回课程/ }).getAttribute("href")).toBe(
          `${prefix}/course/${tree === "mobile" ? "cover" : "detail"}?id=${course.id}`,
        );
        expect(await main.getByRole("link", { name: "查看我的订单" }).getAttribute("href")).toBe(
          `${prefix}/user/order`,
        );
        await expectStyledButtons(page);
        await axe();
        await main.getByRole("button", { name: "推荐图书馆购买" }).click();
        await settle(page, (url) => url.pathname === `${prefix}/course/${tree === "mobile" ? "cover" : "detail"}`);
        await expect.poll(() => toastText(page), { timeout: 15_000 }).toContain("已推荐图书馆购买");
        await page.goto(`${prefix}/course/order?courseId=${course.id}`);
        expect(await main.textContent()).toContain("已推荐");

        // /question/order: a 题库, back to the banks.
        await page.goto(`${prefix}/question/order?bankId=${bankId}`);
        await ready();
        expect(await main.textContent()).toContain("在线支付尚未开通，暂时不能购买题库");
        expect(await main.textContent()).not.toMatch(/课程/);
        expect(await main.getByRole("link", { name: /^返回题库/ }).getAttribute("href")).toBe(
          `${prefix}/question/tkzyCourse`,
        );
        await axe();

        // The empty cart leads to the courses and 我的订单.
        await page.goto(`${prefix}/course/shopCar`);
        expect(await main.getByRole("link", { name: "去看看课程" }).count()).toBe(1);
        expect(await main.getByRole("link", { name: "查看我的订单" }).count()).toBe(1);

        // A pending order (made through the API, which needs no WeChat Pay): its card has no 继续支付 but why and the course.
        const created = await fetch(`${shared}/api/Order/create-from-course`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...offCampus },
          body: JSON.stringify({
            courseIds: [course.id],
            token: `e2e-payment-off-${tree}-${js}-${Date.now()}`,
            agree: true,
          }),
        });
        const orderNo = ((await created.json()) as { result: { orderNo: string } }).result.orderNo;
        await page.goto(`${prefix}/user/order?tab=pending`);
        await ready();
        const card = page.getByRole("article").filter({ hasText: orderNo });
        expect(await card.textContent()).toContain("在线支付尚未开通，订单已保留");
        expect(await card.getByRole("link", { name: /继续支付/ }).count()).toBe(0);
        expect(await card.getByRole("link", { name: /^返回课程/ }).count()).toBe(1);
        await expectStyledButtons(page);

        // 取消订单 → 「确定取消订单？」; 返回 (or, hydrated, Escape) leaves the order pending.
        await card.getByRole("link", { name: /^取消订单/ }).click();
        await settle(page, (url) => url.searchParams.get("cancel") === orderNo);
        const dialog = page.getByRole("dialog", { name: "取消订单" });
        await expect
          .poll(async () => (await dialog.textContent()) ?? "", { timeout: 15_000 })
          .toContain("确定取消订单？");
        expect(await dialog.getByRole("button", { name: "确认取消" }).count()).toBe(1);
        await expectStyledButtons(page);
        await axe();
        if (js) {
          await page.keyboard.press("Escape");
        } else {
          await dialog.getByRole("link", { name: "返回" }).click();
        }
        await settle(page, (url) => !url.searchParams.has("cancel"));
        await expect.poll(() => page.getByRole("dialog").count(), { timeout: 15_000 }).toBe(0);

        // Its pay page: why, until when, back to the course, 我的订单, 取消订单; and the result page likewise.
        await page.goto(`${prefix}/course/order/pay?orderNo=${orderNo}`);
        await ready();
        expect(await main.textContent()).toMatch(
          /在线支付尚未开通，订单已保留，(\d+月\d+日 )?\d\d:\d\d（北京时间）前未支付将自动关闭/,
        );
        expect(await main.getByRole("link", { name: /^返回课程/ }).count()).toBe(1);
        expect(await main.getByRole("link", { name: "查看我的订单" }).count()).toBe(1);
        await expectStyledButtons(page);
        await axe();
        await page.goto(`${prefix}/course/order/result?orderNo=${orderNo}`);
        await ready();
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("订单待支付");
        expect(await main.getByRole("button", { name: "我已完成支付" }).count()).toBe(0);
        expect(await main.getByRole("link", { name: "查看我的订单" }).count()).toBe(1);
        await expectStyledButtons(page);
        await axe();

        // 取消订单 from the result page → the pay page's confirmation → 确认取消 → 我的订单, 已取消, 重新购买.
        await main.getByRole("link", { name: "取消订单" }).click();
        await settle(
          page,
          (url) => url.pathname === `${prefix}/course/order/pay` && url.searchParams.get("cancel") === orderNo,
        );
        await page.getByRole("dialog", { name: "取消订单" }).getByRole("button", { name: "确认取消" }).click();
        await settle(page, (url) => url.pathname === `${prefix}/user/order`);
        await expect.poll(() => toastText(page), { timeout: 15_000 }).toContain("订单已取消");
        const cancelled = page.getByRole("article").filter({ hasText: orderNo });
        await expect
          .poll(async () => (await cancelled.textContent()) ?? "", { timeout: 15_000 })
          .toContain("订单已取消，不能再支付");
        expect(await cancelled.getByRole("link", { name: /^重新购买/ }).getAttribute("href")).toBe(
          `${prefix}/course/${tree === "mobile" ? "cover" : "detail"}?id=${course.id}`,
        );
        expect(await cancelled.getByRole("link", { name: /^取消订单/ }).count()).toBe(0);
      } finally {
        await context.close();
      }
    });
  });
});
