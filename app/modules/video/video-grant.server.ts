// The play URL of a recorded video once the entitlement rule allowed it (docs/decisions/0009 and 0010): signed,
// expiring, bound to the viewer's media subject, with where to resume. Course videos, paper explanations and
// experience talks are granted alike.
import type { EntitlementBasis } from "~/modules/access/entitlement";
import { imageUrl, videoUrl } from "~/modules/media/media-links.server";
import { videoResumeAt } from "./video-resume";

/** What a recorded video's play URL carries, course video or paper video. */
export interface VideoGrant {
  title: string;
  /** Seconds. */
  duration: number;
  poster: string | null;
  /** Signed, expiring URL for this viewer only. */
  url: string;
  /** Epoch seconds. */
  expiresAt: number;
  /** Why it plays: free-preview | free | enrolled | member-licence | campus-licence. */
  basis: EntitlementBasis;
  /** Where to start, seconds (the logged-in viewer's resume point; 0 otherwise). */
  resumeAt: number;
}

/** The grant of a recorded video once it may play; shared by course and paper videos, which sign and resume alike. */
export function videoGrant(
  video: { title: string; duration_seconds: number; poster_key: string | null; media_key: string },
  subject: string,
  basis: EntitlementBasis,
  progress: { position: number; duration: number } | null,
  now: number,
): VideoGrant {
  const { url, expiresAt } = videoUrl(video.media_key, subject, now);
  return {
    title: video.title,
    duration: video.duration_seconds,
    poster: imageUrl(video.poster_key, subject, now),
    url,
    expiresAt,
    basis,
    resumeAt: videoResumeAt(progress),
  };
}
