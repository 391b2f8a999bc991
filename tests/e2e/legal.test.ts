// The legal pages in Chromium: the user agreement, the privacy policy and the open-source licences on the desktop and
// mobile trees, with JavaScript on and off — HTTP 200, the h1 and title, the table of contents, no WCAG 2.1 A/AA
// violation (axe) once hydrated (the server's HTML is the audit's), the ECDICT MIT notice on the licences page, and
// open to a visitor who is neither logged in nor on a campus network.
import type { Browser, BrowserContext } from "playwright-core";
import { sharedE2eServer, type SharedE2eServer } from "../support/e2e-helpers";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  DESKTOP_USER_AGENT,
  expectNoAxeViolations,
  launchBrowser,
  MOBILE_USER_AGENT,
  newDesktopContext,
  newMobileContext,
  waitForHydration,
} from "../support/browser";

const baseURL = inject("e2eBaseUrl");

const pages = [
  { slug: "userAgreement", title: "用户协议" },
  { slug: "userPrivacy", title: "隐私政策" },
  { slug: "licenses", title: "开源软件与数据许可" },
] as const;

const trees = [
  { tree: "desktop", prefix: "/legal/" },
  { tree: "mobile", prefix: "/mobile/legal/" },
] as const;

let browser: Browser;
const contexts: Record<string, BrowserContext> = {};

function contextFor(tree: "desktop" | "mobile", js: boolean): BrowserContext {
  const context = contexts[`${tree}-${js}`];
  if (!context) throw new Error(`no context ${tree}-${js}`);
  return context;
}

beforeAll(async () => {
  browser = await launchBrowser();
  for (const js of [true, false]) {
    contexts[`desktop-${js}`] = await newDesktopContext(browser, { baseURL, javaScriptEnabled: js });
    contexts[`mobile-${js}`] = await newMobileContext(browser, { baseURL, javaScriptEnabled: js });
  }
});

afterAll(async () => {
  await browser?.close();
});

