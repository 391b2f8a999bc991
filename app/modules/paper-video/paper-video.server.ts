// 真题解析 (paper-explanation videos): subjects with their years, the list by paper, the hot list, the detail with its
// neighbours in the paper, the play URL under the entitlement rule (a licence of the subject or of everything; a
// free-preview video for anyone who may browse — docs/decisions/0010), and likes/collects.
import { recordLicenceRefusal } from "~/modules/usage/usage-refusals.server";
import { sql } from "kysely";
import { db } from "~/db/client.server";
import { containsPattern } from "~/db/like-pattern";
import { DomainError } from "~/lib/domain-error";
import {
  accessSummary,
  assertEntitled,
  entitlementIn,
  loadAccessContext,
  playbackSubject,
  type AccessContext,
  type AccessSummary,
} from "~/modules/access/content-access.server";
import type { Viewer } from "~/modules/access/viewer.server";
import { videoProgressOf } from "~/modules/course/progress.server";
import { imageUrl } from "~/modules/media/media-links.server";
import { fetchPage, pageOffset, type Page } from "~/modules/paging/paged-query";
import { reactionsOf, setReaction } from "~/modules/reactions/reactions.server";
import { subjectName, subjects, type SubjectCode } from "~/modules/subjects/subjects";
import { videoGrant, type VideoGrant } from "~/modules/video/video-grant.server";
import { VIDEO_TYPE } from "~/modules/video/video-types";
import { paperVideoMessages as m } from "./paper-video-messages";
import type { PaperVideoListInput, ShortPaperVideoListInput } from "./paper-video-schemas";

export interface PaperVideoCard {
  id: number;
  subject: SubjectCode;
  subjectName: string;
  examYear: number;
  paper: string;
  questionNumber: number;
  questionLabel: string;
  title: string;
  teacher: string;
  /** Seconds. */
  duration: number;
  poster: string | null;
  freePreview: boolean;
  viewCount: number;
  likeCount: number;
  collectCount: number;
  publishedAt: string | null;
}

export interface PaperVideoDetail extends PaperVideoCard {
  introduction: string;
  liked: boolean;
  collected: boolean;
  access: AccessSummary;
  /** The previous and next question of the same paper that has a video. */
  previousId: number | null;
  nextId: number | null;
}

const cardColumns = [
  "id",
  "subject",
  "exam_year",
  "paper",
  "question_number",
  "question_label",
  "title",
  "teacher",
  "duration_seconds",
  "poster_key",
  "free_preview",
  "view_count",
  "like_count",
  "collect_count",
  "published_at",
] as const;

export interface CardRow {
  id: number;
  subject: string;
  exam_year: number;
  paper: string;
  question_number: number;
  question_label: string;
  title: string;
  teacher: string;
  duration_seconds: number;
  poster_key: string | null;
  free_preview: number;
  view_count: number;
  like_count: number;
  collect_count: number;
  published_at: number | null;
}

/** A paper video row as its card: also the console's preview (paper-video-editor-pages.server.ts). */
export function toCard(row: CardRow, viewer: Viewer, now: number): PaperVideoCard {
  return {
    id: row.id,
    // Written only from the subjects list (the seed and the console's schema check it).
    subject: row.subject as SubjectCode,
    subjectName: subjectName(row.subject),
    examYear: row.exam_year,
    paper: row.paper,
    questionNumber: row.question_number,
    questionLabel: row.question_label,
    title: row.title,
    teacher: row.teacher,
    duration: row.duration_seconds,
    poster: imageUrl(row.poster_key, viewer.subject, now),
    freePreview: row.free_preview === 1,
    viewCount: row.view_count,
    likeCount: row.like_count,
    collectCount: row.collect_count,
    publishedAt: row.published_at === null ? null : new Date(row.published_at).toISOString(),
  };
}

function published() {
  return db.selectFrom("paper_videos").where("published", "=", 1);
}

export interface PaperVideoSubject {
  code: SubjectCode;
  name: string;
  count: number;
  /** Exam years with videos, latest first. */
  years: number[];
}

