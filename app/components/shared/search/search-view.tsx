// The search page's body, desktop and mobile: the form (GET, so it works without JavaScript), the kinds as tabs with
// their counts, then either the overview (each kind's first hits and a link to all of them), one kind's page, a
// no-results hint, or — before searching — the visitor's recent keywords.
import { Form, Link } from "@remix-run/react";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import type { SiteTree } from "~/lib/site-tree";
import { contentPaths } from "~/modules/content/content-paths";
import {
  SEARCH_KEYWORD_MAX,
  searchKindName,
  searchKinds,
  searchScopes,
  type SearchKind,
} from "~/modules/search/search-config";
import type { SearchPageData } from "~/modules/search/search-pages.server";
import type { SearchHit } from "~/modules/search/search.server";
import { videoPaths } from "~/modules/video/video-paths";
import { HighlightedText } from "./highlighted-text";
import { searchHitPath, searchHref, searchPagePath } from "./search-hit-path";
import "./search.css";

const current = (on: boolean) => (on ? ("page" as const) : undefined);

function HitList({ hits, keyword, tree, level }: { hits: SearchHit[]; keyword: string; tree: SiteTree; level: 3 | 4 }) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <ol className="search-hits">
      {hits.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`}>
          <Heading>
            <Link to={searchHitPath(tree, hit.kind, hit.id)}>
              <HighlightedText text={hit.title} keyword={keyword} />
            </Link>
          </Heading>
          {hit.facts.length > 0 ? (
            <p className="search-facts">
              <span className="search-kind">{searchKindName(hit.kind)}</span>
              {hit.facts.map((fact) => (
                <span key={fact}>{fact}</span>
              ))}
            </p>
          ) : null}
          {hit.summary ? (
            <p className="search-summary">
              <HighlightedText text={hit.summary} keyword={keyword} />
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Where to browse instead: each kind's own list. */
function browseLinks(tree: SiteTree): Array<{ kind: SearchKind; to: string }> {
  const content = contentPaths[tree];
  const video = videoPaths[tree];
  return [
    { kind: "course", to: video.courses },
    { kind: "paper", to: content.papers },
    { kind: "paperVideo", to: video.paperVideos },
    { kind: "news", to: content.newsList },
    { kind: "experience", to: content.experiences },
    { kind: "live", to: video.lives },
  ];
}

function BrowseInstead({ tree }: { tree: SiteTree }) {
  return (
    <ul className="filter-row" aria-label="直接浏览">
      {browseLinks(tree).map((entry) => (
        <li key={entry.kind}>
          <Link to={entry.to}>{searchKindName(entry.kind)}</Link>
        </li>
      ))}
    </ul>
  );
}

export function SearchView({ page, tree }: { page: SearchPageData; tree: SiteTree }) {
  const { keyword, scope, message, recent } = page;
  const results = page.state === "results" ? page : null;
  return (
    <>
      <Form method="get" action={searchPagePath[tree]} role="search" className="search-form" aria-label="站内搜索">
        <label htmlFor="search-keyword">搜索关键词</label>
        <div className="search-form-row">
          <input
            id="search-keyword"
            type="search"
            name="keyword"
            defaultValue={keyword}
            key={keyword}
            maxLength={SEARCH_KEYWORD_MAX}
            placeholder="课程、真题、资讯、经验……"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? "search-keyword-error" : undefined}
          />
          {scope !== "all" ? <input type="hidden" name="type" value={scope} /> : null}
          <button type="submit">搜索</button>
        </div>
        {message ? (
          <p id="search-keyword-error" className="search-error">
            {message}
          </p>
        ) : null}
      </Form>

      {results ? (
        <>
          <nav aria-label="搜索分类">
            <ul className="filter-row">
              {searchScopes.map((entry) => {
                const count =
                  entry.code === "all"
                    ? searchKinds.reduce((sum, kind) => sum + results.result.totals[kind.code], 0)
                    : results.result.totals[entry.code];
                return (
                  <li key={entry.code}>
                    <Link to={searchHref(tree, keyword, entry.code)} aria-current={current(scope === entry.code)}>
                      {entry.name}
                      <span className="search-count">（{count}）</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <section aria-labelledby="search-results-title" className="search-results">
            <h2 id="search-results-title">
              {results.result.total > 0
                ? `找到 ${results.result.total} 条与“${keyword}”相关的${scope === "all" ? "内容" : searchKindName(scope)}${results.pages > 1 ? `（第 ${results.result.page} / ${results.pages} 页）` : ""}`
                : `没有找到与“${keyword}”相关的${scope === "all" ? "内容" : searchKindName(scope)}`}
            </h2>
            {results.result.total === 0 ? (
              <div className="search-empty">
                <p>换个更短的关键词试试，比如“极限”而不是“函数极限的计算方法”；或者直接浏览：</p>
                <BrowseInstead tree={tree} />
              </div>
            ) : scope === "all" ? (
              results.result.groups.map((group) => (
                <section key={group.kind} aria-labelledby={`search-group-${group.kind}`} className="search-group">
                  <div className="section-head">
                    <h3 id={`search-group-${group.kind}`}>
                      {searchKindName(group.kind)}
                      <span className="search-count">（{group.total}）</span>
                    </h3>
                    {group.total > group.hits.length ? (
                      <Link to={searchHref(tree, keyword, group.kind)}>
                        查看全部 {group.total} 条{searchKindName(group.kind)}结果
                      </Link>
                    ) : null}
                  </div>
                  <HitList hits={group.hits} keyword={keyword} tree={tree} level={4} />
                </section>
              ))
            ) : (
              <>
                <HitList hits={results.result.hits} keyword={keyword} tree={tree} level={3} />
                <PaginationLinks
                  page={results.result.page}
                  total={results.result.total}
                  rows={results.result.rows}
                  href={(n) => searchHref(tree, keyword, scope, n)}
                  label="搜索结果分页"
                  touch={tree === "mobile"}
                />
              </>
            )}
          </section>
        </>
      ) : (
        <section aria-labelledby="search-start-title" className="search-results">
          <h2 id="search-start-title">{recent.length > 0 ? "最近搜索" : "可以搜索这些内容"}</h2>
          {recent.length > 0 ? (
            <>
              <ul className="filter-row" aria-label="最近搜索的关键词">
                {recent.map((entry) => (
                  <li key={entry}>
                    <Link to={searchHref(tree, entry)}>{entry}</Link>
                  </li>
                ))}
              </ul>
              <Form method="post" action={searchPagePath[tree]} className="search-clear">
                <button type="submit" name="intent" value="clear">
                  清空搜索记录
                </button>
              </Form>
              <p>也可以直接浏览：</p>
            </>
          ) : (
            <p>输入关键词，搜索微课、历年真题、真题解析、考研资讯、考研经验和直播；或者直接浏览：</p>
          )}
          <BrowseInstead tree={tree} />
        </section>
      )}
    </>
  );
}
