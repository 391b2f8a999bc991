// The rules of viewing progress (docs/decisions/0010). Pure; progress.server.ts applies the same rules inside one
// conditional upsert, so concurrent, duplicate and out-of-order beacons are decided by the database.
//
// - Every beacon carries an order key: (startedAt of its playback session, session id, seq within the session). A
//   beacon moves the resume point only if it is newer than the stored one (isNewer): a retried (equal) or late
//   (older) beacon changes nothing.
// - The furthest point watched is the maximum of every position ever reported: it never goes backwards, in any order.
// - A video is learnt once the furthest point reaches 90 % of its duration, and stays learnt.
import { watchedToEnd } from "~/modules/video/video-resume";
import { LEARNT_SHARE } from "./course-config";

export interface OrderKey {
  startedAt: number;
  session: string;
  seq: number;
}

/**
 * True when `a` is strictly newer than `b`: a later playback session, or a later beacon of the same session. Two
 * sessions started in the same millisecond are not ordered: the one stored first stays (no string comparison, whose
 * collation differs between the databases).
 */
export function isNewer(a: OrderKey, b: OrderKey): boolean {
  if (a.startedAt !== b.startedAt) return a.startedAt > b.startedAt;
  if (a.session !== b.session) return false;
  return a.seq > b.seq;
}

/** furthest ≥ 90 % of duration, in integers (seconds × 10) so both databases compute the same. */
export function isLearnt(furthestSeconds: number, durationSeconds: number): boolean {
  return furthestSeconds * 10 >= Math.round(durationSeconds * LEARNT_SHARE * 10);
}

/** A reported position as stored: whole seconds, within [0, duration]. */
export function clampPosition(positionSeconds: number, durationSeconds: number): number {
  return Math.min(Math.max(0, Math.floor(positionSeconds)), Math.max(0, durationSeconds));
}

export interface ProgressState {
  position: number;
  furthest: number;
  learnt: boolean;
  key: OrderKey;
}

export interface Beacon {
  key: OrderKey;
  position: number;
}

/** The state after a beacon, and whether anything changed (the SQL's WHERE) and the video just became learnt. */
export function applyBeacon(
  stored: ProgressState | null,
  beacon: Beacon,
  durationSeconds: number,
): { state: ProgressState; changed: boolean; becameLearnt: boolean } {
  const position = clampPosition(beacon.position, durationSeconds);
  if (!stored) {
    const learnt = isLearnt(position, durationSeconds);
    return { state: { position, furthest: position, learnt, key: beacon.key }, changed: true, becameLearnt: learnt };
  }
  const newer = isNewer(beacon.key, stored.key);
  const furthest = Math.max(stored.furthest, position);
  const learnt = stored.learnt || isLearnt(furthest, durationSeconds);
  const state: ProgressState = {
    position: newer ? position : stored.position,
    furthest,
    learnt,
    key: newer ? beacon.key : stored.key,
  };
  return { state, changed: newer || furthest > stored.furthest, becameLearnt: learnt && !stored.learnt };
}

export interface CatalogueVideo {
  id: number;
  sequence: number;
  durationSeconds: number;
}

/**
 * Where "continue" takes the viewer: the last video watched at its resume point — or, when that video was watched
 * to its end (within 2 s), the start of the next one; at the end of the course, the last video from the start.
 */
export function resumePoint(
  last: CatalogueVideo & { position: number },
  next: CatalogueVideo | null,
): { videoId: number; position: number } {
  if (!watchedToEnd(last.position, last.durationSeconds)) return { videoId: last.id, position: last.position };
  if (next) return { videoId: next.id, position: 0 };
  return { videoId: last.id, position: 0 };
}

/** Whole percent learnt, rounded down (100 only when every video is learnt). */
export function percentLearnt(learnt: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((learnt * 100) / total));
}
