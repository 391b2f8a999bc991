// The console's 馆藏需求 (issue 25): what the school's students asked the library to buy (推荐图书馆购买,
// order/library-recommendations.server.ts), counted per course, the course asked for most recently first, 20 a page,
// with whether a licence of the school covers the course today — what the library might license next.
import { db } from "~/db/client.server";
import { licenceCovers, type LicenceTerms } from "~/modules/access/entitlement";
import { pageOffset, type Page } from "~/modules/paging/paged-query";
import type { ConsoleAccess } from "./console-access";
import { assertSchoolInScope } from "./school-scope.server";

const DEMAND_PAGE_ROWS = 20;

export interface CourseDemand {
  courseId: number;
  title: string;
  subject: string;
  /** Students of the school who asked for it (one request per student and course). */
  requests: number;
  firstRequestedAt: number;
  lastRequestedAt: number;
  /** A licence of the school in force now covers the course (asked for before it was licensed, or since). */
  licensed: boolean;
}

export async function listCourseDemand(
  access: ConsoleAccess,
  schoolId: number,
  input: { page: number },
  now: number = Date.now(),
): Promise<Page<CourseDemand>> {
  await assertSchoolInScope(access, schoolId);
  const requests = db.selectFrom("library_recommendations as r").where("r.school_id", "=", schoolId);
  const ordered = requests
    .innerJoin("courses as c", "c.id", "r.course_id")
    .select((eb) => [
      "r.course_id",
      "c.title",
      "c.subject",
      eb.fn.countAll<number>().as("requests"),
      eb.fn.min("r.created_at").as("first_at"),
      eb.fn.max("r.created_at").as("last_at"),
    ])
    .groupBy(["r.course_id", "c.title", "c.subject"])
    .orderBy("last_at", "desc")
    .orderBy("r.course_id", "desc");
  const paging = { page: input.page, rows: DEMAND_PAGE_ROWS };
  // The total counts courses, not requests.
  const [counted, rows] = await Promise.all([
    requests.select((eb) => eb.fn.count("r.course_id").distinct().as("n")).executeTakeFirstOrThrow(),
    ordered.limit(paging.rows).offset(pageOffset(paging)).execute(),
  ]);
  const licences = await db
    .selectFrom("school_content_licenses")
    .select(["scope", "subject", "course_id", "bank_id", "starts_at", "ends_at"])
    .where("school_id", "=", schoolId)
    .where("starts_at", "<=", now)
    .where((eb) => eb.or([eb("ends_at", "is", null), eb("ends_at", ">", now)]))
    .execute();
  const terms: LicenceTerms[] = licences.map((row) => ({
    scope: row.scope,
    subject: row.subject,
    courseId: row.course_id,
    bankId: row.bank_id,
    startsAt: Number(row.starts_at),
    endsAt: row.ends_at === null ? null : Number(row.ends_at),
  }));
  return {
    ...paging,
    total: Number(counted.n),
    items: rows.map((row) => ({
      courseId: row.course_id,
      title: row.title,
      subject: row.subject,
      requests: Number(row.requests),
      firstRequestedAt: Number(row.first_at),
      lastRequestedAt: Number(row.last_at),
      licensed: terms.some((licence) =>
        licenceCovers(licence, { kind: "course", courseId: row.course_id, subject: row.subject }, now),
      ),
    })),
  };
}
