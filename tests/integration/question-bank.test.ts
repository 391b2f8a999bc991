// The question bank's domain core on SQLite and PostgreSQL (issue 14, phase A): importing a JSON document that creates
// a bank with its knowledge points and every kind of question (TeX rendered to MathML, sanitised); all or nothing
// (a file with one bad item writes nothing and names every bad line); GIFT and Aiken through the same checks; the
// bank list by shelf; a bank's questions by knowledge point, paged, in the public view (no keys); the keys; sets with
// sections, slot points shared over a group's children and the paper's numbers; the set list; export and re-import;
// the import and export commands end to end; a question collected through content_reactions.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  bankQuestionListSchema,
  bankListSchema,
  questionSetListSchema,
} from "~/modules/question/bank/question-schemas";
import { listBankQuestions } from "~/modules/question/bank/bank-questions.server";
import { knowledgePointTree } from "~/modules/question/bank/knowledge-points.server";
import { listQuestionBanks } from "~/modules/question/bank/question-banks.server";
import { defaultDraftDefaults } from "~/modules/question/formats/question-document-schema";
import { exportQuestionBank } from "~/modules/question/formats/question-export.server";
import { readQuestionFile } from "~/modules/question/formats/question-file";
import { createQuestions, importQuestionFile } from "~/modules/question/formats/question-import.server";
import { markAnswer, markGroup } from "~/modules/question/marking/question-marking";
import { getQuestionSet, listQuestionSets, saveQuestionSet } from "~/modules/question/bank/question-sets.server";
import { markingKeyOf, type QuestionKey } from "~/modules/question/bank/question-views";
import { loadPublicQuestions, loadQuestionKeys } from "~/modules/question/bank/question-views.server";
import { setReaction } from "~/modules/reactions/reactions.server";
import { seedDemoPapers } from "~/seed/papers-seed.server";
import { runCli } from "../support/cli";
import { domainErrorOf } from "../support/domain-error";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "yantu-questions-"));

const document = {
  format: "yantu-questions",
  version: 1,
  bank: { code: "t-math1", name: "测试数学一题库", shelf: "public", subject: "math1", description: "集成测试用" },
  knowledgePoints: [
    {
      subject: "math1",
      points: [
        {
          code: "t-calc",
          name: "高等数学",
          children: [
            { code: "t-limit", name: "极限" },
            { code: "t-integral", name: "积分" },
          ],
        },
        { code: "t-linear", name: "线性代数" },
      ],
    },
  ],
  questions: [
    {
      code: "t-q1",
      kind: "single",
      stem: "极限 $\\lim_{x\\to0}\\dfrac{\\sin 3x}{x}$ 等于",
      options: [
        { id: "A", content: "$0$" },
        { id: "B", content: "$1$" },
        { id: "C", content: "$3$", isCorrect: true },
        { id: "D", content: "$\\infty$" },
      ],
      explanation: "等价无穷小 $\\sin 3x\\sim 3x$。",
      points: 5,
      difficulty: 2,
      knowledgePoints: ["t-limit"],
      source: { paper: "paper-math1-2025", number: 1 },
    },
    {
      code: "t-q2",
      kind: "multi",
      stem: "下列矩阵可逆的有",
      options: [
        { id: "A", content: "$E$", isCorrect: true },
        { id: "B", content: "$O$" },
        { id: "C", content: "$2E$", isCorrect: true },
      ],
      points: 2,
      knowledgePoints: ["t-linear"],
    },
    {
      code: "t-q3",
      kind: "fill",
      stem: "$\\displaystyle\\int_0^1 x\\,\\mathrm{d}x=$____",
      answers: [["1/2", "0.5"]],
      points: 5,
      knowledgePoints: ["t-integral"],
    },
    {
      code: "t-q4",
      kind: "subjective",
      stem: "求 $f(x)=x^3-3x$ 的极值。",
      referenceAnswer: "$f'(x)=3x^2-3$，驻点 $x=\\pm1$；极大值 $f(-1)=2$，极小值 $f(1)=-2$。",
      rubric: [
        { id: "d", text: "求导并求出驻点", points: 4 },
        { id: "j", text: "判断极大极小", points: 3 },
        { id: "v", text: "算出极值", points: 3 },
      ],
      points: 10,
      knowledgePoints: ["t-calc"],
    },
    {
      code: "t-g1",
      kind: "group",
      stem: "阅读下面的材料，回答问题。\n\n设 $A$ 为 $2$ 阶矩阵。",
      knowledgePoints: ["t-linear"],
      children: [
        {
          code: "t-g1-1",
          kind: "single",
          stem: "$|2A|$ 与 $|A|$ 的关系是",
          options: [
            { id: "A", content: "$|2A|=2|A|$" },
            { id: "B", content: "$|2A|=4|A|$", isCorrect: true },
          ],
          points: 2,
        },
        {
          code: "t-g1-2",
          kind: "fill",
          stem: "若 $|A|=3$，则 $|A^{-1}|=$____",
          answers: [["1/3"]],
          points: 3,
          knowledgePoints: ["t-integral"],
        },
      ],
    },
    {
      code: "t-m1",
      kind: "group",
      group: "matching",
      stem: "选句填空：__1__ 与 __2__。",
      options: [
        { id: "A", content: "First option." },
        { id: "B", content: "Second option." },
        { id: "C", content: "Third option." },
      ],
      knowledgePoints: ["t-calc"],
      children: [
        { code: "t-m1-1", kind: "single", stem: "__1__", answer: "B", points: 2 },
        { code: "t-m1-2", kind: "single", stem: "__2__", answer: "C", points: 2 },
      ],
    },
  ],
};

