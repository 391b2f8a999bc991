// The mock-exam pages' one query of their own, on SQLite and PostgreSQL: the question sets made of a past paper
// (exam_paper_id), which the paper's page offers as 开始练习 / 模拟考试 / 下载 PDF — published paper and mock sets only.
// And how many questions a set holds, counted alike by the shelf's list, the exam's start page and an attempt.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { attemptCounts } from "~/modules/question/attempts/exam-pages";
import { loadExamPage, questionSetsOfPaper } from "~/modules/question/attempts/exam-pages.server";
import { startAttempt } from "~/modules/question/attempts/attempt-start.server";
import { getAttempt } from "~/modules/question/attempts/attempt-views.server";
import { questionCountText } from "~/modules/question/bank/question-counts";
import { getQuestionSet, listQuestionSets } from "~/modules/question/bank/question-sets.server";
import { newUser } from "./course-fixtures";
import { loadQuestionFixture, type QuestionFixture } from "./question-fixtures";

let f: QuestionFixture;

beforeAll(async () => {
  f = await loadQuestionFixture();
});

describe("questionSetsOfPaper", () => {
  it("lists the published sets made of a paper, and none for another paper", async () => {
    const sets = await questionSetsOfPaper(f.paperId);
    expect(sets).toEqual(
      expect.arrayContaining([{ id: f.mockSetId, title: "作答测试模拟卷", kindName: expect.any(String) }]),
    );
    expect(sets.map((set) => set.id)).not.toContain(f.objectiveSetId);
    expect(await questionSetsOfPaper(987_654)).toEqual([]);
  });

  it("leaves out an unpublished set", async () => {
    await db.updateTable("question_sets").set({ published: 0 }).where("id", "=", f.mockSetId).execute();
    try {
      expect((await questionSetsOfPaper(f.paperId)).map((set) => set.id)).not.toContain(f.mockSetId);
    } finally {
      await db.updateTable("question_sets").set({ published: 1 }).where("id", "=", f.mockSetId).execute();
    }
  });
});

describe("how many questions a set holds", () => {
  it("is counted alike on the shelf's list, the set, the exam's start page and an attempt: 大题 and 小题", async () => {
    // The mock set: s1, s2, m1, f1, the group g1 (two sub-questions) and e1 — 6 top-level questions, 7 answered.
    const listed = await listQuestionSets({ page: 1, rows: 100, subject: "math1" });
    const card = (id: number) => listed.items.find((set) => set.id === id);
    expect(card(f.mockSetId)).toMatchObject({ questionCount: 6, leafCount: 7 });
    expect(card(f.objectiveSetId)).toMatchObject({ questionCount: 3, leafCount: 3 });
    expect(await getQuestionSet(f.mockSetId)).toMatchObject({ questionCount: 6, leafCount: 7 });

    const user = await newUser();
    const request = new Request(`http://localhost/question/exam?setId=${f.mockSetId}`, {
      headers: { cookie: `Authorization=${user.token}` },
    });
    const start = await loadExamPage(request, { clientIp: "127.0.0.1", newVisitorId: undefined });
    expect(start.screen === "start" && start.set.counts).toEqual({ top: 6, leaves: 7 });
    expect(questionCountText({ top: 6, leaves: 7 })).toBe("6 道大题（共 7 小题）");

    const { id } = await startAttempt(user.id, { setId: f.mockSetId, mode: "exam", timed: false });
    expect(attemptCounts(await getAttempt(user.id, id))).toEqual({ top: 6, leaves: 7 });
  });
});
