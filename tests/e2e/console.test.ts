// The console's way in (issue 25; docs/decisions/0045-console-frame.md) in Chromium: a library's staff without
// JavaScript is sent from a console page to 控制台验证, a wrong code comes back with its message, the right one leads
// back to the page asked for with 验证通过; 登录设备 ends the other console logins and 退出控制台 this one. With
// JavaScript the same form refuses a malformed code before posting. An organisation account binds its authenticator
// without JavaScript and keeps the ten recovery codes shown once. A phone gets the mobile tree's note, and may still
// open the console. Each page's axe, Nu checker and crawl run in the audit (tests/budgets/routes.ts).
import { Secret, TOTP } from "otpauth";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { consoleMessages } from "~/modules/console/console-messages";
import { secondFactorMessages } from "~/modules/console/second-factor-messages";
import { DEMO_CONSOLE_TOTP_SECRET } from "~/seed/console-accounts";
import { launchBrowser, newDesktopContext, newMobileContext, waitForHydration } from "../support/browser";
import { loginConsoleThroughApi, loginOrgThroughApi } from "../support/demo-login";
import { toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
let browser: Browser;

const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() });
/** A well-formed code that is not this step's, the previous or the next one. */
const wrongCodeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + 600_000 });

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("desktop, JavaScript off: 演示大学's library staff", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const token = await loginConsoleThroughApi(baseURL, "school", { verified: false });
    context = await withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled: false }), token, baseURL);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it("is asked for the second factor on the way to a console page, refused a wrong code, and let in with the right one", async () => {
    await page.goto("/console/audit");
    expect(new URL(page.url()).pathname).toBe("/console/signIn");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("控制台验证");

    await page.getByLabel("验证码").fill(wrongCodeFor(DEMO_CONSOLE_TOTP_SECRET));
    await page.getByRole("button", { name: "验证并进入控制台" }).click();
    await expect.poll(() => page.locator("main").textContent()).toContain(secondFactorMessages.wrongCode);
    expect(await page.getByLabel("验证码").getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("验证码").fill(codeFor(DEMO_CONSOLE_TOTP_SECRET));
    await page.getByRole("button", { name: "验证并进入控制台" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/console/audit");
    expect(await toastText(page)).toContain(consoleMessages.signedIn);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("操作记录");
    expect(await page.locator("table").textContent()).toContain("控制台登录");
    // The one menu, the current line marked.
    const current = page.getByRole("navigation", { name: "控制台菜单" }).locator('[aria-current="page"]');
    expect(await current.textContent()).toBe("操作记录");
  });

  it("ends the other console logins, then this one, and is asked for the factor again", async () => {
    const other = await loginConsoleThroughApi(baseURL, "school");
    await page.goto("/console/sessions");
    expect(await page.locator("tbody tr").count()).toBeGreaterThanOrEqual(2);
    await page.getByRole("button", { name: "退出其他控制台登录" }).click();
    await expect.poll(() => toastText(page)).toMatch(/已退出其他 \d+ 处控制台登录/);
    const me = await fetch(`${baseURL}/api/console/me`, { headers: { authorization: `Bearer ${other}` } });
    expect(((await me.json()) as { msg: string }).msg).toBe(consoleMessages.signInFirst);

    await page.getByRole("banner").getByRole("button", { name: "退出控制台" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    expect(await toastText(page)).toContain(consoleMessages.signedOut);
    await page.goto("/console");
    expect(new URL(page.url()).pathname).toBe("/console/signIn");
  });
});

describe("desktop, JavaScript on: the operator", () => {
  it("refuses a malformed code in the browser, then enters the console with the right one", async () => {
    const token = await loginConsoleThroughApi(baseURL, "operator", { verified: false });
    const context = await withToken(await newDesktopContext(browser, { baseURL }), token, baseURL);
    try {
      const page = await context.newPage();
      await page.goto("/console");
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe("/console/signIn");
      const requests: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") requests.push(request.url());
      });
      await page.getByLabel("验证码").fill("12");
      await page.getByRole("button", { name: "验证并进入控制台" }).click();
      await expect
        .poll(() => page.locator("main").textContent())
        .toContain("请输入验证器中的 6 位数字，或一个恢复码（如 ABCDE-FGHJK）");
      expect(requests).toEqual([]);

      await page.getByLabel("验证码").fill(codeFor(DEMO_CONSOLE_TOTP_SECRET));
      await page.getByRole("button", { name: "验证并进入控制台" }).click();
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("控制台概览");
      expect(new URL(page.url()).pathname).toBe("/console");
      expect(await page.locator("main").textContent()).toContain("运营人员");
    } finally {
      await context.close();
    }
  });
});

describe("desktop, JavaScript off: an organisation account binds its authenticator", () => {
  it("scans (reads) the secret, confirms it with a code, and is shown ten recovery codes once", async () => {
    const token = await loginOrgThroughApi(baseURL, "清华大学", "YT-THU-2026");
    const context = await withToken(
      await newDesktopContext(browser, { baseURL, javaScriptEnabled: false }),
      token,
      baseURL,
    );
    try {
      const page = await context.newPage();
      await page.goto("/console/sessions");
      expect(new URL(page.url()).pathname).toBe("/console/enrol");
      expect(await page.getByRole("img", { name: "绑定验证器的二维码" }).locator("svg").count()).toBe(1);
      const secret = (await page.locator(".console-secret").textContent())!.trim();
      await page.reload();
      expect((await page.locator(".console-secret").textContent())!.trim()).toBe(secret);

      await page.getByLabel("验证器中的 6 位数字").fill(codeFor(secret));
      await page.getByRole("button", { name: "绑定并进入控制台" }).click();
      const codes = page.getByRole("list", { name: "恢复码" }).getByRole("listitem");
      await expect.poll(() => codes.count()).toBe(10);
      expect(await codes.first().textContent()).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
      await page.getByRole("link", { name: "我已保存恢复码，进入控制台" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/console/sessions");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("登录设备");
    } finally {
      await context.close();
    }
  });
});

describe("a phone", () => {
  it("gets the mobile tree's note with the console's address, and may still open the console", async () => {
    const token = await loginConsoleThroughApi(baseURL, "operator");
    const context = await withToken(
      await newMobileContext(browser, { baseURL, javaScriptEnabled: false }),
      token,
      baseURL,
    );
    try {
      const page = await context.newPage();
      await page.goto("/mobile/console");
      expect(await page.locator("main").textContent()).toContain("请在电脑浏览器中打开");
      await page.getByRole("link", { name: "在本机打开控制台" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/console");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("控制台概览");
    } finally {
      await context.close();
    }
  });
});
