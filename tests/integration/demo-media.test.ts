// The demo data's media (docs/decisions/0037-demo-media.md) on SQLite and PostgreSQL: every lesson, paper video and live
// recording the seed points at is a file under MEDIA_DIR exactly as long as its row says (read from the file's movie
// header); a course's total is the sum of its lessons; every course, paper video and live has a poster of its own.
import fs from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { getEnv } from "~/lib/env.server";
import { hasFfmpeg } from "~/seed/demo-media/demo-media.server";
import { mp4DurationSeconds } from "~/seed/demo-media/mp4-duration.server";
import { seedDemo } from "./course-fixtures";

const file = (key: string) => path.resolve(getEnv().MEDIA_DIR, key);

beforeAll(async () => {
  await seedDemo();
});

describe("the demo media", () => {
  it("gives every video row the length of its file", async () => {
    const rows = [
      ...(await db.selectFrom("course_videos").select(["media_key as key", "duration_seconds as duration"]).execute()),
      ...(await db
        .selectFrom("paper_videos")
        .select(["media_key as key", "duration_seconds as duration"])
        .where("code", "like", "demo-%")
        .execute()),
      ...(await db
        .selectFrom("lives")
        .select(["playback_key as key", "playback_duration as duration"])
        .where("code", "like", "demo-%")
        .execute()),
    ];
    expect(rows.length).toBeGreaterThan(400);
    const lengths = new Map<string, Set<number | null>>();
    for (const row of rows) lengths.set(row.key!, (lengths.get(row.key!) ?? new Set()).add(row.duration));
    for (const [key, durations] of lengths) {
      expect([...durations], key).toHaveLength(1);
      const seconds = await mp4DurationSeconds(file(key));
      expect(seconds, key).not.toBeNull();
      expect(Math.abs(seconds! - [...durations][0]!), key).toBeLessThan(0.5);
    }
    // With ffmpeg here the lessons are the made ones: eight files of minutes, not the 24-second samples.
    if (await hasFfmpeg()) {
      expect(
        [...lengths.keys()].every((key) => key.startsWith("demo/lessons/")),
        [...lengths.keys()].join(", "),
      ).toBe(true);
      expect(lengths.size).toBe(8);
      expect(Math.min(...rows.map((row) => row.duration!))).toBeGreaterThanOrEqual(180);
    }
  });

  it("sums a course's lessons into its total and gives its lessons its poster", async () => {
    const courses = await db
      .selectFrom("courses")
      .select(["id", "code", "cover_key", "total_duration", "video_count"])
      .where("code", "like", "demo-%")
      .execute();
    expect(courses).toHaveLength(36);
    for (const course of courses) {
      const code = String(course.code);
      const videos = await db
        .selectFrom("course_videos")
        .select(["duration_seconds", "poster_key"])
        .where("course_id", "=", course.id)
        .execute();
      expect(videos, code).toHaveLength(course.video_count);
      expect(course.total_duration, code).toBe(videos.reduce((sum, video) => sum + video.duration_seconds, 0));
      expect(new Set(videos.map((video) => video.poster_key)), code).toEqual(new Set([course.cover_key]));
    }
  });

  it("draws a small poster for every course, paper video and live, each its own", async () => {
    const keys = [
      ...(await db.selectFrom("courses").select("cover_key as key").where("code", "like", "demo-%").execute()),
      ...(await db.selectFrom("paper_videos").select("poster_key as key").where("code", "like", "demo-%").execute()),
      ...(await db.selectFrom("lives").select("cover_key as key").where("code", "like", "demo-%").execute()),
    ].map((row) => row.key!);
    expect(keys).toHaveLength(36 + 40 + 6);
    const made = keys.filter((key) => key.startsWith("demo/posters/"));
    // Posters need only sharp and a Chinese font (no ffmpeg): made for all of them, or none (samples stand in).
    expect([0, keys.length]).toContain(made.length);
    if (made.length > 0) expect(new Set(made).size).toBe(made.length);
    for (const key of keys) {
      const bytes = await fs.readFile(file(key));
      if (key.startsWith("demo/posters/")) {
        expect(bytes.toString("latin1", 0, 4) + bytes.toString("latin1", 8, 12), key).toBe("RIFFWEBP");
        expect(bytes.length, key).toBeLessThan(16_000);
      } else {
        expect(key).toMatch(/^samples\/poster-[1-4]\.jpg$/);
      }
    }
  });
});
