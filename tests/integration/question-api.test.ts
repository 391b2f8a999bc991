// The question bank's JSON API under /question/website and the spec's myTrueQuestionRecord calls, through the real
// dispatcher on SQLite and PostgreSQL: browsing needs the campus network or a login, everything a student owns needs a
// login, another student's attempt is 404, answers keep the newest by answeredAt, nothing gives an answer away before
// 交卷, the deadline refuses late answers (the clock moved with fake Date), self-marks finish an attempt, the
// wrong-question book and its review, favourites and notes; every answer in the { code, msg, result } envelope.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { callApi } from "../support/api-client";
import { IP, newUser, type TestUser } from "./course-fixtures";
import { loadQuestionFixture, MOCK_MINUTES, type QuestionFixture } from "./question-fixtures";

const BASE = "/question/website";
const MINUTE = 60_000;
let f: QuestionFixture;

beforeAll(async () => {
  f = await loadQuestionFixture();
});

afterEach(() => {
  vi.useRealTimers();
});

const as = (user: TestUser, method: string, path: string, body?: unknown) =>
  callApi(method, path, { token: user.token, ip: IP.offCampus, body });

describe("browsing", () => {
  it("needs the campus network or a login (the campus rule itself: campus-gate.test.ts)", async () => {
    const off = await callApi("GET", `${BASE}/banks`, { ip: IP.offCampus });
    expect(off.status).toBe(403);
    expect(off.body.result).toEqual({ isIpInRange: false, ip: IP.offCampus });
    const user = await newUser();
    expect((await as(user, "GET", `${BASE}/banks`)).status).toBe(200);
  });

  it("lists banks, sets and a bank's questions without keys, and reads a set", async () => {
    const user = await newUser();
    const banks = await as(user, "GET", `${BASE}/banks?shelf=public`);
    const bank = banks.body.result.find((entry: { code: string }) => entry.code === "att-bank");
    expect(bank).toMatchObject({ name: "作答测试题库", subjectName: "数学一", questionCount: 6, itemCount: 7 });
    const sets = await as(user, "GET", `${BASE}/papers?kind=mock&subject=math1&rows=5`);
    expect(sets.body.result.items.map((item: { id: number }) => item.id)).toContain(f.mockSetId);
    const set = await as(user, "GET", `${BASE}/papers/${f.mockSetId}`);
    expect(set.body.result).toMatchObject({
      title: "作答测试模拟卷",
      totalPoints: 3000,
      durationMinutes: MOCK_MINUTES,
    });
    const questions = await as(user, "GET", `${BASE}/questions?bankId=${bank.id}&point=att-derivative`);
    expect(questions.body.result.total).toBe(2);
    expect(JSON.stringify(questions.body.result)).not.toMatch(/isCorrect|explanation|acceptedAnswers|reference/);
  });
});

