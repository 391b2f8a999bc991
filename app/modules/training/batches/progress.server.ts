// A batch's progress (issue 27; docs/decisions/0055-training-platform.md), read from what the site already records —
// nothing is copied into training tables: videos watched to the end (video_progress.learnt), words learnt (a card in
// word_cards, as 学习记录 and the word summary count them), questions answered (saved answers of the student's
// attempts), mock exams handed in (question_attempts in mode exam with a submission) with the latest and best score,
// and the last study day: the latest of a video beacon, a word study day, an attempt saved and a wrong-question review.
// One grouped query per measure over the batch's active students (the batch id in the subquery), never one per student.
import { db } from "~/db/client.server";
import { studyDayIndex } from "~/modules/study-day/study-day";
import { dateOfStudyDay } from "~/modules/study-day/study-day";
import type { TrainingBatch } from "../training-access.server";
import { maskPhone } from "./batches.server";

export interface StudentProgress {
  userId: number;
  nickname: string;
  phone: string;
  videos: number;
  words: number;
  questions: number;
  exams: number;
  latestScore: { score: number; maxScore: number } | null;
  bestScore: { score: number; maxScore: number } | null;
  /** YYYY-MM-DD of the last study day, or null when the student never studied. */
  lastStudyDay: string | null;
  /** Whole study days since then (null: never). */
  idleDays: number | null;
  behind: boolean;
}

const studentsOf = (batchId: number) =>
  db
    .selectFrom("training_members")
    .select("user_id")
    .where("batch_id", "=", batchId)
    .where("role", "=", "student")
    .where("state", "=", "active");

