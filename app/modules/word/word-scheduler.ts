// FSRS scheduling of one card (ts-fsrs 5, FSRS-6 default weights) in the study-day and exam-date terms of
// docs/decisions/0008-vocabulary-scheduling.md. Pure: the service reads the card, asks this module, and writes the
// result with a conditional UPDATE.
//
// - 认识 → Good, 不认识 → Again, 太简单 → Easy (and the card retires: it is never shown again).
// - Short-term learning steps as ts-fsrs defaults: 1 min and 10 min for new words, 10 min after a lapse.
// - ts-fsrs counts elapsed days by UTC calendar date; we hand it times shifted by STUDY_DAY_SHIFT_MS, so its days are
//   our 04:00 Asia/Shanghai study days (a review at 03:59 and one at 04:01 are a day apart; 23:00 and 01:00 are not).
// - No interval runs past the exam date: maximum_interval is the number of study days left, and the due time is
//   clamped afterwards too (ts-fsrs keeps Easy > Good > Hard apart by a day each, which can step over the maximum).
import { Rating, State, fsrs, generatorParameters, type Card, type FSRS, type Grade } from "ts-fsrs";
import { DAY_MS, STUDY_DAY_SHIFT_MS, studyDayIndex, studyDayOf, studyDayOfDate } from "./study-day";

export type WordAnswer = "know" | "notKnow" | "easy";

export const answerRatings: Record<WordAnswer, Grade> = {
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

/** Stability (days) from which a reviewed word counts as mastered (Anki's "mature" line). */
export const MASTERED_STABILITY_DAYS = 21;

/** The FSRS card as stored (times in epoch ms). */
export interface CardValues {
  state: State;
  due: number;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  lastReview: number | null;
  retired: 0 | 1;
}

/** The append-only review log row (ts-fsrs ReviewLog; state, stability and difficulty are the card's before review). */
export interface ReviewLogValues {
  rating: Grade;
  state: State;
  due: number;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  lastElapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reviewedAt: number;
}

/** The word_cards columns of a card (toCardValues backwards): answers and the demo history store cards alike. */
export function cardRowValues(card: CardValues) {
  return {
    state: card.state,
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    last_review: card.lastReview,
    retired: card.retired,
  };
}

/** The word_review_logs columns of a log, with its study day: answers and the demo history store logs alike. */
export function reviewLogRowValues(log: ReviewLogValues) {
  return {
    rating: log.rating,
    state: log.state,
    due: log.due,
    stability: log.stability,
    difficulty: log.difficulty,
    elapsed_days: log.elapsedDays,
    last_elapsed_days: log.lastElapsedDays,
    scheduled_days: log.scheduledDays,
    learning_steps: log.learningSteps,
    reviewed_at: log.reviewedAt,
    study_day: studyDayIndex(log.reviewedAt),
  };
}

export function isMastered(card: Pick<CardValues, "state" | "stability" | "retired">): boolean {
  return card.retired === 1 || (card.state === State.Review && card.stability >= MASTERED_STABILITY_DAYS);
}

/** Longest interval allowed today: the study days left until the exam (at least 1). */
export function maximumIntervalDays(now: number, examDate: string): number {
  const examDay = studyDayOfDate(examDate);
  if (examDay === null) throw new Error(`not a date: ${examDate}`);
  return Math.max(1, examDay - studyDayIndex(now));
}

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
  if (state === State.Review) return studyDayOf(now).end;
  return now + (pinned ? LEARN_AHEAD_MS : 0) + 1;
}

const schedulers = new Map<number, FSRS>();

function schedulerFor(maximumInterval: number): FSRS {
  let scheduler = schedulers.get(maximumInterval);
  if (!scheduler) {
    scheduler = fsrs(generatorParameters({ maximum_interval: maximumInterval, enable_fuzz: true, enable_short_term: true }));
    if (schedulers.size > 400) schedulers.clear();
    schedulers.set(maximumInterval, scheduler);
  }
  return scheduler;
}

const shift = (time: number) => new Date(time + STUDY_DAY_SHIFT_MS);
const unshift = (date: Date) => date.getTime() - STUDY_DAY_SHIFT_MS;

function toFsrsCard(card: CardValues | null, now: number): Card {
  if (!card) {
    return {
      due: shift(now),
      stability: 0,
      difficulty: 0,
      elapsed_days: 0,
      scheduled_days: 0,
      learning_steps: 0,
      reps: 0,
      lapses: 0,
      state: State.New,
    };
  }
  return {
    due: shift(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.lastReview === null ? undefined : shift(card.lastReview),
  };
}

export interface Scheduled {
  card: CardValues;
  log: ReviewLogValues;
}

/** The card after answering `answer` at `now`, and its log row. `card` is null for a word never answered. */
export function scheduleAnswer(card: CardValues | null, answer: WordAnswer, at: number, examDate: string): Scheduled {
  // Several processes' clocks may disagree by a little; a review is never earlier than the one before it.
  const now = Math.max(at, card?.lastReview ?? at);
  const maximumInterval = maximumIntervalDays(now, examDate);
  const rating = answerRatings[answer];
  const result = schedulerFor(maximumInterval).next(toFsrsCard(card, now), shift(now), rating);
  const next = result.card;
  let due = unshift(next.due);
  let scheduledDays = next.scheduled_days;
  // Never past the exam (nor, on the exam day itself, sooner than tomorrow).
  const lastDay = studyDayIndex(now) + maximumInterval;
  const overshoot = studyDayIndex(due) - lastDay;
  if (overshoot > 0) {
    due -= overshoot * DAY_MS;
    scheduledDays = Math.max(1, scheduledDays - overshoot);
  }
  return {
    card: {
      state: next.state,
      due,
      stability: next.stability,
      difficulty: next.difficulty,
      elapsedDays: next.elapsed_days,
      scheduledDays,
      learningSteps: next.learning_steps,
      reps: next.reps,
      lapses: next.lapses,
      lastReview: now,
      retired: answer === "easy" ? 1 : 0,
    },
    log: {
      rating,
      state: result.log.state,
      due: unshift(result.log.due),
      stability: result.log.stability,
      difficulty: result.log.difficulty,
      elapsedDays: result.log.elapsed_days,
      lastElapsedDays: result.log.last_elapsed_days,
      scheduledDays: result.log.scheduled_days,
      learningSteps: result.log.learning_steps,
      reviewedAt: now,
    },
  };
}

export const cardStates = ["new", "learning", "review", "relearning"] as const;
export type CardStateName = (typeof cardStates)[number];

export function cardStateName(state: State): CardStateName {
  return cardStates[state] ?? "new";
}
