// The browser passes over every audited route (tests/budgets/routes.ts), sharing their page loads
// (docs/decisions/0007-gauges-and-budgets.md, 0015-conforming-html.md):
// - axe (WCAG 2.1 A/AA) in every theme, logged out and logged in, with JavaScript on (hydrated)
//   and off (the server's HTML with scripts removed, in a page that can run axe; see withServerRenderedPage); which
//   combinations, axeVisits says;
// - the JavaScript-off crawl: each entry, as each visitor, answers its status (or sends a visitor it is not for to
//   the login page or home), its main content is present AND visible without script, the page is no wider than its
//   viewport (the mobile tree on a 360 × 740 phone) and no fixed element covers a control (layout-checks.ts). It runs on the same
//   JavaScript-off page loads as axe's default-theme pass; only a visitor a page is not for needs a load of its own
//   (a plain HTTP request when the answer is a redirect);
// - the bytes of every JavaScript-off document exactly as served (the intercepted response axe's page is made from):
//   no NUL byte, valid UTF-8, and the default theme's pages written out for the Nu HTML Checker (html-conformance.ts).
import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { themeNames, THEME_COOKIE, type ThemeName } from "../../app/modules/shell/themes";
import {
  accountOf,
  othersRedirectPath,
  treeOf,
  type AuditedRoute,
  type VisitorAccount,
} from "../../tests/budgets/routes";
import {
  axeViolations,
  DESKTOP_USER_AGENT,
  MOBILE_USER_AGENT,
  NARROW_PHONE,
  newDesktopContext,
  newMobileContext,
  openServerRenderedTab,
  type ServedDocument,
} from "../../tests/support/chromium";
import { describeLayoutProblems, layoutProblems } from "../../tests/support/layout-checks";
import { findByteProblem, type HtmlError } from "./html-conformance";

/** An address of no school's campus (TEST-NET-2), sent through the trusted proxy to be an off-campus visitor. */
const OFF_CAMPUS_IP = "198.51.100.7";

export interface CrawlResult {
  path: string;
  loggedIn: boolean;
  /** Seen as an off-campus visitor (the entry's offCampus). */
  offCampus?: boolean;
  status: number;
  /** Where the visit ended, when it was redirected. */
  landedOn?: string;
  problem?: string;
}

export interface AxeResult {
  path: string;
  theme: ThemeName;
  loggedIn: boolean;
  javascript: boolean;
  violations: string[];
}

/** A JavaScript-off document's bytes as served: their check, and (default theme) the Nu HTML Checker's errors. */
export interface HtmlPage {
  path: string;
  loggedIn: boolean;
  offCampus: boolean;
  theme: ThemeName;
  bytes: number;
  /** A NUL byte or invalid UTF-8, with its byte offset. */
  problem?: string;
  /** The file written for the Nu HTML Checker (the default theme's pages), relative to the HTML directory. */
  file?: string;
  /** What the checker reported, once it has run. */
  errors?: HtmlError[];
}

interface Visitor {
  loggedIn: boolean;
  /** Who is logged in: the demo student, or the account a route names (orgAccount, console). */
  account: VisitorAccount;
  theme: ThemeName;
  javascript: boolean;
  offCampus: boolean;
  tree: "desktop" | "mobile";
}

