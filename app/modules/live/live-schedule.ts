// A live's status comes from its schedule and the clock, never from a stored column: upcoming before it starts,
// live from its start until (not at) its end, ended afterwards. Pure; client-safe.

export type LiveStatus = "upcoming" | "live" | "ended";

export const liveStatuses = [
  { code: "upcoming", name: "即将开始" },
  { code: "live", name: "直播中" },
  { code: "ended", name: "已结束" },
] as const;

export function liveStatus(startsAt: number, endsAt: number, now: number): LiveStatus {
  if (now < startsAt) return "upcoming";
  if (now < endsAt) return "live";
  return "ended";
}

export function liveStatusName(status: LiveStatus): string {
  return liveStatuses.find((entry) => entry.code === status)!.name;
}

/** Whole minutes until the start (upcoming), for "还有 N 分钟开播"; 0 otherwise. */
export function minutesUntil(startsAt: number, now: number): number {
  return startsAt > now ? Math.ceil((startsAt - now) / 60_000) : 0;
}
