// The result of a mock exam (/question/exam?attempt= once final): the score (provisional while subjective answers
// await self-marking), time used, the percentile among all finished attempts on the paper (anonymous; withheld while
// too few others have handed it in), the score by part, then every question with the answer given, the right one,
// the outcome, the explanation, the site-wide correct rate, the time spent and the paper's explanation video where
// there is one. A subjective answer is self-marked by ticking the scoring points hit (a plain form post:
// post/redirect/get with a toast).
import { Alert, Button, Stack, Title } from "@mantine/core";
import { Form, Link, useLocation } from "@remix-run/react";
import { shanghaiIsoMinute } from "~/lib/shanghai-time";
import type { SiteTree } from "~/lib/site-tree";
import type { StoredAnswer } from "~/modules/question/attempts/attempt-schemas";
import { examPageMessages as m } from "~/modules/question/attempts/attempt-messages";
import { PERCENTILE_MIN_OTHERS } from "~/modules/question/attempts/attempt-rules";
import type { AttemptItem, AttemptLeaf, AttemptView } from "~/modules/question/attempts/attempt-views";
import type { ExamVideo } from "~/modules/question/attempts/exam-pages.server";
import { examHrefs, pointsText, spokenSeconds } from "~/modules/question/attempts/exam-pages";
import type { PublicQuestion } from "~/modules/question/bank/question-views";
import { RichHtml } from "./exam-question";

/** A refusal carried to the result by the hydrated page (navigate state), shown once above it. */
function useRefusedNotice(): string | null {
  const state = useLocation().state as { refused?: unknown } | null;
  return state && typeof state.refused === "string" && state.refused ? state.refused : null;
}

function answerText(answer: StoredAnswer | undefined): string {
  if (answer === null || answer === undefined) return m.noAnswer;
  if (typeof answer === "string") return answer;
  if (Array.isArray(answer))
    return answer.some((part) => part.trim() !== "") ? answer.map((part) => part || "（空）").join("；") : m.noAnswer;
  return answer.text;
}

function rightAnswerText(leaf: AttemptLeaf): string {
  const key = leaf.key;
  if (!key) return "";
  if (leaf.kind === "single" || leaf.kind === "multi") return key.correctOptionIds.join("、");
  if (leaf.kind === "fill") return key.acceptedAnswers.map((forms) => forms.join(" 或 ")).join("；");
  return "";
}

