// The few parts of video-react 0.16 (an untyped JavaScript package) the player uses; its ES build is imported
// directly so Vite bundles ES modules rather than the CommonJS `main`.
declare module "video-react/dist/video-react.es.js" {
  import type { Component, ReactNode } from "react";

  /** The player state video-react keeps in its store and hands to every child as `player`. */
  export interface VideoReactState {
    paused: boolean;
    ended: boolean;
    hasStarted: boolean;
    currentTime: number;
    duration: number;
    seekingTime: number;
    muted: boolean;
    volume: number;
    playbackRate: number;
    isFullscreen: boolean;
    waiting: boolean;
    userActivity: boolean;
    currentSrc: string | null;
  }

  /** Bound actions handed to every child as `actions`. */
  export interface VideoReactActions {
    play(): void;
    pause(): void;
    togglePlay(): void;
    seek(seconds: number): void;
    forward(seconds: number): void;
    replay(seconds: number): void;
    changeRate(rate: number): void;
    changeVolume(volume: number): void;
    mute(muted: boolean): void;
    toggleFullscreen(player: VideoReactState): void;
  }

  /** What a custom child of Player or ControlBar receives (video-react clones its children with these). */
  export interface VideoReactChildProps {
    player?: VideoReactState;
    actions?: VideoReactActions;
    order?: number;
  }

  export interface PlayerProps {
    children?: ReactNode;
    src?: string;
    poster?: string;
    preload?: "auto" | "metadata" | "none";
    playsInline?: boolean;
    autoPlay?: boolean;
    muted?: boolean;
    startTime?: number;
    fluid?: boolean;
    aspectRatio?: string;
    className?: string;
    videoId?: string;
  }
  export class Player extends Component<PlayerProps> {
    getState(): { player: VideoReactState };
    subscribeToStateChange(listener: (state: VideoReactState, previous: VideoReactState) => void): () => void;
    readonly video: { video: HTMLVideoElement } | null;
  }

  export class ControlBar extends Component<{
    children?: ReactNode;
    autoHide?: boolean;
    disableDefaultControls?: boolean;
    className?: string;
  }> {}
  export class BigPlayButton extends Component<{ disabled?: boolean }> {}
  export class Shortcut extends Component<{ disabled?: boolean }> {}
  export class LoadingSpinner extends Component<Record<string, never>> {}
  export class Bezel extends Component<Record<string, never>> {}
}
