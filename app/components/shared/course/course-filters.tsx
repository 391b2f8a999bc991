// The course list's filters (/course, /mobile/course) as links: subject, tag, price and sort, each keeping the other
// choices and starting again at page 1; the chosen option carries aria-current and a ✓ (not colour alone). The keyword
// is a GET form. On a phone the subjects scroll sideways and the rest sit in a <details>, so no script is needed.
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { courseListHref, type CourseListChange, type CourseListQuery } from "./course-links";
import "./course.css";

export interface CourseConditionsData {
  subjects: Array<{ code: string; name: string; count: number }>;
  tags: Array<{ name: string; count: number }>;
  sorts: Array<{ code: string; name: string }>;
}

interface Option {
  key: string;
  label: string;
  count?: number;
  change: CourseListChange;
  current: boolean;
}

function Chip({ option, path, query }: { option: Option; path: string; query: CourseListQuery }) {
  return (
    <li>
      <Link
        className="filter-chip"
        to={courseListHref(path, query, option.change)}
        aria-current={option.current ? "true" : undefined}
        preventScrollReset
      >
        {option.label}
        {option.count !== undefined ? (
          <span className="filter-count">
            <span className="visually-hidden">（</span>
            {option.count}
            <span className="visually-hidden"> 门）</span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}

function Group({
  id,
  label,
  children,
  scroll = false,
}: {
  id: string;
  label: string;
  children: ReactNode;
  scroll?: boolean;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of filter links, not form controls, so no fieldset
    <div className="filter-group" role="group" aria-labelledby={id}>
      <span className="filter-label" id={id}>
        {label}
      </span>
      <ul className={scroll ? "filter-scroll" : "filter-options"}>{children}</ul>
    </div>
  );
}

/** Tags shown at once on desktop ("全部" included); the rest open under 更多标签. */
const SHOWN_TAGS = 15;

function optionsOf(query: CourseListQuery, conditions: CourseConditionsData) {
  const subjects: Option[] = [
    { key: "all", label: "全部", change: { subject: null }, current: !query.subject },
    ...conditions.subjects
      .filter((subject) => subject.count > 0 || subject.code === query.subject)
      .map((subject) => ({
        key: subject.code,
        label: subject.name,
        count: subject.count,
        change: { subject: subject.code },
        current: query.subject === subject.code,
      })),
  ];
  const tagNames = conditions.tags.map((tag) => tag.name);
  const tags: Option[] = [
    { key: "all", label: "全部", change: { tag: null }, current: !query.tag },
    ...conditions.tags.map((tag) => ({
      key: tag.name,
      label: tag.name,
      count: tag.count,
      change: { tag: tag.name },
      current: query.tag === tag.name,
    })),
    // A tag typed into the address that is not among the top tags still shows as chosen.
    ...(query.tag && !tagNames.includes(query.tag)
      ? [{ key: query.tag, label: query.tag, change: { tag: query.tag }, current: true }]
      : []),
  ];
  const prices: Option[] = [
    { key: "all", label: "全部", change: { free: null }, current: query.free === undefined },
    { key: "free", label: "免费", change: { free: true }, current: query.free === true },
    { key: "paid", label: "付费", change: { free: false }, current: query.free === false },
  ];
  const sorts: Option[] = conditions.sorts.map((sort) => ({
    key: sort.code,
    label: sort.name,
    change: { sort: sort.code as CourseListQuery["sort"] },
    current: query.sort === sort.code,
  }));
  return { subjects, tags, prices, sorts };
}

function KeywordForm({ path, query, idPrefix }: { path: string; query: CourseListQuery; idPrefix: string }) {
  const keep: Array<[string, string]> = [["type", String(query.type)]];
  if (query.subject) keep.push(["subject", query.subject]);
  if (query.tag) keep.push(["tag", query.tag]);
  if (query.free !== undefined) keep.push(["free", query.free ? "1" : "0"]);
  if (query.sort !== "hot") keep.push(["sort", query.sort]);
  return (
    <Form method="get" action={path} className="course-search" role="search" aria-label="搜索课程">
      {keep.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={`${idPrefix}-keyword`} className="filter-label">
        关键词
      </label>
      <input
        id={`${idPrefix}-keyword`}
        type="search"
        name="keyword"
        defaultValue={query.keyword ?? ""}
        maxLength={40}
        placeholder="课程名称"
      />
      <button type="submit">搜索</button>
      {query.keyword ? (
        <Link to={courseListHref(path, query, { keyword: null })} className="filter-chip">
          清除关键词
        </Link>
      ) : null}
    </Form>
  );
}

export function CourseFilters({
  path,
  query,
  conditions,
  compact = false,
}: {
  /** The list's path without query: /course or /mobile/course. */
  path: string;
  query: CourseListQuery;
  conditions: CourseConditionsData;
  /** The phone form: subjects scroll, the rest folds away. */
  compact?: boolean;
}) {
  const options = optionsOf(query, conditions);
  const chips = (list: Option[]) =>
    list.map((option) => <Chip key={option.key} option={option} path={path} query={query} />);
  const prefix = compact ? "m-filter" : "filter";

  if (compact) {
    const folded = Boolean(query.tag || query.free !== undefined || query.keyword);
    return (
      <section className="course-filters course-filters--mobile" aria-labelledby={`${prefix}-title`}>
        <h2 id={`${prefix}-title`} className="visually-hidden">
          筛选课程
        </h2>
        <Group id={`${prefix}-subject`} label="科目" scroll>
          {chips(options.subjects)}
        </Group>
        <Group id={`${prefix}-sort`} label="排序">
          {chips(options.sorts)}
        </Group>
        <details className="course-more" open={folded}>
          <summary>更多筛选（标签、价格、关键词）</summary>
          <Group id={`${prefix}-price`} label="价格">
            {chips(options.prices)}
          </Group>
          <Group id={`${prefix}-tag`} label="标签">
            {chips(options.tags)}
          </Group>
          <KeywordForm path={path} query={query} idPrefix={prefix} />
        </details>
      </section>
    );
  }

  return (
    <section className="course-filters" aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className="visually-hidden">
        筛选课程
      </h2>
      <Group id={`${prefix}-subject`} label="科目">
        {chips(options.subjects)}
      </Group>
      <Group id={`${prefix}-tag`} label="标签">
        {chips(options.tags.slice(0, SHOWN_TAGS))}
        {options.tags.length > SHOWN_TAGS ? (
          <li className="filter-more">
            <details open={options.tags.slice(SHOWN_TAGS).some((option) => option.current)}>
              <summary className="filter-chip">更多标签（{options.tags.length - SHOWN_TAGS}）</summary>
              <ul className="filter-options">{chips(options.tags.slice(SHOWN_TAGS))}</ul>
            </details>
          </li>
        ) : null}
      </Group>
      <Group id={`${prefix}-price`} label="价格">
        {chips(options.prices)}
      </Group>
      <Group id={`${prefix}-sort`} label="排序">
        {chips(options.sorts)}
      </Group>
      <KeywordForm path={path} query={query} idPrefix={prefix} />
    </section>
  );
}