function LeafResult({
  leaf,
  question,
  videos,
  attempt,
}: {
  leaf: AttemptLeaf;
  question: PublicQuestion;
  videos: Record<string, ExamVideo>;
  attempt: AttemptView;
}) {
  const video = videos[leaf.label] ?? videos[leaf.label.replace(/\(.*$/, "")];
  const rate = leaf.correctRate;
  const canSelfMark =
    attempt.state === "needs_marking" &&
    leaf.kind === "subjective" &&
    leaf.answer !== null &&
    (leaf.key?.rubric.length ?? 0) > 0;
  const ticked = new Set(leaf.selfMarks ?? []);
  return (
    <article className="exam-result-leaf" id={`q-${leaf.questionId}`} data-outcome={leaf.outcome}>
      <h3>
        第 {leaf.label} 题 · {leaf.outcomeLabel ?? ""} · {pointsText(leaf.pointsAwarded ?? 0)} /{" "}
        {pointsText(leaf.points)} 分
      </h3>
      <RichHtml html={question.stemHtml} />
      {leaf.key && leaf.key.options.length > 0 ? (
        <ul className="exam-result-options">
          {leaf.key.options.map((option) => (
            <li key={option.id} data-correct={option.isCorrect ? "" : undefined}>
              <span className="exam-option-letter">{option.id}</span>
              <RichHtml html={option.content} className="exam-option-text exam-rich" />
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="detail-list exam-result-facts">
        <dt>{m.yourAnswer}</dt>
        <dd className="exam-answer-text">{answerText(leaf.answer)}</dd>
        {leaf.kind !== "subjective" ? (
          <>
            <dt>{m.rightAnswer}</dt>
            <dd>{rightAnswerText(leaf)}</dd>
          </>
        ) : null}
        <dt>{m.correctRate}</dt>
        <dd>{rate && rate.rate !== null ? `${rate.rate}%（${rate.answered} 人次作答）` : m.correctRateNone}</dd>
        <dt>{m.timeSpent}</dt>
        <dd>{leaf.seconds === null || leaf.seconds === undefined ? "—" : spokenSeconds(leaf.seconds)}</dd>
      </dl>
      {leaf.kind === "subjective" && leaf.key?.referenceHtml ? (
        <div className="exam-result-block">
          <h4>{m.referenceAnswer}</h4>
          <RichHtml html={leaf.key.referenceHtml} />
        </div>
      ) : null}
      {leaf.key?.explanationHtml ? (
        <div className="exam-result-block">
          <h4>{m.explanation}</h4>
          <RichHtml html={leaf.key.explanationHtml} />
        </div>
      ) : null}
      {video ? (
        <p>
          {m.video}：<Link to={video.href}>{video.title}</Link>
        </p>
      ) : null}
      {leaf.kind === "subjective" && leaf.key && leaf.key.rubric.length > 0 ? (
        canSelfMark ? (
          <Form method="post" className="exam-selfmark">
            <input type="hidden" name="intent" value="selfmark" />
            <input type="hidden" name="attempt" value={attempt.id} />
            <input type="hidden" name="questionId" value={leaf.questionId} />
            <fieldset>
              <legend>
                {m.selfMarkLegend}（第 {leaf.label} 题）
              </legend>
              {leaf.key.rubric.map((point) => {
                const id = `r-${leaf.questionId}-${point.id}`;
                return (
                  <p key={point.id}>
                    <input
                      type="checkbox"
                      id={id}
                      name="rubric"
                      value={point.id}
                      defaultChecked={ticked.has(point.id)}
                    />
                    <label htmlFor={id}>
                      {point.text}（{pointsText(point.points)} 分）
                    </label>
                  </p>
                );
              })}
            </fieldset>
            <Button type="submit" size="sm">
              {m.selfMarkSubmit}
            </Button>
          </Form>
        ) : (
          <div className="exam-result-block">
            <h4>评分要点</h4>
            <ul>
              {leaf.key.rubric.map((point) => (
                <li key={point.id}>
                  {ticked.has(point.id) ? "✓ " : ""}
                  {point.text}（{pointsText(point.points)} 分）
                </li>
              ))}
            </ul>
          </div>
        )
      ) : null}
    </article>
  );
}

function ItemResult({
  item,
  videos,
  attempt,
}: {
  item: AttemptItem;
  videos: Record<string, ExamVideo>;
  attempt: AttemptView;
}) {
  const group = item.question.children.length > 0;
  return (
    <div className="exam-result-item">
      {group ? (
        <details className="exam-passage">
          <summary>{item.question.title || "材料"}</summary>
          <RichHtml html={item.question.stemHtml} />
          {item.explanationHtml ? (
            <div className="exam-result-block">
              <p>
                <strong>{m.explanation}</strong>
              </p>
              <RichHtml html={item.explanationHtml} />
            </div>
          ) : null}
        </details>
      ) : null}
      {item.leaves.map((leaf) => (
        <LeafResult
          key={leaf.questionId}
          leaf={leaf}
          question={
            group
              ? (item.question.children.find((child) => child.id === leaf.questionId) ?? item.question)
              : item.question
          }
          videos={videos}
          attempt={attempt}
        />
      ))}
    </div>
  );
}

/** 百分位: pending until self-marked, withheld while too few others have handed the set in, else the rank. */
function percentileText(percentile: AttemptView["percentile"]): string {
  if (!percentile) return m.percentilePending;
  if (percentile.percentile === null) return m.percentileTooFew(percentile.cohort - 1, PERCENTILE_MIN_OTHERS);
  return m.percentile(percentile.percentile, percentile.cohort);
}

export function ExamResult({
  attempt,
  tree,
  videos,
}: {
  attempt: AttemptView;
  tree: SiteTree;
  videos: Record<string, ExamVideo>;
}) {
  const hrefs = examHrefs(tree);
  const refused = useRefusedNotice();
  const provisional = attempt.state === "needs_marking";
  const used = attempt.submittedAt
    ? Math.max(0, Math.round((Date.parse(attempt.submittedAt) - Date.parse(attempt.startedAt)) / 1000))
    : null;
  return (
    <Stack gap="md" className="exam-page">
      <Title order={1} fz={24}>
        {m.resultTitle}：{attempt.set.title}
      </Title>
      {refused ? (
        <Alert color="yellow" role="alert" data-exam-refused>
          {refused}
        </Alert>
      ) : null}
      <section aria-labelledby="exam-score" className="exam-panel">
        <h2 id="exam-score" className="exam-h2">
          成绩
        </h2>
        <dl className="detail-list" data-exam-summary>
          <dt>{m.scoreTotal}</dt>
          <dd data-exam-score>
            {pointsText(attempt.score ?? 0)} / {pointsText(attempt.maxScore)} 分{provisional ? m.scoreProvisional : ""}
          </dd>
          <dt>{m.timeUsed}</dt>
          <dd>{used === null ? "—" : spokenSeconds(used)}</dd>
          <dt>交卷</dt>
          <dd>
            {attempt.finishReasonLabel && attempt.submittedAt
              ? m.finishedBy(attempt.finishReasonLabel, shanghaiIsoMinute(attempt.submittedAt))
              : attempt.stateLabel}
          </dd>
          <dt>百分位</dt>
          <dd data-exam-percentile>{percentileText(attempt.percentile)}</dd>
        </dl>
        {/* Fits a 360 px phone; were it ever wider, it scrolls in its own box, which a keyboard can reach and scroll. */}
        <section
          className="paper-table-wrap"
          aria-labelledby="exam-by-section"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard to scroll it (WCAG 2.1.1)
          tabIndex={0}
          data-exam-score-table
        >
          <table className="paper-table exam-score-table">
            <caption id="exam-by-section">{m.bySection}</caption>
            <thead>
              <tr>
                <th scope="col">部分</th>
                <th scope="col">得分</th>
                <th scope="col">分值</th>
              </tr>
            </thead>
            <tbody>
              {attempt.sections.map((section, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a paper's sections, in the paper's fixed order; never reordered on the page
                <tr key={index}>
                  <th scope="row">{section.title}</th>
                  <td>{pointsText(section.score ?? 0)}</td>
                  <td>{pointsText(section.points)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <p>
          <Link to={hrefs.wrongBook}>{m.wrongBook}</Link>
        </p>
      </section>
      {attempt.sections.map((section, sectionIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a paper's sections, in the paper's fixed order; never reordered on the page
        <section key={sectionIndex} aria-labelledby={`result-section-${sectionIndex}`}>
          <h2 id={`result-section-${sectionIndex}`} className="exam-h2">
            {section.title}（{pointsText(section.score ?? 0)} / {pointsText(section.points)} 分）
          </h2>
          {section.items.map((item) => (
            <ItemResult key={item.position} item={item} videos={videos} attempt={attempt} />
          ))}
        </section>
      ))}
    </Stack>
  );
}