interface BrowserAuditOptions {
  browser: Browser;
  baseUrl: string;
  /** The session token of the demo student, for the logged-in passes. */
  token: string;
  /**
   * The session tokens of the other accounts routes name: 演示大学's organisation account (orgAccount: the moderation
   * centre, the console's enrolment), the console accounts (console: signed in through the second factor, or not).
   */
  accountTokens?: Partial<Record<Exclude<VisitorAccount, "student">, string>>;
  routes: AuditedRoute[];
  themes?: readonly ThemeName[];
  /** Entries audited hydrated and in the non-default themes too (default: all). */
  representative?: (route: AuditedRoute) => boolean;
  /** How many pages to audit at once. */
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface PageAuditOptions extends BrowserAuditOptions {
  /** axe's visits (axeVisits) and the JavaScript-off crawl with its byte checks; either may be left out. */
  axe: boolean;
  crawl: boolean;
  /** Where the default theme's JavaScript-off documents are written for the Nu HTML Checker. */
  htmlDir: string;
  /**
   * Called once every document for the checker is written (the JavaScript-off default-theme loads go first), with
   * the files, while the rest of the visits (other themes, JavaScript on) are still running.
   */
  onHtmlWritten?: (files: string[]) => void;
}

/** The logged-in visitor's token: the account the route names, else the demo student's. */
function tokenFor(options: BrowserAuditOptions, account: VisitorAccount): string {
  if (account === "student") return options.token;
  const token = options.accountTokens?.[account];
  if (!token) throw new Error(`a route for the ${account} account needs its token (accountTokens)`);
  return token;
}

async function contextFor(options: BrowserAuditOptions, visitor: Visitor): Promise<BrowserContext> {
  const make = visitor.tree === "mobile" ? newMobileContext : newDesktopContext;
  const viewport = visitor.tree === "mobile" ? NARROW_PHONE : undefined;
  const context = await make(options.browser, {
    baseURL: options.baseUrl,
    javaScriptEnabled: visitor.javascript,
    viewport,
  });
  const cookies: Array<{ name: string; value: string; url: string }> = [
    { name: THEME_COOKIE, value: visitor.theme, url: options.baseUrl },
  ];
  if (visitor.loggedIn)
    cookies.push({ name: "Authorization", value: tokenFor(options, visitor.account), url: options.baseUrl });
  await context.addCookies(cookies);
  if (visitor.offCampus) await context.setExtraHTTPHeaders({ "X-Forwarded-For": OFF_CAMPUS_IP });
  return context;
}

/** Runs `tasks` with at most `concurrency` in flight. */
async function inPool<T>(tasks: Array<() => Promise<T>>, concurrency: number, onDone: () => void): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
      onDone();
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return results;
}

/** Contexts are made once per kind of visitor and shared by that visitor's pages. */
function contextCache(options: BrowserAuditOptions) {
  const contexts = new Map<string, Promise<BrowserContext>>();
  return {
    get(visitor: Visitor) {
      const key = JSON.stringify(visitor);
      let context = contexts.get(key);
      if (!context) {
        context = contextFor(options, visitor);
        contexts.set(key, context);
      }
      return context;
    },
    async closeAll() {
      await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
    },
  };
}

/**
 * Tabs reused from load to load (openServerRenderedTab says why): a load takes a free tab of its visitor's context or
 * opens one, and gives it back after; at most `concurrency` tabs per context. A tab whose visit failed is closed rather
 * than reused.
 */
function tabPool<Tab extends { close(): Promise<void> }>(open: (context: BrowserContext) => Promise<Tab>) {
  const free = new Map<BrowserContext, Tab[]>();
  return {
    async use<T>(context: BrowserContext, visit: (tab: Tab) => Promise<T>): Promise<T> {
      const tabs = free.get(context) ?? [];
      free.set(context, tabs);
      const tab = tabs.pop() ?? (await open(context));
      let failed = true;
      try {
        const result = await visit(tab);
        failed = false;
        return result;
      } finally {
        if (failed) await tab.close().catch(() => undefined);
        else tabs.push(tab);
      }
    },
  };
}

/** Whether the route shows its content to this visitor (the others get a redirect or the page without it). */
function meantFor(route: AuditedRoute, loggedIn: boolean): boolean {
  return route.audience === "everyone" || (route.audience === "user") === loggedIn;
}

/** The crawl's check of where a visitor the route is not for was sent (login page with a way back, or home). */
function redirectProblem(route: AuditedRoute, landed: URL, redirectTo: string): string | undefined {
  if (landed.pathname !== redirectTo)
    return `should be sent to ${redirectTo}, landed on ${landed.pathname}${landed.search}`;
  if (route.othersRedirectTo === "login" && landed.searchParams.get("redirect") === null) {
    return `sent to ${landed.pathname} without a redirect back`;
  }
  return undefined;
}

/**
 * The crawl's checks of a JavaScript-off page (scripts removed, so nothing can hide or reveal anything): its status,
 * that it stayed where it was asked for, its content visible to the visitors it is for (and hidden from the others,
 * who get the page itself), its <title> and description.
 */
