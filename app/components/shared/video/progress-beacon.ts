// Progress beacons of the player (docs/decisions/0010 and 0011). Client-safe. The tracker is pure: it numbers the
// beacons of one playback session and says when the next periodic one is due; sendProgressBeacon posts one with
// navigator.sendBeacon (a URLSearchParams body, so it survives the page being hidden or closed) and falls back to
// fetch with keepalive. The server orders beacons by (startedAt, session, seq), so late or repeated ones change nothing.
import type { VideoType } from "~/modules/video/video-types";

export const PROGRESS_BEACON_URL = "/Report/website/UserVideoProgress/Save";
/** A beacon at least this often while the video plays. */
export const BEACON_INTERVAL_MS = 10_000;

export type BeaconReason = "tick" | "pause" | "ended" | "hidden";

export interface ProgressTracker {
  /** Playback began (the first play fixes the session's startedAt; later plays keep it). */
  started(now: number): void;
  /** The beacon for `position` seconds, or null when there is nothing to send (never played, or the same position again). */
  beacon(position: number, reason: BeaconReason, now: number): URLSearchParams | null;
  /** Whether the periodic beacon is due. */
  tickDue(now: number): boolean;
}

/** A random session id (letters, digits and -), one per player on a page. */
export function newSessionId(random: () => number = Math.random): string {
  const cryptoApi = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  let id = "";
  while (id.length < 24) id += Math.floor(random() * 36).toString(36);
  return id;
}

export function createProgressTracker(target: { type: VideoType; videoId: number }, session: string): ProgressTracker {
  let startedAt: number | null = null;
  let seq = 0;
  let lastSentAt = 0;
  let lastPosition: number | null = null;
  return {
    started(now) {
      if (startedAt === null) {
        startedAt = now;
        lastSentAt = now;
      }
    },
    beacon(position, reason, now) {
      if (startedAt === null || !Number.isFinite(position) || position < 0) return null;
      const rounded = Math.round(position * 10) / 10;
      if (rounded === lastPosition && reason !== "tick") return null;
      lastPosition = rounded;
      lastSentAt = now;
      seq += 1;
      return new URLSearchParams({
        videoId: String(target.videoId),
        type: String(target.type),
        position: String(rounded),
        session,
        seq: String(seq),
        startedAt: String(startedAt),
      });
    },
    tickDue(now) {
      return startedAt !== null && now - lastSentAt >= BEACON_INTERVAL_MS;
    },
  };
}

interface BeaconNavigator {
  sendBeacon?: (url: string, data?: BodyInit | null) => boolean;
}

/** Posts one beacon; true when the browser took it (sendBeacon) or a keepalive fetch was started. */
export function sendProgressBeacon(
  body: URLSearchParams,
  nav: BeaconNavigator | undefined = typeof navigator === "undefined" ? undefined : navigator,
  fetcher: typeof fetch | undefined = typeof fetch === "undefined" ? undefined : fetch,
): boolean {
  try {
    if (nav?.sendBeacon?.(PROGRESS_BEACON_URL, body)) return true;
  } catch {
    // Some browsers throw on a beacon they will not queue; the fetch below still tries.
  }
  if (!fetcher) return false;
  fetcher(PROGRESS_BEACON_URL, { method: "POST", body, keepalive: true, credentials: "same-origin" }).catch(
    () => undefined,
  );
  return true;
}
