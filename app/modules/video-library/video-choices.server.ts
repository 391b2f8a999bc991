// What an editor (a course's lesson, a paper video, a live's replay) may put on the site from 视频库: only a video
// whose processing succeeded, named by its 高清 file's media key (content rows store that key; the player finds the
// 标清 file through it). One read for every editor's picker and one check for every save, so no editor can publish a
// video that is still processing, failed or unknown.
import type { Kysely } from "kysely";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { videoLibraryMessages as m } from "./video-library-messages";

export interface ReadyVideo {
  id: number;
  title: string;
  /** The 高清 file's media key (what content rows store). */
  mediaKey: string;
  posterKey: string | null;
  durationSeconds: number;
}

/** Every ready video, the newest first: the choices of an editor's video field. */
export async function listReadyVideos(): Promise<ReadyVideo[]> {
  const rows = await db
    .selectFrom("video_assets")
    .select(["id", "title", "hd_key", "poster_key", "duration_seconds"])
    .where("status", "=", "ready")
    .where("hd_key", "is not", null)
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    mediaKey: row.hd_key ?? "",
    posterKey: row.poster_key,
    durationSeconds: row.duration_seconds ?? 0,
  }));
}

/**
 * The ready video with this id, or 400 with the reason (unknown, still processing or failed). Inside a transaction,
 * pass it: SQLite has one connection, which the transaction holds until it ends.
 */
export async function requireReadyVideo(id: number, executor: Kysely<Database> = db): Promise<ReadyVideo> {
  const row = await executor
    .selectFrom("video_assets")
    .select(["id", "title", "status", "hd_key", "poster_key", "duration_seconds"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new DomainError(400, m.choiceUnknown);
  if (row.status !== "ready" || !row.hd_key) throw new DomainError(400, m.choiceNotReady(row.title));
  return {
    id: row.id,
    title: row.title,
    mediaKey: row.hd_key,
    posterKey: row.poster_key,
    durationSeconds: row.duration_seconds ?? 0,
  };
}

/** The 视频库 video whose 高清 file is this media key (what an editor shows as the current choice), or null. */
export async function readyVideoIdOf(mediaKey: string | null): Promise<number | null> {
  if (!mediaKey) return null;
  const row = await db.selectFrom("video_assets").select("id").where("hd_key", "=", mediaKey).executeTakeFirst();
  return row?.id ?? null;
}
