// Where 视频库's files live and how large they may be: the limits come from the environment (VIDEO_*_MB,
// VIDEO_MAX_MINUTES), the files sit under MEDIA_DIR by the keys this module's callers make (newMediaKey: plain
// segments only, so a key never leaves the directory).
import path from "node:path";
import { getEnv } from "~/lib/env.server";

export interface VideoLimits {
  /** Resumable upload (tus), bytes. */
  uploadMaxBytes: number;
  /** Plain form without JavaScript, bytes. */
  formMaxBytes: number;
  maxMinutes: number;
  uploadMaxMb: number;
  formMaxMb: number;
}

export function videoLimits(): VideoLimits {
  const env = getEnv();
  return {
    uploadMaxBytes: env.VIDEO_UPLOAD_MAX_MB * 1024 * 1024,
    formMaxBytes: env.VIDEO_FORM_MAX_MB * 1024 * 1024,
    maxMinutes: env.VIDEO_MAX_MINUTES,
    uploadMaxMb: env.VIDEO_UPLOAD_MAX_MB,
    formMaxMb: env.VIDEO_FORM_MAX_MB,
  };
}

/** The file behind a media key this module wrote (keys are made by newMediaKey: plain segments only). */
export function mediaFile(key: string): string {
  return path.join(path.resolve(getEnv().MEDIA_DIR), key);
}
