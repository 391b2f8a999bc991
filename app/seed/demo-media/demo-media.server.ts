// Makes the demo media the seed points at (docs/decisions/0037-demo-media.md): a WebP poster per course, paper video
// and live (sharp, from demo-posters' SVG) and eight lesson videos (ffmpeg, demo-lessons), under MEDIA_DIR/demo/, each
// named by a hash of its content. What is there already is used as it is, so only the first seed (or `npm run build`)
// on a machine pays: the many test servers starting at once find the files and take no lock. Making them happens under
// a lock file (one process draws, the others wait and then find everything), each file written under a temporary name
// and renamed into place, so a reader never sees half a file.
//
// Without ffmpeg the lessons are the shipped 24-second samples; without a Chinese font the posters and the lessons are
// the samples (they would show boxes instead of characters). Either way the seed goes on and the log says what is off.
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { getEnv } from "~/lib/env.server";
import { findPdfFont } from "~/modules/question/pdf/paper-pdf.server";
import { standardRenditionArgs } from "~/modules/video-library/ffmpeg.server";
import { SAMPLE_DURATION_SECONDS, sampleFor } from "../courses-data";
import { demoPosters } from "./demo-catalogue";
import {
  clockText,
  lessonVideoArgs,
  lessonVideoKey,
  lessonVideosOf,
  lessonVideoSpecs,
  slideSvg,
  type LessonVideoSpec,
} from "./demo-lessons";
import { POSTER_WEBP_QUALITY } from "./demo-posters";
import { mp4DurationSeconds } from "./mp4-duration.server";

interface DemoVideo {
  key: string;
  durationSeconds: number;
}

/** A made lesson as 视频库 lists it: its file (高清) and its 标清 rendition. */
interface DemoLibraryVideo {
  title: string;
  key: string;
  sdKey: string;
  durationSeconds: number;
}

export interface DemoMedia {
  /** Where the lessons come from: made here, or the shipped samples (media/README.md). */
  videos: "generated" | "samples";
  posters: "generated" | "samples";
  /** The videos the lessons of this subject take in turn (two made ones, or the subject's one sample). */
  lessonVideos(subject: string): DemoVideo[];
  /** The poster key of a demo course, paper video or live, by its code. */
  poster(code: string, subject: string): string;
  /** The made lessons with their 标清 files (none when the samples stand in: they have one file each). */
  library(): DemoLibraryVideo[];
}

/** A lesson's 标清 (360p) file: beside it, named after it, so it is made once per lesson like the lesson itself. */
export function lessonStandardKey(lessonKey: string): string {
  return lessonKey.replace(/\.mp4$/, ".360p.mp4");
}

export interface DemoMediaReport {
  media: DemoMedia;
  posters: { made: number; found: number };
  videos: { made: number; found: number };
  /** Bytes of every file the demo data points at under MEDIA_DIR/demo. */
  bytes: number;
  milliseconds: number;
}

export interface DemoMediaOptions {
  mediaDir?: string;
  /** The ffmpeg to run; PATH's by default. */
  ffmpeg?: string;
  /** The Chinese font file (null: none); findPdfFont's by default. */
  fontFile?: string | null;
  log?: (line: string) => void;
}

const sampleVideo = (subject: string): DemoVideo => ({
  key: `samples/sample-${sampleFor(subject)}.mp4`,
  durationSeconds: SAMPLE_DURATION_SECONDS,
});
const samplePoster = (subject: string) => `samples/poster-${sampleFor(subject)}.jpg`;

/** A made file must be what was asked for: a lesson within half a second of its length (AAC may pad a frame). */
const DURATION_TOLERANCE_SECONDS = 0.5;
/** A lock older than this is a crashed run's, whatever its pid says. */
const STALE_LOCK_MS = 30 * 60_000;
const LOCK_POLL_MS = 200;

function media(
  videos: "generated" | "samples",
  posters: "generated" | "samples",
  posterKeys: Map<string, string>,
): DemoMedia {
  return {
    videos,
    posters,
    lessonVideos: (subject) =>
      videos === "generated"
        ? lessonVideosOf(subject).map((spec) => ({ key: lessonVideoKey(spec), durationSeconds: spec.durationSeconds }))
        : [sampleVideo(subject)],
    poster: (code, subject) => (posters === "generated" ? posterKeys.get(code) : undefined) ?? samplePoster(subject),
    library: () =>
      videos === "generated"
        ? lessonVideoSpecs.map((spec) => ({
            title: `${spec.groupName} · ${spec.heading}`,
            key: lessonVideoKey(spec),
            sdKey: lessonStandardKey(lessonVideoKey(spec)),
            durationSeconds: spec.durationSeconds,
          }))
        : [],
  };
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (stat) => stat.isFile() && stat.size > 0,
    () => false,
  );
}

