// Times as the centre shows them: Beijing time (Asia/Shanghai, UTC+8 all year) whatever the server's or the browser's
// zone, so the server's HTML and the hydrated page agree. Client-safe.
const minuteFormat = new Intl.DateTimeFormat("zh-CN", {
  timeZone: "Asia/Shanghai",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** 2025/03/10 10:02 */
export function shanghaiMinute(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? minuteFormat.format(time) : "";
}

/** 1 小时 5 分钟, 12 分钟, 40 秒 */
export function formatSpan(seconds: number): string {
  if (seconds < 60) return `${seconds} 秒`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} 分钟`;
  return `${Math.floor(minutes / 60)} 小时 ${minutes % 60} 分钟`;
}

/** 03-10 from 2025-03-10 */
export const shortDate = (date: string) => date.slice(5);
