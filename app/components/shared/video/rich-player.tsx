// The player once JavaScript runs (docs/decisions/0011): video-react's Player (layout, state store, poster, spinner,
// fullscreen) with a control bar of our own, every label in Simplified Chinese — video-react's built-in controls
// speak English, so none of them is used (BigPlayButton and Shortcut are disabled, ControlBar gets
// disableDefaultControls). Loaded with a dynamic import after hydration (video-player.tsx), with its stylesheet, so
// a page's first visit carries neither.
import { Link } from "@remix-run/react";
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from "react";
import {
  BigPlayButton,
  ControlBar,
  Player,
  Shortcut,
  type VideoReactActions,
  type VideoReactChildProps,
  type VideoReactState,
} from "video-react/dist/video-react.es.js";
import "video-react/dist/video-react.css";
import { formatClock, spokenDuration } from "~/components/shared/media/duration";
import type { VideoPlayerProps } from "~/modules/video/video-player-props";
import { keyTargetOf, playerKeyAction, seekTarget, volumeTarget } from "./player-keys";
import { PLAYBACK_RATES, rateLabel } from "./player-rates";

export interface RichPlayerProps extends VideoPlayerProps {
  /** Seconds to start from (the resume point, or where the native element had got to). */
  startAt: number;
  /** Start playing at once (the native element was playing when the player took over). */
  autoPlay: boolean;
  /** Take focus on mounting (the native element had it when the upgrade began). */
  autoFocus: boolean;
  /** Hands the <video> element to whoever reports progress. */
  onVideoElement: (video: HTMLVideoElement | null) => void;
}

const playerLabels = {
  region: (title: string) => `视频播放器：${title}`,
  bigPlay: "播放视频",
  play: "播放",
  pause: "暂停",
  mute: "静音",
  unmute: "取消静音",
  volume: "音量",
  seek: "进度",
  currentTime: "当前时间",
  duration: "总时长",
  rate: "倍速",
  fullscreen: "全屏",
  exitFullscreen: "退出全屏",
  next: (title: string) => `下一个视频：${title}`,
  ended: "本节视频已播放完毕",
  replay: "重新播放",
  keys: "快捷键：空格或 K 播放／暂停，← → 快退／快进 5 秒，↑ ↓ 调节音量，M 静音，F 全屏",
} as const;

type Controlled = VideoReactChildProps & { next: VideoPlayerProps["next"] };

function volumeClass(player: VideoReactState): string {
  if (player.muted || player.volume === 0) return "video-react-vol-0";
  if (player.volume < 0.34) return "video-react-vol-1";
  if (player.volume < 0.67) return "video-react-vol-2";
  return "video-react-vol-3";
}

