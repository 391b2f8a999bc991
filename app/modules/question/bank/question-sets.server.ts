// Question sets: mock papers (模拟卷), past papers' questions (真题卷), practice sets (专项练习) and the practice after a
// course section (课后练习). A set is sections of ordered slots, each slot one top-level question with the points it
// carries there; a group's slot points are shared over its children in proportion to their own points. The list
// (GET …/papers?kind=&subject=&year=) pages like every list; a set read in full gives the public views only.
import { sql, type Kysely } from "kysely";
import { db as defaultDb } from "~/db/client.server";
import type { Database, QuestionSetKind } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import { questionSetKindNames } from "./question-kinds";
import { questionMessages as m } from "./question-messages";
import { sharePoints } from "../marking/question-points";
import type { QuestionSetListInput } from "./question-schemas";
import { questionSubjectName, type QuestionSubjectCode } from "./question-subjects";
import type { PublicQuestion } from "./question-views";
import { loadPublicQuestions } from "./question-views.server";

export interface QuestionSetDefinition {
  code: string;
  kind: QuestionSetKind;
  subject: string;
  title: string;
  description?: string;
  year?: number | null;
  examPaperCode?: string | null;
  courseSectionId?: number | null;
  durationMinutes?: number | null;
  published?: boolean;
  sections: Array<{
    title: string;
    instructions?: string;
    /** Default true: a group's children carry the numbers (完形 1–20); false: the group has one (分析题 34). */
    numbersChildren?: boolean;
    /** Top-level questions by code; points in hundredths (default: the question's own). */
    questions: Array<{ code: string; points?: number }>;
  }>;
}