for (const { tree, prefix } of trees) {
  for (const { slug, title } of pages) {
    const path = `${prefix}${slug}`;

    describe(`${tree} ${path}`, () => {
      for (const js of [true, false]) {
        it(`answers 200 with its h1, title and table of contents, JavaScript ${js ? "on" : "off"}`, async () => {
          const page = await contextFor(tree, js).newPage();
          try {
            const response = await page.goto(path);
            expect(response?.status()).toBe(200);
            expect(new URL(page.url()).pathname).toBe(path);
            if (js) await waitForHydration(page);
            expect(await page.title()).toBe(`${title} - 研途`);
            expect(await page.locator("html").getAttribute("lang")).toBe("zh-CN");
            const h1 = page.getByRole("heading", { level: 1 });
            expect(await h1.count()).toBe(1);
            expect(await h1.textContent()).toBe(title);
            expect(await page.locator("main").getByText("生效日期 2026年11月20日").count()).toBe(1);
            // Every table-of-contents entry points at a heading on the page.
            const toc = page.getByRole("navigation", { name: "目录" });
            const targets = await toc
              .getByRole("link")
              .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
            expect(targets.length).toBeGreaterThanOrEqual(3);
            for (const target of targets) {
              expect(target).toMatch(/^#[a-z]/);
              expect(await page.locator(`h2${target}, h3${target}`).count(), `heading ${target}`).toBe(1);
            }
            if (tree === "mobile") {
              expect(await page.getByRole("link", { name: "返回" }).getAttribute("href")).toBe("/mobile/");
              // Nothing wider than the phone's screen: long notices wrap.
              expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
            }
          } finally {
            await page.close();
          }
        });
      }

      it("has no WCAG 2.1 A/AA violation (axe), JavaScript on", async () => {
        const page = await contextFor(tree, true).newPage();
        try {
          await page.goto(path);
          await waitForHydration(page);
          await expectNoAxeViolations(page);
        } finally {
          await page.close();
        }
      });
      // axe without JavaScript, logged out and in: the audit (npm run audit) on every entry of tests/budgets/routes.ts.
    });
  }
}

describe("licences page", () => {
  for (const { tree, prefix } of trees) {
    for (const js of [true, false]) {
      it(`shows ECDICT's MIT notice in full on ${tree}, JavaScript ${js ? "on" : "off"}`, async () => {
        const page = await contextFor(tree, js).newPage();
        try {
          await page.goto(`${prefix}licenses`);
          const notice = page.getByLabel("ECDICT 许可声明（MIT License）原文");
          expect(await notice.isVisible()).toBe(true);
          const text = (await notice.textContent()) ?? "";
          expect(text.startsWith("MIT License\n\nCopyright (c) 2025 Linwei\n\nPermission is hereby granted")).toBe(
            true,
          );
          expect(text).toContain(
            "The above copyright notice and this permission notice shall be included in all\ncopies",
          );
          expect(text.trimEnd().endsWith("SOFTWARE.")).toBe(true);
          const main = (await page.locator("main").textContent()) ?? "";
          expect(main).toContain("4,801");
          expect(main).toContain("react 18.3.1");
          expect(await page.getByRole("link", { name: "github.com/skywind3000/ECDICT" }).getAttribute("href")).toBe(
            "https://github.com/skywind3000/ECDICT",
          );
        } finally {
          await page.close();
        }
      });
    }
  }
});

describe("links between the legal pages", () => {
  it("stay within the mobile tree on mobile", async () => {
    const page = await contextFor("mobile", false).newPage();
    try {
      await page.goto("/mobile/legal/userPrivacy");
      const agreement = page.locator("main").getByRole("link", { name: "《用户协议》" }).first();
      expect(await agreement.getAttribute("href")).toBe("/mobile/legal/userAgreement");
      expect(await page.getByRole("link", { name: "提交意见反馈" }).getAttribute("href")).toBe(
        "/mobile/user/feedback?redirect=%2Fmobile%2Flegal%2FuserPrivacy",
      );
    } finally {
      await page.close();
    }
  });

  it("stay within the desktop tree on desktop, and the feedback link opens the dialog on the page", async () => {
    const page = await contextFor("desktop", false).newPage();
    try {
      await page.goto("/legal/userAgreement");
      const privacy = page.locator("main").getByRole("link", { name: "《隐私政策》" }).first();
      expect(await privacy.getAttribute("href")).toBe("/legal/userPrivacy");
      expect(await page.locator("main").getByRole("link", { name: "提交意见反馈" }).getAttribute("href")).toBe(
        "/legal/userAgreement?feedback=1",
      );
    } finally {
      await page.close();
    }
  });

  it("jumps to a section from the table of contents, and a deep link lands on its section, JavaScript on", async () => {
    const page = await contextFor("desktop", true).newPage();
    try {
      await page.goto("/legal/userPrivacy");
      await waitForHydration(page);
      await page
        .getByRole("navigation", { name: "目录" })
        .getByRole("link", { name: /Cookie 与浏览器存储/ })
        .click();
      const heading = page.locator("h2#cookies");
      await expect
        .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
        .toBeLessThan(200);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

      await page.goto("/legal/userPrivacy#rights");
      await waitForHydration(page);
      await page.waitForTimeout(300);
      const rights = page.locator("h2#rights");
      await expect
        .poll(() => rights.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
        .toBeLessThan(200);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });
});

describe("device redirection", () => {
  for (const slug of ["userAgreement", "userPrivacy", "licenses"]) {
    it(`sends a phone from /legal/${slug} to /mobile/legal/${slug} and a desktop back`, async () => {
      const toMobile = await fetch(`${baseURL}/legal/${slug}`, {
        redirect: "manual",
        headers: { "User-Agent": MOBILE_USER_AGENT },
      });
      expect(toMobile.status).toBeGreaterThanOrEqual(300);
      expect(toMobile.status).toBeLessThan(400);
      expect(toMobile.headers.get("location")).toBe(`/mobile/legal/${slug}`);
      const toDesktop = await fetch(`${baseURL}/mobile/legal/${slug}`, {
        redirect: "manual",
        headers: { "User-Agent": DESKTOP_USER_AGENT },
      });
      expect(toDesktop.headers.get("location")).toBe(`/legal/${slug}`);
    });
  }
});

describe("off the campus network, not logged in", () => {
  let server: SharedE2eServer;

  beforeAll(async () => {
    server = await sharedE2eServer();
  });

  afterAll(async () => {
    await server?.stop();
  });

  for (const { tree, prefix } of trees) {
    for (const { slug, title } of pages) {
      it(`can read ${prefix}${slug}`, async () => {
        const response = await fetch(`${server.baseUrl}${prefix}${slug}`, {
          redirect: "manual",
          headers: {
            "User-Agent": tree === "mobile" ? MOBILE_USER_AGENT : DESKTOP_USER_AGENT,
            "X-Forwarded-For": "198.51.100.7",
          },
        });
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
        expect(html).not.toContain("温馨提示");
      });
    }
  }
});
