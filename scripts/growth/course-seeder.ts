// Growth data for courses (issue 6): 10,000 courses with 2 tags, 3 chapters × 2 sections × 5 videos each — 300,000
// videos —, generated set-based inside the database like the other seeders (integer hashing of the row number, so
// both dialects and every rerun get the same data). Courses are ~85 % micro-courses (type 2), 10 % full courses,
// 5 % coaching, over the seven subjects, 15 % free, 98 % published, published over two years; views are spread so the
// 最热 sort has something to sort. Children are inserted from their parents' rows in ranges of course ids, so nothing
// depends on ids being dense.
//
// Register with: `...courseSeeders` at the end of the list in scripts/growth/seeders.ts (and its import).
import { sql } from "kysely";
import type { DialectName } from "~/db/client.server";
import { subjects } from "~/modules/subjects/subjects";
import type { GrowthSizes, SeedContext, Seeder } from "./seed-context";
import { chunkRanges, hashSql, quote, sequenceCte, valuesCte } from "./sql-fragments";

const GROWTH_COURSES = 10_000;
const CHAPTERS_PER_COURSE = 3;
const SECTIONS_PER_CHAPTER = 2;
const VIDEOS_PER_SECTION = 5;
const VIDEOS_PER_COURSE = CHAPTERS_PER_COURSE * SECTIONS_PER_CHAPTER * VIDEOS_PER_SECTION;
const VIDEO_SECONDS = 24;
const TWO_YEARS_DAYS = 730;
const DAY_MS = 86_400_000;
/** Courses per statement for the child tables (60,000 videos). */
const COURSES_PER_CHUNK = 2_000;
const CODE_PREFIX = "growth-";

const STEMS = [
  "基础精讲",
  "强化提升",
  "冲刺串讲",
  "真题精析",
  "考点速记",
  "专题突破",
  "题型训练",
  "答疑精选",
  "模考讲评",
  "知识框架",
];
const TAGS = [
  "基础",
  "强化",
  "冲刺",
  "真题",
  "导学",
  "讲义",
  "高数",
  "线代",
  "概率",
  "阅读",
  "写作",
  "翻译",
  "马原",
  "毛中特",
  "史纲",
  "408",
  "法硕",
  "心理学",
  "金融",
  "全程班",
];
const TEACHERS = [
  "林知远",
  "许清和",
  "陈思源",
  "苏晚晴",
  "周明哲",
  "何一凡",
  "唐若溪",
  "吴启航",
  "郑书衡",
  "顾言",
  "沈知微",
  "梁泽远",
];
const CHAPTER_TITLES = ["核心概念", "基本方法", "典型题型", "综合应用", "真题演练", "易错辨析", "知识串联", "专项突破"];
const PARTS = ["核心考点", "典型例题", "真题演练", "易错点总结", "小结与练习"];

const sampleOf = (code: string) =>
  code === "politics" ? 1 : code.startsWith("english") ? 2 : code.startsWith("math") ? 3 : 4;

/** The ordinal i of a growth course from its code, in SQL both dialects read (BIGINT has INTEGER affinity in SQLite). */
const ordinalOf = (alias: string) => `CAST(substr(${alias}.code, ${CODE_PREFIX.length + 1}) AS BIGINT)`;

