// Loads the demo seniors (学长学姐) and their experience posts (考研经验). Idempotent: rows are found by `code` and only
// missing ones are added (a post whose senior is missing waits for the senior, inserted first). Six posts are talks
// on video, pointing at the sample media like the demo courses (SAMPLE_DURATION_SECONDS long).
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { SAMPLE_DURATION_SECONDS } from "./courses-data";
import { demoExperiences, demoSeniors } from "./experiences-data";
import { DAY_MS, spread } from "./stable-spread";

const HOUR_MS = 3_600_000;

async function seedSeniors(db: Kysely<Database>, now: number): Promise<void> {
  const existing = new Set(
    (
      await db
        .selectFrom("seniors")
        .select("code")
        .where(
          "code",
          "in",
          demoSeniors.map((senior) => senior.code),
        )
        .execute()
    ).map((row) => row.code),
  );
  const missing = demoSeniors
    .map((senior, index) => ({ senior, index }))
    .filter(({ senior }) => !existing.has(senior.code));
  if (missing.length === 0) return;
  await db
    .insertInto("seniors")
    .values(
      missing.map(({ senior, index }) => ({
        code: senior.code,
        name: senior.name,
        avatar_key: null,
        undergraduate_school: senior.undergraduateSchool,
        admitted_school: senior.admittedSchool,
        admitted_major: senior.admittedMajor,
        exam_year: senior.examYear,
        total_score: senior.totalScore,
        introduction: senior.introduction,
        tags: JSON.stringify(senior.tags),
        created_at: now - (200 - index) * DAY_MS,
        updated_at: now,
      })),
    )
    .execute();
}

async function seedExperiences(db: Kysely<Database>, now: number): Promise<void> {
  const existing = new Set(
    (
      await db
        .selectFrom("experiences")
        .select("code")
        .where(
          "code",
          "in",
          demoExperiences.map((post) => post.code),
        )
        .execute()
    ).map((row) => row.code),
  );
  const missing = demoExperiences
    .map((post, index) => ({ post, index }))
    .filter(({ post }) => !existing.has(post.code));
  if (missing.length === 0) return;
  const seniorIds = new Map(
    (
      await db
        .selectFrom("seniors")
        .select(["id", "code"])
        .where(
          "code",
          "in",
          demoSeniors.map((senior) => senior.code),
        )
        .execute()
    ).map((row) => [row.code, row.id]),
  );
  await db
    .insertInto("experiences")
    .values(
      missing.map(({ post, index }) => {
        // Three days apart over the last three months in a shuffled order (i × 5 mod 31): categories interleave and
        // talks on video turn up on each page of the list.
        const position = (index * 5) % demoExperiences.length;
        const publishedAt = now - (1 + position * 3) * DAY_MS - spread(index, 11, 12) * HOUR_MS;
        return {
          code: post.code,
          senior_id: seniorIds.get(post.senior) ?? null,
          category: post.category,
          title: post.title,
          summary: post.summary,
          content: post.content,
          video_key: post.video ? `samples/sample-${post.video}.mp4` : null,
          video_duration: post.video ? SAMPLE_DURATION_SECONDS : null,
          poster_key: post.video ? `samples/poster-${post.video}.jpg` : null,
          published: 1,
          published_at: publishedAt,
          view_count: 150 + spread(index, 13, 5_987),
          like_count: 8 + spread(index, 14, 293),
          collect_count: 5 + spread(index, 15, 197),
          created_at: publishedAt,
          updated_at: now,
        } as const;
      }),
    )
    .execute();
}

export async function seedDemoExperiences(db: Kysely<Database>, now: number = Date.now()): Promise<void> {
  await seedSeniors(db, now);
  await seedExperiences(db, now);
}
