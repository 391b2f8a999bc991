// ffmpeg and ffprobe (Debian's package) for 视频库: whether they are here, what a file holds, and the one run that
// makes both renditions. H.264 Main + AAC in MP4 with the index first (+faststart, so playback begins before the file
// has arrived), a keyframe at least every 10 s in both (a seek, or a switch between 标清 and 高清, starts quickly),
// never scaled up. One decode feeds both outputs (split), so a video is read once.
import { spawn } from "node:child_process";
import { VIDEO_ERROR_MAX } from "./video-library-messages";

/**
 * 高清 and 标清: the height cap and the video bitrate cap (≈ 1.2 Mbps and ≈ 400 kbps, issue 26). Quality-targeted
 * (CRF) under a VBV cap, not a fixed bitrate: a lecture of still slides comes out far below the cap (the demo lessons:
 * ≈ 25 kbps) instead of being padded up to it, and moving pictures never exceed what the network was promised.
 */
const RENDITIONS = {
  hd: { height: 720, crf: 23, videoKbps: 1200, audioKbps: 96, audioChannels: 2 },
  // Speech carries in mono at 48 kbps; every bit saved is picture on a 400 kbps campus line.
  sd: { height: 360, crf: 28, videoKbps: 400, audioKbps: 48, audioChannels: 1 },
} as const;

type RenditionName = keyof typeof RENDITIONS;

/** A keyframe at least this often: a seek (and a 标清 / 高清 switch, a seek in the other file) decodes little. */
const KEYFRAME_SECONDS = 10;

let found: { at: number; ok: boolean } | undefined;

function run(command: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-8000)));
    child.once("error", (error) => resolve({ code: null, stdout, stderr: error.message }));
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** True when both ffmpeg and ffprobe run. A "no" is asked again after a minute (an operator may install it). */
export async function videoProcessingAvailable(now = Date.now()): Promise<boolean> {
  if (found && (found.ok || now - found.at < 60_000)) return found.ok;
  const [ffmpeg, ffprobe] = await Promise.all([run("ffmpeg", ["-version"]), run("ffprobe", ["-version"])]);
  found = { at: now, ok: ffmpeg.code === 0 && ffprobe.code === 0 };
  return found.ok;
}

/** ffmpeg's last words, one line, within VIDEO_ERROR_MAX characters (its stderr carries only errors: -v error). */
export function ffmpegReason(stderr: string): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const text = lines.slice(-3).join("；") || "没有输出";
  return text.length > VIDEO_ERROR_MAX ? `…${text.slice(-VIDEO_ERROR_MAX)}` : text;
}

