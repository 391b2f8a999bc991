// The demo lesson videos (docs/decisions/0037-demo-media.md): eight slide-like videos of 3–5½ minutes, two per subject
// group of the sample files (政治, 英语, 数学, 专业课), reused by every lesson of that group. Each is a still slide (drawn
// by sharp from slideSvg) turned into H.264 by ffmpeg with a running clock "mm:ss / mm:ss", a progress bar and a marker
// on the outline point being "discussed", so a resumed or seeked lesson visibly starts where it should. Silent but for
// a soft 0.3-s tone at every full minute (audio that plays, a few hundred bytes). Pure: the specs, the SVG, the
// ffmpeg arguments and the content key the file is named by; demo-media.server.ts runs them.
import { sampleFor } from "../courses-data";
import { CJK_FONT_FAMILY, contentHash, escapeXml } from "./demo-posters";

/** The four subject groups the samples have (courses-data's sampleFor: 1 政治, 2 英语, 3 数学, 4 专业课). */
type SubjectGroup = 1 | 2 | 3 | 4;

export interface LessonVideoSpec {
  /** File name stem: politics-lecture, … */
  name: string;
  group: SubjectGroup;
  groupName: string;
  colour: string;
  heading: string;
  outline: string[];
  durationSeconds: number;
}

const SLIDE_WIDTH = 960;
const SLIDE_HEIGHT = 540;
/**
 * Frames per second: the picture is a still slide whose clock ticks once a second, so two frames a second show every
 * tick (and the progress bar moves 2 px a frame) at a fifth of the encoding time 10 fps would take.
 */
export const LESSON_FPS = 2;
/** A keyframe every 10 s: a seek decodes at most 20 frames; the keyframes of a still slide are most of the bytes. */
const LESSON_GOP_FRAMES = 20;
/** Bumped when the look or the encoding changes, so every file gets a new key (and is made again). */
const LESSON_GENERATOR_VERSION = "1";

const groups: Array<{ group: SubjectGroup; name: string; stem: string; colour: string; lengths: [number, number] }> = [
  { group: 1, name: "政治", stem: "politics", colour: "#9b1c22", lengths: [200, 280] },
  { group: 2, name: "英语", stem: "english", colour: "#1c4e8b", lengths: [220, 300] },
  { group: 3, name: "数学", stem: "math", colour: "#24653a", lengths: [240, 320] },
  { group: 4, name: "专业课", stem: "major", colour: "#55378a", lengths: [180, 260] },
];

const lecture = {
  kind: "lecture",
  heading: "知识讲解",
  outline: ["一、核心概念", "二、常考题型", "三、易错点"],
} as const;
const practice = {
  kind: "practice",
  heading: "真题练习",
  outline: ["一、审题", "二、解题步骤", "三、评分要点", "四、同类题"],
} as const;

export const lessonVideoSpecs: LessonVideoSpec[] = groups.flatMap((group) =>
  [lecture, practice].map((part, index) => ({
    name: `${group.stem}-${part.kind}`,
    group: group.group,
    groupName: group.name,
    colour: group.colour,
    heading: `${group.name}演示课 · ${part.heading}`,
    outline: [...part.outline],
    durationSeconds: group.lengths[index]!,
  })),
);

/** The lesson videos of a subject's group (two, of different lengths); lessons take them in turn. */
export function lessonVideosOf(subject: string): LessonVideoSpec[] {
  const group = sampleFor(subject);
  return lessonVideoSpecs.filter((spec) => spec.group === group);
}

/** 200 → "03:20". */
export function clockLabel(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}

/** drawtext's text (from a file, so nothing needs filtergraph escaping): the elapsed time, then the length. */
export function clockText(spec: LessonVideoSpec): string {
  return `%{eif:trunc(t/60):d:2}:%{eif:mod(trunc(t),60):d:2} / ${clockLabel(spec.durationSeconds)}`;
}

const OUTLINE_TOP = 262;
const OUTLINE_STEP = 56;
const OUTLINE_SIZE = 32;

