// Loads the demo question banks (app/seed/questions): banks, knowledge-point trees and questions through the same
// import the command uses (so the demo content obeys the same rules and its TeX is rendered the same way), then the
// mock papers, practice sets and 课后练习. Idempotent by code: banks, questions and sets already there are left as they
// are, and only what is missing is added. Runs after the papers (question sources) and courses (课后练习 sections).
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { importQuestionFile, questionFileOfItems } from "~/modules/question/formats/question-import.server";
import { saveQuestionSet } from "~/modules/question/bank/question-sets.server";
import { demoBanks, type DemoBank } from "./questions/demo-question-banks";
import {
  demoCoursePractices,
  demoMockPapers,
  demoPracticeSets,
  type CourseSectionRef,
  type DemoSetDefinition,
} from "./questions/demo-question-sets";

async function seedBank(db: Kysely<Database>, bank: DemoBank, now: number): Promise<void> {
  const exists = await db.selectFrom("question_banks").select("id").where("code", "=", bank.code).executeTakeFirst();
  if (!exists) {
    await db
      .insertInto("question_banks")
      .values({
        code: bank.code,
        shelf: bank.shelf,
        subject: bank.subject,
        name: bank.name,
        description: bank.description,
        school: null,
        major: null,
        sort_order: bank.sortOrder,
        published: 1,
        price_fen: bank.priceFen ?? 0,
        created_at: now,
        updated_at: now,
      })
      // Two processes seeding at once: the second finds the bank there.
      .onConflict((oc) => oc.column("code").doNothing())
      .execute();
  }
  // A demo item that breaks a rule is a bug in the data: the seed stops and names it (#n = its place in the bank).
  const outcome = await importQuestionFile(db, {
    bankCode: bank.code,
    file: questionFileOfItems(bank.questions, [bank.tree]),
    skipExisting: true,
    now,
  });
  if (!outcome.ok) {
    throw new Error(
      `${bank.code}: ${outcome.problems.map((problem) => `#${problem.line} ${problem.message}`).join("; ")}`,
    );
  }
}

/** The section's id; the course seed numbers titles ("第1章 函数与极限", "1.3 函数极限的计算"), so they are matched by ending. */
async function sectionId(db: Kysely<Database>, ref: CourseSectionRef): Promise<number | null> {
  const rows = await db
    .selectFrom("course_sections as s")
    .innerJoin("course_chapters as ch", "ch.id", "s.chapter_id")
    .innerJoin("courses as c", "c.id", "s.course_id")
    .select(["s.id", "s.title as section", "ch.title as chapter"])
    .where("c.code", "=", ref.course)
    .execute();
  const named = (title: string, name: string) => title === name || title.endsWith(` ${name}`);
  return rows.find((row) => named(row.chapter, ref.chapter) && named(row.section, ref.section))?.id ?? null;
}

async function seedSet(db: Kysely<Database>, definition: DemoSetDefinition, now: number): Promise<void> {
  const { courseSection, ...rest } = definition;
  // 课后练习 hangs on a demo course section; without the courses (a partial seed) the set still loads, unattached.
  const courseSectionId = courseSection ? await sectionId(db, courseSection) : null;
  await saveQuestionSet(db, { ...rest, courseSectionId }, now);
}

export async function seedDemoQuestions(db: Kysely<Database>, now: number): Promise<void> {
  for (const bank of demoBanks) await seedBank(db, bank, now);
  for (const definition of [...demoMockPapers, ...demoPracticeSets, ...demoCoursePractices])
    await seedSet(db, definition, now);
}
