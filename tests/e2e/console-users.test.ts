// The console's school administration (issue 25) in Chromium on a desktop, once without JavaScript and once with it,
// every form: 用户 (a search refused with its message and kept, 停用 — the student's login ends —, 启用, 退出所有登录),
// 管理员与教师 (an account refused and kept, 添加教师, 移除), 更换机构注册码 (the confirmation, the new code shown once,
// the old code refused at once), 留言与预约 (the filters, 标记为 处理中, an empty reply refused, a reply that reaches the
// student in 消息). The school's administrator here is a fresh account the operator names and that binds its own
// authenticator, so no other file's 「退出其他控制台登录」 ends its session; the codes rotated are of schools no other
// test logs in to. axe, the JavaScript-off crawl and the access checks run from the route manifest.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { schoolAdminMessages as m } from "~/modules/console/school-admin-messages";
import { launchBrowser, newDesktopContext, waitForHydration } from "../support/browser";
import {
  enrolConsoleThroughApi,
  loginConsoleThroughApi,
  loginThroughApi,
  registerStudentThroughApi,
} from "../support/demo-login";
import { uniquePhone } from "../support/dev-inbox";
import { apiResult, toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
const PASSWORD = "Kaoyan#Console2026";
/** Schools whose organisation code no other test uses: one per run. */
const ROTATED_SCHOOLS = {
  off: { name: "中山大学", code: "YT-SYSU-2026" },
  on: { name: "四川大学", code: "YT-SCU-2026" },
};

let browser: Browser;
let operator: string;
let admin: string;
let schools: Array<{ id: number; name: string }>;

const schoolIdOf = (name: string) => schools.find((school) => school.name === name)!.id;

async function orgLogin(name: string, orgCode: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/User/org-login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ orgId: schoolIdOf(name), orgCode }),
  });
  return ((await response.json()) as { code: number }).code;
}

