// The play URL of a recorded video once the entitlement rule allowed it (docs/decisions/0009 and 0010): signed,
// expiring, bound to the viewer's media subject, with where to resume. Course videos, paper explanations and
// experience talks are granted alike.
import { db } from "~/db/client.server";
import type { EntitlementBasis } from "~/modules/access/entitlement";
import { imageUrl, videoUrl } from "~/modules/media/media-links.server";
import { type VideoQuality, videoQualityLabels } from "./video-quality";
import { videoResumeAt } from "./video-resume";

/** One playable file of a video: 标清 (360p) or 高清 (720p), signed like the grant's url. */
export interface VideoRendition {
  quality: VideoQuality;
  label: string;
  url: string;
}

/**
 * The renditions of the video whose 高清 file is `mediaKey`: [标清, 高清] once 视频库 made both (uploads, and the demo
 * lessons), or [] for a single file (the player then offers no choice).
 */
export async function videoRenditions(mediaKey: string, subject: string, now: number): Promise<VideoRendition[]> {
  const row = await db
    .selectFrom("video_assets")
    .select("sd_key")
    .where("hd_key", "=", mediaKey)
    .where("status", "=", "ready")
    .executeTakeFirst();
  if (!row?.sd_key) return [];
  return [
    { quality: "sd", label: videoQualityLabels.sd, url: videoUrl(row.sd_key, subject, now).url },
    { quality: "hd", label: videoQualityLabels.hd, url: videoUrl(mediaKey, subject, now).url },
  ];
}

/** What a recorded video's play URL carries, course video or paper video. */
export interface VideoGrant {
  title: string;
  /** Seconds. */
  duration: number;
  poster: string | null;
  /** Signed, expiring URL for this viewer only: the 高清 file. */
  url: string;
  /** 标清 and 高清 when the video has both (the player's switch), else empty. */
  renditions: VideoRendition[];
  /** Epoch seconds. */
  expiresAt: number;
  /** Why it plays: free-preview | free | enrolled | member-licence | campus-licence. */
  basis: EntitlementBasis;
  /** Where to start, seconds (the logged-in viewer's resume point; 0 otherwise). */
  resumeAt: number;
}

/** The grant of a recorded video once it may play; shared by course and paper videos, which sign and resume alike. */
export async function videoGrant(
  video: { title: string; duration_seconds: number; poster_key: string | null; media_key: string },
  subject: string,
  basis: EntitlementBasis,
  progress: { position: number; duration: number } | null,
  now: number,
): Promise<VideoGrant> {
  const { url, expiresAt } = videoUrl(video.media_key, subject, now);
  return {
    renditions: await videoRenditions(video.media_key, subject, now),
    title: video.title,
    duration: video.duration_seconds,
    poster: imageUrl(video.poster_key, subject, now),
    url,
    expiresAt,
    basis,
    resumeAt: videoResumeAt(progress),
  };
}
