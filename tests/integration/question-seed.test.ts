// The demo question banks on SQLite and PostgreSQL: the demo seed loads seven banks on two shelves with their
// knowledge points and questions (MathML rendered), the seven mock papers with the national totals, practice sets and
// 课后练习 attached to course sections; seeding again changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { listBankQuestions } from "~/modules/question/bank/bank-questions.server";
import { knowledgePointTree } from "~/modules/question/bank/knowledge-points.server";
import { listQuestionBanks } from "~/modules/question/bank/question-banks.server";
import {
  bankListSchema,
  bankQuestionListSchema,
  questionSetListSchema,
} from "~/modules/question/bank/question-schemas";
import { getQuestionSet, listQuestionSets } from "~/modules/question/bank/question-sets.server";
import { seedDemoQuestions } from "~/seed/questions-seed.server";
import { seedDemo } from "./course-fixtures";

const dialect = process.env.DB_TARGET === "postgres" ? "postgres" : "sqlite";

const count = async (
  table: "questions" | "question_sets" | "knowledge_points" | "question_knowledge_points" | "question_set_slots",
) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  await seedDemo();
});

describe("the demo question banks", () => {
  it("lists seven banks on the public and tkzy shelves", async () => {
    const publicBanks = await listQuestionBanks(bankListSchema.parse({ shelf: "public" }));
    expect(publicBanks.map((bank) => bank.subject)).toEqual([
      "politics",
      "english1",
      "english2",
      "math1",
      "math2",
      "math3",
    ]);
    const tkzy = await listQuestionBanks(bankListSchema.parse({ shelf: "tkzy" }));
    expect(tkzy.map((bank) => [bank.code, bank.shelfName])).toEqual([["bank-cs408", "统考专业课"]]);
    const all = await listQuestionBanks(bankListSchema.parse({}));
    const items = all.reduce((sum, bank) => sum + bank.itemCount, 0);
    expect(items).toBeGreaterThanOrEqual(300);
    console.log(`[question seed ${dialect}] ${items} answerable questions in ${all.length} banks`);
  });

  it("stores knowledge-point trees and tags every answerable question", async () => {
    const tree = await knowledgePointTree("math2");
    expect(tree.map((node) => node.name)).toEqual(["高等数学", "线性代数"]);
    const untagged = await db
      .selectFrom("questions as q")
      .select("q.code")
      .where("q.kind", "!=", "group")
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom("question_knowledge_points as l").select("l.point_id").whereRef("l.question_id", "=", "q.id"),
          ),
        ),
      )
      .execute();
    expect(untagged).toEqual([]);
  });

  it("renders maths as MathML and serves a bank by knowledge point", async () => {
    const bank = (await listQuestionBanks(bankListSchema.parse({ shelf: "public" }))).find(
      (entry) => entry.subject === "math1",
    )!;
    const page = await listBankQuestions(
      bankQuestionListSchema.parse({ bankId: bank.id, point: "math1-calculus", rows: 5 }),
    );
    expect(page.total).toBeGreaterThan(20);
    expect(page.items[0]?.stemHtml).toContain("<math");
    expect(page.items.every((item) => item.source.label === "模拟")).toBe(true);
  });
});

describe("the demo sets", () => {
  it("holds a mock paper per public subject and 408 with the national totals", async () => {
    const mocks = await listQuestionSets(questionSetListSchema.parse({ kind: "mock", rows: 20 }));
    expect(mocks.total).toBe(7);
    const totals = Object.fromEntries(
      mocks.items.map((item) => [item.subject, [item.totalPoints, item.durationMinutes]]),
    );
    expect(totals).toEqual({
      politics: [10_000, 180],
      english1: [10_000, 180],
      english2: [10_000, 180],
      math1: [15_000, 180],
      math2: [15_000, 180],
      math3: [15_000, 180],
      cs408: [15_000, 180],
    });
    const english = await getQuestionSet(mocks.items.find((item) => item.subject === "english1")!.id);
    expect(english.sections.map((section) => [section.title, section.points, section.slots[0]?.firstNumber])).toEqual([
      ["一、完形填空", 1000, 1],
      ["二、阅读理解 A 节", 4000, 21],
      ["三、阅读理解 B 节", 1000, 41],
      ["四、翻译", 1000, 46],
      ["五、小作文", 1000, 51],
      ["六、大作文", 2000, 52],
    ]);
    const politics = await getQuestionSet(mocks.items.find((item) => item.subject === "politics")!.id);
    expect(politics.sections[2]!.slots.map((slot) => slot.firstNumber)).toEqual([34, 35, 36, 37, 38]);
  });

  it("attaches 课后练习 to course sections", async () => {
    const course = await listQuestionSets(questionSetListSchema.parse({ kind: "course" }));
    expect(course.total).toBe(4);
    expect(course.items.every((item) => item.courseSectionId !== null)).toBe(true);
    expect((await listQuestionSets(questionSetListSchema.parse({ kind: "practice", subject: "政治" }))).total).toBe(5);
  });

  it("seeds idempotently", async () => {
    const before = await Promise.all([
      count("questions"),
      count("question_sets"),
      count("knowledge_points"),
      count("question_knowledge_points"),
      count("question_set_slots"),
    ]);
    const started = performance.now();
    await seedDemoQuestions(db, Date.now());
    console.log(`[question seed ${dialect}] second run in ${(performance.now() - started).toFixed(0)} ms`);
    expect(
      await Promise.all([
        count("questions"),
        count("question_sets"),
        count("knowledge_points"),
        count("question_knowledge_points"),
        count("question_set_slots"),
      ]),
    ).toEqual(before);
  });
});
