// Renders the whole document before sending it, to browsers and bots alike, as clean UTF-8 (renderHtmlResponse,
// ADR 0016). The CSP nonce from server.ts reaches Remix's scripts through NonceProvider.
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderHtmlResponse } from "~/lib/html-stream.server";
import "~/lib/load-context";
import { NonceProvider } from "~/lib/nonce";
import { commitPageView } from "~/modules/visit/visit-log.server";

// Re-exported so server.ts reaches the same module instances (one database pool per process) through the build.
export { appLifecycle } from "./app-lifecycle.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The document is being rendered: the page view root's loader prepared counts (a redirect never gets here).
  commitPageView(loadContext);
  const nonce = loadContext.cspNonce ?? "";
  return renderHtmlResponse(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      status: responseStatusCode,
      headers: responseHeaders,
      nonce,
      abortAfterMs: streamTimeout + 1_000,
      onLateError: (error) => console.error(error),
    },
  );
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // Aborted requests and thrown responses (404s, redirects, the campus gate) are outcomes, not faults.
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  console.error(error);
}
