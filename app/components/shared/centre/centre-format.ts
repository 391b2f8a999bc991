// How the centre shows spans and short dates. Client-safe; Beijing times are lib/shanghai-time.ts.

/** 1 小时 5 分钟, 12 分钟, 40 秒 */
export function formatSpan(seconds: number): string {
  if (seconds < 60) return `${seconds} 秒`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} 分钟`;
  return `${Math.floor(minutes / 60)} 小时 ${minutes % 60} 分钟`;
}

/** 03-10 from 2025-03-10 */
export const shortDate = (date: string) => date.slice(5);
