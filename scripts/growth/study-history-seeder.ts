// Growth data for the personal centre (issue 16, docs/decisions/0027): study history for the seeded students, what
// 学习记录 and 我的收藏 read — per student 5 course videos watched (video_progress, over the last 60 days), 3 courses
// collected (content_reactions), 2 words in the notebook (word_collects) and 1 senior followed (senior_follows) — and
// a heavy history for the demo student the bench's logged-in targets act as (13800000001: 300 videos, 200 collected
// courses, 200 words), so the measured student's own lists are long while the tables hold everyone's rows. Set-based
// like the other seeders (integer hashing of the student's ordinal and the slot, the same data on both dialects);
// each student's picks are distinct by construction (slot j adds j·stride to one hash, stride·slots ≤ the range).
//
// Register with: `...studyHistorySeeders` after the course seeders in scripts/growth/seeders.ts (and its import).
import { sql } from "kysely";
import { VIDEO_TYPE } from "~/modules/video/video-types";
import type { GrowthSizes, SeedContext, Seeder } from "./seed-context";
import { hashSql, sequenceCte, valuesCte } from "./sql-fragments";

const HISTORY_PER_STUDENT = { videos: 5, courses: 3, words: 2, follows: 1 } as const;
export const HEAVY_STUDENT_PHONE = "13800000001";
const HEAVY_HISTORY = { videos: 300, courses: 200, words: 200 } as const;
const DAY_MS = 86_400_000;
const WINDOW_DAYS = 60;
const VIDEO_SECONDS = 24;

interface IdRange {
  min: number;
  span: number;
}

async function idRange(
  context: SeedContext,
  table: "course_videos" | "courses" | "words" | "seniors",
): Promise<IdRange> {
  const row = await context.db
    .selectFrom(table)
    .select((eb) => [eb.fn.min<number>("id").as("min"), eb.fn.max<number>("id").as("max")])
    .executeTakeFirst();
  if (row?.min == null || row.max == null) throw new Error(`no ${table} to refer to: seed them first`);
  return { min: Number(row.min), span: Number(row.max) - Number(row.min) + 1 };
}

/** The seeded students are the newest `users` accounts (the users seeder runs first and ids are dense). */
async function firstSeededUserId(context: SeedContext): Promise<number> {
  const row = await context.db
    .selectFrom("users")
    .select((eb) => eb.fn.max<number>("id").as("max"))
    .executeTakeFirst();
  return Number(row?.max ?? 0) - context.sizes.users + 1;
}

const slots = (count: number) =>
  valuesCte(
    "slot",
    ["j"],
    Array.from({ length: count }, (_, j) => [j]),
  );
/** A pick in `range` for student i and slot j of `slotCount`, distinct across one student's slots. */
const pick = (range: IdRange, field: number, slotCount: number) =>
  `${range.min} + (${hashSql("i", field)} + slot.j * ${Math.max(1, Math.floor(range.span / slotCount))}) % ${range.span}`;
const when = (field: number, now: number) => `${now} - (${hashSql("i * 8 + slot.j", field)} % ${WINDOW_DAYS * DAY_MS})`;

function videoStatement(
  context: SeedContext,
  from: number,
  to: number,
  firstUser: number,
  perStudent: number,
  videos: IdRange,
): string {
  const at = when(1, context.now);
  const position = `(${hashSql("i * 8 + slot.j", 2)} % ${VIDEO_SECONDS + 1})`;
  return `
    WITH RECURSIVE ${sequenceCte(context.dialect, from, to)}, ${slots(perStudent)}
    INSERT INTO video_progress (user_id, video_type, video_id, course_id, position_seconds, furthest_seconds, duration_seconds, learnt,
      learnt_at, session_id, session_started_at, seq, created_at, updated_at)
    SELECT ${firstUser} + i - 1, ${VIDEO_TYPE.course}, v.id, v.course_id, ${position}, ${position}, v.duration_seconds,
      CASE WHEN ${position} * 10 >= v.duration_seconds * 9 THEN 1 ELSE 0 END,
      CASE WHEN ${position} * 10 >= v.duration_seconds * 9 THEN ${at} ELSE NULL END,
      'growth-' || i || '-' || slot.j, ${at} - ${position} * 1000, ${position}, ${at} - ${position} * 1000, ${at}
    FROM seq CROSS JOIN slot INNER JOIN course_videos v ON v.id = ${pick(videos, 0, perStudent)}
    WHERE ${firstUser} + i - 1 > 0
    ON CONFLICT DO NOTHING`;
}

