import { describe, expect, it } from "vitest";
import { ffmpegReason, progressMicroseconds, renditionArgs, standardRenditionArgs } from "./ffmpeg.server";

describe("renditionArgs", () => {
  const args = renditionArgs("in.mov", { hd: "hd.mp4", sd: "sd.mp4" }, true).join(" ");

  it("decodes once and scales to 720 and 360 lines, never up, to even sizes", () => {
    expect(args).toContain("[0:v:0]split=2[a][b]");
    expect(args).toContain("scale=w=-2:h='min(720,trunc(ih/2)*2)'");
    expect(args).toContain("scale=w=-2:h='min(360,trunc(ih/2)*2)'");
  });

  it("writes H.264 Main + AAC capped at 1.2 Mbps and 400 kbps, index first, a keyframe every 10 s", () => {
    expect(args).toMatch(/-map \[hd\] -map 0:a:0 -c:a aac -b:a 96k .* -crf 23 -maxrate 1200k .* -f mp4 hd\.mp4/);
    expect(args).toMatch(/-map \[sd\] -map 0:a:0 -c:a aac -b:a 48k -ac 1 .* -crf 28 -maxrate 400k .* -f mp4 sd\.mp4/);
    expect(args.match(/-movflags \+faststart/g)).toHaveLength(2);
    expect(args.match(/-profile:v main/g)).toHaveLength(2);
    expect(args.match(/-force_key_frames expr:gte\(t,n_forced\*10\)/g)).toHaveLength(2);
  });

  it("maps no audio for a silent video", () => {
    expect(renditionArgs("in.mp4", { hd: "a", sd: "b" }, false).join(" ")).not.toContain("0:a:0");
  });
});

describe("standardRenditionArgs", () => {
  it("makes 标清 alone from a 高清 file", () => {
    const args = standardRenditionArgs("lesson.mp4", "lesson.360p.mp4", true).join(" ");
    expect(args).toContain(
      "-i lesson.mp4 -filter_complex [0:v:0]scale=w=-2:h='min(360,trunc(ih/2)*2)',format=yuv420p[sd]",
    );
    expect(args).toMatch(/-maxrate 400k .* -movflags \+faststart -f mp4 lesson\.360p\.mp4$/);
  });
});

describe("progressMicroseconds", () => {
  it("reads the last out_time_us of a -progress chunk", () => {
    expect(progressMicroseconds("frame=10\nout_time_us=400000\nprogress=continue\nout_time_us=1500000\n")).toBe(
      1_500_000,
    );
    expect(progressMicroseconds("frame=10\nprogress=continue\n")).toBeNull();
    expect(progressMicroseconds("out_time_us=N/A\n")).toBeNull();
  });
});

describe("ffmpegReason", () => {
  it("keeps ffmpeg's last three lines on one line", () => {
    expect(ffmpegReason("a\n\nb\nc\nd\n")).toBe("b；c；d");
    expect(ffmpegReason("")).toBe("没有输出");
    expect(ffmpegReason("x".repeat(2000))).toHaveLength(601);
  });
});
