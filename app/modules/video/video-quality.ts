// 标清 / 高清 (issue 26): which rendition a player starts with. Chosen by the server, so it works without JavaScript:
// the viewer's remembered choice (the video_quality cookie, set by the switch under every player), else the client
// hints the browser sends — Save-Data: on, or an effective connection type of slow-2g/2g/3g, or a downlink under
// 1.5 Mbps → 标清 (360p ≈ 400 kbps); otherwise 高清 (720p ≈ 1.2 Mbps). Client-safe: no imports.

export type VideoQuality = "sd" | "hd";

export const VIDEO_QUALITY_COOKIE = "video_quality";

/** Remembered for a year: a choice made on a slow network stays made. */
export const VIDEO_QUALITY_MAX_AGE = 365 * 24 * 3600;

export const videoQualityLabels: Record<VideoQuality, string> = { sd: "标清", hd: "高清" };

/** The headers servers ask browsers for (Accept-CH); Save-Data is sent without asking. */
export const VIDEO_CLIENT_HINTS = "ECT, Downlink, Save-Data";

/** Below this many Mbps (the Downlink hint) 高清's ≈ 1.3 Mbps with audio would stall. */
const HD_MIN_DOWNLINK_MBPS = 1.5;

export function isVideoQuality(value: unknown): value is VideoQuality {
  return value === "sd" || value === "hd";
}

export function defaultVideoQuality(hints: {
  cookie: string | null | undefined;
  saveData: string | null;
  ect: string | null;
  downlink: string | null;
}): VideoQuality {
  if (isVideoQuality(hints.cookie)) return hints.cookie;
  if (hints.saveData?.trim().toLowerCase() === "on") return "sd";
  const ect = hints.ect?.trim().toLowerCase();
  if (ect === "slow-2g" || ect === "2g" || ect === "3g") return "sd";
  const downlink = Number(hints.downlink);
  if (
    hints.downlink !== null &&
    hints.downlink.trim() !== "" &&
    Number.isFinite(downlink) &&
    downlink < HD_MIN_DOWNLINK_MBPS
  )
    return "sd";
  return "hd";
}
