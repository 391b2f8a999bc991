// 直播管理 (issue 26): the operator schedules lives as drafts (title, teacher, subject, Beijing start and end, the
// provider's stream URL, a replay from 视频库), previews them as a student would see them, publishes and unpublishes
// them; one set of rules for the console page and /api/console/lives, as 资讯发布 (news-editor.server.ts): a save
// names the version it was opened at (updated_at) and a stale one is refused (409) with nothing written; every change
// writes its audit row in its own transaction. A published live must have something to play — a stream URL, a
// stream key (the seeded lives) or a replay — so publishing needs one and a save may not take the last one away.
// Unpublishing only hides the live: bookings, views and everything students recorded stay.
import type { Selectable, Transaction } from "kysely";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { liveStatus, liveStatusName, type LiveStatus } from "~/modules/live/live-schedule";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import { subjectName, type SubjectCode } from "~/modules/subjects/subjects";
import { type ReadyVideo, readyVideoIdOf, requireReadyVideo } from "~/modules/video-library/video-choices.server";
import { recordConsoleChange } from "./console-audit.server";
import { liveEditorMessages as m } from "./live-editor-messages";
import { beijingMinute, type LiveInput } from "./live-editor-schemas";
import type { NewsEditorListInput } from "./news-editor-schemas";
import type { NewsState } from "./news-editor-messages";
import type { ConsoleUser } from "./require-console-user.server";
import { requireOperator } from "./school-scope.server";

export interface EditorLiveItem {
  id: number;
  title: string;
  teacher: string;
  subject: SubjectCode;
  subjectName: string;
  /** Epoch ms. */
  startsAt: number;
  endsAt: number;
  /** The schedule's status now (upcoming, live, ended), whatever the state. */
  status: LiveStatus;
  statusName: string;
  state: NewsState;
  /** Epoch ms of the last change of its fields: the version a save names. */
  updatedAt: number;
  viewCount: number;
}

export interface EditorLive extends EditorLiveItem {
  introduction: string;
  /** The provider's stream address ("" for none). */
  streamUrl: string;
  /** A seeded stream under our own storage (read-only here). */
  hasStreamKey: boolean;
  /** The replay's 视频库 video (null: none, or a file not from 视频库), its media key and seconds. */
  replay: { videoId: number | null; mediaKey: string; durationSeconds: number | null } | null;
  free: boolean;
  coverKey: string | null;
  createdAt: number;
}

const liveColumns = [
  "id",
  "title",
  "teacher",
  "subject",
  "introduction",
  "cover_key",
  "starts_at",
  "ends_at",
  "stream_key",
  "stream_url",
  "playback_key",
  "playback_duration",
  "free",
  "published",
  "view_count",
  "created_at",
  "updated_at",
] as const;

type LiveRow = Pick<Selectable<Database["lives"]>, (typeof liveColumns)[number]>;
type ItemRow = Pick<
  LiveRow,
  "id" | "title" | "teacher" | "subject" | "starts_at" | "ends_at" | "published" | "view_count" | "updated_at"
>;

function toItem(row: ItemRow, now: number): EditorLiveItem {
  const status = liveStatus(Number(row.starts_at), Number(row.ends_at), now);
  return {
    id: row.id,
    title: row.title,
    teacher: row.teacher,
    // Written only from subjects (this editor's schema and the seed check it).
    subject: row.subject as SubjectCode,
    subjectName: subjectName(row.subject),
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
    status,
    statusName: liveStatusName(status),
    state: Number(row.published) === 1 ? "published" : "draft",
    updatedAt: Number(row.updated_at),
    viewCount: Number(row.view_count),
  };
}

async function toLive(row: LiveRow, now: number): Promise<EditorLive> {
  return {
    ...toItem(row, now),
    introduction: row.introduction,
    streamUrl: row.stream_url ?? "",
    hasStreamKey: row.stream_key !== null,
    replay: row.playback_key
      ? {
          videoId: await readyVideoIdOf(row.playback_key),
          mediaKey: row.playback_key,
          durationSeconds: row.playback_duration === null ? null : Number(row.playback_duration),
        }
      : null,
    free: Number(row.free) === 1,
    coverKey: row.cover_key,
    createdAt: Number(row.created_at),
  };
}

const notFound = () => new DomainError(404, m.notFound);

/** Every live, drafts included, the latest start first. */
export async function listEditorLives(
  caller: ConsoleUser,
  input: NewsEditorListInput,
  now: number = Date.now(),
): Promise<Page<EditorLiveItem>> {
  requireOperator(caller.access);
  let base = db.selectFrom("lives");
  if (input.state) base = base.where("published", "=", input.state === "published" ? 1 : 0);
  const ordered = base
    .select(["id", "title", "teacher", "subject", "starts_at", "ends_at", "published", "view_count", "updated_at"])
    .orderBy("starts_at", "desc")
    .orderBy("id", "desc");
  return fetchPage(input, base, ordered, (rows) => rows.map((row) => toItem(row, now)));
}

