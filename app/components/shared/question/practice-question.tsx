// One question of a practice (/question/list?attempt=&q=): the question (a group with its passage and children), the
// answer form (刷题) or the key shown at once (背题), right/wrong with the key and the explanation once answered, 上一题 /
// 下一题 and 第 n / N 题, 收藏 and 笔记. The answer form is a plain post (the page redirects back to this question with
// the outcome); with JavaScript it goes through Remix without a reload, keys 1–4 / A–D pick an option and Enter
// submits (option-keys.ts: never while typing in a text field), announced politely. Each option's whole row is its
// click target (option-row.tsx).
import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { SiteTree } from "~/lib/site-tree";
import type { AttemptItem, AttemptLeaf, RevealedKey } from "~/modules/question/attempts/attempt-views";
import { practicePaths, practiceQuestionHref, type PracticeView } from "~/modules/question/practice/practice-paths";
import { questionKindNames, difficultyNames } from "~/modules/question/bank/question-kinds";
import type { PublicOption, PublicQuestion } from "~/modules/question/bank/question-views";
import { useOptionKeys } from "./option-keys";
import { OptionRow } from "./option-row";
import { QuestionActions } from "./question-actions";
import "./practice.css";

export interface PracticeQuestionData {
  view: PracticeView;
  attempt: {
    id: number;
    title: string;
    subjectName: string;
    state: string;
    stateLabel: string;
    final: boolean;
    mode: string;
  };
  counts: { items: number; leaves: number; answered: number; right: number; wrong: number };
  number: number;
  total: number;
  sectionTitle: string;
  item: AttemptItem;
  groupExplanationHtml: string;
  memoKeys: Array<{ questionId: number; key: RevealedKey }>;
  collected: boolean;
  note: string;
  noteSaved: boolean;
  noteError: string | null;
}

const html = (value: string) => ({ __html: value });

function answerText(answer: AttemptLeaf["answer"]): string {
  if (answer === null) return "未作答";
  if (typeof answer === "string") return answer;
  if (Array.isArray(answer)) return answer.map((value) => value || "（空）").join("；");
  return answer.text;
}

function Option({
  leaf,
  option,
  type,
  disabled,
  checked,
  keyInfo,
}: {
  leaf: AttemptLeaf;
  option: PublicOption;
  type: "radio" | "checkbox";
  disabled: boolean;
  checked: boolean;
  keyInfo: RevealedKey | undefined;
}) {
  const correct = keyInfo?.correctOptionIds.includes(option.id) ?? false;
  return (
    <OptionRow
      id={`option-${leaf.questionId}-${option.id}`}
      type={type}
      name={`answer-${leaf.questionId}`}
      value={option.id}
      letter={`${option.id}.`}
      html={option.html}
      defaultChecked={checked}
      disabled={disabled}
      className="practice-option"
      rowProps={{
        "data-correct": keyInfo && correct ? "" : undefined,
        "data-chosen-wrong": keyInfo && checked && !correct ? "" : undefined,
      }}
    >
      {keyInfo && correct ? <span className="visually-hidden">（正确答案）</span> : null}
    </OptionRow>
  );
}

/** Where a subjective answer's 自评 posts, when it may be self-marked now (answered, the attempt not finished). */
interface SelfMarkTarget {
  action: string;
  attemptId: number;
}

function SelfMarkForm({ leaf, keyInfo, target }: { leaf: AttemptLeaf; keyInfo: RevealedKey; target: SelfMarkTarget }) {
  return (
    <Form method="post" action={target.action} preventScrollReset className="practice-form">
      <input type="hidden" name="intent" value="selfMark" />
      <input type="hidden" name="attempt" value={target.attemptId} />
      <input type="hidden" name="questionId" value={leaf.questionId} />
      <fieldset>
        <legend>自评：勾选你答到的评分要点</legend>
        {keyInfo.rubric.map((point) => (
          <label key={point.id} className="practice-option">
            <input
              type="checkbox"
              name="rubricId"
              value={point.id}
              defaultChecked={leaf.selfMarks?.includes(point.id) ?? false}
            />
            <span>
              {point.text}（{point.points / 100} 分）
            </span>
          </label>
        ))}
      </fieldset>
      <div className="practice-actions">
        <button type="submit" className="practice-button practice-button--plain">
          保存自评
        </button>
      </div>
    </Form>
  );
}

