// The one video player of every page (course player, videoPlay, paper explanations, live playback, both trees).
// The server renders a native <video controls> with the signed source, so the video plays without JavaScript;
// once hydrated the player takes over (video-react with Chinese labels, keyboard, resume, next video, progress) —
// loaded with a dynamic import, so a page's first visit carries none of it (docs/decisions/0011).
// CONTRACT (pages depend on these props; keep them stable): see VideoPlayerProps (app/modules/video).
import { useEffect, useRef, useState, type ComponentType } from "react";
import type { VideoPlayerProps } from "~/modules/video/video-player-props";
import {
  createProgressTracker,
  newSessionId,
  sendProgressBeacon,
  type BeaconReason,
  type ProgressTracker,
} from "./progress-beacon";
import type { RichPlayerProps } from "./rich-player";

/** Without a sign of the viewer reaching for the player, how long after the page's load event it is upgraded. */
const IDLE_UPGRADE_DELAY_MS = 6_000;

/**
 * One player per video: a new video (a new title, file or progress target) is a new player, while a loader that
 * re-runs on the same page (a like, a collect) and re-signs the same file keeps the one that is playing.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  return (
    <QualityPlayer key={`${props.progress?.type ?? 0}:${props.progress?.videoId ?? 0}:${props.title}`} {...props} />
  );
}

/**
 * The player and, when the video has 标清 and 高清, 清晰度: a real form (POST /video-quality, back to this page by its
 * Referer) so the switch works without JavaScript and is remembered for the next video. With JavaScript the file is
 * swapped in place for this video (a new player that starts where the old one was), without a request: the mobile
 * first-visit budget (150 KiB) has no room for more, and the server's default already follows the network.
 */
function QualityPlayer(props: VideoPlayerProps) {
  const [switched, setSwitched] = useState<VideoPlayerProps["renditions"][number] & { startAt: number }>();
  const element = useRef<HTMLVideoElement | null>(null);
  const quality = switched?.quality ?? props.quality;
  return (
    <>
      <PlayerOfOneVideo
        key={switched?.src}
        {...props}
        src={switched?.src ?? props.src}
        resumeAt={switched?.startAt ?? props.resumeAt}
        onElement={element}
      />
      {props.renditions.length > 1 ? (
        <form
          method="post"
          action="/video-quality"
          onSubmit={(event) => {
            const value = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
            const rendition = props.renditions.find((candidate) => candidate.quality === value);
            if (!rendition) return;
            event.preventDefault();
            setSwitched({ ...rendition, startAt: element.current?.currentTime || props.resumeAt });
          }}
        >
          清晰度
          {props.renditions.map((rendition) => (
            <button
              key={rendition.quality}
              type="submit"
              name="quality"
              value={rendition.quality}
              aria-pressed={rendition.quality === quality}
            >
              {rendition.label}
            </button>
          ))}
        </form>
      ) : null}
    </>
  );
}

/** Reports progress from whichever <video> element is on the page (native, then video-react's). */
function useProgressBeacons(video: HTMLVideoElement | null, target: VideoPlayerProps["progress"]) {
  const tracker = useRef<ProgressTracker | null>(null);
  useEffect(() => {
    if (!video || !target) return;
    tracker.current ??= createProgressTracker(target, newSessionId());
    const current = tracker.current;
    const send = (reason: BeaconReason) => {
      const body = current.beacon(video.currentTime, reason, Date.now());
      if (body) sendProgressBeacon(body);
    };
    const onPlay = () => current.started(Date.now());
    const onTimeUpdate = () => {
      if (!video.paused && current.tickDue(Date.now())) send("tick");
    };
    const onPause = () => send("pause");
    const onEnded = () => send("ended");
    const onVisibility = () => {
      if (document.visibilityState === "hidden") send("hidden");
    };
    const onPageHide = () => send("hidden");
    if (!video.paused) onPlay();
    video.addEventListener("play", onPlay);
    video.addEventListener("timeupdate", onTimeUpdate);
    video.addEventListener("pause", onPause);
    video.addEventListener("ended", onEnded);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      video.removeEventListener("play", onPlay);
      video.removeEventListener("timeupdate", onTimeUpdate);
      video.removeEventListener("pause", onPause);
      video.removeEventListener("ended", onEnded);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
      // Leaving the video (another page in the app, or the element being replaced): where it got to.
      send("hidden");
    };
  }, [video, target]);
}

