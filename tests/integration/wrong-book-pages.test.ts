// What the 错题本 pages read beyond the list and the review (issue 14): the book's counts (错题, 今日待复习, 已掌握) and
// the next due time, the 已掌握 filter, one question of the book with its key and its latest review (答对/答错 after a
// post), and keys handed out only for questions in the student's own book. SQLite and PostgreSQL; time is the
// services' `now` argument (the clock moved a day is `now + DAY`).
import { beforeAll, describe, expect, it } from "vitest";
import { saveAnswer } from "~/modules/question/attempts/attempt-answers.server";
import { startAttempt } from "~/modules/question/attempts/attempt-start.server";
import { submitAttempt } from "~/modules/question/attempts/attempt-submit.server";
import {
  listWrongQuestions,
  reviewWrongQuestion,
  wrongBookSummary,
  wrongQuestionDetail,
  wrongQuestionKeys,
} from "~/modules/question/wrong-book/wrong-questions.server";
import { domainErrorOf } from "../support/domain-error";
import { newUser } from "./course-fixtures";
import { loadQuestionFixture, type QuestionFixture } from "./question-fixtures";

const T0 = Date.parse("2026-03-02T09:00:00+08:00");
const SECOND = 1_000;
const MINUTE = 60_000;
const DAY = 86_400_000;
const paging = { page: 1, rows: 20 };

let f: QuestionFixture;

beforeAll(async () => {
  f = await loadQuestionFixture();
});

/** A student who got att-s1 (right: B) and att-s2 (right: A) wrong in a submitted exam at T0. */
async function studentWithTwoWrong() {
  const user = await newUser();
  const { id } = await startAttempt(user.id, { setId: f.objectiveSetId, mode: "exam", timed: false }, T0);
  await saveAnswer(user.id, { id, questionId: f.q["att-s1"]!, answer: "A" }, T0 + SECOND);
  await saveAnswer(user.id, { id, questionId: f.q["att-s2"]!, answer: "C" }, T0 + SECOND);
  await submitAttempt(user.id, id, T0 + MINUTE);
  return user;
}

describe("the wrong-question book's pages", () => {
  it("counts the book, what is due and what is learnt, and tells when the next card comes due", async () => {
    const empty = await newUser();
    expect(await wrongBookSummary(empty.id, T0)).toEqual({ total: 0, due: 0, mastered: 0, nextDue: null });

    const user = await studentWithTwoWrong();
    // Handed in at T0 + MINUTE: both due that moment (the result's 去错题本 finds them in 今日错题), nothing later.
    expect(await wrongBookSummary(user.id, T0 + MINUTE)).toEqual({ total: 2, due: 2, mastered: 0, nextDue: null });
    // The clock moved a day: still both due.
    expect(await wrongBookSummary(user.id, T0 + DAY)).toMatchObject({ total: 2, due: 2, mastered: 0, nextDue: null });

    // Answered right: scheduled later, no longer due; the next due time is that card's.
    const review = await reviewWrongQuestion(user.id, { questionId: f.q["att-s1"]!, answer: "B", reps: 1 }, T0 + DAY);
    const after = await wrongBookSummary(user.id, T0 + DAY + SECOND);
    expect(after).toMatchObject({ total: 2, due: 1, mastered: 0, nextDue: review.card.due });
  });

  it("lists only the learnt ones under 已掌握 and keeps them in the whole book", async () => {
    const user = await studentWithTwoWrong();
    let now = T0 + MINUTE;
    let review = await reviewWrongQuestion(user.id, { questionId: f.q["att-s2"]!, answer: "A" }, now);
    for (let round = 0; round < 12 && !review.card.retired; round += 1) {
      now = Math.max(Date.parse(review.card.due), now + MINUTE);
      review = await reviewWrongQuestion(user.id, { questionId: f.q["att-s2"]!, answer: "A" }, now);
    }
    expect(review.card.retired).toBe(true);
    const mastered = await listWrongQuestions(user.id, { ...paging, due: false, mastered: true }, now);
    expect(mastered.items.map((item) => item.questionId)).toEqual([f.q["att-s2"]]);
    expect((await listWrongQuestions(user.id, { ...paging, due: false }, now)).total).toBe(2);
    expect((await wrongBookSummary(user.id, now)).mastered).toBe(1);
  });

  it("shows one question of the book with its key and how its latest review went; others' are not found", async () => {
    const user = await studentWithTwoWrong();
    const entered = await wrongQuestionDetail(user.id, f.q["att-s1"]!);
    expect(entered).toMatchObject({
      item: { questionId: f.q["att-s1"], subject: "math1", wrongCount: 1, card: { reps: 1, state: "learning" } },
      key: { correctOptionIds: ["B"] },
      lastReview: { right: false },
    });
    await reviewWrongQuestion(user.id, { questionId: f.q["att-s1"]!, answer: "B", reps: 1 }, T0 + DAY);
    const right = await wrongQuestionDetail(user.id, f.q["att-s1"]!);
    expect(right.lastReview).toEqual({ right: true, reviewedAt: new Date(T0 + DAY).toISOString() });
    expect(right.item.card.reps).toBe(2);
    await reviewWrongQuestion(user.id, { questionId: f.q["att-s1"]!, answer: "C", reps: 2 }, T0 + 3 * DAY);
    expect((await wrongQuestionDetail(user.id, f.q["att-s1"]!)).lastReview?.right).toBe(false);

    const other = await newUser();
    expect((await domainErrorOf(wrongQuestionDetail(other.id, f.q["att-s1"]!))).status).toBe(404);
    expect((await domainErrorOf(wrongQuestionDetail(user.id, f.q["att-m1"]!))).status).toBe(404);
  });

  it("hands out keys only for questions in the student's own book", async () => {
    const user = await studentWithTwoWrong();
    const keys = await wrongQuestionKeys(user.id, [f.q["att-s1"]!, f.q["att-m1"]!, f.q["att-s2"]!]);
    expect([...keys.keys()].sort()).toEqual([f.q["att-s1"]!, f.q["att-s2"]!].sort());
    expect(keys.get(f.q["att-s2"]!)?.correctOptionIds).toEqual(["A"]);
    expect((await wrongQuestionKeys((await newUser()).id, [f.q["att-s1"]!])).size).toBe(0);
    expect((await wrongQuestionKeys(user.id, [])).size).toBe(0);
  });
});
