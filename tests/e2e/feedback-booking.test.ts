// Feedback (the desktop dialog at ?feedback=1 and /mobile/user/feedback) and appointment consultation (/booking), in
// Chromium with JavaScript on and off: the spec's validation order (contact first, then the suggestion), 提交成功,
// the login gate of /booking, booking, the open appointment shown instead of a second form, cancelling. axe on each.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutJs,
  launchBrowser,
  newDesktopContext,
  newMobileContext,
  waitForHydration,
} from "../support/browser";
import { readInbox, uniquePhone } from "../support/dev-inbox";
import { toastText } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
const PASSWORD = "Kaoyan#Booking2026";
/** The desktop page the feedback dialog is opened on. */
const DIALOG_PAGE = "/";

let browser: Browser;
const newPhone = () => uniquePhone("135");

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const inbox = () => readInbox(baseURL);

/** Registers a fresh student on the campus network (the e2e server's 127.0.0.1 is 演示大学's) through the API. */
async function registerStudent(): Promise<string> {
  const phoneNumber = newPhone();
  const schools = (await (await fetch(`${baseURL}/api/System/schools`)).json()).result.items as Array<{
    id: number;
    name: string;
  }>;
  const schoolId = schools.find((school) => school.name === "演示大学")?.id;
  const sent = await (await fetch(`${baseURL}/api/System/send-captcha?phoneNumber=${phoneNumber}`)).json();
  expect(sent.code, JSON.stringify(sent)).toBe(200);
  let code: string | undefined;
  for (let attempt = 0; attempt < 20 && !code; attempt += 1) {
    code = (await inbox()).sms.find((entry) => entry.phoneNumber === phoneNumber)?.code;
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const response = await fetch(`${baseURL}/api/User/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      schoolId,
      phoneNumber,
      password: PASSWORD,
      phoneCaptcha: code,
      phoneCaptchaId: sent.result,
    }),
  });
  const body = await response.json();
  expect(body.code, JSON.stringify(body)).toBe(200);
  return phoneNumber;
}

async function captchaAnswer(page: Page): Promise<string> {
  const id = await page.locator('input[name="captchaId"]').inputValue();
  const hit = (await inbox()).captcha.find((entry) => entry.captchaId === id);
  if (!hit) throw new Error(`no captcha ${id}`);
  return hit.answer;
}

/** axe on what a JavaScript-less visitor gets at `path`, as the logged-in user of `context` (which may have JS off). */
async function expectNoAxeViolationsWithoutJsAs(context: BrowserContext, path: string) {
  // The audit itself needs JavaScript in the browser (see expectNoAxeViolationsWithoutJs): a JS-enabled context with
  // the same cookies.
  const audit = await newDesktopContext(browser, { baseURL });
  try {
    await audit.addCookies(await context.cookies());
    expect(await expectNoAxeViolationsWithoutJs(audit, path)).toBe(200);
  } finally {
    await audit.close();
  }
}

const activeFieldName = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? "");

/**
 * The feedback form's journey, the same on the dialog and the mobile page: empty → the contact's message first;
 * contact only → the suggestion's message (and the contact kept); complete → sent.
 */
async function fillFeedbackStepByStep(page: Page, scope: ReturnType<Page["locator"]>, js: boolean) {
  const submit = scope.getByRole("button", { name: "提交", exact: true });
  const contactMessage = scope.getByText("请填写您的联系方式", { exact: true });
  const suggestionMessage = scope.getByText("请填写您的意见建议", { exact: true });
  // The counter is rendered by the server too.
  await expect.poll(() => scope.getByText("0/200", { exact: true }).isVisible()).toBe(true);
  if (js) {
    await scope.locator('textarea[name="suggestion"]').fill("测试计数");
    await expect.poll(() => scope.getByText("4/200", { exact: true }).isVisible()).toBe(true);
    await scope.locator('textarea[name="suggestion"]').fill("");
    await expect.poll(() => scope.getByText("0/200", { exact: true }).isVisible()).toBe(true);
  }

  await submit.click();
  await expect.poll(() => contactMessage.isVisible()).toBe(true);
  // The contact's message comes first: it is the first invalid field, and (with JavaScript) it gets the focus.
  expect(await scope.locator('[aria-invalid="true"]').first().getAttribute("name")).toBe("phone");
  if (js) await expect.poll(() => activeFieldName(page)).toBe("phone");

  await scope.getByRole("radio", { name: "功能异常" }).check();
  await scope.locator('input[name="phone"]').fill("qq 10086");
  await submit.click();
  await expect.poll(() => suggestionMessage.isVisible()).toBe(true);
  expect(await contactMessage.isVisible()).toBe(false);
  expect(await scope.locator('input[name="phone"]').inputValue()).toBe("qq 10086");
  expect(await scope.getByRole("radio", { name: "功能异常" }).isChecked()).toBe(true);

  await scope.locator('textarea[name="suggestion"]').fill(`做题页在${js ? "有" : "无"} JavaScript 时偶尔加载很慢。`);
  await submit.click();
}

for (const js of [true, false]) {
  describe(`feedback, JavaScript ${js ? "on" : "off"}`, () => {
    let context: BrowserContext;

    afterAll(async () => {
      await context?.close();
    });

    it("desktop dialog: contact first, then the suggestion, then 提交成功 and the dialog closes", async () => {
      context = await newDesktopContext(browser, { baseURL, javaScriptEnabled: js });
      const page = await context.newPage();
      await page.goto(`${DIALOG_PAGE}?feedback=1`);
      const dialog = page.getByRole("dialog", { name: "意见反馈" });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      if (js) {
        await waitForHydration(page);
        await expectNoAxeViolations(page);
      }
      await fillFeedbackStepByStep(page, dialog, js);
      await page.waitForURL((url) => !url.searchParams.has("feedback"));
      expect(new URL(page.url()).pathname).toBe(DIALOG_PAGE);
      await expect.poll(() => toastText(page)).toContain("提交成功");
      expect(await page.getByRole("dialog", { name: "意见反馈" }).count()).toBe(0);
    });

    it("desktop dialog: closes with its close button", async () => {
      const page = await context.newPage();
      await page.goto(`${DIALOG_PAGE}?feedback=1`);
      await page.getByRole("link", { name: "关闭对话框" }).click();
      await page.waitForURL((url) => !url.searchParams.has("feedback"));
      await expect.poll(() => page.getByRole("dialog", { name: "意见反馈" }).count()).toBe(0);
    });

    it("mobile page: open to visitors, the same order, then back to the redirect target with 提交成功", async () => {
      const mobile = await newMobileContext(browser, { baseURL, javaScriptEnabled: js });
      try {
        const page = await mobile.newPage();
        await page.goto("/mobile/user/feedback?redirect=%2Fmobile%2F");
        expect(new URL(page.url()).pathname).toBe("/mobile/user/feedback");
        if (js) await waitForHydration(page);
        await fillFeedbackStepByStep(page, page.locator("main"), js);
        await page.waitForURL((url) => url.pathname === "/mobile/");
        await expect.poll(() => toastText(page)).toContain("提交成功");
      } finally {
        await mobile.close();
      }
    });
  });
}

for (const js of [true, false]) {
  it(`mobile feedback, JavaScript ${js ? "on" : "off"}: a filled honeypot is refused, what was typed kept; sent again, it goes through`, async () => {
    const mobile = await newMobileContext(browser, { baseURL, javaScriptEnabled: js });
    try {
      const page = await mobile.newPage();
      await page.goto("/mobile/user/feedback?redirect=%2Fmobile%2F");
      if (js) await waitForHydration(page);
      const main = page.locator("main");
      // Server-rendered in the form, hidden from sight, the keyboard and the accessibility tree.
      const trap = main.locator("form [data-honeypot] input[type=text]");
      expect(await trap.count()).toBe(1);
      expect(await trap.isVisible()).toBe(false);
      expect(await trap.getAttribute("tabindex")).toBe("-1");
      expect(await main.locator("form [data-honeypot]").getAttribute("aria-hidden")).toBe("true");
      expect(await page.getByRole("textbox", { name: "请勿填写此项" }).count()).toBe(0);
      await main.getByRole("radio", { name: "功能异常" }).check();
      await main.locator('input[name="phone"]').fill("qq 10086");
      await main.locator('textarea[name="suggestion"]').fill("蜜罐之后再提交一次。");
      await trap.evaluate((input) => {
        (input as HTMLInputElement).value = "http://spam.example";
      });
      await main.getByRole("button", { name: "提交", exact: true }).click();
      await expect
        .poll(async () => (await main.getByRole("alert").allTextContents()).join(""))
        .toContain("这次提交被识别为自动程序");
      expect(await main.locator('input[name="phone"]').inputValue()).toBe("qq 10086");
      expect(await main.locator('textarea[name="suggestion"]').inputValue()).toBe("蜜罐之后再提交一次。");
      expect(await main.getByRole("radio", { name: "功能异常" }).isChecked()).toBe(true);
      expect(await trap.inputValue()).toBe("");
      await main.getByRole("button", { name: "提交", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/mobile/");
      await expect.poll(() => toastText(page)).toContain("提交成功");
    } finally {
      await mobile.close();
    }
  });
}

// axe on /?feedback=1 and /mobile/user/feedback as the server renders them is the audit's (tests/budgets/routes.ts).
describe("feedback screens pass axe", () => {
  it("the desktop dialog showing messages, with JavaScript", async () => {
    const context = await newDesktopContext(browser, { baseURL });
    try {
      const page = await context.newPage();
      await page.goto(`${DIALOG_PAGE}?feedback=1`);
      await waitForHydration(page);
      await page.getByRole("dialog", { name: "意见反馈" }).getByRole("button", { name: "提交", exact: true }).click();
      await expect.poll(() => page.getByText("请填写您的联系方式", { exact: true }).isVisible()).toBe(true);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it("the mobile page, JavaScript on", async () => {
    const context = await newMobileContext(browser, { baseURL });
    try {
      const page = await context.newPage();
      await page.goto("/mobile/user/feedback");
      await waitForHydration(page);
      // The feedback form itself (a visitor may use it), not a login page.
      expect(new URL(page.url()).pathname).toBe("/mobile/user/feedback");
      expect(await page.locator("main").getByRole("radio", { name: "功能异常" }).isVisible()).toBe(true);
      expect(await page.locator("main").getByRole("button", { name: "提交", exact: true }).isVisible()).toBe(true);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});

for (const js of [true, false]) {
  describe(`booking, JavaScript ${js ? "on" : "off"}`, () => {
    let context: BrowserContext;

    afterAll(async () => {
      await context?.close();
    });

    it("needs login, books, shows the open appointment instead of the form, and cancels", async () => {
      const phone = await registerStudent();
      context = await newDesktopContext(browser, { baseURL, javaScriptEnabled: js });
      const page = await context.newPage();

      // Logged out: the login page, and back to /booking afterwards.
      await page.goto("/booking");
      expect(new URL(page.url()).pathname).toBe("/login/passLogin");
      expect(new URL(page.url()).searchParams.get("redirect")).toBe("/booking");
      await page.locator('input[name="phoneNumber"]').fill(phone);
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.locator('input[name="captcha"]').fill(await captchaAnswer(page));
      await page.getByRole("button", { name: "登录", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/booking");
      await expect.poll(() => page.getByRole("heading", { name: "预约咨询", level: 1 }).isVisible()).toBe(true);
      if (js) {
        await waitForHydration(page);
        await expectNoAxeViolations(page);
      }

      const submit = page.getByRole("button", { name: "提交预约" });
      await submit.click();
      // Both messages, each waited for: without JavaScript the refused form's answer is a new document, still being
      // parsed when the first message shows.
      await expect.poll(() => page.getByText("请输入姓名", { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText("请选择期望联系时间", { exact: true }).isVisible()).toBe(true);
      if (js) await expectNoAxeViolations(page);

      await page.locator('input[name="name"]').fill("林同学");
      await page.locator('input[name="phone"]').fill("12345");
      await page.locator('input[name="subject"]').fill("计算机科学与技术（408）");
      await page.locator('select[name="preferredTime"]').selectOption("工作日晚上");
      await page.locator('textarea[name="question"]').fill("二战该如何安排专业课复习？");
      // A student of a school with a phone is offered the SMS notice of a reply; a refused form keeps the tick.
      const smsBox = page.getByRole("checkbox", { name: /^有回复时短信通知我（尾号 \d{4}）/ });
      await smsBox.check();
      await submit.click();
      await expect.poll(() => page.getByText("请输入正确的手机号", { exact: true }).isVisible()).toBe(true);
      expect(await page.locator('input[name="name"]').inputValue()).toBe("林同学");
      expect(await smsBox.isChecked()).toBe(true);

      await page.locator('input[name="phone"]').fill("13912345678");
      await submit.click();
      await expect.poll(() => toastText(page)).toContain("预约成功，我们会尽快与您联系");
      const summary = page.getByRole("region", { name: "您已预约咨询" });
      await expect.poll(() => summary.isVisible()).toBe(true);
      const text = (await summary.textContent()) ?? "";
      for (const part of [
        "待联系",
        "林同学",
        "139****5678",
        "计算机科学与技术（408）",
        "工作日晚上",
        "二战该如何安排专业课复习？",
      ]) {
        expect(text).toContain(part);
      }
      expect(await page.getByRole("button", { name: "提交预约" }).count()).toBe(0);

      // Still there after a reload: no second form.
      await page.reload();
      await expect.poll(() => page.getByRole("region", { name: "您已预约咨询" }).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "提交预约" }).count()).toBe(0);
      if (js) await expectNoAxeViolations(page);
      else await expectNoAxeViolationsWithoutJsAs(context, "/booking");

      await page.getByRole("button", { name: "取消预约" }).click();
      await expect.poll(() => toastText(page)).toContain("预约已取消");
      await expect.poll(() => page.getByRole("button", { name: "提交预约" }).isVisible()).toBe(true);
      expect(await page.getByRole("region", { name: "您已预约咨询" }).count()).toBe(0);
      if (!js) await expectNoAxeViolationsWithoutJsAs(context, "/booking");
    });
  });
}
