// 真题 (past papers): one published row per national paper (subject × exam year). The list by subject and year
// (latest year first, then the subjects in subjects.ts order), a paper with its structure and explanation videos
// (the paper_videos of the same subject and year), 收藏 through content_reactions, the student's collected papers,
// and the home page's recommendation and the search page's matches.
import { sql } from "kysely";
import { db } from "~/db/client.server";
import { containsPattern } from "~/db/like-pattern";
import { DomainError } from "~/lib/domain-error";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import { PAGE_ROWS_MAX, type Paging } from "~/modules/paging/paging-schemas";
import { reactionsOf, setReaction } from "~/modules/reactions/reactions.server";
import { subjectCodeOf, subjectName } from "~/modules/subjects/subjects";
import { paperMessages as m } from "./paper-messages";
import {
  isPaperSubject,
  paperSubjects,
  type PaperListInput,
  type PaperQueryInput,
  type PaperSubjectCode,
} from "./paper-schemas";
import { parseStructure, type PaperPart } from "./paper-structure";

export interface PaperCard {
  id: number;
  title: string;
  subject: PaperSubjectCode;
  subjectName: string;
  year: number;
  durationMinutes: number;
  totalScore: number;
  viewCount: number;
  likeCount: number;
  collectCount: number;
  publishedAt: string | null;
}

/** A card with its explanation-video count and whether the viewer collected it (truequestion-page-query, the pages). */
export interface PaperQueryCard extends PaperCard {
  videoCount: number;
  collected: boolean;
}

interface PaperVideoEntry {
  id: number;
  questionNumber: number;
  questionLabel: string;
  title: string;
  /** Seconds. */
  duration: number;
}

export interface PaperDetail extends PaperCard {
  description: string;
  structure: PaperPart[];
  /** Pages of the paper's PDF (read when the console accepted it); null without one. */
  pageCount: number | null;
  collected: boolean;
  /** This paper's explanation videos in question order. */
  videos: PaperVideoEntry[];
  /** The same subject's other published papers, latest first. */
  otherYears: Array<{ id: number; year: number }>;
}

const cardColumns = [
  "id",
  "title",
  "subject",
  "exam_year",
  "duration_minutes",
  "total_score",
  "view_count",
  "like_count",
  "collect_count",
  "published_at",
] as const;

interface CardRow {
  id: number;
  title: string;
  subject: string;
  exam_year: number;
  duration_minutes: number;
  total_score: number;
  view_count: number;
  like_count: number;
  collect_count: number;
  published_at: number | null;
}

function toCard(row: CardRow): PaperCard {
  return {
    id: row.id,
    title: row.title,
    // Only the seed writes papers, with codes of the paper subjects.
    subject: row.subject as PaperSubjectCode,
    subjectName: subjectName(row.subject),
    year: row.exam_year,
    durationMinutes: row.duration_minutes,
    totalScore: row.total_score,
    viewCount: row.view_count,
    likeCount: row.like_count,
    collectCount: row.collect_count,
    publishedAt: row.published_at === null ? null : new Date(Number(row.published_at)).toISOString(),
  };
}

function published() {
  return db.selectFrom("exam_papers").where("published", "=", 1);
}

/** The subjects in subjects.ts order (政治, 英语一 … 数学三), not alphabetical: a CASE over constant codes. */
const subjectOrder = sql<number>`case ${sql.ref("subject")} ${sql.join(
  paperSubjects.map((subject, index) => sql`when ${sql.lit(subject.code)} then ${sql.lit(index)}`),
  sql` `,
)} else ${sql.lit(paperSubjects.length)} end`;

const paperKey = (subject: string, year: number) => `${subject}:${year}`;

/** Published explanation videos per paper of these rows: one grouped query on paper_videos' (subject, year) index. */
async function videoCountsOf(
  rows: ReadonlyArray<Pick<CardRow, "subject" | "exam_year">>,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (rows.length === 0) return counts;
  const found = await db
    .selectFrom("paper_videos")
    .select(["subject", "exam_year", (eb) => eb.fn.countAll<number>().as("count")])
    .where("published", "=", 1)
    .where("subject", "in", [...new Set(rows.map((row) => row.subject))])
    .where("exam_year", "in", [...new Set(rows.map((row) => row.exam_year))])
    .groupBy(["subject", "exam_year"])
    .execute();
  for (const row of found) counts.set(paperKey(row.subject, row.exam_year), Number(row.count));
  return counts;
}

