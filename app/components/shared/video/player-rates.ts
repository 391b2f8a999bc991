// The player's speeds. Client-safe and pure. (Times and lengths: ~/components/shared/media/duration.)

/** The speeds the player offers. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;

/** 1.25 → "1.25×". */
export function rateLabel(rate: number): string {
  return `${rate}×`;
}
