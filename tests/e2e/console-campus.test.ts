// The console's 校园网, 授权, 学校 and 运营人员 pages (issue 25) in Chromium on a desktop, with JavaScript off (every form
// posts; a refusal comes back with its message and what was typed) and on (the same zod schemas refuse bad input
// before anything is posted; good input saves). The server is shared with the other e2e files, so this file signs in
// with console accounts of its own, each with its own authenticator — 南京大学's organisation account, and an operator
// made by `npm run console:operator` as a real site makes its first one — never the demo accounts, whose codes
// console.test.ts types in the browser (a code is accepted once per step and account). Other schools keep their
// ranges, codes and licences: 南京大学 gets its own ranges back, and the operator works on schools this file creates.
// axe, the Nu checker and the crawl run in the audit (tests/budgets/routes.ts).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { newDesktopContext, launchBrowser, waitForHydration } from "../support/browser";
import {
  consoleOperatorThroughCli,
  enrolConsoleThroughApi,
  loginOrgThroughApi,
  registerStudentThroughApi,
} from "../support/demo-login";
import { apiResult, toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
let browser: Browser;
let operatorToken: string;
let staffToken: string;

const main = (page: Page) => page.locator("main").textContent();
const randomPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

async function schoolIdOf(name: string): Promise<number> {
  const { items } = await apiResult<{ items: Array<{ id: number; name: string }> }>(baseURL, "/api/console/schools", {
    token: operatorToken,
  });
  return items.find((school) => school.name === name)!.id;
}

/** The console form posts a page sends from now on (none when the browser refuses the form itself). */
function postsOf(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    // The form posts only (the visit log's beacon posts to /api too).
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/console"))
      posts.push(request.url());
  });
  return posts;
}

beforeAll(async () => {
  browser = await launchBrowser();
  operatorToken = await consoleOperatorThroughCli(baseURL, inject("e2eDatabaseUrl"));
  staffToken = await loginOrgThroughApi(baseURL, "南京大学", "YT-NJU-2026");
  await enrolConsoleThroughApi(baseURL, staffToken);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function contextFor(token: string, javaScriptEnabled: boolean): Promise<BrowserContext> {
  return withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled }), token, baseURL);
}