/** GET /api/TrueQuestionVideo/subjects: subjects that have explanation videos, with their years. */
export async function listPaperVideoSubjects(): Promise<PaperVideoSubject[]> {
  const rows = await published()
    .select(["subject", "exam_year", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy(["subject", "exam_year"])
    .execute();
  return subjects
    .map((subject) => {
      const mine = rows.filter((row) => row.subject === subject.code);
      return {
        code: subject.code,
        name: subject.name,
        count: mine.reduce((sum, row) => sum + Number(row.count), 0),
        years: mine.map((row) => row.exam_year).sort((a, b) => b - a),
      };
    })
    .filter((subject) => subject.count > 0);
}

/** GET /api/TrueQuestionVideo/page: by paper (latest year first, question order), or hottest, or newest. */
export async function listPaperVideos(
  viewer: Viewer,
  input: PaperVideoListInput,
  now: number = Date.now(),
): Promise<Page<PaperVideoCard>> {
  let base = published();
  if (input.subject) base = base.where("subject", "=", input.subject);
  if (input.year) base = base.where("exam_year", "=", input.year);
  if (input.keyword) base = base.where(sql<boolean>`title like ${containsPattern(input.keyword)} escape '\\'`);
  let ordered = base.select(cardColumns);
  if (input.sort === "hot") ordered = ordered.orderBy("view_count", "desc").orderBy("id", "desc");
  else if (input.sort === "new") ordered = ordered.orderBy("published_at", "desc").orderBy("id", "desc");
  else ordered = ordered.orderBy("exam_year", "desc").orderBy("subject").orderBy("question_number").orderBy("id");
  return fetchPage(input, base, ordered, (rows) => rows.map((row) => toCard(row, viewer, now)));
}

/** GET /api/TrueQuestionVideo/hot. */
export async function listHotPaperVideos(
  viewer: Viewer,
  input: ShortPaperVideoListInput,
  now: number = Date.now(),
): Promise<PaperVideoCard[]> {
  const rows = await published()
    .select(cardColumns)
    .orderBy("view_count", "desc")
    .orderBy("id", "desc")
    .limit(input.rows)
    .offset(pageOffset(input))
    .execute();
  return rows.map((row) => toCard(row, viewer, now));
}

async function findPaperVideo(id: number) {
  const row = await published()
    .select([...cardColumns, "introduction", "media_key"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.notFound);
  return row;
}

/** The detail and the play URL decide alike: a licence of the subject, or a free-preview video. */
export function paperVideoEntitlement(context: AccessContext, video: { subject: string; free_preview: number }) {
  return entitlementIn(
    context,
    { kind: "paper-video", subject: video.subject },
    { free: false, freePreview: video.free_preview === 1 },
  );
}

/** GET /api/TrueQuestionVideo/detail. */
export async function getPaperVideo(viewer: Viewer, id: number, now: number = Date.now()): Promise<PaperVideoDetail> {
  const video = await findPaperVideo(id);
  const samePaper = () =>
    published().select("id").where("subject", "=", video.subject).where("exam_year", "=", video.exam_year);
  const [context, reactions, previous, next] = await Promise.all([
    loadAccessContext(viewer, now),
    reactionsOf(viewer.userId, "paper_video", [id]),
    samePaper()
      .where("question_number", "<", video.question_number)
      .orderBy("question_number", "desc")
      .limit(1)
      .executeTakeFirst(),
    samePaper()
      .where("question_number", ">", video.question_number)
      .orderBy("question_number", "asc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  const entitlement = paperVideoEntitlement(context, video);
  return {
    ...toCard(video, viewer, now),
    introduction: video.introduction,
    liked: reactions.liked.has(id),
    collected: reactions.collected.has(id),
    access: accessSummary(entitlement),
    previousId: previous?.id ?? null,
    nextId: next?.id ?? null,
  };
}

export interface PaperVideoPlayGrant extends VideoGrant {
  id: number;
}

/** GET /api/TrueQuestionVideo/playurl. */
export async function paperVideoPlayUrl(
  viewer: Viewer,
  id: number,
  now: number = Date.now(),
): Promise<PaperVideoPlayGrant> {
  const video = await findPaperVideo(id);
  const context = await loadAccessContext(viewer, now);
  const entitlement = paperVideoEntitlement(context, video);
  if (!entitlement.allowed) await recordLicenceRefusal(viewer, entitlement, { type: "paper_video", id: video.id }, now);
  assertEntitled(entitlement, { paperVideoId: video.id });
  const subject = playbackSubject(viewer);
  const [progress] = await Promise.all([
    videoProgressOf(viewer.userId, VIDEO_TYPE.paper, video.id),
    db.updateTable("paper_videos").set({ view_count: sql`view_count + 1` }).where("id", "=", video.id).execute(),
  ]);
  return { id: video.id, ...(await videoGrant(video, subject, entitlement.basis, progress, now)) };
}

export async function setPaperVideoLike(userId: number, id: number, liked: boolean) {
  const state = await setReaction(userId, "paper_video", id, "like", liked);
  return { id, liked: state.active, likeCount: state.count ?? 0 };
}

export async function setPaperVideoCollect(userId: number, id: number, collected: boolean) {
  const state = await setReaction(userId, "paper_video", id, "collect", collected);
  return { id, collected: state.active, collectCount: state.count ?? 0 };
}