function run(command: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let output = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output = (output + chunk).slice(-4000)));
    child.once("error", (error) => resolve({ ok: false, output: error.message }));
    child.once("close", (code) => resolve({ ok: code === 0, output }));
  });
}

/** True when `ffmpeg -version` runs. */
export async function hasFfmpeg(ffmpeg = "ffmpeg"): Promise<boolean> {
  return (await run(ffmpeg, ["-version"])).ok;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Runs `work` holding `lockFile` (created exclusively, holding our pid). Another process holding it is waited for; a
 * lock whose process is gone (or that is older than STALE_LOCK_MS) is a crashed run's and is taken over.
 */
export async function withFileLock<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  await fs.mkdir(path.dirname(lockFile), { recursive: true });
  for (;;) {
    try {
      await fs.writeFile(lockFile, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const [holder, stat] = await Promise.all([
      fs.readFile(lockFile, "utf8").catch(() => ""),
      fs.stat(lockFile).catch(() => null),
    ]);
    const pid = Number(holder);
    const stale =
      stat !== null &&
      ((holder !== "" && (!Number.isInteger(pid) || !isAlive(pid))) || Date.now() - stat.mtimeMs > STALE_LOCK_MS);
    if (stale) {
      await fs.rm(lockFile, { force: true });
      continue;
    }
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
  try {
    return await work();
  } finally {
    await fs.rm(lockFile, { force: true });
  }
}

/** Writes through a temporary name in the same directory and renames, so the file appears whole or not at all. */
async function writeAtomically(file: string, produce: (temporary: string) => Promise<void>): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.tmp-${process.pid}`;
  try {
    await produce(temporary);
    await fs.rename(temporary, file);
  } finally {
    await fs.rm(temporary, { force: true });
  }
}

async function makeLesson(spec: LessonVideoSpec, file: string, ffmpeg: string, font: string): Promise<void> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), "yantu-lesson-"));
  try {
    const slide = path.join(work, "slide.png");
    const clock = path.join(work, "clock.txt");
    await sharp(Buffer.from(slideSvg(spec)))
      .png()
      .toFile(slide);
    await fs.writeFile(clock, clockText(spec));
    await writeAtomically(file, async (temporary) => {
      const result = await run(ffmpeg, lessonVideoArgs(spec, { slide, clock, font, output: temporary }));
      if (!result.ok) throw new Error(`ffmpeg failed on ${spec.name}: ${result.output.trim() || "no output"}`);
      const duration = await mp4DurationSeconds(temporary);
      if (duration === null || Math.abs(duration - spec.durationSeconds) > DURATION_TOLERANCE_SECONDS) {
        throw new Error(`ffmpeg made ${spec.name} ${duration ?? "?"} s long instead of ${spec.durationSeconds} s`);
      }
    });
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** The lesson's 标清 rendition, made from it by the same settings as an uploaded video's (video-library/ffmpeg). */
async function makeStandard(spec: LessonVideoSpec, lesson: string, file: string, ffmpeg: string): Promise<void> {
  await writeAtomically(file, async (temporary) => {
    const result = await run(ffmpeg, standardRenditionArgs(lesson, temporary, true));
    if (!result.ok) throw new Error(`ffmpeg failed on ${spec.name}'s 标清: ${result.output.trim() || "no output"}`);
    const duration = await mp4DurationSeconds(temporary);
    if (duration === null || Math.abs(duration - spec.durationSeconds) > DURATION_TOLERANCE_SECONDS)
      throw new Error(`ffmpeg made ${spec.name}'s 标清 ${duration ?? "?"} s long instead of ${spec.durationSeconds} s`);
  });
}

