// 学长学姐 applications (docs/decisions/0033) in Chromium against the production build, on a server of this file's own
// (its SQLite file is shared with this process, which plays the school's organisation account through the moderation
// service: the moderation page is another part of issue 17). Desktop with JavaScript off: a refused form keeps every
// field and asks for the file again; apply with a proof image → 审核中, the proof image served to the applicant; declined
// → the reason and 重新申请; applied again and approved → 已通过, the badge on /user/senior and on their profile
// /square/seniorInfo. Mobile with JavaScript on: the schema checks in the browser, then apply. axe on each state.
import sharp from "sharp";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { launchBrowser, newDesktopContext, newMobileContext, waitForHydration } from "../support/browser";
import { registerStudentThroughApi } from "../support/demo-login";
import { uniquePhone } from "../support/dev-inbox";
import { axeCurrentPage, toastText, withToken } from "../support/e2e-helpers";
import { startServer, type ServerProcess } from "../support/server-process";
import { createTestDatabase, type TestDatabase } from "../support/test-databases";

const PASSWORD = "Kaoyan#Senior2026";
let database: TestDatabase;
let server: ServerProcess;
let browser: Browser;
let baseURL: string;
let decide: (id: number, action: "approve" | "decline", reason?: string) => Promise<void>;
let latestApplicationOf: (phone: string) => Promise<number>;
/**
 * This file's handle on the server's database. e2e files share their worker's modules (isolate: false in
 * vitest.config.ts), so after the file the handle is closed, DATABASE_URL put back and the modules forgotten: a later
 * file's import of the database client reads its own DATABASE_URL.
 */
let closeDatabase: (() => Promise<void>) | undefined;
const databaseUrlBefore = process.env.DATABASE_URL;

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  [server, browser] = await Promise.all([
    startServer({ databaseUrl: database.url, startTimeoutMs: 90_000 }),
    launchBrowser(),
  ]);
  baseURL = server.baseUrl;
  // The services read DATABASE_URL when first imported: the same SQLite file as the server's (seeded by it).
  process.env.DATABASE_URL = database.url;
  const [{ db }, { decideOn }] = await Promise.all([
    import("~/db/client.server"),
    import("~/modules/moderation/moderation-sources.server"),
  ]);
  closeDatabase = () => db.destroy();
  const school = await db.selectFrom("schools").select("id").where("name", "=", "演示大学").executeTakeFirstOrThrow();
  const now = Date.now();
  const org = await db
    .insertInto("users")
    .values({
      school_id: school.id,
      phone_number: null,
      password_hash: null,
      nickname: "演示大学图书馆（测试）",
      avatar: null,
      is_org: 1,
      disabled: 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  decide = async (id, action, reason) => {
    await decideOn({ userId: org.id, schoolId: school.id }, { kind: "senior_application", id, action, reason });
  };
  latestApplicationOf = async (phone) => {
    const row = await db
      .selectFrom("senior_applications as a")
      .innerJoin("users as u", "u.id", "a.user_id")
      .select("a.id")
      .where("u.phone_number", "=", phone)
      .orderBy("a.id", "desc")
      .executeTakeFirstOrThrow();
    return row.id;
  };
}, 180_000);

