// Renders a React tree to an HTML Response whose bytes are clean UTF-8: no NUL byte, nothing after `</html>`.
// Why a transform (ADR 0016): React 18.3's Node stream config flushes its whole 2 KB view when a multibyte character
// does not fit at its end (react issues 27554, 31134), so the unused tail of the view goes out as 0x00 bytes — inside
// attributes a browser turns them into U+FFFD. Remix 2 supports React 18 only, so the fix sits here.
import { PassThrough, Transform, type TransformCallback } from "node:stream";
import type { ReactNode } from "react";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { renderToPipeableStream } from "react-dom/server";

/**
 * Drops every 0x00 byte. In UTF-8 the byte 0 only ever encodes U+0000 (never part of a multibyte sequence), and
 * U+0000 is a parse error the HTML standard ignores in text, so dropping it loses nothing a page could mean.
 */
export function dropNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      let start = chunk.indexOf(0);
      if (start === -1) return callback(null, chunk);
      const parts: Buffer[] = [chunk.subarray(0, start)];
      while (start !== -1) {
        let end = start;
        while (end < chunk.length && chunk[end] === 0) end += 1;
        const next = chunk.indexOf(0, end);
        parts.push(chunk.subarray(end, next === -1 ? chunk.length : next));
        start = next;
      }
      callback(null, Buffer.concat(parts));
    },
  });
}

export interface RenderHtmlOptions {
  status: number;
  headers: Headers;
  nonce: string;
  /** Abort rendering after this many milliseconds (Remix's streamTimeout plus a margin). */
  abortAfterMs: number;
  /** Called once when an error occurs after the response has started (its status can no longer change). */
  onLateError?: (error: unknown) => void;
}

/**
 * Waits for the whole tree (onAllReady) before sending, for browsers and bots alike: our loaders have already run,
 * so the only suspended part is Remix's single-fetch data script, and sending the shell first would make React 18
 * append that content after `</html>` (a stray `<template>` the HTML standard does not allow there).
 */
export function renderHtmlResponse(element: ReactNode, options: RenderHtmlOptions): Promise<Response> {
  let status = options.status;
  return new Promise<Response>((resolve, reject) => {
    let started = false;
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onAllReady() {
        started = true;
        const body = new PassThrough();
        options.headers.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: options.headers, status }));
        pipe(dropNulBytes()).pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors before the document starts are reported by onShellError or rendered by the error boundary.
        if (started) options.onLateError?.(error);
      },
    });
    setTimeout(abort, options.abortAfterMs);
  });
}
