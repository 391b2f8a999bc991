// Where a recorded video starts again. Pure; the course's "continue" (course/progress-rules.ts) and every play URL agree.

/** Watched to its end (within 2 s): shared by "continue" and the play URLs, so neither resumes at the last second. */
export function watchedToEnd(positionSeconds: number, durationSeconds: number): boolean {
  return positionSeconds >= durationSeconds - 2;
}

/** Where a video's player starts: the viewer's resume point, or 0 when never watched or watched to its end. */
export function videoResumeAt(progress: { position: number; duration: number } | null): number {
  return progress && !watchedToEnd(progress.position, progress.duration) ? progress.position : 0;
}
