// The processing worker of 视频库 (docs/decisions/0050-video-library.md). Every serving process runs one (a run at a
// time: ffmpeg uses both cores): each turn it first puts back the runs other processes lost (a video "processing"
// whose heartbeat stopped: that process died), then claims the next job from the queue (video-jobs.server.ts) and
// makes the renditions, poster and duration. Output is written under temporary names and renamed, and the video turns
// ready in one UPDATE, so nobody ever sees half a video. A run over its time limit is stopped; an unreadable file
// fails at once with ffmpeg's reason; anything else is tried again up to VIDEO_RETRY_LIMIT more times. A shutdown
// stops ffmpeg and puts the video back in the queue at once.
import fs from "node:fs/promises";
import sharp from "sharp";
import { db } from "~/db/client.server";
import { getEnv } from "~/lib/env.server";
import { newMediaKey } from "~/modules/media/media-storage.server";
import {
  ffmpegReason,
  grabFrame,
  probeVideo,
  renditionArgs,
  runFfmpeg,
  VideoProcessingError,
  videoProcessingAvailable,
} from "./ffmpeg.server";
import { mediaFile } from "./video-files.server";
import { VIDEO_RETRY_LIMIT, type ClaimedVideoJob, videoJobQueue, videoQueue } from "./video-jobs.server";
import { videoLibraryMessages as m } from "./video-library-messages";
import { jobWorker } from "~/modules/jobs/job-worker.server";

/** A processing video whose heartbeat is older than this lost its process. */
const STALE_MS = 60_000;
const HEARTBEAT_MS = 3_000;
/** A queued video the queue never heard of (its enqueue failed) is queued again after this. */
const UNQUEUED_MS = 30_000;

const POSTER_WIDTH = 640;

function jobExpirySeconds(): number {
  return getEnv().VIDEO_PROCESS_TIMEOUT_SECONDS + 300;
}

/** Queues a processing run for the video and wakes this process's worker. */
export async function queueVideoProcessing(assetId: number): Promise<void> {
  const jobId = await videoJobQueue().enqueue(assetId, jobExpirySeconds());
  await db.updateTable("video_assets").set({ job_id: jobId }).where("id", "=", assetId).execute();
  videoWorker.wake();
}

/** Runs lost by a dead process go back to the queue (or fail, when they had their tries). */
async function recoverLostRuns(now: number): Promise<number> {
  const lost = await db
    .selectFrom("video_assets")
    .select(["id", "job_id", "attempts", "heartbeat_at"])
    .where("status", "=", "processing")
    .where("heartbeat_at", "<", now - STALE_MS)
    .execute();
  let recovered = 0;
  for (const asset of lost) {
    const giveUp = asset.attempts > VIDEO_RETRY_LIMIT;
    // Only if nobody else took it back meanwhile: the heartbeat we saw is still there.
    const result = await db
      .updateTable("video_assets")
      .set({
        status: giveUp ? "failed" : "queued",
        error: m.interrupted,
        heartbeat_at: null,
        updated_at: now,
      })
      .where("id", "=", asset.id)
      .where("status", "=", "processing")
      .where("heartbeat_at", "=", asset.heartbeat_at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) continue;
    recovered += 1;
    // The lost run's job ends here; a new one is due at once (a retry would wait its delay).
    if (asset.job_id) await videoJobQueue().fail(asset.job_id, m.interrupted, false);
    if (!giveUp) await queueVideoProcessing(asset.id);
  }
  const unqueued = await db
    .selectFrom("video_assets")
    .select("id")
    .where("status", "=", "queued")
    .where("job_id", "is", null)
    .where("updated_at", "<", now - UNQUEUED_MS)
    .execute();
  for (const asset of unqueued) await queueVideoProcessing(asset.id);
  return recovered;
}

async function removeQuietly(...files: string[]) {
  await Promise.all(files.map((file) => fs.rm(file, { force: true })));
}

