import { State } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { studyDayOf } from "~/modules/study-day/study-day";
import { isMastered, maximumIntervalDays, type CardValues } from "~/modules/spaced-repetition/fsrs-scheduler";
import { LEARN_AHEAD_MS, answerability, scheduleAnswer } from "./word-scheduler";

const shanghai = (text: string) => Date.parse(`${text}+08:00`);
const MINUTE = 60_000;
const DAY = 86_400_000;
const EXAM = "2026-12-26";

/** Answers `answers` in turn, each at its time, starting from a new word. */
function run(steps: Array<[answer: "know" | "notKnow" | "easy", at: number]>, exam = EXAM): CardValues {
  let card: CardValues | null = null;
  for (const [answer, at] of steps) card = scheduleAnswer(card, answer, at, exam).card;
  if (!card) throw new Error("no steps");
  return card;
}

describe("answers map to FSRS ratings", () => {
  const now = shanghai("2025-03-10T09:00:00");

  it("认识 on a new word is Good: learning step 2 in 10 minutes", () => {
    const { card, log } = scheduleAnswer(null, "know", now, EXAM);
    expect(log.rating).toBe(3);
    expect(log.state).toBe(State.New);
    expect(card).toMatchObject({
      state: State.Learning,
      reps: 1,
      lapses: 0,
      learningSteps: 1,
      lastReview: now,
      retired: 0,
    });
    expect(card.due - now).toBe(10 * MINUTE);
  });

  it("不认识 on a new word is Again: back in 1 minute", () => {
    const { card, log } = scheduleAnswer(null, "notKnow", now, EXAM);
    expect(log.rating).toBe(1);
    expect(card).toMatchObject({ state: State.Learning, reps: 1, learningSteps: 0 });
    expect(card.due - now).toBe(MINUTE);
  });

  it("太简单 is Easy and retires the word", () => {
    const { card, log } = scheduleAnswer(null, "easy", now, EXAM);
    expect(log.rating).toBe(4);
    expect(card.state).toBe(State.Review);
    expect(card.retired).toBe(1);
    expect(card.scheduledDays).toBeGreaterThanOrEqual(1);
    expect(isMastered(card)).toBe(true);
  });

  it("graduates after a second 认识, then lapses to relearning on 不认识", () => {
    const graduated = run([
      ["know", now],
      ["know", now + 10 * MINUTE],
    ]);
    expect(graduated.state).toBe(State.Review);
    expect(graduated.scheduledDays).toBeGreaterThanOrEqual(1);
    expect(graduated.reps).toBe(2);
    const lapsed = scheduleAnswer(graduated, "notKnow", graduated.due, EXAM).card;
    expect(lapsed).toMatchObject({ state: State.Relearning, lapses: 1, reps: 3 });
    expect(lapsed.due - graduated.due).toBe(10 * MINUTE);
    expect(lapsed.stability).toBeLessThan(graduated.stability);
  });

  it("keeps everything ts-fsrs needs to rebuild its card", () => {
    const card = run([
      ["know", now],
      ["know", now + 10 * MINUTE],
    ]);
    for (const key of [
      "due",
      "stability",
      "difficulty",
      "elapsedDays",
      "scheduledDays",
      "learningSteps",
      "reps",
      "lapses",
      "lastReview",
    ] as const) {
      expect(card[key], key).not.toBeNull();
      expect(Number.isFinite(card[key]), key).toBe(true);
    }
    expect(card.difficulty).toBeGreaterThanOrEqual(1);
    expect(card.difficulty).toBeLessThanOrEqual(10);
  });

  it("is deterministic (fuzz is seeded by the card and the time)", () => {
    const steps: Array<["know", number]> = [
      ["know", now],
      ["know", now + 10 * MINUTE],
      ["know", now + 4 * DAY],
      ["know", now + 20 * DAY],
    ];
    expect(run(steps)).toEqual(run(steps));
  });
});

describe("elapsed days count 04:00 study days", () => {
  // A card reviewed on one study day and again on the next must see one elapsed day, even when only minutes apart
  // across 04:00; and none when hours apart within the same study day (23:00 → 01:00).
  const graduatedAt = (at: number) =>
    run([
      ["know", at - 10 * MINUTE],
      ["know", at],
    ]);

  it("03:59 → 04:01 is one day", () => {
    const card = graduatedAt(shanghai("2025-03-10T03:59:00"));
    const { log } = scheduleAnswer(card, "know", shanghai("2025-03-10T04:01:00"), EXAM);
    expect(log.elapsedDays).toBe(1);
  });

  it("23:00 → 01:00 is the same day", () => {
    const card = graduatedAt(shanghai("2025-03-10T23:00:00"));
    const { log } = scheduleAnswer(card, "know", shanghai("2025-03-11T01:00:00"), EXAM);
    expect(log.elapsedDays).toBe(0);
  });

  it("08:00 → 07:00 the next day is one day (UTC midnight is not our boundary)", () => {
    const card = graduatedAt(shanghai("2025-03-10T07:30:00"));
    const { log } = scheduleAnswer(card, "know", shanghai("2025-03-11T07:00:00"), EXAM);
    expect(log.elapsedDays).toBe(1);
  });
});

