// Serves local media (MEDIA_STORAGE=local) to the holder of a signed URL: HTTP ranges (206, 416), ETag, If-Range,
// If-None-Match, the right content type. Never an unsigned, expired, tampered or someone else's URL (403).
// docs/decisions/0009-media-delivery.md.
import fs from "node:fs";
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { getAppSecret } from "~/lib/app-secret.server";
import { decideRange, mediaContentType } from "~/modules/media/byte-range";
import { mediaRefusalMessages, requesterSubjects } from "~/modules/media/media-access.server";
import { verifyMediaGrant } from "~/modules/media/media-signature";
import { LOCAL_MEDIA_PREFIX, statLocalMedia } from "~/modules/media/media-storage.server";

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = params["*"] ?? "";
  const url = new URL(request.url);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const refusal = verifyMediaGrant(
    getAppSecret(),
    `${LOCAL_MEDIA_PREFIX}${key}`,
    url.searchParams,
    await requesterSubjects(request),
    nowSeconds,
  );
  if (refusal) return text(mediaRefusalMessages[refusal], 403);

  const file = await statLocalMedia(key);
  if (!file) return text("文件不存在", 404);

  const expiresAt = Number(url.searchParams.get("exp"));
  const headers: Record<string, string> = {
    "Content-Type": mediaContentType(key),
    "Accept-Ranges": "bytes",
    ETag: file.etag,
    "Last-Modified": file.modified.toUTCString(),
    // Private (the URL is one person's), never past the grant, and never recompressed: ranges must stay byte-exact.
    "Cache-Control": `private, max-age=${Math.max(0, Math.min(expiresAt - nowSeconds, 3600))}, no-transform`,
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
  const body =
    request.method === "HEAD" || length === 0
      ? null
      : createReadableStreamFromReadable(fs.createReadStream(file.path, { start, end }));
  if (decision.kind === "partial") {
    return new Response(body, {
      status: 206,
      headers: { ...headers, "Content-Length": String(length), "Content-Range": `bytes ${start}-${end}/${file.size}` },
    });
  }
  return new Response(body, { status: 200, headers: { ...headers, "Content-Length": String(length) } });
}
