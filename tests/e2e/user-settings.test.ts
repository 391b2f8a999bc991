// 学习设置 and 换绑手机 (docs/decisions/0025) in Chromium against the production build. Desktop with JavaScript off: each
// section saves on its own with 已保存, a refused goal keeps what was typed while the others keep what is saved, the
// countdown on the page and on /user/center, the theme applied; then the phone change with codes from the dev inbox,
// ending the other device's session. Mobile with JavaScript on: the countdown on 我的, the goal checked in the browser
// and saved, and a taken number refused. axe on the states the crawl cannot reach. The two students register at the
// start: a number gets one SMS a minute, so the phone changes (which text the old number) wait out registration's.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { dateOfStudyDay, studyDayIndex } from "~/modules/study-day/study-day";
import { launchBrowser, newDesktopContext, newMobileContext, waitForHydration } from "../support/browser";
import { loginThroughApi, registerStudentThroughApi } from "../support/demo-login";
import { readInbox, uniquePhone } from "../support/dev-inbox";
import { axeCurrentPage, letSmsResendMinutePass, toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
const PASSWORD = "Kaoyan#Settings2026";
let browser: Browser;
const desktopPhone = uniquePhone("135");
const mobilePhone = uniquePhone("133");
let desktopToken: string;
let mobileToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  [desktopToken, mobileToken] = await Promise.all([
    registerStudentThroughApi(baseURL, desktopPhone, PASSWORD),
    registerStudentThroughApi(baseURL, mobilePhone, PASSWORD),
  ]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function latestCode(phoneNumber: string, after: string | undefined): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const code = (await readInbox(baseURL)).sms.find((entry) => entry.phoneNumber === phoneNumber)?.code;
    if (code && code !== after) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new code for ${phoneNumber}`);
}

const section = (page: Page, title: string) =>
  page.locator("section", {
    has: page.getByRole("heading", { level: 2, name: title, exact: true }),
  });
const inDays = (days: number) => dateOfStudyDay(studyDayIndex(Date.now()) + days);

describe("desktop, JavaScript off", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await withToken(
      await newDesktopContext(browser, { baseURL, javaScriptEnabled: false }),
      desktopToken,
      baseURL,
    );
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it("saves each section on its own, keeps a refused one's input, and shows the countdown here and on the centre", async () => {
    await page.goto("/user/seting");
    expect(
      await page.getByRole("navigation", { name: "个人中心" }).locator('[aria-current="page"]').textContent(),
    ).toBe("学习设置");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("学习设置");

    await section(page, "考试日期").getByLabel("考试日期").fill(inDays(100));
    await section(page, "考试日期").getByRole("button", { name: "保存" }).click();
    await expect.poll(() => toastText(page)).toBe("已保存");
    expect(await section(page, "考试日期").getByTestId("exam-countdown").textContent()).toContain(
      "距离考研还有 100 天",
    );

    await section(page, "目标院校与专业").getByLabel("目标院校").fill("浙江大学");
    await section(page, "目标院校与专业").getByLabel("目标专业").fill("计算机科学与技术");
    await section(page, "目标院校与专业").getByRole("button", { name: "保存" }).click();
    await expect.poll(() => toastText(page)).toBe("已保存");

    // A refused goal: its message, what was typed, and the other sections as saved.
    const goal = section(page, "每日学习目标");
    await goal.getByLabel("背单词（个）").check();
    await goal.getByLabel("每日目标数量").fill("999");
    await goal.getByRole("button", { name: "保存" }).click();
    expect(await goal.textContent()).toContain("每日单词数为 5–500 个的整数");
    expect(await goal.getByLabel("每日目标数量").inputValue()).toBe("999");
    expect(await goal.getByLabel("背单词（个）").isChecked()).toBe(true);
    expect(await section(page, "目标院校与专业").getByLabel("目标院校").inputValue()).toBe("浙江大学");
    expect(await section(page, "考试日期").getByLabel("考试日期").inputValue()).toBe(inDays(100));
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
    await goal.getByLabel("每日目标数量").fill("60");
    await goal.getByRole("button", { name: "保存" }).click();
    await expect.poll(() => toastText(page)).toBe("已保存");
    expect(await section(page, "每日学习目标").getByLabel("每日目标数量").inputValue()).toBe("60");

    const notify = section(page, "消息提醒");
    await notify.getByLabel("直播开播提醒").uncheck();
    await notify.getByRole("button", { name: "保存" }).click();
    await expect.poll(() => toastText(page)).toBe("已保存");
    expect(await section(page, "消息提醒").getByLabel("直播开播提醒").isChecked()).toBe(false);
    expect(await section(page, "消息提醒").getByLabel("订单与退款").isChecked()).toBe(true);

    await section(page, "主题").getByLabel("紫色").check();
    await section(page, "主题").getByRole("button", { name: "保存" }).click();
    await expect.poll(() => toastText(page)).toBe("已保存");
    expect(await page.locator("html").getAttribute("data-theme")).toBe("purple");

    await page.goto("/user/center");
    expect(await page.getByTestId("exam-countdown").textContent()).toContain("距离考研还有 100 天");
  });

  it("changes the number with codes from the dev inbox and ends the other device's session", async () => {
    const otherDevice = await loginThroughApi(baseURL, {
      phoneNumber: desktopPhone,
      password: PASSWORD,
    });
    // Registration texted this phone moments ago: its one-code-a-minute limit lapses now instead of in real time.
    letSmsResendMinutePass(desktopPhone);
    await page.goto("/user/modifyNumber");
    expect(await page.locator("main").textContent()).toContain(
      `${desktopPhone.slice(0, 3)}****${desktopPhone.slice(7)}`,
    );
    const before = (await readInbox(baseURL)).sms.find((entry) => entry.phoneNumber === desktopPhone)?.code;
    await page.getByRole("button", { name: "获取验证码" }).click();
    expect(await page.locator("main").textContent()).toContain("验证码已发送至");
    expect(await page.getByRole("button", { name: /秒后可重发/ }).isDisabled()).toBe(true);
    await page.getByLabel("短信验证码").fill(await latestCode(desktopPhone, before));
    await page.getByRole("button", { name: "下一步" }).click();
    await expect.poll(() => toastText(page)).toBe("原手机号验证成功，请绑定新手机号");
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));

    const newPhone = uniquePhone("132");
    await page.getByRole("textbox", { name: "新手机号" }).fill(newPhone);
    await page.getByRole("button", { name: "获取验证码" }).click();
    expect(await page.getByRole("textbox", { name: "新手机号" }).inputValue()).toBe(newPhone);
    await page.getByLabel("短信验证码").fill(await latestCode(newPhone, undefined));
    await page.getByRole("button", { name: "确认更换" }).click();
    await expect.poll(() => toastText(page)).toBe("手机号已更换");
    expect(new URL(page.url()).pathname).toBe("/user/center");
    expect(await page.locator("main").textContent()).toContain(`${newPhone.slice(0, 3)}****${newPhone.slice(7)}`);
    const info = await fetch(`${baseURL}/api/User/info`, {
      headers: { authorization: `Bearer ${otherDevice}` },
    });
    expect((await info.json()).code).toBe(401);
  }, 90_000);
});

describe("mobile, JavaScript on", () => {
  let context: BrowserContext;
  let page: Page;
  const ready = (target: Page) => waitForHydration(target);

  beforeAll(async () => {
    context = await withToken(
      await newMobileContext(browser, { baseURL, javaScriptEnabled: true }),
      mobileToken,
      baseURL,
    );
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it("shows the countdown on 我的, checks the goal in the browser and saves it", async () => {
    await page.goto("/mobile/user");
    await ready(page);
    expect(await page.getByTestId("exam-countdown").textContent()).toMatch(/距离考研还有 \d+ 天/);
    await page.getByRole("link", { name: "学习设置" }).click();
    await page.waitForURL("**/mobile/user/seting");
    await ready(page);
    const goal = section(page, "每日学习目标");
    await goal.getByLabel("背单词（个）").check();
    await goal.getByLabel("每日目标数量").fill("1");
    await goal.getByRole("button", { name: "保存" }).click();
    await expect.poll(() => goal.textContent()).toContain("每日单词数为 5–500 个的整数");
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));
    await goal.getByLabel("每日目标数量").fill("50");
    await goal.getByRole("button", { name: "保存" }).click();
    await expect.poll(() => toastText(page)).toBe("已保存");
    await page.reload();
    await ready(page);
    expect(await section(page, "每日学习目标").getByLabel("每日目标数量").inputValue()).toBe("50");
    expect(await section(page, "每日学习目标").getByLabel("背单词（个）").isChecked()).toBe(true);
  });

  it("refuses a number bound to another account", async () => {
    letSmsResendMinutePass(mobilePhone);
    await page.goto("/mobile/user/modifyNumber");
    await ready(page);
    const before = (await readInbox(baseURL)).sms.find((entry) => entry.phoneNumber === mobilePhone)?.code;
    await page.getByRole("button", { name: "获取验证码" }).click();
    await expect.poll(() => page.locator("main").textContent()).toContain("验证码已发送至");
    await page.getByLabel("短信验证码").fill(await latestCode(mobilePhone, before));
    await page.getByRole("button", { name: "下一步" }).click();
    await expect.poll(() => toastText(page)).toBe("原手机号验证成功，请绑定新手机号");
    await page.getByRole("textbox", { name: "新手机号" }).fill("13800000002");
    await page.getByRole("button", { name: "获取验证码" }).click();
    await expect.poll(() => page.locator("main").textContent()).toContain("该手机号已绑定其他账号");
    expect(await page.getByRole("textbox", { name: "新手机号" }).inputValue()).toBe("13800000002");
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));
  }, 90_000);
});
