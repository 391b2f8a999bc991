// The queue of video processing runs (docs/decisions/0050-video-library.md): the shared job queue
// (app/modules/jobs/job-queue.server.ts) named "video-processing", held by video_jobs on SQLite. One worker loop
// (video-processing.server.ts) drives it; what students and operators see lives in video_assets, not here.
import { type ClaimedJob, type JobQueue, type JobQueueSpec, jobQueue } from "~/modules/jobs/job-queue.server";

export { pgBossSchema } from "~/modules/jobs/job-queue.server";

/** Runs after the first: a run the process lost (a restart) and a run over its time limit get two more tries. */
export const VIDEO_RETRY_LIMIT = 2;

export const videoQueue: JobQueueSpec = {
  name: "video-processing",
  table: "video_jobs",
  retryLimit: VIDEO_RETRY_LIMIT,
  label: "video",
};

export type ClaimedVideoJob = ClaimedJob;

export function videoJobQueue(): JobQueue {
  return jobQueue(videoQueue);
}
