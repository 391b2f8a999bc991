// The two browser passes over every audited route (tests/budgets/routes.ts):
// - the JavaScript-off crawl: each route answers its status (or sends a logged-out visitor to the login page) and its
//   main content is present AND visible in a browser that runs no script at all;
// - axe (WCAG 2.1 A/AA) in every theme, logged out and logged in, with JavaScript on (hydrated, loading screen gone)
//   and off (the server's HTML with scripts removed, in a page that can run axe; see withServerRenderedPage); which
//   combinations, axeVisits says.
import type { Browser, BrowserContext } from "playwright-core";
import { themeNames, THEME_COOKIE, type ThemeName } from "../../app/modules/shell/themes";
import { othersRedirectPath, treeOf, type AuditedRoute } from "../../tests/budgets/routes";
import { axeViolations, newDesktopContext, newMobileContext, withServerRenderedPage } from "../../tests/support/chromium";

/** An address of no school's campus (TEST-NET-2), sent through the trusted proxy to be an off-campus visitor. */
export const OFF_CAMPUS_IP = "198.51.100.7";

export interface CrawlResult {
  path: string;
  loggedIn: boolean;
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

interface Visitor {
  loggedIn: boolean;
  theme: ThemeName;
  javascript: boolean;
  offCampus: boolean;
  tree: "desktop" | "mobile";
}

export interface BrowserAuditOptions {
  browser: Browser;
  baseUrl: string;
  /** The session token of the demo student, for the logged-in passes. */
  token: string;
  routes: AuditedRoute[];
  themes?: readonly ThemeName[];
  /** Entries audited in the non-default themes too (default: all). */
  themed?: (route: AuditedRoute) => boolean;
  /** How many pages to audit at once. */
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
}

async function contextFor(options: BrowserAuditOptions, visitor: Visitor): Promise<BrowserContext> {
  const make = visitor.tree === "mobile" ? newMobileContext : newDesktopContext;
  const context = await make(options.browser, { baseURL: options.baseUrl, javaScriptEnabled: visitor.javascript });
  const cookies: Array<{ name: string; value: string; url: string }> = [
    { name: THEME_COOKIE, value: visitor.theme, url: options.baseUrl },
  ];
  if (visitor.loggedIn) cookies.push({ name: "Authorization", value: options.token, url: options.baseUrl });
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

export async function crawlWithoutJavaScript(options: BrowserAuditOptions): Promise<CrawlResult[]> {
  const cache = contextCache(options);
  const visits = options.routes.flatMap((route) => [false, true].map((loggedIn) => ({ route, loggedIn })));
  let done = 0;
  try {
    return await inPool(
      visits.map(({ route, loggedIn }) => async (): Promise<CrawlResult> => {
        const visitor: Visitor = {
          loggedIn,
          theme: "default",
          javascript: false,
          offCampus: Boolean(route.offCampus),
          tree: treeOf(route.path),
        };
        const page = await (await cache.get(visitor)).newPage();
        try {
          const response = await page.goto(route.path, { waitUntil: "load" });
          const status = response?.status() ?? 0;
          const landed = new URL(page.url());
          const result: CrawlResult = { path: route.path, loggedIn, status };
          if (landed.pathname + landed.search !== route.path) result.landedOn = landed.pathname + landed.search;
          const meantForVisitor =
            route.audience === "everyone" || (route.audience === "user") === loggedIn;
          const redirectTo = meantForVisitor ? undefined : othersRedirectPath(route);
          if (redirectTo) {
            if (landed.pathname !== redirectTo) result.problem = `should be sent to ${redirectTo}, landed on ${landed.href}`;
            else if (route.othersRedirectTo === "login" && landed.searchParams.get("redirect") === null) {
              result.problem = `sent to ${landed.pathname} without a redirect back`;
            }
            return result;
          }
          // The status is the page's for the visitors it is meant for (a gated page's tips answer 403 to a guest off
          // campus; the logged-in visitor there gets the page itself).
          const expectedStatus = meantForVisitor ? (route.status ?? 200) : 200;
          const content = page.locator(route.content.selector ?? "main").filter({ hasText: route.content.text }).first();
          if (status !== expectedStatus) result.problem = `status ${status}, expected ${expectedStatus}`;
          else if (result.landedOn) result.problem = `redirected to ${result.landedOn}`;
          else if (!meantForVisitor) {
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
          }
          return result;
        } catch (error) {
          return { path: route.path, loggedIn, status: 0, problem: error instanceof Error ? error.message : String(error) };
        } finally {
          await page.close();
        }
      }),
      options.concurrency ?? 2,
      () => options.onProgress?.(++done, visits.length),
    );
  } finally {
    await cache.closeAll();
  }
}

/**
 * A theme changes colours and nothing else, so in the three non-default themes only the rules that read colours can
 * find anything new; they run there, every rule runs in the default theme (docs/decisions/0007-gauges-and-budgets.md).
 */
export const THEME_DEPENDENT_RULES = ["color-contrast", "link-in-text-block"];

export interface AxeVisit {
  route: AuditedRoute;
  loggedIn: boolean;
  theme: ThemeName;
  javascript: boolean;
}

/**
 * What axe visits (docs/decisions/0007): in the default theme every entry as each visitor it is for with JavaScript
 * off, and each route's first entry (per place, on or off campus) once with JavaScript on too, as its fullest visitor
 * (logged in unless the route is for guests) — an entry's variants (filters, page 2, an error message) are the same
 * components, hydrated alike, and hydration changes no markup between login states that the JavaScript-off passes
 * do not already check. In the other themes the `themed` entries (one page per template: the Lighthouse pages, the
 * error pages, the campus tips) once, with the colour rules on the server's HTML, as the visitor the page is for —
 * a theme is the primary colour over shared components, the same on every page of a template.
 */
export function axeVisits(routes: readonly AuditedRoute[], themes: readonly ThemeName[], themed: (route: AuditedRoute) => boolean): AxeVisit[] {
  const firstOfRoute = new Set<AuditedRoute>();
  const seen = new Set<string>();
  for (const route of routes) {
    const key = `${route.routeId} ${route.offCampus ? "off" : "on"} campus`;
    if (!seen.has(key)) firstOfRoute.add(route);
    seen.add(key);
  }
  return routes.flatMap((route) => {
    const first = firstOfRoute.has(route);
    // Audited as the visitors it is meant for; the others get another page, audited under its own entry.
    const visitors = route.audience === "everyone" ? [false, true] : [route.audience === "user"];
    const fullest = route.audience !== "guest";
    return themes.flatMap((theme): AxeVisit[] => {
      if (theme !== "default") return themed(route) ? [{ route, loggedIn: route.audience === "user", theme, javascript: false }] : [];
      const withoutScript = visitors.map((loggedIn) => ({ route, loggedIn, theme, javascript: false }));
      return first ? [...withoutScript, { route, loggedIn: fullest, theme, javascript: true }] : withoutScript;
    });
  });
}

export async function axeEveryRoute(options: BrowserAuditOptions): Promise<AxeResult[]> {
  const cache = contextCache(options);
  const themes = options.themes ?? themeNames;
  const visits = axeVisits(options.routes, themes, options.themed ?? (() => true));
  let done = 0;
  try {
    return await inPool(
      visits.map(({ route, loggedIn, theme, javascript }) => async (): Promise<AxeResult> => {
        const base = { path: route.path, theme, loggedIn, javascript };
        const rules = theme === "default" ? undefined : THEME_DEPENDENT_RULES;
        try {
          // The no-JavaScript pass needs a script-capable page to run axe in (it strips the document's scripts itself).
          const context = await cache.get({
            loggedIn,
            theme,
            javascript: true,
            offCampus: Boolean(route.offCampus),
            tree: treeOf(route.path),
          });
          if (!javascript) {
            return {
              ...base,
              violations: await withServerRenderedPage(context, route.path, (page) => axeViolations(page, { rules })),
            };
          }
          const page = await context.newPage();
          try {
            await page.goto(route.path, { waitUntil: "load" });
            await page.waitForFunction(() => "__remixContext" in window);
            await page.waitForFunction(() => !document.documentElement.classList.contains("js-loading"));
            return { ...base, violations: await axeViolations(page, { rules }) };
          } finally {
            await page.close();
          }
        } catch (error) {
          return { ...base, violations: [`audit failed: ${error instanceof Error ? error.message : String(error)}`] };
        }
      }),
      options.concurrency ?? 2,
      () => options.onProgress?.(++done, visits.length),
    );
  } finally {
    await cache.closeAll();
  }
}
