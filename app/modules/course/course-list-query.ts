// Reads the course list's query string (/course, /mobile/course) with the API's schema, forgivingly (see
// parseListQueryLeniently). Used by the page loaders only (zod stays out of the client bundle).
import { courseListSchema, type CourseListInput } from "~/modules/course/course-schemas";
import { parseListQueryLeniently } from "~/modules/paging/lenient-list-query";

const FIELDS = {
  type: "type",
  subject: "subject",
  tag: "tag",
  keyword: "keyword",
  free: "free",
  sort: "sort",
  page: "page",
};

export function parseCourseListQuery(
  params: URLSearchParams,
  rows: number,
): { input: CourseListInput; errors: string[] } {
  return parseListQueryLeniently(courseListSchema, params, FIELDS, { rows });
}