/** The control bar's contents: every control a native element with a Chinese name. */
function ChineseControls({ player, actions, next }: Controlled) {
  if (!player || !actions) return null;
  const duration = Number.isFinite(player.duration) ? player.duration : 0;
  const muted = player.muted || player.volume === 0;
  return (
    <>
      <button
        type="button"
        className={`video-react-control video-react-button video-react-play-control ${player.paused ? "video-react-paused" : "video-react-playing"}`}
        title={player.paused ? playerLabels.play : playerLabels.pause}
        onClick={() => (player.paused ? actions.play() : actions.pause())}
      >
        <span className="video-react-control-text">{player.paused ? playerLabels.play : playerLabels.pause}</span>
      </button>
      {next ? (
        <Link
          to={next.href}
          className="video-react-control video-react-button video-react-icon video-react-icon-skip-next video-player-next"
          title={playerLabels.next(next.title)}
        >
          <span className="video-react-control-text">{playerLabels.next(next.title)}</span>
        </Link>
      ) : null}
      <button
        type="button"
        className={`video-react-control video-react-button video-react-mute-control ${volumeClass(player)}`}
        title={muted ? playerLabels.unmute : playerLabels.mute}
        onClick={() => actions.mute(!player.muted)}
      >
        <span className="video-react-control-text">{muted ? playerLabels.unmute : playerLabels.mute}</span>
      </button>
      <input
        type="range"
        className="video-player-volume"
        aria-label={playerLabels.volume}
        min={0}
        max={1}
        step={0.05}
        value={player.muted ? 0 : player.volume}
        aria-valuetext={`${Math.round((player.muted ? 0 : player.volume) * 100)}%`}
        onChange={(event) => {
          const volume = Number(event.currentTarget.value);
          actions.changeVolume(volume);
          if (player.muted && volume > 0) actions.mute(false);
        }}
      />
      <span className="video-player-time">
        <span className="video-react-control-text">{playerLabels.currentTime}</span>
        {formatClock(player.currentTime, duration)}
        <span aria-hidden="true"> / </span>
        <span className="video-react-control-text">{playerLabels.duration}</span>
        {formatClock(duration)}
      </span>
      <input
        type="range"
        className="video-player-seek"
        aria-label={playerLabels.seek}
        min={0}
        max={duration || 1}
        step={0.1}
        value={Math.min(player.currentTime, duration || 1)}
        aria-valuetext={`${spokenDuration(player.currentTime)}，共${spokenDuration(duration)}`}
        onChange={(event) => actions.seek(Number(event.currentTarget.value))}
      />
      <select
        className="video-player-rate"
        aria-label={playerLabels.rate}
        title={playerLabels.rate}
        value={String(player.playbackRate)}
        onChange={(event) => actions.changeRate(Number(event.currentTarget.value))}
      >
        {PLAYBACK_RATES.map((rate) => (
          <option key={rate} value={String(rate)}>
            {rateLabel(rate)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={`video-react-control video-react-button video-react-icon ${player.isFullscreen ? "video-react-icon-fullscreen-exit" : "video-react-icon-fullscreen"}`}
        title={player.isFullscreen ? playerLabels.exitFullscreen : playerLabels.fullscreen}
        onClick={() => actions.toggleFullscreen(player)}
      >
        <span className="video-react-control-text">
          {player.isFullscreen ? playerLabels.exitFullscreen : playerLabels.fullscreen}
        </span>
      </button>
    </>
  );
}

/** The big button over the poster before the first play. */
function ChineseBigPlayButton({ player, actions }: VideoReactChildProps) {
  if (!player || !actions || player.hasStarted) return null;
  return (
    <button
      type="button"
      className="video-react-button video-react-big-play-button video-react-big-play-button-center"
      onClick={() => actions.play()}
    >
      <span className="video-react-control-text">{playerLabels.bigPlay}</span>
    </button>
  );
}

/** At the end: replay, and the next video when there is one. */
function EndScreen({ player, actions, next }: Controlled) {
  if (!player || !actions || !player.ended) return null;
  return (
    <div className="video-player-end">
      <p>{playerLabels.ended}</p>
      <div className="video-player-end-actions">
        {next ? (
          <Link to={next.href} className="video-player-end-next">
            {playerLabels.next(next.title)}
          </Link>
        ) : null}
        <button
          type="button"
          className="video-player-end-replay"
          onClick={() => {
            actions.seek(0);
            actions.play();
          }}
        >
          {playerLabels.replay}
        </button>
      </div>
    </div>
  );
}

function runKey(
  video: HTMLVideoElement,
  root: Element | null,
  key: NonNullable<ReturnType<typeof playerKeyAction>>,
  actions?: VideoReactActions,
  state?: VideoReactState,
) {
  switch (key.kind) {
    case "toggle-play":
      if (video.paused) void video.play().catch(() => undefined);
      else video.pause();
      return;
    case "seek-by":
      video.currentTime = seekTarget(video.currentTime, key.seconds, video.duration);
      return;
    case "volume-by":
      video.volume = volumeTarget(video.muted ? 0 : video.volume, key.delta);
      video.muted = video.volume === 0;
      return;
    case "toggle-mute":
      video.muted = !video.muted;
      return;
    case "toggle-fullscreen":
      if (actions && state) actions.toggleFullscreen(state);
      else if (document.fullscreenElement) void document.exitFullscreen();
      else void root?.requestFullscreen?.();
      return;
  }
}

export function RichPlayer({
  src,
  poster,
  title,
  next,
  startAt,
  autoPlay,
  autoFocus,
  onVideoElement,
}: RichPlayerProps) {
  const shellRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<Player>(null);
  const keysId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the element lives as long as this component; title, autoPlay, autoFocus and the callback are read once
  useEffect(() => {
    const video = shellRef.current?.querySelector("video") ?? null;
    if (video) {
      video.setAttribute("aria-label", title);
      if (autoPlay) void video.play().catch(() => undefined);
    }
    if (autoFocus) shellRef.current?.focus();
    onVideoElement(video);
    return () => onVideoElement(null);
  }, []);

  const state = () => playerRef.current?.getState().player;
  const videoOf = () => shellRef.current?.querySelector("video") ?? null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = playerKeyAction({
      key: event.key,
      target: keyTargetOf(event.target instanceof Element ? event.target : null),
      modified: event.ctrlKey || event.altKey || event.metaKey,
    });
    const video = videoOf();
    if (!action || !video) return;
    event.preventDefault();
    const actions = (playerRef.current as unknown as { actions?: VideoReactActions } | null)?.actions;
    runKey(video, shellRef.current?.querySelector(".video-react") ?? null, action, actions, state());
  };

  // A click on the picture plays or pauses (video-react's own click handling is part of the disabled Shortcut).
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (!(target instanceof HTMLVideoElement) && !target.classList.contains("video-react-poster")) return;
    const video = videoOf();
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a player's controls are a group, not a form's fieldset
    <div
      ref={shellRef}
      className="video-player-shell"
      role="group"
      aria-label={playerLabels.region(title)}
      aria-describedby={keysId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the group takes focus so the keys work as soon as the player is clicked or tabbed to
      tabIndex={0}
      onKeyDown={onKeyDown}
      onClick={onClick}
      data-player="rich"
    >
      <Player
        ref={playerRef}
        src={src}
        poster={poster ?? undefined}
        preload="metadata"
        playsInline
        fluid
        startTime={startAt > 0 ? startAt : undefined}
      >
        <BigPlayButton disabled />
        <Shortcut disabled />
        {/* Above the poster (1), spinner (2) and bezel (3), below the control bar (5). */}
        <ChineseBigPlayButton order={4} />
        <EndScreen next={next} order={4.5} />
        <ControlBar disableDefaultControls autoHide={false}>
          <ChineseControls next={next} />
        </ControlBar>
      </Player>
      <p id={keysId} className="video-player-keys">
        {playerLabels.keys}
      </p>
    </div>
  );
}
