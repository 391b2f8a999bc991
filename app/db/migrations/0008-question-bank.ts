// The question bank (issue 14, docs/decisions/0017-question-bank.md): banks on the three shelves, a knowledge-point
// tree per subject, questions (single, multi, fill, subjective, and groups sharing a passage or the options of a
// 7选5), question sets (mock papers, practice sets, 课后练习) as ordered slots in sections, attempts with their
// answers, wrong-question cards on FSRS with their log, and private notes. Favourites of questions are
// content_reactions rows (target_type 'question'). Conventions of 0002: epoch-ms bigint times, 0/1 flags, JSON text,
// withIdColumn ids, `code` = stable key of seeded or imported rows; marks are integer hundredths (0.5 分 = 50).
//
// The lookups and their indexes:
// - a bank's questions in order, top level only: questions (bank_id, parent_id, id) with parent_id null;
// - a group's children: questions unique (parent_id, position);
// - a bank filtered by knowledge point: question_knowledge_points (point_id, question_id) after the point's subtree is
//   read from knowledge_points (subject, path);
// - the set lists: question_sets (published, kind, subject, year, id); 课后练习 by course_section_id;
// - a set's slots in order: question_set_slots unique (set_id, position);
// - a user's attempts newest first (user_id, started_at); the deadline sweeper (state, deadline_at); a paper's
//   percentile (set_id, state, score); double starts refused by unique (user_id, set_id, attempt_no);
// - an attempt's answers by key (attempt_id, question_id); a question's site-wide correct rate (question_id, outcome);
// - the wrong-question queue (user_id, retired, due) and by subject (user_id, subject, retired, due).
import type { Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("question_banks"))
    .addColumn("code", "text", (col) => col.unique())
    // public 公共课 | tkzy 统考专业课 | zmt 自命题 (the spec's /question/publicCourse, tkzyCourse, zmtCourse).
    .addColumn("shelf", "text", (col) => col.notNull())
    // politics, english1, english2, math1, math2, math3, cs408, … (app/modules/question/bank/question-subjects.ts).
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
    // 自命题 banks: the school and the major (e.g. 演示大学, 经济学 801); null on the other shelves.
    .addColumn("school", "text")
    .addColumn("major", "text")
    .addColumn("sort_order", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("published", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("question_banks_shelf_idx")
    .on("question_banks")
    .columns(["published", "shelf", "sort_order", "id"])
    .execute();

  // 知识点: one tree per subject. `path` is the codes from the root, "/politics-mayuan/politics-dialectics/", so a
  // subtree is one prefix match and its codes are known before any id is.
  await withIdColumn(db, db.schema.createTable("knowledge_points"))
    .addColumn("code", "text", (col) => col.notNull().unique())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("parent_id", "integer", (col) => col.references("knowledge_points.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("path", "text", (col) => col.notNull())
    // 0 for a root.
    .addColumn("depth", "integer", (col) => col.notNull())
    // Order among its siblings.
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("knowledge_points_tree_idx")
    .on("knowledge_points")
    .columns(["subject", "path"])
    .execute();

  await withIdColumn(db, db.schema.createTable("questions"))
    .addColumn("code", "text", (col) => col.unique())
    .addColumn("bank_id", "integer", (col) => col.notNull().references("question_banks.id").onDelete("cascade"))
    .addColumn("subject", "text", (col) => col.notNull())
    // single | multi | fill | subjective | group
    .addColumn("kind", "text", (col) => col.notNull())
    // Groups only: passage (完形, 阅读, 分析题 material, 翻译) | matching (7选5: the children share the group's options).
    .addColumn("group_mode", "text")
    // A group's child: its group and its order in it (1, 2, …); null and 0 for a question of its own.
    .addColumn("parent_id", "integer", (col) => col.references("questions.id").onDelete("cascade"))
    .addColumn("position", "integer", (col) => col.notNull().defaultTo(0))
    // A short name (GIFT's ::title::); "" when none.
    .addColumn("title", "text", (col) => col.notNull().defaultTo(""))
    // Rich text with TeX ($…$, $$…$$) as written, and its HTML with MathML, rendered and sanitised when written.
    .addColumn("stem_source", "text", (col) => col.notNull())
    .addColumn("stem_html", "text", (col) => col.notNull())
    // JSON array of {id, content, html, isCorrect} (single, multi, and a matching group's shared options, whose
    // isCorrect are all false; each matching child holds a copy with its own key).
    .addColumn("options", "text", (col) => col.notNull().defaultTo("[]"))
    // Fill: JSON array, one entry per blank, of the accepted forms (["1/2", "0.5"]).
    .addColumn("accepted_answers", "text", (col) => col.notNull().defaultTo("[]"))
    // Fill: 1 when letter case matters.
    .addColumn("case_sensitive", "integer", (col) => col.notNull().defaultTo(0))
    // Subjective: the reference answer (source and HTML) and the scoring points, JSON [{id, text, points}].
    .addColumn("reference_source", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("reference_html", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("rubric", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("explanation_source", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("explanation_html", "text", (col) => col.notNull().defaultTo(""))
    // Hundredths of a point; a group's is the sum of its children's.
    .addColumn("points", "integer", (col) => col.notNull())
    // 1 (easy) … 5 (hard).
    .addColumn("difficulty", "integer", (col) => col.notNull())
    // paper (a past paper and its number) | mock (模拟: written for practice).
    .addColumn("source_kind", "text", (col) => col.notNull().defaultTo("mock"))
    .addColumn("source_paper_id", "integer", (col) => col.references("exam_papers.id").onDelete("set null"))
    .addColumn("source_number", "integer")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addUniqueConstraint("questions_parent_position_key", ["parent_id", "position"])
    .execute();
  await db.schema.createIndex("questions_bank_idx").on("questions").columns(["bank_id", "parent_id", "id"]).execute();
  await db.schema
    .createIndex("questions_source_idx")
    .on("questions")
    .columns(["source_paper_id", "source_number"])
    .execute();

  await db.schema
    .createTable("question_knowledge_points")
    .addColumn("question_id", "integer", (col) => col.notNull().references("questions.id").onDelete("cascade"))
    .addColumn("point_id", "integer", (col) => col.notNull().references("knowledge_points.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("question_knowledge_points_pk", ["question_id", "point_id"])
    .execute();
  await db.schema
    .createIndex("question_knowledge_points_point_idx")
    .on("question_knowledge_points")
    .columns(["point_id", "question_id"])
    .execute();

  // What a student answers: a mock paper (模拟卷), a past paper's questions (真题卷), a practice set (专项练习) or the
  // practice after a course section (课后练习).
  await withIdColumn(db, db.schema.createTable("question_sets"))
    .addColumn("code", "text", (col) => col.unique())
    // mock | paper | practice | course
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
    // The exam year it is for (a past paper's, or the year a mock prepares for); null for practice.
    .addColumn("year", "integer")
    .addColumn("exam_paper_id", "integer", (col) => col.references("exam_papers.id").onDelete("set null"))
    .addColumn("course_section_id", "integer", (col) => col.references("course_sections.id").onDelete("set null"))
    // The time allowed when taken timed (180 for a paper); null: no suggested limit.
    .addColumn("duration_minutes", "integer")
    // Hundredths; the sum of the slots.
    .addColumn("total_points", "integer", (col) => col.notNull())
    .addColumn("question_count", "integer", (col) => col.notNull())
    .addColumn("published", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("question_sets_list_idx")
    .on("question_sets")
    .columns(["published", "kind", "subject", "year", "id"])
    .execute();
  await db.schema.createIndex("question_sets_section_idx").on("question_sets").columns(["course_section_id"]).execute();
  await db.schema.createIndex("question_sets_paper_idx").on("question_sets").columns(["exam_paper_id"]).execute();

  // A set's parts (一、单项选择题 …), in order.
  await withIdColumn(db, db.schema.createTable("question_set_sections"))
    .addColumn("set_id", "integer", (col) => col.notNull().references("question_sets.id").onDelete("cascade"))
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("instructions", "text", (col) => col.notNull().defaultTo(""))
    // 1: a group's children carry the paper's numbers (完形 1–20); 0: the group carries one number and its children
    // are (1), (2), … (政治分析题 34–38).
    .addColumn("numbers_children", "integer", (col) => col.notNull().defaultTo(1))
    .addUniqueConstraint("question_set_sections_position_key", ["set_id", "position"])
    .execute();

  // One top-level question of a set, in order, with the points it carries there (a group's are shared out over its
  // children in proportion to theirs).
  await withIdColumn(db, db.schema.createTable("question_set_slots"))
    .addColumn("set_id", "integer", (col) => col.notNull().references("question_sets.id").onDelete("cascade"))
    .addColumn("section_id", "integer", (col) =>
      col.notNull().references("question_set_sections.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (col) => col.notNull())
    // The number the paper prints for the slot (its first child's, when children are numbered).
    .addColumn("first_number", "integer", (col) => col.notNull())
    // A question in use by a set is not deleted from under it.
    .addColumn("question_id", "integer", (col) => col.notNull().references("questions.id").onDelete("restrict"))
    .addColumn("points", "integer", (col) => col.notNull())
    .addUniqueConstraint("question_set_slots_position_key", ["set_id", "position"])
    .addUniqueConstraint("question_set_slots_question_key", ["set_id", "question_id"])
    .execute();
  await db.schema
    .createIndex("question_set_slots_question_idx")
    .on("question_set_slots")
    .columns(["question_id"])
    .execute();

  await withIdColumn(db, db.schema.createTable("question_attempts"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("set_id", "integer", (col) => col.notNull().references("question_sets.id").onDelete("cascade"))
    // 1, 2, … per user and set: a double-clicked start inserts the same number twice and one fails.
    .addColumn("attempt_no", "integer", (col) => col.notNull())
    // exam (answers and keys after submitting) | practice (each answer marked at once)
    .addColumn("mode", "text", (col) => col.notNull())
    .addColumn("timed", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("started_at", "bigint", (col) => col.notNull())
    // The server's deadline (started_at + the limit); null when untimed.
    .addColumn("deadline_at", "bigint")
    .addColumn("submitted_at", "bigint")
    // user (交卷) | deadline (submitted at the deadline with what was saved)
    .addColumn("finish_reason", "text")
    // in_progress | needs_marking (subjective parts await self-marking) | finished
    .addColumn("state", "text", (col) => col.notNull())
    // Hundredths; null until submitted.
    .addColumn("score", "integer")
    .addColumn("max_score", "integer", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addUniqueConstraint("question_attempts_number_key", ["user_id", "set_id", "attempt_no"])
    .execute();
  await db.schema
    .createIndex("question_attempts_user_idx")
    .on("question_attempts")
    .columns(["user_id", "started_at"])
    .execute();
  await db.schema
    .createIndex("question_attempts_deadline_idx")
    .on("question_attempts")
    .columns(["state", "deadline_at"])
    .execute();
  await db.schema
    .createIndex("question_attempts_set_idx")
    .on("question_attempts")
    .columns(["set_id", "state", "score"])
    .execute();

  // One row per attempt and answered (leaf) question; a group's children are answered one by one.
  await db.schema
    .createTable("question_attempt_answers")
    .addColumn("attempt_id", "integer", (col) => col.notNull().references("question_attempts.id").onDelete("cascade"))
    .addColumn("question_id", "integer", (col) => col.notNull().references("questions.id").onDelete("cascade"))
    // JSON: "B" (single), ["A","C"] (multi), ["1/2"] (fill, one per blank), {"text": …} (subjective); null = cleared.
    .addColumn("answer", "text")
    // When the student gave it, by the client's clock: of two saves the later answer wins, whatever order they arrive.
    .addColumn("answered_at", "bigint", (col) => col.notNull())
    // When the server stored it.
    .addColumn("saved_at", "bigint", (col) => col.notNull())
    .addColumn("flagged", "integer", (col) => col.notNull().defaultTo(0))
    // null while unmarked; right | partial | wrong | unanswered | pending (subjective awaiting self-marking)
    .addColumn("outcome", "text")
    .addColumn("points_awarded", "integer")
    // Subjective: JSON array of the rubric ids the student ticked as hit.
    .addColumn("self_marks", "text")
    .addPrimaryKeyConstraint("question_attempt_answers_pk", ["attempt_id", "question_id"])
    .execute();
  await db.schema
    .createIndex("question_attempt_answers_question_idx")
    .on("question_attempt_answers")
    .columns(["question_id", "outcome"])
    .execute();

  // 错题本: one FSRS card per user and wrongly answered question (the columns of word_cards, ts-fsrs Card).
  await withIdColumn(db, db.schema.createTable("question_cards"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("question_id", "integer", (col) => col.notNull().references("questions.id").onDelete("cascade"))
    // The question's subject, copied so the queue filters by subject on its own index.
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("state", "integer", (col) => col.notNull())
    .addColumn("due", "bigint", (col) => col.notNull())
    .addColumn("stability", "double precision", (col) => col.notNull())
    .addColumn("difficulty", "double precision", (col) => col.notNull())
    .addColumn("elapsed_days", "integer", (col) => col.notNull())
    .addColumn("scheduled_days", "integer", (col) => col.notNull())
    .addColumn("learning_steps", "integer", (col) => col.notNull())
    .addColumn("reps", "integer", (col) => col.notNull())
    .addColumn("lapses", "integer", (col) => col.notNull())
    .addColumn("last_review", "bigint")
    // 1 once learnt (已掌握): out of the queue, still listed.
    .addColumn("retired", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("wrong_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("last_wrong_at", "bigint")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addUniqueConstraint("question_cards_user_question_key", ["user_id", "question_id"])
    .execute();
  await db.schema
    .createIndex("question_cards_queue_idx")
    .on("question_cards")
    .columns(["user_id", "retired", "due"])
    .execute();
  await db.schema
    .createIndex("question_cards_subject_idx")
    .on("question_cards")
    .columns(["user_id", "subject", "retired", "due"])
    .execute();

  // Append-only, as word_review_logs: no foreign keys but the user's, one row per card version.
  await withIdColumn(db, db.schema.createTable("question_review_logs"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("question_id", "integer", (col) => col.notNull())
    .addColumn("card_id", "integer", (col) => col.notNull())
    .addColumn("reps", "integer", (col) => col.notNull())
    .addColumn("rating", "integer", (col) => col.notNull())
    .addColumn("state", "integer", (col) => col.notNull())
    .addColumn("due", "bigint", (col) => col.notNull())
    .addColumn("stability", "double precision", (col) => col.notNull())
    .addColumn("difficulty", "double precision", (col) => col.notNull())
    .addColumn("elapsed_days", "integer", (col) => col.notNull())
    .addColumn("last_elapsed_days", "integer", (col) => col.notNull())
    .addColumn("scheduled_days", "integer", (col) => col.notNull())
    .addColumn("learning_steps", "integer", (col) => col.notNull())
    .addColumn("reviewed_at", "bigint", (col) => col.notNull())
    .addColumn("study_day", "integer", (col) => col.notNull())
    .addUniqueConstraint("question_review_logs_card_reps_key", ["card_id", "reps"])
    .execute();
  await db.schema
    .createIndex("question_review_logs_user_time_idx")
    .on("question_review_logs")
    .columns(["user_id", "reviewed_at"])
    .execute();

  // A private note per user and question.
  await db.schema
    .createTable("question_notes")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("question_id", "integer", (col) => col.notNull().references("questions.id").onDelete("cascade"))
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("question_notes_pk", ["user_id", "question_id"])
    .execute();
  await db.schema
    .createIndex("question_notes_user_time_idx")
    .on("question_notes")
    .columns(["user_id", "updated_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "question_notes",
    "question_review_logs",
    "question_cards",
    "question_attempt_answers",
    "question_attempts",
    "question_set_slots",
    "question_set_sections",
    "question_sets",
    "question_knowledge_points",
    "questions",
    "knowledge_points",
    "question_banks",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
