// Which file a player starts with, from a grant and the request (docs/decisions/0050-video-library.md): the viewer's
// remembered 标清 / 高清 choice or the network's client hints (video-quality.ts). Shared by every page with a player.
import { parse as parseCookies } from "cookie";
import type { VideoRendition } from "./video-grant.server";
import type { VideoPlayerProps } from "./video-player-props";
import { defaultVideoQuality, VIDEO_QUALITY_COOKIE, type VideoQuality } from "./video-quality";

function preferredVideoQuality(request: Request): VideoQuality {
  const headers = request.headers;
  return defaultVideoQuality({
    cookie: parseCookies(headers.get("cookie") ?? "")[VIDEO_QUALITY_COOKIE],
    saveData: headers.get("save-data"),
    ect: headers.get("ect"),
    downlink: headers.get("downlink"),
  });
}

/** The player's src, its renditions and the one it starts with. */
export function playerSources(
  grant: { url: string; renditions: VideoRendition[] },
  request: Request,
): Pick<VideoPlayerProps, "src" | "renditions" | "quality"> {
  const renditions = grant.renditions.map((rendition) => ({
    quality: rendition.quality,
    label: rendition.label,
    src: rendition.url,
  }));
  const wanted = preferredVideoQuality(request);
  const chosen = renditions.find((rendition) => rendition.quality === wanted);
  return { src: chosen?.src ?? grant.url, renditions, quality: chosen ? wanted : "hd" };
}
