// 学习记录 in both trees: the summary (this week's time, streak, words, questions, videos), the 30-day chart, the
// filter (a GET form: kind and date range) and the timeline, a page at a time. Every link and form works without
// JavaScript.
import { Form, Link } from "@remix-run/react";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import type { loadRecordPage, RecordItem } from "~/modules/centre/centre-pages.server";
import { centreMessages as m } from "~/modules/centre/centre-messages";
import { formatPoints } from "~/modules/question/marking/question-points";
import { recordFilters } from "~/modules/records/record-kinds";
import { streakTerms } from "~/modules/records/streak-terms";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { formatSpan } from "./centre-format";
import { StreakTerms } from "./streak-terms";
import { StudyChart } from "./study-chart";
import "./centre.css";

type RecordPageData = Awaited<ReturnType<typeof loadRecordPage>>;

const attemptStateLabels = { in_progress: "作答中", needs_marking: "待自评", finished: "已完成" } as const;

function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

function RecordDetails({ item }: { item: RecordItem }) {
  if (item.video) {
    const percent =
      item.video.duration > 0 ? Math.min(100, Math.floor((item.video.furthest * 100) / item.video.duration)) : 0;
    return (
      <span>
        {item.video.learnt
          ? "已学完"
          : `看到 ${clock(item.video.furthest)} / ${clock(item.video.duration)}（${percent}%）`}
      </span>
    );
  }
  if (item.words) {
    return (
      <span>
        新学 {item.words.learnt} 个，复习 {item.words.reviewed} 次
      </span>
    );
  }
  if (item.attempt) {
    const { state, score, maxScore, seconds } = item.attempt;
    return (
      <>
        <span>{attemptStateLabels[state]}</span>
        {score !== null ? (
          <span>
            得分 {formatPoints(score)} / {formatPoints(maxScore)}
          </span>
        ) : null}
        <span>用时 {formatSpan(seconds)}</span>
      </>
    );
  }
  if (item.download) return <span>下载 {item.download.count} 次</span>;
  return null;
}

function actionLabel(item: RecordItem): string {
  if (item.video) return item.video.learnt ? "再看一遍" : "继续学习";
  if (item.words) return "去背单词";
  if (item.attempt)
    return item.attempt.state === "in_progress" ? "继续作答" : item.kind === "exam" ? "查看成绩" : "回顾题目";
  return "查看";
}

export function RecordView({ data, path, touch = false }: { data: RecordPageData; path: string; touch?: boolean }) {
  const { summary, filter, errors, items, total, page, rows } = data;
  const query = (n: number) => {
    const params = new URLSearchParams();
    if (filter.kind && filter.kind !== "all") params.set("kind", filter.kind);
    if (filter.from) params.set("from", filter.from);
    if (filter.to) params.set("to", filter.to);
    if (n > 1) params.set("page", String(n));
    const text = params.toString();
    return text ? `${path}?${text}` : path;
  };
  return (
    <>
      <section aria-labelledby="record-summary">
        <h2 id="record-summary" className="centre-section-title">
          本周学习
        </h2>
        <dl className="centre-stats">
          <div>
            <dt>本周学习时长</dt>
            <dd>{formatSpan(summary.weekMinutes * 60)}</dd>
          </div>
          <div>
            <dt>{streakTerms.study.label}</dt>
            <dd>{summary.streakDays} 天</dd>
          </div>
          <div>
            <dt>本周单词</dt>
            <dd>
              新学 {summary.week.newWords} · 复习 {summary.week.reviews}
            </dd>
          </div>
          <div>
            <dt>本周做题</dt>
            <dd>{summary.week.questions} 题</dd>
          </div>
          <div>
            <dt>本周视频</dt>
            <dd>{summary.week.videos} 个</dd>
          </div>
        </dl>
        <StreakTerms terms={["study", "checkIn"]} />
      </section>
      <StudyChart days={summary.days} />
      <section aria-labelledby="record-list">
        <h2 id="record-list" className="centre-section-title">
          学习时间线
        </h2>
        <Form method="get" action={path} className="centre-filter" aria-label="筛选学习记录">
          <label>
            类型
            <select
              name="kind"
              defaultValue={filter.kind}
              aria-describedby={errors.kind ? "record-kind-error" : undefined}
            >
              {recordFilters.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            开始日期
            <input
              type="date"
              name="from"
              defaultValue={filter.from}
              aria-invalid={errors.from ? true : undefined}
              aria-describedby={errors.from ? "record-from-error" : undefined}
            />
          </label>
          <label>
            结束日期
            <input
              type="date"
              name="to"
              defaultValue={filter.to}
              aria-invalid={errors.to ? true : undefined}
              aria-describedby={errors.to ? "record-to-error" : undefined}
            />
          </label>
          <button type="submit" className="course-button">
            筛选
          </button>
          {data.filtered || Object.keys(errors).length > 0 ? <Link to={path}>清除筛选</Link> : null}
        </Form>
        {(["kind", "from", "to"] as const).map((name) =>
          errors[name] ? (
            <p key={name} id={`record-${name}-error`} className="centre-error" role="alert">
              {errors[name]}
            </p>
          ) : null,
        )}
        {items.length === 0 ? (
          <p className="centre-empty">{data.filtered ? m.recordFilteredEmpty : m.recordEmpty}</p>
        ) : (
          <>
            <p className="centre-meta">共 {total} 条记录</p>
            <ul className="centre-list">
              {items.map((item) => (
                <li key={`${item.kind}-${item.id}`} className="centre-item">
                  <div className="centre-item-main">
                    <h3>
                      <span className="centre-kind">{item.kindName}</span>
                      <Link to={item.url}>{item.title}</Link>
                    </h3>
                    <p className="centre-meta">
                      <RecordDetails item={item} />
                      <span>
                        <time dateTime={item.studiedAt}>{shanghaiSlashMinute(item.studiedAt)}</time>
                      </span>
                    </p>
                  </div>
                  <Link className="course-button course-button--plain" to={item.url}>
                    {actionLabel(item)}
                    <span className="visually-hidden">：{item.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <PaginationLinks page={page} total={total} rows={rows} href={query} label="学习记录分页" touch={touch} />
          </>
        )}
      </section>
    </>
  );
}
