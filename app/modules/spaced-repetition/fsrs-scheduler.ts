// FSRS scheduling of one card (ts-fsrs 5, FSRS-6 default weights), shared by vocabulary cards and wrong-question cards
// (docs/decisions/0008-vocabulary-scheduling.md, 0017-question-bank.md). The only place that talks to ts-fsrs. Pure:
// a service reads its card, asks this module with a rating, and writes the result with a conditional UPDATE; what a
// rating means (认识, 答对, …) and when a card retires is the caller's.
//
// - Short-term learning steps as ts-fsrs defaults: 1 min and 10 min for new cards, 10 min after a lapse.
// - ts-fsrs counts elapsed days by UTC calendar date; we hand it times shifted by STUDY_DAY_SHIFT_MS, so its days are
//   our 04:00 Asia/Shanghai study days (a review at 03:59 and one at 04:01 are a day apart; 23:00 and 01:00 are not).
// - No interval runs past the exam date: maximum_interval is the number of study days left, and the due time is
//   clamped afterwards too (ts-fsrs keeps Easy > Good > Hard apart by a day each, which can step over the maximum).
import { State, fsrs, generatorParameters, type Card, type FSRS, type Grade } from "ts-fsrs";
import { DAY_MS, STUDY_DAY_SHIFT_MS, studyDayIndex, studyDayOf, studyDayOfDate } from "~/modules/study-day/study-day";

/** Stability (days) from which a reviewed card counts as mastered (Anki's "mature" line). */
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
  /** 1: out of every queue for good (a word marked 太简单, a wrong question learnt). */
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

export interface Scheduled {
  card: CardValues;
  log: ReviewLogValues;
}

/** The card columns of a card (word_cards, question_cards): answers and the demo history store cards alike. */
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

/** The review-log columns of a log (word_review_logs, question_review_logs), with its study day. */
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

/** The FSRS columns of a card table (the same names on word_cards and question_cards), to select. */
export const fsrsCardColumns = [
  "state",
  "due",
  "stability",
  "difficulty",
  "elapsed_days",
  "scheduled_days",
  "learning_steps",
  "reps",
  "lapses",
  "last_review",
  "retired",
] as const;

/** The card columns as read back. */
export interface CardColumns {
  state: number;
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  last_review: number | null;
  retired: number;
}

export function toCardValues(row: CardColumns): CardValues {
  return {
    state: row.state as State,
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsed_days,
    scheduledDays: row.scheduled_days,
    learningSteps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    lastReview: row.last_review,
    retired: row.retired === 1 ? 1 : 0,
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

/**
 * The exclusive upper bound of `due` for a card of this state to be answerable now: a review card any time on its due
 * study day, a learning or relearning step once due (or `learnAheadMs` early).
 */
export function dueLimit(state: State, now: number, learnAheadMs = 0): number {
  if (state === State.Review) return studyDayOf(now).end;
  return now + learnAheadMs + 1;
}

const schedulers = new Map<number, FSRS>();

function schedulerFor(maximumInterval: number): FSRS {
  let scheduler = schedulers.get(maximumInterval);
  if (!scheduler) {
    scheduler = fsrs(
      generatorParameters({ maximum_interval: maximumInterval, enable_fuzz: true, enable_short_term: true }),
    );
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

/**
 * The card after a review rated `rating` at `at`, and its log row. `card` is null for a card never reviewed. The
 * result keeps the card's `retired` flag (a new card is not retired): retiring is the caller's rule.
 */
export function scheduleReview(card: CardValues | null, rating: Grade, at: number, examDate: string): Scheduled {
  // Several processes' clocks may disagree by a little; a review is never earlier than the one before it.
  const now = Math.max(at, card?.lastReview ?? at);
  const maximumInterval = maximumIntervalDays(now, examDate);
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
      retired: card?.retired ?? 0,
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

const cardStates = ["new", "learning", "review", "relearning"] as const;
export type CardStateName = (typeof cardStates)[number];

export function cardStateName(state: State): CardStateName {
  return cardStates[state] ?? "new";
}
