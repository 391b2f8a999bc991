// What a user has studied, of every kind, latest first: the personal centre's 学习记录. Each kind keeps its own
// table — video_progress (course videos and paper explanations, written by the player's beacons, app/modules/course/
// progress.server.ts) and word_study_days with word_review_logs (app/modules/word) — and this is one UNION ALL over
// them, paged like every list. Downloads are not recorded anywhere yet (past papers' files are served without a
// per-user row); a table for them joins this union as one more branch.
import { sql } from "kysely";
import { db } from "~/db/client.server";
import type { SiteTree } from "~/lib/site-tree";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import { videoPaths } from "~/modules/video/video-paths";
import { VIDEO_TYPE } from "~/modules/video/video-types";
import { dateOfStudyDay } from "~/modules/study-day/study-day";
import { wordPaths } from "~/modules/word/word-paths";

export type StudyRecordKind = "course_video" | "paper_video" | "word_day";

export const studyRecordKindNames: Record<StudyRecordKind, string> = {
  course_video: "课程视频",
  paper_video: "真题解析",
  word_day: "背单词",
};

export interface StudyRecord {
  kind: StudyRecordKind;
  /** The video's id; for a day of words, the study day's number (days since 1970-01-01, 04:00 Asia/Shanghai). */
  id: number;
  /** The video's title; for a day of words, its date (2025-03-10). */
  title: string;
  url: string;
  /** ISO instant of the latest beacon / the day's latest answer. */
  studiedAt: string;
  /** Videos: the furthest point watched and the length, seconds. */
  video: { furthest: number; duration: number; learnt: boolean } | null;
  /** Days of words: new words learnt and reviews answered that day. */
  words: { learnt: number; reviewed: number } | null;
}

const kindOf = (kind: StudyRecordKind) => sql<StudyRecordKind>`${sql.lit(kind)}`.as("kind");
/** Integer columns some branches lack: typed NULLs there, so PostgreSQL can match the branches of the UNION. */
const noInt = <A extends string>(alias: A) => sql<number | null>`cast(null as integer)`.as(alias);
const intOrNull = <A extends string>(column: string, alias: A) => sql<number | null>`${sql.ref(column)}`.as(alias);

function recordRows(userId: number) {
  const videoColumns = (kind: StudyRecordKind) =>
    [
      kindOf(kind),
      "p.video_id as id",
      "v.title as title",
      "p.course_id as course_id",
      intOrNull("p.furthest_seconds", "furthest"),
      intOrNull("p.duration_seconds", "duration"),
      intOrNull("p.learnt", "learnt"),
      noInt("new_words"),
      noInt("reviews"),
      "p.updated_at as studied_at",
    ] as const;
  return db
    .selectFrom("video_progress as p")
    .innerJoin("course_videos as v", "v.id", "p.video_id")
    .innerJoin("courses as c", "c.id", "v.course_id")
    .where("p.user_id", "=", userId)
    .where("p.video_type", "=", VIDEO_TYPE.course)
    .where("c.published", "=", 1)
    .select(videoColumns("course_video"))
    .unionAll(
      db
        .selectFrom("video_progress as p")
        .innerJoin("paper_videos as v", "v.id", "p.video_id")
        .where("p.user_id", "=", userId)
        .where("p.video_type", "=", VIDEO_TYPE.paper)
        .where("v.published", "=", 1)
        .select(videoColumns("paper_video")),
    )
    .unionAll(
      db
        .selectFrom("word_study_days as d")
        .innerJoin("word_review_logs as l", (join) => join.onRef("l.user_id", "=", "d.user_id").onRef("l.study_day", "=", "d.study_day"))
        .where("d.user_id", "=", userId)
        .groupBy(["d.study_day", "d.new_words", "d.reviews"])
        .select([
          kindOf("word_day"),
          "d.study_day as id",
          sql<string>`''`.as("title"),
          noInt("course_id"),
          noInt("furthest"),
          noInt("duration"),
          noInt("learnt"),
          intOrNull("d.new_words", "new_words"),
          intOrNull("d.reviews", "reviews"),
          (eb) => eb.fn.max("l.reviewed_at").as("studied_at"),
        ]),
    );
}

/** Everything the user has studied, latest first (ties: by kind, then newest id), a page at a time. */
export async function listStudyRecords(userId: number, paging: Paging, tree: SiteTree = "desktop"): Promise<Page<StudyRecord>> {
  const all = db.selectFrom(recordRows(userId).as("s"));
  const ordered = all.selectAll("s").orderBy("s.studied_at", "desc").orderBy("s.kind").orderBy("s.id", "desc");
  return fetchPage(paging, all, ordered, (rows) =>
    rows.map((row): StudyRecord => {
      const studiedAt = new Date(Number(row.studied_at)).toISOString();
      if (row.kind === "word_day") {
        return {
          kind: row.kind,
          id: row.id,
          title: dateOfStudyDay(row.id),
          url: wordPaths[tree].wordBook,
          studiedAt,
          video: null,
          words: { learnt: Number(row.new_words), reviewed: Number(row.reviews) },
        };
      }
      return {
        kind: row.kind,
        id: row.id,
        title: row.title,
        url:
          row.kind === "paper_video"
            ? videoPaths[tree].paperVideo(row.id)
            : row.course_id === null
              ? videoPaths[tree].video(row.id)
              : videoPaths[tree].player(row.course_id, row.id),
        studiedAt,
        video: { furthest: Number(row.furthest), duration: Number(row.duration), learnt: Number(row.learnt) === 1 },
        words: null,
      };
    }),
  );
}
