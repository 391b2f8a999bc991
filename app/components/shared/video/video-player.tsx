// The one video player of every page (course player, videoPlay, paper explanations, live playback, both trees).
// The server renders a native <video controls> with the signed source, so the video plays without JavaScript;
// once hydrated the player takes over (video-react with Chinese labels, keyboard, resume, next video, progress) —
// loaded with a dynamic import, so a page's first visit carries none of it (docs/decisions/0011).
// CONTRACT (pages depend on these props; keep them stable): see VideoPlayerProps (app/modules/video).
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ComponentType, type FormEvent } from "react";
import type { VideoPlayerProps } from "~/modules/video/video-player-props";
import { isVideoQuality, type VideoQuality } from "~/modules/video/video-quality";
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

/** A switch to the other rendition: where the video had got to and whether it was playing. */
interface Switched {
  quality: VideoQuality;
  startAt: number;
  playing: boolean;
}

/**
 * One player per video: a new video (a new title, file or progress target) is a new player, while a loader that
 * re-runs on the same page (a like, a collect) and re-signs the same file keeps the one that is playing. 标清 / 高清
 * swaps the file in a new player that starts where the old one was (and plays on if it was playing).
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const video = `${props.progress?.type ?? 0}:${props.progress?.videoId ?? 0}:${props.title}`;
  const [switched, setSwitched] = useState<(Switched & { video: string }) | null>(null);
  const element = useRef<HTMLVideoElement | null>(null);
  const current = switched?.video === video ? switched : null;
  const quality = current?.quality ?? props.quality;
  const src = props.renditions.find((rendition) => rendition.quality === quality)?.src ?? props.src;
  const key = `${video}:${current ? quality : props.src.split("?")[0]}`;
  const switchTo = (next: VideoQuality) => {
    if (next === quality) return;
    const playing = element.current;
    setSwitched({
      video,
      quality: next,
      startAt: playing && playing.currentTime > 0 ? playing.currentTime : props.resumeAt,
      playing: Boolean(playing && !playing.paused),
    });
    // Remembered by the same request the form without JavaScript makes: the next video starts in this rendition too.
    void fetch("/video-quality", {
      method: "POST",
      body: new URLSearchParams({ quality: next, back: "/" }),
      redirect: "manual",
      credentials: "same-origin",
    }).catch(() => undefined);
  };
  return (
    <>
      <PlayerOfOneVideo
        key={key}
        {...props}
        src={src}
        resumeAt={current?.startAt ?? props.resumeAt}
        autoPlay={current?.playing ?? false}
        onElement={(found) => {
          element.current = found;
        }}
      />
      {props.renditions.length > 1 ? (
        <QualitySwitch renditions={props.renditions} quality={quality} onSwitch={switchTo} />
      ) : null}
    </>
  );
}

/**
 * 清晰度: a real form (POST /video-quality, back to this page) so the switch works without JavaScript; with it the
 * file changes in place. The current rendition is the pressed button.
 */
function QualitySwitch({
  renditions,
  quality,
  onSwitch,
}: {
  renditions: VideoPlayerProps["renditions"];
  quality: VideoQuality;
  onSwitch: (quality: VideoQuality) => void;
}) {
  const location = useLocation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const value = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (!isVideoQuality(value)) return;
    event.preventDefault();
    onSwitch(value);
  };
  return (
    <form method="post" action="/video-quality" className="video-quality" onSubmit={onSubmit}>
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      <span className="video-quality-label">清晰度</span>
      {renditions.map((rendition) => (
        <button
          key={rendition.quality}
          type="submit"
          name="quality"
          value={rendition.quality}
          aria-pressed={rendition.quality === quality}
          className="video-quality-option"
        >
          {rendition.label}
          <span className="video-quality-detail">{rendition.quality === "sd" ? "360P 省流量" : "720P"}</span>
        </button>
      ))}
    </form>
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

function PlayerOfOneVideo(
  props: VideoPlayerProps & { autoPlay: boolean; onElement: (video: HTMLVideoElement | null) => void },
) {
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
    // Switched from the other rendition while playing: play on from the same place.
    if (props.autoPlay && native) void native.play().catch(() => undefined);
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
          const startAt = current && current.currentTime > 0 ? current.currentTime : resumeAt;
          const autoPlay = Boolean(current && !current.paused);
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
  useEffect(() => onElement(video), [video, onElement]);

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
