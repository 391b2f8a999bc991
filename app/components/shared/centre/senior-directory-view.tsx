// 学长学姐 in both trees (docs/decisions/0027; the application above it: seniors/senior-application-section.tsx): the GET
// filter (admitted school, a category of their posts, exam year), and
// the seniors a page at a time, each with the 关注 / 已关注（取消关注） form posting to this page.
import { Form, Link } from "@remix-run/react";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import type { loadSeniorDirectoryPage } from "~/modules/centre/centre-follow-pages.server";
import { followMessages as m } from "~/modules/follows/follow-messages";
import { SeniorEntryItem } from "./senior-entry";
import "./centre.css";
import "./follow-centre.css";

type SeniorDirectoryData = Awaited<ReturnType<typeof loadSeniorDirectoryPage>>;

export function SeniorDirectoryView({
  data,
  path,
  touch = false,
}: {
  data: SeniorDirectoryData;
  path: string;
  touch?: boolean;
}) {
  const { filter, choices, errors, seniors, total, page, rows } = data;
  const query = (n: number) => {
    const params = new URLSearchParams();
    if (filter.school) params.set("school", filter.school);
    if (filter.category) params.set("category", filter.category);
    if (filter.year) params.set("year", filter.year);
    if (n > 1) params.set("page", String(n));
    const text = params.toString();
    return text ? `${path}?${text}` : path;
  };
  return (
    <section aria-labelledby="senior-directory">
      <h2 id="senior-directory" className="centre-section-title">
        找学长学姐
      </h2>
      <Form method="get" action={path} className="centre-filter" aria-label="筛选学长学姐">
        <label>
          录取院校
          <select name="school" defaultValue={filter.school}>
            <option value="">全部院校</option>
            {choices.schools.map((school) => (
              <option key={school} value={school}>
                {school}
              </option>
            ))}
          </select>
        </label>
        <label>
          经验分类
          <select name="category" defaultValue={filter.category}>
            <option value="">全部分类</option>
            {choices.categories.map((category) => (
              <option key={category.code} value={category.code}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          考研年份
          <select name="year" defaultValue={filter.year}>
            <option value="">全部年份</option>
            {choices.years.map((year) => (
              <option key={year} value={String(year)}>
                {year} 年
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="course-button">
          筛选
        </button>
        {data.filtered || errors.length > 0 ? <Link to={path}>清除筛选</Link> : null}
      </Form>
      {errors.length > 0 ? (
        <p className="centre-error" role="alert">
          {m.queryInvalid}
          {errors.join("；")}
        </p>
      ) : null}
      {seniors.length === 0 ? (
        <p className="centre-empty">{total > 0 ? m.pageBeyond : data.filtered ? m.directoryEmpty : m.directoryNone}</p>
      ) : (
        <>
          <p className="centre-meta">共 {total} 位学长学姐</p>
          <ul className="centre-list">
            {seniors.map((senior) => (
              <SeniorEntryItem key={senior.id} senior={senior} action={query(page)} />
            ))}
          </ul>
          <PaginationLinks page={page} total={total} rows={rows} href={query} label="学长学姐分页" touch={touch} />
        </>
      )}
    </section>
  );
}
