// 真题解析视频 (issue 26): the operator files paper-explanation videos as drafts (subject, year, paper, question, title,
// the video from 视频库), previews them as a student would see them, publishes and unpublishes them; one set of rules
// for the console page and /api/console/paper-videos, as 资讯发布 (news-editor.server.ts): a save names its version
// (updated_at), a stale one is 409 with nothing written, every change writes its audit row in its transaction. The
// chosen video sets media_key (its 高清 file), poster_key and duration_seconds. media_key is NOT NULL since migration
// 0006, so a draft still waiting for its video stores "" there: the student services read only published rows, and
// publishing needs a video (a save may not take it away from a published one). Unpublishing only hides the video:
// progress, likes, favourites and views stay, and publishing again keeps the first publication time.
import type { Selectable, Transaction } from "kysely";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import { subjectName, type SubjectCode } from "~/modules/subjects/subjects";
import { type ReadyVideo, readyVideoIdOf, requireReadyVideo } from "~/modules/video-library/video-choices.server";
import { recordConsoleChange } from "./console-audit.server";
import type { NewsState } from "./news-editor-messages";
import type { NewsEditorListInput } from "./news-editor-schemas";
import { paperVideoEditorMessages as m } from "./paper-video-editor-messages";
import type { PaperVideoInput } from "./paper-video-editor-schemas";
import type { ConsoleUser } from "./require-console-user.server";
import { requireOperator } from "./school-scope.server";

/** What media_key holds while a draft has no video yet. */
const NO_VIDEO = "";

export interface EditorPaperVideoItem {
  id: number;
  subject: SubjectCode;
  subjectName: string;
  examYear: number;
  paper: string;
  questionNumber: number;
  questionLabel: string;
  title: string;
  state: NewsState;
  hasVideo: boolean;
  /** Epoch ms of the first publication; null for a video never published. */
  publishedAt: number | null;
  /** Epoch ms of the last change of its fields: the version a save names. */
  updatedAt: number;
  viewCount: number;
}

export interface EditorPaperVideo extends EditorPaperVideoItem {
  teacher: string;
  introduction: string;
  /** The 视频库 video (null: none yet, or a file not from 视频库), its media key and seconds. */
  video: { videoId: number | null; mediaKey: string; durationSeconds: number } | null;
  posterKey: string | null;
  freePreview: boolean;
  likeCount: number;
  collectCount: number;
  createdAt: number;
}

const columns = [
  "id",
  "subject",
  "exam_year",
  "paper",
  "question_number",
  "question_label",
  "title",
  "teacher",
  "introduction",
  "duration_seconds",
  "poster_key",
  "media_key",
  "free_preview",
  "published",
  "published_at",
  "view_count",
  "like_count",
  "collect_count",
  "created_at",
  "updated_at",
] as const;

export type PaperVideoRow = Pick<Selectable<Database["paper_videos"]>, (typeof columns)[number]>;
const itemColumns = [
  "id",
  "subject",
  "exam_year",
  "paper",
  "question_number",
  "question_label",
  "title",
  "media_key",
  "published",
  "published_at",
  "updated_at",
  "view_count",
] as const;
type ItemRow = Pick<PaperVideoRow, (typeof itemColumns)[number]>;

function toItem(row: ItemRow): EditorPaperVideoItem {
  return {
    id: row.id,
    // Written only from subjects (this editor's schema and the seed check it).
    subject: row.subject as SubjectCode,
    subjectName: subjectName(row.subject),
    examYear: Number(row.exam_year),
    paper: row.paper,
    questionNumber: Number(row.question_number),
    questionLabel: row.question_label,
    title: row.title,
    state: Number(row.published) === 1 ? "published" : "draft",
    hasVideo: row.media_key !== NO_VIDEO,
    publishedAt: row.published_at === null ? null : Number(row.published_at),
    updatedAt: Number(row.updated_at),
    viewCount: Number(row.view_count),
  };
}