function collectStatement(
  context: SeedContext,
  from: number,
  to: number,
  firstUser: number,
  perStudent: number,
  courses: IdRange,
): string {
  return `
    WITH RECURSIVE ${sequenceCte(context.dialect, from, to)}, ${slots(perStudent)}
    INSERT INTO content_reactions (user_id, target_type, target_id, kind, created_at)
    SELECT ${firstUser} + i - 1, 'course', c.id, 'collect', ${when(3, context.now)}
    FROM seq CROSS JOIN slot INNER JOIN courses c ON c.id = ${pick(courses, 4, perStudent)}
    WHERE c.published = 1
    ON CONFLICT DO NOTHING`;
}

function wordStatement(
  context: SeedContext,
  from: number,
  to: number,
  firstUser: number,
  perStudent: number,
  words: IdRange,
): string {
  return `
    WITH RECURSIVE ${sequenceCte(context.dialect, from, to)}, ${slots(perStudent)}
    INSERT INTO word_collects (user_id, word_id, created_at)
    SELECT ${firstUser} + i - 1, w.id, ${when(5, context.now)}
    FROM seq CROSS JOIN slot INNER JOIN words w ON w.id = ${pick(words, 6, perStudent)}
    WHERE ${firstUser} + i - 1 > 0
    ON CONFLICT DO NOTHING`;
}

function followStatement(
  context: SeedContext,
  from: number,
  to: number,
  firstUser: number,
  perStudent: number,
  seniors: IdRange,
): string {
  return `
    WITH RECURSIVE ${sequenceCte(context.dialect, from, to)}, ${slots(perStudent)}
    INSERT INTO senior_follows (user_id, senior_id, created_at)
    SELECT ${firstUser} + i - 1, s.id, ${when(7, context.now)}
    FROM seq CROSS JOIN slot INNER JOIN seniors s ON s.id = ${seniors.min} + (${hashSql("i", 8)} + slot.j) % ${seniors.span}
    WHERE ${firstUser} + i - 1 > 0
    ON CONFLICT DO NOTHING`;
}

type Statement = (
  context: SeedContext,
  from: number,
  to: number,
  firstUser: number,
  perStudent: number,
  range: IdRange,
) => string;

function historySeeder(
  table: "video_progress" | "content_reactions" | "word_collects" | "senior_follows",
  name: string,
  perStudent: number,
  heavy: number,
  source: "course_videos" | "courses" | "words" | "seniors",
  statement: Statement,
): Seeder {
  return {
    table,
    name,
    rows: (sizes: GrowthSizes) => (sizes.users > 0 ? sizes.users * perStudent + heavy : 0),
    async seed(context) {
      const range = await idRange(context, source);
      const firstUser = await firstSeededUserId(context);
      const perChunk = Math.max(1, Math.floor(100_000 / perStudent));
      // Chunks of students, so one statement inserts about 100,000 rows.
      const students = context.sizes.users;
      for (let from = 1; from <= students; from += perChunk) {
        const to = Math.min(students, from + perChunk - 1);
        await sql.raw(statement(context, from, to, firstUser, perStudent, range)).execute(context.db);
        if (to === students || ((from - 1) / perChunk) % 5 === 4)
          context.log(`${name}: students ${to.toLocaleString("en")}/${students.toLocaleString("en")}`);
      }
      if (heavy > 0) {
        const student = await context.db
          .selectFrom("users")
          .select("id")
          .where("phone_number", "=", HEAVY_STUDENT_PHONE)
          .executeTakeFirst();
        // The demo student is i = 1 with the user id put in its place: the statement's ordinal picks its rows.
        if (student) await sql.raw(statement(context, 1, 1, student.id, heavy, range)).execute(context.db);
      }
    },
  };
}

export const studyHistorySeeders: readonly Seeder[] = [
  historySeeder(
    "video_progress",
    "centre: videos watched",
    HISTORY_PER_STUDENT.videos,
    HEAVY_HISTORY.videos,
    "course_videos",
    videoStatement,
  ),
  historySeeder(
    "content_reactions",
    "centre: courses collected",
    HISTORY_PER_STUDENT.courses,
    HEAVY_HISTORY.courses,
    "courses",
    collectStatement,
  ),
  historySeeder(
    "word_collects",
    "centre: words collected",
    HISTORY_PER_STUDENT.words,
    HEAVY_HISTORY.words,
    "words",
    wordStatement,
  ),
  historySeeder(
    "senior_follows",
    "centre: seniors followed",
    HISTORY_PER_STUDENT.follows,
    0,
    "seniors",
    followStatement,
  ),
];
