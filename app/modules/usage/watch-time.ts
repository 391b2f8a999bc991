// Seconds of video watched between two progress beacons of one playback session (the console's minutes watched,
// docs/decisions/0056). Pure. A beacon says only where the player is, so what was watched is inferred from two of
// them and bounded by what could have happened in between:
// - never more than the wall-clock time between them (on the server's clock) plus a little slack for the beacon's
//   own travel — watching at 2× does not make a minute two;
// - never negative: going back (a rewind, a replay) watched nothing new that the next beacons will not count;
// - a seek forward is not watching: a jump further than the fastest playback rate could reach counts nothing.
// The first beacon of a session has no previous one: it counts nothing (up to one beacon interval is lost per play).

/** The fastest rate the player offers (player-rates.ts). */
const MAX_PLAYBACK_RATE = 2;
/** What the beacon's travel and the timer's jitter may add to the wall-clock time. */
export const WATCH_SLACK_SECONDS = 5;

export interface BeaconPoint {
  /** The position in the video, seconds. */
  position: number;
  /** When the server received the beacon, epoch ms. */
  at: number;
}

/** Whole seconds watched from `previous` to `next` (of the same session, `next` the later one). */
export function watchedSeconds(previous: BeaconPoint, next: BeaconPoint): number {
  const advanced = next.position - previous.position;
  const wallSeconds = (next.at - previous.at) / 1000;
  if (advanced <= 0 || wallSeconds <= 0) return 0;
  if (advanced > wallSeconds * MAX_PLAYBACK_RATE + WATCH_SLACK_SECONDS) return 0;
  return Math.floor(Math.min(advanced, wallSeconds + WATCH_SLACK_SECONDS));
}
