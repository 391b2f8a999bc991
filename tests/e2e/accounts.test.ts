// Accounts journeys in Chromium, with JavaScript on and off, on desktop and mobile: register on campus, SMS login,
// password login, organisation login, reset, logout, 401 handling, the "mine" tab's way back, and the campus-network
// limit for an off-campus visitor (a second server behind a trusted proxy). axe runs on the screens a journey reaches
// (the pages and dialogs as first served are the audit's).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { sharedE2eServer, type SharedE2eServer, formPostResponse, toastText } from "../support/e2e-helpers";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  expectNoAxeViolations,
  launchBrowser,
  newDesktopContext,
  newMobileContext,
  waitForHydration,
} from "../support/browser";
import { readInbox, uniquePhone } from "../support/dev-inbox";

const baseURL = inject("e2eBaseUrl");
const PASSWORD = "Kaoyan#Study2026";

let browser: Browser;
const newPhone = () => uniquePhone("137");

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const inbox = (server = baseURL) => readInbox(server);

async function smsCode(phoneNumber: string, server = baseURL): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const hit = (await inbox(server)).sms.find((entry) => entry.phoneNumber === phoneNumber);
    if (hit) return hit.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS for ${phoneNumber}`);
}

async function captchaAnswer(page: Page): Promise<string> {
  const id = await page.locator('input[name="captchaId"]').inputValue();
  const hit = (await inbox()).captcha.find((entry) => entry.captchaId === id);
  if (!hit) throw new Error(`no captcha ${id}`);
  return hit.answer;
}

/** Clicks 获取验证码 and waits until the code is there: in place with JavaScript, by a round trip without. */
async function sendCode(page: Page, phoneNumber: string, js: boolean) {
  const button = page.getByRole("button", { name: "获取验证码" });
  if (js) {
    await button.click();
    await expect.poll(() => page.locator('input[name="phoneCaptchaId"]').inputValue()).not.toBe("");
  } else {
    await Promise.all([formPostResponse(page), button.click()]);
    await page.waitForLoadState("load");
  }
  // The button now counts down, disabled, in both cases (server-rendered without JavaScript).
  await expect.poll(() => page.getByRole("button", { name: /^\d+ s$/ }).isDisabled()).toBe(true);
  return smsCode(phoneNumber);
}

for (const js of [true, false]) {
  describe(`desktop, JavaScript ${js ? "on" : "off"}`, () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await newDesktopContext(browser, { baseURL, javaScriptEnabled: js });
    });
    afterAll(async () => {
      await context?.close();
    });

    it("registers on campus through the dialog, then logs out with confirmation", async () => {
      page = await context.newPage();
      await page.goto("/");
      await page.getByRole("link", { name: "登录 / 注册" }).click();
      await page.waitForURL(/login=sms/);
      await page.getByRole("link", { name: "没有账号？立即注册" }).click();
      await page.waitForURL(/login=register/);
      const dialog = page.getByRole("dialog", { name: "注册" });
      await expect.poll(() => dialog.isVisible()).toBe(true);

      const phone = newPhone();
      await page.locator('select[name="schoolId"]').selectOption({ label: "演示大学" });
      await page.locator('input[name="phoneNumber"]').fill(phone);
      const code = await sendCode(page, phone, js);
      // What was typed survives the no-JS round trip.
      expect(await page.locator('input[name="phoneNumber"]').inputValue()).toBe(phone);
      await page.locator('input[name="phoneCaptcha"]').fill(code);
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.getByRole("button", { name: "注册并登录" }).click();
      await page.waitForURL((url) => !url.search.includes("login="));
      await expect.poll(() => toastText(page)).toContain("注册并登录成功！");
      const menu = page.locator("summary", { hasText: `研友${phone.slice(-4)}` });
      await expect.poll(() => menu.isVisible()).toBe(true);

      await menu.click();
      await page.getByRole("link", { name: "退出登录" }).click();
      const confirm = page.getByRole("dialog", { name: "系统提示" });
      await expect.poll(() => confirm.isVisible()).toBe(true);
      expect(await confirm.textContent()).toContain("您要退出本次登录吗？");
      if (js) await expectNoAxeViolations(page);
      await confirm.getByRole("button", { name: "确定" }).click();
      await page.waitForURL((url) => url.pathname === "/" && !url.search.includes("logout"));
      await expect.poll(() => toastText(page)).toContain("退出成功！");
      await expect.poll(() => page.getByRole("link", { name: "登录 / 注册" }).isVisible()).toBe(true);
    });

    it("shows the spec's validation messages in order and keeps what was typed", async () => {
      page = await context.newPage();
      await page.goto("/?login=sms");
      await page.getByRole("button", { name: "登录", exact: true }).click();
      await expect.poll(() => page.getByText("请输入手机号").first().isVisible()).toBe(true);
      await page.locator('input[name="phoneNumber"]').fill("13800000001");
      await page.getByRole("button", { name: "登录", exact: true }).click();
      await expect.poll(() => page.getByText("请输入短信验证码").first().isVisible()).toBe(true);
      expect(await page.locator('input[name="phoneNumber"]').inputValue()).toBe("13800000001");
    });

    it("logs in with the password and the image captcha; a wrong captcha refreshes it", async () => {
      page = await context.newPage();
      await page.goto("/?login=password");
      await expect.poll(() => page.getByRole("img", { name: /图形验证码/ }).isVisible()).toBe(true);
      const firstId = await page.locator('input[name="captchaId"]').inputValue();
      await page.locator('input[name="phoneNumber"]').fill("13800000001");
      await page.locator('input[name="password"]').fill("Yantu#2026");
      await page.locator('input[name="captcha"]').fill("ZZZZ");
      await page.locator('input[name="password"]').press("Enter"); // Enter submits the password tab
      await expect.poll(() => page.getByText("图形验证码错误或已过期，请重新输入").first().isVisible()).toBe(true);
      expect(await page.locator('input[name="captchaId"]').inputValue()).not.toBe(firstId);

      await page.locator('input[name="password"]').fill("Yantu#2026");
      await page.locator('input[name="captcha"]').fill(await captchaAnswer(page));
      await page.getByRole("button", { name: "登录", exact: true }).click();
      await page.waitForURL((url) => !url.search.includes("login="));
      await expect.poll(() => toastText(page)).toContain("登录成功！");
      await expect.poll(() => page.locator("summary", { hasText: "研友小林" }).isVisible()).toBe(true);
      await context.clearCookies();
    });

    it("logs in with an SMS code", async () => {
      page = await context.newPage();
      // Demo students whose phones no other test sends to (one code per phone per minute).
      const phone = js ? "13800000005" : "13800000006";
      await page.goto("/?login=sms");
      // The dialog is open on its SMS tab before axe looks at it.
      const dialog = page.getByRole("dialog", { name: "登录" });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(
        await dialog.getByRole("navigation", { name: "登录方式" }).locator('[aria-current="page"]').textContent(),
      ).toBe("短信登录");
      if (js) await expectNoAxeViolations(page);
      await page.locator('input[name="phoneNumber"]').fill(phone);
      await page.locator('input[name="phoneCaptcha"]').fill(await sendCode(page, phone, js));
      await page.getByRole("button", { name: "登录", exact: true }).click();
      await page.waitForURL((url) => !url.search.includes("login="));
      await expect.poll(() => toastText(page)).toContain("登录成功！");
      await expect
        .poll(() => page.locator("summary", { hasText: js ? "英语二备考" : "专业课学姐" }).isVisible())
        .toBe(true);
      await context.clearCookies();
    });

    it("logs in as an organisation and shows the school name", async () => {
      page = await context.newPage();
      await page.goto("/?login=org");
      await page.locator('select[name="orgId"]').selectOption({ label: "演示大学" });
      await page.locator('input[name="orgCode"]').fill("wrong-code");
      await page.getByRole("button", { name: "登录", exact: true }).click();
      // The code is checked against its argon2 hash: allow a busy machine more than the default second.
      await expect
        .poll(() => page.getByText("机构或机构注册码错误").first().isVisible(), { timeout: 10_000 })
        .toBe(true);
      await page.locator('select[name="orgId"]').selectOption({ label: "演示大学" });
      await page.locator('input[name="orgCode"]').fill("YT-DEMO-2026");
      await page.getByRole("button", { name: "登录", exact: true }).click();
      await page.waitForURL((url) => !url.search.includes("login="));
      await expect.poll(() => page.locator(".site-header").textContent()).toContain("演示大学");
      await context.clearCookies();
    });

    it("treats a revoked token as logged out and says so", async () => {
      page = await context.newPage();
      await context.addCookies([{ name: "Authorization", value: "revoked-or-unknown-token", url: baseURL }]);
      await page.goto("/");
      await expect.poll(() => toastText(page)).toContain("登录已失效，请重新登录！");
      const cookies = await context.cookies(baseURL);
      expect(cookies.find((cookie) => cookie.name === "Authorization")).toBeUndefined();
      await context.clearCookies();
    });

    it("sends a logged-out visitor of /user/center to the login page and back", async () => {
      page = await context.newPage();
      await page.goto("/user/center");
      expect(new URL(page.url()).pathname).toBe("/login/passLogin");
      await page.locator('input[name="phoneNumber"]').fill("13800000002");
      await page.locator('input[name="password"]').fill("Kaoyan@2026");
      await page.locator('input[name="captcha"]').fill(await captchaAnswer(page));
      await page.getByRole("button", { name: "登录", exact: true }).click();
      await page.waitForURL(/\/user\/center$/);
      await expect.poll(() => page.getByRole("heading", { name: "账号设置" }).isVisible()).toBe(true);
      if (js) await expectNoAxeViolations(page);
      await context.clearCookies();
    });
  });
}

// axe on the login dialogs and pages as the server renders them, and on the mobile login pages hydrated, is the
// audit's (npm run audit: every entry of tests/budgets/routes.ts without JavaScript, each route once with it).
describe("desktop login dialogs pass axe once hydrated", () => {
  it.each(["/?login=sms", "/?login=password", "/?login=org", "/?login=register", "/?login=reset"])(
    "%s with JavaScript",
    async (path) => {
      const context = await newDesktopContext(browser, { baseURL });
      try {
        const page = await context.newPage();
        await page.goto(path);
        await waitForHydration(page);
        await expectNoAxeViolations(page);
      } finally {
        await context.close();
      }
    },
  );
});

for (const js of [true, false]) {
  describe(`mobile, JavaScript ${js ? "on" : "off"}`, () => {
    let context: BrowserContext;

    beforeAll(async () => {
      context = await newMobileContext(browser, { baseURL, javaScriptEnabled: js });
    });
    afterAll(async () => {
      await context?.close();
    });

    it("is sent from a desktop path to the mobile tree", async () => {
      const page = await context.newPage();
      await page.goto("/login/passLogin?redirect=%2Fmobile%2Fuser");
      expect(new URL(page.url()).pathname).toBe("/mobile/login/passLogin");
      expect(new URL(page.url()).searchParams.get("redirect")).toBe("/mobile/user");
    });

    it("the mine tab needs login, registers on campus and comes back", async () => {
      const page = await context.newPage();
      await page.goto("/mobile/");
      await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "我的", exact: true }).click();
      await page.waitForURL(/\/mobile\/login\?redirect=/);
      await page.getByRole("link", { name: "没有账号？立即注册" }).click();
      await page.waitForURL(/\/mobile\/login\/register/);
      if (js) await expectNoAxeViolations(page);
      const phone = newPhone();
      await page.locator('select[name="schoolId"]').selectOption({ label: "演示大学" });
      await page.locator('input[name="phoneNumber"]').fill(phone);
      const code = await sendCode(page, phone, js);
      expect(await page.locator('input[name="phoneNumber"]').inputValue()).toBe(phone);
      await page.locator('input[name="phoneCaptcha"]').fill(code);
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.getByRole("button", { name: "注册并登录" }).click();
      await page.waitForURL(/\/mobile\/user$/);
      await expect.poll(() => page.getByRole("heading", { name: "我的" }).isVisible()).toBe(true);
      await expect.poll(() => toastText(page)).toContain("注册并登录成功！");
      if (js) await expectNoAxeViolations(page);

      await page.getByRole("link", { name: "退出登录" }).click();
      const confirm = page.getByRole("dialog", { name: "系统提示" });
      await expect.poll(() => confirm.isVisible()).toBe(true);
      await confirm.getByRole("button", { name: "确定" }).click();
      await page.waitForURL(/\/mobile\/$/);
      await expect.poll(() => toastText(page)).toContain("退出成功！");
    });

    it("resets the password with an SMS code, then logs in with it", async () => {
      const page = await context.newPage();
      const phone = js ? "13800000003" : "13800000004";
      const fresh = js ? "Shang#An2027js" : "Shang#An2027nojs";
      await page.goto("/mobile/login/reset");
      await page.locator('input[name="phoneNumber"]').fill(phone);
      await page.getByRole("button", { name: "重置密码" }).click();
      await expect.poll(() => page.getByText("请输入短信验证码").first().isVisible()).toBe(true);
      await page.locator('input[name="phoneCaptcha"]').fill(await sendCode(page, phone, js));
      await page.locator('input[name="password1"]').fill(fresh);
      await page.locator('input[name="password2"]').fill(`${fresh}x`);
      await page.getByRole("button", { name: "重置密码" }).click();
      await expect.poll(() => page.getByText("两次输入的新密码不一致").first().isVisible()).toBe(true);
      await page.locator('input[name="password1"]').fill(fresh);
      await page.locator('input[name="password2"]').fill(fresh);
      await page.getByRole("button", { name: "重置密码" }).click();
      await page.waitForURL(/\/mobile\/login\/passLogin/);
      await expect.poll(() => toastText(page)).toContain("重置成功！");
      await page.locator('input[name="phoneNumber"]').fill(phone);
      await page.locator('input[name="password"]').fill(fresh);
      await page.locator('input[name="captcha"]').fill(await captchaAnswer(page));
      await page.getByRole("button", { name: "登录", exact: true }).click();
      await page.waitForURL(/\/mobile\/$/);
      await expect.poll(() => toastText(page)).toContain("登录成功！");
      await context.clearCookies();
    });
  });
}

describe("off the campus network (behind a trusted proxy)", () => {
  let server: SharedE2eServer;
  let context: BrowserContext;

  beforeAll(async () => {
    server = await sharedE2eServer();
    context = await browser.newContext({
      baseURL: server.baseUrl,
      extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.7" },
    });
  });
  afterAll(async () => {
    await context?.close();
    await server?.stop();
  });

  it("reports the proxied address as off campus", async () => {
    const response = await context.request.get("/api/System/ip-check");
    expect((await response.json()).result).toMatchObject({ isIpInRange: false, ip: "198.51.100.7" });
  });

  it("refuses registration with the campus-network limit dialog", async () => {
    const page = await context.newPage();
    await page.goto("/?login=register");
    const phone = newPhone();
    await page.locator('select[name="schoolId"]').selectOption({ label: "演示大学" });
    await page.locator('input[name="phoneNumber"]').fill(phone);
    await page.getByRole("button", { name: "获取验证码" }).click();
    await expect.poll(() => page.locator('input[name="phoneCaptchaId"]').inputValue()).not.toBe("");
    await page.locator('input[name="phoneCaptcha"]').fill(await smsCode(phone, server.baseUrl));
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole("button", { name: "注册并登录" }).click();
    const limit = page.getByRole("dialog", { name: "注册需要校园网" });
    await expect.poll(() => limit.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
  });
});