async function toPaperVideo(row: PaperVideoRow): Promise<EditorPaperVideo> {
  return {
    ...toItem(row),
    teacher: row.teacher,
    introduction: row.introduction,
    video:
      row.media_key === NO_VIDEO
        ? null
        : {
            videoId: await readyVideoIdOf(row.media_key),
            mediaKey: row.media_key,
            durationSeconds: Number(row.duration_seconds),
          },
    posterKey: row.poster_key,
    freePreview: Number(row.free_preview) === 1,
    likeCount: Number(row.like_count),
    collectCount: Number(row.collect_count),
    createdAt: Number(row.created_at),
  };
}

const notFound = () => new DomainError(404, m.notFound);

/** Every paper video, drafts included, the latest change first. */
export async function listEditorPaperVideos(
  caller: ConsoleUser,
  input: NewsEditorListInput,
): Promise<Page<EditorPaperVideoItem>> {
  requireOperator(caller.access);
  let base = db.selectFrom("paper_videos");
  if (input.state) base = base.where("published", "=", input.state === "published" ? 1 : 0);
  const ordered = base.select(itemColumns).orderBy("updated_at", "desc").orderBy("id", "desc");
  return fetchPage(input, base, ordered, (rows) => rows.map(toItem));
}

/** The stored row of one paper video, whatever its state (another: 404); the preview builds on it. */
export async function getEditorPaperVideoRow(caller: ConsoleUser, id: number): Promise<PaperVideoRow> {
  requireOperator(caller.access);
  const row = await db.selectFrom("paper_videos").select(columns).where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** One paper video as stored, whatever its state (another: 404). */
export async function getEditorPaperVideo(caller: ConsoleUser, id: number): Promise<EditorPaperVideo> {
  return toPaperVideo(await getEditorPaperVideoRow(caller, id));
}

/** The chosen 视频库 video, checked ready before any transaction (400 with the reason otherwise). */
const chosenVideo = (input: PaperVideoInput) =>
  input.videoId === undefined ? Promise.resolve(null) : requireReadyVideo(input.videoId);

/**
 * The columns a form's input writes. No video keeps a stored file that is not a 视频库 video (the seeded ones: the
 * select cannot name them), else means none yet.
 */
function columnsOf(
  input: PaperVideoInput,
  chosen: ReadyVideo | null,
  stored: { media_key: string; poster_key: string | null; duration_seconds: number } | null,
  storedIsLibraryVideo: boolean,
) {
  const video = chosen
    ? { media_key: chosen.mediaKey, poster_key: chosen.posterKey, duration_seconds: chosen.durationSeconds }
    : stored && stored.media_key !== NO_VIDEO && !storedIsLibraryVideo
      ? {
          media_key: stored.media_key,
          poster_key: stored.poster_key,
          duration_seconds: Number(stored.duration_seconds),
        }
      : { media_key: NO_VIDEO, poster_key: null, duration_seconds: 0 };
  return {
    subject: input.subject,
    exam_year: input.examYear,
    paper: input.paper,
    question_number: input.questionNumber,
    question_label: input.questionLabel,
    title: input.title,
    teacher: input.teacher,
    introduction: input.introduction,
    ...video,
    free_preview: input.freePreview ? (1 as const) : (0 as const),
  };
}

const editableColumns = [
  "subject",
  "exam_year",
  "paper",
  "question_number",
  "question_label",
  "title",
  "teacher",
  "introduction",
  "media_key",
  "poster_key",
  "duration_seconds",
  "free_preview",
] as const;

async function audit(
  trx: Transaction<Database>,
  caller: ConsoleUser,
  action: string,
  id: number,
  before: unknown,
  after: unknown,
  now: number,
) {
  await recordConsoleChange(
    trx,
    caller.actor,
    { schoolId: null, action, targetType: "paper_video", targetId: id, before, after },
    now,
  );
}

/** A new paper video, a draft until it is published. */
export async function createPaperVideo(
  caller: ConsoleUser,
  input: PaperVideoInput,
  now: number = Date.now(),
): Promise<EditorPaperVideo> {
  requireOperator(caller.access);
  const values = columnsOf(input, await chosenVideo(input), null, false);
  const id = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto("paper_videos")
      .values({
        code: null,
        ...values,
        published: 0,
        published_at: null,
        view_count: 0,
        like_count: 0,
        collect_count: 0,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await audit(trx, caller, "paper_video.create", created.id, null, values, now);
    return created.id;
  });
  return getEditorPaperVideo(caller, id);
}

/**
 * Saves a paper video's new fields over the version it was opened at. Unchanged fields write nothing (no audit row);
 * a version older than the stored one is refused (409); a published video keeps a video (409 otherwise).
 */
export async function updatePaperVideo(
  caller: ConsoleUser,
  id: number,
  version: number,
  input: PaperVideoInput,
  now: number = Date.now(),
): Promise<{ video: EditorPaperVideo; changed: boolean }> {
  requireOperator(caller.access);
  const chosen = await chosenVideo(input);
  // Read outside the transaction (SQLite has one connection); the version check below decides anyway.
  const current = await db.selectFrom("paper_videos").select("media_key").where("id", "=", id).executeTakeFirst();
  const currentIsLibraryVideo = current ? (await readyVideoIdOf(current.media_key)) !== null : false;
  const changed = await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("paper_videos").select(columns).where("id", "=", id).executeTakeFirst();
    if (!before) throw notFound();
    if (Number(before.updated_at) !== version) throw new DomainError(409, m.changedMeanwhile);
    const values = columnsOf(input, chosen, before, currentIsLibraryVideo && current?.media_key === before.media_key);
    const fields = editableColumns.filter((field) => String(before[field] ?? "") !== String(values[field] ?? ""));
    if (fields.length === 0) return false;
    if (Number(before.published) === 1 && values.media_key === NO_VIDEO)
      throw new DomainError(409, m.publishedNeedsVideo);
    const updatedAt = Math.max(now, version + 1);
    const updated = await trx
      .updateTable("paper_videos")
      .set({ ...values, updated_at: updatedAt })
      .where("id", "=", id)
      .where("updated_at", "=", version)
      .executeTakeFirst();
    // Another save committed between the read and this write (PostgreSQL re-checks the version under the row's lock).
    if (Number(updated.numUpdatedRows) !== 1) throw new DomainError(409, m.changedMeanwhile);
    await audit(
      trx,
      caller,
      "paper_video.update",
      id,
      Object.fromEntries(fields.map((field) => [field, before[field]])),
      Object.fromEntries(fields.map((field) => [field, values[field]])),
      updatedAt,
    );
    return true;
  });
  return { video: await getEditorPaperVideo(caller, id), changed };
}

