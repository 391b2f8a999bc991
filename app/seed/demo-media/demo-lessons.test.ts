import { describe, expect, it } from "vitest";
import { isMediaKey } from "~/modules/media/media-storage.server";
import { subjects } from "~/modules/subjects/subjects";
import {
  clockLabel,
  clockText,
  LESSON_FPS,
  lessonVideoArgs,
  lessonVideoKey,
  lessonVideosOf,
  lessonVideoSpecs,
  outlineWindows,
  slideSvg,
  type LessonVideoSpec,
} from "./demo-lessons";

const FILES = {
  slide: "/tmp/w/slide.png",
  clock: "/tmp/w/clock.txt",
  font: "/usr/share/fonts/x.ttc",
  output: "/m/demo/lessons/a.mp4.tmp-1",
};
const valueAfter = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

describe("demo lesson videos", () => {
  it("are eight distinct lessons of 3 to 5½ minutes, two lengths for every subject", () => {
    expect(lessonVideoSpecs).toHaveLength(8);
    expect(new Set(lessonVideoSpecs.map((spec) => spec.name)).size).toBe(8);
    for (const spec of lessonVideoSpecs) {
      expect(spec.durationSeconds).toBeGreaterThanOrEqual(180);
      expect(spec.durationSeconds).toBeLessThanOrEqual(330);
    }
    for (const subject of subjects) {
      const videos = lessonVideosOf(subject.code);
      expect(videos, subject.code).toHaveLength(2);
      expect(videos[0]!.durationSeconds).not.toBe(videos[1]!.durationSeconds);
    }
    expect(lessonVideosOf("english2").map((spec) => spec.name)).toEqual(["english-lecture", "english-practice"]);
  });

  it("shows the time as mm:ss of the length, and each outline point for its share of the lesson", () => {
    expect(clockLabel(200)).toBe("03:20");
    expect(clockLabel(59)).toBe("00:59");
    const spec = lessonVideoSpecs.find((entry) => entry.name === "politics-practice")!;
    expect(clockText(spec)).toBe("%{eif:trunc(t/60):d:2}:%{eif:mod(trunc(t),60):d:2} / 04:40");
    expect(outlineWindows(spec)).toEqual([
      [0, 70],
      [70, 140],
      [140, 210],
      [210, 280],
    ]);
    const svg = slideSvg(spec);
    expect(svg).toContain("政治演示课 · 真题练习");
    for (const point of spec.outline) expect(svg).toContain(point);
    expect(svg).toContain("非真实授课");
  });

  it("asks ffmpeg for exactly the lesson's length: H.264 + AAC, moov first, the slide looped at a low frame rate", () => {
    const spec = lessonVideoSpecs[0]!;
    const args = lessonVideoArgs(spec, FILES);
    expect(valueAfter(args, "-t")).toBe(String(spec.durationSeconds));
    expect(valueAfter(args, "-c:v")).toBe("libx264");
    expect(valueAfter(args, "-c:a")).toBe("aac");
    expect(valueAfter(args, "-movflags")).toBe("+faststart");
    expect(valueAfter(args, "-framerate")).toBe(String(LESSON_FPS));
    expect(args.at(-1)).toBe(FILES.output);
    expect(args).not.toContain("-loop");
    const graph = valueAfter(args, "-filter_complex")!;
    expect(graph).toContain(`overlay=x='-w+W*t/${spec.durationSeconds}'`);
    expect(graph).toContain(`textfile='${FILES.clock}'`);
    expect(graph).toContain(`fontfile='${FILES.font}'`);
    expect(graph.match(/drawbox=/g)).toHaveLength(spec.outline.length);
    expect(graph).toContain("enable='gte(t,0)*lt(t,67)'");
  });

  it("names each file by its content: stable, a valid media key, new when the lesson changes but not when paths do", () => {
    const keys = lessonVideoSpecs.map(lessonVideoKey);
    expect(new Set(keys).size).toBe(8);
    for (const [index, key] of keys.entries()) {
      expect(key).toMatch(new RegExp(`^demo/lessons/${lessonVideoSpecs[index]!.name}\\.[0-9a-f]{12}\\.mp4$`));
      expect(isMediaKey(key)).toBe(true);
    }
    const spec = lessonVideoSpecs[0]!;
    expect(lessonVideoKey({ ...spec })).toBe(keys[0]);
    const changed: LessonVideoSpec[] = [
      { ...spec, durationSeconds: spec.durationSeconds + 1 },
      { ...spec, heading: `${spec.heading}！` },
      { ...spec, outline: [...spec.outline, "四、小结"] },
      { ...spec, colour: "#000000" },
    ];
    for (const other of changed) expect(lessonVideoKey(other)).not.toBe(keys[0]);
  });
});