function PlayerOfOneVideo(props: VideoPlayerProps & { onElement: { current: HTMLVideoElement | null } }) {
  const { poster, title, resumeAt, onElement } = props;
  // The file this player plays: a re-signed URL of the same file must not reload the element.
  const [src] = useState(props.src);
  const [progress] = useState(props.progress);
  const nativeRef = useRef<HTMLVideoElement>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [rich, setRich] = useState<{
    Player: ComponentType<RichPlayerProps>;
    startAt: number;
    autoPlay: boolean;
    focus: boolean;
  } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per player: resumeAt only seeds the rich player when it takes over
  useEffect(() => {
    setVideo(nativeRef.current);
    const native = nativeRef.current;
    let live = true;
    let upgrading = false;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    const upgrade = (event?: Event) => {
      if (upgrading || !live) return;
      upgrading = true;
      stopWaiting();
      const focused = event?.type === "focusin";
      import("./rich-player")
        .then(({ RichPlayer }) => {
          if (!live) return;
          // Whatever the native element already did (a press on play before the upgrade) carries over.
          const current = nativeRef.current;
          const startAt = current?.currentTime || resumeAt;
          const autoPlay = current?.paused === false;
          current?.pause();
          setRich({ Player: RichPlayer, startAt, autoPlay, focus: focused });
        })
        .catch(() => {
          // The chunk did not load: the native player stays, and still plays.
        });
    };
    // The viewer reaching for the player upgrades it at once; otherwise it is upgraded once the page has been idle a
    // while after loading, so video-react's parsing never competes with the page's own start (docs/decisions/0011).
    const intents = ["pointerenter", "pointerdown", "touchstart", "focusin", "keydown"] as const;
    const stopWaiting = () => {
      for (const type of intents) native?.removeEventListener(type, upgrade);
      window.removeEventListener("load", onLoad);
      clearTimeout(idleTimer);
    };
    const whenIdle = () => {
      const idle = (window as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number })
        .requestIdleCallback;
      if (idle) idle(() => upgrade(), { timeout: 2_000 });
      else upgrade();
    };
    const onLoad = () => {
      idleTimer = setTimeout(whenIdle, IDLE_UPGRADE_DELAY_MS);
    };
    for (const type of intents) native?.addEventListener(type, upgrade, { passive: true });
    if (document.readyState === "complete") onLoad();
    else window.addEventListener("load", onLoad);
    return () => {
      live = false;
      stopWaiting();
    };
  }, []);

  useProgressBeacons(video, progress);
  onElement.current = video;

  if (rich) {
    const { Player } = rich;
    return (
      <Player
        {...props}
        src={src}
        startAt={rich.startAt}
        autoPlay={rich.autoPlay}
        autoFocus={rich.focus}
        onVideoElement={setVideo}
      />
    );
  }
  // A media fragment (#t=) starts the native element at the resume point without JavaScript.
  const source = resumeAt > 0 ? `${src}#t=${Math.floor(resumeAt)}` : src;
  return (
    // biome-ignore lint/a11y/useMediaCaption: no caption files exist for the lessons yet (ADR 0040); an empty <track> would help nobody
    <video
      ref={nativeRef}
      className="video-player"
      controls
      preload="metadata"
      playsInline
      poster={poster ?? undefined}
      aria-label={title}
    >
      <source src={source} type="video/mp4" />
      您的浏览器无法播放此视频，请<a href={src}>下载视频</a>后观看。
    </video>
  );
}