/** The stored row of one live, whatever its state (another: 404); the preview builds on it. */
export async function getEditorLiveRow(caller: ConsoleUser, id: number): Promise<LiveRow> {
  requireOperator(caller.access);
  const row = await db.selectFrom("lives").select(liveColumns).where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** One live as stored, whatever its state (another: 404). */
export async function getEditorLive(caller: ConsoleUser, id: number, now: number = Date.now()): Promise<EditorLive> {
  return toLive(await getEditorLiveRow(caller, id), now);
}

/** The replay's 视频库 video, checked ready before any transaction (400 with the reason otherwise). */
const chosenVideo = (input: LiveInput) =>
  input.videoId === undefined ? Promise.resolve(null) : requireReadyVideo(input.videoId);

/**
 * The columns a form's input writes; the chosen replay's video was checked ready. No
 * video with keepReplay keeps the stored replay: a seeded recording is not in 视频库, so no choice can name it.
 */
function columnsOf(
  input: LiveInput,
  chosen: ReadyVideo | null,
  stored: { playback_key: string | null; playback_duration: number | null } | null = null,
) {
  const replay = chosen
    ? { mediaKey: chosen.mediaKey, durationSeconds: chosen.durationSeconds }
    : input.keepReplay && stored?.playback_key
      ? { mediaKey: stored.playback_key, durationSeconds: stored.playback_duration }
      : null;
  return {
    title: input.title,
    teacher: input.teacher,
    subject: input.subject,
    introduction: input.introduction,
    // The schema checked both (beijingMinute is not null for them).
    starts_at: beijingMinute(input.startsAt) ?? 0,
    ends_at: beijingMinute(input.endsAt) ?? 0,
    stream_url: input.streamUrl === "" ? null : input.streamUrl,
    playback_key: replay?.mediaKey ?? null,
    playback_duration: replay?.durationSeconds ?? null,
    free: input.free ? (1 as const) : (0 as const),
  };
}
const editableColumns = [
  "title",
  "teacher",
  "subject",
  "introduction",
  "starts_at",
  "ends_at",
  "stream_url",
  "playback_key",
  "playback_duration",
  "free",
] as const;

/** Whether a live has anything to play: its stream (URL or seeded key) or a replay. */
const canPlay = (live: { stream_url: string | null; stream_key: string | null; playback_key: string | null }) =>
  live.stream_url !== null || live.stream_key !== null || live.playback_key !== null;

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
    { schoolId: null, action, targetType: "live", targetId: id, before, after },
    now,
  );
}

/** A new live, a draft until it is published. */
export async function createLive(caller: ConsoleUser, input: LiveInput, now: number = Date.now()): Promise<EditorLive> {
  requireOperator(caller.access);
  const columns = columnsOf(input, await chosenVideo(input));
  const id = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto("lives")
      .values({
        code: null,
        ...columns,
        cover_key: null,
        stream_key: null,
        published: 0,
        view_count: 0,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await audit(trx, caller, "live.create", created.id, null, columns, now);
    return created.id;
  });
  return getEditorLive(caller, id, now);
}

/**
 * Saves a live's new fields over the version it was opened at. Unchanged fields write nothing (no audit row either);
 * a version older than the stored one is refused (409); a published live keeps something to play (409 otherwise).
 */
export async function updateLive(
  caller: ConsoleUser,
  id: number,
  version: number,
  input: LiveInput,
  now: number = Date.now(),
): Promise<{ live: EditorLive; changed: boolean }> {
  requireOperator(caller.access);
  const chosen = await chosenVideo(input);
  const changed = await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("lives").select(liveColumns).where("id", "=", id).executeTakeFirst();
    if (!before) throw notFound();
    const columns = columnsOf(input, chosen, before);
    if (Number(before.updated_at) !== version) throw new DomainError(409, m.changedMeanwhile);
    const fields = editableColumns.filter((field) => String(before[field] ?? "") !== String(columns[field] ?? ""));
    if (fields.length === 0) return false;
    if (Number(before.published) === 1 && !canPlay({ ...before, ...columns }))
      throw new DomainError(409, m.publishedNeedsSource);
    // A new version even when two saves fall in one millisecond.
    const updatedAt = Math.max(now, version + 1);
    const updated = await trx
      .updateTable("lives")
      .set({ ...columns, updated_at: updatedAt })
      .where("id", "=", id)
      .where("updated_at", "=", version)
      .executeTakeFirst();
    // Another save committed between the read and this write (PostgreSQL re-checks the version under the row's lock).
    if (Number(updated.numUpdatedRows) !== 1) throw new DomainError(409, m.changedMeanwhile);
    await audit(
      trx,
      caller,
      "live.update",
      id,
      Object.fromEntries(fields.map((field) => [field, before[field]])),
      Object.fromEntries(fields.map((field) => [field, columns[field]])),
      updatedAt,
    );
    return true;
  });
  return { live: await getEditorLive(caller, id, now), changed };
}

/**
 * Publishes (true) or unpublishes (false) a live. Its version is untouched, so an editor open meanwhile can still
 * save. Already in that state, or nothing to play: 409 with the reason, nothing written.
 */
export async function setLivePublished(
  caller: ConsoleUser,
  id: number,
  publish: boolean,
  now: number = Date.now(),
): Promise<EditorLive> {
  requireOperator(caller.access);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("lives")
      .select(["id", "title", "published", "stream_url", "stream_key", "playback_key"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) throw notFound();
    const alreadyInState = new DomainError(409, publish ? m.publishedAlready : m.unpublishedAlready);
    if ((Number(before.published) === 1) === publish) throw alreadyInState;
    if (publish && !canPlay(before)) throw new DomainError(409, m.publishNeedsSource);
    const updated = await trx
      .updateTable("lives")
      .set({ published: publish ? 1 : 0 })
      .where("id", "=", id)
      .where("published", "=", publish ? 0 : 1)
      .executeTakeFirst();
    // The same change committed by someone else between the read and this write.
    if (Number(updated.numUpdatedRows) !== 1) throw alreadyInState;
    await audit(
      trx,
      caller,
      publish ? "live.publish" : "live.unpublish",
      id,
      { title: before.title, published: !publish },
      { title: before.title, published: publish },
      now,
    );
  });
  return getEditorLive(caller, id, now);
}
