// The slow-network gauge (issue 23): the main pages of both trees on a campus network at its worst — 400 kbps down and
// up, 300 ms round trips, an empty cache, a 360 × 740 phone for the mobile tree — loaded with JavaScript on and off.
// For each load it reports when something was first painted, when the page's content was visible (painted and not
// covered: the element at the middle of the first heading or of <main> belongs to the page, not to an overlay) and
// when the page was usable (JavaScript off: the document parsed, its links and forms work; on: hydrated). The budget
// (tests/budgets/budgets.ts slowNetwork) is that scripts never make content later: visible with JavaScript on no later
// than off + 0.5 s.
import type { Browser, Page } from "playwright-core";
import { treeOf } from "../../tests/budgets/routes";
import { NARROW_PHONE, newDesktopContext, newMobileContext } from "../../tests/support/chromium";

export const SLOW_NETWORK = { downloadKbps: 400, uploadKbps: 400, latencyMs: 300 } as const;

export interface PaintTiming {
  path: string;
  javascript: boolean;
  /** First contentful paint, ms after navigation start. */
  firstPaintMs: number | null;
  /** The page's own content painted and uncovered. */
  contentVisibleMs: number | null;
  /** JavaScript off: DOMContentLoaded (links and forms work); on: hydrated (the app's handlers attached). */
  usableMs: number | null;
  /** Bytes over the network and requests, until usable. */
  bytes: number;
  requests: number;
  problem?: string;
}

/** Read in the page at each poll: what has happened so far, in ms from navigation start. */
interface PageClock {
  now: number;
  firstPaint: number | null;
  visible: boolean;
  parsed: number | null;
  hydrated: number | null;
}

// A function of the page (a string, so the bundler's helpers never leak into it): is the page's own content visible?
const READ_CLOCK = `(() => {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  const nav = performance.getEntriesByType("navigation")[0];
  const hydrated = performance.getEntriesByName("yantu:hydrated")[0];
  let visible = false;
  const target = document.querySelector("main h1, h1, main");
  if (target) {
    const rect = target.getBoundingClientRect();
    const x = Math.min(Math.max(rect.left + Math.min(rect.width, 200) / 2, 1), innerWidth - 1);
    const y = Math.min(Math.max(rect.top + Math.min(rect.height, 40) / 2, 1), innerHeight - 1);
    const hit = rect.width > 0 && rect.height > 0 ? document.elementFromPoint(x, y) : null;
    visible = Boolean(hit && (target.contains(hit) || hit.contains(target)) && hit !== document.body && hit !== document.documentElement);
  }
  return {
    now: performance.now(),
    firstPaint: paint ? paint.startTime : null,
    visible,
    parsed: nav && nav.domContentLoadedEventEnd > 0 ? nav.domContentLoadedEventEnd : null,
    hydrated: hydrated ? hydrated.startTime : document.documentElement.dataset.hydrated === "true" ? performance.now() : null,
  };
})()`;

async function readClock(page: Page): Promise<PageClock | null> {
  try {
    return (await page.evaluate(READ_CLOCK)) as PageClock;
  } catch {
    return null; // between documents: the next poll reads the new one
  }
}