function KeyBlock({
  leaf,
  keyInfo,
  memorise,
  selfMark,
}: {
  leaf: AttemptLeaf;
  keyInfo: RevealedKey;
  memorise: boolean;
  selfMark: SelfMarkTarget | null;
}) {
  const outcome = leaf.outcome;
  const rightAnswer =
    keyInfo.correctOptionIds.length > 0
      ? keyInfo.correctOptionIds.join("")
      : keyInfo.acceptedAnswers.length > 0
        ? keyInfo.acceptedAnswers.map((forms, index) => `第 ${index + 1} 空：${forms.join(" 或 ")}`).join("；")
        : null;
  return (
    <div className="practice-result" data-outcome={memorise ? undefined : outcome} tabIndex={-1}>
      {!memorise && outcome ? (
        <p>
          <strong data-outcome={outcome}>
            {outcome === "right"
              ? "✓ 回答正确"
              : outcome === "pending"
                ? "已作答，请对照参考答案自评"
                : `✗ ${leaf.outcomeLabel ?? "回答错误"}`}
          </strong>
          <span> · 你的答案：{answerText(leaf.answer)}</span>
        </p>
      ) : null}
      {rightAnswer ? <p>正确答案：{rightAnswer}</p> : null}
      {keyInfo.referenceHtml ? (
        <div>
          <p>参考答案：</p>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: question HTML is rendered and sanitised on the server (sanitize-html) when imported */}
          <div className="practice-stem" dangerouslySetInnerHTML={html(keyInfo.referenceHtml)} />
        </div>
      ) : null}
      {keyInfo.rubric.length > 0 && selfMark && leaf.kind === "subjective" && leaf.answer !== null && !memorise ? (
        <SelfMarkForm leaf={leaf} keyInfo={keyInfo} target={selfMark} />
      ) : keyInfo.rubric.length > 0 ? (
        <ul>
          {keyInfo.rubric.map((point) => (
            <li key={point.id}>
              {point.text}（{point.points / 100} 分）
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <p>解析：</p>
        {keyInfo.explanationHtml ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: question HTML is rendered and sanitised on the server (sanitize-html) when imported
          <div className="practice-stem" dangerouslySetInnerHTML={html(keyInfo.explanationHtml)} />
        ) : (
          <p>暂无解析。</p>
        )}
      </div>
    </div>
  );
}

function LeafView({
  leaf,
  question,
  shared,
  label,
  view,
  keyInfo,
  open,
  selfMark,
}: {
  leaf: AttemptLeaf;
  question: PublicQuestion;
  /** A 七选五 child's options are its group's. */
  shared: PublicOption[] | null;
  label: string;
  view: PracticeView;
  keyInfo: RevealedKey | undefined;
  open: boolean;
  selfMark: SelfMarkTarget | null;
}) {
  const answered = leaf.answer !== null;
  const disabled = !open || answered || view === "memorise";
  const options = question.options.length > 0 ? question.options : (shared ?? []);
  const chosen = new Set(
    typeof leaf.answer === "string" ? [leaf.answer] : Array.isArray(leaf.answer) ? leaf.answer : [],
  );
  const legend = `${label}（${questionKindNames[leaf.kind]}）`;
  return (
    <div className="practice-leaf">
      <fieldset>
        <legend>{legend}</legend>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: question HTML is rendered and sanitised on the server (sanitize-html) when imported */}
        {question.stemHtml ? <div className="practice-stem" dangerouslySetInnerHTML={html(question.stemHtml)} /> : null}
        {view === "answer" ? (
          <input type="hidden" name="questionId" value={leaf.questionId} disabled={disabled} />
        ) : null}
        {leaf.kind === "single" || leaf.kind === "multi"
          ? options.map((option) => (
              <Option
                key={option.id}
                leaf={leaf}
                option={option}
                type={leaf.kind === "multi" ? "checkbox" : "radio"}
                disabled={disabled}
                checked={chosen.has(option.id)}
                keyInfo={keyInfo}
              />
            ))
          : null}
        {leaf.kind === "fill"
          ? Array.from({ length: Math.max(1, question.blankCount) }, (_, index) => {
              const given = Array.isArray(leaf.answer) ? (leaf.answer[index] ?? "") : "";
              return view === "memorise" ? null : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the blanks of one question: fixed in number and order
                <p key={index}>
                  <label>
                    第 {index + 1} 空{" "}
                    <input
                      type="text"
                      name={`answer-${leaf.questionId}`}
                      defaultValue={given}
                      disabled={disabled}
                      autoComplete="off"
                    />
                  </label>
                </p>
              );
            })
          : null}
        {leaf.kind === "subjective" && view === "answer" ? (
          <p>
            <label htmlFor={`answer-${leaf.questionId}`}>作答</label>
            <br />
            <textarea
              id={`answer-${leaf.questionId}`}
              name={`answer-${leaf.questionId}`}
              defaultValue={
                leaf.answer && typeof leaf.answer === "object" && !Array.isArray(leaf.answer) ? leaf.answer.text : ""
              }
              disabled={disabled}
              rows={5}
              style={{ width: "100%" }}
            />
          </p>
        ) : null}
      </fieldset>
      {keyInfo ? <KeyBlock leaf={leaf} keyInfo={keyInfo} memorise={view === "memorise"} selfMark={selfMark} /> : null}
    </div>
  );
}

export function PracticeQuestion({ data, tree }: { data: PracticeQuestionData; tree: SiteTree }) {
  const paths = practicePaths[tree];
  const { item, attempt, view, number, total } = data;
  const here = practiceQuestionHref(paths.practice, attempt.id, number, view);
  const memo = new Map(data.memoKeys.map((entry) => [entry.questionId, entry.key]));
  const group = item.question.children.length > 0 ? item.question : null;
  const open = !attempt.final;
  const canAnswer = view === "answer" && open && item.leaves.some((leaf) => leaf.answer === null);
  const formRef = useRef<HTMLFormElement>(null);
  const announcement = useOptionKeys(formRef, { enabled: canAnswer, onSubmit: () => formRef.current?.requestSubmit() });

  // With JavaScript the answer form goes away once answered: take focus to the outcome rather than lose it.
  const before = useRef({ canAnswer, here });
  useEffect(() => {
    if (before.current.here === here && before.current.canAnswer && !canAnswer)
      document.querySelector<HTMLElement>(".practice-result")?.focus();
    before.current = { canAnswer, here };
  }, [canAnswer, here]);

  const leafKey = (leaf: AttemptLeaf) => (view === "memorise" ? memo.get(leaf.questionId) : leaf.key);
  const questionOf = (leaf: AttemptLeaf) =>
    group ? (group.children.find((child) => child.id === leaf.questionId) ?? group) : item.question;
  const body = (
    <>
      {group ? (
        <section aria-labelledby="practice-group-heading">
          <h3 id="practice-group-heading">{group.title || "阅读材料"}</h3>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: question HTML is rendered and sanitised on the server (sanitize-html) when imported */}
          <div className="practice-stem" dangerouslySetInnerHTML={html(group.stemHtml)} />
        </section>
      ) : null}
      {item.leaves.map((leaf) => (
        <LeafView
          key={leaf.questionId}
          leaf={leaf}
          question={questionOf(leaf)}
          shared={group && group.groupMode === "matching" ? group.options : null}
          label={`第 ${leaf.label} 题`}
          view={view}
          keyInfo={leafKey(leaf)}
          open={open}
          selfMark={!canAnswer && attempt.state !== "finished" ? { action: here, attemptId: attempt.id } : null}
        />
      ))}
      {data.groupExplanationHtml && (view === "memorise" || !canAnswer) ? (
        <div className="practice-result">
          <p>材料解析：</p>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: question HTML is rendered and sanitised on the server (sanitize-html) when imported */}
          <div className="practice-stem" dangerouslySetInnerHTML={html(data.groupExplanationHtml)} />
        </div>
      ) : null}
    </>
  );
  const previous = number > 1 ? practiceQuestionHref(paths.practice, attempt.id, number - 1, view) : null;
  const next = number < total ? practiceQuestionHref(paths.practice, attempt.id, number + 1, view) : null;
  const done = `${paths.practice}?attempt=${attempt.id}&done=1${view === "memorise" ? "&view=memorise" : ""}`;
  return (
    <div className="practice-page" data-touch={tree === "mobile" ? "" : undefined}>
      <h1>{attempt.title}</h1>
      <div className="practice-progress">
        <span>
          {view === "memorise" ? "背题" : "刷题"} · 第 {number} / {total} 题
        </span>
        <progress value={number} max={total} aria-label={`进度：第 ${number} / ${total} 题`} />
        {view === "answer" ? (
          <span>
            已答 {data.counts.answered} / {data.counts.leaves} · 答对 {data.counts.right}
          </span>
        ) : null}
        <span className="practice-meta">
          {data.sectionTitle} · {difficultyNames[item.question.difficulty] ?? ""} · {item.question.source.label}
        </span>
      </div>
      <h2>第 {number} 题</h2>
      {canAnswer ? (
        <Form method="post" action={here} ref={formRef} preventScrollReset>
          <input type="hidden" name="intent" value="answer" />
          <input type="hidden" name="attempt" value={attempt.id} />
          {body}
          <div className="practice-actions">
            <button type="submit" className="practice-button">
              提交答案
            </button>
            <span className="practice-meta">键盘：1–4 或 A–D 选择选项，Enter 提交</span>
          </div>
        </Form>
      ) : (
        body
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <nav className="practice-nav" aria-label="题目翻页">
        {previous ? <Link to={previous}>上一题</Link> : <span />}
        {next ? (
          <Link to={next} className="practice-button">
            下一题
          </Link>
        ) : (
          <Link to={done} className="practice-button">
            完成练习
          </Link>
        )}
      </nav>
      <QuestionActions
        action={here}
        questionId={item.question.id}
        collected={data.collected}
        note={data.note}
        noteSaved={data.noteSaved}
        noteError={data.noteError}
      />
    </div>
  );
}
