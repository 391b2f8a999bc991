// One Chromium per e2e worker, and its contexts and tabs used again from test to test (docs/decisions/0042-ci-time.md).
//
// Measured here (tmp benchmark of 12 loads, Chromium's CPU by process): a page loaded in a NEW tab costs Chromium
// 1.7–1.9 CPU-s with JavaScript (0.96 s without), the same load in a tab already open 0.44 s (0.24 s): a new tab is a
// new renderer process that starts cold (its V8, Blink, styles and fonts) and a new window in the browser process. The
// e2e files opened 403 contexts and 479 tabs and launched 54 browsers. So here:
// - launchBrowser() hands each file the worker's one browser (Vitest runs e2e files one after another in a worker,
//   isolate: false keeps this module); its close() closes what the file opened and leaves the browser running;
// - newDesktopContext / newMobileContext hand out a context of the same options that an earlier test closed, with its
//   first tab kept open; context.close() puts it back after removing everything a test could leave behind: other tabs,
//   cookies, storage (local, session, IndexedDB, Cache Storage, service workers), routes, listeners, offline, extra
//   headers, permissions, timeouts, viewport and media. Only the HTTP cache is kept (hashed assets; documents are not
//   cached). A context that got an init script, an exposed function or a fake clock cannot be cleaned: it is closed.
//   Anything that fails while cleaning closes the context too, so a test never inherits a half-cleaned one.
import type { Browser, BrowserContext, Page } from "playwright-core";
import {
  type ContextOptions,
  launchBrowser as launchOwnBrowser,
  newDesktopContext as newOwnDesktopContext,
  newMobileContext as newOwnMobileContext,
} from "./chromium";

/** The same timeouts chromium.ts's contexts start with (restored on every reuse: a test may change them). */
const ACTION_TIMEOUT_MS = 10_000;
const NAVIGATION_TIMEOUT_MS = 20_000;
/** Cleaning that takes longer than this has met something it cannot clean (a stuck dialog): the context is closed. */
const CLEAN_TIMEOUT_MS = 5_000;

interface PooledContext {
  context: BrowserContext;
  /** Where the kept tab waits between tests: a tiny static file of the site, so the tab keeps the site's renderer. */
  restingUrl: string;
  viewport: { width: number; height: number } | null;
  javaScriptEnabled: boolean;
  /** The first tab the context opened, kept between tests; undefined until a test opens one. */
  kept?: Page;
  keptHandedOut: boolean;
  /** Waiting in the pool (a second close() of a context already put back does nothing). */
  resting: boolean;
  /** The file that has it now. */
  file?: FileBrowser;
  /** Something was added that cannot be taken away (an init script, an exposed function, a fake clock). */
  dirty: boolean;
  /** Playwright's own listeners (its close promises listen for "close"): only those a test added are removed. */
  contextListeners: Listeners;
  keptListeners?: Listeners;
  realClose: () => Promise<void>;
}

type Listeners = Map<string | symbol, Set<unknown>>;
interface Emitter {
  eventNames(): Array<string | symbol>;
  listeners(event: string | symbol): unknown[];
  removeListener(event: string | symbol, listener: unknown): unknown;
}

function listenersOf(target: unknown): Listeners {
  const emitter = target as Emitter;
  return new Map(emitter.eventNames().map((name) => [name, new Set(emitter.listeners(name))]));
}

function removeAddedListeners(target: unknown, before: Listeners): void {
  const emitter = target as Emitter;
  for (const name of emitter.eventNames())
    for (const listener of emitter.listeners(name))
      if (!before.get(name)?.has(listener)) emitter.removeListener(name, listener);
}

interface FileBrowser {
  /** The contexts a file opened (pooled or not), closed or put back when it closes its browser. */
  contexts: Set<BrowserContext>;
}

let workerBrowser: Promise<Browser> | undefined;
const idle = new Map<string, PooledContext[]>();
const fileBrowsers = new WeakMap<Browser, FileBrowser>();
const realBrowsers = new WeakMap<Browser, Browser>();

async function theWorkerBrowser(): Promise<Browser> {
  const current = workerBrowser && (await workerBrowser.catch(() => undefined));
  if (current?.isConnected()) return current;
  idle.clear();
  workerBrowser = launchOwnBrowser();
  return workerBrowser;
}

/**
 * The worker's browser, seen by one test file: what the file opens is tracked, and its close() closes (or puts back)
 * those contexts instead of the browser.
 */