const countOf = (counts: Map<string, number>, row: Pick<CardRow, "subject" | "exam_year">) =>
  counts.get(paperKey(row.subject, row.exam_year)) ?? 0;

function filtered(input: { subject?: string; year?: number; keyword?: string }) {
  let query = published();
  if (input.subject) query = query.where("subject", "=", input.subject);
  if (input.year) query = query.where("exam_year", "=", input.year);
  if (input.keyword) {
    // The title, or the subject named as a whole (数学一 finds 数学（一）, whose title spells it differently).
    const pattern = containsPattern(input.keyword);
    const code = subjectCodeOf(input.keyword);
    query = query.where((eb) =>
      code && isPaperSubject(code)
        ? eb.or([sql<boolean>`title like ${pattern} escape '\\'`, eb("subject", "=", code)])
        : sql<boolean>`title like ${pattern} escape '\\'`,
    );
  }
  return query;
}

function ordered(query: ReturnType<typeof published>) {
  return query.select(cardColumns).orderBy("exam_year", "desc").orderBy(subjectOrder).orderBy("id");
}

/** GET /api/TrueQuestion/page-query: the papers, latest year first, then by subject. */
export async function listPapers(input: PaperListInput): Promise<Page<PaperCard>> {
  const base = filtered(input);
  return fetchPage(input, base, ordered(base), (rows) => rows.map(toCard));
}

/**
 * GET /api/TrueQuestion/truequestion-page-query and the list pages: page-query's list with a keyword, each paper's
 * explanation-video count and whether this user collected it (two more queries per page, not per paper).
 */
