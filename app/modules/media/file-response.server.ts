// A local file to the holder of a signed link (/media's videos and covers, 自命题 PDFs): HTTP ranges (206, 416),
// ETag, If-Range, If-None-Match (304), HEAD, and caching that never outlives the grant. The caller has checked the
// grant and gives the file and its own headers (type, disposition).
import fs from "node:fs";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { decideRange } from "./byte-range";
import type { LocalMediaFile } from "./media-storage.server";

export function signedFileResponse(
  request: Request,
  file: LocalMediaFile,
  options: { expiresAtSeconds: number; nowSeconds: number; headers: Record<string, string> },
): Response {
  const headers: Record<string, string> = {
    ...options.headers,
    "Accept-Ranges": "bytes",
    ETag: file.etag,
    "Last-Modified": file.modified.toUTCString(),
    // Private (the link is one person's), never past the grant, and never recompressed: ranges must stay byte-exact.
    "Cache-Control": `private, max-age=${Math.max(0, Math.min(options.expiresAtSeconds - options.nowSeconds, 3600))}, no-transform`,
  };
  const range = request.headers.get("range");
  const ifNoneMatch = request.headers.get("if-none-match");
  if (!range && ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === file.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const decision = decideRange(file.size, range, request.headers.get("if-range"), { etag: file.etag, lastModified: file.modified });
  if (decision.kind === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${file.size}` } });
  }
  const [start, end] = decision.kind === "partial" ? [decision.start, decision.end] : [0, file.size - 1];
  const length = file.size === 0 ? 0 : end - start + 1;
  const body = request.method === "HEAD" || length === 0 ? null : createReadableStreamFromReadable(fs.createReadStream(file.path, { start, end }));
  if (decision.kind === "partial") {
    return new Response(body, { status: 206, headers: { ...headers, "Content-Length": String(length), "Content-Range": `bytes ${start}-${end}/${file.size}` } });
  }
  return new Response(body, { status: 200, headers: { ...headers, "Content-Length": String(length) } });
}
