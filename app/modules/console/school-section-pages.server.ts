// What the school sections' pages (用户, 管理员与教师, 留言与预约, 推荐购买) share: the scope they show (the school, the
// operator's switcher, the query that keeps ?school=), times as text with their ISO form, a page past a list's end sent
// to its last page, and the shape of a refused form's answer.
import { data, redirect } from "@remix-run/node";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import type { Page } from "~/modules/paging/paged-query";
import type { ConsoleSchoolScope } from "./console-school.server";

export const timeOf = (epochMs: number) => ({
  text: shanghaiSlashMinute(epochMs),
  iso: new Date(epochMs).toISOString(),
});

/** The school, the operator's schools to switch between (null for a school's staff), and the query keeping ?school=. */
export const sectionOf = (scope: ConsoleSchoolScope) => ({
  school: scope.school,
  schools: scope.schools,
  query: scope.query,
});

/** This request's path and query: where a form's post/redirect/get comes back to. */
export function hereOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** A page past the end of a list (a stale link, the last item handled) goes to its last page. */
export function clampListPage(request: Request, list: Pick<Page<unknown>, "page" | "rows" | "total">): void {
  const last = Math.max(1, Math.ceil(list.total / list.rows));
  if (list.page <= last) return;
  const url = new URL(request.url);
  if (last > 1) url.searchParams.set("page", String(last));
  else url.searchParams.delete("page");
  throw redirect(`${url.pathname}${url.search}`);
}

/** A refused form: which form (so only it shows the messages), the messages ("" for the form's own), what was typed. */
export interface SchoolFormResult {
  form: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

export const refusedForm = (result: SchoolFormResult, status: number) => data<SchoolFormResult>(result, { status });
