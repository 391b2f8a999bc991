// The shapes a question is handed out in. Two, kept apart by type: the public view a student gets while answering
// (no isCorrect, no accepted answers, no reference answer, rubric or explanation), and the key, read only when an
// answer is final or for marking. Client-safe: types and one pure helper.
import type { QuestionGroupMode, QuestionKind, QuestionSourceKind } from "~/db/schema";
import type { MarkingKey, RubricPoint } from "../marking/question-marking";

export interface KnowledgePointRef {
  code: string;
  name: string;
}

export interface QuestionSourceView {
  kind: QuestionSourceKind;
  /** 模拟, or the paper's title and number (2025 年…数学（一）第 17 题). */
  label: string;
  paperId: number | null;
  number: number | null;
}

export interface PublicOption {
  id: string;
  html: string;
}

/** A question before its answer is final: what to show and what may be answered, nothing that gives it away. */
export interface PublicQuestion {
  id: number;
  code: string | null;
  kind: QuestionKind;
  groupMode: QuestionGroupMode | null;
  title: string;
  stemHtml: string;
  options: PublicOption[];
  /** Fill: how many blanks to offer. */
  blankCount: number;
  /** Subjective: how many scoring points it is marked by (their text is part of the key). */
  rubricCount: number;
  /** Hundredths (a group's: its children's sum). */
  points: number;
  difficulty: number;
  knowledgePoints: KnowledgePointRef[];
  source: QuestionSourceView;
  children: PublicQuestion[];
}

export interface KeyOption extends PublicOption {
  isCorrect: boolean;
}

/** What marks a question and what is shown once the answer is final. */
export interface QuestionKey {
  id: number;
  kind: QuestionKind;
  points: number;
  /** The spec's option shape {id, content, isCorrect}, content as HTML. */
  options: KeyOption[];
  correctOptionIds: string[];
  acceptedAnswers: string[][];
  caseSensitive: boolean;
  referenceHtml: string;
  rubric: RubricPoint[];
  explanationHtml: string;
  children: QuestionKey[];
}

/** The marking key of a leaf question, carrying `points` (the slot's share) or its own. */
export function markingKeyOf(key: QuestionKey, points: number = key.points): MarkingKey {
  switch (key.kind) {
    case "single":
    case "multi":
      return { kind: key.kind, points, correctOptionIds: key.correctOptionIds };
    case "fill":
      return { kind: "fill", points, blanks: key.acceptedAnswers, caseSensitive: key.caseSensitive };
    case "subjective":
      return { kind: "subjective", points, rubric: key.rubric };
    case "group":
      throw new Error("a group is marked through its children");
  }
}
