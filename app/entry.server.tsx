// Streams HTML to browsers as soon as the shell is ready; bots get the whole document at once. The CSP nonce from
// server.ts reaches Remix's scripts through NonceProvider.
import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import "~/lib/load-context";
import { NonceProvider } from "~/lib/nonce";
import { commitPageView } from "~/modules/visit/visit-log.server";

// Re-exported so server.ts reaches the same module instances (one database pool per process) through the build.
export { appLifecycle } from "~/lib/app-lifecycle.server";

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
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  const nonce = loadContext.cspNonce ?? "";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready are reported by onShellError; later ones are logged here.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // Aborted requests and thrown responses (404s, redirects, the campus gate) are outcomes, not faults.
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  console.error(error);
}
