// Short constructors for the demo questions, so the data files read as questions rather than as JSON. Each returns an
// item of the JSON interchange format (app/modules/question/formats/question-document-schema.ts), checked by the same
// schema the import uses. Points are in 分 as people write them; every demo question is 模拟 (written for this site).
import type { QuestionItem } from "~/modules/question/formats/question-document-schema";
import { optionIdAt } from "~/modules/question/bank/question-kinds";

export interface Extra {
  points?: number;
  difficulty?: number;
  title?: string;
}

const kps = (kp: string | string[]) => (Array.isArray(kp) ? kp : [kp]);

const base = (code: string, kp: string | string[], extra: Extra) => ({
  code,
  knowledgePoints: kps(kp),
  source: "模拟" as const,
  ...(extra.points !== undefined ? { points: extra.points } : {}),
  ...(extra.difficulty !== undefined ? { difficulty: extra.difficulty } : {}),
  ...(extra.title ? { title: extra.title } : {}),
});

const choiceOptions = (options: readonly string[], correct: string) =>
  options.map((content, index) => ({ id: optionIdAt(index), content, isCorrect: correct.includes(optionIdAt(index)) }));

/** A single choice; `correct` is the letter of the right option. */
export function single(
  code: string,
  kp: string | string[],
  stem: string,
  options: readonly string[],
  correct: string,
  explanation: string,
  extra: Extra = {},
): QuestionItem {
  return { ...base(code, kp, extra), kind: "single", stem, options: choiceOptions(options, correct), explanation };
}

/** A multiple choice; `correct` holds the right letters ("ABD"). */
export function multi(
  code: string,
  kp: string | string[],
  stem: string,
  options: readonly string[],
  correct: string,
  explanation: string,
  extra: Extra = {},
): QuestionItem {
  return { ...base(code, kp, extra), kind: "multi", stem, options: choiceOptions(options, correct), explanation };
}

/** A fill-in; `answers` lists the accepted forms of each blank (a flat list: one blank). */
export function fill(
  code: string,
  kp: string | string[],
  stem: string,
  answers: readonly string[] | ReadonlyArray<readonly string[]>,
  explanation: string,
  extra: Extra = {},
): QuestionItem {
  const blanks =
    answers.length > 0 && Array.isArray(answers[0])
      ? (answers as ReadonlyArray<readonly string[]>).map((forms) => [...forms])
      : [[...(answers as readonly string[])]];
  return { ...base(code, kp, extra), kind: "fill", stem, answers: blanks, explanation };
}

/** A subjective question marked by its scoring points ([text, points] pairs); its points are theirs unless given. */
export function subjective(
  code: string,
  kp: string | string[],
  stem: string,
  referenceAnswer: string,
  rubric: ReadonlyArray<readonly [string, number]>,
  explanation: string,
  extra: Extra = {},
): QuestionItem {
  return {
    ...base(code, kp, extra),
    kind: "subjective",
    stem,
    referenceAnswer,
    rubric: rubric.map(([text, points], index) => ({ id: String(index + 1), text, points })),
    explanation,
  };
}

/** Questions sharing a passage or material. */
export function passage(
  code: string,
  kp: string | string[],
  stem: string,
  children: QuestionItem[],
  extra: Extra & { explanation?: string } = {},
): QuestionItem {
  const { explanation, ...rest } = extra;
  return {
    ...base(code, kp, rest),
    kind: "group",
    group: "passage",
    stem,
    children,
    ...(explanation ? { explanation } : {}),
  };
}

/** 七选五: gaps in a text filled from shared options; each child is [stem, answer letter, explanation]. */
export function matching(
  code: string,
  kp: string | string[],
  stem: string,
  options: readonly string[],
  children: ReadonlyArray<readonly [string, string, string]>,
  points: number,
  extra: Extra = {},
): QuestionItem {
  return {
    ...base(code, kp, extra),
    kind: "group",
    group: "matching",
    stem,
    options: options.map((content, index) => ({ id: optionIdAt(index), content })),
    children: children.map(([childStem, answer, explanation], index) => ({
      code: `${code}-${index + 1}`,
      kind: "single" as const,
      stem: childStem,
      answer,
      explanation,
      points,
    })),
  };
}