describe("desktop, JavaScript off: 南京大学's library (its organisation account)", () => {
  let context: BrowserContext;
  let page: Page;
  let demoRanges: string;
  const demoRangesPath = async () => `/api/console/schools/${await schoolIdOf("南京大学")}/campus-ranges`;
  beforeAll(async () => {
    context = await contextFor(staffToken, false);
    page = await context.newPage();
    demoRanges = (await apiResult<{ text: string }>(baseURL, await demoRangesPath(), { token: staffToken })).text;
  });
  afterAll(async () => {
    await context?.close();
    // The shared server's school gets its own ranges back.
    await apiResult(baseURL, await demoRangesPath(), {
      method: "PUT",
      token: staffToken,
      body: { ranges: demoRanges },
    });
  });

  it("is refused an overlapping range with the text kept, saves a good list, and tests an address", async () => {
    await page.goto("/console/campus");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("校园网");
    const ranges = page.locator("#campus-ranges");
    const saved = await ranges.inputValue();
    expect(saved).toContain("10.8.0.0/16");
    const overlap = `${saved}\n10.1.3.0/24`;
    await ranges.fill(overlap);
    await page.getByRole("button", { name: "保存校园网段" }).click();
    await expect.poll(() => main(page)).toContain("与北京大学的校园网段 10.1.0.0/16 重叠");
    expect(await ranges.inputValue()).toBe(overlap);
    expect(await ranges.getAttribute("aria-invalid")).toBe("true");

    await ranges.fill(`${saved}\n100.64.7.9/24`);
    await page.getByRole("button", { name: "保存校园网段" }).click();
    await expect.poll(() => toastText(page)).toContain("已保存校园网段");
    expect(await page.locator(".console-range-list").textContent()).toContain("100.64.7.0/24");

    await page.locator("#campus-test-address").fill("10.1.2.3");
    await page.getByRole("button", { name: "测试", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("address")).toBe("10.1.2.3");
    const answer = page.locator(".console-test-answer");
    expect(await answer.textContent()).toContain("不在南京大学的校园网内");
    expect(await answer.textContent()).toContain("北京大学");
    await page.locator("#campus-test-address").fill("10.1.2");
    await page.getByRole("button", { name: "测试", exact: true }).click();
    await expect.poll(() => main(page)).toContain("请输入有效的 IPv4 或 IPv6 地址");
  });

  it("reads the school's licences without forms", async () => {
    await page.goto("/console/licences");
    expect(await page.locator("table caption").textContent()).toBe("南京大学的授权");
    expect(await main(page)).toContain("授权由运营人员设置");
    expect(await page.getByRole("button", { name: "新增授权" }).count()).toBe(0);
  });
});

describe("desktop, JavaScript off: the operator", () => {
  let context: BrowserContext;
  let page: Page;
  const school = `无脚本学院${Date.now() % 100000}`;
  beforeAll(async () => {
    context = await contextFor(operatorToken, false);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it("creates a school (an empty name refused), renames it and rotates its organisation code", async () => {
    await page.goto("/console/schools");
    await page.getByRole("button", { name: "新建学校" }).click();
    await expect.poll(() => main(page)).toContain("请输入学校名称");
    await page.locator("#school-new-name").fill(school);
    await page.locator("#school-new-ranges").fill("100.64.8.1/24");
    await page.getByRole("button", { name: "新建学校" }).click();
    await expect.poll(() => toastText(page)).toContain(`已新建学校：${school}`);
    await expect.poll(() => page.locator("table").textContent()).toContain(school);

    await page.getByRole("link", { name: `管理${school}` }).click();
    await page.locator("#school-edit-name").fill(`${school}二`);
    await page.getByRole("button", { name: "修改名称" }).click();
    await expect.poll(() => toastText(page)).toContain(`学校已改名为：${school}二`);
    await page.getByRole("button", { name: "生成机构注册码" }).click();
    const code = page.locator(".console-org-code");
    await expect.poll(() => code.count()).toBe(1);
    expect(await code.textContent()).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    await page.goto(page.url());
    expect(await page.locator(".console-org-code").count()).toBe(0);
    // A code in use is replaced only through the one confirmation step, on the school's 管理员与教师 page.
    expect(await page.getByRole("link", { name: "更换机构注册码" }).getAttribute("href")).toMatch(
      /^\/console\/staff\?school=\d+&rotate=1$/,
    );
  });

  it("creates a licence (one ending before it starts refused as typed), re-dates it and ends it after confirming", async () => {
    const id = await schoolIdOf(`${school}二`);
    await page.goto(`/console/licences?school=${id}`);
    await page.locator("#licence-scope").selectOption("subject");
    await page.locator("#licence-subject").selectOption({ label: "数学二" });
    await page.locator("#licence-from").fill("2030-06-30");
    await page.locator("#licence-to").fill("2030-01-01");
    await page.getByRole("button", { name: "新增授权" }).click();
    await expect.poll(() => main(page)).toContain("结束日期不能早于开始日期");
    expect(await page.locator("#licence-from").inputValue()).toBe("2030-06-30");
    expect(await page.locator("#licence-subject").inputValue()).toBe("math2");

    await page.locator("#licence-to").fill("2030-12-31");
    await page.getByRole("button", { name: "新增授权" }).click();
    await expect.poll(() => toastText(page)).toContain("已新增授权：数学二");
    const row = page.locator("tbody tr", { hasText: "数学二" });
    expect(await row.textContent()).toContain("未开始");

    await page.getByRole("link", { name: "修改「数学二」的日期" }).click();
    await page.locator("#licence-dates-to").fill("");
    await page.getByRole("button", { name: "保存日期" }).click();
    await expect.poll(() => toastText(page)).toContain("已修改授权日期");
    expect(await row.textContent()).toContain("长期有效");

    await page.getByRole("button", { name: "结束「数学二」的授权" }).click();
    await expect.poll(() => main(page)).toContain("确认结束授权");
    expect(await row.textContent()).toContain("未开始");
    await page.getByRole("button", { name: "确认结束" }).click();
    await expect.poll(() => toastText(page)).toContain("已结束授权：数学二");
    expect(await row.textContent()).toContain("已结束");
  });

  it("adds an operator by phone (a malformed number refused as typed) and removes them", async () => {
    const phone = randomPhone();
    await registerStudentThroughApi(baseURL, phone, "Yantu#2026");
    await page.goto("/console/operators");
    await page.locator("#operator-phone").fill("12345");
    await page.getByRole("button", { name: "添加", exact: true }).click();
    await expect.poll(() => main(page)).toContain("请输入正确的手机号");
    expect(await page.locator("#operator-phone").inputValue()).toBe("12345");
    await page.locator("#operator-phone").fill(phone);
    await page.getByRole("button", { name: "添加", exact: true }).click();
    await expect.poll(() => toastText(page)).toContain("设为运营人员");
    await page.getByRole("button", { name: new RegExp(`移除.*尾号 ${phone.slice(-4)}`) }).click();
    await expect.poll(() => toastText(page)).toContain("的运营人员身份");
    expect(await page.locator("table").textContent()).not.toContain(`尾号 ${phone.slice(-4)}`);
  });
});

describe("desktop, JavaScript on: the operator", () => {
  let context: BrowserContext;
  let page: Page;
  const school = `脚本学院${Date.now() % 100000}`;
  beforeAll(async () => {
    context = await contextFor(operatorToken, true);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it("checks the school forms in the browser first, then creates, renames and rotates", async () => {
    await page.goto("/console/schools");
    await waitForHydration(page);
    const posts = postsOf(page);
    await page.getByRole("button", { name: "新建学校" }).click();
    await expect.poll(() => main(page)).toContain("请输入学校名称");
    await page.locator("#school-new-name").fill(school);
    await page.locator("#school-new-ranges").fill("100.64.9.0/33");
    await page.getByRole("button", { name: "新建学校" }).click();
    await expect.poll(() => main(page)).toContain("不是有效的 IP 地址或网段");
    expect(posts).toEqual([]);
    await page.locator("#school-new-ranges").fill("100.64.9.0/24");
    await page.getByRole("button", { name: "新建学校" }).click();
    await expect.poll(() => toastText(page)).toContain(`已新建学校：${school}`);

    await page.getByRole("link", { name: `管理${school}` }).click();
    await expect.poll(() => page.locator("#school-edit-name").inputValue()).toBe(school);
    await page.locator("#school-edit-name").fill(" ");
    await page.getByRole("button", { name: "修改名称" }).click();
    await expect.poll(() => main(page)).toContain("请输入学校名称");
    expect(posts).toHaveLength(1);
    await page.locator("#school-edit-name").fill(`${school}二`);
    await page.getByRole("button", { name: "修改名称" }).click();
    await expect.poll(() => toastText(page)).toContain(`学校已改名为：${school}二`);
    await page.getByRole("button", { name: "生成机构注册码" }).click();
    await expect.poll(() => page.locator(".console-org-code").count()).toBe(1);
  });

  it("saves a school's ranges and tests an address, bad input refused before posting", async () => {
    const id = await schoolIdOf(`${school}二`);
    await page.goto(`/console/campus?school=${id}`);
    await waitForHydration(page);
    const posts = postsOf(page);
    const ranges = page.locator("#campus-ranges");
    await ranges.fill("100.64.9.0/24\n0.0.0.0/0");
    await page.getByRole("button", { name: "保存校园网段" }).click();
    await expect.poll(() => main(page)).toContain("范围过大");
    expect(posts).toEqual([]);
    await ranges.fill("100.64.9.0/24\n2001:db8:e2e::/48");
    await page.getByRole("button", { name: "保存校园网段" }).click();
    await expect.poll(() => toastText(page)).toContain("已保存校园网段（共 2 条）");
    expect(await page.locator(".console-range-list").textContent()).toContain("2001:db8:e2e::/48");

    await page.locator("#campus-test-address").fill("not an address");
    await page.getByRole("button", { name: "测试", exact: true }).click();
    await expect.poll(() => main(page)).toContain("请输入有效的 IPv4 或 IPv6 地址");
    expect(new URL(page.url()).searchParams.get("address")).toBeNull();
    await page.locator("#campus-test-address").fill("2001:db8:e2e::5");
    await page.getByRole("button", { name: "测试", exact: true }).click();
    await expect.poll(() => page.locator(".console-test-answer").textContent()).toContain(`在${school}二的校园网内`);
  });

  it("creates, re-dates and ends a licence, a bad one refused before posting", async () => {
    const id = await schoolIdOf(`${school}二`);
    await page.goto(`/console/licences?school=${id}`);
    await waitForHydration(page);
    const posts = postsOf(page);
    await page.locator("#licence-scope").selectOption("bank");
    await page.locator("#licence-from").fill("2030-01-01");
    await page.getByRole("button", { name: "新增授权" }).click();
    await expect.poll(() => main(page)).toContain("请选择题库");
    await page.locator("#licence-scope").selectOption("all");
    await page.locator("#licence-to").fill("2029-12-31");
    await page.getByRole("button", { name: "新增授权" }).click();
    await expect.poll(() => main(page)).toContain("结束日期不能早于开始日期");
    expect(posts).toEqual([]);
    await page.locator("#licence-to").fill("2030-03-31");
    await page.getByRole("button", { name: "新增授权" }).click();
    await expect.poll(() => toastText(page)).toContain("已新增授权：全部内容");

    await page.getByRole("link", { name: "修改「全部内容」的日期" }).click();
    await page.locator("#licence-dates-to").fill("2029-01-01");
    await page.getByRole("button", { name: "保存日期" }).click();
    await expect.poll(() => main(page)).toContain("结束日期不能早于开始日期");
    expect(posts).toHaveLength(1);
    await page.locator("#licence-dates-to").fill("2030-04-30");
    await page.getByRole("button", { name: "保存日期" }).click();
    await expect.poll(() => toastText(page)).toContain("已修改授权日期");
    const row = page.locator("tbody tr", { hasText: "全部内容" });
    await expect.poll(() => row.textContent()).toContain("2030-04-30");

    await page.getByRole("button", { name: "结束「全部内容」的授权" }).click();
    await page.getByRole("button", { name: "确认结束" }).click();
    await expect.poll(() => toastText(page)).toContain("已结束授权：全部内容");
    await expect.poll(() => row.textContent()).toContain("已结束");
  });

  it("adds and removes an operator, a malformed number refused before posting", async () => {
    const phone = randomPhone();
    await registerStudentThroughApi(baseURL, phone, "Yantu#2026");
    await page.goto("/console/operators");
    await waitForHydration(page);
    const posts = postsOf(page);
    await page.locator("#operator-phone").fill("1380000");
    await page.getByRole("button", { name: "添加", exact: true }).click();
    await expect.poll(() => main(page)).toContain("请输入正确的手机号");
    expect(posts).toEqual([]);
    await page.locator("#operator-phone").fill(phone);
    await page.getByRole("button", { name: "添加", exact: true }).click();
    await expect.poll(() => toastText(page)).toContain("设为运营人员");
    await page.getByRole("button", { name: new RegExp(`移除.*尾号 ${phone.slice(-4)}`) }).click();
    await expect.poll(() => toastText(page)).toContain("的运营人员身份");
  });
});
