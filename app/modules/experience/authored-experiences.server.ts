// 我的文章 (/user/article; docs/decisions/0027): the experience posts a student wrote (experiences.author_user_id,
// migration 0018). Issue 17 lets students write and fills the column; until then the list is honestly empty. Only
// published posts for now (the 已发布 tab); drafts and posts under review come with the square.
import type { Viewer } from "~/modules/access/viewer.server";
import type { Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import { experienceCardPageWhere, type ExperienceCard } from "./experience.server";

/** The student's published posts, newest first, with their view, like and collect counts. */
export async function listAuthoredExperiences(
  viewer: Viewer & { userId: number },
  paging: Paging,
  now: number = Date.now(),
): Promise<Page<ExperienceCard>> {
  const userId = viewer.userId;
  return experienceCardPageWhere(viewer, paging, (query) => query.where("e.author_user_id", "=", userId), now);
}
