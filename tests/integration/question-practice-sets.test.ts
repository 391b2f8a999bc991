// 练习's ad-hoc practice sets through their service, on SQLite and PostgreSQL: the filter (subject, knowledge point
// and the points under it, difficulty), 只做错题 and 只做未做 against the student's own answers, the size, the clear
// message when nothing matches, and privacy — a private set is in no public list or reader, and another student
// starting it gets 404.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { attemptMessages as m } from "~/modules/question/attempts/attempt-messages";
import { practiceChoiceSchema, type PracticeFilter } from "~/modules/question/practice/practice-rules";
import {
  createPracticeSet,
  listOwnPracticeSets,
  practiceCandidates,
  startFilteredPractice,
} from "~/modules/question/practice/practice-sets.server";
import { saveAnswer } from "~/modules/question/attempts/attempt-answers.server";
import { startAttempt } from "~/modules/question/attempts/attempt-start.server";
import { getAttempt } from "~/modules/question/attempts/attempt-views.server";
import { getQuestionSet, listQuestionSets } from "~/modules/question/bank/question-sets.server";
import { domainErrorOf } from "../support/domain-error";
import { newUser } from "./course-fixtures";
import { loadQuestionFixture, type QuestionFixture } from "./question-fixtures";

let f: QuestionFixture;

beforeAll(async () => {
  f = await loadQuestionFixture();
});

const filter = (fields: Record<string, unknown>): PracticeFilter => {
  const parsed = practiceChoiceSchema.parse({ subject: "math1", ...fields });
  return { ...parsed, subject: parsed.subject ?? "math1" };
};
const codesOf = async (ids: number[]) =>
  (
    await db
      .selectFrom("questions")
      .select("code")
      .where("id", "in", ids.length ? ids : [0])
      .orderBy("id")
      .execute()
  ).map((row) => row.code);

describe("the filter", () => {
  it("picks the subject's top-level questions, a group counting once", async () => {
    const user = await newUser();
    const ids = await practiceCandidates(user.id, filter({}));
    expect(await codesOf(ids)).toEqual(
      expect.arrayContaining(["att-s1", "att-s2", "att-m1", "att-f1", "att-g1", "att-e1"]),
    );
    expect(ids).not.toContain(f.q["att-g1.1"]);
  });

  it("narrows to a knowledge point and the points under it, and to a difficulty", async () => {
    const user = await newUser();
    expect(await codesOf(await practiceCandidates(user.id, filter({ point: "att-derivative" })))).toEqual([
      "att-s1",
      "att-m1",
    ]);
    expect(await codesOf(await practiceCandidates(user.id, filter({ point: "att-calculus" })))).toEqual([
      "att-s1",
      "att-m1",
      "att-f1",
      "att-g1",
      "att-e1",
    ]);
    const s2 = await db
      .selectFrom("questions")
      .select("difficulty")
      .where("code", "=", "att-s2")
      .executeTakeFirstOrThrow();
    const ids = await practiceCandidates(user.id, filter({ difficulty: s2.difficulty }));
    expect(ids).toContain(f.q["att-s2"]);
    const others = await db
      .selectFrom("questions")
      .select("id")
      .where("id", "in", ids)
      .where("difficulty", "!=", s2.difficulty)
      .execute();
    expect(others).toEqual([]);
    // A point of another subject is not found.
    expect((await domainErrorOf(practiceCandidates(user.id, filter({ point: "no-such-point" })))).status).toBe(404);
  });

  it("makes a set of at most the size asked, at the questions' own points", async () => {
    const user = await newUser();
    const { setId, questionCount } = await createPracticeSet(user.id, filter({ point: "att-calculus", size: 10 }));
    expect(questionCount).toBe(5);
    const row = await db.selectFrom("question_sets").selectAll().where("id", "=", setId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: "practice",
      subject: "math1",
      published: 0,
      owner_user_id: user.id,
      question_count: 5,
    });
    const slots = await db
      .selectFrom("question_set_slots")
      .select(["position", "first_number"])
      .where("set_id", "=", setId)
      .orderBy("position")
      .execute();
    expect(slots.map((slot) => slot.position)).toEqual([1, 2, 3, 4, 5]);
    // The group (att-g1, two children) takes two numbers.
    expect(slots.map((slot) => slot.first_number)).toEqual([1, 2, 3, 4, 6]);
  });
});