async function crawlProblem(
  page: Page,
  route: AuditedRoute,
  loggedIn: boolean,
  served: ServedDocument,
): Promise<CrawlResult> {
  const meant = meantFor(route, loggedIn);
  const landed = new URL(served.url);
  const result: CrawlResult = { path: route.path, loggedIn, offCampus: route.offCampus, status: served.status };
  if (landed.pathname + landed.search !== route.path) result.landedOn = landed.pathname + landed.search;
  // The status is the page's for the visitors it is meant for (a gated page's tips answer 403 to a guest off campus;
  // the logged-in visitor there gets the page itself).
  const expectedStatus = meant ? (route.status ?? 200) : 200;
  const content = page
    .locator(route.content.selector ?? "main")
    .filter({ hasText: route.content.text })
    .first();
  if (served.status !== expectedStatus) result.problem = `status ${served.status}, expected ${expectedStatus}`;
  else if (result.landedOn) result.problem = `redirected to ${result.landedOn}`;
  else if (!meant) {
    // The same page without the content (a login dialog for a user, say), and the page itself still shows.
    if (await content.isVisible()) result.problem = `"${route.content.text}" is shown to a visitor it is not for`;
    else if (!(await page.locator("main").first().isVisible())) result.problem = "no visible <main>";
  } else if (!(await content.isVisible())) {
    result.problem = `"${route.content.text}" is not visible in ${route.content.selector ?? "main"} without JavaScript`;
  } else {
    // Every page names itself to browsers and search engines (Lighthouse audits only the budgeted pages).
    const title = (await page.title()).trim();
    const meta = page.locator('meta[name="description"]');
    const description = (await meta.count()) > 0 ? await meta.first().getAttribute("content") : null;
    if (!title) result.problem = "no <title>";
    else if (!description?.trim()) result.problem = 'no <meta name="description">';
    // A phone's page never scrolls sideways and nothing fixed sits over a control for good (issue 23).
    else result.problem = describeLayoutProblems(await layoutProblems(page));
  }
  return result;
}

/**
 * A visitor a route is not for, who is sent elsewhere: a plain HTTP request (no browser: there is no page of this
 * entry to look at), redirects followed by hand so the headers of the visitor go with each hop.
 */
async function crawlRedirect(
  options: BrowserAuditOptions,
  route: AuditedRoute,
  loggedIn: boolean,
  redirectTo: string,
): Promise<CrawlResult> {
  const cookies = [
    `${THEME_COOKIE}=default`,
    ...(loggedIn ? [`Authorization=${tokenFor(options, accountOf(route))}`] : []),
  ];
  const headers: Record<string, string> = {
    "user-agent": treeOf(route.path) === "mobile" ? MOBILE_USER_AGENT : DESKTOP_USER_AGENT,
    "accept-language": "zh-CN",
    cookie: cookies.join("; "),
    ...(route.offCampus ? { "x-forwarded-for": OFF_CAMPUS_IP } : {}),
  };
  try {
    let url = new URL(route.path, options.baseUrl);
    let response = await fetch(url, { headers, redirect: "manual" });
    for (
      let hop = 0;
      hop < 5 && response.status >= 300 && response.status < 400 && response.headers.has("location");
      hop++
    ) {
      await response.arrayBuffer();
      url = new URL(response.headers.get("location")!, url);
      response = await fetch(url, { headers, redirect: "manual" });
    }
    await response.arrayBuffer();
    const result: CrawlResult = { path: route.path, loggedIn, offCampus: route.offCampus, status: response.status };
    if (url.pathname + url.search !== route.path) result.landedOn = url.pathname + url.search;
    result.problem = redirectProblem(route, url, redirectTo);
    return result;
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    return { path: route.path, loggedIn, offCampus: route.offCampus, status: 0, problem };
  }
}

/**
 * A theme changes colours and nothing else, so in the three non-default themes only the rules that read colours can
 * find anything new; they run there, every rule runs in the default theme (docs/decisions/0007-gauges-and-budgets.md).
 */
const THEME_DEPENDENT_RULES = ["color-contrast", "link-in-text-block"];

export interface AxeVisit {
  route: AuditedRoute;
  loggedIn: boolean;
  theme: ThemeName;
  javascript: boolean;
}

