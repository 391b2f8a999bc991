// The shapes an attempt is handed out in (the API and, later, the exam and result pages). Before an attempt is final
// nothing in them gives an answer away: `key`, `outcome`, `pointsAwarded` and the statistics are absent until the
// attempt is submitted — or, in practice (刷题), until that question has been answered. Client-safe: types only.
import type { AnswerOutcome, AttemptFinishReason, AttemptMode, AttemptState, QuestionSetKind } from "~/db/schema";
import type { StoredAnswer } from "./attempt-schemas";
import type { RubricPoint } from "../marking/question-marking";
import type { PublicQuestion } from "../bank/question-views";
import type { QuestionSubjectCode } from "../bank/question-subjects";

/** What answers a question, shown once its answer is final. Points are those it carries in the set. */
export interface RevealedKey {
  /** The spec's option shape {id, content (HTML), isCorrect}. */
  options: Array<{ id: string; content: string; isCorrect: boolean }>;
  correctOptionIds: string[];
  /** Fill: the accepted forms of each blank. */
  acceptedAnswers: string[][];
  referenceHtml: string;
  /** Subjective: the scoring points, at the points they carry here. */
  rubric: RubricPoint[];
  explanationHtml: string;
}

export interface Percentile {
  /**
   * 0–100: the share of finished attempts on the set scoring less, ties counted half (the percentile rank); null
   * while fewer than PERCENTILE_MIN_OTHERS (attempt-rules.ts) other attempts are finished.
   */
  percentile: number | null;
  /** Finished attempts it is measured against, this one included. */
  cohort: number;
}

/** The site-wide correct rate of a question: right answers among all marked answers (partial counts as not right). */
export interface CorrectRate {
  /** 0–100, one decimal; null before anyone has answered it. */
  rate: number | null;
  answered: number;
}

/** One answerable question of an attempt (a single question, or a child of a group) with its answer. */
export interface AttemptLeaf {
  questionId: number;
  /** The number printed on the paper: "17", or "34(1)" for a sub-question of a group numbered as one. */
  label: string;
  kind: PublicQuestion["kind"];
  /** Hundredths it carries in this set. */
  points: number;
  answer: StoredAnswer;
  /** ISO instant of the answer kept (the student's clock); null when unanswered. */
  answeredAt: string | null;
  flagged: boolean;
  /** From here on only once revealed. */
  outcome?: AnswerOutcome;
  outcomeLabel?: string;
  pointsAwarded?: number;
  /** Fill: which blanks were right. */
  blanks?: boolean[];
  /** Subjective: the scoring points ticked (null: not self-marked yet). */
  selfMarks?: string[] | null;
  key?: RevealedKey;
  /** Once the attempt is final. */
  correctRate?: CorrectRate;
  /** Once the attempt is final: seconds from the answer before it to this one (see secondsPerQuestion). */
  seconds?: number | null;
}

export interface AttemptItem {
  /** The slot's place in the set (1, 2, …). */
  position: number;
  points: number;
  /** The public view, points as they count here; children's points shared from the slot's. */
  question: PublicQuestion;
  /** A group's own explanation (the passage's translation, the material's analysis), once final; "" when none. */
  explanationHtml?: string;
  leaves: AttemptLeaf[];
}

interface AttemptSection {
  title: string;
  instructions: string;
  /** Hundredths. */
  points: number;
  /** Once submitted: the points scored in it (provisional while subjective parts await self-marking). */
  score: number | null;
  items: AttemptItem[];
}

export interface AttemptSetRef {
  id: number;
  title: string;
  kind: QuestionSetKind;
  kindName: string;
  subject: QuestionSubjectCode;
  subjectName: string;
  year: number | null;
  durationMinutes: number | null;
  examPaperId: number | null;
}

/** An attempt in a list: what it was on, how it stands. `deadline` is the server's (ISO), null when untimed. */
export interface AttemptCard {
  id: number;
  attemptNo: number;
  set: AttemptSetRef;
  mode: AttemptMode;
  modeLabel: string;
  timed: boolean;
  state: AttemptState;
  stateLabel: string;
  startedAt: string;
  deadline: string | null;
  submittedAt: string | null;
  finishReason: AttemptFinishReason | null;
  /** Hundredths; null while in progress (provisional while subjective answers await self-marks). */
  score: number | null;
  maxScore: number;
}

/** One attempt as its owner sees it: the card, the clock, the counts and its questions by section. */
export interface AttemptView extends AttemptCard {
  /** Seconds left by the server's clock; null when untimed. */
  secondsLeft: number | null;
  /** The server's clock when this view was made (ISO), for a countdown that does not trust the device's clock. */
  serverTime: string;
  finishReasonLabel: string | null;
  leafCount: number;
  answeredCount: number;
  flaggedCount: number;
  /** Subjective answers awaiting self-marking (`score` is provisional until they are marked). */
  pendingCount: number;
  /** Once finished: the percentile among all finished attempts on the set (anonymous). */
  percentile: Percentile | null;
  sections: AttemptSection[];
}

/** POST …/attempts: the attempt started, or the open one resumed. */
export interface StartedAttempt {
  id: number;
  setId: number;
  attemptNo: number;
  mode: AttemptMode;
  timed: boolean;
  startedAt: string;
  deadline: string | null;
  secondsLeft: number | null;
  resumed: boolean;
}

/** PUT …/attempts/{id}/answers. */
export interface SavedAnswer {
  questionId: number;
  /** When the server stored this request (ISO). */
  savedAt: string;
  /** The answer time kept for this answer (ISO). */
  answeredAt: string;
  /** True when a later answer (by answeredAt) was already stored and is kept instead. */
  superseded: boolean;
  deadline: string | null;
  secondsLeft: number | null;
  /** Practice (刷题): the question marked at once, with its key. */
  marked?: {
    outcome: AnswerOutcome;
    outcomeLabel: string;
    pointsAwarded: number;
    blanks?: boolean[];
    key: RevealedKey;
  };
}
