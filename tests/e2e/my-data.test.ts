// 我的数据 (docs/decisions/0026) in Chromium against the production build, as freshly registered students: desktop
// with JavaScript off — the centre's menu item, 申请导出, 刷新 until the archive is ready, 下载 (ZIP) and its files;
// mobile with JavaScript on — 注销账号 with the SMS code from the dev inbox (a wrong code first), logged out with the
// toast, and the old phone no longer logs in. axe on the states the audit cannot reach (export ready, a refused code).
import fs from "node:fs";
import path from "node:path";
import { unzipSync } from "fflate";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext, newMobileContext } from "../support/browser";
import { registerStudentThroughApi } from "../support/demo-login";
import { readInbox, uniquePhone } from "../support/dev-inbox";
import { axeCurrentPage, letSmsResendMinutePass, toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
const PASSWORD = "Kaoyan#MyData2026";
let browser: Browser;
// Registered first: the deletion's code goes to the same phone, which may get one code a minute.
const doomedPhone = uniquePhone("135");
let doomedToken: string;
// The server keeps archives under the project's MEDIA_DIR (./media/exports) for 24 h; the ones this file made go at the end.
const exportsDir = path.resolve("media", "exports");
const listExports = () => new Set(fs.existsSync(exportsDir) ? fs.readdirSync(exportsDir) : []);
let exportsBefore: Set<string>;

beforeAll(async () => {
  exportsBefore = listExports();
  browser = await launchBrowser();
  doomedToken = await registerStudentThroughApi(baseURL, doomedPhone, PASSWORD);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  for (const name of listExports())
    if (!exportsBefore.has(name)) fs.rmSync(path.join(exportsDir, name), { force: true });
});

describe("desktop, JavaScript off", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const token = await registerStudentThroughApi(baseURL, uniquePhone("133"), PASSWORD);
    context = await withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled: false }), token, baseURL);
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  it("asks for an export, refreshes until it is ready and downloads the ZIP", async () => {
    expect((await page.goto("/user/data"))?.status()).toBe(200);
    expect(
      await page.getByRole("navigation", { name: "个人中心" }).locator('[aria-current="page"]').textContent(),
    ).toBe("我的数据");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("我的数据");
    expect(await page.locator("main").textContent()).toContain("电子商务法");

    await page.getByRole("button", { name: "申请导出" }).click();
    expect(await toastText(page)).toBe("已开始导出，准备好后可在本页下载");
    const download = page.getByRole("link", { name: /^下载 \(ZIP/ });
    for (let round = 0; round < 40 && (await download.count()) === 0; round += 1) {
      expect(await page.locator("main").textContent()).toMatch(/排队中|正在生成/);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await page.getByRole("link", { name: "刷新" }).click();
    }
    expect(await page.locator("main").textContent()).toContain("已就绪");
    expect(await page.getByRole("button", { name: "申请导出" }).count()).toBe(1);
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));

    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^yantu-data-\d{8}\.zip$/);
    const files = unzipSync(new Uint8Array(fs.readFileSync((await file.path())!)));
    expect(Object.keys(files)).toContain("README.txt");
    expect(Object.keys(files)).toContain("profile.csv");
    const profile = JSON.parse(new TextDecoder().decode(files["profile.json"])) as Array<{
      nickname: string;
      school_name: string;
    }>;
    expect(profile[0]!.school_name).toBe("演示大学");

    // Someone else (a guest here) cannot fetch it.
    const href = (await download.getAttribute("href"))!;
    const guest = await newDesktopContext(browser, { baseURL });
    try {
      expect((await guest.request.get(href)).status()).toBe(404);
    } finally {
      await guest.close();
    }
  });
});

describe("mobile, JavaScript on", () => {
  let context: BrowserContext;
  let page: Page;
  const ready = (target: Page) => target.waitForFunction(() => "__remixContext" in window);

  beforeAll(async () => {
    context = await withToken(
      await newMobileContext(browser, { baseURL, javaScriptEnabled: true }),
      doomedToken,
      baseURL,
    );
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  /** The newest code texted to the phone after `after` codes were (the inbox is newest first). */
  async function codeFor(phone: string, known: number): Promise<string> {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const codes = (await readInbox(baseURL)).sms.filter((entry) => entry.phoneNumber === phone);
      if (codes.length > known) return codes[0]!.code;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no new code for ${phone}`);
  }

  it("deletes the account with the SMS code, logs out, and the old phone no longer logs in", async () => {
    await page.goto("/mobile/user");
    await ready(page);
    await page.getByRole("link", { name: "我的数据" }).click();
    await page.waitForURL("**/mobile/user/data");
    await expect.poll(() => page.locator("main").textContent()).toContain("将被删除的信息");

    const known = (await readInbox(baseURL)).sms.filter((entry) => entry.phoneNumber === doomedPhone).length;
    // The phone got its registration code moments ago: let that minute pass rather than wait it out.
    letSmsResendMinutePass(doomedPhone);
    await page.getByRole("button", { name: /获取验证码/ }).click();
    await expect.poll(() => page.locator("main").textContent()).toMatch(/验证码已发送至|秒后再试/);
    expect(await page.locator("main").textContent()).toContain(
      `验证码已发送至 ${doomedPhone.slice(0, 3)}****${doomedPhone.slice(7)}`,
    );
    const code = await codeFor(doomedPhone, known);

    // A wrong code is refused in place, the box stays ticked.
    await page.getByLabel("短信验证码").fill(code === "000000" ? "111111" : "000000");
    await page.getByLabel(/我已了解注销的后果/).check();
    await page.getByRole("button", { name: "确认注销" }).click();
    await expect.poll(() => page.getByRole("alert").allTextContents()).toContain("短信验证码错误或已过期");
    expect(await page.getByLabel(/我已了解注销的后果/).isChecked()).toBe(true);
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));

    await page.getByLabel("短信验证码").fill(code);
    await page.getByRole("button", { name: "确认注销" }).click();
    await page.waitForURL((url) => url.pathname === "/mobile");
    await expect.poll(() => toastText(page)).toBe("账号已注销，个人信息已删除");
    expect((await context.cookies()).some((cookie) => cookie.name === "Authorization" && cookie.value)).toBe(false);

    // The old session is gone, and the old phone logs in no more.
    const info = await fetch(`${baseURL}/api/User/info`, { headers: { authorization: `Bearer ${doomedToken}` } });
    expect(info.status).toBe(401);
    const sent = (await (await fetch(`${baseURL}/api/System/send-captcha?phoneNumber=${doomedPhone}`)).json()) as {
      code: number;
      result: string;
    };
    expect(sent.code).toBe(200);
    const login = await fetch(`${baseURL}/api/User/captcha-login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        phoneNumber: doomedPhone,
        phoneCaptchaId: sent.result,
        phoneCaptcha: await codeFor(doomedPhone, known + 1),
      }),
    });
    expect(login.status).toBe(400);
  });
});