/** Paths ffmpeg's filter graph can take quoted as they are (no quote, backslash or newline to escape). */
const PLAIN_PATH = /^[^'\\\n\r]+$/;

/**
 * The demo media, made where missing. Never throws for want of ffmpeg or a font, or for a failed encode: it falls back
 * to the samples and logs why.
 */
export async function prepareDemoMedia(options: DemoMediaOptions = {}): Promise<DemoMediaReport> {
  const started = Date.now();
  const log = options.log ?? ((line: string) => console.log(`[media] ${line}`));
  const root = path.resolve(options.mediaDir ?? getEnv().MEDIA_DIR);
  const ffmpeg = options.ffmpeg ?? "ffmpeg";
  const font = options.fontFile === undefined ? (findPdfFont()?.path ?? null) : options.fontFile;
  const posterList = [...demoPosters().values()];
  const posterKeys = new Map(posterList.map((poster) => [poster.code, poster.key]));
  const report = (
    made: DemoMedia,
    counts: Pick<DemoMediaReport, "posters" | "videos">,
    bytes = 0,
  ): DemoMediaReport => ({
    media: made,
    ...counts,
    bytes,
    milliseconds: Date.now() - started,
  });

  if (!font || !PLAIN_PATH.test(font)) {
    log(
      font
        ? `the Chinese font's path (${font}) cannot be given to ffmpeg: demo posters and lessons are the sample files in media/samples`
        : "no Chinese font (apt-get install fonts-wqy-microhei): demo posters and lessons are the sample files in media/samples",
    );
    return report(media("samples", "samples", posterKeys), {
      posters: { made: 0, found: 0 },
      videos: { made: 0, found: 0 },
    });
  }
  const file = (key: string) => path.join(root, key);
  const missing = async () => ({
    posters: (
      await Promise.all(posterList.map(async (poster) => ((await exists(file(poster.key))) ? null : poster)))
    ).filter((poster) => poster !== null),
    lessons: (
      await Promise.all(
        lessonVideoSpecs.map(async (spec) =>
          (await exists(file(lessonVideoKey(spec)))) && (await exists(file(lessonStandardKey(lessonVideoKey(spec)))))
            ? null
            : spec,
        ),
      )
    ).filter((spec) => spec !== null),
  });
  const before = await missing();
  // Lessons made earlier play without ffmpeg; only making them needs it (so the warm path runs nothing).
  const ffmpegFound = before.lessons.length === 0 || (await hasFfmpeg(ffmpeg));
  if (!ffmpegFound)
    log("ffmpeg not found (apt-get install ffmpeg): demo lessons are the 24-second sample videos in media/samples");
  const lessonCount = ffmpegFound ? lessonVideoSpecs.length : 0;
  const bytesOnDisk = async () => {
    const keys = [
      ...posterList.map((poster) => poster.key),
      ...(ffmpegFound
        ? lessonVideoSpecs.flatMap((spec) => [lessonVideoKey(spec), lessonStandardKey(lessonVideoKey(spec))])
        : []),
    ];
    const sizes = await Promise.all(
      keys.map((key) =>
        fs.stat(file(key)).then(
          (stat) => stat.size,
          () => 0,
        ),
      ),
    );
    return sizes.reduce((sum, size) => sum + size, 0);
  };

  if (before.posters.length === 0 && (before.lessons.length === 0 || !ffmpegFound)) {
    return report(
      media(ffmpegFound ? "generated" : "samples", "generated", posterKeys),
      { posters: { made: 0, found: posterList.length }, videos: { made: 0, found: lessonCount } },
      await bytesOnDisk(),
    );
  }

  let posters: "generated" | "samples" = "generated";
  let videos: "generated" | "samples" = ffmpegFound ? "generated" : "samples";
  const made = { posters: 0, videos: 0 };
  await withFileLock(path.join(root, "demo", ".lock"), async () => {
    // A crashed run's half-written files (nobody else writes while we hold the lock), then what is still missing:
    // someone else may have made everything while we waited.
    for (const folder of ["posters", "lessons"]) {
      const names = await fs.readdir(path.join(root, "demo", folder)).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((name) => /\.tmp-\d+$/.test(name))
          .map((name) => fs.rm(path.join(root, "demo", folder, name), { force: true })),
      );
    }
    const todo = await missing();
    if (!ffmpegFound) todo.lessons = [];
    try {
      for (const poster of todo.posters) {
        await writeAtomically(file(poster.key), async (temporary) => {
          await fs.writeFile(
            temporary,
            await sharp(Buffer.from(poster.svg)).webp({ quality: POSTER_WEBP_QUALITY }).toBuffer(),
          );
        });
        made.posters += 1;
      }
    } catch (error) {
      posters = "samples";
      log(
        `drawing the demo posters failed, the sample posters stand in: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    try {
      for (const spec of todo.lessons) {
        const lessonStarted = Date.now();
        const lesson = file(lessonVideoKey(spec));
        if (!(await exists(lesson))) await makeLesson(spec, lesson, ffmpeg, font);
        await makeStandard(spec, lesson, file(lessonStandardKey(lessonVideoKey(spec))), ffmpeg);
        made.videos += 1;
        log(
          `made ${lessonVideoKey(spec)} (${spec.durationSeconds} s) in ${((Date.now() - lessonStarted) / 1000).toFixed(1)} s`,
        );
      }
    } catch (error) {
      videos = "samples";
      log(
        `making the demo lessons failed, the 24-second samples stand in: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });
  const bytes = await bytesOnDisk();
  const result = report(
    media(videos, posters, posterKeys),
    {
      posters: { made: made.posters, found: posterList.length - made.posters },
      videos: { made: made.videos, found: lessonCount - made.videos },
    },
    bytes,
  );
  log(
    `demo media ready in ${(result.milliseconds / 1000).toFixed(1)} s: ${made.posters} posters and ${made.videos} lessons made, ` +
      `${(bytes / 1_048_576).toFixed(1)} MB under ${path.join(root, "demo")}`,
  );
  return result;
}
