import { Rating, State } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { dueLimit, scheduleReview, type CardValues } from "~/modules/spaced-repetition/fsrs-scheduler";
import { enteredDue, retiresAfterReview, reviewedRight, reviewRating } from "./wrong-question-rules";

const DAY = 86_400_000;
const EXAM = "2026-12-26";
const start = Date.parse("2025-03-10T09:00:00+08:00");

describe("what counts as right in a review", () => {
  it("objective: wholly right only; subjective: half the points or more", () => {
    expect(reviewedRight("single", { outcome: "right", points: 100 }, 100)).toBe(true);
    expect(reviewedRight("fill", { outcome: "partial", points: 50, blanks: [true, false] }, 100)).toBe(false);
    expect(reviewedRight("subjective", { outcome: "partial", points: 500 }, 1000)).toBe(true);
    expect(reviewedRight("subjective", { outcome: "partial", points: 499 }, 1000)).toBe(false);
    expect(reviewedRight("single", { outcome: "unanswered", points: 0 }, 100)).toBe(false);
  });

  it("rates right Good and wrong Again", () => {
    expect(reviewRating(true)).toBe(Rating.Good);
    expect(reviewRating(false)).toBe(Rating.Again);
  });
});

describe("leaving the queue", () => {
  it("retires only after a right review that leaves stability at 21 days or more", () => {
    expect(retiresAfterReview(true, { state: State.Review, stability: 21 }, false)).toBe(true);
    expect(retiresAfterReview(true, { state: State.Review, stability: 20.9 }, false)).toBe(false);
    expect(retiresAfterReview(true, { state: State.Relearning, stability: 30 }, false)).toBe(false);
    expect(retiresAfterReview(false, { state: State.Review, stability: 40 }, false)).toBe(false);
    expect(retiresAfterReview(true, { state: State.Review, stability: 5 }, true)).toBe(true);
    expect(retiresAfterReview(false, { state: State.Review, stability: 40 }, true)).toBe(false);
  });

  it("takes a question first missed, then answered right at each due date, some weeks to learn", () => {
    let card: CardValues = scheduleReview(null, Rating.Again, start, EXAM).card;
    let reviews = 0;
    while (!retiresAfterReview(true, card, false) && reviews < 20) {
      const next = scheduleReview(
        card,
        Rating.Good,
        Math.max(card.due, (card.lastReview ?? start) + 60_000),
        EXAM,
      ).card;
      reviews += 1;
      card = next;
    }
    expect(reviews).toBeGreaterThanOrEqual(3);
    expect(reviews).toBeLessThanOrEqual(8);
    expect(card.lastReview! - start).toBeGreaterThan(14 * DAY);
  });
});

describe("entering the book from an attempt", () => {
  /** In 今日错题 at `now` by the queue's own rule (listWrongQuestions `due`): due before dueLimit. */
  const inQueue = (card: CardValues, now: number) => card.due < dueLimit(card.state, now);

  it("is due at once, not after FSRS's first learning step: a new card and a lapsed one", () => {
    const fresh = scheduleReview(null, Rating.Again, start, EXAM).card;
    // FSRS alone holds a new wrong card back a minute: the empty 今日错题 right after an exam.
    expect(fresh.due).toBeGreaterThan(start);
    expect(inQueue(fresh, start)).toBe(false);
    const entered = { ...fresh, due: enteredDue(fresh.due, start) };
    expect(entered.due).toBe(start);
    expect(inQueue(entered, start)).toBe(true);

    // A card learnt to the review state, missed again weeks later: relearning, 10 minutes by FSRS, due now here.
    let card = entered;
    while (card.state !== State.Review)
      card = scheduleReview(card, Rating.Good, Math.max(card.due, (card.lastReview ?? start) + 60_000), EXAM).card;
    const later = card.due + 3 * DAY;
    const lapsed = scheduleReview(card, Rating.Again, later, EXAM).card;
    expect(lapsed.state).toBe(State.Relearning);
    expect(inQueue(lapsed, later)).toBe(false);
    expect(inQueue({ ...lapsed, due: enteredDue(lapsed.due, later) }, later)).toBe(true);
  });

  it("leaves a card that is due earlier where it is", () => {
    expect(enteredDue(start - 5_000, start)).toBe(start - 5_000);
  });
});
