// The end of a practice (/question/list?attempt=&done=1): how many were answered and right, 交卷 while it is open,
// and the way to the 错题本 (wrong answers went there as they were given) and to practise more.
import { Form, Link } from "@remix-run/react";
import type { SiteTree } from "~/lib/site-tree";
import { practicePaths, practiceQuestionHref, type PracticeView } from "~/modules/question/practice/practice-paths";
import { PracticeLinks } from "./practice-links";
import "./practice.css";

export interface PracticeSummaryData {
  view: PracticeView;
  attempt: { id: number; title: string; state: string; stateLabel: string; final: boolean };
  counts: { items: number; leaves: number; answered: number; right: number; wrong: number };
}

export function PracticeSummary({ data, tree }: { data: PracticeSummaryData; tree: SiteTree }) {
  const paths = practicePaths[tree];
  const { attempt, counts } = data;
  const action = `${paths.practice}?attempt=${attempt.id}&done=1`;
  return (
    <div className="practice-page" data-touch={tree === "mobile" ? "" : undefined}>
      <h1>练习小结：{attempt.title}</h1>
      <PracticeLinks tree={tree} />
      <dl className="detail-list">
        <dt>题目</dt>
        <dd>
          {counts.items} 道（小题共 {counts.leaves} 道）
        </dd>
        <dt>已作答</dt>
        <dd>{counts.answered} 道</dd>
        <dt>答对</dt>
        <dd>{counts.right} 道</dd>
        <dt>答错</dt>
        <dd>{counts.wrong} 道</dd>
        <dt>状态</dt>
        <dd>{attempt.stateLabel}</dd>
      </dl>
      <p>做错的题已自动加入错题本，按遗忘规律安排复习。</p>
      {attempt.state === "needs_marking" ? <p>还有主观题待自评：回到题目，对照参考答案勾选答到的评分要点。</p> : null}
      <div className="practice-actions">
        {!attempt.final ? (
          <Form method="post" action={action}>
            <input type="hidden" name="attempt" value={attempt.id} />
            <button type="submit" name="intent" value="submit" className="practice-button">
              交卷并结束练习
            </button>
          </Form>
        ) : null}
        <Link to={paths.wrong} className="practice-button practice-button--plain">
          去错题本
        </Link>
        <Link to={practiceQuestionHref(paths.practice, attempt.id, 1, data.view)}>回到第 1 题</Link>
        <Link to={paths.practice}>再练一组</Link>
      </div>
    </div>
  );
}