function coursesStatement(dialect: DialectName, from: number, to: number, now: number): string {
  const h = (field: number) => hashSql("i", field);
  const firstTag = `${h(4)} % ${TAGS.length}`;
  return `
    WITH RECURSIVE ${sequenceCte(dialect, from, to)},
      ${valuesCte(
        "subj",
        ["code", "name", "sample"],
        subjects.map((subject) => [subject.code, subject.name, sampleOf(subject.code)]),
      )},
      ${valuesCte(
        "stems",
        ["stem"],
        STEMS.map((stem) => [stem]),
      )},
      ${valuesCte(
        "teachers",
        ["json"],
        TEACHERS.map((name) => [JSON.stringify([{ name, title: "主讲" }])]),
      )},
      ${valuesCte(
        "tags",
        ["tag"],
        TAGS.map((tag) => [tag]),
      )}
    INSERT INTO courses (code, type, subject, title, cover_key, teachers, introduction, tags, price_fen, published, published_at,
      video_count, total_duration, view_count, like_count, collect_count, created_at, updated_at)
    SELECT
      ${quote(CODE_PREFIX)} || i,
      CASE WHEN ${h(0)} % 100 < 85 THEN 2 WHEN ${h(0)} % 100 < 95 THEN 1 ELSE 3 END,
      subj.code,
      subj.name || ' ' || stems.stem || ' · 第 ' || i || ' 期',
      'samples/poster-' || subj.sample || '.jpg',
      teachers.json,
      '本课程围绕' || subj.name || '的' || stems.stem || '展开，按章节讲解核心考点、典型例题与真题，适合系统复习。',
      '["' || t1.tag || '","' || t2.tag || '"]',
      CASE WHEN ${h(5)} % 100 < 15 THEN 0 ELSE 9900 + (${h(5)} % 5) * 5000 END,
      CASE WHEN ${h(6)} % 100 < 98 THEN 1 ELSE 0 END,
      ${now} - (${h(7)} % ${TWO_YEARS_DAYS}) * ${DAY_MS} - ${h(8)} % ${DAY_MS},
      ${VIDEOS_PER_COURSE},
      ${VIDEOS_PER_COURSE * VIDEO_SECONDS},
      (${h(9)} % 1000) * (${h(10)} % 50) + ${h(11)} % 100,
      ${h(12)} % 2000,
      ${h(13)} % 1000,
      ${now} - (${h(7)} % ${TWO_YEARS_DAYS}) * ${DAY_MS} - ${h(8)} % ${DAY_MS},
      ${now}
    FROM seq CROSS JOIN subj CROSS JOIN stems CROSS JOIN teachers CROSS JOIN tags t1 CROSS JOIN tags t2
    WHERE subj.k = ${h(1)} % ${subjects.length}
      AND stems.k = ${h(2)} % ${STEMS.length}
      AND teachers.k = ${h(3)} % ${TEACHERS.length}
      AND t1.k = ${firstTag}
      AND t2.k = (${firstTag} + 1 + ${h(14)} % ${TAGS.length - 1}) % ${TAGS.length}`;
}

function tagsStatement(fromId: number, toId: number): string {
  const i = ordinalOf("c");
  const firstTag = `${hashSql(i, 4)} % ${TAGS.length}`;
  return `
    WITH ${valuesCte(
      "tags",
      ["tag"],
      TAGS.map((tag) => [tag]),
    )},
      ${valuesCte("which", ["w"], [[0], [1]])}
    INSERT INTO course_tags (course_id, tag)
    SELECT c.id, tags.tag
    FROM courses c CROSS JOIN which CROSS JOIN tags
    WHERE c.id BETWEEN ${fromId} AND ${toId} AND c.code LIKE '${CODE_PREFIX}%'
      AND tags.k = CASE WHEN which.w = 0 THEN ${firstTag} ELSE (${firstTag} + 1 + ${hashSql(i, 14)} % ${TAGS.length - 1}) % ${TAGS.length} END`;
}

function chaptersStatement(fromId: number, toId: number): string {
  const positions = Array.from({ length: CHAPTERS_PER_COURSE }, (_, index) => [index + 1]);
  return `
    WITH ${valuesCte("pos", ["p"], positions)},
      ${valuesCte(
        "titles",
        ["title"],
        CHAPTER_TITLES.map((title) => [title]),
      )}
    INSERT INTO course_chapters (course_id, title, position)
    SELECT c.id, '第' || pos.p || '章 ' || titles.title, pos.p
    FROM courses c CROSS JOIN pos CROSS JOIN titles
    WHERE c.id BETWEEN ${fromId} AND ${toId} AND c.code LIKE '${CODE_PREFIX}%'
      AND titles.k = (c.id + pos.p) % ${CHAPTER_TITLES.length}`;
}

function sectionsStatement(fromId: number, toId: number): string {
  const positions = Array.from({ length: SECTIONS_PER_CHAPTER }, (_, index) => [index + 1]);
  return `
    WITH ${valuesCte("pos", ["p"], positions)},
      ${valuesCte(
        "titles",
        ["title"],
        STEMS.map((title) => [title]),
      )}
    INSERT INTO course_sections (course_id, chapter_id, title, position)
    SELECT ch.course_id, ch.id, ch.position || '.' || pos.p || ' ' || titles.title, pos.p
    FROM course_chapters ch CROSS JOIN pos CROSS JOIN titles
    WHERE ch.course_id BETWEEN ${fromId} AND ${toId}
      AND titles.k = (ch.id + pos.p) % ${STEMS.length}`;
}