const importJson = async (value: unknown, bankCode: string) =>
  importQuestionFile(db, {
    bankCode,
    file: readQuestionFile(JSON.stringify(value, null, 2), "json", defaultDraftDefaults),
  });

const countQuestions = async () =>
  Number(
    (
      await db
        .selectFrom("questions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function questionId(code: string): Promise<number> {
  return (await db.selectFrom("questions").select("id").where("code", "=", code).executeTakeFirstOrThrow()).id;
}

let bankId = 0;

beforeAll(async () => {
  await seedDemoPapers(db, Date.now());
  const outcome = await importJson(document, "t-math1");
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  bankId = outcome.bankId;
});

describe("importing a JSON document", () => {
  it("creates the bank, its knowledge points and every kind of question", async () => {
    const bank = await db.selectFrom("question_banks").selectAll().where("id", "=", bankId).executeTakeFirstOrThrow();
    expect(bank).toMatchObject({ code: "t-math1", shelf: "public", subject: "math1", published: 1 });
    const tree = await knowledgePointTree("math1");
    expect(tree.map((node) => [node.code, node.children.map((child) => child.code)])).toEqual([
      ["t-calc", ["t-limit", "t-integral"]],
      ["t-linear", []],
    ]);
    const rows = await db.selectFrom("questions").selectAll().where("bank_id", "=", bankId).orderBy("id").execute();
    expect(rows.map((row) => [row.code, row.kind, row.parent_id === null, row.position, row.points])).toEqual([
      ["t-q1", "single", true, 0, 500],
      ["t-q2", "multi", true, 0, 200],
      ["t-q3", "fill", true, 0, 500],
      ["t-q4", "subjective", true, 0, 1000],
      ["t-g1", "group", true, 0, 500],
      ["t-g1-1", "single", false, 1, 200],
      ["t-g1-2", "fill", false, 2, 300],
      ["t-m1", "group", true, 0, 400],
      ["t-m1-1", "single", false, 1, 200],
      ["t-m1-2", "single", false, 2, 200],
    ]);
    const first = rows[0]!;
    expect(first.stem_html).toMatch(/^<p>极限 <math>.*<mfrac>.*<\/math> 等于<\/p>$/);
    expect(first.explanation_html).toContain("<math>");
    expect(first.source_kind).toBe("paper");
    expect(first.source_number).toBe(1);
    expect(first.source_paper_id).toBe(
      (await db.selectFrom("exam_papers").select("id").where("code", "=", "paper-math1-2025").executeTakeFirstOrThrow())
        .id,
    );
    expect(rows[3]!.reference_html).toContain("<math>");
    expect(JSON.parse(rows[3]!.rubric)).toEqual([
      { id: "d", text: "求导并求出驻点", points: 400 },
      { id: "j", text: "判断极大极小", points: 300 },
      { id: "v", text: "算出极值", points: 300 },
    ]);
    expect(rows[1]!.source_kind).toBe("mock");
  });

  it("refuses a whole file for one bad item, naming every bad line, and writes nothing", async () => {
    const before = await countQuestions();
    const bad = {
      questions: [
        { code: "t-ok", kind: "fill", stem: "好题", answers: [["1"]] },
        { code: "t-q1", kind: "fill", stem: "编号已被使用", answers: [["1"]] },
        { kind: "fill", stem: "未知知识点", answers: [["1"]], knowledgePoints: ["nope"] },
        { kind: "fill", stem: "公式错误 $\\frac{1}{$", answers: [["1"]] },
        { kind: "fill", stem: "真题不存在", answers: [["1"]], source: { paper: "paper-none-1999" } },
        { code: "t-ok", kind: "fill", stem: "文件内重复", answers: [["1"]] },
      ],
    };
    const outcome = await importJson(bad, "t-math1");
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.problems).toEqual([
      { line: 13, message: "编号“t-q1”已被题库中的题目使用" },
      { line: 31, message: expect.stringContaining("知识点“nope”不存在") },
      { line: 37, message: expect.stringMatching(/^公式“\\frac\{1\}\{”无法解析：/) },
      { line: 52, message: "真题“paper-none-1999”不存在" },
      { line: 56, message: "编号“t-ok”与第 3 行的题目重复" },
    ]);
    expect(await countQuestions()).toBe(before);
  });

  it("refuses a point of another subject and an unknown bank", async () => {
    const other = await importJson(
      { questions: [{ kind: "fill", stem: "x", answers: [["1"]], knowledgePoints: ["t-limit"] }] },
      "t-none",
    );
    expect(other.ok).toBe(false);
    if (!other.ok) expect(other.problems[0]?.message).toContain("题库“t-none”不存在");
  });

  it("reads GIFT and Aiken through the same checks", async () => {
    const gift = readQuestionFile("// @code: t-gift-1\n::g1:: 选 {=一 ~二}\n\n::g2:: 填 {=三}\n", "gift", {
      ...defaultDraftDefaults,
      knowledgePoints: ["t-calc"],
    });
    const outcome = await importQuestionFile(db, { bankCode: "t-math1", file: gift });
    expect(outcome).toMatchObject({ ok: true, questions: 2, leaves: 2 });
    const aiken = readQuestionFile("题\nA. 甲\nB. 乙\nANSWER: B\n", "aiken", {
      ...defaultDraftDefaults,
      knowledgePoints: ["no-such-point"],
    });
    const refused = await importQuestionFile(db, { bankCode: "t-math1", file: aiken });
    expect(refused).toEqual({
      ok: false,
      problems: [{ line: 1, message: expect.stringContaining("知识点“no-such-point”不存在") }],
    });
  });
});

describe("creating questions from items", () => {
  it("writes them as the import does, or names the bad item by position", async () => {
    const made = await createQuestions(db, "t-math1", [
      { code: "t-made-1", kind: "fill", stem: "$2+2=$____", answers: [["4"]], knowledgePoints: ["t-calc"] },
    ]);
    expect(made).toMatchObject({ ok: true, questions: 1 });
    const row = await db
      .selectFrom("questions")
      .select(["stem_html", "points"])
      .where("code", "=", "t-made-1")
      .executeTakeFirstOrThrow();
    expect(row.stem_html).toContain("<math>");
    const refused = await createQuestions(db, "t-math1", [
      { kind: "fill", stem: "好", answers: [["1"]] },
      { kind: "single", stem: "坏", options: [{ id: "A", content: "x" }] },
    ]);
    expect(refused).toEqual({ ok: false, problems: [{ line: 2, message: "选择题至少需要 2 个选项" }] });
  });
});

describe("banks by shelf", () => {
  it("lists published banks with their counts", async () => {
    const banks = await listQuestionBanks(bankListSchema.parse({ shelf: "public" }));
    const bank = banks.find((entry) => entry.code === "t-math1");
    expect(bank).toMatchObject({
      shelf: "public",
      shelfName: "公共课",
      subject: "math1",
      subjectName: "数学一",
      questionCount: 9,
      itemCount: 11,
    });
    expect(await listQuestionBanks(bankListSchema.parse({ shelf: "zmt" }))).toEqual([]);
    expect(bankListSchema.safeParse({ shelf: "other" }).success).toBe(false);
  });
});

describe("a bank's questions", () => {
  it("pages the top-level questions in the public view, with no keys", async () => {
    const page = await listBankQuestions(bankQuestionListSchema.parse({ bankId, rows: 3, page: 1 }));
    expect(page).toMatchObject({ page: 1, rows: 3, total: 9 });
    expect(page.items.map((item) => item.code)).toEqual(["t-q1", "t-q2", "t-q3"]);
    const [single] = page.items;
    expect(single?.options.map((option) => Object.keys(option))).toEqual([
      ["id", "html"],
      ["id", "html"],
      ["id", "html"],
      ["id", "html"],
    ]);
    expect(single?.source).toMatchObject({
      kind: "paper",
      label: "2025 年全国硕士研究生招生考试数学（一）第 1 题",
      number: 1,
    });
    expect(single?.knowledgePoints).toEqual([{ code: "t-limit", name: "极限" }]);
    const all = await listBankQuestions(bankQuestionListSchema.parse({ bankId, rows: 100 }));
    const text = JSON.stringify(all);
    for (const secret of [
      "isCorrect",
      "explanation",
      "等价无穷小",
      "acceptedAnswers",
      "reference",
      "求导并求出驻点",
      "1/3",
    ])
      expect(text).not.toContain(secret);
    const fill = all.items.find((item) => item.code === "t-q3");
    expect(fill).toMatchObject({ blankCount: 1, kind: "fill" });
    expect(all.items.find((item) => item.code === "t-q4")).toMatchObject({ rubricCount: 3 });
    const matching = all.items.find((item) => item.code === "t-m1");
    expect(matching?.children.map((child) => child.options.length)).toEqual([3, 3]);
  });

  it("filters by a knowledge point and the points under it (a group counts when a child is tagged)", async () => {
    const codes = async (point: string) =>
      (await listBankQuestions(bankQuestionListSchema.parse({ bankId, point, rows: 100 }))).items.map(
        (item) => item.code,
      );
    expect(await codes("t-limit")).toEqual(["t-q1"]);
    expect(await codes("t-integral")).toEqual(["t-q3", "t-g1"]);
    expect(await codes("t-calc")).toEqual(["t-q1", "t-q3", "t-q4", "t-g1", "t-m1", "t-gift-1", null, "t-made-1"]);
    expect(
      (await domainErrorOf(listBankQuestions(bankQuestionListSchema.parse({ bankId, point: "nope" })))).status,
    ).toBe(404);
    expect((await domainErrorOf(listBankQuestions(bankQuestionListSchema.parse({ bankId: 999_999 })))).message).toBe(
      "题库不存在或未发布",
    );
  });

  it("keeps the keys apart, and they mark answers", async () => {
    const ids = await Promise.all(["t-q1", "t-q2", "t-q3", "t-q4", "t-g1", "t-m1"].map(questionId));
    const keys = await loadQuestionKeys(ids);
    const keyOf = (id: number) => {
      const key = keys.get(id);
      if (!key) throw new Error(`no key for ${id}`);
      return key;
    };
    const [q1, q2, q3, q4, g1, m1] = ids.map(keyOf) as [
      QuestionKey,
      QuestionKey,
      QuestionKey,
      QuestionKey,
      QuestionKey,
      QuestionKey,
    ];
    expect(q1.correctOptionIds).toEqual(["C"]);
    expect(q1.explanationHtml).toContain("<math>");
    expect(markAnswer(markingKeyOf(q1), "C")).toEqual({ outcome: "right", points: 500 });
    expect(markAnswer(markingKeyOf(q2), ["A"])).toEqual({ outcome: "wrong", points: 0 });
    expect(markAnswer(markingKeyOf(q3), ["０.５"])).toMatchObject({ outcome: "right", points: 500 });
    expect(markAnswer(markingKeyOf(q4), { text: "" }, ["d", "v"])).toEqual({ outcome: "partial", points: 700 });
    expect(
      markGroup(g1.children.map((child, index) => ({ key: markingKeyOf(child), answer: index === 0 ? "B" : ["1/3"] }))),
    ).toMatchObject({ outcome: "right", points: 500 });
    expect(m1.children.map((child) => child.correctOptionIds)).toEqual([["B"], ["C"]]);
    expect(m1.options.every((option) => !option.isCorrect)).toBe(true);
  });
});

describe("question sets", () => {
  it("builds a paper of sections, shares a slot's points over a group's children and numbers it", async () => {
    const { id, created } = await saveQuestionSet(db, {
      code: "t-set-mock",
      kind: "mock",
      subject: "math1",
      title: "测试模拟卷",
      year: 2026,
      durationMinutes: 180,
      sections: [
        { title: "一、选择题", questions: [{ code: "t-q1" }, { code: "t-q2", points: 500 }] },
        { title: "二、材料题", questions: [{ code: "t-g1", points: 1000 }, { code: "t-m1" }] },
        { title: "三、分析题", numbersChildren: false, questions: [{ code: "t-q4" }, { code: "t-q3" }] },
      ],
    });
    expect(created).toBe(true);
    expect(
      await saveQuestionSet(db, { code: "t-set-mock", kind: "mock", subject: "math1", title: "x", sections: [] }),
    ).toEqual({ id, created: false });
    const set = await getQuestionSet(id);
    expect(set).toMatchObject({
      kind: "mock",
      kindName: "模拟卷",
      totalPoints: 500 + 500 + 1000 + 400 + 1000 + 500,
      questionCount: 6,
      year: 2026,
    });
    expect(
      set.sections.map((section) => [
        section.title,
        section.points,
        section.slots.map((slot) => [slot.position, slot.firstNumber, slot.points]),
      ]),
    ).toEqual([
      [
        "一、选择题",
        1000,
        [
          [1, 1, 500],
          [2, 2, 500],
        ],
      ],
      [
        "二、材料题",
        1400,
        [
          [3, 3, 1000],
          [4, 5, 400],
        ],
      ],
      [
        "三、分析题",
        1500,
        [
          [5, 7, 1000],
          [6, 8, 500],
        ],
      ],
    ]);
    const group = set.sections[1]!.slots[0]!.question;
    expect(group.children.map((child) => child.points)).toEqual([400, 600]);
    expect(JSON.stringify(set)).not.toContain("isCorrect");
  });

  it("refuses a child question, an unknown one, a repeat", async () => {
    const attempt = (codes: string[]) =>
      saveQuestionSet(db, {
        code: `t-bad-${codes.join("-")}`,
        kind: "practice",
        subject: "math1",
        title: "x",
        sections: [{ title: "一", questions: codes.map((code) => ({ code })) }],
      });
    expect((await domainErrorOf(attempt(["t-g1-1"]))).message).toContain("小题");
    expect((await domainErrorOf(attempt(["nope"]))).message).toContain("不存在");
    expect((await domainErrorOf(attempt(["t-q1", "t-q1"]))).message).toContain("两次");
  });

  it("lists sets by kind, subject and year, a page at a time", async () => {
    await saveQuestionSet(db, {
      code: "t-set-practice",
      kind: "practice",
      subject: "math1",
      title: "极限专项",
      sections: [{ title: "练习", questions: [{ code: "t-q1" }] }],
    });
    await saveQuestionSet(db, {
      code: "t-set-hidden",
      kind: "practice",
      subject: "math1",
      title: "未发布",
      published: false,
      sections: [{ title: "练习", questions: [{ code: "t-q2" }] }],
    });
    const all = await listQuestionSets(questionSetListSchema.parse({ subject: "数学一" }));
    expect(all.items.map((item) => item.code)).toEqual(["t-set-mock", "t-set-practice"]);
    expect(
      (await listQuestionSets(questionSetListSchema.parse({ kind: "practice" }))).items.map((item) => item.code),
    ).toEqual(["t-set-practice"]);
    expect((await listQuestionSets(questionSetListSchema.parse({ year: 2026 }))).total).toBe(1);
    expect(await listQuestionSets(questionSetListSchema.parse({ rows: 1, page: 2, subject: "math1" }))).toMatchObject({
      total: 2,
      items: [{ code: "t-set-practice" }],
    });
    expect(questionSetListSchema.safeParse({ kind: "quiz" }).error?.issues[0]?.message).toContain("试卷类型不存在");
  });
});

describe("export and import again", () => {
  it("writes the bank as sources and rebuilds the same questions elsewhere", async () => {
    const exported = await exportQuestionBank(db, "t-math1");
    expect(exported.bank).toMatchObject({ code: "t-math1", shelf: "public", subject: "math1" });
    expect(exported.questions).toHaveLength(9);
    expect(exported.questions[0]).toMatchObject({
      code: "t-q1",
      points: 5,
      source: { paper: "paper-math1-2025", number: 1 },
    });
    expect(exported.questions[4]?.children?.[1]).toEqual({
      code: "t-g1-2",
      kind: "fill",
      stem: "若 $|A|=3$，则 $|A^{-1}|=$____",
      answers: [["1/3"]],
      points: 3,
      difficulty: 3,
      knowledgePoints: ["t-integral"],
    });
    expect(exported.questions[5]?.children?.[0]).toMatchObject({ answer: "B", points: 2 });
    expect(JSON.stringify(exported)).not.toContain("<math");
    // The same content under other codes, into a second bank.
    const renamed = JSON.parse(
      JSON.stringify(exported)
        .replace(/"t-(q\d|g1|m1|gift|made)/g, '"u-$1')
        .replace(/"t-math1"/g, '"u-math1"'),
    ) as typeof exported;
    const outcome = await importJson(renamed, "u-math1");
    expect(outcome).toMatchObject({ ok: true, bankCreated: true, questions: 9, leaves: 11, pointsAdded: 0 });
    const again = await exportQuestionBank(db, "u-math1");
    expect(JSON.stringify(again.questions)).toBe(JSON.stringify(renamed.questions));
  });

  it("says when a bank does not exist", async () => {
    expect((await domainErrorOf(exportQuestionBank(db, "nope"))).status).toBe(404);
  });
});

describe("collecting a question", () => {
  it("uses content_reactions with target type question", async () => {
    const now = Date.now();
    const user = await db
      .insertInto("users")
      .values({
        school_id: null,
        phone_number: "13900000111",
        password_hash: null,
        nickname: "题库测试",
        avatar: null,
        is_org: 0,
        disabled: 0,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = await questionId("t-q1");
    expect(await setReaction(user.id, "question", id, "collect", true)).toEqual({ id, active: true, count: null });
    expect(await setReaction(user.id, "question", id, "collect", true)).toEqual({ id, active: true, count: null });
    expect((await domainErrorOf(setReaction(user.id, "question", 999_999, "collect", true))).message).toBe(
      "题目不存在或已下架",
    );
  });
});

// Each test starts the command-line tools as Node processes that compile the app with tsx (5–10 s apiece under load).
describe("npm run questions:import and questions:export", { timeout: 60_000 }, () => {
  it("refuses a GIFT file with a bad line, printing every bad line, and writes nothing", async () => {
    const file = path.join(tmp, "bad.gift");
    fs.writeFileSync(
      file,
      "::好:: 选 {=一 ~二}\n\n::坏:: 没有对的 {~一 ~二}\n\n// @difficulty: 9\n::坏二:: 选 {=一 ~二}\n",
    );
    const before = await countQuestions();
    const result = await runCli("scripts/questions-import.ts", [file, "--bank", "t-math1", "--point", "t-calc"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("导入失败：bad.gift 有 2 处问题，未写入任何数据。");
    expect(result.stderr).toContain("第 3 行：没有正确答案（= 或正权重 ~%n%）");
    expect(result.stderr).toContain("第 6 行：难度应为 1–5 的整数");
    expect(await countQuestions()).toBe(before);
  });

  it("imports a good Aiken file and exports the bank as JSON", async () => {
    const file = path.join(tmp, "good.aiken");
    fs.writeFileSync(file, "命令行导入的题\nA. 甲\nB. 乙\nANSWER: A\n");
    const result = await runCli("scripts/questions-import.ts", [
      file,
      "--bank",
      "t-math1",
      "--point",
      "t-linear",
      "--points",
      "2",
      "--difficulty",
      "4",
    ]);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("已导入题库“t-math1”：1 道题");
    const row = await db
      .selectFrom("questions")
      .select(["points", "difficulty", "kind"])
      .where("stem_source", "=", "命令行导入的题")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ points: 200, difficulty: 4, kind: "single" });
    const out = path.join(tmp, "export.json");
    const exported = await runCli("scripts/questions-export.ts", ["--bank", "t-math1", "--out", out]);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain("已导出题库“t-math1”");
    expect(JSON.parse(fs.readFileSync(out, "utf8"))).toMatchObject({
      format: "yantu-questions",
      version: 1,
      bank: { code: "t-math1" },
    });
    const usage = await runCli("scripts/questions-import.ts", [file]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("用法：npm run questions:import");
  });
});

describe("the public view by id", () => {
  it("is absent for an id that is not a question", async () => {
    expect((await loadPublicQuestions([999_999])).size).toBe(0);
  });
});
