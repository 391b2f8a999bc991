// What a user has studied, of every kind, latest first: the personal centre's 学习记录 (docs/decisions/0022). Each
// kind keeps its own table — video_progress (course videos and paper explanations, written by the player's beacons,
// app/modules/course/progress.server.ts), word_study_days with word_review_logs (app/modules/word), question_attempts
// (mock exams and practice, app/modules/question) and the two download tables (question_downloads, zmt_paper_downloads)
// — and the timeline is ONE UNION ALL over them, each branch filtered by user_id through its own index, then ordered by
// time (ties: kind, newest id) and cut by LIMIT/OFFSET in the database, so a page is exact however the kinds interleave
// and `total` counts the same union. The kind filter leaves branches out of the union; the date range (study days,
// 04:00 Asia/Shanghai) is a WHERE on the union's time. 我的下载 is the same list restricted to the download kinds.
import { sql, type Expression, type SelectQueryBuilder } from "kysely";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import type { SiteTree } from "~/lib/site-tree";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import { examHrefs } from "~/modules/question/attempts/exam-pages";
import { paperPdfPaths } from "~/modules/question/pdf/paper-pdf-paths";
import { practicePaths, practiceQuestionHref } from "~/modules/question/practice/practice-paths";
import { videoPaths } from "~/modules/video/video-paths";
import { VIDEO_TYPE } from "~/modules/video/video-types";
import {
  DAY_MS,
  STUDY_DAY_SHIFT_MS,
  dateOfStudyDay,
  studyDayOfDate,
  studyDayStart,
} from "~/modules/study-day/study-day";
import { trainingPaths } from "~/modules/training/training-paths";
import { wordPaths } from "~/modules/word/word-paths";
import { studyRecordKinds, type StudyRecordKind } from "./record-kinds";

export interface StudyRecord {
  kind: StudyRecordKind;
  /**
   * The video's id; for a day of words, the study day's number (days since 1970-01-01, 04:00 Asia/Shanghai); the
   * attempt's id for an exam or practice; the set's (paper download) or the paper's (zmt download) id.
   */
  id: number;
  /** The video's, set's or paper's title; for a day of words, its date (2025-03-10). */
  title: string;
  /** Where to go on: the player at the resume point, the words' home, the attempt's result, the download's page. */
  url: string;
  /** ISO instant of the latest beacon / the day's latest answer / the attempt's latest change / the latest download. */
  studiedAt: string;
  /** Videos: the furthest point watched and the length, seconds. */
  video: { furthest: number; duration: number; learnt: boolean } | null;
  /** Days of words: new words learnt and reviews answered that day. */
  words: { learnt: number; reviewed: number } | null;
  /** Exams and practice: state, score (hundredths; null until submitted) and the time spent so far, seconds. */
  attempt: {
    state: "in_progress" | "needs_marking" | "finished";
    score: number | null;
    maxScore: number;
    seconds: number;
  } | null;
  /** Downloads: how many times, the first time (ISO). */
  download: { count: number; firstAt: string } | null;
}

