// Renders a React tree to an HTML Response whose bytes are clean UTF-8: no NUL byte, nothing after `</html>`.
// Why a transform (ADR 0016): React 18.3's Node stream config flushes its whole 2 KB view when a multibyte character
// does not fit at its end (react issues 27554, 31134), so the unused tail of the view goes out as 0x00 bytes — inside
// attributes a browser turns them into U+FFFD. Remix 2 supports React 18 only, so the fix sits here.
import { PassThrough, Transform, type TransformCallback } from "node:stream";
import type { ReactNode } from "react";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { renderToPipeableStream } from "react-dom/server";

const NUL = 0;
const DOCUMENT_END = Buffer.from("</body></html>");

/**
 * Drops every 0x00 byte. In UTF-8 the byte 0 only ever encodes U+0000 (never part of a multibyte sequence), and
 * U+0000 is a parse error the HTML standard ignores in text, so dropping it loses nothing a page could mean.
 */
export function withoutNulBytes(bytes: Buffer): Buffer {
  let start = bytes.indexOf(NUL);
  if (start === -1) return bytes;
  const parts: Buffer[] = [bytes.subarray(0, start)];
  while (start !== -1) {
    let end = start;
    while (end < bytes.length && bytes[end] === NUL) end += 1;
    const next = bytes.indexOf(NUL, end);
    parts.push(bytes.subarray(end, next === -1 ? bytes.length : next));
    start = next;
  }
  return Buffer.concat(parts);
}

/**
 * Puts `</body></html>` last. Remix renders its single-fetch data scripts as siblings after the document element, so
 * React 18 writes them after `</html>`; a browser moves them into <body> anyway (the "after after body" insertion
 * mode), so the document they build is the same, but the bytes now conform (React 19 does this itself).
 */
export function withDocumentEndLast(bytes: Buffer): Buffer {
  const at = bytes.indexOf(DOCUMENT_END);
  if (at === -1 || at + DOCUMENT_END.length === bytes.length) return bytes;
  return Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + DOCUMENT_END.length), DOCUMENT_END]);
}

/**
 * Collects the rendered document and sends it cleaned: without NUL bytes and with nothing after `</html>`. It is
 * rendered whole before sending anyway (onAllReady), so holding the bytes until the end costs no latency.
 */
function finishedDocument(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback: TransformCallback) {
      callback(null, withDocumentEndLast(withoutNulBytes(Buffer.concat(chunks))));
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
 * so the only suspended part is Remix's single-fetch data script; sending the shell first would make React 18 stream
 * it in a `<template>` after `</html>`.
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
        pipe(finishedDocument()).pipe(body);
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
