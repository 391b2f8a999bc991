// Behaviour that exists only where JavaScript runs (spec sections 2, 4 and 9): the navigation progress bar, scrolling
// to the top on route changes, one reload after a failed chunk load, the offline notice, and the local-storage mirror
// of the theme. Nothing here ever covers a page the server has drawn (issue 23, docs/decisions/0038): without
// JavaScript none of it renders, and with it the page is readable from its first paint, before and during hydration.
import { useLocation, useNavigation, useNavigationType } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { THEME_STORAGE_KEY, type ThemeName } from "~/modules/shell/themes";
import { optionalChunkLoading } from "~/lib/optional-chunk";

/** Timings from the spec (section 9). */
const shellTimings = {
  scriptsPendingAfterLoadMs: 1000,
  progressThrottleMs: 200,
  progressDurationMs: 5000,
  progressTickMs: 100,
  progressHideAfterFinishMs: 500,
  scrollDurationMs: 500,
} as const;

/** The performance mark hydration sets: the slow-network gauge reads it as the moment a page became usable. */
const HYDRATED_MARK = "yantu:hydrated";

/**
 * Inline in <head>: marks the document `js-pending` while its scripts are expected, so a widget that changes shape
 * once hydrated (the carousel) can take that shape from the first paint and nothing moves at hydration. It covers
 * nothing. Hydration ends it; 1000 ms after the window loads, or 6 s at the latest, it ends anyway, so a failed bundle
 * leaves the plain page.
 */
export const SCRIPTS_PENDING_SCRIPT = `(function(){var d=document.documentElement;d.classList.add("js-pending");function done(){d.classList.remove("js-pending")}window.__yantuScriptsDone=done;window.addEventListener("load",function(){setTimeout(done,${shellTimings.scriptsPendingAfterLoadMs})});setTimeout(done,6000)})();`;

function useHydrationMark() {
  useEffect(() => {
    // Hydrated: React has committed and its event handlers are attached (the e2e tests wait for this, not for
    // window.__remixContext, which exists before hydration starts).
    document.documentElement.dataset.hydrated = "true";
    performance.mark(HYDRATED_MARK);
    (window as unknown as { __yantuScriptsDone?: () => void }).__yantuScriptsDone?.();
  }, []);
}

function ProgressBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!busy) return;
    let started = 0;
    let tick: ReturnType<typeof setInterval> | undefined;
    const throttle = setTimeout(() => {
      started = Date.now();
      setFailed(false);
      setProgress(0.05);
      tick = setInterval(() => {
        // Creeps towards the end over progressDurationMs and waits there for the answer.
        setProgress(Math.min(0.95, 0.05 + ((Date.now() - started) / shellTimings.progressDurationMs) * 0.9));
      }, shellTimings.progressTickMs);
    }, shellTimings.progressThrottleMs);
    return () => {
      clearTimeout(throttle);
      clearInterval(tick);
      if (!started) return;
      setFailed(document.querySelector("[data-error-page]") !== null);
      setProgress(1);
    };
  }, [busy]);
  useEffect(() => {
    if (progress !== 1) return;
    const hide = setTimeout(() => setProgress(null), shellTimings.progressHideAfterFinishMs);
    return () => clearTimeout(hide);
  }, [progress]);
  if (progress === null) return null;
  return (
    <div
      className="progress-bar"
      data-failed={failed || undefined}
      role="progressbar"
      aria-label="页面加载进度"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      style={{ transform: `scaleX(${progress})` }}
    />
  );
}

// Layout effects only mean something in the browser; on the server they would only warn.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

const SCROLL_KEY = "scroll_positions_production_";

/** Route changes scroll to the top in 500 ms; back/forward restores where the reader was. */
function useScrollOnRouteChange() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(location.pathname);
  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);
  useBrowserLayoutEffect(() => {
    const key = location.key;
    return () => {
      try {
        const saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? "{}") as Record<string, number>;
        saved[key] = window.scrollY;
        sessionStorage.setItem(SCROLL_KEY, JSON.stringify(saved));
      } catch {
        // storage unavailable: nothing to restore later
      }
    };
  }, [location.key]);
  useBrowserLayoutEffect(() => {
    const pathChanged = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    if (navigationType === "POP") {
      try {
        const saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? "{}") as Record<string, number>;
        window.scrollTo(0, saved[location.key] ?? 0);
      } catch {
        window.scrollTo(0, 0);
      }
      return;
    }
    // Dialogs and tabs in the query keep the scroll position; an address with #anchor scrolls to its target.
    if (!pathChanged || window.scrollY === 0 || location.hash) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      window.scrollTo(0, 0);
      return;
    }
    const from = window.scrollY;
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const t = Math.min(1, (now - start) / shellTimings.scrollDurationMs);
      window.scrollTo(0, Math.round(from * (1 - t * (2 - t))));
      if (t < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.pathname, location.hash, navigationType]);
}

const RELOAD_KEY = "chunk_reload_production_";

/** A deployed update can remove the chunks an open page still asks for: reload once to get the new ones. */
function useReloadOnChunkFailure() {
  useEffect(() => {
    const reloadOnce = (event?: Event) => {
      // Left to fail (Vite then rejects the import) while an optional chunk is loading: its caller handles it.
      if (optionalChunkLoading()) return;
      const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
      if (Date.now() - last < 10_000) return;
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      event?.preventDefault();
      window.location.reload();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const message = String((event.reason as Error | undefined)?.message ?? event.reason ?? "");
      if (/dynamically imported module|Importing a module script failed|error loading dynamically/i.test(message)) {
        reloadOnce(event);
      }
    };
    window.addEventListener("vite:preloadError", reloadOnce);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("vite:preloadError", reloadOnce);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
}

/**
 * In the page's flow at its top, never fixed: a notice that floats covers controls (on a 360 px phone it sat over the
 * exam's 上一题 and 答题卡). The exam has its own status for queued answers beside its buttons.
 */
export function OfflineNotice() {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return (
    <div role="status" aria-live="polite" className="offline-region">
      {online ? null : <p className="offline-notice">网络已断开，请检查网络连接；恢复后可继续浏览。</p>}
    </div>
  );
}

export function ClientShell({ theme }: { theme: ThemeName }) {
  useHydrationMark();
  useScrollOnRouteChange();
  useReloadOnChunkFailure();
  useEffect(() => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // private mode: the cookie still carries the choice
    }
  }, [theme]);
  return <ProgressBar />;
}
