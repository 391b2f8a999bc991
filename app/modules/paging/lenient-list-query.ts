// Reads a list page's query string forgivingly (/course, /square/experience and their twins): a bad value is dropped
// with its Chinese message and the rest of the filters still apply, so a mistyped link shows a list and says what
// was ignored instead of an error page. The schema is the API's (one rule for both); used by page loaders only.
import type { z } from "zod";

/**
 * `fields` maps each query parameter to the schema's key for it, in the order the messages are shown; `fixed` are
 * values the page sets itself (its `rows`), never dropped. Each dropped field's message appears once.
 */
export function parseListQueryLeniently<Schema extends z.ZodTypeAny>(
  schema: Schema,
  params: URLSearchParams,
  fields: Readonly<Record<string, string>>,
  fixed: Readonly<Record<string, unknown>>,
): { input: z.output<Schema>; errors: string[] } {
  const raw: Record<string, unknown> = { ...fixed };
  for (const [param, key] of Object.entries(fields)) {
    const value = params.get(param);
    if (value !== null) raw[key] = value;
  }
  const problems = new Map<string, string>();
  const errors = () => Object.values(fields).flatMap((key) => problems.get(key) ?? []);
  // Each round drops at least one field or returns, so one more round than there are fields always ends it.
  for (let round = 0; round <= Object.keys(fields).length; round += 1) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return { input: parsed.data, errors: errors() };
    let dropped = false;
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "");
      if (key in fixed || !(key in raw)) continue;
      problems.set(key, issue.message);
      delete raw[key];
      dropped = true;
    }
    if (!dropped) break;
  }
  return { input: schema.parse(fixed), errors: errors() };
}
