// Lengths and positions of videos as the pages show and speak them (player, cards, catalogues, course facts).
// Client-safe and pure; unit-tested next to it.

function clockParts(seconds: number) {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * 75 → "1:15", 3725 → "1:02:05" (the player's clock, cards' lengths); hours appear when the time (or `guide`, the
 * video's duration) reaches an hour. Fractions are dropped; what is not a time is 0:00.
 */
export function formatClock(seconds: number, guide: number = seconds): string {
  const { h, m, s } = clockParts(seconds);
  const withHours = h > 0 || (Number.isFinite(guide) && guide >= 3600);
  return withHours ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** 24 → "00:24", 3662 → "1:01:02": the course catalogue's and resume line's mm:ss (two-digit minutes under an hour). */
export function formatPaddedClock(seconds: number): string {
  const { h, m, s } = clockParts(seconds);
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** 75 → "1分15秒", 3725 → "1小时2分5秒": what a screen reader says for a position. */
export function spokenDuration(seconds: number): string {
  const { h, m, s } = clockParts(seconds);
  return `${h > 0 ? `${h}小时` : ""}${h > 0 || m > 0 ? `${m}分` : ""}${s}秒`;
}

/** A course's total length in words: 1 小时 5 分钟, 12 分钟, 不足 1 分钟. */
export function formatLength(totalSeconds: number): string {
  const minutes = Math.floor(Math.max(0, totalSeconds) / 60);
  if (minutes < 1) return "不足 1 分钟";
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} 小时${minutes % 60 > 0 ? ` ${minutes % 60} 分钟` : ""}` : `${minutes} 分钟`;
}
