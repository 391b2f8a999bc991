// The attempt engine and the 错题本 through their services, on SQLite and PostgreSQL (issue 14, phase B): starting and
// resuming (a double start makes one attempt), the server's deadline with its grace, the newest answer kept whatever
// order saves arrive in, nothing that gives an answer away before the attempt is final, lazy submission at the
// deadline with what was saved, marking and self-marking, the site-wide correct rate and the percentile, practice
// (刷题) marking each answer at once, the wrong-question book on FSRS with the clock moved a day, notes and favourites.
// Time is the services' `now` argument: every call here passes the moment it happens at.
import { State } from "ts-fsrs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { ANSWER_GRACE_MS, PERCENTILE_MIN_OTHERS } from "~/modules/question/attempts/attempt-rules";
import type { AttemptLeaf, AttemptView } from "~/modules/question/attempts/attempt-views";
import {
  deleteQuestionNote,
  getQuestionNote,
  listFavouriteQuestions,
  listQuestionNotes,
  saveQuestionNote,
  setQuestionFavourite,
} from "~/modules/question/notes/question-notes.server";
import { flagQuestion, saveAnswer } from "~/modules/question/attempts/attempt-answers.server";
import { startAttempt } from "~/modules/question/attempts/attempt-start.server";
import { selfMarkAttempt, submitAttempt } from "~/modules/question/attempts/attempt-submit.server";
import { getAttempt, listMyAttempts } from "~/modules/question/attempts/attempt-views.server";
import {
  listWrongQuestions,
  reviewWrongQuestion,
  wrongBookSummary,
} from "~/modules/question/wrong-book/wrong-questions.server";
import { saveQuestionSet } from "~/modules/question/bank/question-sets.server";
import { domainErrorOf } from "../support/domain-error";
import { newUser } from "./course-fixtures";
import { loadQuestionFixture, MOCK_MINUTES, type QuestionFixture } from "./question-fixtures";

const T0 = Date.parse("2026-03-02T09:00:00+08:00");
const SECOND = 1_000;
const MINUTE = 60_000;
const DAY = 86_400_000;

let f: QuestionFixture;

beforeAll(async () => {
  f = await loadQuestionFixture();
});

const leaves = (view: AttemptView): AttemptLeaf[] =>
  view.sections.flatMap((section) => section.items.flatMap((item) => item.leaves));
const leafOf = (view: AttemptView, questionId: number) => {
  const leaf = leaves(view).find((entry) => entry.questionId === questionId);
  if (!leaf) throw new Error(`question ${questionId} not in the attempt`);
  return leaf;
};
const paging = { page: 1, rows: 20 };

/** What an attempt shows before it is final must not carry any of these. */
const KEY_WORDS = [
  "isCorrect",
  "correctOptionIds",
  "acceptedAnswers",
  "referenceHtml",
  "explanationHtml",
  'rubric"',
  "outcome",
  "pointsAwarded",
];