describe("the exam date caps every interval", () => {
  it("allows the study days left until the exam, at least one", () => {
    expect(maximumIntervalDays(shanghai("2025-12-10T09:00:00"), "2025-12-20")).toBe(10);
    // Before 04:00 on the 11th is still the 10th.
    expect(maximumIntervalDays(shanghai("2025-12-11T03:00:00"), "2025-12-20")).toBe(10);
    expect(maximumIntervalDays(shanghai("2025-12-11T04:00:00"), "2025-12-20")).toBe(9);
    expect(maximumIntervalDays(shanghai("2025-12-20T09:00:00"), "2025-12-20")).toBe(1);
  });

  it("never schedules a word after the exam day, however well it is known", () => {
    const exam = "2025-12-20";
    let now = shanghai("2025-11-01T21:00:00");
    let card = run(
      [
        ["know", now],
        ["know", now + 10 * MINUTE],
      ],
      exam,
    );
    for (let i = 0; i < 12; i += 1) {
      now = card.due + 30 * MINUTE;
      if (studyDayOf(now).date > exam) break;
      card = scheduleAnswer(card, "know", now, exam).card;
      expect(studyDayOf(card.due).date <= exam || studyDayOf(now).date === exam).toBe(true);
    }
  });

  it("caps Easy too (ts-fsrs keeps it a day beyond Good, which can step over the maximum)", () => {
    const exam = "2025-12-20";
    const start = shanghai("2025-12-01T21:00:00");
    const card = run(
      [
        ["know", start],
        ["know", start + 10 * MINUTE],
      ],
      exam,
    );
    const lateNight = shanghai("2025-12-19T23:30:00");
    const easy = scheduleAnswer(card, "easy", lateNight, exam).card;
    expect(studyDayOf(easy.due).date).toBe("2025-12-20");
    const good = scheduleAnswer(card, "know", lateNight, exam).card;
    expect(studyDayOf(good.due).date).toBe("2025-12-20");
  });

  it("never goes back in time when a clock lags behind the last review", () => {
    const at = shanghai("2025-03-10T09:00:00");
    const card = run([["know", at]]);
    const { card: next, log } = scheduleAnswer(card, "know", at - 5 * MINUTE, EXAM);
    expect(next.lastReview).toBe(at);
    expect(log.reviewedAt).toBe(at);
  });

  it("caps at the study day: a review at 02:00 on the 20th (still the 19th) may be due on the exam day", () => {
    const exam = "2025-12-20";
    const at = shanghai("2025-12-20T02:00:00");
    const card = run(
      [
        ["know", at - 10 * MINUTE],
        ["know", at],
      ],
      exam,
    );
    expect(card.scheduledDays).toBe(1);
    expect(studyDayOf(card.due).date).toBe("2025-12-20");
    expect(card.due).toBe(at + DAY);
  });

  it("gives one day on the exam day itself", () => {
    const exam = "2025-12-20";
    const at = shanghai("2025-12-20T20:00:00");
    const card = scheduleAnswer(run([["know", at - 10 * MINUTE]], exam), "know", at, exam).card;
    expect(card.due - at).toBe(DAY);
  });
});

describe("which cards may be answered", () => {
  const now = shanghai("2025-03-10T09:00:00");
  const base: CardValues = {
    state: State.Review,
    due: now,
    stability: 5,
    difficulty: 5,
    elapsedDays: 3,
    scheduledDays: 3,
    learningSteps: 0,
    reps: 4,
    lapses: 0,
    lastReview: now - 3 * DAY,
    retired: 0,
  };

  it("new words always", () => {
    expect(answerability(null, now, false)).toBe("new");
  });

  it("review cards due any time before the study day ends", () => {
    expect(answerability({ ...base, due: now - 5 * DAY }, now, false)).toBe("due");
    expect(answerability({ ...base, due: shanghai("2025-03-11T03:59:00") }, now, false)).toBe("due");
    expect(answerability({ ...base, due: shanghai("2025-03-11T04:00:00") }, now, false)).toBe("notDue");
  });

  it("learning steps once due, or up to 20 minutes early when the version is pinned", () => {
    const learning = { ...base, state: State.Learning, due: now + 5 * MINUTE };
    expect(answerability({ ...learning, due: now }, now, false)).toBe("due");
    expect(answerability(learning, now, false)).toBe("notDue");
    expect(answerability(learning, now, true)).toBe("due");
    expect(answerability({ ...learning, due: now + LEARN_AHEAD_MS + 1 }, now, true)).toBe("notDue");
  });

  it("never retired cards", () => {
    expect(answerability({ ...base, retired: 1, due: now - DAY }, now, true)).toBe("retired");
  });

  it("counts a card as mastered from 21 days of stability, or when retired", () => {
    expect(isMastered({ ...base, stability: 20.9 })).toBe(false);
    expect(isMastered({ ...base, stability: 21 })).toBe(true);
    expect(isMastered({ ...base, state: State.Relearning, stability: 30 })).toBe(false);
    expect(isMastered({ ...base, stability: 1, retired: 1 })).toBe(true);
  });
});