/** Every active student's progress, by nickname; `behindDays` decides who has fallen behind. */
export async function batchProgress(
  batch: Pick<TrainingBatch, "id">,
  behindDays: number,
  now: number = Date.now(),
): Promise<StudentProgress[]> {
  const ids = studentsOf(batch.id);
  const [students, videos, words, wordDays, answers, exams, attemptTimes, reviews] = await Promise.all([
    db
      .selectFrom("training_members as t")
      .innerJoin("users as u", "u.id", "t.user_id")
      .select(["u.id", "u.nickname", "u.phone_number"])
      .where("t.batch_id", "=", batch.id)
      .where("t.role", "=", "student")
      .where("t.state", "=", "active")
      .orderBy("u.nickname")
      .orderBy("u.id")
      .execute(),
    db
      .selectFrom("video_progress")
      .select((eb) => [
        "user_id",
        eb.fn.sum<number>(eb.case().when("learnt", "=", 1).then(1).else(0).end()).as("learnt"),
        eb.fn.max("updated_at").as("last"),
      ])
      .where("user_id", "in", ids)
      .groupBy("user_id")
      .execute(),
    db
      .selectFrom("word_cards")
      .select((eb) => ["user_id", eb.fn.countAll<number>().as("words")])
      .where("user_id", "in", ids)
      .groupBy("user_id")
      .execute(),
    db
      .selectFrom("word_study_days")
      .select((eb) => ["user_id", eb.fn.max("study_day").as("last")])
      .where("user_id", "in", ids)
      .groupBy("user_id")
      .execute(),
    db
      .selectFrom("question_attempt_answers as a")
      .innerJoin("question_attempts as q", "q.id", "a.attempt_id")
      .select((eb) => ["q.user_id", eb.fn.countAll<number>().as("answered")])
      .where("q.user_id", "in", ids)
      .where("a.answer", "is not", null)
      .groupBy("q.user_id")
      .execute(),
    db
      .selectFrom("question_attempts")
      .select(["user_id", "score", "max_score", "submitted_at"])
      .where("user_id", "in", ids)
      .where("mode", "=", "exam")
      .where("submitted_at", "is not", null)
      .orderBy("submitted_at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("question_attempts")
      .select((eb) => ["user_id", eb.fn.max("updated_at").as("last")])
      .where("user_id", "in", ids)
      .groupBy("user_id")
      .execute(),
    db
      .selectFrom("question_review_logs")
      .select((eb) => ["user_id", eb.fn.max("study_day").as("last")])
      .where("user_id", "in", ids)
      .groupBy("user_id")
      .execute(),
  ]);
  const today = studyDayIndex(now);
  const lastDay = new Map<number, number>();
  const seen = (userId: number, day: number | null) => {
    if (day === null || !Number.isFinite(day)) return;
    const id = Number(userId);
    lastDay.set(id, Math.max(lastDay.get(id) ?? Number.NEGATIVE_INFINITY, day));
  };
  for (const row of videos) seen(row.user_id, row.last === null ? null : studyDayIndex(Number(row.last)));
  for (const row of attemptTimes) seen(row.user_id, row.last === null ? null : studyDayIndex(Number(row.last)));
  for (const row of wordDays) seen(row.user_id, row.last === null ? null : Number(row.last));
  for (const row of reviews) seen(row.user_id, row.last === null ? null : Number(row.last));
  const count = (rows: { user_id: number }[], key: string) =>
    new Map(rows.map((row) => [Number(row.user_id), Number((row as Record<string, unknown>)[key] ?? 0)]));
  const videoCounts = count(videos, "learnt");
  const wordCounts = count(words, "words");
  const answerCounts = count(answers, "answered");
  const examsOf = new Map<number, { score: number; maxScore: number }[]>();
  for (const row of exams) {
    const list = examsOf.get(Number(row.user_id)) ?? [];
    if (row.score !== null) list.push({ score: Number(row.score), maxScore: Number(row.max_score) });
    else list.push({ score: Number.NaN, maxScore: Number(row.max_score) });
    examsOf.set(Number(row.user_id), list);
  }
  return students.map((student) => {
    const id = Number(student.id);
    const handedIn = examsOf.get(id) ?? [];
    const scored = handedIn.filter((exam) => Number.isFinite(exam.score));
    const best = scored.reduce<{ score: number; maxScore: number } | null>(
      (top, exam) => (top === null || exam.score > top.score ? exam : top),
      null,
    );
    const last = lastDay.get(id);
    const idleDays = last === undefined ? null : Math.max(0, today - last);
    return {
      userId: id,
      nickname: student.nickname,
      phone: maskPhone(student.phone_number),
      videos: videoCounts.get(id) ?? 0,
      words: wordCounts.get(id) ?? 0,
      questions: answerCounts.get(id) ?? 0,
      exams: handedIn.length,
      latestScore: scored.at(-1) ?? null,
      bestScore: best,
      lastStudyDay: last === undefined ? null : dateOfStudyDay(last),
      idleDays,
      behind: idleDays === null || idleDays >= behindDays,
    };
  });
}

/** 学习量: what the ranking sorts by — videos watched, words learnt and questions answered together. */
const studyAmount = (row: Pick<StudentProgress, "videos" | "words" | "questions">) =>
  row.videos + row.words + row.questions;

/** Ranks by 学习量, equal amounts sharing a rank (1, 2, 2, 4). */
export function rankOf(rows: readonly StudentProgress[], userId: number): { rank: number; of: number } | null {
  const mine = rows.find((row) => row.userId === userId);
  if (!mine) return null;
  const amount = studyAmount(mine);
  return { rank: rows.filter((row) => studyAmount(row) > amount).length + 1, of: rows.length };
}

const OVERVIEW_PAGE_SIZE = 50;

export interface OverviewPage {
  days: number;
  behindOnly: boolean;
  page: number;
  pages: number;
  total: number;
  behindCount: number;
  students: StudentProgress[];
}

/** One page of the overview, filtered to the students behind when asked. */
export async function overviewPage(
  batch: Pick<TrainingBatch, "id" | "behindDays">,
  query: { days?: number; behind: boolean; page?: number },
  now: number = Date.now(),
): Promise<OverviewPage> {
  const days = query.days ?? batch.behindDays;
  const all = await batchProgress(batch, days, now);
  const shown = query.behind ? all.filter((row) => row.behind) : all;
  const pages = Math.max(1, Math.ceil(shown.length / OVERVIEW_PAGE_SIZE));
  const page = Math.min(query.page ?? 1, pages);
  return {
    days,
    behindOnly: query.behind,
    page,
    pages,
    total: shown.length,
    behindCount: all.filter((row) => row.behind).length,
    students: shown.slice((page - 1) * OVERVIEW_PAGE_SIZE, page * OVERVIEW_PAGE_SIZE),
  };
}