beforeAll(async () => {
  browser = await launchBrowser();
  schools = (await apiResult(baseURL, "/api/System/schools")).items;
  operator = await loginConsoleThroughApi(baseURL, "operator");
  // 演示大学's administrator for this file: a new student the operator names, with its own authenticator.
  const phoneNumber = uniquePhone("133");
  admin = await registerStudentThroughApi(baseURL, phoneNumber, PASSWORD);
  await apiResult(baseURL, `/api/console/schools/${schoolIdOf("演示大学")}/staff`, {
    method: "POST",
    token: operator,
    body: { role: "school_admin", account: phoneNumber },
  });
  await enrolConsoleThroughApi(baseURL, admin);
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  ["off", false],
  ["on", true],
] as const)("desktop, JavaScript %s", (mode, js) => {
  let context: BrowserContext;
  let page: Page;
  let studentPhone: string;
  let student: string;
  const posts: string[] = [];

  /** Clicks and waits for what follows: a navigation without JavaScript, the answer rendered with it. */
  const open = async (path: string) => {
    await page.goto(path);
    if (js) await waitForHydration(page);
  };

  beforeAll(async () => {
    studentPhone = uniquePhone(js ? "134" : "135");
    student = await registerStudentThroughApi(baseURL, studentPhone, PASSWORD);
    context = await withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled: js }), admin, baseURL);
    page = await context.newPage();
    page.on("request", (request) => {
      // The console's own form posts (not the visit beacon's).
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/console"))
        posts.push(request.url());
    });
  });
  afterAll(async () => {
    await context?.close();
  });

  it("用户: refuses a long search with its message, finds the student, disables, enables, signs them out", async () => {
    await open("/console/users");
    const search = page.getByLabel("手机号后几位或昵称");
    await search.fill("长".repeat(21));
    await page.getByRole("button", { name: "搜索" }).click();
    await expect.poll(() => page.locator("main").textContent()).toContain(m.queryTooLong);
    expect(await search.inputValue()).toBe("长".repeat(21));
    expect(await search.getAttribute("aria-invalid")).toBe("true");
    // With JavaScript the schema refused it in the browser: the address did not change.
    expect(new URL(page.url()).searchParams.get("query")).toBe(js ? null : "长".repeat(21));

    await search.fill(studentPhone.slice(-8));
    await page.getByRole("button", { name: "搜索" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("query")).toBe(studentPhone.slice(-8));
    const nickname = `研友${studentPhone.slice(-4)}`;
    await expect.poll(() => page.locator("tbody tr").count()).toBe(1);
    expect(await page.locator("tbody tr").textContent()).toContain("正常");

    await page.getByRole("button", { name: `停用「${nickname}」` }).click();
    await expect.poll(() => toastText(page)).toContain("已停用该用户");
    await expect.poll(() => page.locator("tbody tr").textContent()).toContain("已停用");
    expect(new URL(page.url()).searchParams.get("query")).toBe(studentPhone.slice(-8));
    const refused = await fetch(`${baseURL}/api/Notification/unread-count`, {
      headers: { authorization: `Bearer ${student}` },
    });
    expect(refused.status).toBe(401);

    await page.getByRole("button", { name: `启用「${nickname}」` }).click();
    await expect.poll(() => toastText(page)).toContain("已启用该用户");
    await expect.poll(() => page.locator("tbody tr").textContent()).toContain("正常");
    await page.getByRole("button", { name: `让「${nickname}」退出所有登录` }).click();
    await expect.poll(() => toastText(page)).toContain("该用户当前没有登录");
  });

  it("管理员与教师: refuses an account neither phone nor id, adds the student as a teacher, removes them", async () => {
    await open("/console/staff");
    const account = page.getByLabel("添加教师：本校用户的手机号或用户 ID");
    await account.fill("abc");
    const before = posts.length;
    await page.getByRole("button", { name: "添加教师" }).click();
    await expect.poll(() => page.locator("main").textContent()).toContain(m.accountInvalid);
    expect(await account.inputValue()).toBe("abc");
    expect(await account.getAttribute("aria-invalid")).toBe("true");
    expect(posts.length - before).toBe(js ? 0 : 1);

    await account.fill(studentPhone);
    await page.getByRole("button", { name: "添加教师" }).click();
    await expect.poll(() => toastText(page)).toContain("已添加为教师");
    const nickname = `研友${studentPhone.slice(-4)}`;
    const remove = page.getByRole("button", { name: `移除「${nickname}」的教师身份` });
    await expect.poll(() => remove.count()).toBe(1);
    await remove.click();
    await expect.poll(() => toastText(page)).toContain("已移除教师身份");
    await expect.poll(() => remove.count()).toBe(0);
  });

  it("更换机构注册码: asks first, shows the new code once, and the old code stops working at once", async () => {
    const school = ROTATED_SCHOOLS[mode];
    const operatorContext = await withToken(
      await newDesktopContext(browser, { baseURL, javaScriptEnabled: js }),
      operator,
      baseURL,
    );
    try {
      const operatorPage = await operatorContext.newPage();
      await operatorPage.goto(`/console/staff?school=${schoolIdOf(school.name)}`);
      if (js) await waitForHydration(operatorPage);
      expect(await orgLogin(school.name, school.code)).toBe(200);
      await operatorPage.getByRole("link", { name: "更换机构注册码" }).click();
      await expect.poll(() => new URL(operatorPage.url()).searchParams.get("rotate")).toBe("1");
      await operatorPage.getByRole("button", { name: "确认更换" }).click();
      const shown = operatorPage.getByTestId("new-org-code");
      await expect.poll(() => shown.count()).toBe(1);
      const code = (await shown.textContent())!.trim();
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
      expect(await orgLogin(school.name, school.code)).not.toBe(200);
      expect(await orgLogin(school.name, code)).toBe(200);
      // Never again in a GET of the page.
      await operatorPage.goto(`/console/staff?school=${schoolIdOf(school.name)}`);
      expect(await operatorPage.locator("main").textContent()).not.toContain(code);
    } finally {
      await operatorContext.close();
    }
  });

  it("留言与预约: filters, marks an item 处理中, refuses an empty reply, and the reply reaches the student", async () => {
    // The student logs in again (停用 ended their sessions), so the feedback is theirs and the reply reaches them.
    student = await loginThroughApi(baseURL, { phoneNumber: studentPhone, password: PASSWORD });
    const suggestion = `控制台测试反馈（JavaScript ${mode}）：希望增加夜间模式。`;
    await apiResult(baseURL, "/api/Feedback", {
      method: "POST",
      token: student,
      body: { type: 1, suggestion, phone: "qq 12345678" },
    });
    await open("/console/inbox");
    await page.getByLabel("类型").selectOption("feedback");
    await page.getByLabel("处理状态").selectOption("new");
    await page.getByRole("button", { name: "筛选" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("kind")).toBe("feedback");
    expect(new URL(page.url()).searchParams.get("state")).toBe("new");
    await page.getByRole("link", { name: suggestion }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/console\/inbox\/feedback\/\d+$/);
    if (js) await waitForHydration(page);
    expect(await page.locator("main").textContent()).toContain(suggestion);

    await page.getByLabel("标记为").selectOption("in_progress");
    await page.getByRole("button", { name: "保存状态" }).click();
    await expect.poll(() => toastText(page)).toContain("已标记为「处理中」");
    await expect.poll(() => page.getByRole("heading", { name: "处理状态：处理中" }).count()).toBe(1);

    const before = posts.length;
    await page.getByRole("button", { name: "发送回复" }).click();
    await expect.poll(() => page.locator("main").textContent()).toContain(m.replyRequired);
    expect(await page.getByLabel("回复内容").getAttribute("aria-invalid")).toBe("true");
    expect(posts.length - before).toBe(js ? 0 : 1);

    const answer = `谢谢建议，夜间模式已在计划中（${mode}）。`;
    await page.getByLabel("回复内容").fill(answer);
    await page.getByRole("button", { name: "发送回复" }).click();
    await expect.poll(() => toastText(page)).toContain("已回复");
    await expect.poll(() => page.getByRole("heading", { name: "处理状态：已回复" }).count()).toBe(1);
    expect(await page.locator("main").textContent()).toContain(answer);
    const notes = await apiResult(baseURL, "/api/Notification/page-query?page=1&rows=20", { token: student });
    expect(JSON.stringify(notes)).toContain(answer);
  });
});
