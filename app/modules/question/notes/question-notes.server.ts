// A student's private note on a question (笔记) and their favourite questions (收藏). Notes are question_notes, one per
// student and question, written with one upsert; favourites are content_reactions rows of target type 'question',
// set through app/modules/reactions like every other kind of content. Only the owner ever reads either: the user is
// part of every WHERE clause, and nothing here takes another user's id from a request.
import { db } from "~/db/client.server";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import { setReaction } from "~/modules/reactions/reactions.server";
import type { QuestionNoteInput } from "../attempts/attempt-schemas";
import { loadLeafQuestions, requirePublishedQuestion, type LeafQuestion } from "../bank/question-leaves.server";

export interface QuestionNote {
  questionId: number;
  body: string;
  /** ISO instants. */
  createdAt: string;
  updatedAt: string;
}

const iso = (time: number) => new Date(time).toISOString();

/** The student's note on a question; null when there is none. */
export async function getQuestionNote(userId: number, questionId: number): Promise<QuestionNote | null> {
  const row = await db
    .selectFrom("question_notes")
    .selectAll()
    .where("user_id", "=", userId)
    .where("question_id", "=", questionId)
    .executeTakeFirst();
  return row
    ? { questionId: row.question_id, body: row.body, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) }
    : null;
}

/** Writes (or rewrites) the student's note on a question of a published bank; 404 otherwise. */
export async function saveQuestionNote(
  userId: number,
  input: QuestionNoteInput,
  now: number = Date.now(),
): Promise<QuestionNote> {
  await requirePublishedQuestion(input.questionId);
  const row = await db
    .insertInto("question_notes")
    .values({ user_id: userId, question_id: input.questionId, body: input.body, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(["user_id", "question_id"]).doUpdateSet({ body: input.body, updated_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return {
    questionId: row.question_id,
    body: row.body,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * Deletes the student's note on a question (nothing to delete on a question of a published bank is not an error: the
 * outcome is the same). Without a note of theirs, a question outside the published banks is a 404, as one that does
 * not exist — the answer never echoes an id the student may not see.
 */
export async function deleteQuestionNote(
  userId: number,
  questionId: number,
): Promise<{ questionId: number; deleted: boolean }> {
  const deleted = await db
    .deleteFrom("question_notes")
    .where("user_id", "=", userId)
    .where("question_id", "=", questionId)
    .returning("question_id")
    .executeTakeFirst();
  if (!deleted) await requirePublishedQuestion(questionId);
  return { questionId, deleted: deleted !== undefined };
}

export interface NotedQuestion extends LeafQuestion {
  note: QuestionNote;
}

/** The student's notes, most recently written first, each with its question. */
export async function listQuestionNotes(userId: number, paging: Paging): Promise<Page<NotedQuestion>> {
  const filtered = db.selectFrom("question_notes").where("user_id", "=", userId);
  const ordered = filtered.selectAll().orderBy("updated_at", "desc").orderBy("question_id", "desc");
  return fetchPage(paging, filtered, ordered, async (rows) => {
    const leaves = await loadLeafQuestions(rows.map((row) => row.question_id));
    return rows.flatMap((row) => {
      const leaf = leaves.get(row.question_id);
      if (!leaf) return [];
      return [
        {
          ...leaf,
          note: {
            questionId: row.question_id,
            body: row.body,
            createdAt: iso(row.created_at),
            updatedAt: iso(row.updated_at),
          },
        },
      ];
    });
  });
}

/** Collects (收藏) or uncollects a question; idempotent. 404 for a question that is not in a published bank. */
export async function setQuestionFavourite(
  userId: number,
  questionId: number,
  collected: boolean,
  now: number = Date.now(),
): Promise<{ questionId: number; collected: boolean }> {
  await requirePublishedQuestion(questionId);
  await setReaction(userId, "question", questionId, "collect", collected, now);
  return { questionId, collected };
}

export interface FavouriteQuestion extends LeafQuestion {
  /** ISO instant. */
  collectedAt: string;
}

/** The student's favourite questions, newest first. */
export async function listFavouriteQuestions(userId: number, paging: Paging): Promise<Page<FavouriteQuestion>> {
  const filtered = db
    .selectFrom("content_reactions")
    .where("user_id", "=", userId)
    .where("target_type", "=", "question")
    .where("kind", "=", "collect");
  const ordered = filtered
    .select(["target_id", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("target_id", "desc");
  return fetchPage(paging, filtered, ordered, async (rows) => {
    const leaves = await loadLeafQuestions(rows.map((row) => row.target_id));
    return rows.flatMap((row) => {
      const leaf = leaves.get(row.target_id);
      return leaf ? [{ ...leaf, collectedAt: iso(row.created_at) }] : [];
    });
  });
}