describe("starting and resuming", () => {
  it("starts a timed attempt with the server's deadline, and a second start resumes it", async () => {
    const user = await newUser();
    const started = await startAttempt(user.id, { setId: f.mockSetId, mode: "exam", timed: true }, T0);
    expect(started).toMatchObject({
      setId: f.mockSetId,
      attemptNo: 1,
      mode: "exam",
      timed: true,
      resumed: false,
      secondsLeft: MOCK_MINUTES * 60,
    });
    expect(started.deadline).toBe(new Date(T0 + MOCK_MINUTES * MINUTE).toISOString());
    const again = await startAttempt(user.id, { setId: f.mockSetId, mode: "practice", timed: false }, T0 + 10 * MINUTE);
    expect(again).toMatchObject({ id: started.id, resumed: true, mode: "exam", secondsLeft: (MOCK_MINUTES - 10) * 60 });
    const count = await db
      .selectFrom("question_attempts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("makes one attempt when the same start arrives twice at once", async () => {
    const user = await newUser();
    // Six at once: besides the exact tie, some start after another's insert has committed (the case a separate read
    // of the last attempt number once let through, opening a second attempt).
    const started = await Promise.all(
      Array.from({ length: 6 }, () =>
        startAttempt(user.id, { setId: f.objectiveSetId, mode: "exam", timed: false }, T0),
      ),
    );
    expect(new Set(started.map((attempt) => attempt.id)).size).toBe(1);
    expect(started.filter((attempt) => !attempt.resumed)).toHaveLength(1);
  });

  it("starts from a past paper, refuses timing a set without a duration, and numbers later attempts", async () => {
    const user = await newUser();
    const byPaper = await startAttempt(user.id, { paperId: f.paperId, mode: "practice", timed: false }, T0);
    expect(byPaper.setId).toBe(f.mockSetId);
    expect(
      (await domainErrorOf(startAttempt(user.id, { setId: f.objectiveSetId, mode: "exam", timed: true }, T0))).message,
    ).toBe("这套题没有规定考试时长，只能不限时作答");
    expect(
      (await domainErrorOf(startAttempt(user.id, { paperId: 999_999, mode: "exam", timed: false }, T0))).status,
    ).toBe(404);
    const first = await startAttempt(user.id, { setId: f.objectiveSetId, mode: "exam", timed: false }, T0);
    await submitAttempt(user.id, first.id, T0 + MINUTE);
    const second = await startAttempt(
      user.id,
      { setId: f.objectiveSetId, mode: "exam", timed: false },
      T0 + 2 * MINUTE,
    );
    expect(second).toMatchObject({ attemptNo: 2, resumed: false });
  });
});

describe("answering a mock exam", () => {
  it("keeps the newest answer by the time it was given, whatever order the saves arrive in", async () => {
    const user = await newUser();
    const { id } = await startAttempt(user.id, { setId: f.mockSetId, mode: "exam", timed: true }, T0);
    const q = f.q["att-s1"]!;
    const later = await saveAnswer(
      user.id,
      { id, questionId: q, answer: "B", answeredAt: T0 + 20 * SECOND },
      T0 + 21 * SECOND,
    );
    expect(later).toMatchObject({ superseded: false, answeredAt: new Date(T0 + 20 * SECOND).toISOString() });
    // An answer given earlier, queued offline, arrives after.
    const earlier = await saveAnswer(
      user.id,
      { id, questionId: q, answer: "A", answeredAt: T0 + 10 * SECOND },
      T0 + 40 * SECOND,
    );
    expect(earlier.superseded).toBe(true);
    expect(leafOf(await getAttempt(user.id, id, T0 + 41 * SECOND), q).answer).toBe("B");
    await saveAnswer(user.id, { id, questionId: q, answer: "c", answeredAt: T0 + 50 * SECOND }, T0 + 51 * SECOND);
    const view = await getAttempt(user.id, id, T0 + MINUTE);
    expect(leafOf(view, q)).toMatchObject({ answer: "C", answeredAt: new Date(T0 + 50 * SECOND).toISOString() });
    const rows = await db.selectFrom("question_attempt_answers").selectAll().where("attempt_id", "=", id).execute();
    expect(rows).toHaveLength(1);
  });

  it("never stores a client time far ahead of the server's, and takes the server's when none is sent", async () => {
    const user = await newUser();
    const { id } = await startAttempt(user.id, { setId: f.mockSetId, mode: "exam", timed: false }, T0);
    const ahead = await saveAnswer(user.id, { id, questionId: f.q["att-s2"]!, answer: "B", answeredAt: T0 + DAY }, T0);
    expect(ahead.answeredAt).toBe(new Date(T0 + 2 * MINUTE).toISOString());
    const none = await saveAnswer(user.id, { id, questionId: f.q["att-m1"]!, answer: ["C", "A"] }, T0 + 5 * SECOND);
    expect(none.answeredAt).toBe(new Date(T0 + 5 * SECOND).toISOString());
  });

  it("checks the answer's shape against the question, and that the question is in the set", async () => {
    const user = await newUser();
    const { id } = await startAttempt(user.id, { setId: f.objectiveSetId, mode: "exam", timed: false }, T0);
    const wrongShape = await domainErrorOf(
      saveAnswer(user.id, { id, questionId: f.q["att-s1"]!, answer: ["A", "B"] }, T0),
    );
    expect(wrongShape).toMatchObject({
      status: 400,
      message: "单选题请选择一个选项（A、B、C）",
      fieldErrors: { answer: "单选题请选择一个选项（A、B、C）" },
    });
    const notInSet = await domainErrorOf(saveAnswer(user.id, { id, questionId: f.q["att-f1"]!, answer: ["1"] }, T0));
    expect(notInSet).toMatchObject({ status: 404, message: "这道题不在本次作答的试卷里" });
  });

  it("shows nothing that gives an answer away before the attempt is final", async () => {
    const user = await newUser();
    const { id } = await startAttempt(user.id, { setId: f.mockSetId, mode: "exam", timed: true }, T0);
    await saveAnswer(user.id, { id, questionId: f.q["att-s1"]!, answer: "B", answeredAt: T0 + SECOND }, T0 + SECOND);
    await flagQuestion(user.id, { id, questionId: f.q["att-s2"]!, flagged: true }, T0 + 2 * SECOND);
    const view = await getAttempt(user.id, id, T0 + 3 * SECOND);
    const text = JSON.stringify(view);
    for (const word of KEY_WORDS) expect(text, word).not.toContain(word);
    expect(view).toMatchObject({
      state: "in_progress",
      score: null,
      leafCount: 7,
      answeredCount: 1,
      flaggedCount: 1,
      percentile: null,
    });
    expect(view.sections.map((section) => section.score)).toEqual([null, null, null, null]);
    expect(leafOf(view, f.q["att-s2"]!)).toEqual({
      questionId: f.q["att-s2"],
      label: "2",
      kind: "single",
      points: 200,
      answer: null,
      answeredAt: null,
      flagged: true,
    });
    const group = view.sections[2]!.items[0]!;
    expect(group.leaves.map((leaf) => [leaf.label, leaf.points])).toEqual([
      ["5(1)", 400],
      ["5(2)", 400],
    ]);
    expect(group.question.options).toEqual([]);
    expect(view.sections[0]!.items[0]!.question.options.map((option) => Object.keys(option).sort())).toEqual([
      ["html", "id"],
      ["html", "id"],
      ["html", "id"],
    ]);
  });

  it("hides another student's attempt (404) from reading, answering, submitting and self-marking", async () => {
    const owner = await newUser();
    const other = await newUser();
    const { id } = await startAttempt(owner.id, { setId: f.mockSetId, mode: "exam", timed: false }, T0);
    // One call at a time: a rejection nobody awaits yet would be reported as unhandled.
    for (const call of [
      () => getAttempt(other.id, id, T0),
      () => saveAnswer(other.id, { id, questionId: f.q["att-s1"]!, answer: "B" }, T0),
      () => flagQuestion(other.id, { id, questionId: f.q["att-s1"]!, flagged: true }, T0),
      () => submitAttempt(other.id, id, T0),
      () => selfMarkAttempt(other.id, { id, marks: [{ questionId: f.q["att-e1"]!, rubricIds: ["r1"] }] }, T0),
    ]) {
      expect(await domainErrorOf(call())).toMatchObject({ status: 404, message: "作答记录不存在" });
    }
  });
});

describe("the deadline", () => {
  it("takes answers in flight within the grace, then submits at the deadline and refuses with a clear message", async () => {
    const user = await newUser();
    const { id } = await startAttempt(user.id, { setId: f.mockSetId, mode: "exam", timed: true }, T0);
    const deadline = T0 + MOCK_MINUTES * MINUTE;
    await saveAnswer(
      user.id,
      { id, questionId: f.q["att-s1"]!, answer: "B", answeredAt: deadline - 2 * SECOND },
      deadline + 3 * SECOND,
    );
    const late = await domainErrorOf(
      saveAnswer(
        user.id,
        { id, questionId: f.q["att-s2"]!, answer: "A", answeredAt: deadline - SECOND },
        deadline + ANSWER_GRACE_MS + 1,
      ),
    );
    expect(late.status).toBe(409);
    expect(late.message).toBe("考试时间已到（截止 2026-03-02 09:30），已按保存的答案自动交卷，之后的作答不再保存");
    const attempt = await db.selectFrom("question_attempts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({ state: "finished", finish_reason: "deadline", submitted_at: deadline, score: 200 });
    const again = await domainErrorOf(
      saveAnswer(user.id, { id, questionId: f.q["att-s2"]!, answer: "A" }, deadline + MINUTE),
    );
    // Closed by the deadline, it says so again: whether this save or the sweep submitted it first, the student learns
    // that time ran out (as the exam page does), not that they handed it in.
    expect(again).toMatchObject({ status: 409, message: late.message });
    expect(
      await domainErrorOf(flagQuestion(user.id, { id, questionId: f.q["att-s2"]!, flagged: true }, deadline + MINUTE)),
    ).toMatchObject({ status: 409, message: late.message });
  });

  it("saves a seen exam attempt's answer in one statement, and never answers another user or a closed attempt from the cache", async () => {
    const [user, other] = [await newUser(), await newUser()];
    const { id } = await startAttempt(user.id, { setId: f.mockSetId, mode: "exam", timed: true }, T0);
    const questionId = f.q["att-s1"]!;
    // The first save reads the attempt and the question (and remembers them).
    await saveAnswer(user.id, { id, questionId, answer: "B", answeredAt: T0 + SECOND }, T0 + SECOND);
    const executor = db.getExecutor();
    const statements = vi.spyOn(executor, "executeQuery");
    try {
      const saved = await saveAnswer(
        user.id,
        { id, questionId, answer: "A", answeredAt: T0 + 2 * SECOND },
        T0 + 2 * SECOND,
      );
      expect(saved).toMatchObject({ superseded: false, deadline: new Date(T0 + MOCK_MINUTES * MINUTE).toISOString() });
      expect(statements).toHaveBeenCalledTimes(1);
    } finally {
      statements.mockRestore();
    }
    // A bad answer for the question is still refused (its shape is known), another user's save still 404s.
    expect(
      (
        await domainErrorOf(
          saveAnswer(user.id, { id, questionId, answer: "Z", answeredAt: T0 + 3 * SECOND }, T0 + 3 * SECOND),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await domainErrorOf(
          saveAnswer(other.id, { id, questionId, answer: "A", answeredAt: T0 + 3 * SECOND }, T0 + 3 * SECOND),
        )
      ).status,
    ).toBe(404);
    // Submitted: the save's own WHERE finds it closed, and the refusal reads the real state.
    await submitAttempt(user.id, id, T0 + MINUTE);
    expect(
      await domainErrorOf(
        saveAnswer(user.id, { id, questionId, answer: "B", answeredAt: T0 + 2 * MINUTE }, T0 + 2 * MINUTE),
      ),
    ).toMatchObject({
      status: 409,
      message: "本次作答已交卷，不能再修改答案",
    });
    const stored = await db
      .selectFrom("question_attempt_answers")
      .select("answer")
      .where("attempt_id", "=", id)
      .where("question_id", "=", questionId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.answer!)).toBe("A");
  });

  it("counts every acknowledged answer when saves race a submit, and refuses the rest", async () => {
    const user = await newUser();
    const { id } = await startAttempt(user.id, { setId: f.mockSetId, mode: "exam", timed: true }, T0);
    const codes = ["att-s1", "att-s2", "att-m1", "att-f1", "att-g1.1", "att-g1.2", "att-e1"];
    const answers: Record<string, unknown> = {
      "att-s1": "B",
      "att-s2": "A",
      "att-m1": ["A", "C"],
      "att-f1": ["1/2", "3"],
      "att-g1.1": "B",
      "att-g1.2": "A",
      "att-e1": "证明",
    };
    const saves = codes.map((code, index) =>
      saveAnswer(
        user.id,
        { id, questionId: f.q[code]!, answer: answers[code], answeredAt: T0 + index * SECOND },
        T0 + MINUTE,
      ).then(
        () => code,
        (error: unknown) => {
          expect(error).toMatchObject({ status: 409, message: "本次作答已交卷，不能再修改答案" });
          return null;
        },
      ),
    );
    const [result, ...saved] = await Promise.all([submitAttempt(user.id, id, T0 + MINUTE), ...saves]);
    const acknowledged = saved.filter((code): code is string => code !== null);
    const final = await getAttempt(user.id, id, T0 + 2 * MINUTE);
    for (const code of acknowledged) expect(leafOf(final, f.q[code]!).answer, code).not.toBeNull();
    for (const code of codes.filter((entry) => !acknowledged.includes(entry)))
      expect(leafOf(final, f.q[code]!).answer, code).toBeNull();
    expect(final.score).toBe(result.score);
    const unmarked = await db
      .selectFrom("question_attempt_answers")
      .select("question_id")
      .where("attempt_id", "=", id)
      .where("outcome", "is", null)
      .execute();
    expect(unmarked).toEqual([]);
  });

  it("submits an overdue attempt with what was saved when it is next read", async () => {
    const user = await newUser();
    const { id } = await startAttempt(user.id, { setId: f.mockSetId, mode: "exam", timed: true }, T0);
    await saveAnswer(user.id, { id, questionId: f.q["att-s1"]!, answer: "B", answeredAt: T0 + MINUTE }, T0 + MINUTE);
    await saveAnswer(
      user.id,
      { id, questionId: f.q["att-m1"]!, answer: ["A"], answeredAt: T0 + 2 * MINUTE },
      T0 + 2 * MINUTE,
    );
    await saveAnswer(
      user.id,
      { id, questionId: f.q["att-e1"]!, answer: "令 g(x)=e^x-1-x……", answeredAt: T0 + 9 * MINUTE },
      T0 + 9 * MINUTE,
    );
    const deadline = T0 + MOCK_MINUTES * MINUTE;
    const view = await getAttempt(user.id, id, deadline + 2 * 3_600_000);
    expect(view).toMatchObject({
      state: "needs_marking",
      finishReason: "deadline",
      finishReasonLabel: "到时自动交卷",
      submittedAt: new Date(deadline).toISOString(),
      score: 200,
      pendingCount: 1,
      answeredCount: 3,
      secondsLeft: null,
    });
    expect(leafOf(view, f.q["att-s1"]!)).toMatchObject({
      answer: "B",
      outcome: "right",
      pointsAwarded: 200,
      seconds: 60,
    });
    expect(leafOf(view, f.q["att-m1"]!)).toMatchObject({
      answer: ["A"],
      outcome: "wrong",
      pointsAwarded: 0,
      seconds: 60,
    });
    expect(leafOf(view, f.q["att-s2"]!)).toMatchObject({ answer: null, outcome: "unanswered", seconds: null });
    expect(leafOf(view, f.q["att-e1"]!)).toMatchObject({ outcome: "pending", selfMarks: null, seconds: 420 });
  });

  it("resumes from another device with the time left, and lists an overdue attempt as submitted", async () => {
    const user = await newUser();
    const { id } = await startAttempt(user.id, { setId: f.mockSetId, mode: "exam", timed: true }, T0);
    const resumed = await getAttempt(user.id, id, T0 + 12 * MINUTE + 500);
    expect(resumed).toMatchObject({
      state: "in_progress",
      secondsLeft: 18 * 60,
      deadline: new Date(T0 + MOCK_MINUTES * MINUTE).toISOString(),
    });
    const list = await listMyAttempts(user.id, paging, T0 + 3 * 3_600_000);
    expect(list.items).toEqual([
      expect.objectContaining({ id, state: "finished", finishReason: "deadline", score: 0 }),
    ]);
  });

  it("still marks and shows attempts on a set taken down since, and starts no new ones on it", async () => {
    const hidden = await saveQuestionSet(db, {
      code: "att-hidden",
      kind: "mock",
      subject: "math1",
      title: "下架测试卷",
      durationMinutes: 10,
      sections: [{ title: "选择题", questions: [{ code: "att-s1" }] }],
    });
    const user = await newUser();
    const { id } = await startAttempt(user.id, { setId: hidden.id, mode: "exam", timed: true }, T0);
    await saveAnswer(user.id, { id, questionId: f.q["att-s1"]!, answer: "B" }, T0 + MINUTE);
    await db.updateTable("question_sets").set({ published: 0 }).where("id", "=", hidden.id).execute();
    const list = await listMyAttempts(user.id, paging, T0 + 3_600_000);
    expect(list.items).toEqual([expect.objectContaining({ id, state: "finished", score: 200 })]);
    expect((await getAttempt(user.id, id, T0 + 3_600_000)).sections[0]!.score).toBe(200);
    expect(
      (await domainErrorOf(startAttempt(user.id, { setId: hidden.id, mode: "exam", timed: false }, T0 + 3_600_000)))
        .status,
    ).toBe(404);
  });
});

describe("marking", () => {
  it("marks objective parts at once and reveals keys, then self-marks the subjective part and finishes", async () => {
    const user = await newUser();
    const { id } = await startAttempt(user.id, { setId: f.mockSetId, mode: "exam", timed: false }, T0);
    const answers: Array<[string, unknown]> = [
      ["att-s1", "B"],
      ["att-s2", "C"],
      ["att-m1", ["A", "C"]],
      ["att-f1", ["0.5", "4"]],
      ["att-g1.1", "B"],
      ["att-g1.2", "A"],
      ["att-e1", { text: "构造 g(x)=e^x-1-x，g'(x)=e^x-1……" }],
    ];
    for (const [index, [code, answer]] of answers.entries()) {
      await saveAnswer(
        user.id,
        { id, questionId: f.q[code]!, answer, answeredAt: T0 + (index + 1) * 30 * SECOND },
        T0 + (index + 1) * 30 * SECOND,
      );
    }
    const result = await submitAttempt(user.id, id, T0 + 10 * MINUTE);
    expect(result).toMatchObject({
      state: "needs_marking",
      finishReason: "user",
      score: 200 + 400 + 200 + 800,
      maxScore: 3000,
      pendingCount: 1,
      percentile: null,
    });
    expect(result.sections.map((section) => [section.title, section.score, section.points])).toEqual([
      ["一、选择题", 600, 800],
      ["二、填空题", 200, 400],
      ["三、材料题", 800, 800],
      ["四、证明题", 0, 1000],
    ]);
    expect(leafOf(result, f.q["att-s2"]!)).toMatchObject({
      outcome: "wrong",
      outcomeLabel: "错误",
      key: {
        correctOptionIds: ["A"],
        options: [
          { id: "A", isCorrect: true, content: expect.stringContaining("<math") },
          { id: "B", isCorrect: false },
          { id: "C", isCorrect: false },
        ],
        explanationHtml: expect.stringContaining("单位矩阵"),
      },
      correctRate: { answered: expect.any(Number) },
      seconds: 30,
    });
    expect(leafOf(result, f.q["att-f1"]!)).toMatchObject({
      outcome: "partial",
      pointsAwarded: 200,
      blanks: [true, false],
      key: { acceptedAnswers: [["1/2", "0.5"], ["3"]] },
    });
    expect(result.sections[2]!.items[0]!.explanationHtml).toContain("材料题整体解析");
    expect(leafOf(result, f.q["att-e1"]!).key?.rubric.map((point) => point.id)).toEqual(["r1", "r2", "r3"]);

    const unknown = await domainErrorOf(
      selfMarkAttempt(user.id, { id, marks: [{ questionId: f.q["att-e1"]!, rubricIds: ["r9"] }] }, T0 + 11 * MINUTE),
    );
    expect(unknown).toMatchObject({ status: 400, message: "评分要点“r9”不属于这道题" });
    const objective = await domainErrorOf(
      selfMarkAttempt(user.id, { id, marks: [{ questionId: f.q["att-s1"]!, rubricIds: [] }] }, T0 + 11 * MINUTE),
    );
    expect(objective.status).toBe(400);

    const marked = await selfMarkAttempt(
      user.id,
      { id, marks: [{ questionId: f.q["att-e1"]!, rubricIds: ["r1", "r2"] }] },
      T0 + 12 * MINUTE,
    );
    expect(marked).toMatchObject({
      state: "finished",
      score: 1600 + 700,
      pendingCount: 0,
      percentile: { cohort: expect.any(Number) },
    });
    expect(leafOf(marked, f.q["att-e1"]!)).toMatchObject({
      outcome: "partial",
      pointsAwarded: 700,
      selfMarks: ["r1", "r2"],
    });
    expect(marked.sections[3]!.score).toBe(700);
    expect(
      (
        await domainErrorOf(
          selfMarkAttempt(
            user.id,
            { id, marks: [{ questionId: f.q["att-e1"]!, rubricIds: ["r1"] }] },
            T0 + 13 * MINUTE,
          ),
        )
      ).message,
    ).toBe("本次作答已完成评分");
    // A second 交卷 answers the same result.
    expect((await submitAttempt(user.id, id, T0 + 14 * MINUTE)).score).toBe(2300);
  });

  it("gives each question's site-wide correct rate and, once enough others have handed the set in, each finished attempt's percentile", async () => {
    // A set of its own, so the cohort is exactly the attempts made here.
    const ranked = await saveQuestionSet(db, {
      code: "att-ranked",
      kind: "practice",
      subject: "math1",
      title: "排名测试",
      sections: [{ title: "选择题", questions: [{ code: "att-s1" }, { code: "att-s2" }, { code: "att-m1" }] }],
    });
    const scores: Array<Record<string, unknown>> = [
      { "att-s1": "B", "att-s2": "A", "att-m1": ["A", "C"] },
      { "att-s1": "B", "att-s2": "A", "att-m1": ["A"] },
      { "att-s1": "B", "att-s2": "B", "att-m1": ["A"] },
      { "att-s1": "C", "att-s2": "B", "att-m1": ["B"] },
    ];
    const handIn = async (answers: Record<string, unknown>) => {
      const user = await newUser();
      const { id } = await startAttempt(user.id, { setId: ranked.id, mode: "exam", timed: false }, T0);
      for (const [code, answer] of Object.entries(answers))
        await saveAnswer(user.id, { id, questionId: f.q[code]!, answer }, T0 + SECOND);
      return { user, view: await submitAttempt(user.id, id, T0 + MINUTE) };
    };
    // The first to hand in is not told they beat 50% of a cohort of one: no rank until PERCENTILE_MIN_OTHERS others.
    const first = await handIn(scores[0]!);
    expect(first.view.percentile).toEqual({ percentile: null, cohort: 1 });
    const results = [first];
    for (let index = 1; index < PERCENTILE_MIN_OTHERS; index += 1)
      results.push(await handIn(scores[index % scores.length]!));
    expect((await getAttempt(first.user.id, first.view.id, T0 + 2 * MINUTE)).percentile).toEqual({
      percentile: null,
      cohort: PERCENTILE_MIN_OTHERS,
    });
    results.push(await handIn(scores[3]!));
    const cohort = PERCENTILE_MIN_OTHERS + 1;
    expect(results.map((result) => result.view.score).slice(0, 4)).toEqual([800, 400, 200, 0]);
    // Read again once all are in: everyone ranked against the same cohort, the best above most of it.
    const finalViews = await Promise.all(
      results.map((result) => getAttempt(result.user.id, result.view.id, T0 + 2 * MINUTE)),
    );
    expect(finalViews.every((view) => view.percentile?.cohort === cohort)).toBe(true);
    const byScore = [...finalViews].sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
    const percentiles = byScore.map((view) => view.percentile?.percentile ?? -1);
    expect([...percentiles].sort((a, b) => b - a)).toEqual(percentiles);
    expect(percentiles[0]).toBeGreaterThan(50);
    expect(percentiles.at(-1)).toBeLessThan(50);
    const rate = leafOf(finalViews[0]!, f.q["att-s1"]!).correctRate!;
    const counted = await db
      .selectFrom("question_attempt_answers")
      .select((eb) => [
        eb.fn.countAll<number>().as("n"),
        eb.fn.sum<number>(eb.case().when("outcome", "=", "right").then(1).else(0).end()).as("right"),
      ])
      .where("question_id", "=", f.q["att-s1"]!)
      .where("outcome", "in", ["right", "partial", "wrong"])
      .executeTakeFirstOrThrow();
    expect(rate).toEqual({
      answered: Number(counted.n),
      rate: Math.round((Number(counted.right) / Number(counted.n)) * 1000) / 10,
    });
  });
});

describe("practice (刷题)", () => {
  it("marks an answer at once with its key, keeps it final, and puts a wrong one in the book then", async () => {
    const user = await newUser();
    const { id } = await startAttempt(user.id, { setId: f.mockSetId, mode: "practice", timed: false }, T0);
    const saved = await saveAnswer(user.id, { id, questionId: f.q["att-s2"]!, answer: "B" }, T0 + SECOND);
    expect(saved.marked).toMatchObject({ outcome: "wrong", pointsAwarded: 0, key: { correctOptionIds: ["A"] } });
    const book = await listWrongQuestions(user.id, { ...paging, due: true }, T0 + SECOND);
    expect(book.items.map((item) => item.questionId)).toEqual([f.q["att-s2"]]);
    // A retry of the same post is fine; changing the answer is not.
    expect(
      (await saveAnswer(user.id, { id, questionId: f.q["att-s2"]!, answer: "B" }, T0 + 3 * SECOND)).marked?.outcome,
    ).toBe("wrong");
    expect(
      await domainErrorOf(saveAnswer(user.id, { id, questionId: f.q["att-s2"]!, answer: "A" }, T0 + 4 * SECOND)),
    ).toMatchObject({
      status: 409,
      message: "刷题模式下本题已作答并显示了答案，不能再修改",
    });
    const view = await getAttempt(user.id, id, T0 + 5 * SECOND);
    expect(leafOf(view, f.q["att-s2"]!)).toMatchObject({ outcome: "wrong", key: { correctOptionIds: ["A"] } });
    expect(leafOf(view, f.q["att-s1"]!).key).toBeUndefined();
    // Subjective: self-marked as soon as answered; under half its points is wrong.
    await saveAnswer(user.id, { id, questionId: f.q["att-e1"]!, answer: "只写了结论" }, T0 + 6 * SECOND);
    await selfMarkAttempt(user.id, { id, marks: [{ questionId: f.q["att-e1"]!, rubricIds: ["r3"] }] }, T0 + 7 * SECOND);
    const result = await submitAttempt(user.id, id, T0 + MINUTE);
    expect(result).toMatchObject({ state: "finished", score: 300 });
    const logs = await db
      .selectFrom("question_review_logs")
      .select(["question_id", "rating"])
      .where("user_id", "=", user.id)
      .orderBy("id")
      .execute();
    expect(logs).toEqual([
      { question_id: f.q["att-s2"], rating: 1 },
      { question_id: f.q["att-e1"], rating: 1 },
    ]);
  });
});

describe("the wrong-question book", () => {
  it("takes wrong answers on submit, brings them back due the next day, and reviews them on FSRS", async () => {
    const user = await newUser();
    const { id } = await startAttempt(user.id, { setId: f.mockSetId, mode: "exam", timed: false }, T0);
    await saveAnswer(user.id, { id, questionId: f.q["att-s1"]!, answer: "A" }, T0 + SECOND);
    await saveAnswer(user.id, { id, questionId: f.q["att-s2"]!, answer: "A" }, T0 + SECOND);
    await saveAnswer(user.id, { id, questionId: f.q["att-f1"]!, answer: ["1/2", "5"] }, T0 + SECOND);
    await saveAnswer(user.id, { id, questionId: f.q["att-e1"]!, answer: "证明略" }, T0 + SECOND);
    await submitAttempt(user.id, id, T0 + MINUTE);
    let book = await listWrongQuestions(user.id, { ...paging, due: false }, T0 + MINUTE);
    // Unanswered questions do not count as wrong; the subjective one waits for its self-mark.
    expect(book.items.map((item) => item.questionId).sort()).toEqual([f.q["att-s1"]!, f.q["att-f1"]!].sort());
    // Due at once: the result's 去错题本 finds them in 今日错题 the moment the paper is handed in.
    const dueNow = await listWrongQuestions(user.id, { ...paging, due: true }, T0 + MINUTE);
    expect(dueNow.items.map((item) => item.questionId).sort()).toEqual([f.q["att-s1"]!, f.q["att-f1"]!].sort());
    expect(await wrongBookSummary(user.id, T0 + MINUTE)).toMatchObject({ total: 2, due: 2, nextDue: null });
    await selfMarkAttempt(user.id, { id, marks: [{ questionId: f.q["att-e1"]!, rubricIds: ["r1"] }] }, T0 + 2 * MINUTE);
    book = await listWrongQuestions(user.id, { ...paging, due: false }, T0 + 2 * MINUTE);
    expect(book.total).toBe(3);
    expect((await listWrongQuestions(user.id, { ...paging, due: true }, T0 + 2 * MINUTE)).total).toBe(3);
    const s1 = book.items.find((item) => item.questionId === f.q["att-s1"])!;
    expect(s1).toMatchObject({
      subject: "math1",
      subjectName: "数学一",
      wrongCount: 1,
      group: null,
      question: { id: f.q["att-s1"], kind: "single" },
      card: { state: "learning", reps: 1, retired: false, mastered: false },
    });
    expect(JSON.stringify(s1)).not.toContain("isCorrect");

    // Filters: subject and knowledge point (with the points under it).
    expect((await listWrongQuestions(user.id, { ...paging, due: false, subject: "math2" }, T0)).total).toBe(0);
    expect(
      (await listWrongQuestions(user.id, { ...paging, due: false, point: "att-calculus" }, T0)).items
        .map((item) => item.questionId)
        .sort(),
    ).toEqual([f.q["att-s1"]!, f.q["att-f1"]!, f.q["att-e1"]!].sort());
    expect((await listWrongQuestions(user.id, { ...paging, due: false, point: "att-algebra" }, T0)).total).toBe(0);
    expect(
      (await domainErrorOf(listWrongQuestions(user.id, { ...paging, due: false, point: "att-nowhere" }, T0))).status,
    ).toBe(404);

    // The clock moved a day: all three are due (今日错题).
    const tomorrow = T0 + DAY;
    const due = await listWrongQuestions(user.id, { ...paging, due: true }, tomorrow);
    expect(due.total).toBe(3);

    const wrongShape = await domainErrorOf(
      reviewWrongQuestion(user.id, { questionId: f.q["att-s1"]!, answer: "Z" }, tomorrow),
    );
    expect(wrongShape.status).toBe(400);
    const right = await reviewWrongQuestion(user.id, { questionId: f.q["att-s1"]!, answer: "B", reps: 1 }, tomorrow);
    expect(right).toMatchObject({
      right: true,
      outcome: "right",
      key: { correctOptionIds: ["B"] },
      card: { reps: 2, retired: false },
    });
    // The same review posted again (same version) is refused instead of counted twice.
    expect(
      (
        await domainErrorOf(
          reviewWrongQuestion(user.id, { questionId: f.q["att-s1"]!, answer: "B", reps: 1 }, tomorrow),
        )
      ).status,
    ).toBe(409);
    const wrong = await reviewWrongQuestion(user.id, { questionId: f.q["att-f1"]!, answer: ["0.5", "4"] }, tomorrow);
    expect(wrong).toMatchObject({
      right: false,
      outcome: "partial",
      blanks: [true, false],
      card: { state: "learning", reps: 2 },
    });
    const essay = await reviewWrongQuestion(
      user.id,
      { questionId: f.q["att-e1"]!, answer: null, selfMarks: ["r1", "r2"] },
      tomorrow,
    );
    expect(essay).toMatchObject({ right: true, pointsAwarded: 700 });
    expect(
      (await domainErrorOf(reviewWrongQuestion(user.id, { questionId: f.q["att-e1"]!, answer: null }, tomorrow)))
        .status,
    ).toBe(400);

    const cards = await db.selectFrom("question_cards").selectAll().where("user_id", "=", user.id).execute();
    const byQuestion = new Map(cards.map((card) => [card.question_id, card]));
    expect(byQuestion.get(f.q["att-f1"]!)).toMatchObject({ wrong_count: 2, lapses: 0 });
    expect(byQuestion.get(f.q["att-s1"]!)?.due).toBeGreaterThan(tomorrow);
    const logs = await db
      .selectFrom("question_review_logs")
      .select(["question_id", "rating", "reps"])
      .where("user_id", "=", user.id)
      .orderBy("id")
      .execute();
    expect(logs.filter((log) => log.question_id === f.q["att-s1"])).toEqual([
      { question_id: f.q["att-s1"], rating: 1, reps: 0 },
      { question_id: f.q["att-s1"], rating: 3, reps: 1 },
    ]);
    // Reviewed ones are not due again today; another student's book is their own.
    const stillDue = await listWrongQuestions(user.id, { ...paging, due: true }, tomorrow + MINUTE);
    expect(stillDue.items.map((item) => item.questionId)).not.toContain(f.q["att-s1"]);
    const other = await newUser();
    expect((await listWrongQuestions(other.id, { ...paging, due: false }, tomorrow)).total).toBe(0);
    expect(
      (await domainErrorOf(reviewWrongQuestion(other.id, { questionId: f.q["att-s1"]!, answer: "B" }, tomorrow)))
        .status,
    ).toBe(404);
  });

  it("retires a question once answered right with stability of three weeks, keeps it listed, and brings it back when missed", async () => {
    const user = await newUser();
    const { id } = await startAttempt(user.id, { setId: f.objectiveSetId, mode: "exam", timed: false }, T0);
    await saveAnswer(user.id, { id, questionId: f.q["att-s2"]!, answer: "C" }, T0);
    await submitAttempt(user.id, id, T0 + SECOND);
    let now = T0 + MINUTE;
    let review = await reviewWrongQuestion(user.id, { questionId: f.q["att-s2"]!, answer: "A" }, now);
    for (let round = 0; round < 12 && !review.card.retired; round += 1) {
      now = Math.max(Date.parse(review.card.due), now + MINUTE);
      review = await reviewWrongQuestion(user.id, { questionId: f.q["att-s2"]!, answer: "A" }, now);
    }
    expect(review.card).toMatchObject({ retired: true, mastered: true, state: "review", stateLabel: "已掌握" });
    expect(review.card.stability).toBeGreaterThanOrEqual(21);
    const later = now + 60 * DAY;
    expect((await listWrongQuestions(user.id, { ...paging, due: true }, later)).total).toBe(0);
    expect((await listWrongQuestions(user.id, { ...paging, due: false }, later)).items[0]?.card.mastered).toBe(true);
    // Missed again in a new attempt: back in the queue, a lapse.
    const again = await startAttempt(user.id, { setId: f.objectiveSetId, mode: "exam", timed: false }, later);
    await saveAnswer(user.id, { id: again.id, questionId: f.q["att-s2"]!, answer: "B" }, later);
    await submitAttempt(user.id, again.id, later + SECOND);
    expect(
      (await listWrongQuestions(user.id, { ...paging, due: true }, later + SECOND)).items.map(
        (item) => item.questionId,
      ),
    ).toEqual([f.q["att-s2"]]);
    const back = await listWrongQuestions(user.id, { ...paging, due: true }, later + DAY);
    expect(back.items).toEqual([
      expect.objectContaining({
        questionId: f.q["att-s2"],
        wrongCount: 2,
        card: expect.objectContaining({ retired: false, lapses: 1 }),
      }),
    ]);
    const card = await db
      .selectFrom("question_cards")
      .select("state")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(card.state).toBe(State.Relearning);
  });
});

describe("notes and favourites", () => {
  it("keeps a private note per student and question", async () => {
    const user = await newUser();
    const other = await newUser();
    const q = f.q["att-g1.1"]!;
    expect(await getQuestionNote(user.id, q)).toBeNull();
    await saveQuestionNote(user.id, { questionId: q, body: "导数定义要记牢" }, T0);
    const updated = await saveQuestionNote(user.id, { questionId: q, body: "f'(0) 用定义求" }, T0 + MINUTE);
    expect(updated).toMatchObject({
      body: "f'(0) 用定义求",
      createdAt: new Date(T0).toISOString(),
      updatedAt: new Date(T0 + MINUTE).toISOString(),
    });
    expect(await getQuestionNote(other.id, q)).toBeNull();
    const notes = await listQuestionNotes(user.id, paging);
    expect(notes.items).toEqual([
      expect.objectContaining({
        question: expect.objectContaining({ id: q }),
        group: expect.objectContaining({ id: f.q["att-g1"] }),
      }),
    ]);
    expect(await deleteQuestionNote(other.id, q)).toEqual({ questionId: q, deleted: false });
    expect(await getQuestionNote(user.id, q)).not.toBeNull();
    expect(await deleteQuestionNote(user.id, q)).toEqual({ questionId: q, deleted: true });
    expect(await getQuestionNote(user.id, q)).toBeNull();
    expect((await domainErrorOf(saveQuestionNote(user.id, { questionId: 999_999, body: "x" }, T0))).status).toBe(404);
  });

  it("collects and uncollects a question, idempotently", async () => {
    const user = await newUser();
    await setQuestionFavourite(user.id, f.q["att-s1"]!, true, T0);
    await setQuestionFavourite(user.id, f.q["att-s1"]!, true, T0 + SECOND);
    await setQuestionFavourite(user.id, f.q["att-m1"]!, true, T0 + MINUTE);
    let list = await listFavouriteQuestions(user.id, paging);
    expect(list.items.map((item) => item.question.id)).toEqual([f.q["att-m1"], f.q["att-s1"]]);
    await setQuestionFavourite(user.id, f.q["att-s1"]!, false, T0 + 2 * MINUTE);
    list = await listFavouriteQuestions(user.id, paging);
    expect(list.total).toBe(1);
    expect((await listFavouriteQuestions((await newUser()).id, paging)).total).toBe(0);
  });
});
