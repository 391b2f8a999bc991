// Which school a console section acts on (issue 25): a school's administrators, their own school — another school's
// ?school= is 404, as if it did not exist —; the operator, the school named by ?school= (the first school when none
// is named, so every state has one address), with the list of schools to switch between.
import { redirect } from "@remix-run/node";
import { db } from "~/db/client.server";
import { pageNotFound } from "~/lib/page-not-found.server";
import { consoleMessages as m } from "./console-messages";
import { requireConsoleUser, type ConsoleUser } from "./require-console-user.server";

export interface ConsoleSchoolScope {
  consoleUser: ConsoleUser;
  school: { id: number; name: string };
  /** The query that keeps this school in the section's links and forms: { school } for the operator, else empty. */
  query: Record<string, string>;
  /** The operator's schools to switch between; null for a school's administrators. */
  schools: Array<{ id: number; name: string }> | null;
}

export async function requireConsoleSchool(
  request: Request,
  context: { clientIp: string },
): Promise<ConsoleSchoolScope> {
  const consoleUser = await requireConsoleUser(request, context);
  const { access } = consoleUser;
  const url = new URL(request.url);
  const raw = url.searchParams.get("school");
  if (!access.operator) {
    const own = access.adminSchoolId!;
    if (raw !== null && raw !== String(own)) throw pageNotFound(m.schoolNotFound);
    const school = await db
      .selectFrom("schools")
      .select(["id", "name"])
      .where("id", "=", own)
      .executeTakeFirstOrThrow();
    return { consoleUser, school, query: {}, schools: null };
  }
  const schools = await db.selectFrom("schools").select(["id", "name"]).orderBy("id").execute();
  if (raw === null) {
    const first = schools.find((school) => school.id === access.adminSchoolId) ?? schools[0];
    if (!first) throw pageNotFound(m.schoolNotFound);
    url.searchParams.set("school", String(first.id));
    throw redirect(`${url.pathname}${url.search}`);
  }
  const school = /^\d{1,9}$/.test(raw) ? schools.find((candidate) => candidate.id === Number(raw)) : undefined;
  if (!school) throw pageNotFound(m.schoolNotFound);
  return { consoleUser, school, query: { school: String(school.id) }, schools };
}

/** `path` with the scope's query (and `extra`), for a section's links and redirects. */
export function scopedPath(path: string, query: Record<string, string>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...query, ...extra }).toString();
  return params ? `${path}?${params}` : path;
}
