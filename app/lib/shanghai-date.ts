// Dates as the site shows them: the calendar day in Beijing time (Asia/Shanghai, UTC+8 all year), whatever the server's
// or the browser's zone. Client-safe; loaders format on the server so the HTML never depends on the reader's clock.
const shanghaiDay = new Intl.DateTimeFormat("zh-CN", {
  timeZone: "Asia/Shanghai",
  year: "numeric",
  month: "long",
  day: "numeric",
});

/** 2026年11月3日 from epoch ms or an ISO string; "" when absent or not a date. */
export function shanghaiDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const time = typeof value === "number" ? value : Date.parse(value);
  return Number.isFinite(time) ? shanghaiDay.format(time) : "";
}