/**
 * What axe visits (docs/decisions/0007): in the default theme every entry as each visitor it is for with JavaScript
 * off; the `representative` entries (one page per template and layout, the error pages, the campus tips) also once
 * with JavaScript on, as their fullest visitor (logged in unless the route is for guests), and once in each other
 * theme with the colour rules on the server's HTML, as the visitor the page is for. Hydration renders the markup the
 * JavaScript-off pass audits (React keeps the server's DOM; a mismatch is an error the e2e journeys see), and what it
 * adds — widgets that come alive, a dialog's focus — belongs to a template's components, so one page of each template
 * shows it; a theme is the primary colour over shared components, the same on every page of a template.
 */
export function axeVisits(
  routes: readonly AuditedRoute[],
  themes: readonly ThemeName[],
  representative: (route: AuditedRoute) => boolean,
): AxeVisit[] {
  return routes.flatMap((route) => {
    const shown = representative(route);
    // Audited as the visitors it is meant for; the others get another page, audited under its own entry.
    const visitors = route.audience === "everyone" ? [false, true] : [route.audience === "user"];
    const fullest = route.audience !== "guest";
    return themes.flatMap((theme): AxeVisit[] => {
      if (theme !== "default")
        return shown ? [{ route, loggedIn: route.audience === "user", theme, javascript: false }] : [];
      const withoutScript = visitors.map((loggedIn) => ({ route, loggedIn, theme, javascript: false }));
      return shown ? [...withoutScript, { route, loggedIn: fullest, theme, javascript: true }] : withoutScript;
    });
  });
}

/** One page load of the browser passes, and what is done with it. */
export interface PageVisit extends AxeVisit {
  /** axe's rules on this load: every rule, the colour rules, or none (a crawl-only load). */
  axe: "all" | "colour" | "none";
  /** The crawl's checks of this load (a JavaScript-off load in the default theme). */
  crawl: boolean;
  /** The served bytes go to the Nu HTML Checker (the default theme's JavaScript-off loads). */
  validate: boolean;
}

/** A visitor the route sends elsewhere: checked over plain HTTP. */
export interface RedirectVisit {
  route: AuditedRoute;
  loggedIn: boolean;
  redirectTo: string;
}

/**
 * Every page load of the browser passes: axe's visits (axeVisits), each of the crawl's JavaScript-off visits
 * (every entry × logged out and in) merged into axe's default-theme JavaScript-off load of the same entry and
 * visitor, and the crawl's other visits — a visitor the page is not for — as loads of their own or, when the answer
 * is a redirect, HTTP requests. The loads whose bytes are validated come first, so the checker can start early.
 */
export function planVisits(
  routes: readonly AuditedRoute[],
  themes: readonly ThemeName[],
  representative: (route: AuditedRoute) => boolean,
  stages: { axe: boolean; crawl: boolean },
): { pages: PageVisit[]; redirects: RedirectVisit[] } {
  const pages: PageVisit[] = stages.axe
    ? axeVisits(routes, themes, representative).map((visit) => ({
        ...visit,
        axe: visit.theme === "default" ? "all" : "colour",
        crawl: false,
        validate: false,
      }))
    : [];
  const redirects: RedirectVisit[] = [];
  if (stages.crawl) {
    for (const route of routes) {
      for (const loggedIn of [false, true]) {
        const redirectTo = meantFor(route, loggedIn) ? undefined : othersRedirectPath(route);
        if (redirectTo) {
          redirects.push({ route, loggedIn, redirectTo });
          continue;
        }
        const shared = pages.find(
          (visit) =>
            visit.route === route && visit.loggedIn === loggedIn && visit.theme === "default" && !visit.javascript,
        );
        if (shared) Object.assign(shared, { crawl: true, validate: true });
        else
          pages.push({
            route,
            loggedIn,
            theme: "default",
            javascript: false,
            axe: "none",
            crawl: true,
            validate: true,
          });
      }
    }
  }
  // A stable sort: the validated loads first, in the routes' order.
  return {
    pages: [...pages.filter((visit) => visit.validate), ...pages.filter((visit) => !visit.validate)],
    redirects,
  };
}

export interface PageAuditResult {
  crawl: CrawlResult[];
  axe: AxeResult[];
  html: HtmlPage[];
}

/**
 * The browser passes (see the top of this file): each planned load once, at `concurrency` loads at a time. Returns
 * the crawl's results (in the routes' order), axe's, and the documents' byte checks; the Nu HTML Checker's errors
 * are for the caller to add (`onHtmlWritten` hands it the files as soon as they are all written).
 */