/**
 * Publishes (true) or unpublishes (false) a paper video; publishing again keeps the first publication time. Already
 * in that state, or no video to publish: 409 with the reason, nothing written.
 */
export async function setPaperVideoPublished(
  caller: ConsoleUser,
  id: number,
  publish: boolean,
  now: number = Date.now(),
): Promise<EditorPaperVideo> {
  requireOperator(caller.access);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("paper_videos")
      .select(["id", "title", "published", "published_at", "media_key"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) throw notFound();
    const alreadyInState = new DomainError(409, publish ? m.publishedAlready : m.unpublishedAlready);
    if ((Number(before.published) === 1) === publish) throw alreadyInState;
    if (publish && before.media_key === NO_VIDEO) throw new DomainError(409, m.publishNeedsVideo);
    const publishedAt = before.published_at === null ? now : Number(before.published_at);
    const updated = await trx
      .updateTable("paper_videos")
      .set({ published: publish ? 1 : 0, published_at: publish ? publishedAt : before.published_at })
      .where("id", "=", id)
      .where("published", "=", publish ? 0 : 1)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw alreadyInState;
    await audit(
      trx,
      caller,
      publish ? "paper_video.publish" : "paper_video.unpublish",
      id,
      { title: before.title, published: !publish },
      { title: before.title, published: publish, publishedAt: publish ? publishedAt : null },
      now,
    );
  });
  return getEditorPaperVideo(caller, id);
}
