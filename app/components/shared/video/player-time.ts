// Times as the player shows and speaks them. Client-safe and pure.

/** 75 → "1:15", 3725 → "1:02:05"; hours appear when the time (or `guide`, the video's duration) reaches an hour. */
export function formatClock(seconds: number, guide: number = seconds): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  const withHours = h > 0 || (Number.isFinite(guide) && guide >= 3600);
  return withHours ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** 75 → "1分15秒", 3725 → "1小时2分5秒": what a screen reader says for a position. */
export function spokenDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h > 0 ? `${h}小时` : ""}${h > 0 || m > 0 ? `${m}分` : ""}${s}秒`;
}

/** The speeds the player offers. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;

/** 1.25 → "1.25×". */
export function rateLabel(rate: number): string {
  return `${rate}×`;
}
