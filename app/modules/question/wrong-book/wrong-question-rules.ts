// When a wrong question's review counts as right, what FSRS rating it gets, and when a card leaves the queue
// (docs/decisions/0017-question-bank.md, "The wrong-question book"). Pure and client-safe.
//
// The rule for leaving the queue: a card *retires* (已掌握: out of 今日错题, still listed in the book) when a review
// is answered right and the card's FSRS stability afterwards is at least MASTERED_STABILITY_DAYS (21 days, the line
// at which the vocabulary counts a word mastered and Anki calls a card mature). With the default weights that is six
// right answers — the two short learning steps on the day, then after about 1, 3, 10 and 30 days — so a question is
// learnt, not just remembered from yesterday. A wrong answer later (a review, or the question missed again in any
// attempt) brings a retired card back.
//
// A question that enters the book from an attempt (a new card, or a lapse of one already there) is due at once:
// FSRS would hold it back for its first learning step (1 minute, 10 after a lapse), but the result page sends the
// student straight to 今日错题 to go over what they missed. The steps then run from their first review there.
import { Rating, State, type Grade } from "ts-fsrs";
import { MASTERED_STABILITY_DAYS, type CardValues } from "~/modules/spaced-repetition/fsrs-scheduler";
import { entersWrongBook, type Mark, type MarkingKey } from "../marking/question-marking";

/** Right: the objective answer wholly right, a subjective one self-marked at half its points or more. */
export function reviewedRight(kind: MarkingKey["kind"], mark: Mark, maxPoints: number): boolean {
  if (mark.outcome === "unanswered" || mark.outcome === "pending") return false;
  return !entersWrongBook(kind, mark, maxPoints);
}

/** 答对 → Good, 答错 → Again (Hard and Easy are not offered: a question is answered, not graded by feel). */
export function reviewRating(right: boolean): Grade {
  return right ? Rating.Good : Rating.Again;
}

/** Whether the card, as scheduled after this review, retires (see the rule above); a wrong answer never retires. */
export function retiresAfterReview(
  right: boolean,
  scheduled: Pick<CardValues, "state" | "stability">,
  wasRetired: boolean,
): boolean {
  if (!right) return false;
  return wasRetired || (scheduled.state === State.Review && scheduled.stability >= MASTERED_STABILITY_DAYS);
}

/** When a card entered (or lapsed) from an attempt comes due: now, not after FSRS's first learning step. */
export function enteredDue(scheduledDue: number, now: number): number {
  return Math.min(scheduledDue, now);
}
