// COUNTER 凭据 (/console/sushi, issue 28) end to end in Chromium on a desktop, with JavaScript off (the forms post and
// the answer is the page) and on: a school's administrator issues a credential and sees its api_key once, finds it
// listed, and the test harvests /sushi/r51/reports/pr with it (200, the header valid against COUNTER's own OpenAPI
// document); revoked, the same call answers the Code's exception 2000. axe on the page and on the page showing the key.
// Another school's credential id posted is 404. The server is shared with the other e2e files, so this file signs in
// with console accounts no other file uses: 浙江大学's and 华中科技大学's organisation accounts.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newDesktopContext, waitForHydration } from "../support/browser";
import { counterOpenApi, validatorsOf } from "../support/counter-schema";
import { enrolConsoleThroughApi, loginOrgThroughApi } from "../support/demo-login";
import { axeCurrentPage, toastText, withToken } from "../support/e2e-helpers";

const baseURL = inject("e2eBaseUrl");
const validatorFor = validatorsOf(counterOpenApi());
let browser: Browser;
let staffToken: string;
let otherToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  staffToken = await loginOrgThroughApi(baseURL, "浙江大学", "YT-ZJU-2026");
  await enrolConsoleThroughApi(baseURL, staffToken);
  otherToken = await loginOrgThroughApi(baseURL, "华中科技大学", "YT-HUST-2026");
  await enrolConsoleThroughApi(baseURL, otherToken);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const contextFor = async (token: string, javaScriptEnabled: boolean): Promise<BrowserContext> =>
  withToken(await newDesktopContext(browser, { baseURL, javaScriptEnabled }), token, baseURL);

/** The previous month (Beijing): a period the API accepts, ready or not. */
function lastMonth(): string {
  const shifted = new Date(Date.now() + 8 * 3_600_000);
  const date = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() - 1, 1));
  return date.toISOString().slice(0, 7);
}

interface Issued {
  customerId: string;
  requestorId: string;
  apiKey: string;
}

/** A harvester's call of PR with the credential, as a library's system makes it. */
async function harvestPr(credential: Issued): Promise<{ status: number; body: unknown }> {
  const month = lastMonth();
  const query = new URLSearchParams({
    customer_id: credential.customerId,
    requestor_id: credential.requestorId,
    api_key: credential.apiKey,
    begin_date: month,
    end_date: month,
  });
  const response = await fetch(`${baseURL}/sushi/r51/reports/pr?${query}`);
  return { status: response.status, body: await response.json() };
}

function expectValid(answer: { status: number; body: unknown }) {
  const validate = validatorFor("/r51/reports/pr", answer.status);
  expect(validate(answer.body), JSON.stringify(validate.errors?.slice(0, 5), null, 1)).toBe(true);
}

/** A console form posted from outside any page (as a crafted request would be), with the session of `token`. */
function postForm(token: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${baseURL}/console/sushi`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: `Authorization=${token}` },
    body: new URLSearchParams(fields),
  });
}

describe.each([
  ["off", false],
  ["on", true],
] as const)("desktop, JavaScript %s: 浙江大学's administrator", (_mode, js) => {
  let context: BrowserContext;
  let page: Page;
  // axe needs JavaScript: the audits of the JavaScript-less page run in a context that has it (axeShownDocument).
  const newContext = () => contextFor(staffToken, true);
  beforeAll(async () => {
    context = await contextFor(staffToken, js);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it("issues a credential (its key shown once), lists it, harvests PR with it, and revokes it", async () => {
    await page.goto("/console/sushi");
    if (js) await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("COUNTER 凭据");
    await axeCurrentPage(page, js, newContext);

    const label = `馆藏统计系统 ${js ? "JS" : "无脚本"} ${Date.now() % 100000}`;
    await page.getByLabel("备注（可选）").fill(label);
    await page.getByRole("button", { name: "签发", exact: true }).click();
    const shown = page.locator("section[aria-labelledby='sushi-issued-title']");
    await shown.waitFor();
    expect(await shown.locator("h2").textContent()).toBe("新凭据（API 密钥只显示这一次）");
    const [customerId, requestorId, apiKey] = await shown.locator("dd").allTextContents();
    const issued = { customerId: customerId ?? "", requestorId: requestorId ?? "", apiKey: apiKey ?? "" };
    expect(issued.customerId).toMatch(/^YT\d{6}$/);
    expect(issued.requestorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(issued.apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // axe on the page showing the key (without JavaScript: the answer to the post, as the browser shows it).
    await axeCurrentPage(page, js, newContext);

    const row = page.getByRole("row").filter({ hasText: issued.requestorId });
    expect(await row.textContent()).toContain(label);

    const harvested = await harvestPr(issued);
    expect(harvested.status).toBe(200);
    expectValid(harvested);
    const header = (harvested.body as { Report_Header: Record<string, unknown> }).Report_Header;
    expect([header.Report_ID, header.Institution_Name, header.Institution_ID]).toEqual([
      "PR",
      "浙江大学",
      { Proprietary: [`yantu:${issued.customerId}`] },
    ]);

    // Shown once: the page asked for again lists the credential but no longer holds its key.
    await page.goto("/console/sushi");
    if (js) await waitForHydration(page);
    expect(await page.locator("main").textContent()).not.toContain(issued.apiKey);
    expect(await page.getByRole("row").filter({ hasText: issued.requestorId }).count()).toBe(1);

    await page.getByRole("button", { name: `吊销凭据 ${issued.requestorId}` }).click();
    await expect.poll(() => toastText(page)).toContain("已吊销这条凭据");
    expect(await page.getByRole("row").filter({ hasText: issued.requestorId }).textContent()).toMatch(/已于 .+ 吊销/);
    await axeCurrentPage(page, js, newContext);

    const refused = await harvestPr(issued);
    expect(refused.status).toBe(401);
    expectValid(refused);
    expect((refused.body as { Code: number }).Code).toBe(2000);
  });
});

describe("another school's credential", () => {
  it("is 404 when its id is posted to revoke it, and stays live", async () => {
    const issuedPage = await postForm(otherToken, { intent: "issue", label: "华中科技大学的采集程序" });
    expect(issuedPage.status).toBe(200);
    const html = await issuedPage.text();
    const requestorId = /requestor_id<\/dt><dd><code[^>]*>([0-9a-f-]{36})</.exec(html)?.[1];
    const listed = await (
      await fetch(`${baseURL}/console/sushi`, { headers: { cookie: `Authorization=${otherToken}` } })
    ).text();
    // The id is in the revoke form of that credential: the hidden input before its button.
    const id = new RegExp(`name="id" value="(\\d+)"/>\\s*<button[^>]*aria-label="吊销凭据 ${requestorId}"`).exec(
      listed,
    )?.[1];
    expect(requestorId).toBeDefined();
    expect(id).toMatch(/^\d+$/);

    const refused = await postForm(staffToken, { intent: "revoke", id: id ?? "" });
    expect(refused.status).toBe(404);
    // Theirs is untouched: still listed with its revoke button on their page.
    const after = await (
      await fetch(`${baseURL}/console/sushi`, { headers: { cookie: `Authorization=${otherToken}` } })
    ).text();
    expect(after).toContain(`吊销凭据 ${requestorId}`);
  });
});
