// /square/more and its mobile twin: 经验帖 / 学长学姐 as tabs (links), the category chips and 最新 / 最热 (links), the
// school and major in a GET form, the count, the list and the page links. Links and plain forms: no JavaScript needed.
import { Form, Link } from "@remix-run/react";
import { PostEntryItem } from "~/components/shared/centre/post-entry";
import { SeniorEntryItem } from "~/components/shared/centre/senior-entry";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { FilterRow } from "~/components/shared/filter-row";
import type { loadSquareMorePage } from "~/modules/experience/square-more-pages.server";
import { squareMoreMessages as m } from "~/modules/experience/square-more-schemas";
import "~/components/shared/centre/centre.css";
import "~/components/shared/centre/follow-centre.css";

type SquareMoreData = Awaited<ReturnType<typeof loadSquareMorePage>>;

interface MoreState {
  tab: string;
  category: string;
  school: string;
  major: string;
  sort: string;
  page: number;
}

function moreHref(path: string, state: MoreState): string {
  const params = new URLSearchParams();
  if (state.tab !== "posts") params.set("tab", state.tab);
  if (state.category) params.set("category", state.category);
  if (state.school) params.set("school", state.school);
  if (state.major) params.set("major", state.major);
  if (state.tab === "posts" && state.sort !== "new") params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export function SquareMoreView({ data, path, touch = false }: { data: SquareMoreData; path: string; touch?: boolean }) {
  const { query, tab } = data;
  const state: MoreState = { tab, ...query };
  const href = (changes: Partial<MoreState>) => moreHref(path, { ...state, page: 1, ...changes });
  const here = moreHref(path, state);
  return (
    <>
      <nav aria-label="列表">
        <ul className="filter-row" aria-label="列表">
          {data.tabs.map((entry) => (
            <li key={entry.code}>
              <Link to={href({ tab: entry.code })} aria-current={entry.code === tab ? "page" : undefined}>
                {entry.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.errors.length > 0 ? (
        <p className="centre-error" role="alert">
          {m.queryInvalid}
          {data.errors.join("；")}
        </p>
      ) : null}
      <nav aria-label="筛选">
        <FilterRow
          label="分类"
          choices={[
            { key: "all", label: "全部", href: href({ category: "" }), current: query.category === "" },
            ...data.categories.map((entry) => ({
              key: entry.code,
              label: entry.name,
              href: href({ category: entry.code }),
              current: query.category === entry.code,
            })),
          ]}
        />
        {tab === "posts" ? (
          <FilterRow
            label="排序"
            choices={data.sorts.map((sort) => ({
              key: sort.code,
              label: sort.name,
              href: href({ sort: sort.code }),
              current: query.sort === sort.code,
            }))}
          />
        ) : null}
      </nav>
      <Form method="get" action={path} className="centre-filter" aria-label="按院校和专业筛选">
        {tab !== "posts" ? <input type="hidden" name="tab" value={tab} /> : null}
        {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
        {tab === "posts" && query.sort !== "new" ? <input type="hidden" name="sort" value={query.sort} /> : null}
        <label>
          录取院校
          <select name="school" defaultValue={query.school}>
            <option value="">全部院校</option>
            {data.choices.schools.map((school) => (
              <option key={school} value={school}>
                {school}
              </option>
            ))}
          </select>
        </label>
        <label>
          专业
          <select name="major" defaultValue={query.major}>
            <option value="">全部专业</option>
            {data.choices.majors.map((major) => (
              <option key={major} value={major}>
                {major}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="course-button">
          筛选
        </button>
        {data.filtered ? (
          <Link to={moreHref(path, { tab, category: "", school: "", major: "", sort: query.sort, page: 1 })}>
            清除筛选
          </Link>
        ) : null}
      </Form>
      <section aria-labelledby="more-results">
        <h2 id="more-results" className="centre-section-title">
          {tab === "posts" ? `经验帖（共 ${data.total} 篇）` : `学长学姐（共 ${data.total} 位）`}
        </h2>
        {data.total === 0 || (data.posts.length === 0 && data.seniors.length === 0) ? (
          <p className="centre-empty">
            {data.total > 0 ? m.pageBeyond : tab === "posts" ? m.postsEmpty : m.seniorsEmpty}
          </p>
        ) : (
          <>
            <ul className="centre-list">
              {tab === "posts"
                ? data.posts.map((post) => <PostEntryItem key={post.id} post={post} />)
                : data.seniors.map((senior) => <SeniorEntryItem key={senior.id} senior={senior} action={here} />)}
            </ul>
            <PaginationLinks
              page={query.page}
              total={data.total}
              rows={data.rows}
              href={(n) => moreHref(path, { ...state, page: n })}
              label="列表分页"
              touch={touch}
            />
          </>
        )}
      </section>
    </>
  );
}
