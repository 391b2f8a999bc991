// The body of the experience list, desktop and mobile: what was ignored in the query (if anything), the senior the
// list is filtered to (their card), the desktop strip of seniors, category chips and 最新 / 最热 as links (the chosen
// one marked aria-current), the count, the cards and the page links. Everything is a link: no JavaScript needed.
import { Link, useLocation } from "@remix-run/react";
import { FollowForm } from "~/components/shared/follows/follow-form";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { FilterRow } from "~/components/shared/filter-row";
import type { ContentPaths } from "~/modules/content/content-paths";
import { experienceMessages as m } from "~/modules/experience/experience-messages";
import type { ExperienceListPageData } from "~/modules/experience/experience-pages.server";
import { experienceListHref, type ExperienceListState } from "./experience-list-href";
import { ExperienceTile } from "./experience-tile";
import { SeniorTile } from "./senior-tile";

export interface ExperienceListViewProps {
  data: ExperienceListPageData;
  paths: ContentPaths;
  compact?: boolean;
}

export function experienceListHeading(data: Pick<ExperienceListPageData, "senior">): string {
  return data.senior ? m.listOfSenior(data.senior.name) : m.listTitle;
}

export function ExperienceListView({ data, paths, compact = false }: ExperienceListViewProps) {
  const { query, errors, senior, follow, seniors, categories, sorts, total, rows, items } = data;
  const location = useLocation();
  const state: ExperienceListState = {
    category: query.category,
    senior: query.senior,
    sort: query.sort,
    page: query.page,
  };
  const href = (changes: Partial<ExperienceListState>) => experienceListHref(paths, { ...state, page: 1, ...changes });
  const pages = Math.max(1, Math.ceil(total / rows));
  const category = categories.find((entry) => entry.code === query.category);
  return (
    <>
      {errors.length > 0 ? (
        <p className="course-notice" role="alert">
          {m.queryInvalid}
          {errors.join("；")}
        </p>
      ) : null}
      {senior ? (
        <section aria-label="学长学姐" className="senior-focus">
          <SeniorTile
            senior={senior}
            href={
              paths.senior(senior.id) === paths.experiencesWhere({ senior: senior.id }) ? null : paths.senior(senior.id)
            }
            level={2}
            detailed
            as="div"
          />
          {follow ? (
            <FollowForm
              seniorId={senior.id}
              seniorName={senior.name}
              following={follow.following}
              followerCount={follow.followerCount}
              action={`${location.pathname}${location.search}`}
            />
          ) : null}
          <p className="senior-focus-links">
            <Link to={href({ senior: null })}>查看全部学长学姐的经验</Link>
          </p>
        </section>
      ) : null}
      {seniors.length > 0 && !senior ? (
        <section aria-labelledby="exp-seniors">
          <h2 id="exp-seniors">{m.seniorsTitle}</h2>
          <ul className="senior-strip">
            {seniors.map((entry) => (
              <SeniorTile key={entry.id} senior={entry} href={paths.senior(entry.id)} />
            ))}
          </ul>
        </section>
      ) : null}
      <nav aria-label="筛选">
        <FilterRow
          label="分类"
          choices={[
            { key: "all", label: "全部", href: href({ category: null }), current: query.category === null },
            ...categories.map((entry) => ({
              key: entry.code,
              label: entry.name,
              href: href({ category: entry.code }),
              current: query.category === entry.code,
            })),
          ]}
        />
        <FilterRow
          label="排序"
          choices={sorts.map((sort) => ({
            key: sort.code,
            label: sort.name,
            href: href({ sort: sort.code }),
            current: query.sort === sort.code,
          }))}
        />
      </nav>
      <section aria-labelledby="exp-results">
        <h2 id="exp-results" className="section-title">
          {category ? `${category.name} · ` : ""}共 {total} 篇经验
          {pages > 1 ? `（第 ${Math.min(query.page, pages)} / ${pages} 页）` : ""}
        </h2>
        {items.length === 0 ? (
          total > 0 ? (
            <p className="empty-note">
              {m.pageBeyond}，<Link to={href({})}>回到第 1 页</Link>
            </p>
          ) : (
            <p className="empty-note">{m.emptyList}</p>
          )
        ) : (
          <ul className="exp-list" data-compact={compact ? "" : undefined}>
            {items.map((item, index) => (
              <ExperienceTile
                key={item.id}
                item={item}
                href={paths.experience(item.id)}
                eager={index < 3}
                hideCategory={category !== undefined}
                hideSenior={senior !== null}
              />
            ))}
          </ul>
        )}
        <PaginationLinks
          page={query.page}
          total={total}
          rows={rows}
          label="分页"
          touch={compact}
          href={(n) => experienceListHref(paths, { ...state, page: n })}
        />
      </section>
    </>
  );
}
