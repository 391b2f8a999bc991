// Signed URLs for the images and videos the course, paper-video and live services hand out. Grants are issued as if
// at the start of the current hour (a quarter of the TTL when that is shorter), so a cover's URL stays the same for a
// while and the browser can cache it (the /media route caches privately up to the grant); a grant therefore lives
// between 3/4 of MEDIA_URL_TTL_SECONDS (default 4 h) and all of it.
import { getAppSecret } from "~/lib/app-secret.server";
import { getEnv } from "~/lib/env.server";
import { signMediaGrant } from "~/modules/media/media-signature";
import { mediaUrlFor } from "~/modules/media/media-storage.server";

const HOUR_MS = 3_600_000;

function grantClock(now: number): number {
  const bucket = Math.min(HOUR_MS, (getEnv().MEDIA_URL_TTL_SECONDS * 1000) / 4);
  return Math.floor(now / bucket) * bucket;
}

/** A URL for an image (cover, poster) for this subject, or null without a key or a subject. */
export function imageUrl(key: string | null, subject: string | null, now: number = Date.now()): string | null {
  if (!key || !subject) return null;
  return mediaUrlFor(key, subject, grantClock(now)).url;
}

/** A URL for a video for this subject and when it expires (epoch seconds). */
export function videoUrl(key: string, subject: string, now: number = Date.now()): { url: string; expiresAt: number } {
  return mediaUrlFor(key, subject, grantClock(now));
}

/**
 * A signed URL for a file the app serves at its own path (not /media: e.g. a 课件's page images, whose route checks
 * the batch's membership again), on the same clock as images, so a page's URL stays the same for a while.
 */
export function signedPathUrl(urlPath: string, subject: string, now: number = Date.now()): { url: string; expiresAt: number } {
  const expiresAt = Math.floor(grantClock(now) / 1000) + getEnv().MEDIA_URL_TTL_SECONDS;
  const query = signMediaGrant(getAppSecret(), { path: urlPath, subject, expiresAt });
  return { url: `${urlPath}?${query}`, expiresAt };
}
