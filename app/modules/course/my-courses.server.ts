// "My courses" (/course/my and GET /api/Course/learn-page-query), by tab (docs/decisions/0010):
// - oneCoach: one-to-one coaching courses (type 3) the student is enrolled in, newest enrolment first;
// - plubic (the spec's spelling): free courses the student has studied, last watched first;
// - zyk (资源库): every published course the student's own school licenses, newest first;
// - no tab: every course the student has studied, last watched first (the records page).
// Each item carries the student's progress in it, or null.
import { sql, type Expression, type SqlBool } from "kysely";
import { db } from "~/db/client.server";
import { loadAccessContext } from "~/modules/access/content-access.server";
import type { Viewer } from "~/modules/access/viewer.server";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import { courseCardColumns, toCourseCard, type CourseCardRow } from "./course-catalog.server";
import { COACHING_COURSE_TYPE } from "./course-config";
import type { LearnListInput } from "./course-schemas";
import { listCourseProgress, progressBrief, type CourseWithProgress } from "./progress.server";

export type MyCourse = CourseWithProgress & { enrolledAt: string | null };

async function withProgress(
  viewer: Viewer & { userId: number },
  rows: Array<CourseCardRow & { enrolled_at?: number }>,
): Promise<MyCourse[]> {
  const ids = rows.map((row) => row.id);
  const progress =
    ids.length === 0
      ? []
      : await db
          .selectFrom("course_progress")
          .select(["course_id", "learnt_count", "last_video_id", "last_position_seconds", "last_watched_at"])
          .where("user_id", "=", viewer.userId)
          .where("course_id", "in", ids)
          .execute();
  const byCourse = new Map(progress.map((row) => [row.course_id, row]));
  const now = Date.now();
  return rows.map((row) => {
    const mine = byCourse.get(row.id);
    return {
      ...toCourseCard(row, viewer, now),
      progress: mine ? progressBrief(mine, row.video_count) : null,
      enrolledAt: row.enrolled_at === undefined ? null : new Date(row.enrolled_at).toISOString(),
    };
  });
}

export async function listMyCourses(
  viewer: Viewer & { userId: number },
  input: LearnListInput,
  now: number = Date.now(),
): Promise<Page<MyCourse>> {
  const empty = { page: input.page, rows: input.rows, total: 0, items: [] };

  if (input.tab === undefined) {
    const page = await listCourseProgress(viewer, input);
    return { ...page, items: page.items.map((item) => ({ ...item, enrolledAt: null })) };
  }

  if (input.tab === "oneCoach") {
    const base = db
      .selectFrom("course_enrolments as e")
      .innerJoin("courses as c", "c.id", "e.course_id")
      .where("e.user_id", "=", viewer.userId)
      .where("c.type", "=", COACHING_COURSE_TYPE)
      .where("c.published", "=", 1)
      .where((eb) => eb.or([eb("e.expires_at", "is", null), eb("e.expires_at", ">", now)]));
    const ordered = base
      .select([...courseCardColumns, "e.created_at as enrolled_at"])
      .orderBy("e.created_at", "desc")
      .orderBy("c.id", "desc");
    return fetchPage(input, base, ordered, (rows) =>
      withProgress(viewer, rows as Array<CourseCardRow & { enrolled_at: number }>),
    );
  }

  if (input.tab === "plubic") {
    const base = db
      .selectFrom("course_progress as p")
      .innerJoin("courses as c", "c.id", "p.course_id")
      .where("p.user_id", "=", viewer.userId)
      .where("c.price_fen", "=", 0)
      .where("c.published", "=", 1);
    const ordered = base.select(courseCardColumns).orderBy("p.last_watched_at", "desc").orderBy("c.id", "desc");
    return fetchPage(input, base, ordered, (rows) => withProgress(viewer, rows as CourseCardRow[]));
  }

  // zyk: what the student's own school licenses (not the campus they happen to be on).
  const { memberLicences } = await loadAccessContext({ ...viewer, campusSchoolId: null }, now);
  if (memberLicences.length === 0) return empty;
  const everything = memberLicences.some((licence) => licence.scope === "all");
  const licensedSubjects = memberLicences
    .filter((licence) => licence.scope === "subject" && licence.subject)
    .map((licence) => licence.subject!);
  const licensedCourses = memberLicences
    .filter((licence) => licence.scope === "course" && licence.courseId !== null)
    .map((licence) => licence.courseId!);
  let base = db.selectFrom("courses as c").where("c.published", "=", 1).where("c.type", "<>", COACHING_COURSE_TYPE);
  if (!everything) {
    base = base.where((eb) => {
      const parts: Array<Expression<SqlBool>> = [];
      if (licensedSubjects.length > 0) parts.push(eb("c.subject", "in", licensedSubjects));
      if (licensedCourses.length > 0) parts.push(eb("c.id", "in", licensedCourses));
      return parts.length > 0 ? eb.or(parts) : sql<SqlBool>`1 = 0`;
    });
  }
  const ordered = base.select(courseCardColumns).orderBy("c.published_at", "desc").orderBy("c.id", "desc");
  return fetchPage(input, base, ordered, (rows) => withProgress(viewer, rows as CourseCardRow[]));
}