afterAll(async () => {
  await closeDatabase?.();
  if (databaseUrlBefore === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = databaseUrlBefore;
  vi.resetModules();
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

async function proofJpeg() {
  const buffer = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#b03a2e" } })
    .withExif({ IFD0: { Copyright: "录取通知书 room 302" } })
    .jpeg()
    .toBuffer();
  return { name: "offer.jpg", mimeType: "image/jpeg", buffer };
}

const applicationForm = (page: Page) => page.getByRole("form", { name: /申请/ });

async function fill(page: Page, total: string) {
  const form = applicationForm(page);
  await form.getByLabel("录取院校").fill("浙江大学");
  await form.getByLabel("录取专业").fill("电子信息");
  await form.getByLabel("考研年份").fill("2026");
  await form.getByLabel("科目 1", { exact: true }).fill("政治");
  await form.getByLabel("科目 1 成绩").fill("70");
  await form.getByLabel("科目 2", { exact: true }).fill("英语二");
  await form.getByLabel("科目 2 成绩").fill("80");
  await form.getByLabel("总分").fill(total);
  await form.getByLabel("自我介绍").fill("跨考电子信息，分享英语二和专业课的经验。");
}

describe("desktop, JavaScript off", () => {
  let context: BrowserContext;
  let page: Page;
  const phone = uniquePhone("135");

  beforeAll(async () => {
    const token = await registerStudentThroughApi(baseURL, phone, PASSWORD);
    context = await withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled: false }), token, baseURL);
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  it("keeps the fields of a refused form, then applies with a proof image that only the applicant sees", async () => {
    await page.goto("/user/senior");
    expect(await page.getByRole("heading", { name: "申请成为学长学姐" }).isVisible()).toBe(true);
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
    await fill(page, "151");
    await applicationForm(page)
      .getByLabel("证明图片")
      .setInputFiles(await proofJpeg());
    await applicationForm(page).getByRole("button", { name: "提交申请" }).click();
    expect(await page.locator("main").textContent()).toContain("总分应等于各科成绩之和（150）");
    expect(await page.locator("main").textContent()).toContain("请重新选择证明图片");
    expect(await applicationForm(page).getByLabel("录取院校").inputValue()).toBe("浙江大学");
    expect(await applicationForm(page).getByLabel("科目 2 成绩").inputValue()).toBe("80");

    await applicationForm(page).getByLabel("总分").fill("150");
    await applicationForm(page)
      .getByLabel("证明图片")
      .setInputFiles(await proofJpeg());
    await applicationForm(page).getByRole("button", { name: "提交申请" }).click();
    await expect.poll(() => toastText(page)).toBe("申请已提交，等待学校审核");
    expect(await page.getByRole("heading", { name: "我的申请：审核中" }).isVisible()).toBe(true);
    expect(await applicationForm(page).count()).toBe(0);
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));

    const href = await page.getByRole("link", { name: /查看证明图片/ }).getAttribute("href");
    const own = await page.request.get(href!);
    expect(own.status()).toBe(200);
    expect(own.headers()["content-type"]).toBe("image/jpeg");
    expect((await sharp(await own.body()).metadata()).exif).toBeUndefined();
    const stranger = await newDesktopContext(browser, { baseURL, javaScriptEnabled: false });
    const otherToken = await registerStudentThroughApi(baseURL, uniquePhone("135"), PASSWORD);
    await withToken(stranger, otherToken, baseURL);
    // ADR 0039: another's proof image answers as one that does not exist.
    expect((await stranger.request.get(`${baseURL}${href}`)).status()).toBe(404);
    await stranger.close();
  });

  it("shows a decline's reason and takes the application again; once approved, the badge and the profile", async () => {
    await decide(await latestApplicationOf(phone), "decline", "拟录取名单截图看不清姓名");
    await page.goto("/user/senior");
    expect(await page.getByRole("heading", { name: "我的申请：未通过" }).isVisible()).toBe(true);
    expect(await page.locator("main").textContent()).toContain("未通过原因：拟录取名单截图看不清姓名");
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));

    await fill(page, "150");
    await applicationForm(page)
      .getByLabel("证明图片")
      .setInputFiles(await proofJpeg());
    await applicationForm(page).getByRole("button", { name: "重新申请" }).click();
    await expect.poll(() => toastText(page)).toBe("申请已提交，等待学校审核");
    expect(await page.getByRole("heading", { name: "我的申请：审核中" }).isVisible()).toBe(true);

    await decide(await latestApplicationOf(phone), "approve");
    await page.goto("/user/senior");
    expect(await page.getByRole("heading", { name: /我的申请：已通过/ }).textContent()).toContain("学长学姐");
    expect(await page.locator("main").textContent()).toContain("你已是学长学姐，无需再次申请");
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
    await page.getByRole("link", { name: "查看我的学长学姐主页" }).click();
    expect(new URL(page.url()).pathname).toBe("/square/seniorInfo");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/学长学姐$/);
    expect(await page.locator("main").textContent()).toContain("浙江大学 · 电子信息");
    await axeCurrentPage(page, false, () => newDesktopContext(browser, { baseURL }));
  });
});

describe("mobile, JavaScript on", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const token = await registerStudentThroughApi(baseURL, uniquePhone("136"), PASSWORD);
    context = await withToken(await newMobileContext(browser, { baseURL }), token, baseURL);
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  it("checks the form in the browser, then applies", async () => {
    await page.goto("/mobile/user/senior");
    await waitForHydration(page);
    await applicationForm(page).getByRole("button", { name: "提交申请" }).click();
    await expect.poll(() => page.locator("main").textContent()).toContain("请填写录取院校");
    expect(new URL(page.url()).pathname).toBe("/mobile/user/senior");
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));

    await fill(page, "150");
    await applicationForm(page)
      .getByLabel("证明图片")
      .setInputFiles(await proofJpeg());
    await applicationForm(page).getByRole("button", { name: "提交申请" }).click();
    await expect.poll(() => toastText(page)).toBe("申请已提交，等待学校审核");
    expect(await page.getByRole("heading", { name: "我的申请：审核中" }).isVisible()).toBe(true);
    await axeCurrentPage(page, true, () => newMobileContext(browser, { baseURL }));
  });
});
