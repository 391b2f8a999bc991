// 视频库's videos (issue 26; docs/decisions/0050-video-library.md): an uploaded file becomes a video only when its
// bytes say it is one (video-sniff.ts), ffprobe finds a picture in it and its length is within the limit — otherwise
// it is removed and the operator told why, nothing kept. A kept video waits in the queue for processing
// (video-processing.server.ts); the list and a video's page show its state and progress; a failed one may be
// processed again. Operators only: a school's administrator gets 403, like every content page of the console.
import fs from "node:fs/promises";
import path from "node:path";
import { db } from "~/db/client.server";
import type { Selectable } from "kysely";
import type { Database, VideoAssetOrigin, VideoAssetStatus } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { imageUrl, videoUrl } from "~/modules/media/media-links.server";
import { newMediaKey } from "~/modules/media/media-storage.server";
import { recordConsoleChange } from "~/modules/console/console-audit.server";
import type { ConsoleUser } from "~/modules/console/require-console-user.server";
import { requireOperator } from "~/modules/console/school-scope.server";
import { probeVideo, videoProcessingAvailable } from "./ffmpeg.server";
import { videoLibraryMessages as m, videoStatusNames } from "./video-library-messages";
import type { VideoUploadInput } from "./video-library-schemas";
import { mediaFile, videoLimits } from "./video-files.server";
import { queueVideoProcessing } from "./video-processing.server";
import { SNIFF_BYTES, containerExtension, sniffVideo } from "./video-sniff";

export interface VideoAssetView {
  id: number;
  title: string;
  fileName: string;
  origin: VideoAssetOrigin;
  status: VideoAssetStatus;
  statusName: string;
  progress: number;
  error: string | null;
  sourceSize: number;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  hdSize: number | null;
  sdSize: number | null;
  attempts: number;
  /** The 高清 file's media key: what a course, paper video or live names it by. */
  mediaKey: string | null;
  processingMs: number | null;
  createdAt: number;
  updatedAt: number;
}

const assetColumns = [
  "id",
  "title",
  "file_name",
  "origin",
  "status",
  "progress",
  "error",
  "source_size",
  "duration_seconds",
  "width",
  "height",
  "hd_key",
  "sd_key",
  "poster_key",
  "hd_size",
  "sd_size",
  "attempts",
  "processing_ms",
  "created_at",
  "updated_at",
] as const;

type AssetRow = Pick<Selectable<Database["video_assets"]>, (typeof assetColumns)[number]>;

