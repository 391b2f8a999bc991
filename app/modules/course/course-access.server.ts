// What the entitlement rule (access/entitlement.ts) needs to know about courses: a student's enrolments and which
// courses a school licence may cover (docs/decisions/0010). The licences and the refusal are access's.
import { db } from "~/db/client.server";
import { entitlementIn, type AccessContext } from "~/modules/access/content-access.server";
import type { Entitlement } from "~/modules/access/entitlement";
import { COACHING_COURSE_TYPE } from "./course-config";

/** Whether the user holds a current enrolment in the course (coaching assigned, later a paid order). */
export async function isEnrolled(userId: number | null, courseId: number, now: number = Date.now()): Promise<boolean> {
  return (await enrolledAmong(userId, [courseId], now)).has(courseId);
}

/** Which of these courses the user holds a current enrolment in: one query for a whole list page. */
export async function enrolledAmong(
  userId: number | null,
  courseIds: readonly number[],
  now: number = Date.now(),
): Promise<Set<number>> {
  if (userId === null || courseIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("course_enrolments")
    .select("course_id")
    .where("user_id", "=", userId)
    .where("course_id", "in", [...courseIds])
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", now)]))
    .execute();
  return new Set(rows.map((row) => row.course_id));
}

/** Coaching courses belong to the students enrolled in them: no school licence covers them. */
export function isLicensable(courseType: number): boolean {
  return courseType !== COACHING_COURSE_TYPE;
}

type EntitledCourse = { id: number; type: number; subject: string; price_fen: number };

/** The whole course (not a preview) for this viewer: free, enrolled or licensed. */
export async function courseEntitlement(context: AccessContext, course: EntitledCourse): Promise<Entitlement> {
  return courseEntitlementKnowing(context, course, await isEnrolled(context.viewer.userId, course.id, context.now));
}

/** courseEntitlement when the enrolment is already known (a list page asks enrolledAmong once for all its cards). */
export function courseEntitlementKnowing(
  context: AccessContext,
  course: EntitledCourse,
  enrolled: boolean,
): Entitlement {
  return entitlementIn(
    context,
    { kind: "course", courseId: course.id, subject: course.subject },
    { free: course.price_fen === 0, enrolled, licensable: isLicensable(course.type) },
  );
}