/** Saves a set (idempotent by code: an existing set is left as it is). Unknown or child questions are refused. */
export async function saveQuestionSet(
  db: Kysely<Database>,
  definition: QuestionSetDefinition,
  now: number = Date.now(),
): Promise<{ id: number; created: boolean }> {
  const existing = await db
    .selectFrom("question_sets")
    .select("id")
    .where("code", "=", definition.code)
    .executeTakeFirst();
  if (existing) return { id: existing.id, created: false };
  const codes = definition.sections.flatMap((section) => section.questions.map((question) => question.code));
  const rows = codes.length
    ? await db
        .selectFrom("questions")
        .select(["id", "code", "parent_id", "kind", "points"])
        .where("code", "in", codes)
        .execute()
    : [];
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const groupIds = rows.filter((row) => row.kind === "group").map((row) => row.id);
  const childCounts = new Map(
    groupIds.length
      ? (
          await db
            .selectFrom("questions")
            .select(["parent_id", (eb) => eb.fn.countAll<number>().as("count")])
            .where("parent_id", "in", groupIds)
            .groupBy("parent_id")
            .execute()
        ).map((row) => [row.parent_id, Number(row.count)])
      : [],
  );
  const seen = new Set<string>();
  for (const code of codes) {
    const row = byCode.get(code);
    if (!row) throw new DomainError(400, m.setQuestionUnknown(code));
    if (row.parent_id !== null) throw new DomainError(400, m.setQuestionNotTop(code));
    if (seen.has(code)) throw new DomainError(400, m.setQuestionRepeated(code));
    seen.add(code);
  }
  for (const section of definition.sections)
    if (section.questions.length === 0) throw new DomainError(400, m.setSectionEmpty(section.title));
  let examPaperId: number | null = null;
  if (definition.examPaperCode) {
    const paper = await db
      .selectFrom("exam_papers")
      .select("id")
      .where("code", "=", definition.examPaperCode)
      .executeTakeFirst();
    if (!paper) throw new DomainError(400, m.setPaperUnknown(definition.examPaperCode));
    examPaperId = paper.id;
  }
  const pointsOf = (question: { code: string; points?: number }) =>
    question.points ?? byCode.get(question.code)?.points ?? 0;
  const total = definition.sections.reduce(
    (sum, section) => sum + section.questions.reduce((inner, question) => inner + pointsOf(question), 0),
    0,
  );
  return db.transaction().execute(async (trx) => {
    const set = await trx
      .insertInto("question_sets")
      .values({
        code: definition.code,
        kind: definition.kind,
        subject: definition.subject,
        title: definition.title,
        description: definition.description ?? "",
        year: definition.year ?? null,
        exam_paper_id: examPaperId,
        course_section_id: definition.courseSectionId ?? null,
        duration_minutes: definition.durationMinutes ?? null,
        total_points: total,
        question_count: codes.length,
        published: definition.published === false ? 0 : 1,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    let position = 0;
    let number = 1;
    for (const [sectionIndex, section] of definition.sections.entries()) {
      const numbersChildren = section.numbersChildren !== false;
      const { id: sectionId } = await trx
        .insertInto("question_set_sections")
        .values({
          set_id: set.id,
          position: sectionIndex + 1,
          title: section.title,
          instructions: section.instructions ?? "",
          numbers_children: numbersChildren ? 1 : 0,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const slots = section.questions.map((question) => {
        const row = byCode.get(question.code)!;
        position += 1;
        const slot = {
          set_id: set.id,
          section_id: sectionId,
          position,
          first_number: number,
          question_id: row.id,
          points: pointsOf(question),
        };
        number += row.kind === "group" && numbersChildren ? Math.max(1, childCounts.get(row.id) ?? 1) : 1;
        return slot;
      });
      await trx.insertInto("question_set_slots").values(slots).execute();
    }
    return { id: set.id, created: true };
  });
}

export interface QuestionSetCard {
  id: number;
  code: string | null;
  kind: QuestionSetKind;
  kindName: string;
  /** Sets are written only by the seed, with a subject of questionSubjects. */
  subject: QuestionSubjectCode;
  subjectName: string;
  title: string;
  year: number | null;
  durationMinutes: number | null;
  /** Hundredths. */
  totalPoints: number;
  /** Top-level questions (slots): a question of its own, or a group with its sub-questions. */
  questionCount: number;
  /** Questions answered: each of a group's sub-questions, a question of its own once (question-counts.ts). */
  leafCount: number;
  examPaperId: number | null;
  courseSectionId: number | null;
}

/** Published sets by kind, subject and year: the latest year first (sets without one last), then in order made. */
export async function listQuestionSets(input: QuestionSetListInput): Promise<Page<QuestionSetCard>> {
  let filtered = defaultDb.selectFrom("question_sets").where("published", "=", 1);
  if (input.kind) filtered = filtered.where("kind", "=", input.kind);
  if (input.subject) filtered = filtered.where("subject", "=", input.subject);
  if (input.year) filtered = filtered.where("year", "=", input.year);
  const ordered = filtered
    .selectAll()
    // A slot counts once per sub-question of its group, once when it is a question of its own (the left join's row).
    .select((eb) =>
      eb
        .selectFrom("question_set_slots as s")
        .innerJoin("questions as q", "q.id", "s.question_id")
        .leftJoin("questions as c", "c.parent_id", "q.id")
        .select((inner) => inner.fn.countAll<number | string>().as("n"))
        .whereRef("s.set_id", "=", "question_sets.id")
        .as("leaf_count"),
    )
    .orderBy(sql`coalesce(year, 0)`, "desc")
    .orderBy("id");
  return fetchPage(input, filtered, ordered, (rows) =>
    rows.map((row) => ({
      id: row.id,
      code: row.code,
      kind: row.kind,
      kindName: questionSetKindNames[row.kind],
      subject: row.subject as QuestionSubjectCode,
      subjectName: questionSubjectName(row.subject),
      title: row.title,
      year: row.year,
      durationMinutes: row.duration_minutes,
      totalPoints: row.total_points,
      questionCount: row.question_count,
      leafCount: Number(row.leaf_count ?? 0),
      examPaperId: row.exam_paper_id,
      courseSectionId: row.course_section_id,
    })),
  );
}

interface QuestionSetSlot {
  position: number;
  firstNumber: number;
  /** Hundredths the slot carries. */
  points: number;
  /** The public view, its points (and its children's) as they count in this set. */
  question: PublicQuestion;
}

export interface QuestionSetDetail extends QuestionSetCard {
  description: string;
  sections: Array<{
    title: string;
    instructions: string;
    numbersChildren: boolean;
    points: number;
    slots: QuestionSetSlot[];
  }>;
}

/** A question's view with the slot's points, shared over a group's children by their own points. */
function withSlotPoints(question: PublicQuestion, points: number): PublicQuestion {
  if (question.children.length === 0) return { ...question, points };
  const shares = sharePoints(
    points,
    question.children.map((child) => child.points),
  );
  return {
    ...question,
    points,
    children: question.children.map((child, index) => ({ ...child, points: shares[index] ?? 0 })),
  };
}

/** A published set with its sections and questions (public views: nothing that gives an answer away); 404 otherwise. */
export async function getQuestionSet(
  setId: number,
  options: { includeUnpublished?: boolean } = {},
): Promise<QuestionSetDetail> {
  let query = defaultDb.selectFrom("question_sets").selectAll().where("id", "=", setId);
  // Attempts already made on a set taken down since are still marked and read.
  if (!options.includeUnpublished) query = query.where("published", "=", 1);
  const set = await query.executeTakeFirst();
  if (!set) throw new DomainError(404, m.setNotFound);
  const [sections, slots] = await Promise.all([
    defaultDb
      .selectFrom("question_set_sections")
      .selectAll()
      .where("set_id", "=", set.id)
      .orderBy("position")
      .execute(),
    defaultDb.selectFrom("question_set_slots").selectAll().where("set_id", "=", set.id).orderBy("position").execute(),
  ]);
  const questions = await loadPublicQuestions(slots.map((slot) => slot.question_id));
  return {
    id: set.id,
    code: set.code,
    kind: set.kind,
    kindName: questionSetKindNames[set.kind],
    subject: set.subject as QuestionSubjectCode,
    subjectName: questionSubjectName(set.subject),
    title: set.title,
    year: set.year,
    durationMinutes: set.duration_minutes,
    totalPoints: set.total_points,
    questionCount: set.question_count,
    leafCount: slots.reduce((sum, slot) => {
      const question = questions.get(slot.question_id);
      return sum + (question ? Math.max(1, question.children.length) : 0);
    }, 0),
    examPaperId: set.exam_paper_id,
    courseSectionId: set.course_section_id,
    description: set.description,
    sections: sections.map((section) => {
      const own = slots.filter((slot) => slot.section_id === section.id);
      return {
        title: section.title,
        instructions: section.instructions,
        numbersChildren: section.numbers_children === 1,
        points: own.reduce((sum, slot) => sum + slot.points, 0),
        slots: own.flatMap((slot) => {
          const question = questions.get(slot.question_id);
          return question
            ? [
                {
                  position: slot.position,
                  firstNumber: slot.first_number,
                  points: slot.points,
                  question: withSlotPoints(question, slot.points),
                },
              ]
            : [];
        }),
      };
    }),
  };
}
