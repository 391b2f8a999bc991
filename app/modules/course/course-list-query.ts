// Reads the course list's query string (/course, /mobile/course) with the API's schema, forgivingly: a bad value is
// dropped with its Chinese message and the rest of the filters still apply, so a mistyped link shows a list and says
// what was ignored instead of an error page. Used by the page loaders only (zod stays out of the client bundle).
import { courseListSchema, type CourseListInput } from "~/modules/course/course-schemas";

const FIELDS = ["type", "subject", "tag", "keyword", "free", "sort", "page"] as const;

export function parseCourseListQuery(params: URLSearchParams, rows: number): { input: CourseListInput; errors: string[] } {
  const raw: Record<string, unknown> = { rows };
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value !== null) raw[field] = value;
  }
  // The messages in the order of the fields, each once.
  const problems = new Map<string, string>();
  const errors = () => FIELDS.flatMap((field) => (problems.has(field) ? [problems.get(field)!] : []));
  for (let attempt = 0; attempt < FIELDS.length; attempt += 1) {
    const parsed = courseListSchema.safeParse(raw);
    if (parsed.success) return { input: parsed.data, errors: errors() };
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (field === "rows" || !(field in raw)) continue;
      problems.set(field, issue.message);
      delete raw[field];
    }
  }
  return { input: courseListSchema.parse({ rows }), errors: errors() };
}
