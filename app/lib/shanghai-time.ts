// Times as the site shows them: Beijing time (Asia/Shanghai, UTC+8 all year, no daylight saving), whatever the
// server's or the browser's zone, so the server's HTML and the hydrated page agree. Client-safe; the one place the
// offset is written. Every formatter takes epoch ms or an ISO string and gives "" for nothing or a non-date.
// Written out from the shifted UTC fields rather than Intl, so the text does not depend on the runtime's ICU data.

/** Asia/Shanghai is UTC+8 all year. */
export const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

type Instant = string | number | null | undefined;

interface ShanghaiFields {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function fieldsOf(value: Instant): ShanghaiFields | null {
  if (value === null || value === undefined || value === "") return null;
  const time = typeof value === "number" ? value : Date.parse(value);
  if (!Number.isFinite(time)) return null;
  const shifted = new Date(time + SHANGHAI_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const two = (value: number) => String(value).padStart(2, "0");
const formatter =
  (format: (fields: ShanghaiFields) => string) =>
  (value: Instant): string => {
    const fields = fieldsOf(value);
    return fields ? format(fields) : "";
  };

/** 2026年11月3日 */
export const shanghaiDate = formatter((t) => `${t.year}年${t.month}月${t.day}日`);

/** 2026-11-03 */
export const shanghaiIsoDay = formatter((t) => `${t.year}-${two(t.month)}-${two(t.day)}`);

/** 2026-11-25 11:30 */
export const shanghaiIsoMinute = formatter(
  (t) => `${t.year}-${two(t.month)}-${two(t.day)} ${two(t.hour)}:${two(t.minute)}`,
);

/** 2025/03/10 10:02 */
export const shanghaiSlashMinute = formatter(
  (t) => `${t.year}/${two(t.month)}/${two(t.day)} ${two(t.hour)}:${two(t.minute)}`,
);

/** 2025/03/10 10:02:05 */
export const shanghaiSlashSecond = formatter(
  (t) => `${t.year}/${two(t.month)}/${two(t.day)} ${two(t.hour)}:${two(t.minute)}:${two(t.second)}`,
);

/** 11:30 */
export const shanghaiClock = formatter((t) => `${two(t.hour)}:${two(t.minute)}`);

/** 11月26日 09:30 */
export const shanghaiMonthDayMinute = formatter((t) => `${t.month}月${t.day}日 ${two(t.hour)}:${two(t.minute)}`);

/** 03月05日 19:30 — month and day in two digits, as the live cards and messages show a start. */
export const shanghaiPaddedMonthDayMinute = formatter(
  (t) => `${two(t.month)}月${two(t.day)}日 ${two(t.hour)}:${two(t.minute)}`,
);

/** RFC 3339 in Beijing time, whole seconds: 2026-11-23T20:30:00+08:00 (WeChat Pay's time_expire). */
export const shanghaiRfc3339 = formatter(
  (t) => `${t.year}-${two(t.month)}-${two(t.day)}T${two(t.hour)}:${two(t.minute)}:${two(t.second)}+08:00`,
);