export async function queryPapers(userId: number | null, input: PaperQueryInput): Promise<Page<PaperQueryCard>> {
  const base = filtered(input);
  return fetchPage(input, base, ordered(base), async (rows) => {
    const [counts, reactions] = await Promise.all([
      videoCountsOf(rows),
      reactionsOf(
        userId,
        "exam_paper",
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((row) => ({
      ...toCard(row),
      videoCount: countOf(counts, row),
      collected: reactions.collected.has(row.id),
    }));
  });
}

/** Exam years that have a published paper (the year filter), latest first. */
export async function listPaperYears(): Promise<number[]> {
  const rows = await published().select("exam_year").distinct().orderBy("exam_year", "desc").execute();
  return rows.map((row) => row.exam_year);
}

/**
 * One paper for its page: counts the view, then reads it with its structure, the viewer's 收藏, its explanation videos
 * and the same subject's other years. 404 for an unknown or unpublished paper.
 */
export async function getPaper(
  userId: number | null,
  id: number,
  options: { countView?: boolean } = {},
): Promise<PaperDetail> {
  if (options.countView) {
    await db
      .updateTable("exam_papers")
      .set({ view_count: sql`view_count + 1` })
      .where("id", "=", id)
      .where("published", "=", 1)
      .execute();
  }
  const row = await published()
    .select([...cardColumns, "description", "structure", "page_count"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.notFound);
  return detailOf(userId, row);
}

/**
 * The console's preview (真题管理): the paper as its page would show it, whatever its state, with nothing of a
 * reader's own and no view counted. The caller has checked the operator; 404 for an unknown id.
 */
export async function getPaperPreview(id: number): Promise<PaperDetail> {
  const row = await db
    .selectFrom("exam_papers")
    .select([...cardColumns, "description", "structure", "page_count"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.notFound);
  return detailOf(null, row);
}

/** A paper row with its structure, the viewer's 收藏, its explanation videos and the same subject's other years. */
async function detailOf(
  userId: number | null,
  row: CardRow & { description: string; structure: string; page_count: number | null },
): Promise<PaperDetail> {
  const id = row.id;
  const [reactions, videos, others] = await Promise.all([
    reactionsOf(userId, "exam_paper", [id]),
    db
      .selectFrom("paper_videos")
      .select(["id", "question_number", "question_label", "title", "duration_seconds"])
      .where("published", "=", 1)
      .where("subject", "=", row.subject)
      .where("exam_year", "=", row.exam_year)
      .orderBy("question_number")
      .orderBy("id")
      .execute(),
    published()
      .select(["id", "exam_year"])
      .where("subject", "=", row.subject)
      .where("id", "!=", id)
      .orderBy("exam_year", "desc")
      .execute(),
  ]);
  return {
    ...toCard(row),
    description: row.description,
    structure: parseStructure(row.structure),
    pageCount: row.page_count === null ? null : Number(row.page_count),
    collected: reactions.collected.has(id),
    videos: videos.map((video) => ({
      id: video.id,
      questionNumber: video.question_number,
      questionLabel: video.question_label,
      title: video.title,
      duration: video.duration_seconds,
    })),
    otherYears: others.map((other) => ({ id: other.id, year: other.exam_year })),
  };
}

/** 收藏 (on) or 取消收藏 a paper: idempotent; 404 for an unknown or unpublished paper. */
export async function setPaperCollect(userId: number, id: number, collected: boolean) {
  const state = await setReaction(userId, "exam_paper", id, "collect", collected);
  return { id, collected: state.active, collectCount: state.count ?? 0 };
}

export type CollectedPaper = PaperCard & { videoCount: number; collectedAt: string };

/** GET /api/TrueQuestion/favoriteTrueQuestion: the user's collected papers, latest collected first. */
export async function listCollectedPapers(userId: number, paging: Paging): Promise<Page<CollectedPaper>> {
  const base = db
    .selectFrom("content_reactions as r")
    .innerJoin("exam_papers as p", "p.id", "r.target_id")
    .where("r.user_id", "=", userId)
    .where("r.kind", "=", "collect")
    .where("r.target_type", "=", "exam_paper")
    .where("p.published", "=", 1);
  const rows = base
    .select([...cardColumns.map((column) => `p.${column}` as const), "r.created_at as collected_at"])
    .orderBy("r.created_at", "desc")
    .orderBy("r.target_id", "desc");
  return fetchPage(paging, base, rows, async (found) => {
    const counts = await videoCountsOf(found);
    return found.map((row) => ({
      ...toCard(row),
      videoCount: countOf(counts, row),
      collectedAt: new Date(Number(row.collected_at)).toISOString(),
    }));
  });
}

/** How many of the latest exam years the recommendation draws from. */
const RECENT_YEARS = 3;

export type RecommendedPaper = PaperCard & { videoCount: number };

/**
 * GET /api/HomePage/TrueQuestionRecommend and the home pages: papers of the latest exam years, those with the most
 * explanation videos first, then the most viewed, then the latest.
 */
export async function recommendedPapers(limit: number): Promise<RecommendedPaper[]> {
  const latest = await published()
    .select((eb) => eb.fn.max("exam_year").as("year"))
    .executeTakeFirst();
  if (!latest?.year) return [];
  const rows = await ordered(published().where("exam_year", ">", Number(latest.year) - RECENT_YEARS)).execute();
  const counts = await videoCountsOf(rows);
  return rows
    .map((row, index) => ({ card: { ...toCard(row), videoCount: countOf(counts, row) }, index }))
    .sort((a, b) => b.card.videoCount - a.card.videoCount || b.card.viewCount - a.card.viewCount || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map(({ card }) => card);
}

export interface PaperSearchHit {
  id: number;
  title: string;
  subject: string;
  subjectName: string;
  year: number;
  videoCount: number;
  viewCount: number;
}

/** The search page: papers whose title contains the keyword (% and _ taken literally) or whose subject it names. */
export async function searchPapers(input: {
  keyword: string;
  page: number;
  rows: number;
}): Promise<{ total: number; items: PaperSearchHit[] }> {
  const base = filtered({ keyword: input.keyword.trim() });
  // The caller validates; still never an unbounded or negative page.
  const paging = {
    page: Math.max(1, Math.floor(input.page) || 1),
    rows: Math.min(Math.max(1, Math.floor(input.rows) || 1), PAGE_ROWS_MAX),
  };
  const page = await fetchPage(paging, base, ordered(base), async (rows) => {
    const counts = await videoCountsOf(rows);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      subject: row.subject,
      subjectName: subjectName(row.subject),
      year: row.exam_year,
      videoCount: countOf(counts, row),
      viewCount: row.view_count,
    }));
  });
  return { total: page.total, items: page.items };
}