interface ProbedVideo {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

export type ProbeResult =
  | { ok: true; video: ProbedVideo }
  | { ok: false; reason: "unreadable" | "no-video"; detail: string };

interface FfprobeOutput {
  format?: { duration?: string };
  streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
}

/** What ffprobe reads of a file: its length and picture size, or why it cannot. */
export async function probeVideo(file: string): Promise<ProbeResult> {
  const result = await run("ffprobe", [
    ...["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file],
  ]);
  if (result.code !== 0) return { ok: false, reason: "unreadable", detail: ffmpegReason(result.stderr) };
  let parsed: FfprobeOutput;
  try {
    parsed = JSON.parse(result.stdout) as FfprobeOutput;
  } catch {
    return { ok: false, reason: "unreadable", detail: "ffprobe 输出无法解析" };
  }
  const streams = parsed.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === "video" && (stream.width ?? 0) > 0);
  if (!video) return { ok: false, reason: "no-video", detail: "没有视频流" };
  const duration = Number(parsed.format?.duration ?? video.duration);
  if (!Number.isFinite(duration) || duration <= 0) return { ok: false, reason: "unreadable", detail: "读不出视频时长" };
  return {
    ok: true,
    video: {
      durationSeconds: duration,
      width: video.width ?? 0,
      height: video.height ?? 0,
      hasAudio: streams.some((stream) => stream.codec_type === "audio"),
    },
  };
}

// Never up: a 480p upload's 高清 stays 480p. Even sizes: H.264 4:2:0 needs them.
const scale = (height: number) => `scale=w=-2:h='min(${height},trunc(ih/2)*2)',format=yuv420p`;

/** One rendition's encoding and file: the video from `map`, the source's first audio track when it has one. */
function renditionOutput(name: RenditionName, map: string, output: string, hasAudio: boolean): string[] {
  const r = RENDITIONS[name];
  return [
    ["-map", map],
    hasAudio ? ["-map", "0:a:0", "-c:a", "aac", "-b:a", `${r.audioKbps}k`, "-ac", String(r.audioChannels)] : [],
    ["-c:v", "libx264", "-profile:v", "main", "-preset", "veryfast", "-crf", String(r.crf)],
    ["-maxrate", `${r.videoKbps}k`, "-bufsize", `${r.videoKbps * 2}k`],
    ["-force_key_frames", `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`],
    ["-movflags", "+faststart", "-f", "mp4", output],
  ].flat();
}

/** The arguments after `ffmpeg` that make both renditions of `source` in one run, reporting on stdout (-progress). */
export function renditionArgs(source: string, outputs: Record<RenditionName, string>, hasAudio: boolean): string[] {
  return [
    ["-v", "error", "-nostdin", "-y", "-progress", "pipe:1", "-nostats"],
    ["-i", source],
    [
      "-filter_complex",
      `[0:v:0]split=2[a][b];[a]${scale(RENDITIONS.hd.height)}[hd];[b]${scale(RENDITIONS.sd.height)}[sd]`,
    ],
    renditionOutput("hd", "[hd]", outputs.hd, hasAudio),
    renditionOutput("sd", "[sd]", outputs.sd, hasAudio),
  ].flat();
}

/** The arguments after `ffmpeg` that make only the 标清 rendition of `source` (a demo lesson's, whose file is 高清). */
export function standardRenditionArgs(source: string, output: string, hasAudio: boolean): string[] {
  return [
    ["-v", "error", "-nostdin", "-y", "-i", source],
    ["-filter_complex", `[0:v:0]${scale(RENDITIONS.sd.height)}[sd]`],
    renditionOutput("sd", "[sd]", output, hasAudio),
  ].flat();
}

export class VideoProcessingError extends Error {
  constructor(
    message: string,
    /** A file ffmpeg cannot read fails the same way every time: no retry. */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** Microseconds of output written so far, from one chunk of `-progress` output (the last value in it), or null. */
export function progressMicroseconds(chunk: string): number | null {
  const values = [...chunk.matchAll(/^out_time_us=(\d+)$/gm)];
  const last = values.at(-1);
  return last ? Number(last[1]) : null;
}

/**
 * Runs ffmpeg with `args`, calling `onProgress` (0–1 of `durationSeconds`) as it goes. Stopped (SIGKILL) after
 * `timeoutMs` or when `signal` aborts; a failure carries ffmpeg's reason. A success returns what ffmpeg said on the
 * way (a truncated file ends "successfully" with errors said).
 */
export function runFfmpeg(
  args: string[],
  options: {
    durationSeconds: number;
    timeoutMs: number;
    onProgress?: (share: number) => void;
    timeoutMessage: string;
    signal?: AbortSignal;
  },
): Promise<{ stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("ffmpeg", args, {
      stdio: ["ignore", "pipe", "pipe"],
      signal: options.signal,
      killSignal: "SIGKILL",
    });
    let stderr = "";
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, options.timeoutMs);
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      const micros = progressMicroseconds(chunk);
      if (micros !== null && options.durationSeconds > 0)
        options.onProgress?.(Math.min(1, micros / 1e6 / options.durationSeconds));
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-8000)));
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new VideoProcessingError(error.message, false));
    });
    // An abort (a shutdown) ends in "close" with SIGKILL after "error": the first settlement wins.
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      if (timedOut) reject(new VideoProcessingError(options.timeoutMessage, false));
      else if (code === 0) resolve({ stderr });
      // Killed by a signal (out of memory, a shutdown): worth another try. An exit code: ffmpeg refused the file.
      else reject(new VideoProcessingError(ffmpegReason(stderr), signal === null));
    });
  });
}

/** One frame at `atSeconds`, as PNG bytes (the poster is made from it by sharp). */
export async function grabFrame(source: string, atSeconds: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "ffmpeg",
      [
        ...["-v", "error", "-nostdin", "-ss", atSeconds.toFixed(2), "-i", source],
        ...["-frames:v", "1", "-f", "image2pipe", "-vcodec", "png", "pipe:1"],
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    const chunks: Buffer[] = [];
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    child.once("error", (error) => reject(new VideoProcessingError(error.message, false)));
    child.once("close", (code) => {
      const bytes = Buffer.concat(chunks);
      if (code === 0 && bytes.length > 0) resolve(bytes);
      else reject(new VideoProcessingError(ffmpegReason(stderr || "没有画面"), true));
    });
  });
}
