// The mock-exam pages' one query of their own, on SQLite and PostgreSQL: the question sets made of a past paper
// (exam_paper_id), which the paper's page offers as 开始练习 / 模拟考试 / 下载 PDF — published paper and mock sets only.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { questionSetsOfPaper } from "~/modules/question/exam-pages.server";
import { loadQuestionFixture, type QuestionFixture } from "./question-fixtures";

let f: QuestionFixture;

beforeAll(async () => {
  f = await loadQuestionFixture();
});

describe("questionSetsOfPaper", () => {
  it("lists the published sets made of a paper, and none for another paper", async () => {
    const sets = await questionSetsOfPaper(f.paperId);
    expect(sets).toEqual(expect.arrayContaining([{ id: f.mockSetId, title: "作答测试模拟卷", kindName: expect.any(String) }]));
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
