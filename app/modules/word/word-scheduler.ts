// What an answer to a word means for its FSRS card (docs/decisions/0008-vocabulary-scheduling.md); the scheduling
// itself is app/modules/spaced-repetition/fsrs-scheduler.ts, shared with the wrong-question book. Pure.
//
// - 认识 → Good, 不认识 → Again, 太简单 → Easy (and the card retires: it is never shown again).
// - A learning step may be answered up to LEARN_AHEAD_MS early when the client pins the card version it saw.
import { Rating, State, type Grade } from "ts-fsrs";
import {
  dueLimit as stateDueLimit,
  scheduleReview,
  type CardValues,
  type Scheduled,
} from "~/modules/spaced-repetition/fsrs-scheduler";

export type WordAnswer = "know" | "notKnow" | "easy";

const answerRatings: Record<WordAnswer, Grade> = {
  know: Rating.Good,
  notKnow: Rating.Again,
  easy: Rating.Easy,
};

/**
 * How early a learning step may be answered when the client pins the card version it saw (the `reps` it was shown):
 * the last new words of a session need not wait out their 10-minute step. Without a pinned version a learning card is
 * answerable only once due, so a blind retry of the same post is refused as "not due".
 */
export const LEARN_AHEAD_MS = 20 * 60 * 1000;

export type Answerability = "new" | "due" | "notDue" | "retired";

/**
 * Whether a card may be answered now. New: always. Review: due before today's study day ends. Learning and
 * relearning: due now, or within LEARN_AHEAD_MS when the client pinned the version it saw.
 */
export function answerability(card: CardValues | null, now: number, pinned: boolean): Answerability {
  if (!card || card.state === State.New) return "new";
  if (card.retired === 1) return "retired";
  return card.due < dueLimit(card.state, now, pinned) ? "due" : "notDue";
}

/** The exclusive upper bound of `due` for a card of this state to be answerable (the same rule, in SQL terms). */
export function dueLimit(state: State, now: number, pinned: boolean): number {
  return stateDueLimit(state, now, pinned ? LEARN_AHEAD_MS : 0);
}

/** The card after answering `answer` at `now`, and its log row. `card` is null for a word never answered. */
export function scheduleAnswer(card: CardValues | null, answer: WordAnswer, at: number, examDate: string): Scheduled {
  const scheduled = scheduleReview(card, answerRatings[answer], at, examDate);
  return { ...scheduled, card: { ...scheduled.card, retired: answer === "easy" ? 1 : 0 } };
}
