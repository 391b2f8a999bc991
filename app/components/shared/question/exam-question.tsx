// One page of a mock exam as form controls: a group's passage (材料) with all its children, or one question. Single
// choice is a radio group, multiple choice checkboxes (each in a fieldset whose legend is the number and points), fill
// one text box per blank, subjective a text area; each question has a 标记 checkbox. An option's whole row is its
// click target (option-row.tsx). Every control carries its name
// for a plain form post, and the page's shown answer travels in hidden `was-` fields so the server saves only what
// changed. Option and stem HTML is the bank's sanitised rich text (MathML included), rendered as is.
import type { ChangeEvent } from "react";
import type { StoredAnswer } from "~/modules/question/attempts/attempt-schemas";
import type { AttemptLeaf } from "~/modules/question/attempts/attempt-views";
import { examPageMessages as m } from "~/modules/question/attempts/attempt-messages";
import {
  answerField,
  blankField,
  comparableAnswer,
  flagField,
  pointsText,
  shownField,
  shownFlagField,
  type ExamItem,
} from "~/modules/question/attempts/exam-pages";
import type { PublicQuestion } from "~/modules/question/bank/question-views";
import { OptionRow } from "./option-row";

export interface LeafOverride {
  answer: StoredAnswer | undefined;
  flagged: boolean | undefined;
}

export function RichHtml({ html, id, className }: { html: string; id?: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: question HTML is rendered from TeX/markup and sanitised on the server (sanitize-html) when imported
  return html ? <div id={id} className={className ?? "exam-rich"} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

const asList = (answer: StoredAnswer | undefined): string[] =>
  Array.isArray(answer) ? answer : typeof answer === "string" ? [answer] : [];

function LeafControls({
  question,
  leaf,
  answer,
  onChange,
}: {
  question: PublicQuestion;
  leaf: AttemptLeaf;
  answer: StoredAnswer | undefined;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}) {
  const id = leaf.questionId;
  if (leaf.kind === "single" || leaf.kind === "multi") {
    const chosen = asList(answer);
    return (
      <div className="exam-options">
        {question.options.map((option) => (
          <OptionRow
            key={option.id}
            id={`o-${id}-${option.id}`}
            type={leaf.kind === "single" ? "radio" : "checkbox"}
            name={answerField(id)}
            value={option.id}
            html={option.html}
            defaultChecked={chosen.includes(option.id)}
            onChange={onChange}
            className="exam-option"
          />
        ))}
      </div>
    );
  }
  if (leaf.kind === "fill") {
    const blanks = Array.isArray(answer) ? answer : [];
    return (
      <div className="exam-blanks">
        {Array.from({ length: Math.max(question.blankCount, 1) }, (_, index) => {
          const inputId = `b-${id}-${index + 1}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the blanks of one question: fixed in number and order
            <p key={index} className="exam-blank">
              <label htmlFor={inputId}>{m.fillBlank(index + 1)}</label>
              <input
                id={inputId}
                type="text"
                name={blankField(id, index + 1)}
                defaultValue={blanks[index] ?? ""}
                maxLength={500}
                autoComplete="off"
                onChange={onChange}
              />
            </p>
          );
        })}
      </div>
    );
  }
  const text = answer && typeof answer === "object" && !Array.isArray(answer) ? answer.text : "";
  const inputId = `t-${id}`;
  return (
    <p className="exam-blank">
      <label htmlFor={inputId}>{m.subjectiveLabel}</label>
      <textarea
        id={inputId}
        name={answerField(id)}
        defaultValue={text}
        rows={8}
        maxLength={20_000}
        onChange={onChange}
      />
    </p>
  );
}

function LeafBlock({
  question,
  leaf,
  override,
  onChange,
  onFlag,
}: {
  question: PublicQuestion;
  leaf: AttemptLeaf;
  override: LeafOverride | undefined;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onFlag?: (questionId: number, flagged: boolean) => void;
}) {
  const answer = override?.answer !== undefined ? override.answer : leaf.answer;
  const flagged = override?.flagged ?? leaf.flagged;
  const id = leaf.questionId;
  const legend = `第 ${leaf.label} 题（${pointsText(leaf.points)} 分）`;
  return (
    <fieldset
      className="exam-leaf"
      id={`q-${id}`}
      aria-describedby={question.stemHtml ? `s-${id}` : undefined}
      data-leaf={id}
    >
      <legend>{legend}</legend>
      <RichHtml id={`s-${id}`} html={question.stemHtml} />
      <input type="hidden" name={shownField(id)} value={comparableAnswer(leaf.kind, leaf.answer)} />
      <input type="hidden" name={shownFlagField(id)} value={leaf.flagged ? "1" : "0"} />
      <LeafControls question={question} leaf={leaf} answer={answer} onChange={onChange} />
      <p className="exam-flag">
        <input
          type="checkbox"
          id={`f-${id}`}
          name={flagField(id)}
          value="1"
          defaultChecked={flagged}
          onChange={onFlag ? (event) => onFlag(id, event.currentTarget.checked) : undefined}
        />
        <label htmlFor={`f-${id}`}>{m.flag}</label>
      </p>
    </fieldset>
  );
}

/** The item's questions: the passage (a group's stem) first, then each child; or the single question. */
export function ExamItemFields({
  item,
  overrides,
  onChange,
  onFlag,
}: {
  item: ExamItem;
  overrides?: ReadonlyMap<number, LeafOverride>;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onFlag?: (questionId: number, flagged: boolean) => void;
}) {
  const group = item.question.children.length > 0;
  return (
    <div className="exam-item">
      {group ? (
        <section className="exam-passage" aria-label={item.question.title || "材料"}>
          {item.question.title ? <h3>{item.question.title}</h3> : null}
          <RichHtml html={item.question.stemHtml} />
        </section>
      ) : null}
      {item.leaves.map((leaf) => {
        const question = group
          ? (item.question.children.find((child) => child.id === leaf.questionId) ?? item.question)
          : item.question;
        return (
          <LeafBlock
            key={`${leaf.questionId}`}
            question={question}
            leaf={leaf}
            override={overrides?.get(leaf.questionId)}
            onChange={onChange}
            onFlag={onFlag}
          />
        );
      })}
    </div>
  );
}