describe("an attempt through the API", () => {
  it("starts, resumes, saves the newest answer, hides keys, submits, self-marks and reads the result", async () => {
    const user = await newUser();
    const started = await as(user, "POST", `${BASE}/attempts`, { setId: f.mockSetId, mode: "exam", timed: true });
    expect(started.status).toBe(200);
    expect(started.body.msg).toBe("开始作答");
    const { id, deadline } = started.body.result;
    expect(Date.parse(deadline) - Date.now()).toBeGreaterThan((MOCK_MINUTES - 1) * MINUTE);
    const again = await as(user, "POST", `${BASE}/attempts`, { setId: f.mockSetId, mode: "exam", timed: true });
    expect(again.body).toMatchObject({ msg: "继续上次未完成的作答", result: { id, resumed: true } });

    const now = Date.now();
    const later = await as(user, "PUT", `${BASE}/attempts/${id}/answers`, {
      questionId: f.q["att-s1"],
      answer: "B",
      answeredAt: now,
    });
    expect(later.body).toMatchObject({
      code: 200,
      msg: "已保存",
      result: { questionId: f.q["att-s1"], superseded: false, savedAt: expect.any(String) },
    });
    const earlier = await as(user, "PUT", `${BASE}/attempts/${id}/answers`, {
      questionId: f.q["att-s1"],
      answer: "A",
      answeredAt: new Date(now - 5_000).toISOString(),
    });
    expect(earlier.body).toMatchObject({
      code: 200,
      msg: "已保存过更晚的答案，本次提交未覆盖",
      result: { superseded: true },
    });
    const bad = await as(user, "PUT", `${BASE}/attempts/${id}/answers`, { questionId: f.q["att-m1"], answer: "Z" });
    expect(bad.body).toMatchObject({
      code: 400,
      msg: "多选题请选择一个或多个选项（A、B、C）",
      result: { fieldErrors: { answer: "多选题请选择一个或多个选项（A、B、C）" } },
    });
    await as(user, "PUT", `${BASE}/attempts/${id}/answers`, {
      questionId: f.q["att-e1"],
      answer: { text: "构造辅助函数……" },
    });
    const flagged = await as(user, "PUT", `${BASE}/attempts/${id}/flags`, { questionId: f.q["att-f1"], flagged: true });
    expect(flagged.body.result).toEqual({ questionId: f.q["att-f1"], flagged: true });

    const during = await as(user, "GET", `${BASE}/attempts/${id}`);
    expect(during.body.result).toMatchObject({ state: "in_progress", answeredCount: 2, flaggedCount: 1 });
    expect(JSON.stringify(during.body.result)).not.toMatch(
      /isCorrect|correctOptionIds|explanationHtml|referenceHtml|outcome/,
    );

    const other = await newUser();
    for (const [method, path, body] of [
      ["GET", `${BASE}/attempts/${id}`, undefined],
      ["PUT", `${BASE}/attempts/${id}/answers`, { questionId: f.q["att-s2"], answer: "A" }],
      ["POST", `${BASE}/attempts/${id}/submit`, undefined],
    ] as const) {
      const refused = await as(other, method, path, body);
      expect(refused.body, `${method} ${path}`).toEqual({ code: 404, msg: "作答记录不存在", result: null });
    }

    const submitted = await as(user, "POST", `${BASE}/attempts/${id}/submit`);
    expect(submitted.body).toMatchObject({
      code: 200,
      msg: "已交卷",
      result: { state: "needs_marking", score: 200, finishReason: "user" },
    });
    const s1 = submitted.body.result.sections[0].items[0].leaves[0];
    expect(s1).toMatchObject({
      outcome: "right",
      key: { options: expect.arrayContaining([expect.objectContaining({ id: "B", isCorrect: true })]) },
    });
    const late = await as(user, "PUT", `${BASE}/attempts/${id}/answers`, { questionId: f.q["att-s2"], answer: "A" });
    expect(late.body).toEqual({ code: 409, msg: "本次作答已交卷，不能再修改答案", result: null });

    const marks = await as(user, "POST", `${BASE}/attempts/${id}/self-marks`, {
      marks: [{ questionId: f.q["att-e1"], rubricIds: ["r1", "r2", "r3"] }],
    });
    expect(marks.body).toMatchObject({
      code: 200,
      msg: "已保存自评分",
      result: { state: "finished", score: 1200, percentile: { cohort: expect.any(Number) } },
    });

    const mine = await as(user, "GET", `${BASE}/attempts?rows=5`);
    expect(mine.body.result).toMatchObject({
      total: 1,
      items: [{ id, state: "finished", stateLabel: "已完成", score: 1200, maxScore: 3000 }],
    });
  });

  it("refuses answers after the deadline with a clear message and submits at the deadline", async () => {
    const user = await newUser();
    const { id, deadline } = (
      await as(user, "POST", `${BASE}/attempts`, { setId: f.mockSetId, mode: "exam", timed: true })
    ).body.result;
    await as(user, "PUT", `${BASE}/attempts/${id}/answers`, { questionId: f.q["att-s2"], answer: "A" });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.parse(deadline) + 10_000);
    const late = await as(user, "PUT", `${BASE}/attempts/${id}/answers`, { questionId: f.q["att-s1"], answer: "B" });
    expect(late.status).toBe(409);
    expect(late.body.msg).toMatch(
      /^考试时间已到（截止 \d{4}-\d{2}-\d{2} \d{2}:\d{2}），已按保存的答案自动交卷，之后的作答不再保存$/,
    );
    const result = await as(user, "GET", `${BASE}/attempts/${id}`);
    expect(result.body.result).toMatchObject({
      state: "finished",
      finishReason: "deadline",
      submittedAt: deadline,
      score: 200,
    });
    const submit = await as(user, "POST", `${BASE}/attempts/${id}/submit`);
    expect(submit.body.msg).toBe("考试时间已到，已自动交卷");
  });

  it("practises a past paper as myTrueQuestionRecord and pages the records", async () => {
    const user = await newUser();
    const record = await as(user, "POST", "/api/TrueQuestion/myTrueQuestionRecord", { id: f.paperId });
    expect(record.body).toMatchObject({
      code: 200,
      result: { setId: f.mockSetId, mode: "practice", timed: false, deadline: null },
    });
    const practised = await as(user, "PUT", `${BASE}/attempts/${record.body.result.id}/answers`, {
      questionId: f.q["att-m1"],
      answer: ["A", "C"],
    });
    expect(practised.body.result.marked).toMatchObject({ outcome: "right", pointsAwarded: 400 });
    expect((await as(user, "POST", "/api/TrueQuestion/myTrueQuestionRecord", { id: 999_999 })).body).toEqual({
      code: 404,
      msg: "这套真题还没有可以作答的题目",
      result: null,
    });
    const page = await as(user, "GET", "/api/TrueQuestion/myTrueQuestionRecord-page-query?rows=10");
    expect(page.body.result).toMatchObject({
      page: 1,
      rows: 10,
      total: 1,
      items: [
        {
          id: record.body.result.id,
          set: { id: f.mockSetId, examPaperId: f.paperId, kindName: "模拟卷" },
          mode: "practice",
          state: "in_progress",
        },
      ],
    });
    expect(
      (await callApi("GET", "/api/TrueQuestion/myTrueQuestionRecord-page-query", { ip: IP.demoCampus })).status,
    ).toBe(401);
  });
});

