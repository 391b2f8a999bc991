// The answers of the question bank's JSON API (question.api.server.ts), as the endpoints' `result` schemas: banks and
// sets, a question's public view, attempts and their keys, the 错题本, notes, favourites and downloads. Each mirrors a
// service type named beside it; the handlers' return types are checked against these. Server-only.
import { z } from "zod";
import type { AnswerOutcome, AttemptFinishReason, AttemptState } from "~/db/schema";
import { count, isoDate, isoDateTime, rowId } from "~/modules/api/result-schemas.server";
import type { CardStateName } from "~/modules/spaced-repetition/fsrs-scheduler";
import { attemptMessages as m } from "./attempts/attempt-messages";
import {
  attemptModes,
  DIFFICULTY_MAX,
  DIFFICULTY_MIN,
  groupModes,
  questionKinds,
  questionSetKinds,
} from "./bank/question-kinds";
import { questionShelves, questionSubjects, type QuestionSubjectCode } from "./bank/question-subjects";

const keysOf = <Key extends string>(labels: Readonly<Record<Key, string>>) => Object.keys(labels) as [Key, ...Key[]];

const questionSubject = z.enum(
  questionSubjects.map((subject) => subject.code) as [QuestionSubjectCode, ...QuestionSubjectCode[]],
);
const setKind = z.enum(questionSetKinds);
const attemptMode = z.enum(attemptModes);
const attemptState = z.enum(keysOf<AttemptState>(m.stateLabels));
const answerOutcome = z.enum(keysOf<AnswerOutcome>(m.outcomeLabels));
/** Hundredths of a point. */
const points = count;

// ——— Banks and sets (question-banks.server.ts QuestionBankCard, question-sets.server.ts) ———

export const questionBankCard = z.object({
  id: rowId,
  code: z.string().nullable(),
  shelf: z.enum(questionShelves.map((shelf) => shelf.code) as ["public", "tkzy", "zmt"]),
  shelfName: z.string(),
  subject: questionSubject,
  subjectName: z.string(),
  name: z.string(),
  description: z.string(),
  school: z.string().nullable(),
  major: z.string().nullable(),
  questionCount: count,
  itemCount: count,
  priceFen: count,
});

// ——— A question's public view (question-views.ts PublicQuestion): nothing that gives an answer away ———

const publicOption = z.object({ id: z.string(), html: z.string() });
const publicQuestionFields = {
  id: rowId,
  code: z.string().nullable(),
  kind: z.enum(questionKinds),
  groupMode: z.enum(groupModes).nullable(),
  title: z.string(),
  stemHtml: z.string(),
  options: z.array(publicOption),
  blankCount: count,
  rubricCount: count,
  points,
  difficulty: z.number().int().min(DIFFICULTY_MIN).max(DIFFICULTY_MAX),
  knowledgePoints: z.array(z.object({ code: z.string(), name: z.string() })),
  source: z.object({
    kind: z.enum(["paper", "mock"]),
    label: z.string(),
    paperId: rowId.nullable(),
    number: z.number().int().nullable(),
  }),
};
/** A group's sub-question: no group inside a group, so its own `children` is always empty. */
const publicChildQuestion = z.object({
  ...publicQuestionFields,
  children: z.array(z.object({})).max(0).describe("小题没有下一层：总是空数组"),
});
export const publicQuestion = z.object({ ...publicQuestionFields, children: z.array(publicChildQuestion) });

export const questionSetCard = z.object({
  id: rowId,
  code: z.string().nullable(),
  kind: setKind,
  kindName: z.string(),
  subject: questionSubject,
  subjectName: z.string(),
  title: z.string(),
  year: z.number().int().nullable(),
  durationMinutes: z.number().int().positive().nullable(),
  totalPoints: points,
  questionCount: count,
  leafCount: count,
  examPaperId: rowId.nullable(),
  courseSectionId: rowId.nullable(),
});

export const questionSetDetail = questionSetCard.extend({
  description: z.string(),
  sections: z.array(
    z.object({
      title: z.string(),
      instructions: z.string(),
      numbersChildren: z.boolean(),
      points,
      slots: z.array(
        z.object({
          position: z.number().int().positive(),
          firstNumber: z.number().int().positive(),
          points,
          question: publicQuestion,
        }),
      ),
    }),
  ),
});

// ——— Attempts (attempts/attempt-views.ts) ———

/** The stored answer of each kind (attempt-schemas.ts StoredAnswer): single "B", multi ["A","C"], fill, {text}. */
const storedAnswer = z.union([z.string(), z.array(z.string()), z.object({ text: z.string() })]).nullable();

const revealedKey = z.object({
  options: z.array(z.object({ id: z.string(), content: z.string(), isCorrect: z.boolean() })),
  correctOptionIds: z.array(z.string()),
  acceptedAnswers: z.array(z.array(z.string())),
  referenceHtml: z.string(),
  rubric: z.array(z.object({ id: z.string(), text: z.string(), points })),
  explanationHtml: z.string(),
});

