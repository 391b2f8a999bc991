// Viewing progress (docs/decisions/0010): beacons from the player (every 10 s, on pause, on end, when the page is
// hidden), the per-course summary with its resume point, and the records pages (my courses, my lectures).
//
// A beacon is applied by one conditional upsert — the rules of progress-rules.ts written as SQL — so the database
// decides between concurrent, duplicate and out-of-order beacons: the resume point moves only for a newer beacon, the
// furthest point only grows, nothing at all changes for a duplicate or an older beacon that is not further. The
// learnt flag is set by a second conditional UPDATE (learnt = 0 AND furthest ≥ 90 %), whose one winner also counts
// the video in course_progress.learnt_count.
import { sql, type RawBuilder } from "kysely";
import { db, dialect } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import type { Viewer } from "~/modules/access/viewer.server";
import { imageUrl } from "~/modules/media/media-links.server";
import { grantSectionFinished } from "~/modules/pinecone/pinecones.server";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import { subjectName, type SubjectCode } from "~/modules/subjects/subjects";
import { recordUsageEvent, type UsageActor } from "~/modules/usage/usage-events.server";
import { watchedSeconds } from "~/modules/usage/watch-time";
import { VIDEO_TYPE, type VideoType } from "~/modules/video/video-types";
import {
  courseCardColumns,
  findPublishedCourse,
  toCourseCard,
  type CourseCard,
  type CourseCardRow,
} from "./course-catalog.server";
import { courseMessages as m } from "./course-messages";
import type { ProgressBeaconInput } from "./course-schemas";
import { clampPosition, percentLearnt, resumePoint } from "./progress-rules";

/** A client clock this far ahead of ours is broken; its sessions would win every comparison. */
const MAX_CLOCK_AHEAD_MS = 24 * 3_600_000;

interface VideoFacts {
  courseId: number | null;
  durationSeconds: number;
}

async function videoFacts(type: VideoType, videoId: number): Promise<VideoFacts> {
  if (type === VIDEO_TYPE.course) {
    const row = await db
      .selectFrom("course_videos as v")
      .innerJoin("courses as c", "c.id", "v.course_id")
      .select(["v.course_id", "v.duration_seconds"])
      .where("v.id", "=", videoId)
      .where("c.published", "=", 1)
      .executeTakeFirst();
    if (!row) throw new DomainError(404, m.videoNotFound);
    return { courseId: row.course_id, durationSeconds: row.duration_seconds };
  }
  const row = await db
    .selectFrom("paper_videos")
    .select("duration_seconds")
    .where("id", "=", videoId)
    .where("published", "=", 1)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.videoNotFound);
  return { courseId: null, durationSeconds: row.duration_seconds };
}

/** `excluded` (the beacon) is newer than the stored row `table`: a later session, or a later seq of the same one. */
function newerThan(table: string, startedAt: string, session: string, seq: string): RawBuilder<boolean> {
  const stored = (column: string) => sql.ref(`${table}.${column}`);
  const given = (column: string) => sql.ref(`excluded.${column}`);
  return sql<boolean>`(${given(startedAt)} > ${stored(startedAt)} OR (${given(startedAt)} = ${stored(startedAt)} AND ${given(session)} = ${stored(session)} AND ${given(seq)} > ${stored(seq)}))`;
}

export interface SavedProgress {
  videoId: number;
  type: VideoType;
  courseId: number | null;
  /** The resume point, seconds. */
  position: number;
  furthest: number;
  duration: number;
  learnt: boolean;
  /** Whether this beacon changed anything (false for a duplicate or a stale one). */
  accepted: boolean;
}

/**
 * POST /Report/website/UserVideoProgress/Save. With `actor`, the seconds watched since the session's previous beacon
 * (watch-time.ts bounds them) are recorded for the usage reports, after the progress is saved.
 */
