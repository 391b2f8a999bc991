// Serves local media (MEDIA_STORAGE=local) to the holder of a signed URL: HTTP ranges (206, 416), ETag, If-Range,
// If-None-Match, the right content type. Never an unsigned, expired, tampered or someone else's URL (403).
// docs/decisions/0009-media-delivery.md.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getAppSecret } from "~/lib/app-secret.server";
import { mediaContentType } from "~/modules/media/byte-range";
import { signedFileResponse } from "~/modules/media/file-response.server";
import { mediaRefusalMessages, requesterSubjects } from "~/modules/media/media-access.server";
import { verifyMediaGrant } from "~/modules/media/media-signature";
import { LOCAL_MEDIA_PREFIX, statLocalMedia } from "~/modules/media/media-storage.server";

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });

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

  return signedFileResponse(request, file, {
    expiresAtSeconds: Number(url.searchParams.get("exp")),
    nowSeconds,
    headers: { "Content-Type": mediaContentType(key) },
  });
}
