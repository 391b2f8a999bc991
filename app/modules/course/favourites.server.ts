// Favourites (收藏) and likes as the pages and the API name them: courses (i-collect / UserCourseFav), lectures —
// course videos and paper videos — (PostLectureFav / UserLectureFav, Course/video/favorite-page-query). All through
// app/modules/reactions, so every door keeps the same counters. Every kind at once: app/modules/favourites.
import { sql } from "kysely";
import { db } from "~/db/client.server";
import type { ReactionTargetType } from "~/db/schema";
import type { Viewer } from "~/modules/access/viewer.server";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import { setReaction } from "~/modules/reactions/reactions.server";
import { VIDEO_TYPE, type VideoType } from "~/modules/video/video-types";
import { courseCardColumns, toCourseCard, type CourseCard, type CourseCardRow } from "./course-catalog.server";
import type { LectureFavInput, LectureListInput } from "./course-schemas";
import { lectureBase, lectureDetails, type LectureBase } from "./progress.server";

export async function setCourseLike(userId: number, courseId: number, liked: boolean) {
  const state = await setReaction(userId, "course", courseId, "like", liked);
  return { id: courseId, liked: state.active, likeCount: state.count ?? 0 };
}

export async function setCourseCollect(userId: number, courseId: number, collected: boolean) {
  const state = await setReaction(userId, "course", courseId, "collect", collected);
  return { id: courseId, collected: state.active, collectCount: state.count ?? 0 };
}

const lectureTarget = (type: VideoType): ReactionTargetType =>
  type === VIDEO_TYPE.course ? "course_video" : "paper_video";

/** POST /Report/website/UserLectureFav/PostLectureFav: state 1 collects, 0 cancels; type 1 course video, 2 paper video. */
export async function setLectureFavourite(userId: number, input: LectureFavInput) {
  const type = input.type as VideoType;
  const state = await setReaction(userId, lectureTarget(type), input.id, "collect", input.state === 1);
  return {
    id: input.id,
    type,
    state: (state.active ? 1 : 0) as 0 | 1,
    collected: state.active,
    collectCount: state.count,
  };
}

export type CollectedCourse = CourseCard & { collectedAt: string };

/** POST /Report/website/UserCourseFav/GetMyCoursePageList: the user's collected courses, newest first. */
export async function listCollectedCourses(
  viewer: Viewer & { userId: number },
  paging: Paging,
): Promise<Page<CollectedCourse>> {
  const base = db
    .selectFrom("content_reactions as r")
    .innerJoin("courses as c", "c.id", "r.target_id")
    .where("r.user_id", "=", viewer.userId)
    .where("r.kind", "=", "collect")
    .where("r.target_type", "=", "course")
    .where("c.published", "=", 1);
  const ordered = base
    .select([...courseCardColumns, "r.created_at as collected_at"])
    .orderBy("r.created_at", "desc")
    .orderBy("r.target_id", "desc");
  return fetchPage(paging, base, ordered, (rows) => {
    const now = Date.now();
    return rows.map((row) => ({
      ...toCourseCard(row as CourseCardRow, viewer, now),
      collectedAt: new Date(row.collected_at).toISOString(),
    }));
  });
}

export type CollectedLecture = LectureBase & { collectedAt: string };

/**
 * POST /Report/website/UserLectureFav/GetMyLecturePageList (type 1, 2 or both) and GET /api/Course/video/
 * favorite-page-query (type 1): collected videos, newest first. Videos taken down since are left out.
 */
export async function listCollectedLectures(
  viewer: Viewer & { userId: number },
  input: LectureListInput,
): Promise<Page<CollectedLecture>> {
  const types: ReactionTargetType[] =
    input.type === undefined ? ["course_video", "paper_video"] : [lectureTarget(input.type as VideoType)];
  const base = db
    .selectFrom("content_reactions as r")
    .where("r.user_id", "=", viewer.userId)
    .where("r.kind", "=", "collect")
    .where("r.target_type", "in", types)
    .where((eb) =>
      eb.or([
        eb.and([
          eb("r.target_type", "=", "course_video"),
          eb.exists(
            eb
              .selectFrom("course_videos as v")
              .innerJoin("courses as c", "c.id", "v.course_id")
              .select(sql`1`.as("one"))
              .whereRef("v.id", "=", "r.target_id")
              .where("c.published", "=", 1),
          ),
        ]),
        eb.and([
          eb("r.target_type", "=", "paper_video"),
          eb.exists(
            eb
              .selectFrom("paper_videos as p")
              .select(sql`1`.as("one"))
              .whereRef("p.id", "=", "r.target_id")
              .where("p.published", "=", 1),
          ),
        ]),
      ]),
    );
  const ordered = base
    .select(["r.target_type", "r.target_id", "r.created_at"])
    .orderBy("r.created_at", "desc")
    .orderBy("r.target_id", "desc");
  return fetchPage(input, base, ordered, async (rows) => {
    const details = await lectureDetails({
      course: rows.filter((row) => row.target_type === "course_video").map((row) => row.target_id),
      paper: rows.filter((row) => row.target_type === "paper_video").map((row) => row.target_id),
    });
    const now = Date.now();
    const items: CollectedLecture[] = [];
    for (const row of rows) {
      const base = lectureBase(
        details,
        row.target_type === "course_video" ? VIDEO_TYPE.course : VIDEO_TYPE.paper,
        row.target_id,
        viewer,
        now,
      );
      if (base) items.push({ ...base, collectedAt: new Date(row.created_at).toISOString() });
    }
    return items;
  });
}
