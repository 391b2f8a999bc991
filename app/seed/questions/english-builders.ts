// The English paper's groups, built the same way for 英语一 and 英语二: a cloze passage with numbered gaps, a reading
// text with its questions, and writing tasks marked by scoring points. Codes of children follow their group
// (en1-cloze-1 → en1-cloze-1-1 … -20).
import type { QuestionItem } from "~/modules/question/formats/question-document-schema";
import { passage, single, subjective } from "./question-builders";

export type Paper = "en1" | "en2";

/** One gap: its four options, the right letter, why, and whether it tests a word (vocab) or the logic (logic). */
export type Gap = readonly [
  options: readonly [string, string, string, string],
  correct: string,
  explanation: string,
  tests?: "vocab" | "logic",
];

/** 完形填空: 20 gaps, 0.5 分 each; the text marks gap n as __n__. */
export function cloze(paper: Paper, code: string, text: string, gaps: readonly Gap[], firstNumber = 1): QuestionItem {
  return passage(
    code,
    `${paper}-cloze`,
    `Read the following text. Choose the best word(s) for each numbered blank and mark A, B, C or D.\n\n${text}`,
    gaps.map(([options, correct, explanation, tests], index) =>
      single(
        `${code}-${index + 1}`,
        `${paper}-cloze-${tests ?? "vocab"}`,
        `第 ${firstNumber + index} 空`,
        options,
        correct,
        explanation,
        { points: 0.5 },
      ),
    ),
    { difficulty: 3 },
  );
}

/** A reading question: stem, options, the right letter, explanation, and which skill it tests. */
export type ReadingQuestion = readonly [
  stem: string,
  options: readonly [string, string, string, string],
  correct: string,
  explanation: string,
  skill: "detail" | "inference" | "main" | "attitude" | "word",
];

/** 阅读理解 A 节: one text, five questions of 2 分. */
export function reading(
  paper: Paper,
  code: string,
  title: string,
  text: string,
  questions: readonly ReadingQuestion[],
  difficulty = 3,
): QuestionItem {
  return passage(
    code,
    `${paper}-reading`,
    `${title}\n\n${text}`,
    questions.map(([stem, options, correct, explanation, skill], index) =>
      single(`${code}-${index + 1}`, `${paper}-reading-${skill}`, stem, options, correct, explanation, { points: 2 }),
    ),
    { difficulty },
  );
}

/** A writing task: prompt, a model answer and the scoring points (档次 rubric reduced to points a student can tick). */
export function writing(
  paper: Paper,
  code: string,
  kind: "practical" | "essay",
  prompt: string,
  model: string,
  rubric: ReadonlyArray<readonly [string, number]>,
  explanation: string,
): QuestionItem {
  return subjective(code, `${paper}-writing-${kind}`, prompt, model, rubric, explanation, { difficulty: 3 });
}
