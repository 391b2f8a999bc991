// Short videos made by ffmpeg for the tests of 视频库 (issue 26: "a short video made by ffmpeg in the test"): a
// 960×540 test pattern with a tone, written with its index first (faststart) or last; truncated copies of both; an
// audio-only Matroska file. Made once per directory.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export interface VideoFixtures {
  /** 960×540, 3 s, H.264 + AAC, index first. */
  good: string;
  durationSeconds: number;
  /** The index at the end, cut at 60 %: ffprobe finds no moov atom. */
  noIndex: string;
  /** The index first, the media cut at 40 %: readable, but only part of the picture is there. */
  truncated: string;
  /** Matroska with a tone and no picture. */
  audioOnly: string;
  /** A PNG image named .mp4. */
  pngNamedMp4: string;
}

export function makeVideoFixtures(dir: string, durationSeconds = 3): VideoFixtures {
  fs.mkdirSync(dir, { recursive: true });
  const ffmpeg = (...args: string[]) => execFileSync("ffmpeg", ["-v", "error", "-nostdin", "-y", ...args]);
  const source = [
    ...["-f", "lavfi", "-i", `testsrc2=size=960x540:rate=25:duration=${durationSeconds}`],
    ...["-f", "lavfi", "-i", `sine=frequency=440:duration=${durationSeconds}`],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest"],
  ];
  const good = path.join(dir, "good.mp4");
  const indexLast = path.join(dir, "index-last.mp4");
  ffmpeg(...source, "-movflags", "+faststart", good);
  ffmpeg(...source, indexLast);
  const cut = (from: string, to: string, share: number) => {
    const bytes = fs.readFileSync(from);
    fs.writeFileSync(to, bytes.subarray(0, Math.floor(bytes.length * share)));
  };
  const noIndex = path.join(dir, "no-index.mp4");
  cut(indexLast, noIndex, 0.6);
  const truncated = path.join(dir, "truncated.mp4");
  cut(good, truncated, 0.4);
  const audioOnly = path.join(dir, "audio-only.mkv");
  ffmpeg("-f", "lavfi", "-i", "sine=frequency=440:duration=2", "-c:a", "libvorbis", audioOnly);
  const pngNamedMp4 = path.join(dir, "picture.mp4");
  ffmpeg("-f", "lavfi", "-i", "color=c=red:size=64x64", "-frames:v", "1", "-f", "image2", "-c:v", "png", pngNamedMp4);
  return { good, durationSeconds, noIndex, truncated, audioOnly, pngNamedMp4 };
}
