// What the exam load checks afterwards, as pure functions: whether every acknowledged answer is stored (the newest
// acknowledged per question, since the server keeps the newest by answeredAt), and whether an attempt read back has
// the deadline it was started with and the time left that deadline means. Plus the answers a bench student gives.

/** An answer in the server's stored shape (attempt-schemas.ts StoredAnswer). */
export type ExamAnswer = string | string[] | { text: string } | null;

export interface AcknowledgedAnswer {
  questionId: number;
  /** Epoch ms the student gave it (the server's answeredAt in the acknowledgement). */
  answeredAt: number;
  answer: ExamAnswer;
}

export interface StoredAnswerRow {
  questionId: number;
  /** Epoch ms, null when the question has no answer stored. */
  answeredAt: number | null;
  answer: ExamAnswer;
}

export interface LostAnswer {
  questionId: number;
  acknowledged: AcknowledgedAnswer;
  stored: StoredAnswerRow | null;
}

export interface AnswerComparison {
  /** Questions with an acknowledged answer (the newest of each must be stored). */
  expected: number;
  /** Of those, how many hold that answer or a newer one. */
  present: number;
  /** Stored newer than anything acknowledged (a save that landed but whose answer never came back): not a loss. */
  newerThanAcknowledged: number;
  lost: LostAnswer[];
}

const sameAnswer = (a: ExamAnswer, b: ExamAnswer) => JSON.stringify(a) === JSON.stringify(b);

/** The newest acknowledged answer per question, in the order questions were first acknowledged. */
export function newestAcknowledged(acknowledged: readonly AcknowledgedAnswer[]): Map<number, AcknowledgedAnswer> {
  const newest = new Map<number, AcknowledgedAnswer>();
  for (const answer of acknowledged) {
    const current = newest.get(answer.questionId);
    if (!current || answer.answeredAt > current.answeredAt) newest.set(answer.questionId, answer);
  }
  return newest;
}

/** Compares one attempt's acknowledged answers with what it stores. */
export function compareAnswers(
  acknowledged: readonly AcknowledgedAnswer[],
  stored: readonly StoredAnswerRow[],
): AnswerComparison {
  const byQuestion = new Map(stored.map((row) => [row.questionId, row]));
  const result: AnswerComparison = { expected: 0, present: 0, newerThanAcknowledged: 0, lost: [] };
  for (const answer of newestAcknowledged(acknowledged).values()) {
    result.expected += 1;
    const row = byQuestion.get(answer.questionId) ?? null;
    if (row?.answeredAt !== null && row?.answeredAt !== undefined && row.answeredAt > answer.answeredAt) {
      result.present += 1;
      result.newerThanAcknowledged += 1;
    } else if (row?.answeredAt === answer.answeredAt && sameAnswer(row.answer, answer.answer)) {
      result.present += 1;
    } else {
      result.lost.push({ questionId: answer.questionId, acknowledged: answer, stored: row });
    }
  }
  return result;
}

export interface ClockReading {
  deadline: string | null;
  secondsLeft: number | null;
  /** The server's clock when it answered (ISO); the attempt view has it, a start's answer does not. */
  serverTime?: string;
}

/** How far the client's and the server's idea of "now" may differ (they share a machine; the request takes a while). */
const CLOCK_TOLERANCE_MS = 2_000;

/**
 * Why an attempt's clock is wrong, or null when it is right: the deadline is the one it was started with, and the
 * seconds left are the whole seconds to it from now — `clientNow` (the middle of the request) within the tolerance,
 * and exactly from the server's own clock when the reading says what it was.
 */
export function timeLeftProblem(reading: ClockReading, startedDeadline: string, clientNow: number): string | null {
  if (reading.deadline !== startedDeadline)
    return `deadline ${reading.deadline ?? "none"}, started with ${startedDeadline}`;
  if (reading.secondsLeft === null) return "no time left reported";
  const deadline = Date.parse(startedDeadline);
  if (reading.serverTime !== undefined) {
    const exact = Math.max(0, Math.ceil((deadline - Date.parse(reading.serverTime)) / 1000));
    if (reading.secondsLeft !== exact)
      return `${reading.secondsLeft} s left at ${reading.serverTime}, the deadline means ${exact} s`;
  }
  const expected = (deadline - clientNow) / 1000;
  if (Math.abs(reading.secondsLeft - expected) > CLOCK_TOLERANCE_MS / 1000 + 1) {
    return `${reading.secondsLeft} s left, ${expected.toFixed(1)} s to the deadline by this clock`;
  }
  return null;
}

/** What a bench student can answer: the attempt view's leaf and its public question's option ids and blanks. */
export interface AnswerableLeaf {
  questionId: number;
  kind: "single" | "multi" | "fill" | "subjective";
  optionIds: string[];
  blankCount: number;
}

/**
 * An answer to a leaf in the shape the server stores, so the stored answer can be compared as it is: one option, a
 * sorted non-empty set of options, every blank filled, or a text. `random` returns [0, 1); `serial` makes texts unique.
 */
export function answerFor(leaf: AnswerableLeaf, random: () => number, serial: number): ExamAnswer {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  switch (leaf.kind) {
    case "single":
      return pick(leaf.optionIds);
    case "multi": {
      const chosen = leaf.optionIds.filter(() => random() < 0.5);
      return (chosen.length > 0 ? chosen : [pick(leaf.optionIds)]).sort();
    }
    case "fill":
      return Array.from({ length: leaf.blankCount }, () => String(Math.floor(random() * 100)));
    case "subjective":
      return { text: `第 ${serial} 次作答：解题思路与步骤如下。` };
  }
}