export async function launchBrowser(): Promise<Browser> {
  const real = await theWorkerBrowser();
  const file: FileBrowser = { contexts: new Set() };
  const view = new Proxy(real, {
    get(target, property) {
      if (property === "close") return () => closeFileContexts(file);
      if (property === "newContext")
        return async (...args: Parameters<Browser["newContext"]>) => {
          const context = await target.newContext(...args);
          file.contexts.add(context);
          context.once("close", () => file.contexts.delete(context));
          return context;
        };
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  fileBrowsers.set(view, file);
  realBrowsers.set(view, real);
  return view;
}

async function closeFileContexts(file: FileBrowser): Promise<void> {
  await Promise.all([...file.contexts].map((context) => context.close().catch(() => undefined)));
  file.contexts.clear();
}

export function newDesktopContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  return pooledContext(browser, "desktop", options, (real) => newOwnDesktopContext(real, options));
}

export function newMobileContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  return pooledContext(browser, "mobile", options, (real) => newOwnMobileContext(real, options));
}

async function pooledContext(
  browser: Browser,
  kind: "desktop" | "mobile",
  options: ContextOptions,
  make: (real: Browser) => Promise<BrowserContext>,
): Promise<BrowserContext> {
  const real = realBrowsers.get(browser);
  // A browser of its own (not the worker's): nothing to share.
  if (!real) return make(browser);
  const file = fileBrowsers.get(browser)!;
  const key = `${kind} ${JSON.stringify(options)}`;
  const entry = idle.get(key)?.pop() ?? (await newPooledContext(real, key, options, make));
  entry.resting = false;
  entry.file = file;
  file.contexts.add(entry.context);
  return entry.context;
}

async function newPooledContext(
  real: Browser,
  key: string,
  options: ContextOptions,
  make: (real: Browser) => Promise<BrowserContext>,
): Promise<PooledContext> {
  const context = await make(real);
  const entry: PooledContext = {
    context,
    restingUrl: options.baseURL ? new URL("/favicon.svg", options.baseURL).href : "about:blank",
    viewport: context.pages()[0]?.viewportSize() ?? null,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    keptHandedOut: false,
    resting: false,
    dirty: false,
    contextListeners: listenersOf(context),
    realClose: context.close.bind(context),
  };
  const markDirty =
    <A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
    (...args: A) => {
      entry.dirty = true;
      return method(...args);
    };
  context.addInitScript = markDirty(context.addInitScript.bind(context));
  context.exposeBinding = markDirty(context.exposeBinding.bind(context));
  context.exposeFunction = markDirty(context.exposeFunction.bind(context));
  context.clock.install = markDirty(context.clock.install.bind(context.clock));
  const openPage = context.newPage.bind(context);
  context.newPage = async () => {
    if (entry.kept && !entry.kept.isClosed() && !entry.keptHandedOut) {
      entry.keptHandedOut = true;
      return entry.kept;
    }
    const page = await openPage();
    page.addInitScript = markDirty(page.addInitScript.bind(page));
    page.exposeBinding = markDirty(page.exposeBinding.bind(page));
    page.exposeFunction = markDirty(page.exposeFunction.bind(page));
    if (!entry.kept || entry.kept.isClosed()) {
      entry.kept = page;
      entry.keptListeners = listenersOf(page);
      entry.keptHandedOut = true;
      entry.viewport = page.viewportSize();
    }
    return page;
  };
  context.close = async () => {
    if (entry.resting) return;
    entry.file?.contexts.delete(context);
    entry.file = undefined;
    if (entry.dirty) return entry.realClose();
    let timer: NodeJS.Timeout | undefined;
    const cleaned = await Promise.race([
      clean(entry).then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), CLEAN_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
    if (!cleaned) return entry.realClose().catch(() => undefined);
    entry.resting = true;
    const list = idle.get(key) ?? [];
    list.push(entry);
    idle.set(key, list);
  };
  return entry;
}

/** Takes away what a test left in the context; the kept tab rests on the site, so its renderer stays warm. */
async function clean(entry: PooledContext): Promise<void> {
  const { context } = entry;
  const kept = entry.kept && !entry.kept.isClosed() ? entry.kept : undefined;
  await Promise.all(context.pages().map((page) => (page === kept ? undefined : page.close())));
  await context.unrouteAll({ behavior: "ignoreErrors" });
  removeAddedListeners(context, entry.contextListeners);
  await context.clearPermissions();
  await context.setOffline(false);
  await context.setExtraHTTPHeaders({});
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  entry.keptHandedOut = false;
  if (kept) await cleanKeptTab(entry, kept);
  // Last: the page left behind may still have sent a beacon whose answer sets a cookie.
  await context.clearCookies();
}

async function cleanKeptTab(entry: PooledContext, kept: Page): Promise<void> {
  const { context } = entry;
  await kept.unrouteAll({ behavior: "ignoreErrors" });
  if (entry.keptListeners) removeAddedListeners(kept, entry.keptListeners);
  kept.setDefaultTimeout(ACTION_TIMEOUT_MS);
  kept.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  await kept.emulateMedia({ media: null, colorScheme: "light", reducedMotion: null, forcedColors: null });
  const viewport = kept.viewportSize();
  if (entry.viewport && (viewport?.width !== entry.viewport.width || viewport.height !== entry.viewport.height))
    await kept.setViewportSize(entry.viewport);
  await kept.goto(entry.restingUrl);
  if (entry.restingUrl === "about:blank") return;
  const origin = new URL(entry.restingUrl).origin;
  // Storage the site's scripts may have written; cookies are cleared after, the HTTP cache is kept on purpose.
  const session = await context.newCDPSession(kept);
  try {
    await session.send("Storage.clearDataForOrigin", {
      origin,
      storageTypes: "local_storage,indexeddb,service_workers,cache_storage,file_systems,websql",
    });
  } finally {
    await session.detach();
  }
  // Session storage belongs to the tab, not the origin's storage: the tab's own script clears it.
  if (entry.javaScriptEnabled) await kept.evaluate(() => sessionStorage.clear());
}