/** One claimed job, start to end. Never throws for the video's own failure: that is the video's state. */
async function processJob(job: ClaimedVideoJob, signal: AbortSignal): Promise<void> {
  const queue = videoJobQueue();
  const started = Date.now();
  const taken = await db
    .updateTable("video_assets")
    .set((eb) => ({
      status: "processing",
      progress: 0,
      attempts: eb("attempts", "+", 1),
      heartbeat_at: started,
      job_id: job.id,
      updated_at: started,
    }))
    .where("id", "=", job.assetId)
    .where("status", "in", ["queued", "processing"])
    .returning(["id", "source_key", "attempts"])
    .executeTakeFirst();
  if (!taken) {
    // Ready, failed for good or removed meanwhile: nothing to do.
    await queue.complete(job.id);
    return;
  }
  let progress = 0;
  const beat = setInterval(() => {
    void db
      .updateTable("video_assets")
      .set({ heartbeat_at: Date.now(), progress })
      .where("id", "=", taken.id)
      .where("status", "=", "processing")
      .execute()
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  const base = newMediaKey("videos", "x").slice(0, -2);
  const keys = { hd: `${base}.720p.mp4`, sd: `${base}.360p.mp4`, poster: `${base}.poster.webp` };
  const temporary = (key: string) => `${mediaFile(key)}.tmp-${process.pid}`;
  try {
    if (!taken.source_key) throw new VideoProcessingError(m.sourceMissing, true);
    const source = mediaFile(taken.source_key);
    if (!(await fs.stat(source).catch(() => null))) throw new VideoProcessingError(m.sourceMissing, true);
    if (!(await videoProcessingAvailable())) throw new VideoProcessingError(m.ffmpegGone, false);
    const probed = await probeVideo(source);
    if (!probed.ok) throw new VideoProcessingError(m.unreadable(probed.detail), true);
    const { durationSeconds, hasAudio } = probed.video;
    await fs.mkdir(mediaFile("videos"), { recursive: true });
    const timeoutSeconds = getEnv().VIDEO_PROCESS_TIMEOUT_SECONDS;
    const { stderr } = await runFfmpeg(
      renditionArgs(source, { hd: temporary(keys.hd), sd: temporary(keys.sd) }, hasAudio),
      {
        durationSeconds,
        timeoutMs: timeoutSeconds * 1000,
        timeoutMessage: m.timedOut(timeoutSeconds),
        signal,
        onProgress: (share) => {
          progress = Math.min(95, Math.floor(share * 95));
        },
      },
    );
    const frame = await grabFrame(temporary(keys.hd), Math.min(durationSeconds * 0.1, 10));
    await sharp(frame)
      .resize({ width: POSTER_WIDTH, withoutEnlargement: true })
      .webp({ quality: 70 })
      .toFile(temporary(keys.poster));
    const hd = await probeVideo(temporary(keys.hd));
    if (!hd.ok) throw new VideoProcessingError(m.unreadable(hd.detail), false);
    // A truncated or damaged file "succeeds" with less than it claims: that is a failure, never a shorter video.
    const missing = durationSeconds - hd.video.durationSeconds;
    if (missing > 1 && hd.video.durationSeconds < durationSeconds * 0.95)
      throw new VideoProcessingError(
        m.truncated(Math.round(hd.video.durationSeconds), Math.round(durationSeconds), ffmpegReason(stderr)),
        true,
      );
    for (const key of [keys.hd, keys.sd, keys.poster]) await fs.rename(temporary(key), mediaFile(key));
    const [hdStat, sdStat] = await Promise.all([fs.stat(mediaFile(keys.hd)), fs.stat(mediaFile(keys.sd))]);
    const finished = Date.now();
    const done = await db
      .updateTable("video_assets")
      .set({
        status: "ready",
        progress: 100,
        error: null,
        hd_key: keys.hd,
        sd_key: keys.sd,
        poster_key: keys.poster,
        hd_size: hdStat.size,
        sd_size: sdStat.size,
        duration_seconds: Math.max(1, Math.round(hd.video.durationSeconds)),
        width: hd.video.width,
        height: hd.video.height,
        source_key: null,
        heartbeat_at: null,
        processing_ms: finished - started,
        updated_at: finished,
      })
      .where("id", "=", taken.id)
      .where("status", "=", "processing")
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) {
      // Taken back by another process while we worked (we looked dead): its run wins, ours is removed.
      await removeQuietly(...[keys.hd, keys.sd, keys.poster].map(mediaFile));
    } else {
      await removeQuietly(source);
    }
    await queue.complete(job.id);
  } catch (error) {
    await removeQuietly(...[keys.hd, keys.sd, keys.poster].map(temporary));
    const interrupted = signal.aborted;
    const reason = interrupted
      ? m.interrupted
      : error instanceof VideoProcessingError
        ? error.message
        : m.ffmpegFailed(error instanceof Error ? error.message : String(error));
    const permanent = !interrupted && error instanceof VideoProcessingError && error.permanent;
    const giveUp = permanent || taken.attempts > VIDEO_RETRY_LIMIT;
    await db
      .updateTable("video_assets")
      .set({
        status: giveUp ? "failed" : "queued",
        error: reason,
        progress: 0,
        heartbeat_at: null,
        updated_at: Date.now(),
      })
      .where("id", "=", taken.id)
      .where("status", "=", "processing")
      .execute();
    // Interrupted by a shutdown: queued again at once for the next process. Otherwise the queue's retry (after its
    // delay) runs it again, or it is over.
    await queue.fail(job.id, reason, !giveUp && !interrupted);
    if (interrupted && !giveUp) await queueVideoProcessing(taken.id);
  } finally {
    clearInterval(beat);
  }
}

const videoWorker = jobWorker({
  name: "video",
  periodMs: () => getEnv().VIDEO_WORKER_SECONDS * 1000,
  queue: videoQueue,
  recoverLostRuns,
  available: videoProcessingAvailable,
  waiting: async () =>
    (await db.selectFrom("video_assets").select("id").where("status", "=", "queued").limit(1).executeTakeFirst()) !==
    undefined,
  process: processJob,
  async describe(job) {
    const row = await db
      .selectFrom("video_assets")
      .select(["status", "processing_ms"])
      .where("id", "=", job.assetId)
      .executeTakeFirst();
    return `video ${job.assetId}: ${row?.status ?? "gone"}${row?.processing_ms ? ` in ${row.processing_ms} ms` : ""}`;
  },
});

/** One turn of the worker: put back lost runs, then process at most one job. Returns a log line or null. */
export const runVideoWorkerOnce = videoWorker.runOnce;
export const startVideoWorker = videoWorker.start;
/** Stops the worker: a run in progress is stopped and its video queued again at once, for the next process. */
export const stopVideoWorker = videoWorker.stop;
