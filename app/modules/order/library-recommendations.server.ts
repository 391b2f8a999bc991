// 推荐图书馆购买: a student who cannot pay tells the library a course is wanted. One per student and course, counted per
// course and school for the library's staff.
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { findPublishedCourse } from "~/modules/course/course-catalog.server";
import { orderMessages as m } from "./order-messages";

export async function recommendToLibrary(
  user: { id: number; schoolId: number | null },
  courseId: number,
  now: number = Date.now(),
): Promise<{ recommended: boolean; count: number }> {
  if (user.schoolId === null) throw new DomainError(409, m.recommendNeedsSchool);
  await findPublishedCourse(courseId);
  const inserted = await db
    .insertInto("library_recommendations")
    .values({ user_id: user.id, course_id: courseId, school_id: user.schoolId, created_at: now })
    .onConflict((oc) => oc.columns(["user_id", "course_id"]).doNothing())
    .returning("course_id")
    .executeTakeFirst();
  return { recommended: inserted !== undefined, count: await libraryDemand(courseId, user.schoolId) };
}

/** How many students of a school asked for a course. */
async function libraryDemand(courseId: number, schoolId: number): Promise<number> {
  const row = await db
    .selectFrom("library_recommendations")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("course_id", "=", courseId)
    .where("school_id", "=", schoolId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether this student has asked for this course already (the button says so). */
export async function hasRecommended(userId: number, courseId: number): Promise<boolean> {
  const row = await db
    .selectFrom("library_recommendations")
    .select("course_id")
    .where("user_id", "=", userId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  return row !== undefined;
}
