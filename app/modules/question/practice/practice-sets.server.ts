// Ad-hoc practice (练习 by subject → knowledge point, difficulty, 只做错题 / 只做未做): the questions that match are picked
// (up to 10, 20 or 30, at random) into a private practice set the student owns (question_sets.owner_user_id,
// migration 0009), and a practice attempt is started on it with the attempt engine like on any set. A private set is
// never published: every public list and reader asks for published sets, so none shows it, and the engine starts an
// attempt on it for its owner only (another student: 404). A group counts as one question (its passage and all its
// children come with it); questions are top-level ones of the subject's published banks the viewer may use.
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import type { AccessContext } from "~/modules/access/content-access.server";
import { bankStandings } from "../bank/bank-access.server";
import { questionMessages as qm } from "../bank/question-messages";
import { attemptMessages as m } from "../attempts/attempt-messages";
import type { StartedAttempt } from "../attempts/attempt-views";
import { pointSubtreeIds, questionsTaggedWithAny } from "../bank/knowledge-points.server";
import { pickPracticeQuestions, practiceTitle, type PracticeFilter } from "./practice-rules";
import { startAttempt } from "../attempts/attempt-start.server";
import { difficultyNames } from "../bank/question-kinds";
import { questionSubjectName } from "../bank/question-subjects";

/** The most candidates read to pick from (a subject's bank is a few hundred questions). */
const CANDIDATE_LIMIT = 5_000;

/** The top-level questions of the filter, in bank order. */
export async function practiceCandidates(
  userId: number,
  filter: PracticeFilter,
  access?: AccessContext,
): Promise<number[]> {
  const pointIds = filter.point ? await pointSubtreeIds(filter.subject, filter.point) : null;
  let query = db
    .selectFrom("questions as q")
    .innerJoin("question_banks as b", "b.id", "q.bank_id")
    .select("q.id")
    .where("b.published", "=", 1)
    .where("q.subject", "=", filter.subject)
    .where("q.parent_id", "is", null);
  if (filter.difficulty !== undefined) query = query.where("q.difficulty", "=", filter.difficulty);
  if (pointIds) {
    query = query.where("q.id", "in", questionsTaggedWithAny(pointIds));
  }
  if (filter.scope === "wrong") {
    // The question, or one of a group's children, is in the student's 错题本.
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("question_cards as w")
          .innerJoin("questions as l", "l.id", "w.question_id")
          .select("w.id")
          .where("w.user_id", "=", userId)
          .where((inner) =>
            inner.or([inner("l.id", "=", inner.ref("q.id")), inner("l.parent_id", "=", inner.ref("q.id"))]),
          ),
      ),
    );
  }
  if (filter.scope === "new") {
    // Neither the question nor any of a group's children has ever been answered by the student.
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("question_attempt_answers as a")
            .innerJoin("question_attempts as t", "t.id", "a.attempt_id")
            .innerJoin("questions as l", "l.id", "a.question_id")
            .select("a.question_id")
            .where("t.user_id", "=", userId)
            .where("a.answer", "is not", null)
            .where((inner) =>
              inner.or([inner("l.id", "=", inner.ref("q.id")), inner("l.parent_id", "=", inner.ref("q.id"))]),
            ),
        ),
      ),
    );
  }
  if (access) {
    // Only banks the viewer may use (a bank for sale needs a licence or a purchase); none: say which to buy.
    const banks = await db
      .selectFrom("question_banks")
      .select("id")
      .where("published", "=", 1)
      .where("subject", "=", filter.subject)
      .orderBy("sort_order")
      .execute();
    const standings = await bankStandings(
      access,
      banks.map((bank) => bank.id),
    );
    const open = [...standings.values()]
      .filter((standing) => standing.entitlement.allowed)
      .map((standing) => standing.id);
    if (open.length === 0) {
      const closed = [...standings.values()].find((standing) => !standing.entitlement.allowed);
      if (closed && !closed.entitlement.allowed) {
        throw new DomainError(
          closed.entitlement.status,
          closed.entitlement.status === 401 ? qm.bankLoginRequired(closed.name) : qm.bankPurchaseRequired(closed.name),
          undefined,
          { bankId: closed.id },
        );
      }
      return [];
    }
    query = query.where("q.bank_id", "in", open);
  }
  const rows = await query.orderBy("q.id").limit(CANDIDATE_LIMIT).execute();
  return rows.map((row) => row.id);
}