function viewOf(row: AssetRow): VideoAssetView {
  return {
    id: row.id,
    title: row.title,
    fileName: row.file_name,
    origin: row.origin,
    status: row.status,
    statusName:
      row.status === "processing" ? `${videoStatusNames.processing} ${row.progress}%` : videoStatusNames[row.status],
    progress: row.progress,
    error: row.error,
    sourceSize: Number(row.source_size),
    durationSeconds: row.duration_seconds,
    width: row.width,
    height: row.height,
    hdSize: row.hd_size === null ? null : Number(row.hd_size),
    sdSize: row.sd_size === null ? null : Number(row.sd_size),
    attempts: row.attempts,
    mediaKey: row.status === "ready" ? row.hd_key : null,
    processingMs: row.processing_ms === null ? null : Number(row.processing_ms),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export async function listVideoAssets(caller: ConsoleUser): Promise<VideoAssetView[]> {
  requireOperator(caller.access);
  const rows = await db.selectFrom("video_assets").select(assetColumns).orderBy("id", "desc").execute();
  return rows.map(viewOf);
}

export interface VideoPreview {
  /** Signed URLs of the two renditions (标清 null when there is none), and the poster. */
  hd: string;
  sd: string | null;
  poster: string | null;
}

export async function getVideoAsset(
  caller: ConsoleUser,
  id: number,
  now = Date.now(),
): Promise<{ video: VideoAssetView; preview: VideoPreview | null }> {
  requireOperator(caller.access);
  const row = await db.selectFrom("video_assets").select(assetColumns).where("id", "=", id).executeTakeFirst();
  if (!row) throw new DomainError(404, m.notFound);
  // The /media route checks the grant against the session: the operator watches as themself.
  const subject = `u:${caller.user.id}`;
  const preview =
    row.status === "ready" && row.hd_key
      ? {
          hd: videoUrl(row.hd_key, subject, now).url,
          sd: row.sd_key ? videoUrl(row.sd_key, subject, now).url : null,
          poster: imageUrl(row.poster_key, subject, now),
        }
      : null;
  return { video: viewOf(row), preview };
}

/** An uploaded file on this machine's disk, waiting to become a video or to be removed. */
export interface UploadedVideoFile {
  path: string;
  fileName: string;
  size: number;
}

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await fs.open(file, "r");
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Moves a file into place, across file systems when it must (an upload directory on tmpfs). */
async function moveFile(from: string, to: string): Promise<void> {
  await fs.mkdir(path.dirname(to), { recursive: true });
  try {
    await fs.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await fs.copyFile(from, to);
    await fs.rm(from, { force: true });
  }
}

/** Whether uploads are open: processing needs ffmpeg, so without it the page says so and takes nothing. */
export async function assertVideoProcessingAvailable(): Promise<void> {
  if (!(await videoProcessingAvailable())) throw new DomainError(503, m.processingUnavailable);
}

/**
 * Takes an uploaded file as a new video, or refuses it with the reason and removes it. The file is the caller's to
 * give: on success it is moved under MEDIA_DIR, on refusal deleted.
 */
export async function acceptUploadedVideo(
  caller: ConsoleUser,
  input: VideoUploadInput,
  file: UploadedVideoFile,
): Promise<VideoAssetView> {
  try {
    requireOperator(caller.access);
    await assertVideoProcessingAvailable();
    const limits = videoLimits();
    if (file.size > limits.uploadMaxBytes)
      throw new DomainError(413, m.tooLarge(limits.uploadMaxMb), { file: m.tooLarge(limits.uploadMaxMb) });
    const sniffed = sniffVideo(await readHead(file.path));
    if (!sniffed.video) throw new DomainError(422, m.notVideo(sniffed.what), { file: m.notVideo(sniffed.what) });
    const probed = await probeVideo(file.path);
    if (!probed.ok) {
      const message = probed.reason === "no-video" ? m.noVideoStream : m.unreadable(probed.detail);
      throw new DomainError(422, message, { file: message });
    }
    if (probed.video.durationSeconds > limits.maxMinutes * 60)
      throw new DomainError(422, m.tooLong(limits.maxMinutes), { file: m.tooLong(limits.maxMinutes) });

    const sourceKey = newMediaKey("videos/sources", containerExtension[sniffed.container]);
    await moveFile(file.path, mediaFile(sourceKey));
    const now = Date.now();
    const fileName = [...file.fileName].slice(0, 200).join("") || "video";
    const row = await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto("video_assets")
        .values({
          title: input.title,
          file_name: fileName,
          origin: "upload",
          status: "queued",
          error: null,
          source_key: sourceKey,
          source_size: file.size,
          duration_seconds: Math.round(probed.video.durationSeconds),
          width: probed.video.width,
          height: probed.video.height,
          poster_key: null,
          hd_key: null,
          sd_key: null,
          hd_size: null,
          sd_size: null,
          job_id: null,
          heartbeat_at: null,
          processing_ms: null,
          uploaded_by_user_id: caller.user.id,
          created_at: now,
          updated_at: now,
        })
        .returning(assetColumns)
        .executeTakeFirstOrThrow();
      await recordConsoleChange(
        trx,
        caller.actor,
        {
          schoolId: null,
          action: "video.upload",
          targetType: "video",
          targetId: created.id,
          before: null,
          after: { title: created.title, fileName, size: file.size, durationSeconds: created.duration_seconds },
        },
        now,
      );
      return created;
    });
    await queueVideoProcessing(row.id);
    return viewOf(row);
  } finally {
    // Refused, or moved already: whatever is still at the upload's path goes.
    await fs.rm(file.path, { force: true });
  }
}

/** 重新处理: a failed video is queued again from its kept source file. */
export async function requeueVideoAsset(caller: ConsoleUser, id: number): Promise<VideoAssetView> {
  requireOperator(caller.access);
  await assertVideoProcessingAvailable();
  const now = Date.now();
  const row = await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("video_assets").select(assetColumns).where("id", "=", id).executeTakeFirst();
    if (!before) throw new DomainError(404, m.notFound);
    const updated = await trx
      .updateTable("video_assets")
      .set({
        status: "queued",
        progress: 0,
        error: null,
        attempts: 0,
        job_id: null,
        heartbeat_at: null,
        updated_at: now,
      })
      .where("id", "=", id)
      .where("status", "=", "failed")
      .where("source_key", "is not", null)
      .returning(assetColumns)
      .executeTakeFirst();
    if (!updated) throw new DomainError(409, m.notFailed);
    await recordConsoleChange(
      trx,
      caller.actor,
      {
        schoolId: null,
        action: "video.retry",
        targetType: "video",
        targetId: id,
        before: { error: before.error },
        after: null,
      },
      now,
    );
    return updated;
  });
  await queueVideoProcessing(row.id);
  return viewOf(row);
}