const attemptLeaf = z.object({
  questionId: rowId,
  label: z.string(),
  kind: z.enum(questionKinds),
  points,
  answer: storedAnswer,
  answeredAt: isoDateTime.nullable(),
  flagged: z.boolean(),
  outcome: answerOutcome.optional(),
  outcomeLabel: z.string().optional(),
  pointsAwarded: points.optional(),
  blanks: z.array(z.boolean()).optional(),
  selfMarks: z.array(z.string()).nullable().optional(),
  key: revealedKey.optional(),
  correctRate: z.object({ rate: z.number().min(0).max(100).nullable(), answered: count }).optional(),
  seconds: count.nullable().optional(),
});

export const attemptCard = z.object({
  id: rowId,
  attemptNo: z.number().int().positive(),
  set: z.object({
    id: rowId,
    title: z.string(),
    kind: setKind,
    kindName: z.string(),
    subject: questionSubject,
    subjectName: z.string(),
    year: z.number().int().nullable(),
    durationMinutes: z.number().int().positive().nullable(),
    examPaperId: rowId.nullable(),
  }),
  mode: attemptMode,
  modeLabel: z.string(),
  timed: z.boolean(),
  state: attemptState,
  stateLabel: z.string(),
  startedAt: isoDateTime,
  deadline: isoDateTime.nullable(),
  submittedAt: isoDateTime.nullable(),
  finishReason: z.enum(keysOf<AttemptFinishReason>(m.finishReasonLabels)).nullable(),
  score: points.nullable(),
  maxScore: points,
});

export const attemptView = attemptCard.extend({
  secondsLeft: count.nullable(),
  serverTime: isoDateTime,
  finishReasonLabel: z.string().nullable(),
  leafCount: count,
  answeredCount: count,
  flaggedCount: count,
  pendingCount: count,
  percentile: z.object({ percentile: z.number().min(0).max(100).nullable(), cohort: count }).nullable(),
  sections: z.array(
    z.object({
      title: z.string(),
      instructions: z.string(),
      points,
      score: points.nullable(),
      items: z.array(
        z.object({
          position: z.number().int().positive(),
          points,
          question: publicQuestion,
          explanationHtml: z.string().optional(),
          leaves: z.array(attemptLeaf),
        }),
      ),
    }),
  ),
});

export const startedAttempt = z.object({
  id: rowId,
  setId: rowId,
  attemptNo: z.number().int().positive(),
  mode: attemptMode,
  timed: z.boolean(),
  startedAt: isoDateTime,
  deadline: isoDateTime.nullable(),
  secondsLeft: count.nullable(),
  resumed: z.boolean(),
});

export const savedAnswer = z.object({
  questionId: rowId,
  savedAt: isoDateTime,
  answeredAt: isoDateTime,
  superseded: z.boolean(),
  deadline: isoDateTime.nullable(),
  secondsLeft: count.nullable(),
  marked: z
    .object({
      outcome: answerOutcome,
      outcomeLabel: z.string(),
      pointsAwarded: points,
      blanks: z.array(z.boolean()).optional(),
      key: revealedKey,
    })
    .optional()
    .describe("刷题：本题作答后即判，附答案与解析"),
});

// ——— The 错题本, notes and favourites (question-leaves.server.ts LeafQuestion and what is built on it) ———

const leafQuestionFields = {
  question: publicQuestion,
  group: z
    .object({
      id: rowId,
      groupMode: z.enum(groupModes).nullable(),
      title: z.string(),
      stemHtml: z.string(),
      options: z.array(publicOption),
    })
    .nullable(),
};

const wrongCardState = z.object({
  state: z.enum(keysOf<CardStateName>(m.cardStateLabels)),
  stateLabel: z.string(),
  reps: count,
  lapses: count,
  due: isoDateTime,
  dueDay: isoDate,
  stability: z.number().nonnegative(),
  retired: z.boolean(),
  mastered: z.boolean(),
});

export const wrongQuestionItem = z.object({
  ...leafQuestionFields,
  questionId: rowId,
  subject: questionSubject,
  subjectName: z.string(),
  wrongCount: count,
  addedAt: isoDateTime,
  lastWrongAt: isoDateTime.nullable(),
  card: wrongCardState,
});

export const wrongQuestionReview = z.object({
  questionId: rowId,
  right: z.boolean(),
  outcome: answerOutcome,
  outcomeLabel: z.string(),
  pointsAwarded: points,
  maxPoints: points,
  blanks: z.array(z.boolean()).optional(),
  key: revealedKey,
  card: wrongCardState,
});

export const questionNote = z.object({
  questionId: rowId,
  body: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

export const notedQuestion = z.object({ ...leafQuestionFields, note: questionNote });
export const favouriteQuestion = z.object({ ...leafQuestionFields, collectedAt: isoDateTime });

// ——— Paper PDF downloads (pdf/question-downloads.server.ts QuestionDownloadItem) ———

export const questionDownloadItem = z.object({
  id: rowId,
  title: z.string(),
  kind: setKind,
  kindName: z.string(),
  subject: questionSubject,
  subjectName: z.string(),
  year: z.number().int().nullable(),
  questionCount: count,
  downloadCount: count,
  firstDownloadedAt: isoDateTime,
  lastDownloadedAt: isoDateTime,
  pageUrl: z.string(),
  pdfUrl: z.string(),
});