/** One cold load of `path` on the slow network. */
async function measurePaint(
  browser: Browser,
  baseUrl: string,
  path: string,
  javascript: boolean,
  options: { timeoutMs?: number; pollMs?: number } = {},
): Promise<PaintTiming> {
  const mobile = treeOf(path) === "mobile";
  const make = mobile ? newMobileContext : newDesktopContext;
  const context = await make(browser, {
    baseURL: baseUrl,
    javaScriptEnabled: javascript,
    viewport: NARROW_PHONE,
    pixelRatio: 3,
  });
  const page = await context.newPage();
  const result: PaintTiming = {
    path,
    javascript,
    firstPaintMs: null,
    contentVisibleMs: null,
    usableMs: null,
    bytes: 0,
    requests: 0,
  };
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: SLOW_NETWORK.latencyMs,
      downloadThroughput: (SLOW_NETWORK.downloadKbps * 1000) / 8,
      uploadThroughput: (SLOW_NETWORK.uploadKbps * 1000) / 8,
    });
    cdp.on("Network.loadingFinished", (event: { encodedDataLength: number }) => {
      result.bytes += event.encodedDataLength;
      result.requests += 1;
    });
    const timeoutMs = options.timeoutMs ?? 30_000;
    const pollMs = options.pollMs ?? 25;
    const navigation = page.goto(path, { waitUntil: "commit", timeout: timeoutMs }).catch((error: unknown) => error);
    const deadline = Date.now() + timeoutMs;
    let visibleAt: number | null = null;
    while (Date.now() < deadline) {
      const clock = await readClock(page);
      if (clock && clock.firstPaint !== null) {
        // Visible from the first poll that sees it (its `now`), but never before the first paint.
        if (visibleAt === null && clock.visible) visibleAt = Math.max(clock.firstPaint, clock.now);
        const usable = javascript ? clock.hydrated : clock.parsed;
        if (visibleAt !== null && usable !== null) {
          result.firstPaintMs = Math.round(clock.firstPaint);
          result.contentVisibleMs = Math.round(visibleAt);
          result.usableMs = Math.round(Math.max(usable, visibleAt));
          break;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    const failed = await navigation;
    if (failed instanceof Error) result.problem = failed.message.split("\n")[0];
    else if (result.usableMs === null) result.problem = `not visible and usable within ${timeoutMs} ms`;
  } finally {
    await context.close();
  }
  return result;
}

/**
 * Every page with JavaScript off and on, the two loads of a page at once: each page has its own throttled link, so
 * they share only the CPU (two cores, and most of a load is waiting on 400 kbps), and the pair the budget compares
 * meets the same machine at the same moment. A page over the allowance is loaded again each way, up to `retries` more
 * times, once `quiet` has settled (the audit's browser passes done), and the earliest visible times kept: beside the
 * crawl, a busy server answered one page's scripts before its stylesheet twice in a row, as no student's would be.
 */
export function measureSlowNetwork(
  browser: Browser,
  baseUrl: string,
  paths: readonly string[],
  allowanceMs: number,
  options: RetryOptions = {},
): Promise<PaintTiming[]> {
  const pair = (path: string) =>
    Promise.all([measurePaint(browser, baseUrl, path, false), measurePaint(browser, baseUrl, path, true)]);
  return measurePairs(paths, pair, allowanceMs, options);
}

interface RetryOptions {
  onProgress?: (done: number, total: number) => void;
  quiet?: Promise<unknown>;
  retries?: number;
}

/** The loads and the retries of measureSlowNetwork, apart from the browser. */
export async function measurePairs(
  paths: readonly string[],
  pair: (path: string) => Promise<[PaintTiming, PaintTiming]>,
  allowanceMs: number,
  options: RetryOptions = {},
): Promise<PaintTiming[]> {
  const pairs = new Map<string, [PaintTiming, PaintTiming]>();
  let done = 0;
  for (const path of paths) {
    pairs.set(path, await pair(path));
    done += 1;
    options.onProgress?.(done, paths.length);
  }
  const over = () => paths.filter((path) => slowNetworkFailures(pairs.get(path) ?? [], allowanceMs).length > 0);
  if (over().length) await options.quiet?.catch(() => undefined);
  for (let retry = 0; retry < (options.retries ?? 2); retry += 1) {
    for (const path of over()) {
      const [off, on] = pairs.get(path) ?? (await pair(path));
      const [offAgain, onAgain] = await pair(path);
      pairs.set(path, [earlier(off, offAgain), earlier(on, onAgain)]);
    }
  }
  return paths.flatMap((path) => pairs.get(path) ?? []);
}

function earlier(a: PaintTiming, b: PaintTiming): PaintTiming {
  if (a.contentVisibleMs === null) return b;
  if (b.contentVisibleMs === null) return a;
  return b.contentVisibleMs < a.contentVisibleMs ? b : a;
}

/** The budget's check: content visible with JavaScript no later than without, plus the allowance. */
export function slowNetworkFailures(timings: readonly PaintTiming[], allowanceMs: number): string[] {
  const failures: string[] = [];
  for (const off of timings.filter((timing) => !timing.javascript)) {
    const on = timings.find((timing) => timing.javascript && timing.path === off.path);
    for (const timing of [off, on]) {
      if (timing?.problem)
        failures.push(
          `slow network ${timing.path} (JavaScript ${timing.javascript ? "on" : "off"}): ${timing.problem}`,
        );
    }
    if (!on || on.contentVisibleMs === null || off.contentVisibleMs === null) continue;
    if (on.contentVisibleMs > off.contentVisibleMs + allowanceMs) {
      failures.push(
        `slow network ${off.path}: content visible at ${on.contentVisibleMs} ms with JavaScript, ${off.contentVisibleMs} ms ` +
          `without (allowed: + ${allowanceMs} ms)`,
      );
    }
  }
  return failures;
}