describe("只做错题 and 只做未做", () => {
  it("says clearly that there are no wrong questions yet, then practises the wrong ones (a group by its child)", async () => {
    const user = await newUser();
    const none = await domainErrorOf(startFilteredPractice(user.id, filter({ scope: "wrong" })));
    expect(none.status).toBe(404);
    expect(none.message).toBe(m.practiceNoWrong);

    const started = await startAttempt(user.id, { setId: f.mockSetId, mode: "practice", timed: false });
    await saveAnswer(user.id, { id: started.id, questionId: f.q["att-s1"]!, answer: "A", answeredAt: undefined });
    await saveAnswer(user.id, { id: started.id, questionId: f.q["att-g1.1"]!, answer: "A", answeredAt: undefined });
    await saveAnswer(user.id, { id: started.id, questionId: f.q["att-s2"]!, answer: "A", answeredAt: undefined });
    expect(await codesOf(await practiceCandidates(user.id, filter({ scope: "wrong" })))).toEqual(["att-s1", "att-g1"]);
    expect(
      await codesOf(await practiceCandidates(user.id, filter({ scope: "wrong", point: "att-derivative" }))),
    ).toEqual(["att-s1"]);

    // 只做未做 leaves out what was answered (right or wrong).
    const fresh = await codesOf(await practiceCandidates(user.id, filter({ scope: "new" })));
    expect(fresh).toEqual(expect.arrayContaining(["att-m1", "att-f1", "att-e1"]));
    for (const done of ["att-s1", "att-s2", "att-g1"]) expect(fresh).not.toContain(done);
  });

  it("says so when everything matching has been answered", async () => {
    const user = await newUser();
    const attempt = await startAttempt(user.id, { setId: f.objectiveSetId, mode: "practice", timed: false });
    await saveAnswer(user.id, { id: attempt.id, questionId: f.q["att-s1"]!, answer: "B", answeredAt: undefined });
    await saveAnswer(user.id, {
      id: attempt.id,
      questionId: f.q["att-m1"]!,
      answer: ["A", "C"],
      answeredAt: undefined,
    });
    const error = await domainErrorOf(
      startFilteredPractice(user.id, filter({ point: "att-derivative", scope: "new" })),
    );
    expect(error.status).toBe(404);
    expect(error.message).toBe(m.practiceNoNew);
  });
});

describe("privacy", () => {
  it("keeps a private set out of the public lists and readers; another student gets 404; the owner practises it", async () => {
    const owner = await newUser();
    const other = await newUser();
    const started = await startFilteredPractice(owner.id, filter({ point: "att-derivative" }));
    expect(started).toMatchObject({ mode: "practice", timed: false, resumed: false });
    const listed = await listQuestionSets({ subject: "math1", page: 1, rows: 100 });
    expect(listed.items.map((set) => set.id)).not.toContain(started.setId);
    expect((await domainErrorOf(getQuestionSet(started.setId))).status).toBe(404);
    expect(
      (await domainErrorOf(startAttempt(other.id, { setId: started.setId, mode: "practice", timed: false }))).status,
    ).toBe(404);
    expect((await domainErrorOf(getAttempt(other.id, started.id))).status).toBe(404);
    // The owner's attempt answers and marks like any practice.
    const saved = await saveAnswer(owner.id, {
      id: started.id,
      questionId: f.q["att-s1"]!,
      answer: "B",
      answeredAt: undefined,
    });
    expect(saved.marked?.outcome).toBe("right");
    expect((await listOwnPracticeSets(owner.id)).map((set) => set.id)).toContain(started.setId);
    expect(await listOwnPracticeSets(other.id)).toEqual([]);
  });
});