/** Why nothing matched, in the student's words. */
async function nothingMatches(userId: number, filter: PracticeFilter): Promise<DomainError> {
  if (filter.scope === "wrong") {
    const any = await db
      .selectFrom("question_cards")
      .select("id")
      .where("user_id", "=", userId)
      .where("subject", "=", filter.subject)
      .executeTakeFirst();
    if (!any) return new DomainError(404, m.practiceNoWrong);
  }
  return new DomainError(404, filter.scope === "new" ? m.practiceNoNew : m.practiceNoMatch);
}

/**
 * Makes the student's private practice set of the filter: one section, the picked questions at their own points.
 * 404 with a clear message when nothing matches (no wrong questions yet, everything done, nothing at that point).
 */
export async function createPracticeSet(
  userId: number,
  filter: PracticeFilter,
  now: number = Date.now(),
  random: () => number = Math.random,
  access?: AccessContext,
): Promise<{ setId: number; questionCount: number }> {
  const picked = pickPracticeQuestions(await practiceCandidates(userId, filter, access), filter.size, random);
  if (picked.length === 0) throw await nothingMatches(userId, filter);
  const rows = await db
    .selectFrom("questions as q")
    .leftJoin("questions as c", "c.parent_id", "q.id")
    .select(["q.id", "q.kind", "q.points", (eb) => eb.fn.count<number>("c.id").as("children")])
    .where("q.id", "in", picked)
    .groupBy(["q.id", "q.kind", "q.points"])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pointName = filter.point
    ? ((
        await db
          .selectFrom("knowledge_points")
          .select("name")
          .where("code", "=", filter.point)
          .where("subject", "=", filter.subject)
          .executeTakeFirst()
      )?.name ?? null)
    : null;
  const title = practiceTitle({
    subjectName: questionSubjectName(filter.subject),
    pointName,
    scope: filter.scope,
    difficultyName: filter.difficulty !== undefined ? difficultyNames[filter.difficulty] : null,
  });
  const total = picked.reduce((sum, id) => sum + (byId.get(id)?.points ?? 0), 0);
  return db.transaction().execute(async (trx) => {
    const set = await trx
      .insertInto("question_sets")
      .values({
        code: null,
        kind: "practice",
        subject: filter.subject,
        title,
        description: "",
        year: null,
        exam_paper_id: null,
        course_section_id: null,
        duration_minutes: null,
        total_points: total,
        question_count: picked.length,
        published: 0,
        owner_user_id: userId,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { id: sectionId } = await trx
      .insertInto("question_set_sections")
      .values({ set_id: set.id, position: 1, title, instructions: "", numbers_children: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    let number = 1;
    const slots = picked.map((questionId, index) => {
      const row = byId.get(questionId);
      const slot = {
        set_id: set.id,
        section_id: sectionId,
        position: index + 1,
        first_number: number,
        question_id: questionId,
        points: row?.points ?? 0,
      };
      number += row?.kind === "group" ? Math.max(1, Number(row.children)) : 1;
      return slot;
    });
    await trx.insertInto("question_set_slots").values(slots).execute();
    return { setId: set.id, questionCount: picked.length };
  });
}

/** Builds the filter's private practice and starts (practice mode, untimed) an attempt on it. */
export async function startFilteredPractice(
  userId: number,
  filter: PracticeFilter,
  now: number = Date.now(),
  random?: () => number,
  access?: AccessContext,
): Promise<StartedAttempt> {
  const { setId } = await createPracticeSet(userId, filter, now, random, access);
  return startAttempt(userId, { setId, mode: "practice", timed: false }, now, access);
}

/** The student's own private practice sets, newest first (for 继续练习). Another student's are never read here. */
export async function listOwnPracticeSets(userId: number, limit = 5) {
  const rows = await db
    .selectFrom("question_sets as s")
    .leftJoin("question_attempts as a", (join) =>
      join.onRef("a.set_id", "=", "s.id").on("a.user_id", "=", userId).on("a.state", "=", "in_progress"),
    )
    .select(["s.id", "s.title", "s.question_count", "s.created_at", "a.id as attempt_id"])
    .where("s.owner_user_id", "=", userId)
    .orderBy("s.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    questionCount: row.question_count,
    openAttemptId: row.attempt_id,
  }));
}
