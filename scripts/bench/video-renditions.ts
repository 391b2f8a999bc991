// npm run bench:video — what 视频库's processing costs (issue 26's benchmark): a minute of video of two kinds made by
// ffmpeg — a lecture (a still slide, the common case) and ffmpeg's testsrc2 (moving colour and noise, the worst case)
// — at 1280×720, 25 fps, with a tone, each put through the same one-run renditionArgs the worker uses. Prints the
// seconds of processing per minute of video and what each rendition weighs (its average bitrate).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { probeVideo, renditionArgs, runFfmpeg } from "../../app/modules/video-library/ffmpeg.server";

const SECONDS = Number(process.argv[2] ?? 60);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "yantu-bench-video-"));

const sources = {
  lecture: ["-f", "lavfi", "-i", `color=c=0x1d4f91:size=1280x720:rate=25:duration=${SECONDS}`],
  motion: ["-f", "lavfi", "-i", `testsrc2=size=1280x720:rate=25:duration=${SECONDS}`],
};

try {
  console.log(`${SECONDS} s of 1280×720 video per kind, ${os.cpus().length} cores`);
  for (const [kind, input] of Object.entries(sources)) {
    const source = path.join(dir, `${kind}.mp4`);
    execFileSync("ffmpeg", [
      ...["-v", "error", "-nostdin", "-y", ...input],
      ...["-f", "lavfi", "-i", `sine=frequency=440:duration=${SECONDS}`],
      ...[
        "-c:v",
        "libx264",
        "-preset",
        "ultrafast",
        "-crf",
        "18",
        "-pix_fmt",
        "yuv420p",
        "-c:a",
        "aac",
        "-shortest",
        source,
      ],
    ]);
    const outputs = { hd: path.join(dir, `${kind}.720p.mp4`), sd: path.join(dir, `${kind}.360p.mp4`) };
    const started = process.hrtime.bigint();
    await runFfmpeg(renditionArgs(source, outputs, true), {
      durationSeconds: SECONDS,
      timeoutMs: 600_000,
      timeoutMessage: "timed out",
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const kbps = (file: string) => Math.round((fs.statSync(file).size * 8) / SECONDS / 1000);
    const hd = await probeVideo(outputs.hd);
    console.log(
      `${kind}: ${seconds.toFixed(1)} s to process (${((seconds / SECONDS) * 60).toFixed(1)} s per minute of video); ` +
        `高清 ${hd.ok ? `${hd.video.width}×${hd.video.height}` : "?"} ${kbps(outputs.hd)} kbps, 标清 ${kbps(outputs.sd)} kbps`,
    );
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
