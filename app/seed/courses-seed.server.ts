// Loads the demo courses, paper-explanation videos, lives, school licences, enrolments and a little viewing history
// (docs/decisions/0010). Idempotent: every row is found by its code (or natural key) and only missing ones are added;
// a course is written in one transaction with its whole catalogue, so a half-written course cannot be skipped later.
//
// Licences: 演示大学 licenses everything; 北京大学 licenses 政治, 英语一 and 数学一; the other schools nothing.
// Free: three courses (price 0), the first video of every other listed course (试看), four paper videos, two lives.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database, LicenseScope } from "~/db/schema";
import { demoCourses, sectionNote, sectionVideoTitles, type DemoCourse } from "./courses-data";
import { demoPaperVideos, paperVideoIntroduction, paperVideoTitle } from "./courses-paper-videos";
import type { DemoMedia } from "./demo-media/demo-media.server";
import { demoLives, demoLiveStart } from "./lives-data";
import { DAY_MS, spread } from "./stable-spread";

async function insertCourse(
  trx: Transaction<Database>,
  course: DemoCourse,
  index: number,
  now: number,
  media: DemoMedia,
): Promise<void> {
  // Lessons take the subject's videos in turn (two lengths when they were made, the one sample otherwise).
  const videos = media.lessonVideos(course.subject);
  const poster = media.poster(course.code, course.subject);
  let totalDuration = 0;
  const publishedAt = now - (3 + index * 5) * DAY_MS - spread(index, 1, 12) * 3_600_000;
  const { id: courseId } = await trx
    .insertInto("courses")
    .values({
      code: course.code,
      type: course.type,
      subject: course.subject,
      title: course.title,
      cover_key: poster,
      teachers: JSON.stringify(course.teachers),
      introduction: course.introduction,
      tags: JSON.stringify(course.tags),
      price_fen: course.priceFen,
      published: 1,
      published_at: publishedAt,
      video_count: 0,
      total_duration: 0,
      view_count: 300 + spread(index, 2, 9_000),
      like_count: 20 + spread(index, 3, 400),
      collect_count: 10 + spread(index, 4, 300),
      created_at: publishedAt,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (course.tags.length > 0) {
    await trx
      .insertInto("course_tags")
      .values(course.tags.map((tag) => ({ course_id: courseId, tag })))
      .execute();
  }

  let sequence = 0;
  for (const [chapterIndex, [chapterTitle, sectionTitles]] of course.chapters.entries()) {
    const { id: chapterId } = await trx
      .insertInto("course_chapters")
      .values({ course_id: courseId, title: `第${chapterIndex + 1}章 ${chapterTitle}`, position: chapterIndex + 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [sectionIndex, sectionTitle] of sectionTitles.entries()) {
      const { id: sectionId } = await trx
        .insertInto("course_sections")
        .values({
          course_id: courseId,
          chapter_id: chapterId,
          title: `${chapterIndex + 1}.${sectionIndex + 1} ${sectionTitle}`,
          position: sectionIndex + 1,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const titles = sectionVideoTitles(course, sectionTitle);
      await trx
        .insertInto("course_videos")
        .values(
          titles.map((title, videoIndex) => {
            sequence += 1;
            const video = videos[(sequence - 1) % videos.length]!;
            totalDuration += video.durationSeconds;
            return {
              course_id: courseId,
              section_id: sectionId,
              title,
              duration_seconds: video.durationSeconds,
              poster_key: poster,
              media_key: video.key,
              // 试看: the first video of every priced course that is listed (not coaching).
              free_preview: sequence === 1 && course.priceFen > 0 && course.type !== 3 ? 1 : 0,
              position: videoIndex + 1,
              sequence,
              created_at: publishedAt,
              updated_at: now,
            } as const;
          }),
        )
        .execute();
      if (course.notes) {
        const note = sectionNote(sectionTitle);
        await trx
          .insertInto("course_notes")
          .values({
            course_id: courseId,
            section_id: sectionId,
            title: note.title,
            content: note.content,
            file_key: null,
            position: titles.length + 1,
            created_at: publishedAt,
          })
          .execute();
      }
    }
  }
  await trx
    .updateTable("courses")
    .set({ video_count: sequence, total_duration: totalDuration })
    .where("id", "=", courseId)
    .execute();
}

async function seedCourses(db: Kysely<Database>, now: number, media: DemoMedia): Promise<void> {
  const existing = new Set(
    (
      await db
        .selectFrom("courses")
        .select("code")
        .where(
          "code",
          "in",
          demoCourses.map((course) => course.code),
        )
        .execute()
    ).map((row) => row.code),
  );
  for (const [index, course] of demoCourses.entries()) {
    if (existing.has(course.code)) continue;
    await db.transaction().execute((trx) => insertCourse(trx, course, index, now, media));
  }
}

async function seedPaperVideos(db: Kysely<Database>, now: number, media: DemoMedia): Promise<void> {
  const existing = new Set(
    (
      await db
        .selectFrom("paper_videos")
        .select("code")
        .where(
          "code",
          "in",
          demoPaperVideos.map((video) => video.code),
        )
        .execute()
    ).map((row) => row.code),
  );
  const missing = demoPaperVideos
    .map((video, index) => ({ video, index }))
    .filter(({ video }) => !existing.has(video.code));
  if (missing.length === 0) return;
  await db
    .insertInto("paper_videos")
    .values(
      missing.map(({ video, index }) => {
        const videos = media.lessonVideos(video.subject);
        const file = videos[index % videos.length]!;
        const publishedAt = now - (2 + index * 2) * DAY_MS;
        return {
          code: video.code,
          subject: video.subject,
          exam_year: video.examYear,
          paper: video.paper,
          question_number: video.questionNumber,
          question_label: video.questionLabel,
          title: paperVideoTitle(video),
          introduction: paperVideoIntroduction(video),
          teacher: video.teacher,
          duration_seconds: file.durationSeconds,
          poster_key: media.poster(video.code, video.subject),
          media_key: file.key,
          free_preview: video.freePreview ? 1 : 0,
          published: 1,
          published_at: publishedAt,
          view_count: 100 + spread(index, 5, 5_000),
          like_count: 5 + spread(index, 6, 200),
          collect_count: 3 + spread(index, 7, 150),
          created_at: publishedAt,
          updated_at: now,
        } as const;
      }),
    )
    .execute();
}

async function seedLives(db: Kysely<Database>, now: number, media: DemoMedia): Promise<void> {
  const existing = new Set(
    (
      await db
        .selectFrom("lives")
        .select("code")
        .where(
          "code",
          "in",
          demoLives.map((live) => live.code),
        )
        .execute()
    ).map((row) => row.code),
  );
  const missing = demoLives.map((live, index) => ({ live, index })).filter(({ live }) => !existing.has(live.code));
  if (missing.length === 0) return;
  await db
    .insertInto("lives")
    .values(
      missing.map(({ live, index }) => {
        const startsAt = demoLiveStart(live, now);
        const recording = media.lessonVideos(live.subject)[0]!;
        return {
          code: live.code,
          title: live.title,
          teacher: live.teacher,
          subject: live.subject,
          introduction: live.introduction,
          cover_key: media.poster(live.code, live.subject),
          starts_at: startsAt,
          ends_at: startsAt + live.minutes * 60_000,
          stream_key: recording.key,
          // Every demo live is recorded: the ones on air get their recording when they end.
          playback_key: recording.key,
          playback_duration: recording.durationSeconds,
          free: live.free ? 1 : 0,
          published: 1,
          view_count: 50 + spread(index, 8, 3_000),
          created_at: now,
          updated_at: now,
        } as const;
      }),
    )
    .execute();
}

const demoLicences: Array<{ school: string; scope: LicenseScope; subject: string | null; note: string }> = [
  { school: "演示大学", scope: "all", subject: null, note: "全库开通（演示）" },
  { school: "北京大学", scope: "subject", subject: "politics", note: "政治（演示）" },
  { school: "北京大学", scope: "subject", subject: "english1", note: "英语一（演示）" },
  { school: "北京大学", scope: "subject", subject: "math1", note: "数学一（演示）" },
];

async function seedLicences(db: Kysely<Database>, now: number): Promise<void> {
  for (const licence of demoLicences) {
    const school = await db.selectFrom("schools").select("id").where("name", "=", licence.school).executeTakeFirst();
    if (!school) continue;
    let query = db
      .selectFrom("school_content_licenses")
      .select("id")
      .where("school_id", "=", school.id)
      .where("scope", "=", licence.scope);
    query =
      licence.subject === null ? query.where("subject", "is", null) : query.where("subject", "=", licence.subject);
    if (await query.executeTakeFirst()) continue;
    await db
      .insertInto("school_content_licenses")
      .values({
        school_id: school.id,
        scope: licence.scope,
        subject: licence.subject,
        course_id: null,
        starts_at: now - 30 * DAY_MS,
        ends_at: null,
        note: licence.note,
        created_at: now,
      })
      .execute();
  }
}

async function userId(db: Kysely<Database>, phone: string): Promise<number | undefined> {
  return (await db.selectFrom("users").select("id").where("phone_number", "=", phone).executeTakeFirst())?.id;
}

async function courseId(db: Kysely<Database>, code: string): Promise<number> {
  return (await db.selectFrom("courses").select("id").where("code", "=", code).executeTakeFirstOrThrow()).id;
}

async function seedEnrolments(db: Kysely<Database>, now: number): Promise<void> {
  const student = await userId(db, "13800000001");
  if (student === undefined) return;
  for (const code of ["demo-coach-math", "demo-coach-english"]) {
    await db
      .insertInto("course_enrolments")
      .values({
        user_id: student,
        course_id: await courseId(db, code),
        source: "coach",
        created_at: now - 14 * DAY_MS,
        expires_at: null,
      })
      .onConflict((oc) => oc.columns(["user_id", "course_id"]).doNothing())
      .execute();
  }
}

/**
 * The demo student (13800000001) has watched part of three courses and collected two courses and a paper video, so the
 * records, "continue learning" and favourites pages have something to show. Only when they have no progress yet.
 */
async function seedDemoHistory(db: Kysely<Database>, now: number): Promise<void> {
  const student = await userId(db, "13800000001");
  if (student === undefined) return;
  const any = await db
    .selectFrom("video_progress")
    .select("video_id")
    .where("user_id", "=", student)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  // course, videos fully watched, then how far into the next one (a share of its length: 01:30 of a 03:20 lesson)
  const history: Array<[string, number, number]> = [
    ["demo-politics-01", 4, 0.45],
    ["demo-math1-04", 3, 0],
    ["demo-english1-05", 5, 0],
  ];
  for (const [hoursAgo, [code, learnt, share]] of history.entries()) {
    const id = await courseId(db, code);
    const videos = await db
      .selectFrom("course_videos")
      .select(["id", "duration_seconds"])
      .where("course_id", "=", id)
      .orderBy("sequence")
      .execute();
    const watchedAt = now - (hoursAgo + 1) * 3_600_000;
    const position = share > 0 ? Math.round(videos[learnt]!.duration_seconds * share) : 0;
    const watched = videos.slice(0, learnt + (position > 0 ? 1 : 0));
    const session = `seed-${code.replace(/^demo-/, "")}`;
    await db.transaction().execute(async (trx) => {
      for (const [index, video] of watched.entries()) {
        const isLast = index === watched.length - 1;
        const at = position > 0 && isLast ? position : video.duration_seconds;
        await trx
          .insertInto("video_progress")
          .values({
            user_id: student,
            video_type: 1,
            video_id: video.id,
            course_id: id,
            position_seconds: at,
            furthest_seconds: at,
            duration_seconds: video.duration_seconds,
            learnt: at * 10 >= video.duration_seconds * 9 ? 1 : 0,
            learnt_at: at * 10 >= video.duration_seconds * 9 ? watchedAt : null,
            session_id: session,
            session_started_at: watchedAt - 3_600_000,
            seq: index,
            created_at: watchedAt,
            updated_at: watchedAt,
          })
          .execute();
      }
      const last = watched[watched.length - 1]!;
      await trx
        .insertInto("course_progress")
        .values({
          user_id: student,
          course_id: id,
          last_video_id: last.id,
          last_position_seconds: position > 0 ? position : last.duration_seconds,
          learnt_count: learnt,
          order_started_at: watchedAt - 3_600_000,
          order_session: session,
          order_seq: watched.length - 1,
          first_watched_at: watchedAt - 3_600_000,
          last_watched_at: watchedAt,
        })
        .execute();
    });
  }
  const collects: Array<{ type: "course" | "paper_video"; id: number }> = [
    { type: "course", id: await courseId(db, "demo-math1-03") },
    { type: "course", id: await courseId(db, "demo-major-01") },
    {
      type: "paper_video",
      id: (
        await db
          .selectFrom("paper_videos")
          .select("id")
          .where("code", "=", "demo-paper-math1-2025-17")
          .executeTakeFirstOrThrow()
      ).id,
    },
  ];
  for (const collect of collects) {
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("content_reactions")
        .values({
          user_id: student,
          target_type: collect.type,
          target_id: collect.id,
          kind: "collect",
          created_at: now - DAY_MS,
        })
        .onConflict((oc) => oc.columns(["user_id", "target_type", "target_id", "kind"]).doNothing())
        .returning("user_id")
        .execute();
      if (inserted.length === 0) return;
      const table = collect.type === "course" ? "courses" : "paper_videos";
      await trx
        .updateTable(table)
        .set({ collect_count: sql`collect_count + 1` })
        .where("id", "=", collect.id)
        .execute();
    });
  }
}

/**
 * Everything of issue 6's demo data. After the schools and users (licences and history refer to them). `media` is what
 * prepareDemoMedia made (or the samples standing in).
 */
export async function seedDemoCourses(db: Kysely<Database>, media: DemoMedia, now: number = Date.now()): Promise<void> {
  await seedCourses(db, now, media);
  await seedPaperVideos(db, now, media);
  await seedLives(db, now, media);
  await seedLicences(db, now);
  await seedEnrolments(db, now);
  await seedDemoHistory(db, now);
}
