// The account pages of a logged-in user (desktop /user/center, mobile /mobile/user, userInfo, safe) and the logout
// dialogs: nickname, avatar upload and password change work without JavaScript and with it, and axe is clean.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  expectNoAxeViolations,
  launchBrowser,
  newDesktopContext,
  newMobileContext,
  waitForHydration,
  withServerRenderedPage,
} from "../support/browser";
import { loginThroughApi } from "../support/demo-login";

const baseURL = inject("e2eBaseUrl");
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

let browser: Browser;

/** Logs a demo student in through the API and returns the session token. */
function login(phoneNumber: string, password: string): Promise<string> {
  return loginThroughApi(baseURL, { phoneNumber, password });
}

async function loggedIn(context: BrowserContext, token: string) {
  await context.addCookies([{ name: "Authorization", value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return context;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

/** The logout confirmation is open (系统提示 / 您要退出本次登录吗？), so that axe looks at it and not at the page alone. */
async function expectLogoutDialog(page: Page) {
  const dialog = page.getByRole("dialog", { name: "系统提示" });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  expect(await dialog.textContent()).toContain("您要退出本次登录吗？");
}

afterAll(async () => {
  await browser?.close();
});

// axe on /user/center, /mobile/user, /mobile/user/userInfo and /mobile/user/safe (JavaScript on and off) and on
// /?logout=1 without JavaScript is the audit's (npm run audit, tests/budgets/routes.ts); here the screens it does not
// visit that way.
describe("axe on the logged-in screens", () => {
  let token: string;
  beforeAll(async () => {
    token = await login("13800000001", "Yantu#2026");
  });

  it("desktop /?logout=1, JavaScript on", async () => {
    const context = await loggedIn(await newDesktopContext(browser, { baseURL }), token);
    try {
      const page = await context.newPage();
      await page.goto("/?logout=1");
      await waitForHydration(page);
      await expectLogoutDialog(page);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it("mobile /mobile/user?logout=1, JavaScript on and off", async () => {
    const path = "/mobile/user?logout=1";
    const context = await loggedIn(await newMobileContext(browser, { baseURL }), token);
    try {
      const page = await context.newPage();
      await page.goto(path);
      await waitForHydration(page);
      await expectLogoutDialog(page);
      await expectNoAxeViolations(page);
      // Without JavaScript: the server's HTML has the dialog open too.
      const status = await withServerRenderedPage(context, path, async (served, status) => {
        await expectLogoutDialog(served);
        await expectNoAxeViolations(served);
        return status;
      });
      expect(status).toBe(200);
    } finally {
      await context.close();
    }
  });
});

for (const js of [true, false]) {
  describe(`account settings, JavaScript ${js ? "on" : "off"}`, () => {
    it("desktop: changes the nickname, uploads an avatar, and refuses a bad nickname keeping it", async () => {
      const token = await login("13800000002", "Kaoyan@2026");
      const context = await loggedIn(await newDesktopContext(browser, { baseURL, javaScriptEnabled: js }), token);
      try {
        const page = await context.newPage();
        await page.goto("/user/center");
        const nickname = page.locator('input[name="nickname"]');
        await nickname.fill("");
        await page.getByRole("button", { name: "保存昵称" }).click();
        await expect.poll(() => page.getByText("请输入昵称").first().isVisible()).toBe(true);

        const name = js ? "上岸的阿杰" : "一战上岸";
        await nickname.fill(name);
        await page.getByRole("button", { name: "保存昵称" }).click();
        await expect.poll(() => page.getByRole("status").first().textContent()).toContain("保存成功");
        await expect.poll(() => page.locator(".site-header").textContent()).toContain(name);

        await page
          .locator('input[name="file"]')
          .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG_1X1 });
        await page.getByRole("button", { name: "上传头像" }).click();
        await expect.poll(() => page.getByRole("status").first().textContent()).toContain("头像已更新");
        const avatar = await page.locator(".site-header img").getAttribute("src");
        expect(avatar).toMatch(/^\/uploads\/.+\.png$/);
        const image = await fetch(`${baseURL}${avatar}`);
        expect(image.headers.get("content-type")).toBe("image/png");

        await page.locator('input[name="file"]').setInputFiles({
          name: "not-an-image.png",
          mimeType: "image/png",
          buffer: Buffer.from("plain text"),
        });
        await page.getByRole("button", { name: "上传头像" }).click();
        await expect.poll(() => page.getByText("只能上传 PNG、JPEG、GIF 或 WebP 图片").first().isVisible()).toBe(true);
      } finally {
        await context.close();
      }
    });

    it("mobile: changes the password, then the new one logs in", async () => {
      const phone = js ? "13800000005" : "13800000006";
      // Demo students whose password no other test changes.
      const token = await login(phone, "Yantu#2026");
      const context = await loggedIn(await newMobileContext(browser, { baseURL, javaScriptEnabled: js }), token);
      try {
        const page = await context.newPage();
        await page.goto("/mobile/user/safe");
        await page.locator('input[name="oldPassword"]').fill("Wrong#Old2026");
        await page.locator('input[name="password1"]').fill("Xin#Mima2027");
        await page.locator('input[name="password2"]').fill("Xin#Mima2027");
        await page.getByRole("button", { name: "修改密码" }).click();
        await expect.poll(() => page.getByText("原密码错误").first().isVisible()).toBe(true);

        await page.locator('input[name="oldPassword"]').fill("Yantu#2026");
        await page.locator('input[name="password1"]').fill("Xin#Mima2027");
        await page.locator('input[name="password2"]').fill("Xin#Mima2027");
        await page.getByRole("button", { name: "修改密码" }).click();
        await expect.poll(() => page.getByRole("status").first().textContent()).toContain("密码修改成功");
        expect(await login(phone, "Xin#Mima2027")).toEqual(expect.any(String));
      } finally {
        await context.close();
      }
    });
  });
}
