// Shared by the attempt-engine integration tests (not a test file itself): a small bank written for them — one
// question of every kind, a passage group of two, knowledge points — and two sets over it: a timed mock paper tied to
// a past paper (for myTrueQuestionRecord) and an untimed objective practice set. Loaded once per test file through the
// question bank's own import and set services, as the seed does.
import { db } from "~/db/client.server";
import { defaultDraftDefaults } from "~/modules/question/formats/question-document-schema";
import { readQuestionFile } from "~/modules/question/formats/question-file";
import { importQuestionFile } from "~/modules/question/formats/question-import.server";
import { saveQuestionSet } from "~/modules/question/bank/question-sets.server";
import { seedDemoPapers } from "~/seed/papers-seed.server";

const MOCK_SET = "att-mock";
const OBJECTIVE_SET = "att-objective";
const PAPER_CODE = "paper-math1-2024";
/** Minutes the mock paper allows. */
export const MOCK_MINUTES = 30;

const document = {
  format: "yantu-questions",
  version: 1,
  bank: {
    code: "att-bank",
    name: "作答测试题库",
    shelf: "public",
    subject: "math1",
    description: "作答引擎集成测试用",
  },
  knowledgePoints: [
    {
      subject: "math1",
      points: [
        { code: "att-calculus", name: "微积分", children: [{ code: "att-derivative", name: "导数" }] },
        { code: "att-algebra", name: "线性代数" },
      ],
    },
  ],
  questions: [
    {
      code: "att-s1",
      kind: "single",
      stem: "函数 $y=x^2$ 在 $x=1$ 处的导数是",
      options: [
        { id: "A", content: "$1$" },
        { id: "B", content: "$2$", isCorrect: true },
        { id: "C", content: "$3$" },
      ],
      explanation: "$y'=2x$，代入 $x=1$ 得 $2$。",
      points: 2,
      knowledgePoints: ["att-derivative"],
    },
    {
      code: "att-s2",
      kind: "single",
      stem: "二阶单位矩阵的行列式是",
      options: [
        { id: "A", content: "$1$", isCorrect: true },
        { id: "B", content: "$0$" },
        { id: "C", content: "$2$" },
      ],
      explanation: "单位矩阵的行列式为 $1$。",
      points: 2,
      knowledgePoints: ["att-algebra"],
    },
    {
      code: "att-m1",
      kind: "multi",
      stem: "下列函数在 $x=0$ 处可导的有",
      options: [
        { id: "A", content: "$x^2$", isCorrect: true },
        { id: "B", content: "$|x|$" },
        { id: "C", content: "$\\sin x$", isCorrect: true },
      ],
      explanation: "$|x|$ 在 $0$ 处左右导数不等。",
      points: 4,
      knowledgePoints: ["att-derivative"],
    },
    {
      code: "att-f1",
      kind: "fill",
      stem: "$\\int_0^1 x\\,dx=$ ____；$1+2=$ ____",
      answers: [["1/2", "0.5"], ["3"]],
      explanation: "第一空为 $\\tfrac12$。",
      points: 4,
      knowledgePoints: ["att-calculus"],
    },
    {
      code: "att-g1",
      kind: "group",
      group: "passage",
      stem: "阅读下面的材料，回答问题：设 $f(x)=e^x$。",
      explanation: "材料题整体解析。",
      knowledgePoints: ["att-calculus"],
      children: [
        {
          kind: "single",
          stem: "$f'(0)=$",
          options: [
            { id: "A", content: "$0$" },
            { id: "B", content: "$1$", isCorrect: true },
          ],
          points: 2,
        },
        {
          kind: "single",
          stem: "$f(0)=$",
          options: [
            { id: "A", content: "$1$", isCorrect: true },
            { id: "B", content: "$e$" },
          ],
          points: 2,
        },
      ],
    },
    {
      code: "att-e1",
      kind: "subjective",
      stem: "证明 $e^x\\ge 1+x$。",
      referenceAnswer: "令 $g(x)=e^x-1-x$，求导讨论单调性。",
      rubric: [
        { id: "r1", text: "构造辅助函数", points: 4 },
        { id: "r2", text: "求导并讨论单调性", points: 3 },
        { id: "r3", text: "得出最小值并下结论", points: 3 },
      ],
      points: 10,
      knowledgePoints: ["att-calculus"],
    },
  ],
};

export interface QuestionFixture {
  mockSetId: number;
  objectiveSetId: number;
  paperId: number;
  /** Question ids by code; the group's children as att-g1.1 and att-g1.2. */
  q: Record<string, number>;
}

let loaded: Promise<QuestionFixture> | undefined;

export function loadQuestionFixture(): Promise<QuestionFixture> {
  loaded ??= (async () => {
    const now = Date.now();
    await seedDemoPapers(db, now);
    const file = readQuestionFile(JSON.stringify(document), "json", defaultDraftDefaults);
    const outcome = await importQuestionFile(db, { bankCode: "att-bank", file, now });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    await db.updateTable("question_banks").set({ published: 1 }).where("code", "=", "att-bank").execute();
    const mock = await saveQuestionSet(db, {
      code: MOCK_SET,
      kind: "mock",
      subject: "math1",
      title: "作答测试模拟卷",
      year: 2026,
      examPaperCode: PAPER_CODE,
      durationMinutes: MOCK_MINUTES,
      sections: [
        { title: "一、选择题", questions: [{ code: "att-s1" }, { code: "att-s2" }, { code: "att-m1" }] },
        { title: "二、填空题", questions: [{ code: "att-f1" }] },
        { title: "三、材料题", numbersChildren: false, questions: [{ code: "att-g1", points: 800 }] },
        { title: "四、证明题", questions: [{ code: "att-e1" }] },
      ],
    });
    const objective = await saveQuestionSet(db, {
      code: OBJECTIVE_SET,
      kind: "practice",
      subject: "math1",
      title: "作答测试专项练习",
      sections: [{ title: "选择题", questions: [{ code: "att-s1" }, { code: "att-s2" }, { code: "att-m1" }] }],
    });
    const rows = await db.selectFrom("questions").select(["id", "code", "parent_id", "position"]).execute();
    const q: Record<string, number> = {};
    const codeOf = new Map(rows.map((row) => [row.id, row.code]));
    for (const row of rows) {
      if (row.code) q[row.code] = row.id;
      else if (row.parent_id !== null) q[`${codeOf.get(row.parent_id) ?? ""}.${row.position}`] = row.id;
    }
    const paper = await db
      .selectFrom("exam_papers")
      .select("id")
      .where("code", "=", PAPER_CODE)
      .executeTakeFirstOrThrow();
    return { mockSetId: mock.id, objectiveSetId: objective.id, paperId: paper.id, q };
  })();
  return loaded;
}
