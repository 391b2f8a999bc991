// Play URLs for course videos (docs/decisions/0009 and 0010): the entitlement rule decides, then a signed, expiring
// URL bound to the viewer's media subject is issued, and the course's view count goes up by one.
import { recordLicenceRefusal } from "~/modules/usage/usage-refusals.server";
import { sql } from "kysely";
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import {
  assertEntitled,
  entitlementIn,
  loadAccessContext,
  playbackSubject,
} from "~/modules/access/content-access.server";
import type { Viewer } from "~/modules/access/viewer.server";
import { videoGrant, type VideoGrant } from "~/modules/video/video-grant.server";
import { VIDEO_TYPE } from "~/modules/video/video-types";
import { isEnrolled, isLicensable } from "./course-access.server";
import { courseMessages as m } from "./course-messages";
import { courseResumePoint, videoProgressOf } from "./progress.server";

export interface PlayGrant extends VideoGrant {
  videoId: number;
  courseId: number;
  /** The next video in the course, for autoplay; null at the end. */
  next: { id: number; title: string } | null;
}

async function grantFor(viewer: Viewer, videoId: number, courseId: number | null, now: number): Promise<PlayGrant> {
  let query = db
    .selectFrom("course_videos as v")
    .innerJoin("courses as c", "c.id", "v.course_id")
    .select([
      "v.id",
      "v.course_id",
      "v.title",
      "v.duration_seconds",
      "v.poster_key",
      "v.media_key",
      "v.free_preview",
      "v.sequence",
      "c.type",
      "c.subject",
      "c.price_fen",
    ])
    .where("v.id", "=", videoId)
    .where("c.published", "=", 1);
  if (courseId !== null) query = query.where("v.course_id", "=", courseId);
  const video = await query.executeTakeFirst();
  if (!video) throw new DomainError(404, courseId === null ? m.videoNotFound : m.videoNotInCourse);

  const [context, enrolled] = await Promise.all([
    loadAccessContext(viewer, now),
    isEnrolled(viewer.userId, video.course_id, now),
  ]);
  const entitlement = entitlementIn(
    context,
    { kind: "course", courseId: video.course_id, subject: video.subject },
    {
      free: video.price_fen === 0,
      freePreview: video.free_preview === 1,
      enrolled,
      licensable: isLicensable(video.type),
    },
  );
  if (!entitlement.allowed)
    await recordLicenceRefusal(viewer, entitlement, { type: "course_video", id: video.id }, now);
  assertEntitled(entitlement, { courseId: video.course_id, videoId: video.id, priceFen: video.price_fen });
  const subject = playbackSubject(viewer);

  const [progress, next] = await Promise.all([
    videoProgressOf(viewer.userId, VIDEO_TYPE.course, video.id),
    db
      .selectFrom("course_videos")
      .select(["id", "title"])
      .where("course_id", "=", video.course_id)
      .where("sequence", ">", video.sequence)
      .orderBy("sequence")
      .limit(1)
      .executeTakeFirst(),
    db.updateTable("courses").set({ view_count: sql`view_count + 1` }).where("id", "=", video.course_id).execute(),
  ]);
  return {
    videoId: video.id,
    courseId: video.course_id,
    ...(await videoGrant(video, subject, entitlement.basis, progress, now)),
    next: next ?? null,
  };
}

/**
 * GET /api/Course/video-play-url: a course's video — the one asked for, or where the viewer left off (the logged-in
 * viewer's resume point), or the first.
 */
export async function courseVideoPlayUrl(
  viewer: Viewer,
  input: { id: number; videoId?: number | undefined },
  now: number = Date.now(),
): Promise<PlayGrant> {
  if (input.videoId !== undefined) return grantFor(viewer, input.videoId, input.id, now);
  const course = await db
    .selectFrom("courses")
    .select("id")
    .where("id", "=", input.id)
    .where("published", "=", 1)
    .executeTakeFirst();
  if (!course) throw new DomainError(404, m.courseNotFound);
  const resume = viewer.userId === null ? null : await courseResumePoint(viewer.userId, input.id);
  const videoId =
    resume?.videoId ??
    (
      await db
        .selectFrom("course_videos")
        .select("id")
        .where("course_id", "=", input.id)
        .orderBy("sequence")
        .limit(1)
        .executeTakeFirst()
    )?.id;
  if (videoId === undefined) throw new DomainError(404, m.courseEmpty);
  return grantFor(viewer, videoId, input.id, now);
}

/** GET /api/Course/catalog-video-play-url: one video of a catalogue by its id. */
export async function catalogVideoPlayUrl(
  viewer: Viewer,
  videoId: number,
  now: number = Date.now(),
): Promise<PlayGrant> {
  return grantFor(viewer, videoId, null, now);
}
