import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { demoPosters } from "./demo-catalogue";
import { lessonVideoKey, lessonVideoSpecs } from "./demo-lessons";
import { lessonStandardKey, prepareDemoMedia, withFileLock } from "./demo-media.server";
import { mp4DurationSeconds } from "./mp4-duration.server";

const SAMPLES = path.resolve(import.meta.dirname, "../../../media/samples");
const FONT = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";
let dir: string;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "yantu-demo-media-"));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe("withFileLock", () => {
  it("lets one holder work at a time and removes the lock after", async () => {
    const lock = path.join(dir, "demo", ".lock");
    const events: string[] = [];
    let release!: () => void;
    const first = withFileLock(lock, async () => {
      events.push("first in");
      await new Promise<void>((resolve) => (release = resolve));
      events.push("first out");
    });
    await expect.poll(() => events).toEqual(["first in"]);
    const second = withFileLock(lock, async () => events.push("second in"));
    expect(await fs.readFile(lock, "utf8")).toBe(String(process.pid));
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(["first in", "first out", "second in"]);
    await expect(fs.stat(lock)).rejects.toThrow();
  });

  it("takes over the lock of a process that is gone", async () => {
    const lock = path.join(dir, ".lock");
    const gone = spawnSync(process.execPath, ["-e", ""]);
    expect(gone.status).toBe(0);
    await fs.writeFile(lock, String(gone.pid));
    expect(await withFileLock(lock, async () => "ran")).toBe("ran");
  });
});

describe("prepareDemoMedia", () => {
  it("uses the samples for everything without a Chinese font, and writes nothing", async () => {
    const lines: string[] = [];
    const { media, posters, videos } = await prepareDemoMedia({
      mediaDir: dir,
      fontFile: null,
      log: (line) => lines.push(line),
    });
    expect(media).toMatchObject({ videos: "samples", posters: "samples" });
    expect(media.lessonVideos("math2")).toEqual([{ key: "samples/sample-3.mp4", durationSeconds: 24 }]);
    expect(media.poster("demo-politics-01", "politics")).toBe("samples/poster-1.jpg");
    expect({ posters, videos }).toEqual({ posters: { made: 0, found: 0 }, videos: { made: 0, found: 0 } });
    expect(lines).toEqual([expect.stringContaining("no Chinese font (apt-get install fonts-wqy-microhei)")]);
    expect(await fs.readdir(dir)).toEqual([]);
  });

  it("without ffmpeg: draws the posters once, says the lessons are the samples, and a second run makes nothing", {
    timeout: 60_000,
  }, async () => {
    const lines: string[] = [];
    const options = {
      mediaDir: dir,
      fontFile: FONT,
      ffmpeg: path.join(dir, "no-ffmpeg"),
      log: (line: string) => lines.push(line),
    };
    const cold = await prepareDemoMedia(options);
    expect(cold.media).toMatchObject({ videos: "samples", posters: "generated" });
    expect(cold.posters).toEqual({ made: demoPosters().size, found: 0 });
    expect(cold.media.lessonVideos("english1")).toEqual([{ key: "samples/sample-2.mp4", durationSeconds: 24 }]);
    expect(lines[0]).toBe(
      "ffmpeg not found (apt-get install ffmpeg): demo lessons are the 24-second sample videos in media/samples",
    );
    const key = cold.media.poster("demo-politics-01", "politics");
    expect(key).toBe(demoPosters().get("demo-politics-01")!.key);
    const bytes = await fs.readFile(path.join(dir, key));
    expect(bytes.toString("latin1", 0, 4) + bytes.toString("latin1", 8, 12)).toBe("RIFFWEBP");
    expect(bytes.length).toBeLessThan(16_000);
    expect(cold.bytes).toBeLessThan(demoPosters().size * 16_000);
    // Nothing half-written or locked is left behind.
    expect((await fs.readdir(path.join(dir, "demo", "posters"))).every((name) => name.endsWith(".webp"))).toBe(true);
    expect(await fs.readdir(path.join(dir, "demo"))).toEqual(["posters"]);

    lines.length = 0;
    const warm = await prepareDemoMedia(options);
    expect(warm.posters).toEqual({ made: 0, found: demoPosters().size });
    expect(warm.media.poster("demo-politics-01", "politics")).toBe(key);
    expect(lines).toEqual([
      "ffmpeg not found (apt-get install ffmpeg): demo lessons are the 24-second sample videos in media/samples",
    ]);
  });

  it("plays lessons (and their 标清 files) made earlier without asking for ffmpeg again", async () => {
    for (const poster of demoPosters().values()) {
      await fs.mkdir(path.dirname(path.join(dir, poster.key)), { recursive: true });
      await fs.writeFile(path.join(dir, poster.key), "x");
    }
    for (const spec of lessonVideoSpecs) {
      await fs.mkdir(path.dirname(path.join(dir, lessonVideoKey(spec))), { recursive: true });
      await fs.writeFile(path.join(dir, lessonVideoKey(spec)), "x");
      await fs.writeFile(path.join(dir, lessonStandardKey(lessonVideoKey(spec))), "x");
    }
    const lines: string[] = [];
    const { media, videos } = await prepareDemoMedia({
      mediaDir: dir,
      fontFile: FONT,
      ffmpeg: path.join(dir, "no-ffmpeg"),
      log: (line) => lines.push(line),
    });
    expect(media.videos).toBe("generated");
    expect(videos).toEqual({ made: 0, found: 8 });
    expect(media.lessonVideos("politics")).toEqual(
      lessonVideoSpecs
        .filter((spec) => spec.group === 1)
        .map((spec) => ({ key: lessonVideoKey(spec), durationSeconds: spec.durationSeconds })),
    );
    expect(media.library()).toHaveLength(8);
    expect(media.library()[0]).toMatchObject({
      key: lessonVideoKey(lessonVideoSpecs[0]!),
      sdKey: expect.stringMatching(/\.360p\.mp4$/),
    });
    expect(lines).toEqual([]);
  });
});

describe("mp4DurationSeconds", () => {
  it("reads the movie header of an MP4, and null from anything else", async () => {
    const duration = await mp4DurationSeconds(path.join(SAMPLES, "sample-1.mp4"));
    expect(duration).toBeGreaterThan(23.9);
    expect(duration).toBeLessThan(24.1);
    expect(await mp4DurationSeconds(path.join(SAMPLES, "poster-1.jpg"))).toBeNull();
  });
});
