// The browser's half of the visit log (spec section 4: "after each route change a visit log is sent";
// docs/decisions/0005-visit-log.md). Renders nothing. The server already recorded the page the document request
// showed; once hydrated this adds that view's screen size (by the view id root's loader handed out), and for every
// later client-side navigation it posts one new record. Without JavaScript it never runs and the server's record
// stands alone, screen size unknown.
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

const VISIT_LOG_ENDPOINT = "/api/System/web-visitlog";

// Module state, not component state: the beacon may remount (an error boundary replacing the page, StrictMode's
// double effects in development), and neither may count a view twice.
let documentViewReported = false;
let lastView: { key: string; pathname: string; search: string; hash: string; href: string } | null = null;

function visitorId(): string | undefined {
  const match = /(?:^|;\s*)appuuid=([^;]+)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

function send(payload: Record<string, unknown>): void {
  const body = JSON.stringify({
    ...payload,
    screenwidth: window.screen?.width,
    screenheight: window.screen?.height,
    uuid: visitorId(),
  });
  try {
    // A plain fetch, sent at once while the page stays (nothing here runs at unload, so no keepalive/sendBeacon).
    // The answer is read to the end: a response body nobody reads keeps the request open in the browser's eyes, and
    // tools waiting for an idle network (Playwright's networkidle, Lighthouse) would wait forever.
    void fetch(VISIT_LOG_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      credentials: "same-origin",
    })
      .then((response) => response.text())
      .catch(() => undefined);
  } catch {
    // Logging must never disturb the page.
  }
}

export function VisitBeacon({ viewId }: { viewId?: string | null }) {
  const location = useLocation();
  useEffect(() => {
    const current = {
      key: location.key,
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
      // From the router's location, not window.location: the browser's URL may not have changed yet when this runs.
      href: `${window.location.origin}${location.pathname}${location.search}${location.hash}`,
    };
    const previous = lastView;
    if (previous === null) {
      // The page the document request showed: the server counted it; add what only the browser knows.
      lastView = current;
      if (viewId && !documentViewReported) {
        documentViewReported = true;
        send({ viewId });
      }
      return;
    }
    if (previous.key === current.key) return;
    lastView = current;
    // Following an in-page anchor is not a new page, as it is not without JavaScript.
    if (
      previous.pathname === current.pathname &&
      previous.search === current.search &&
      previous.hash !== current.hash
    ) {
      return;
    }
    send({ currenturl: current.href, referrer: previous.href });
  }, [location.key, location.pathname, location.search, location.hash, viewId]);
  return null;
}
