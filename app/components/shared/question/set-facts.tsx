// A question set's facts (科目, 类型, 题量, 满分, 时长) as its exam start page and its PDF page show them.
import type { ReactNode } from "react";
import { questionCountText, type QuestionCounts } from "~/modules/question/bank/question-counts";

export interface SetFactsData {
  subjectName: string;
  kindName: string;
  counts: QuestionCounts;
  /** Already written as points ("150 分"). */
  totalPointsLabel: string;
  durationMinutes: number | null;
}

export function SetFacts({
  set,
  headingId,
  headingClassName,
  children,
}: {
  set: SetFactsData;
  headingId: string;
  headingClassName?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        试卷信息
      </h2>
      <dl className="detail-list">
        <dt>科目</dt>
        <dd>{set.subjectName}</dd>
        <dt>类型</dt>
        <dd>{set.kindName}</dd>
        <dt>题量</dt>
        <dd data-set-count>{questionCountText(set.counts)}</dd>
        <dt>满分</dt>
        <dd>{set.totalPointsLabel}</dd>
        <dt>时长</dt>
        <dd>{set.durationMinutes ? `${set.durationMinutes} 分钟` : "不限时"}</dd>
      </dl>
      {children}
    </section>
  );
}