/** The still slide (960×540): group badge, heading, outline, the honest footer. The moving parts are ffmpeg's. */
export function slideSvg(spec: LessonVideoSpec): string {
  const font = `font-family="${CJK_FONT_FAMILY}"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}" viewBox="0 0 ${SLIDE_WIDTH} ${SLIDE_HEIGHT}">`,
    `<rect width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}" fill="${spec.colour}"/>`,
    `<circle cx="900" cy="40" r="260" fill="#ffffff" fill-opacity="0.06"/>`,
    `<text x="72" y="92" ${font} font-size="28" fill="#ffffff" fill-opacity="0.85">研途 · ${escapeXml(spec.groupName)}</text>`,
    `<text x="72" y="172" ${font} font-size="52" font-weight="bold" fill="#ffffff">${escapeXml(spec.heading)}</text>`,
    `<rect x="72" y="200" width="96" height="4" fill="#ffffff" fill-opacity="0.6"/>`,
    ...spec.outline.map(
      (point, index) =>
        `<text x="104" y="${OUTLINE_TOP + index * OUTLINE_STEP}" ${font} font-size="${OUTLINE_SIZE}" fill="#ffffff">${escapeXml(point)}</text>`,
    ),
    `<text x="72" y="486" ${font} font-size="22" fill="#ffffff" fill-opacity="0.75">研途演示视频：画面为示例，非真实授课</text>`,
    `</svg>`,
  ].join("\n");
}

/** When each outline point is "being discussed": equal shares of the lesson, [start, end) in seconds. */
export function outlineWindows(spec: LessonVideoSpec): Array<[number, number]> {
  const share = spec.durationSeconds / spec.outline.length;
  return spec.outline.map((_, index) => [Math.round(index * share), Math.round((index + 1) * share)]);
}

export interface LessonVideoFiles {
  /** The slide PNG. */
  slide: string;
  /** The clock's drawtext file. */
  clock: string;
  /** A font file for the clock's digits. */
  font: string;
  output: string;
}

/** The ffmpeg command line (arguments after `ffmpeg`) that makes one lesson video. */
export function lessonVideoArgs(spec: LessonVideoSpec, files: LessonVideoFiles): string[] {
  const duration = spec.durationSeconds;
  const markers = outlineWindows(spec).map(
    ([start, end], index) =>
      `drawbox=x=72:y=${OUTLINE_TOP + index * OUTLINE_STEP - OUTLINE_SIZE + 2}:w=10:h=${OUTLINE_SIZE + 4}:color=white@0.9:t=fill:enable='gte(t,${start})*lt(t,${end})'`,
  );
  // The slide is decoded once and repeated (an image input with -loop 1 would decode the PNG for every frame).
  const slide = `[0:v]loop=loop=-1:size=1:start=0,setpts=N/${LESSON_FPS}/TB[slide]`;
  const video = [
    `[slide][2:v]overlay=x='-w+W*t/${duration}':y=H-8`,
    ...markers,
    `drawtext=fontfile='${files.font}':textfile='${files.clock}':fontcolor=white:fontsize=30:x=w-tw-72:y=h-82`,
    "format=yuv420p",
  ].join(",");
  const audio = "volume='0.12*lt(mod(t,60),0.3)':eval=frame";
  return [
    ["-v", "error", "-nostdin", "-y"],
    ["-framerate", String(LESSON_FPS), "-i", files.slide],
    ["-f", "lavfi", "-i", "sine=frequency=660:sample_rate=22050"],
    ["-f", "lavfi", "-i", `color=c=white:s=${SLIDE_WIDTH}x8:r=${LESSON_FPS}`],
    ["-filter_complex", `${slide};${video}[v];[1:a]${audio}[a]`, "-map", "[v]", "-map", "[a]"],
    ["-t", String(duration)],
    ["-c:v", "libx264", "-profile:v", "main", "-preset", "veryfast", "-tune", "stillimage", "-crf", "28"],
    ["-g", String(LESSON_GOP_FRAMES), "-maxrate", "400k", "-bufsize", "800k"],
    ["-c:a", "aac", "-b:a", "24k", "-ac", "1"],
    ["-movflags", "+faststart", "-f", "mp4", files.output],
  ].flat();
}

/**
 * `demo/lessons/<name>.<hash>.mp4`: the hash covers the slide, the clock, the command (with placeholder paths) and the
 * generator's version, so a file under this name is exactly this lesson, and a second seed finds it instead of
 * encoding it again.
 */
export function lessonVideoKey(spec: LessonVideoSpec): string {
  const args = lessonVideoArgs(spec, { slide: "SLIDE", clock: "CLOCK", font: "FONT", output: "OUTPUT" });
  return `demo/lessons/${spec.name}.${contentHash(LESSON_GENERATOR_VERSION, slideSvg(spec), clockText(spec), ...args)}.mp4`;
}
