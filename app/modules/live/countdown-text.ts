// The text of a live's countdown: 距开播还有 2 天 3 小时 5 分钟 (the server's static text, whole minutes) or with seconds
// (the ticking text after hydration). Pure; client-safe.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const COUNTDOWN_DONE = "直播即将开始，请刷新页面";

/**
 * `remainingMs` until the start. Without seconds the minutes are rounded up (never claims less time than is left);
 * zero units in front are left out (3 小时 0 分钟, not 0 天 3 小时 0 分钟). At or after the start: COUNTDOWN_DONE.
 */
export function countdownText(remainingMs: number, options: { seconds?: boolean } = {}): string {
  if (!(remainingMs > 0)) return COUNTDOWN_DONE;
  const total = options.seconds ? Math.ceil(remainingMs / SECOND) * SECOND : Math.ceil(remainingMs / MINUTE) * MINUTE;
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const seconds = Math.floor((total % MINUTE) / SECOND);
  const parts: string[] = [];
  if (days > 0) parts.push(`${days} 天`);
  if (days > 0 || hours > 0) parts.push(`${hours} 小时`);
  if (days > 0 || hours > 0 || minutes > 0 || !options.seconds) parts.push(`${minutes} 分钟`);
  if (options.seconds) parts.push(`${seconds} 秒`);
  return `距开播还有 ${parts.join(" ")}`;
}