function videosStatement(fromId: number, toId: number, now: number): string {
  const parts = PARTS.slice(0, VIDEOS_PER_SECTION).map((name, index) => [index + 1, name]);
  const sequence = `((ch.position - 1) * ${SECTIONS_PER_CHAPTER} + (s.position - 1)) * ${VIDEOS_PER_SECTION} + parts.p`;
  const sample = `(s.course_id % 4 + 1)`;
  return `
    WITH ${valuesCte("parts", ["p", "name"], parts)}
    INSERT INTO course_videos (course_id, section_id, title, duration_seconds, poster_key, media_key, free_preview, position, sequence,
      created_at, updated_at)
    SELECT s.course_id, s.id, s.title || '：' || parts.name, ${VIDEO_SECONDS},
      'samples/poster-' || ${sample} || '.jpg', 'samples/sample-' || ${sample} || '.mp4',
      CASE WHEN ${sequence} = 1 THEN 1 ELSE 0 END, parts.p, ${sequence}, ${now}, ${now}
    FROM course_sections s INNER JOIN course_chapters ch ON ch.id = s.chapter_id CROSS JOIN parts
    WHERE s.course_id BETWEEN ${fromId} AND ${toId}`;
}

/** The id range of the growth courses (inserted by the first seeder). */
async function growthCourseIds(context: SeedContext): Promise<{ min: number; max: number } | null> {
  const row = await context.db
    .selectFrom("courses")
    .select((eb) => [eb.fn.min<number>("id").as("min"), eb.fn.max<number>("id").as("max")])
    .where("code", "like", `${CODE_PREFIX}%`)
    .executeTakeFirst();
  return row?.min == null || row.max == null ? null : { min: Number(row.min), max: Number(row.max) };
}

/** Runs a per-course-range statement over all growth courses, logging progress like insertInChunks. */
async function overCourseRanges(
  context: SeedContext,
  label: string,
  statementFor: (fromId: number, toId: number) => string,
): Promise<void> {
  const range = await growthCourseIds(context);
  if (!range) throw new Error("no growth courses: run the courses seeder first");
  const started = performance.now();
  let lastReport = started;
  for (let fromId = range.min; fromId <= range.max; fromId += COURSES_PER_CHUNK) {
    const toId = Math.min(range.max, fromId + COURSES_PER_CHUNK - 1);
    await sql.raw(statementFor(fromId, toId)).execute(context.db);
    const now = performance.now();
    if (now - lastReport >= 2_000 || toId === range.max) {
      lastReport = now;
      context.log(
        `${label}: courses ${(toId - range.min + 1).toLocaleString("en")}/${(range.max - range.min + 1).toLocaleString("en")} (${((now - started) / 1000).toFixed(1)} s)`,
      );
    }
  }
}

/** The seeders for `courses` growth courses (the growth run uses GROWTH_COURSES; tests use fewer). */
export function courseSeedersFor(courses: number): Seeder[] {
  const rows = (perCourse: number) => (_sizes: GrowthSizes) => courses * perCourse;
  return [
    {
      table: "courses",
      name: "courses",
      rows: rows(1),
      async seed(context) {
        for (const [from, to] of chunkRanges(courses, 100_000)) {
          await sql.raw(coursesStatement(context.dialect, from, to, context.now)).execute(context.db);
        }
        context.log(`courses: ${courses.toLocaleString("en")} rows`);
      },
    },
    {
      table: "course_tags",
      name: "course tags",
      rows: rows(2),
      seed: (context) => overCourseRanges(context, "course tags", tagsStatement),
    },
    {
      table: "course_chapters",
      name: "course chapters",
      rows: rows(CHAPTERS_PER_COURSE),
      seed: (context) => overCourseRanges(context, "course chapters", chaptersStatement),
    },
    {
      table: "course_sections",
      name: "course sections",
      rows: rows(CHAPTERS_PER_COURSE * SECTIONS_PER_CHAPTER),
      seed: (context) => overCourseRanges(context, "course sections", sectionsStatement),
    },
    {
      table: "course_videos",
      name: "course videos",
      rows: rows(VIDEOS_PER_COURSE),
      seed: (context) =>
        overCourseRanges(context, "course videos", (fromId, toId) => videosStatement(fromId, toId, context.now)),
    },
  ];
}

/** 10,000 courses and 300,000 videos. */
export const courseSeeders: readonly Seeder[] = courseSeedersFor(GROWTH_COURSES);