export async function saveProgress(
  userId: number,
  beacon: ProgressBeaconInput,
  now: number = Date.now(),
  actor: UsageActor | null = null,
): Promise<SavedProgress> {
  if (beacon.startedAt > now + MAX_CLOCK_AHEAD_MS)
    throw new DomainError(400, m.startedAtInFuture, { startedAt: m.startedAtInFuture });
  const type = beacon.type as VideoType;
  const facts = await videoFacts(type, beacon.videoId);
  const position = clampPosition(beacon.position, facts.durationSeconds);
  const newer = newerThan("video_progress", "session_started_at", "session_id", "seq");
  const pick = <T>(column: string) =>
    sql<T>`CASE WHEN ${newer} THEN ${sql.ref(`excluded.${column}`)} ELSE ${sql.ref(`video_progress.${column}`)} END`;

  const { accepted, watched } = await db.transaction().execute(async (trx) => {
    // The stored beacon, before this one replaces it: the previous beacon of the session when it is the same one.
    // Locked on PostgreSQL, so two beacons at once do not both count the same interval.
    const storedQuery = trx
      .selectFrom("video_progress")
      .select(["session_id", "session_started_at", "seq", "position_seconds", "updated_at"])
      .where("user_id", "=", userId)
      .where("video_type", "=", type)
      .where("video_id", "=", beacon.videoId);
    const stored = await (dialect === "postgres" ? storedQuery.forUpdate() : storedQuery).executeTakeFirst();
    const upserted = await trx
      .insertInto("video_progress")
      .values({
        user_id: userId,
        video_type: type,
        video_id: beacon.videoId,
        course_id: facts.courseId,
        position_seconds: position,
        furthest_seconds: position,
        duration_seconds: facts.durationSeconds,
        learnt: 0,
        learnt_at: null,
        session_id: beacon.session,
        session_started_at: beacon.startedAt,
        seq: beacon.seq,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(["user_id", "video_type", "video_id"])
          .doUpdateSet({
            position_seconds: pick<number>("position_seconds"),
            session_id: pick<string>("session_id"),
            session_started_at: pick<number>("session_started_at"),
            seq: pick<number>("seq"),
            furthest_seconds: sql`CASE WHEN excluded.furthest_seconds > video_progress.furthest_seconds THEN excluded.furthest_seconds ELSE video_progress.furthest_seconds END`,
            duration_seconds: sql`excluded.duration_seconds`,
            updated_at: sql`excluded.updated_at`,
          })
          .where(sql<boolean>`(${newer} OR excluded.furthest_seconds > video_progress.furthest_seconds)`),
      )
      .returning("user_id")
      .execute();
    if (upserted.length === 0) return { accepted: false, watched: 0 };
    const sameSession =
      stored !== undefined &&
      stored.session_id === beacon.session &&
      Number(stored.session_started_at) === beacon.startedAt &&
      beacon.seq > stored.seq;
    const watched = sameSession
      ? watchedSeconds({ position: stored.position_seconds, at: Number(stored.updated_at) }, { position, at: now })
      : 0;

    const learnt = await trx
      .updateTable("video_progress")
      .set({ learnt: 1, learnt_at: now })
      .where("user_id", "=", userId)
      .where("video_type", "=", type)
      .where("video_id", "=", beacon.videoId)
      .where("learnt", "=", 0)
      .where(sql<boolean>`furthest_seconds * 10 >= duration_seconds * 9`)
      .executeTakeFirst();
    const becameLearnt = Number(learnt.numUpdatedRows) === 1;
    // 松果 for a course section watched to the end, once per video (docs/decisions/0024).
    if (becameLearnt && facts.courseId !== null) await grantSectionFinished(trx, userId, beacon.videoId, now);

    if (facts.courseId !== null) {
      const courseNewer = newerThan("course_progress", "order_started_at", "order_session", "order_seq");
      await trx
        .insertInto("course_progress")
        .values({
          user_id: userId,
          course_id: facts.courseId,
          last_video_id: beacon.videoId,
          last_position_seconds: position,
          learnt_count: 0,
          order_started_at: beacon.startedAt,
          order_session: beacon.session,
          order_seq: beacon.seq,
          first_watched_at: now,
          last_watched_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(["user_id", "course_id"])
            .doUpdateSet({
              last_video_id: sql`excluded.last_video_id`,
              last_position_seconds: sql`excluded.last_position_seconds`,
              order_started_at: sql`excluded.order_started_at`,
              order_session: sql`excluded.order_session`,
              order_seq: sql`excluded.order_seq`,
              last_watched_at: sql`excluded.last_watched_at`,
            })
            .where(courseNewer),
        )
        .execute();
      if (becameLearnt) {
        await trx
          .updateTable("course_progress")
          .set({ learnt_count: sql`learnt_count + 1` })
          .where("user_id", "=", userId)
          .where("course_id", "=", facts.courseId)
          .execute();
      }
    }
    return { accepted: true, watched };
  });
  await recordUsageEvent(
    actor,
    {
      kind: "watch",
      itemType: type === VIDEO_TYPE.course ? "course_video" : "paper_video",
      itemId: beacon.videoId,
      seconds: watched,
    },
    now,
  );

  const row = await db
    .selectFrom("video_progress")
    .select(["position_seconds", "furthest_seconds", "duration_seconds", "learnt"])
    .where("user_id", "=", userId)
    .where("video_type", "=", type)
    .where("video_id", "=", beacon.videoId)
    .executeTakeFirstOrThrow();
  return {
    videoId: beacon.videoId,
    type,
    courseId: facts.courseId,
    position: row.position_seconds,
    furthest: row.furthest_seconds,
    duration: row.duration_seconds,
    learnt: row.learnt === 1,
    accepted,
  };
}

/** Where a viewer stands in one video (for the player's resume point); null when never watched. */
export async function videoProgressOf(userId: number | null, type: VideoType, videoId: number) {
  if (userId === null) return null;
  const row = await db
    .selectFrom("video_progress")
    .select(["position_seconds", "furthest_seconds", "duration_seconds", "learnt"])
    .where("user_id", "=", userId)
    .where("video_type", "=", type)
    .where("video_id", "=", videoId)
    .executeTakeFirst();
  return row
    ? {
        position: row.position_seconds,
        furthest: row.furthest_seconds,
        duration: row.duration_seconds,
        learnt: row.learnt === 1,
      }
    : null;
}

export interface ResumeTarget {
  videoId: number;
  title: string;
  sequence: number;
  /** Seconds. */
  position: number;
  duration: number;
}

/** The video and second "continue learning" goes to for this user in this course; null before the first beacon. */
export async function courseResumePoint(userId: number, courseId: number): Promise<ResumeTarget | null> {
  const progress = await db
    .selectFrom("course_progress")
    .select(["last_video_id", "last_position_seconds"])
    .where("user_id", "=", userId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  if (!progress) return null;
  const last = await db
    .selectFrom("course_videos")
    .select(["id", "title", "sequence", "duration_seconds"])
    .where("id", "=", progress.last_video_id)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  if (!last) return null;
  const next = await db
    .selectFrom("course_videos")
    .select(["id", "title", "sequence", "duration_seconds"])
    .where("course_id", "=", courseId)
    .where("sequence", ">", last.sequence)
    .orderBy("sequence")
    .limit(1)
    .executeTakeFirst();
  const point = resumePoint(
    {
      id: last.id,
      sequence: last.sequence,
      durationSeconds: last.duration_seconds,
      position: progress.last_position_seconds,
    },
    next ? { id: next.id, sequence: next.sequence, durationSeconds: next.duration_seconds } : null,
  );
  const video = point.videoId === last.id ? last : next!;
  return {
    videoId: video.id,
    title: video.title,
    sequence: video.sequence,
    position: point.position,
    duration: video.duration_seconds,
  };
}

export interface CourseSummary {
  courseId: number;
  title: string;
  videoCount: number;
  learntCount: number;
  /** Whole percent of videos learnt, rounded down. */
  percent: number;
  /** Seconds of video in the course. */
  totalDuration: number;
  /** Videos the user has started. */
  startedCount: number;
  firstWatchedAt: string | null;
  lastWatchedAt: string | null;
  /** Where "continue" goes; null before the first beacon (start at the first video). */
  resume: ResumeTarget | null;
}

/** GET /api/Course/summary: one user's progress in one course. */
export async function getCourseSummary(userId: number, courseId: number): Promise<CourseSummary> {
  const course = await findPublishedCourse(courseId);
  const [progress, started, resume] = await Promise.all([
    db
      .selectFrom("course_progress")
      .select(["learnt_count", "first_watched_at", "last_watched_at"])
      .where("user_id", "=", userId)
      .where("course_id", "=", courseId)
      .executeTakeFirst(),
    db
      .selectFrom("video_progress")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("user_id", "=", userId)
      .where("course_id", "=", courseId)
      .where("video_type", "=", VIDEO_TYPE.course)
      .executeTakeFirst(),
    courseResumePoint(userId, courseId),
  ]);
  const learntCount = Math.min(progress?.learnt_count ?? 0, course.video_count);
  return {
    courseId,
    title: course.title,
    videoCount: course.video_count,
    learntCount,
    percent: percentLearnt(learntCount, course.video_count),
    totalDuration: course.total_duration,
    startedCount: Number(started?.count ?? 0),
    firstWatchedAt: progress ? new Date(progress.first_watched_at).toISOString() : null,
    lastWatchedAt: progress ? new Date(progress.last_watched_at).toISOString() : null,
    resume,
  };
}

export interface CourseProgressBrief {
  learntCount: number;
  percent: number;
  lastVideoId: number;
  lastPosition: number;
  lastWatchedAt: string;
}

export type CourseWithProgress = CourseCard & { progress: CourseProgressBrief | null };
/** A course the user has watched: its progress is always there. */
type WatchedCourse = CourseCard & { progress: CourseProgressBrief };

export function progressBrief(
  row: { learnt_count: number; last_video_id: number; last_position_seconds: number; last_watched_at: number },
  videoCount: number,
): CourseProgressBrief {
  const learntCount = Math.min(row.learnt_count, videoCount);
  return {
    learntCount,
    percent: percentLearnt(learntCount, videoCount),
    lastVideoId: row.last_video_id,
    lastPosition: row.last_position_seconds,
    lastWatchedAt: new Date(row.last_watched_at).toISOString(),
  };
}

/** POST /Report/website/UserVideoProgress/GetMyCoursePageList: courses the user has watched, last watched first. */
export async function listCourseProgress(
  viewer: Viewer & { userId: number },
  paging: Paging,
): Promise<Page<WatchedCourse>> {
  const base = db
    .selectFrom("course_progress as p")
    .innerJoin("courses as c", "c.id", "p.course_id")
    .where("p.user_id", "=", viewer.userId)
    .where("c.published", "=", 1);
  const ordered = base
    .select([...courseCardColumns, "p.learnt_count", "p.last_video_id", "p.last_position_seconds", "p.last_watched_at"])
    .orderBy("p.last_watched_at", "desc")
    .orderBy("p.course_id", "desc");
  return fetchPage(paging, base, ordered, (rows) => {
    const now = Date.now();
    return rows.map((row) => ({
      ...toCourseCard(row as CourseCardRow, viewer, now),
      progress: progressBrief(row, row.video_count),
    }));
  });
}

export interface LectureProgressItem {
  /** 1 course video, 2 paper video. */
  type: VideoType;
  id: number;
  title: string;
  duration: number;
  poster: string | null;
  position: number;
  furthest: number;
  learnt: boolean;
  /** Whole percent of the video reached (furthest point). */
  percent: number;
  updatedAt: string;
  course: { id: number; title: string; subject: SubjectCode; subjectName: string } | null;
  paper: { subject: string; subjectName: string; examYear: number; paper: string; questionLabel: string } | null;
}

/** Details of course videos and paper videos by id, for lists that mix both (records, favourites). */
export async function lectureDetails(ids: { course: number[]; paper: number[] }) {
  const [courseVideos, paperVideos] = await Promise.all([
    ids.course.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("course_videos as v")
          .innerJoin("courses as c", "c.id", "v.course_id")
          .select([
            "v.id",
            "v.title",
            "v.duration_seconds",
            "v.poster_key",
            "c.id as course_id",
            "c.title as course_title",
            "c.subject",
          ])
          .where("v.id", "in", ids.course)
          .where("c.published", "=", 1)
          .execute(),
    ids.paper.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("paper_videos")
          .select(["id", "title", "duration_seconds", "poster_key", "subject", "exam_year", "paper", "question_label"])
          .where("id", "in", ids.paper)
          .where("published", "=", 1)
          .execute(),
  ]);
  return {
    course: new Map(courseVideos.map((row) => [row.id, row])),
    paper: new Map(paperVideos.map((row) => [row.id, row])),
  };
}

export interface LectureBase {
  type: VideoType;
  id: number;
  title: string;
  duration: number;
  poster: string | null;
  course: LectureProgressItem["course"];
  paper: LectureProgressItem["paper"];
}

export function lectureBase(
  details: Awaited<ReturnType<typeof lectureDetails>>,
  type: number,
  id: number,
  viewer: Viewer,
  now: number,
): LectureBase | null {
  if (type === VIDEO_TYPE.course) {
    const video = details.course.get(id);
    if (!video) return null;
    return {
      type: VIDEO_TYPE.course,
      id,
      title: video.title,
      duration: video.duration_seconds,
      poster: imageUrl(video.poster_key, viewer.subject, now),
      course: {
        id: video.course_id,
        title: video.course_title,
        // Written only from subjects (the seed's course data is typed SubjectCode).
        subject: video.subject as SubjectCode,
        subjectName: subjectName(video.subject),
      },
      paper: null,
    };
  }
  const video = details.paper.get(id);
  if (!video) return null;
  return {
    type: VIDEO_TYPE.paper,
    id,
    title: video.title,
    duration: video.duration_seconds,
    poster: imageUrl(video.poster_key, viewer.subject, now),
    course: null,
    paper: {
      subject: video.subject,
      subjectName: subjectName(video.subject),
      examYear: video.exam_year,
      paper: video.paper,
      questionLabel: video.question_label,
    },
  };
}

/** POST /Report/website/UserVideoProgress/GetMyLecturePageList: every video the user has watched, latest first. */
export async function listLectureProgress(
  viewer: Viewer & { userId: number },
  paging: Paging,
): Promise<Page<LectureProgressItem>> {
  const base = db.selectFrom("video_progress").where("user_id", "=", viewer.userId);
  const ordered = base
    .select([
      "video_type",
      "video_id",
      "position_seconds",
      "furthest_seconds",
      "duration_seconds",
      "learnt",
      "updated_at",
    ])
    .orderBy("updated_at", "desc")
    .orderBy("video_id", "desc");
  return fetchPage(paging, base, ordered, async (rows) => {
    const details = await lectureDetails({
      course: rows.filter((row) => row.video_type === VIDEO_TYPE.course).map((row) => row.video_id),
      paper: rows.filter((row) => row.video_type === VIDEO_TYPE.paper).map((row) => row.video_id),
    });
    const now = Date.now();
    const items: LectureProgressItem[] = [];
    for (const row of rows) {
      const base = lectureBase(details, row.video_type, row.video_id, viewer, now);
      // A video taken down since keeps its record but is not listed.
      if (!base) continue;
      items.push({
        ...base,
        position: row.position_seconds,
        furthest: row.furthest_seconds,
        learnt: row.learnt === 1,
        percent: percentLearnt(row.furthest_seconds, row.duration_seconds),
        updatedAt: new Date(row.updated_at).toISOString(),
      });
    }
    return items;
  });
}