describe("the wrong-question book, favourites and notes through the API", () => {
  it("lists wrong questions by subject and reviews one", async () => {
    const user = await newUser();
    const { id } = (await as(user, "POST", `${BASE}/attempts`, { setId: f.objectiveSetId, mode: "exam" })).body.result;
    await as(user, "PUT", `${BASE}/attempts/${id}/answers`, { questionId: f.q["att-s1"], answer: "A" });
    await as(user, "POST", `${BASE}/attempts/${id}/submit`);
    const book = await as(user, "GET", `${BASE}/wrong-questions?subject=${encodeURIComponent("数学一")}&rows=10`);
    expect(book.body.result).toMatchObject({
      total: 1,
      items: [{ questionId: f.q["att-s1"], card: { state: "learning" } }],
    });
    expect((await as(user, "GET", `${BASE}/wrong-questions?due=1&subject=math2`)).body.result.total).toBe(0);
    expect((await as(user, "GET", `${BASE}/wrong-questions?subject=化学`)).body.msg).toBe("科目不存在");
    const review = await as(user, "POST", `${BASE}/wrong-questions/${f.q["att-s1"]}/review`, { answer: "B" });
    expect(review.body).toMatchObject({ code: 200, msg: "回答正确", result: { right: true, card: { reps: 2 } } });
    const missing = await as(user, "POST", `${BASE}/wrong-questions/${f.q["att-s2"]}/review`, { answer: "A" });
    expect(missing.body).toEqual({ code: 404, msg: "错题本里没有这道题", result: null });
  });

  it("collects questions and keeps private notes", async () => {
    const user = await newUser();
    const q = f.q["att-f1"];
    expect((await as(user, "PUT", `${BASE}/questions/${q}/favourite`, {})).body).toMatchObject({
      msg: "已收藏",
      result: { questionId: q, collected: true },
    });
    expect((await as(user, "GET", `${BASE}/favourites`)).body.result.items).toEqual([
      expect.objectContaining({ question: expect.objectContaining({ id: q }) }),
    ]);
    expect((await as(user, "PUT", `${BASE}/questions/${q}/favourite`, { collected: false })).body.msg).toBe(
      "已取消收藏",
    );
    expect((await as(user, "GET", `${BASE}/questions/${q}/note`)).body.result).toBeNull();
    expect((await as(user, "PUT", `${BASE}/questions/${q}/note`, { body: "  " })).body.msg).toBe("笔记内容不能为空");
    const saved = await as(user, "PUT", `${BASE}/questions/${q}/note`, { body: "两空分别判分" });
    expect(saved.body).toMatchObject({ msg: "笔记已保存", result: { questionId: q, body: "两空分别判分" } });
    expect((await as(await newUser(), "GET", `${BASE}/questions/${q}/note`)).body.result).toBeNull();
    expect((await as(user, "GET", `${BASE}/notes`)).body.result.total).toBe(1);
    expect((await as(user, "DELETE", `${BASE}/questions/${q}/note`)).body).toMatchObject({
      msg: "笔记已删除",
      result: { deleted: true },
    });
    expect((await as(user, "PUT", `${BASE}/questions/999999/note`, { body: "x" })).status).toBe(404);
  });
});