export async function auditPages(options: PageAuditOptions): Promise<PageAuditResult> {
  const cache = contextCache(options);
  const tabs = tabPool((context) => openServerRenderedTab(context));
  // The hydrated loads reuse plain tabs the same way: each is a navigation to a new document, so nothing of the last
  // page's scripts carries over, while the tab's renderer stays warm (a new tab cost Chromium ~1.3 CPU-s more per load).
  const hydratedTabs = tabPool((context) => context.newPage());
  const themes = options.themes ?? themeNames;
  const { pages, redirects } = planVisits(options.routes, themes, options.representative ?? (() => true), options);
  // The crawl's results by entry and visitor (logged out, then in), in the routes' order as it always reported.
  const crawlSlots = new Map<number, CrawlResult>();
  const slot = (route: AuditedRoute, loggedIn: boolean) => options.routes.indexOf(route) * 2 + (loggedIn ? 1 : 0);
  const axe: AxeResult[] = [];
  const html: HtmlPage[] = [];
  const files: string[] = [];
  let toValidate = pages.filter((visit) => visit.validate).length;
  const validated = () => {
    if (--toValidate === 0) options.onHtmlWritten?.(files);
  };
  if (toValidate === 0) options.onHtmlWritten?.(files);
  fs.mkdirSync(options.htmlDir, { recursive: true });

  const visitPage = async (visit: PageVisit, index: number) => {
    const { route, loggedIn, theme, javascript } = visit;
    const base = { path: route.path, theme, loggedIn, javascript };
    const rules = visit.axe === "colour" ? THEME_DEPENDENT_RULES : undefined;
    let crawled = false;
    let audited = false;
    try {
      // The no-JavaScript pass needs a script-capable page to run axe in (it strips the document's scripts itself).
      const account = loggedIn ? accountOf(route) : "student";
      const context = await cache.get({
        loggedIn,
        account,
        theme,
        javascript: true,
        offCampus: Boolean(route.offCampus),
        tree: treeOf(route.path),
      });
      if (javascript) {
        await hydratedTabs.use(context, async (page) => {
          await page.goto(route.path, { waitUntil: "load" });
          await page.waitForFunction(() => "__remixContext" in window);
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
          axe.push({ ...base, violations: await axeViolations(page, { rules }) });
          audited = true;
        });
        return;
      }
      await tabs.use(context, (tab) =>
        tab.visit(route.path, async (page, _status, served) => {
          const bytes = served.body;
          const found = findByteProblem(bytes);
          const document: HtmlPage = {
            path: route.path,
            loggedIn,
            offCampus: Boolean(route.offCampus),
            theme,
            bytes: bytes.length,
          };
          if (found) document.problem = `${found.problem} at byte ${found.offset}`;
          if (visit.validate) {
            document.file = `${String(index).padStart(4, "0")}.html`;
            fs.writeFileSync(path.join(options.htmlDir, document.file), bytes);
            files.push(path.join(options.htmlDir, document.file));
          }
          html.push(document);
          if (visit.crawl) {
            crawlSlots.set(slot(route, loggedIn), await crawlProblem(page, route, loggedIn, served));
            crawled = true;
          }
          if (visit.axe !== "none") {
            axe.push({ ...base, violations: await axeViolations(page, { rules }) });
            audited = true;
          }
        }),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (visit.crawl && !crawled) {
        crawlSlots.set(slot(route, loggedIn), {
          path: route.path,
          loggedIn,
          offCampus: route.offCampus,
          status: 0,
          problem: message,
        });
      }
      if (visit.axe !== "none" && !audited) axe.push({ ...base, violations: [`audit failed: ${message}`] });
    } finally {
      if (visit.validate) validated();
    }
  };

  const tasks: Array<() => Promise<void>> = [
    ...pages.map((visit, index) => () => visitPage(visit, index)),
    ...redirects.map(({ route, loggedIn, redirectTo }) => async () => {
      crawlSlots.set(slot(route, loggedIn), await crawlRedirect(options, route, loggedIn, redirectTo));
    }),
  ];
  let done = 0;
  try {
    await inPool(tasks, options.concurrency ?? 2, () => options.onProgress?.(++done, tasks.length));
  } finally {
    await cache.closeAll();
  }
  const crawl = [...crawlSlots.entries()].sort(([a], [b]) => a - b).map(([, result]) => result);
  return { crawl, axe, html };
}
