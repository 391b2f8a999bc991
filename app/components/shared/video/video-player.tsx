// The one video player of every page (course player, videoPlay, paper explanations, live playback, both trees).
// The server renders a native <video controls> with the signed source, so the video plays without JavaScript;
// once hydrated the player takes over (video-react with Chinese labels, keyboard, resume, next video, progress).
// CONTRACT (pages depend on these props; keep them stable): see VideoPlayerProps.
import type { VideoType } from "~/modules/course/course-config";

export interface VideoPlayerProps {
  /** Signed, expiring media URL (a grant's `url`). */
  src: string;
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

export function VideoPlayer({ src, poster, title, resumeAt }: VideoPlayerProps) {
  // A media fragment (#t=) starts the native element at the resume point without JavaScript.
  const source = resumeAt > 0 ? `${src}#t=${Math.floor(resumeAt)}` : src;
  return (
    <video className="video-player" controls preload="metadata" playsInline poster={poster ?? undefined} aria-label={title}>
      <source src={source} type="video/mp4" />
      您的浏览器无法播放此视频，请<a href={src}>下载视频</a>后观看。
    </video>
  );
}
