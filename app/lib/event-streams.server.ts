// Server-sent event streams (docs/decisions/0041): remix-utils' eventStream, plus what a serving process needs around
// it. Each open stream is known here so a shutdown can end them at once (server.ts: a stream is never idle, and would
// hold the process for the 10 s force close); the browser's EventSource reconnects, to the next process. A stream
// opened while shutting down ends at once. A send to a stream the client already left is dropped, not thrown.
import { eventStream } from "remix-utils/sse/server";

type Send = (event: { event?: string; data: string }) => void;

const open = new Set<() => void>();
let closing = false;

/**
 * An event stream for a resource route's loader. `init` starts the work (a timer, a subscription) and returns its
 * cleanup, which runs once: when the client goes away (the request's abort signal), when `close` is called, or at
 * shutdown. `init` must not call `close` synchronously (remix-utils has no cleanup to run yet).
 */
export function openEventStream(
  signal: AbortSignal,
  init: (send: Send, close: () => void) => () => void,
  headers?: HeadersInit,
): Response {
  return eventStream(
    signal,
    (send, remixClose) => {
      let ended = false;
      const close = () => {
        try {
          remixClose();
        } catch {
          // Already closed by the other side.
        }
      };
      const safeSend: Send = (event) => {
        if (ended) return;
        try {
          send(event);
        } catch {
          // The stream was cancelled under us: end it.
          setTimeout(close, 0);
        }
      };
      const cleanup = init(safeSend, close);
      open.add(close);
      if (closing) setTimeout(close, 0);
      return () => {
        ended = true;
        open.delete(close);
        cleanup();
      };
    },
    { headers },
  );
}

/** At shutdown: end every open stream, and any opened from now on. */
export function closeEventStreams(): void {
  closing = true;
  for (const close of [...open]) close();
}

/** Open streams in this process (tests). */
export function openEventStreamCount(): number {
  return open.size;
}
