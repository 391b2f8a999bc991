// What the one video player takes (components/shared/video/video-player.tsx): the contract between the page loaders
// that build it from a grant and the player. Client-safe: a type import only.
import type { VideoQuality } from "./video-quality";
import type { VideoType } from "./video-types";

export interface VideoPlayerProps {
  /** Signed, expiring media URL: the rendition the player starts with. */
  src: string;
  /** 标清 and 高清 to switch between (empty: one file, no switch). */
  renditions: { quality: VideoQuality; label: string; src: string }[];
  /** Which rendition `src` is. */
  quality: VideoQuality;
  /** Signed poster URL, or null. */
  poster: string | null;
  /** The video's title: the element's accessible name. */
  title: string;
  /** Seconds (the grant's `duration`). */
  durationSeconds: number;
  /** Seconds to start from (the grant's `resumeAt`; 0 for a visitor not logged in). */
  resumeAt: number;
  /** Where progress is reported (logged-in viewers of recorded videos); null: nothing is reported. */
  progress: { type: VideoType; videoId: number } | null;
  /** The next video (link to its page); null at the end of a course or for a single video. */
  next: { href: string; title: string } | null;
}
