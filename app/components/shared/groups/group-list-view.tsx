// /square/group and its mobile twin, the list: 我的小组 (a logged-in student's groups, their own with its review
// state), the published groups filtered by subject (links) and by name and year (a GET form), 最新 / 成员最多 (links),
// paged; and 创建小组. Links and plain forms only, so it all works without JavaScript.
import { Form, Link } from "@remix-run/react";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { FilterRow } from "~/components/shared/filter-row";
import type { loadGroupPage, CreateGroupResult } from "~/modules/groups/group-pages.server";
import { groupMessages as m } from "~/modules/groups/group-messages";
import { CreateGroupForm } from "./create-group-form";
import { GroupCardItem } from "./group-card";
import { groupListHref, type GroupListState } from "./group-href";
import "~/components/shared/centre/centre.css";
import "./groups.css";

type GroupPageData = Awaited<ReturnType<typeof loadGroupPage>>;
export type GroupListData = Extract<GroupPageData, { view: "list" }>;

export function GroupListView({
  data,
  path,
  result,
  touch = false,
}: {
  data: GroupListData;
  path: string;
  result?: CreateGroupResult;
  touch?: boolean;
}) {
  const { query, list, mine } = data;
  const state: GroupListState = {
    subject: query.subject,
    year: query.year,
    keyword: query.keyword,
    sort: query.sort,
    page: query.page,
  };
  const href = (changes: Partial<GroupListState>) => groupListHref(path, { ...state, page: 1, ...changes });
  const formKey = JSON.stringify([result?.errors, result?.values]);
  return (
    <div className="group-page">
      {mine ? (
        <section aria-labelledby="my-groups">
          <h2 id="my-groups">{m.mineTitle}</h2>
          {mine.items.length === 0 ? (
            <p className="centre-empty">{m.mineEmpty}</p>
          ) : (
            <ul className="group-grid">
              {mine.items.map((group) => (
                <GroupCardItem key={group.id} group={group} showState />
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <section aria-labelledby="all-groups">
        <h2 id="all-groups">全部小组</h2>
        {data.errors.length > 0 ? (
          <p className="group-error" role="alert">
            {m.queryInvalid}
            {data.errors.join("；")}
          </p>
        ) : null}
        <nav aria-label="小组筛选">
          <FilterRow
            label="科目"
            choices={[
              { key: "all", label: "全部", href: href({ subject: "" }), current: query.subject === "" },
              ...data.subjects.map((subject) => ({
                key: subject.code,
                label: subject.name,
                href: href({ subject: subject.code }),
                current: query.subject === subject.code,
              })),
            ]}
          />
          <FilterRow
            label="排序"
            choices={data.sorts.map((sort) => ({
              key: sort.code,
              label: sort.name,
              href: href({ sort: sort.code }),
              current: query.sort === sort.code,
            }))}
          />
        </nav>
        <Form method="get" action={path} className="centre-filter" aria-label="搜索小组">
          {query.subject ? <input type="hidden" name="subject" value={query.subject} /> : null}
          {query.sort !== "new" ? <input type="hidden" name="sort" value={query.sort} /> : null}
          <label>
            小组名称
            <input type="search" name="keyword" defaultValue={query.keyword} maxLength={20} />
          </label>
          <label>
            考研年份
            <select name="year" defaultValue={query.year}>
              <option value="">全部年份</option>
              {data.form.years.map((year) => (
                <option key={year} value={String(year)}>
                  {year} 年
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="course-button">
            搜索
          </button>
          {data.filtered ? (
            <Link to={groupListHref(path, { subject: "", year: "", keyword: "", sort: query.sort, page: 1 })}>
              清除筛选
            </Link>
          ) : null}
        </Form>
        {list.items.length === 0 ? (
          <p className="centre-empty">{list.total > 0 ? m.pageBeyond : data.filtered ? m.listNoMatch : m.listEmpty}</p>
        ) : (
          <>
            <p className="centre-meta">共 {list.total} 个小组</p>
            <ul className="group-grid">
              {list.items.map((group) => (
                <GroupCardItem key={group.id} group={group} />
              ))}
            </ul>
            <PaginationLinks
              page={query.page}
              total={list.total}
              rows={list.rows}
              href={(n) => groupListHref(path, { ...state, page: n })}
              label="小组分页"
              touch={touch}
            />
          </>
        )}
      </section>

      <section aria-labelledby="create-group-title">
        <h2 id="create-group-title">{m.createTitle}</h2>
        {data.student ? (
          <>
            {data.noSchool ? <p className="group-note">{m.noSchool}</p> : null}
            <CreateGroupForm
              key={formKey}
              action={path}
              subjects={data.form.subjects}
              years={data.form.years}
              limits={data.form.limits}
              result={result}
              idPrefix="create-group"
            />
          </>
        ) : data.loggedIn ? (
          <p className="centre-empty">{m.orgCannotJoin}</p>
        ) : (
          <p className="centre-empty">
            <Link to={data.loginHref}>登录</Link>后可以创建和加入小组。
          </p>
        )}
      </section>
    </div>
  );
}