export interface StudyRecordFilter {
  /** Kinds to include (default: every kind). */
  kinds?: readonly StudyRecordKind[];
  /** Study days, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
}

/** The union's columns, every branch the same (typed NULLs where a kind has none, so PostgreSQL matches them). */
interface RecordRow {
  kind: StudyRecordKind;
  id: number;
  title: string;
  course_id: number | null;
  furthest: number | null;
  duration: number | null;
  learnt: number | null;
  new_words: number | null;
  reviews: number | null;
  score: number | null;
  max_score: number | null;
  state: string | null;
  started: number | null;
  count: number | null;
  studied_at: number;
}

type Columns = { [K in keyof RecordRow]: Expression<RecordRow[K]> };
const int = (column: string) => sql<number | null>`${sql.ref(column)}`;
const noInt = () => sql<number | null>`cast(null as integer)`;
const noText = () => sql<string | null>`cast(null as varchar(20))`;

/** One branch's select list in the union's order, each column named. */
function columns(kind: StudyRecordKind, given: Partial<Columns> & Pick<Columns, "id" | "title" | "studied_at">) {
  const all: Columns = {
    kind: sql<StudyRecordKind>`${sql.lit(kind)}`,
    id: given.id,
    title: given.title,
    course_id: given.course_id ?? noInt(),
    furthest: given.furthest ?? noInt(),
    duration: given.duration ?? noInt(),
    learnt: given.learnt ?? noInt(),
    new_words: given.new_words ?? noInt(),
    reviews: given.reviews ?? noInt(),
    score: given.score ?? noInt(),
    max_score: given.max_score ?? noInt(),
    state: given.state ?? noText(),
    started: given.started ?? noInt(),
    count: given.count ?? noInt(),
    studied_at: given.studied_at,
  };
  return (Object.keys(all) as (keyof RecordRow)[]).map((name) => sql`${all[name]}`.as(name));
}

type Branch = SelectQueryBuilder<Database, never, RecordRow>;
const asBranch = (query: unknown) => query as Branch;

function videoBranch(userId: number, kind: "course_video" | "paper_video"): Branch {
  const videoColumns = columns(kind, {
    id: sql<number>`p.video_id`,
    title: sql<string>`v.title`,
    course_id: int("p.course_id"),
    furthest: int("p.furthest_seconds"),
    duration: int("p.duration_seconds"),
    learnt: int("p.learnt"),
    studied_at: sql<number>`p.updated_at`,
  });
  if (kind === "course_video") {
    return asBranch(
      db
        .selectFrom("video_progress as p")
        .innerJoin("course_videos as v", "v.id", "p.video_id")
        .innerJoin("courses as c", "c.id", "v.course_id")
        .where("p.user_id", "=", userId)
        .where("p.video_type", "=", VIDEO_TYPE.course)
        .where("c.published", "=", 1)
        .select(videoColumns),
    );
  }
  return asBranch(
    db
      .selectFrom("video_progress as p")
      .innerJoin("paper_videos as v", "v.id", "p.video_id")
      .where("p.user_id", "=", userId)
      .where("p.video_type", "=", VIDEO_TYPE.paper)
      .where("v.published", "=", 1)
      .select(videoColumns),
  );
}

/**
 * A day of words: its counts and its last answer, kept on the day's row with every answer (migration 0024; before, the
 * log was probed once per day of the timeline on every view, docs/decisions/0027). A day without it keeps its start.
 */
function wordDayBranch(userId: number, lastAnswerTime = true): Branch {
  const dayStart = sql<number>`cast(d.study_day as bigint) * ${sql.lit(DAY_MS)} - ${sql.lit(STUDY_DAY_SHIFT_MS)}`;
  const lastAnswer = sql<number | null>`d.last_answer_at`;
  return asBranch(
    db
      .selectFrom("word_study_days as d")
      .where("d.user_id", "=", userId)
      .select(
        columns("word_day", {
          id: sql<number>`d.study_day`,
          title: sql<string>`''`,
          new_words: int("d.new_words"),
          reviews: int("d.reviews"),
          // Counting needs only the day: the date filter's bounds are study days, so the day's start filters alike.
          studied_at: lastAnswerTime ? sql<number>`coalesce(${lastAnswer}, ${dayStart})` : dayStart,
        }),
      ),
  );
}

function attemptBranch(userId: number, kind: "exam" | "practice"): Branch {
  return asBranch(
    db
      .selectFrom("question_attempts as a")
      .innerJoin("question_sets as s", "s.id", "a.set_id")
      .where("a.user_id", "=", userId)
      .where("a.mode", "=", kind === "exam" ? "exam" : "practice")
      .select(
        columns(kind, {
          id: sql<number>`a.id`,
          title: sql<string>`s.title`,
          score: int("a.score"),
          max_score: int("a.max_score"),
          state: sql<string | null>`a.state`,
          started: int("a.started_at"),
          // Submitted: the submission; still open: the latest answer saved.
          studied_at: sql<number>`coalesce(a.submitted_at, a.updated_at)`,
        }),
      ),
  );
}

function paperDownloadBranch(userId: number): Branch {
  return asBranch(
    db
      .selectFrom("question_downloads as q")
      .innerJoin("question_sets as s", "s.id", "q.set_id")
      .where("q.user_id", "=", userId)
      .select(
        columns("paper_download", {
          id: sql<number>`q.set_id`,
          title: sql<string>`s.title`,
          count: int("q.download_count"),
          started: int("q.first_downloaded_at"),
          studied_at: sql<number>`q.last_downloaded_at`,
        }),
      ),
  );
}

function zmtDownloadBranch(userId: number): Branch {
  return asBranch(
    db
      .selectFrom("zmt_paper_downloads as z")
      .innerJoin("zmt_papers as p", "p.id", "z.paper_id")
      .where("z.user_id", "=", userId)
      .select(
        columns("zmt_download", {
          id: sql<number>`z.paper_id`,
          title: sql<string>`p.title`,
          count: int("z.download_count"),
          started: int("z.first_downloaded_at"),
          studied_at: sql<number>`z.last_downloaded_at`,
        }),
      ),
  );
}

function trainingMaterialDownloadBranch(userId: number): Branch {
  return asBranch(
    db
      .selectFrom("training_material_downloads as d")
      .innerJoin("training_materials as t", "t.id", "d.material_id")
      .where("d.user_id", "=", userId)
      .select(
        columns("training_material_download", {
          id: sql<number>`d.material_id`,
          title: sql<string>`t.title`,
          // The batch, for the link back to its 课件 list.
          course_id: int("t.batch_id"),
          count: int("d.download_count"),
          started: int("d.first_downloaded_at"),
          studied_at: sql<number>`d.last_downloaded_at`,
        }),
      ),
  );
}

const branches: Record<StudyRecordKind, (userId: number, exactTimes: boolean) => Branch> = {
  course_video: (userId) => videoBranch(userId, "course_video"),
  paper_video: (userId) => videoBranch(userId, "paper_video"),
  word_day: (userId, exactTimes) => wordDayBranch(userId, exactTimes),
  exam: (userId) => attemptBranch(userId, "exam"),
  practice: (userId) => attemptBranch(userId, "practice"),
  paper_download: paperDownloadBranch,
  zmt_download: zmtDownloadBranch,
  training_material_download: trainingMaterialDownloadBranch,
};

/** The union of the kinds asked for, in a fixed order (so the SQL text is stable per filter). */
function recordRows(userId: number, kinds: readonly StudyRecordKind[], exactTimes = true): Branch {
  const wanted = studyRecordKinds.filter((kind) => kinds.includes(kind));
  const [first, ...rest] = (wanted.length > 0 ? wanted : studyRecordKinds).map((kind) =>
    branches[kind](userId, exactTimes),
  );
  return rest.reduce((union, branch) => union.unionAll(branch), first!);
}

const iso = (time: number) => new Date(Number(time)).toISOString();
const num = (value: number | null) => Number(value ?? 0);

function recordOf(row: RecordRow, tree: SiteTree): StudyRecord {
  const base = {
    kind: row.kind,
    id: Number(row.id),
    title: row.title,
    studiedAt: iso(row.studied_at),
    video: null,
    words: null,
    attempt: null,
    download: null,
  };
  switch (row.kind) {
    case "word_day":
      return {
        ...base,
        title: dateOfStudyDay(base.id),
        url: wordPaths[tree].wordBook,
        words: { learnt: num(row.new_words), reviewed: num(row.reviews) },
      };
    case "course_video":
    case "paper_video":
      return {
        ...base,
        url:
          row.kind === "paper_video"
            ? videoPaths[tree].paperVideo(base.id)
            : row.course_id === null
              ? videoPaths[tree].video(base.id)
              : videoPaths[tree].player(Number(row.course_id), base.id),
        video: { furthest: num(row.furthest), duration: num(row.duration), learnt: num(row.learnt) === 1 },
      };
    case "exam":
    case "practice": {
      const state = row.state as NonNullable<StudyRecord["attempt"]>["state"];
      const hrefs = examHrefs(tree);
      const url =
        row.kind === "exam"
          ? state === "in_progress"
            ? hrefs.attempt(base.id)
            : hrefs.result(base.id)
          : practiceQuestionHref(practicePaths[tree].practice, base.id, 1, "answer");
      return {
        ...base,
        url,
        attempt: {
          state,
          // No score is shown before the attempt is submitted (as the attempt lists show it).
          score: state === "in_progress" || row.score === null ? null : Number(row.score),
          maxScore: num(row.max_score),
          seconds: Math.max(0, Math.round((Number(row.studied_at) - num(row.started)) / 1000)),
        },
      };
    }
    case "paper_download":
      return {
        ...base,
        url: paperPdfPaths[tree].page(base.id),
        download: { count: num(row.count), firstAt: iso(num(row.started)) },
      };
    case "zmt_download":
      return {
        ...base,
        url: practicePaths[tree].zmtShelf,
        download: { count: num(row.count), firstAt: iso(num(row.started)) },
      };
    case "training_material_download":
      return {
        ...base,
        url: trainingPaths[tree].student(num(row.course_id), "materials"),
        download: { count: num(row.count), firstAt: iso(num(row.started)) },
      };
  }
}

/** Everything the user has studied (or the kinds and days asked for), latest first, a page at a time. */
export async function listStudyRecords(
  userId: number,
  paging: Paging,
  tree: SiteTree = "desktop",
  filter: StudyRecordFilter = {},
): Promise<Page<StudyRecord>> {
  const from = filter.from ? dayStartOf(filter.from) : null;
  const to = filter.to ? dayStartOf(filter.to) : null;
  // The count takes a day of words at its start (no look-up of its last answer): the same rows pass the day filter.
  const within = (exactTimes: boolean) => {
    let rows = db.selectFrom(recordRows(userId, filter.kinds ?? studyRecordKinds, exactTimes).as("s"));
    if (from !== null) rows = rows.where("s.studied_at", ">=", from);
    if (to !== null) rows = rows.where("s.studied_at", "<", to + DAY_MS);
    return rows;
  };
  const ordered = within(true).selectAll("s").orderBy("s.studied_at", "desc").orderBy("s.kind").orderBy("s.id", "desc");
  return fetchPage(paging, within(false), ordered, (rows) => rows.map((row) => recordOf(row as RecordRow, tree)));
}

function dayStartOf(date: string): number | null {
  const day = studyDayOfDate(date);
  return day === null ? null : studyDayStart(day);
}
