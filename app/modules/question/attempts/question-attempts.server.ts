// The attempt engine: a student answers a question set as a mock exam (模考: keys after 交卷) or as practice (刷题: each
// question marked as soon as it is answered), timed or not. What it guarantees:
// - The deadline is the server's (started_at + the set's duration). Answers are taken until it, plus ANSWER_GRACE_MS
//   for requests in flight; past that the attempt is submitted *at the deadline* with what was saved, lazily — the
//   first read or write that finds it overdue submits it before doing anything else, or the sweeper
//   (attempt-sweeper.server.ts) does — and later answers are refused.
// - Every answer is one atomic upsert keyed (attempt, question) that keeps the newest by the time the student gave
//   it: INSERT … ON CONFLICT DO UPDATE … WHERE stored.answered_at <= new.answered_at, on SQLite and PostgreSQL alike,
//   so a queue of offline answers synced late, or two devices, never overwrite a later answer with an earlier one.
// - Answer writes and submitting serialise on the attempt row: each transaction first UPDATEs it (conditionally on
//   being open), so on PostgreSQL a save waits for a submit in progress and then finds the attempt closed; SQLite runs
//   one transaction at a time. No answer is stored after the marking that should have counted it.
// - One open attempt per student and set: a second start resumes it; attempt numbers are unique per student and set,
//   so two starts at once insert one attempt (ON CONFLICT DO NOTHING) and the other resumes it.
// - Ownership is in every WHERE clause: another student's attempt is not found (404).
// Marking is question-marking.ts; the wrong-question book is wrong-questions.server.ts.
import { sql, type Selectable, type Transaction } from "kysely";
import { db, dialect } from "~/db/client.server";
import type { AccessContext } from "~/modules/access/content-access.server";
import { requireSetOpen } from "../bank/bank-access.server";
import { jsonList } from "~/db/json-column";
import type {
  AttemptFinishReason,
  AttemptMode,
  AttemptState,
  Database,
  QuestionAttemptAnswerTable,
  QuestionAttemptTable,
  QuestionKind,
  QuestionSetKind,
} from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { shanghaiIsoMinute } from "~/lib/shanghai-time";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import { grantExamFinished } from "~/modules/pinecone/pinecones.server";
import { cachedExamTarget, rememberAnswerTarget, type QuestionShape } from "./answer-target-cache.server";
import { attemptMessages as m } from "./attempt-messages";
import {
  ANSWER_GRACE_MS,
  attemptDeadline,
  isOverdue,
  keptAnswerTime,
  keyRevealed,
  leafMarkingKey,
  leafShares,
  markLeaf,
  revealedKeyOf,
  secondsLeft,
  secondsPerQuestion,
} from "./attempt-rules";
import {
  answerSchemaFor,
  type FlagQuestionInput,
  type MyAttemptsInput,
  type SaveAnswerInput,
  type SelfMarksInput,
  type StartAttemptInput,
  type StoredAnswer,
} from "./attempt-schemas";
import { correctRates, setPercentile } from "./attempt-statistics.server";
import type {
  AttemptCard,
  AttemptLeaf,
  AttemptSetRef,
  AttemptView,
  SavedAnswer,
  StartedAttempt,
} from "./attempt-views";
import { questionSetKindNames } from "../bank/question-kinds";
import { entersWrongBook, type Mark, type MarkingKey } from "../marking/question-marking";
import { getQuestionSet, type QuestionSetDetail } from "../bank/question-sets.server";
import { questionSubjectName } from "../bank/question-subjects";
import type { QuestionKey } from "../bank/question-views";
import { loadQuestionKeys } from "../bank/question-views.server";
import { enterWrongAnswers, wrongBookExamDate, type WrongAnswer } from "../wrong-book/wrong-questions.server";

type AttemptRow = Selectable<QuestionAttemptTable>;
type AnswerRow = Selectable<QuestionAttemptAnswerTable>;

/** Answer rows written per statement when an attempt is marked (well under both databases' parameter limits). */
const MARK_BATCH = 200;

const iso = (time: number) => new Date(time).toISOString();
const isoOrNull = (time: number | null) => (time === null ? null : iso(time));

function storedAnswerOf(text: string | null | undefined): StoredAnswer {
  if (text === null || text === undefined) return null;
  try {
    return JSON.parse(text) as StoredAnswer;
  } catch {
    return null;
  }
}

const selfMarksOf = (text: string | null | undefined): string[] | null =>
  text === null || text === undefined ? null : jsonList(text, (value): value is string => typeof value === "string");

const deadlineRefusal = (deadline: number | null) =>
  new DomainError(409, m.deadlinePassed(shanghaiIsoMinute(deadline ?? Date.now())));

// ——— The set an attempt answers ———

interface StructureLeaf {
  questionId: number;
  /** The slot's top-level question (the question itself, or its group). */
  topId: number;
  sectionIndex: number;
  label: string;
  kind: QuestionKind;
  /** Hundredths it carries in the set. */
  points: number;
}

interface AttemptStructure {
  set: QuestionSetDetail;
  leaves: StructureLeaf[];
  /** Keys by top-level and by leaf id: loaded only when something may be revealed or marked. */
  topKeys: Map<number, QuestionKey>;
  leafKeys: Map<number, QuestionKey>;
  subjects: Map<number, string>;
}

async function attemptStructure(setId: number, withKeys: boolean): Promise<AttemptStructure> {
  const set = await getQuestionSet(setId, { includeUnpublished: true });
  const leaves: StructureLeaf[] = [];
  set.sections.forEach((section, sectionIndex) => {
    for (const slot of section.slots) {
      const question = slot.question;
      if (question.children.length === 0) {
        leaves.push({
          questionId: question.id,
          topId: question.id,
          sectionIndex,
          label: String(slot.firstNumber),
          kind: question.kind,
          points: question.points,
        });
        continue;
      }
      question.children.forEach((child, index) => {
        const label = section.numbersChildren ? String(slot.firstNumber + index) : `${slot.firstNumber}(${index + 1})`;
        leaves.push({
          questionId: child.id,
          topId: question.id,
          sectionIndex,
          label,
          kind: child.kind,
          points: child.points,
        });
      });
    }
  });
  const topKeys = withKeys
    ? await loadQuestionKeys([...new Set(leaves.map((leaf) => leaf.topId))])
    : new Map<number, QuestionKey>();
  const leafKeys = new Map<number, QuestionKey>();
  for (const key of topKeys.values()) {
    if (key.children.length === 0) leafKeys.set(key.id, key);
    for (const child of key.children) leafKeys.set(child.id, child);
  }
  const subjects = new Map<number, string>();
  if (withKeys && leaves.length > 0) {
    const rows = await db
      .selectFrom("questions")
      .select(["id", "subject"])
      .where(
        "id",
        "in",
        leaves.map((leaf) => leaf.questionId),
      )
      .execute();
    for (const row of rows) subjects.set(row.id, row.subject);
  }
  return { set, leaves, topKeys, leafKeys, subjects };
}

function markingKeyOfLeaf(structure: AttemptStructure, leaf: StructureLeaf): MarkingKey {
  const key = structure.leafKeys.get(leaf.questionId);
  if (!key) throw new Error(`no key for question ${leaf.questionId}`);
  return leafMarkingKey(key, leaf.points);
}

/** The fields of an attempt a list shows (the view adds the clock, the counts and the questions). */
function attemptCardOf(
  row: Pick<
    AttemptRow,
    | "id"
    | "attempt_no"
    | "mode"
    | "timed"
    | "state"
    | "started_at"
    | "deadline_at"
    | "submitted_at"
    | "finish_reason"
    | "score"
    | "max_score"
  >,
  set: AttemptSetRef,
): AttemptCard {
  const mode = row.mode as AttemptMode;
  const state = row.state as AttemptState;
  return {
    id: row.id,
    attemptNo: row.attempt_no,
    set,
    mode,
    modeLabel: m.modeLabels[mode],
    timed: row.timed === 1,
    state,
    stateLabel: m.stateLabels[state],
    startedAt: iso(row.started_at),
    deadline: isoOrNull(row.deadline_at),
    submittedAt: isoOrNull(row.submitted_at),
    finishReason: row.finish_reason as AttemptCard["finishReason"],
    // No score is shown before the attempt is submitted.
    score: state === "in_progress" ? null : row.score,
    maxScore: row.max_score,
  };
}

function setRefOf(set: {
  id: number;
  title: string;
  kind: QuestionSetKind;
  subject: string;
  year: number | null;
  durationMinutes: number | null;
  examPaperId: number | null;
}): AttemptSetRef {
  return {
    id: set.id,
    title: set.title,
    kind: set.kind,
    kindName: questionSetKindNames[set.kind],
    subject: set.subject,
    subjectName: questionSubjectName(set.subject),
    year: set.year,
    durationMinutes: set.durationMinutes,
    examPaperId: set.examPaperId,
  };
}

// ——— Finding attempts ———

async function findOwnAttempt(userId: number, attemptId: number): Promise<AttemptRow> {
  const row = await db
    .selectFrom("question_attempts")
    .selectAll()
    .where("id", "=", attemptId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.attemptNotFound);
  return row;
}

/** The attempt, submitted at its deadline first if it is overdue. */
async function settled(attempt: AttemptRow, now: number): Promise<AttemptRow> {
  if (!isOverdue(attempt.state, attempt.deadline_at, now)) return attempt;
  await finishAttempt(attempt, "deadline", now);
  return findOwnAttempt(attempt.user_id, attempt.id);
}

/** Submits every overdue attempt of a student (before a list shows them). */
async function settleOverdueAttempts(userId: number, now: number): Promise<void> {
  const overdue = await db
    .selectFrom("question_attempts")
    .selectAll()
    .where("user_id", "=", userId)
    .where("state", "=", "in_progress")
    .where("deadline_at", "<", now - ANSWER_GRACE_MS)
    .execute();
  for (const attempt of overdue) await finishAttempt(attempt, "deadline", now);
}

// ——— Starting ———

async function publishedSetFor(userId: number, input: { setId?: number; paperId?: number }) {
  if (input.setId !== undefined) {
    // A published set, or the student's own private practice set (practice-sets.server.ts); another's: 404.
    const set = await db
      .selectFrom("question_sets")
      .selectAll()
      .where("id", "=", input.setId)
      .where((eb) => eb.or([eb("published", "=", 1), eb("owner_user_id", "=", userId)]))
      .executeTakeFirst();
    if (!set) throw new DomainError(404, m.setNotFound);
    return set;
  }
  // A past paper's own questions (真题卷) before a mock written after it; only of a published paper, so a paper taken
  // down answers as one that does not exist.
  const set = await db
    .selectFrom("question_sets")
    .selectAll("question_sets")
    .innerJoin("exam_papers", "exam_papers.id", "question_sets.exam_paper_id")
    .where("question_sets.exam_paper_id", "=", input.paperId ?? 0)
    .where("question_sets.published", "=", 1)
    .where("exam_papers.published", "=", 1)
    .orderBy(sql`case when question_sets.kind = 'paper' then 0 else 1 end`)
    .orderBy("question_sets.id", "desc")
    .executeTakeFirst();
  if (!set) throw new DomainError(404, m.paperSetNotFound);
  return set;
}

async function openAttemptOn(userId: number, setId: number): Promise<AttemptRow | undefined> {
  return db
    .selectFrom("question_attempts")
    .selectAll()
    .where("user_id", "=", userId)
    .where("set_id", "=", setId)
    .where("state", "=", "in_progress")
    .orderBy("attempt_no", "desc")
    .executeTakeFirst();
}

function startedOf(attempt: AttemptRow, resumed: boolean, now: number): StartedAttempt {
  return {
    id: attempt.id,
    setId: attempt.set_id,
    attemptNo: attempt.attempt_no,
    mode: attempt.mode,
    timed: attempt.timed === 1,
    startedAt: iso(attempt.started_at),
    deadline: isoOrNull(attempt.deadline_at),
    secondsLeft: secondsLeft(attempt.deadline_at, now),
    resumed,
  };
}

/**
 * Starts an attempt on a published set (or a past paper's set), or resumes the student's open one on it (whatever
 * mode it was started in: submit it first to start another). Timed needs a set with a duration (409 otherwise).
 */
export async function startAttempt(
  userId: number,
  input: StartAttemptInput,
  now: number = Date.now(),
  access?: AccessContext,
): Promise<StartedAttempt> {
  const set = await publishedSetFor(userId, input);
  // Pages and the API pass the viewer's access: a set drawing on a bank for sale needs a licence or a purchase.
  if (access) await requireSetOpen(access, set.id);
  if (input.timed && set.duration_minutes === null) throw new DomainError(409, m.untimedOnly);
  const open = await openAttemptOn(userId, set.id);
  if (open) {
    if (!isOverdue(open.state, open.deadline_at, now)) return startedOf(open, true, now);
    await finishAttempt(open, "deadline", now);
  }
  const last = await db
    .selectFrom("question_attempts")
    .select((eb) => eb.fn.max("attempt_no").as("last"))
    .where("user_id", "=", userId)
    .where("set_id", "=", set.id)
    .executeTakeFirst();
  const inserted = await db
    .insertInto("question_attempts")
    .values({
      user_id: userId,
      set_id: set.id,
      attempt_no: Number(last?.last ?? 0) + 1,
      mode: input.mode,
      timed: input.timed ? 1 : 0,
      started_at: now,
      deadline_at: attemptDeadline(now, input.timed, set.duration_minutes),
      submitted_at: null,
      finish_reason: null,
      state: "in_progress",
      score: null,
      max_score: set.total_points,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(["user_id", "set_id", "attempt_no"]).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return startedOf(inserted, false, now);
  // The same start sent twice at once: the other request made the attempt.
  const other = await openAttemptOn(userId, set.id);
  if (other) return startedOf(other, true, now);
  throw new DomainError(409, m.startRaced);
}

// ——— Answering ———

/** The attempt and the question answered in it, with the question's shape in the set (answer-target-cache.server.ts). */
interface AnswerTarget extends QuestionShape {
  attempt: AttemptRow;
  questionId: number;
}

const hasId = (value: unknown): value is { id: string } =>
  typeof value === "object" && value !== null && typeof (value as { id: unknown }).id === "string";

/**
 * The student's attempt and one of its answerable questions: 404 for an attempt that is not theirs, or a question not
 * in its set; 400 for a group (its children are answered). An exam attempt's unchanging facts and the question's shape
 * come from this process's cache once seen (answer-target-cache.server.ts), so an exam save is then one statement; the
 * attempt is then taken as open, and the save's own WHERE finds out if it is not.
 */
async function answerTarget(userId: number, attemptId: number, questionId: number, now: number): Promise<AnswerTarget> {
  const cached = cachedExamTarget(userId, attemptId, questionId);
  // Past the deadline and its grace the attempt's real state decides the refusal (交卷 already, or submit it now).
  if (cached && isOverdue("in_progress", cached.facts.deadlineAt, now)) {
    return loadAnswerTarget(userId, attemptId, questionId);
  }
  if (cached) {
    const { facts, shape } = cached;
    const attempt = {
      id: attemptId,
      user_id: userId,
      set_id: facts.setId,
      mode: facts.mode,
      deadline_at: facts.deadlineAt,
      state: "in_progress",
    } as AttemptRow;
    return { attempt, questionId, ...shape };
  }
  const target = await loadAnswerTarget(userId, attemptId, questionId);
  const { attempt, questionId: _questionId, ...shape } = target;
  rememberAnswerTarget(
    attemptId,
    { userId, setId: attempt.set_id, mode: attempt.mode, deadlineAt: attempt.deadline_at },
    questionId,
    shape,
  );
  return target;
}

/** answerTarget from the database, in one query. */
async function loadAnswerTarget(userId: number, attemptId: number, questionId: number): Promise<AnswerTarget> {
  const row = await db
    .selectFrom("question_attempts as a")
    .leftJoin("questions as q", (join) => join.on("q.id", "=", questionId))
    .leftJoin("question_set_slots as s", (join) =>
      join
        .onRef("s.set_id", "=", "a.set_id")
        .on((eb) => eb("s.question_id", "=", eb.fn.coalesce("q.parent_id", "q.id"))),
    )
    .selectAll("a")
    .select([
      "q.kind",
      "q.options",
      "q.accepted_answers",
      "q.subject",
      "s.question_id as slot_question_id",
      "s.points as slot_points",
    ])
    .where("a.id", "=", attemptId)
    .where("a.user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.attemptNotFound);
  if (row.slot_question_id === null || row.kind === null || row.slot_points === null)
    throw new DomainError(404, m.questionNotInAttempt);
  if (row.kind === "group") throw new DomainError(400, m.answerGroup, { questionId: m.answerGroup });
  const { kind, options, accepted_answers, subject, slot_question_id, slot_points, ...attempt } = row;
  return {
    attempt,
    questionId,
    topId: slot_question_id,
    kind,
    optionIds: jsonList(options ?? "[]", hasId).map((option) => option.id),
    blankCount: jsonList(accepted_answers ?? "[]", Array.isArray).length,
    subject: subject ?? "",
    slotPoints: slot_points,
  };
}

/** Refuses a write to an attempt that is no longer open: 409, submitting an overdue one at its deadline first. */
async function refuseClosed(attempt: AttemptRow, now: number): Promise<never> {
  if (isOverdue(attempt.state, attempt.deadline_at, now)) {
    await finishAttempt(attempt, "deadline", now);
    throw deadlineRefusal(attempt.deadline_at);
  }
  if (attempt.state === "in_progress") throw deadlineRefusal(attempt.deadline_at);
  throw new DomainError(409, m.alreadySubmitted);
}

/** Locks an open attempt for this transaction: zero rows when it is submitted or past its deadline and grace. */
function lockOpenAttempt(trx: Transaction<Database>, attempt: AttemptRow, now: number) {
  return trx
    .updateTable("question_attempts")
    .set({ updated_at: now })
    .where("id", "=", attempt.id)
    .where("user_id", "=", attempt.user_id)
    .where("state", "=", "in_progress")
    .where((eb) => eb.or([eb("deadline_at", "is", null), eb("deadline_at", ">=", now - ANSWER_GRACE_MS)]))
    .returning("id")
    .executeTakeFirst();
}

interface PracticeMark {
  key: QuestionKey;
  points: number;
  marking: MarkingKey;
  mark: Mark;
}

/** Practice: the question marked against its key at the points it carries in the set. */
async function practiceMark(target: AnswerTarget, answer: StoredAnswer): Promise<PracticeMark> {
  const top = (await loadQuestionKeys([target.topId])).get(target.topId);
  const key = top?.id === target.questionId ? top : top?.children.find((child) => child.id === target.questionId);
  if (!top || !key) throw new DomainError(404, m.questionNotInAttempt);
  const points = leafShares(target.slotPoints, top).get(target.questionId) ?? 0;
  const marking = leafMarkingKey(key, points);
  return { key, points, marking, mark: markLeaf(marking, answer, null) };
}

/**
 * An exam answer (nothing marked yet, nothing for the 错题本) in one statement: inserted or updated only while the
 * attempt is open — `INSERT … SELECT … FROM question_attempts WHERE open`, the attempt row share-locked on PostgreSQL so
 * a submission (which updates that row) waits for it or is waited for, exactly as the transaction's lock would — and
 * only over an older answer. One round trip instead of four (BEGIN, lock, upsert, COMMIT): the exam's saves are the
 * site's busiest writes (300 students, npm run bench -- --exam).
 */
async function storeExamAnswer(
  attempt: AttemptRow,
  questionId: number,
  answerJson: string | null,
  answeredAt: number,
  now: number,
) {
  const open = db
    .selectFrom("question_attempts")
    .select((eb) => [
      eb.cast<number>(eb.val(attempt.id), "integer").as("attempt_id"),
      eb.cast<number>(eb.val(questionId), "integer").as("question_id"),
      eb.cast<string | null>(eb.val(answerJson), "text").as("answer"),
      eb.cast<number>(eb.val(answeredAt), "bigint").as("answered_at"),
      eb.cast<number>(eb.val(now), "bigint").as("saved_at"),
      eb.cast<0>(eb.val(0), "integer").as("flagged"),
      eb.cast<null>(eb.val(null), "text").as("outcome"),
      eb.cast<null>(eb.val(null), "integer").as("points_awarded"),
      eb.cast<null>(eb.val(null), "text").as("self_marks"),
    ])
    .where("id", "=", attempt.id)
    .where("user_id", "=", attempt.user_id)
    .where("state", "=", "in_progress")
    .where((eb) => eb.or([eb("deadline_at", "is", null), eb("deadline_at", ">=", now - ANSWER_GRACE_MS)]));
  const stored = await db
    .insertInto("question_attempt_answers")
    .columns([
      "attempt_id",
      "question_id",
      "answer",
      "answered_at",
      "saved_at",
      "flagged",
      "outcome",
      "points_awarded",
      "self_marks",
    ])
    .expression(dialect === "postgres" ? open.forShare() : open)
    .onConflict((oc) =>
      oc
        .columns(["attempt_id", "question_id"])
        .doUpdateSet((eb) => ({
          answer: eb.ref("excluded.answer"),
          answered_at: eb.ref("excluded.answered_at"),
          saved_at: eb.ref("excluded.saved_at"),
          outcome: eb.ref("excluded.outcome"),
          points_awarded: eb.ref("excluded.points_awarded"),
          self_marks: null,
        }))
        .whereRef("question_attempt_answers.answered_at", "<=", "excluded.answered_at"),
    )
    .returning("question_id")
    .executeTakeFirst();
  if (stored) return "stored" as const;
  // Nothing written: the attempt closed meanwhile, or a newer answer is there.
  const current = await db
    .selectFrom("question_attempts")
    .select(["state", "deadline_at"])
    .where("id", "=", attempt.id)
    .executeTakeFirstOrThrow();
  return current.state !== "in_progress" || isOverdue(current.state, current.deadline_at, now)
    ? ("closed" as const)
    : ("superseded" as const);
}

/**
 * Saves one answer. Kept when it is the newest by answeredAt (an older one arriving later is acknowledged with
 * `superseded` and changes nothing). Practice marks it at once and reveals the key; a practice answer, once given, is
 * final. Refused (409) once the attempt is submitted or past its deadline and grace.
 */
export async function saveAnswer(
  userId: number,
  input: SaveAnswerInput,
  now: number = Date.now(),
): Promise<SavedAnswer> {
  const target = await answerTarget(userId, input.id, input.questionId, now);
  const { attempt } = target;
  if (attempt.state !== "in_progress" || isOverdue(attempt.state, attempt.deadline_at, now))
    return refuseClosed(attempt, now);
  const parsed = answerSchemaFor(target).safeParse(input.answer);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? m.answerGroup;
    throw new DomainError(400, message, { answer: message });
  }
  const answer = parsed.data;
  const answerJson = answer === null ? null : JSON.stringify(answer);
  const answeredAt = keptAnswerTime(input.answeredAt, now);
  const practice = attempt.mode === "practice" && answer !== null ? await practiceMark(target, answer) : null;
  const wrong = practice !== null && entersWrongBook(practice.marking.kind, practice.mark, practice.points);
  const examDate = wrong ? await wrongBookExamDate(userId, now) : null;

  const outcome =
    attempt.mode === "exam"
      ? await storeExamAnswer(attempt, target.questionId, answerJson, answeredAt, now)
      : await db.transaction().execute(async (trx) => {
          if (!(await lockOpenAttempt(trx, attempt, now))) return "closed" as const;
          const stored = await trx
            .insertInto("question_attempt_answers")
            .values({
              attempt_id: attempt.id,
              question_id: target.questionId,
              answer: answerJson,
              answered_at: answeredAt,
              saved_at: now,
              flagged: 0,
              outcome: practice?.mark.outcome ?? null,
              points_awarded: practice?.mark.points ?? null,
              self_marks: null,
            })
            .onConflict((oc) => {
              const update = oc
                .columns(["attempt_id", "question_id"])
                .doUpdateSet((eb) => ({
                  answer: eb.ref("excluded.answer"),
                  answered_at: eb.ref("excluded.answered_at"),
                  saved_at: eb.ref("excluded.saved_at"),
                  outcome: eb.ref("excluded.outcome"),
                  points_awarded: eb.ref("excluded.points_awarded"),
                  self_marks: null,
                }))
                .whereRef("question_attempt_answers.answered_at", "<=", "excluded.answered_at");
              // Practice shows the key as soon as a question is answered, so its first answer is its last.
              return attempt.mode === "practice" ? update.where("question_attempt_answers.answer", "is", null) : update;
            })
            .returning("question_id")
            .executeTakeFirst();
          if (!stored) {
            const existing = await trx
              .selectFrom("question_attempt_answers")
              .select("answer")
              .where("attempt_id", "=", attempt.id)
              .where("question_id", "=", target.questionId)
              .executeTakeFirst();
            if (attempt.mode === "practice" && existing?.answer !== null && existing?.answer !== undefined) {
              // The same answer posted again (a retry) is fine; another one is not.
              if (existing.answer === answerJson) return "repeated" as const;
              throw new DomainError(409, m.practiceAnswerLocked);
            }
            return "superseded" as const;
          }
          if (wrong && examDate !== null)
            await enterWrongAnswers(
              trx,
              userId,
              [{ questionId: target.questionId, subject: target.subject }],
              examDate,
              now,
            );
          return "stored" as const;
        });
  if (outcome === "closed") return refuseClosed(await findOwnAttempt(userId, attempt.id), now);
  return {
    questionId: target.questionId,
    savedAt: iso(now),
    answeredAt: iso(answeredAt),
    superseded: outcome === "superseded",
    deadline: isoOrNull(attempt.deadline_at),
    secondsLeft: secondsLeft(attempt.deadline_at, now),
    ...(practice && outcome !== "superseded"
      ? {
          marked: {
            outcome: practice.mark.outcome,
            outcomeLabel: m.outcomeLabels[practice.mark.outcome],
            pointsAwarded: practice.mark.points,
            ...(practice.mark.blanks ? { blanks: practice.mark.blanks } : {}),
            key: revealedKeyOf(practice.key, practice.points),
          },
        }
      : {}),
  };
}

/** Marks a question for review (标记) or clears the mark; its answer is left alone. Open attempts only. */
export async function flagQuestion(
  userId: number,
  input: FlagQuestionInput,
  now: number = Date.now(),
): Promise<{ questionId: number; flagged: boolean }> {
  const target = await answerTarget(userId, input.id, input.questionId, now);
  const { attempt } = target;
  if (attempt.state !== "in_progress" || isOverdue(attempt.state, attempt.deadline_at, now))
    return refuseClosed(attempt, now);
  const flagged = input.flagged ? 1 : 0;
  const open = await db.transaction().execute(async (trx) => {
    if (!(await lockOpenAttempt(trx, attempt, now))) return false;
    await trx
      .insertInto("question_attempt_answers")
      // answered_at 0: no answer yet, so any answer replaces this row's (empty) one.
      .values({
        attempt_id: attempt.id,
        question_id: target.questionId,
        answer: null,
        answered_at: 0,
        saved_at: now,
        flagged,
        outcome: null,
        points_awarded: null,
        self_marks: null,
      })
      .onConflict((oc) => oc.columns(["attempt_id", "question_id"]).doUpdateSet({ flagged }))
      .execute();
    return true;
  });
  if (!open) return refuseClosed(await findOwnAttempt(userId, attempt.id), now);
  return { questionId: target.questionId, flagged: input.flagged };
}

// ——— Submitting and marking ———

/**
 * Marks and closes an open attempt: every answerable question marked (unanswered ones too, so statistics see them),
 * the score, needs_marking while subjective answers await self-marks, and wrong answers into the 错题本. `deadline`
 * submits at the deadline with what was saved; a submit that finds the attempt closed already does nothing.
 */
async function finishAttempt(attempt: AttemptRow, reason: AttemptFinishReason, now: number): Promise<boolean> {
  const structure = await attemptStructure(attempt.set_id, true);
  const examDate = await wrongBookExamDate(attempt.user_id, now);
  const deadline = attempt.deadline_at ?? now;
  const submittedAt = reason === "deadline" ? deadline : Math.min(now, deadline);
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .updateTable("question_attempts")
      .set({ updated_at: now })
      .where("id", "=", attempt.id)
      .where("user_id", "=", attempt.user_id)
      .where("state", "=", "in_progress")
      .returning("id")
      .executeTakeFirst();
    if (!locked) return false;
    const rows = await trx
      .selectFrom("question_attempt_answers")
      .selectAll()
      .where("attempt_id", "=", attempt.id)
      .execute();
    const byQuestion = new Map(rows.map((row) => [row.question_id, row]));
    const marked = structure.leaves.map((leaf) => {
      const row = byQuestion.get(leaf.questionId);
      const key = markingKeyOfLeaf(structure, leaf);
      return { leaf, row, key, mark: markLeaf(key, storedAnswerOf(row?.answer), selfMarksOf(row?.self_marks)) };
    });
    for (let start = 0; start < marked.length; start += MARK_BATCH) {
      await trx
        .insertInto("question_attempt_answers")
        .values(
          marked.slice(start, start + MARK_BATCH).map(({ leaf, mark }) => ({
            attempt_id: attempt.id,
            question_id: leaf.questionId,
            answer: null,
            answered_at: 0,
            saved_at: now,
            flagged: 0,
            outcome: mark.outcome,
            points_awarded: mark.points,
            self_marks: null,
          })),
        )
        .onConflict((oc) =>
          oc.columns(["attempt_id", "question_id"]).doUpdateSet((eb) => ({
            outcome: eb.ref("excluded.outcome"),
            points_awarded: eb.ref("excluded.points_awarded"),
          })),
        )
        .execute();
    }
    const pending = marked.some(({ mark }) => mark.outcome === "pending");
    await trx
      .updateTable("question_attempts")
      .set({
        state: pending ? "needs_marking" : "finished",
        submitted_at: submittedAt,
        finish_reason: reason,
        score: marked.reduce((sum, { mark }) => sum + mark.points, 0),
        updated_at: now,
      })
      .where("id", "=", attempt.id)
      .execute();
    // In practice a question marked when answered went into the book then.
    const wrong: WrongAnswer[] = marked
      .filter(({ row, key, mark, leaf }) => !row?.outcome && entersWrongBook(key.kind, mark, leaf.points))
      .map(({ leaf }) => ({
        questionId: leaf.questionId,
        subject: structure.subjects.get(leaf.questionId) ?? structure.set.subject,
      }));
    await enterWrongAnswers(trx, attempt.user_id, wrong, examDate, now);
    return true;
  });
}

/**
 * Submits an attempt at its deadline if it is overdue (the sweeper, attempt-sweeper.server.ts). True when this call
 * finished it; false when it was not overdue or another request or process finished it first.
 */
export async function submitOverdueAttempt(attempt: AttemptRow, now: number = Date.now()): Promise<boolean> {
  if (!isOverdue(attempt.state, attempt.deadline_at, now)) return false;
  return finishAttempt(attempt, "deadline", now);
}

/** 交卷: marks the attempt and answers the result. A repeated submit answers the same result. */
export async function submitAttempt(userId: number, attemptId: number, now: number = Date.now()): Promise<AttemptView> {
  const attempt = await settled(await findOwnAttempt(userId, attemptId), now);
  if (attempt.state === "in_progress") await finishAttempt(attempt, "user", now);
  // 松果 for a mock exam handed in, once per attempt (docs/decisions/0024).
  if (attempt.mode === "exam") await grantExamFinished(userId, attempt.id, now);
  return attemptView(await findOwnAttempt(userId, attemptId), now);
}

/**
 * 估分: the scoring points a student ticks as hit, per subjective question, score its answer (capped at its points).
 * After submitting (needs_marking) — and in practice as soon as the question is answered. When no subjective answer
 * awaits a mark any more, the attempt is finished; a self-mark under half the points puts the question in the book.
 */
export async function selfMarkAttempt(
  userId: number,
  input: SelfMarksInput,
  now: number = Date.now(),
): Promise<AttemptView> {
  const attempt = await settled(await findOwnAttempt(userId, input.id), now);
  if (attempt.state === "finished") throw new DomainError(409, m.alreadyMarked);
  if (attempt.state === "in_progress" && attempt.mode !== "practice") throw new DomainError(409, m.selfMarkNotOpen);
  const structure = await attemptStructure(attempt.set_id, true);
  const leaves = new Map(structure.leaves.map((leaf) => [leaf.questionId, leaf]));
  const rows = await db
    .selectFrom("question_attempt_answers")
    .selectAll()
    .where("attempt_id", "=", attempt.id)
    .execute();
  const byQuestion = new Map(rows.map((row) => [row.question_id, row]));
  const marks = input.marks.map(({ questionId, rubricIds }) => {
    const leaf = leaves.get(questionId);
    if (!leaf) throw new DomainError(404, m.questionNotInAttempt);
    const key = markingKeyOfLeaf(structure, leaf);
    if (key.kind !== "subjective")
      throw new DomainError(400, m.notSubjective(questionId), { marks: m.notSubjective(questionId) });
    const row = byQuestion.get(questionId);
    const answer = storedAnswerOf(row?.answer);
    if (!row || answer === null)
      throw new DomainError(400, m.notAnswered(questionId), { marks: m.notAnswered(questionId) });
    const known = new Set(key.rubric.map((point) => point.id));
    const unknown = rubricIds.find((id) => !known.has(id));
    if (unknown !== undefined)
      throw new DomainError(400, m.rubricUnknown(unknown), { marks: m.rubricUnknown(unknown) });
    const ticked = [...new Set(rubricIds)];
    return { leaf, row, key, ticked, mark: markLeaf(key, answer, ticked) };
  });
  const examDate = await wrongBookExamDate(userId, now);
  await db.transaction().execute(async (trx) => {
    const locked = await trx
      .updateTable("question_attempts")
      .set({ updated_at: now })
      .where("id", "=", attempt.id)
      .where("user_id", "=", userId)
      .where("state", "=", attempt.state)
      .returning("id")
      .executeTakeFirst();
    if (!locked) throw new DomainError(409, m.selfMarkNotOpen);
    const wrong: WrongAnswer[] = [];
    for (const { leaf, row, key, ticked, mark } of marks) {
      await trx
        .updateTable("question_attempt_answers")
        .set({ self_marks: JSON.stringify(ticked), outcome: mark.outcome, points_awarded: mark.points })
        .where("attempt_id", "=", attempt.id)
        .where("question_id", "=", leaf.questionId)
        .execute();
      // Only the first self-mark of an answer can put it in the book; changing the ticks later does not again.
      if (row.outcome === "pending" && entersWrongBook(key.kind, mark, leaf.points)) {
        wrong.push({
          questionId: leaf.questionId,
          subject: structure.subjects.get(leaf.questionId) ?? structure.set.subject,
        });
      }
    }
    if (attempt.state === "needs_marking") {
      const totals = await trx
        .selectFrom("question_attempt_answers")
        .select((eb) => [
          eb.fn.sum<number>("points_awarded").as("score"),
          eb.fn.sum<number>(eb.case().when("outcome", "=", "pending").then(1).else(0).end()).as("pending"),
        ])
        .where("attempt_id", "=", attempt.id)
        .executeTakeFirst();
      await trx
        .updateTable("question_attempts")
        .set({
          score: Number(totals?.score ?? 0),
          state: Number(totals?.pending ?? 0) > 0 ? "needs_marking" : "finished",
          updated_at: now,
        })
        .where("id", "=", attempt.id)
        .execute();
    }
    await enterWrongAnswers(trx, userId, wrong, examDate, now);
  });
  return attemptView(await findOwnAttempt(userId, attempt.id), now);
}

// ——— Reading ———

/** The student's attempt (another student's: 404), submitted first if overdue. Keys only as keyRevealed allows. */
export async function getAttempt(userId: number, attemptId: number, now: number = Date.now()): Promise<AttemptView> {
  return attemptView(await settled(await findOwnAttempt(userId, attemptId), now), now);
}

async function attemptView(attempt: AttemptRow, now: number): Promise<AttemptView> {
  const final = attempt.state !== "in_progress";
  const structure = await attemptStructure(attempt.set_id, final || attempt.mode === "practice");
  const rows = await db
    .selectFrom("question_attempt_answers")
    .selectAll()
    .where("attempt_id", "=", attempt.id)
    .execute();
  const byQuestion = new Map(rows.map((row) => [row.question_id, row]));
  const leafIds = structure.leaves.map((leaf) => leaf.questionId);
  const [rates, percentile] = await Promise.all([
    final ? correctRates(leafIds) : null,
    attempt.state === "finished" && attempt.score !== null ? setPercentile(attempt.set_id, attempt.score) : null,
  ]);
  const seconds = final
    ? secondsPerQuestion(
        attempt.started_at,
        rows
          .filter((row) => row.answer !== null)
          .map((row) => ({ questionId: row.question_id, answeredAt: row.answered_at })),
      )
    : null;

  const leafView = (leaf: StructureLeaf, row: AnswerRow | undefined): AttemptLeaf => {
    const answer = storedAnswerOf(row?.answer);
    const answered = answer !== null;
    const view: AttemptLeaf = {
      questionId: leaf.questionId,
      label: leaf.label,
      kind: leaf.kind,
      points: leaf.points,
      answer,
      answeredAt: answered && row ? iso(row.answered_at) : null,
      flagged: row?.flagged === 1,
    };
    const key = structure.leafKeys.get(leaf.questionId);
    if (!keyRevealed(attempt.mode, attempt.state, answered) || !key) return view;
    const selfMarks = selfMarksOf(row?.self_marks);
    const mark = markLeaf(leafMarkingKey(key, leaf.points), answer, selfMarks);
    const outcome = row?.outcome ?? mark.outcome;
    return {
      ...view,
      outcome,
      outcomeLabel: m.outcomeLabels[outcome],
      pointsAwarded: row?.points_awarded ?? mark.points,
      ...(mark.blanks ? { blanks: mark.blanks } : {}),
      ...(leaf.kind === "subjective" ? { selfMarks } : {}),
      key: revealedKeyOf(key, leaf.points),
      ...(final
        ? {
            correctRate: rates?.get(leaf.questionId) ?? { rate: null, answered: 0 },
            seconds: seconds?.get(leaf.questionId) ?? null,
          }
        : {}),
    };
  };

  const sections = structure.set.sections.map((section, sectionIndex) => {
    const items = section.slots.map((slot) => {
      const leaves = structure.leaves
        .filter((leaf) => leaf.topId === slot.question.id)
        .map((leaf) => leafView(leaf, byQuestion.get(leaf.questionId)));
      const groupKey = slot.question.children.length > 0 ? structure.topKeys.get(slot.question.id) : undefined;
      return {
        position: slot.position,
        points: slot.points,
        question: slot.question,
        ...(final && groupKey ? { explanationHtml: groupKey.explanationHtml } : {}),
        leaves,
      };
    });
    const score = final
      ? structure.leaves
          .filter((leaf) => leaf.sectionIndex === sectionIndex)
          .reduce((sum, leaf) => sum + (byQuestion.get(leaf.questionId)?.points_awarded ?? 0), 0)
      : null;
    return { title: section.title, instructions: section.instructions, points: section.points, score, items };
  });

  const leafRows = structure.leaves.map((leaf) => byQuestion.get(leaf.questionId));
  return {
    ...attemptCardOf(attempt, setRefOf(structure.set)),
    secondsLeft: attempt.state === "in_progress" ? secondsLeft(attempt.deadline_at, now) : null,
    serverTime: iso(now),
    finishReasonLabel: attempt.finish_reason ? m.finishReasonLabels[attempt.finish_reason] : null,
    leafCount: structure.leaves.length,
    answeredCount: leafRows.filter((row) => storedAnswerOf(row?.answer) !== null).length,
    flaggedCount: leafRows.filter((row) => row?.flagged === 1).length,
    pendingCount: final ? leafRows.filter((row) => row?.outcome === "pending").length : 0,
    percentile,
    sections,
  };
}

/**
 * The student's attempts, newest first, optionally on one set or of some kinds of set (overdue ones are submitted
 * first, so the list never shows an attempt whose time is up as in progress).
 */
export async function listMyAttempts(
  userId: number,
  input: MyAttemptsInput & { kinds?: readonly QuestionSetKind[] },
  now: number = Date.now(),
): Promise<Page<AttemptCard>> {
  await settleOverdueAttempts(userId, now);
  let filtered = db
    .selectFrom("question_attempts as a")
    .innerJoin("question_sets as s", "s.id", "a.set_id")
    .where("a.user_id", "=", userId);
  if (input.setId !== undefined) filtered = filtered.where("a.set_id", "=", input.setId);
  if (input.kinds) filtered = filtered.where("s.kind", "in", [...input.kinds]);
  const ordered = filtered
    .select([
      "a.id",
      "a.attempt_no",
      "a.mode",
      "a.timed",
      "a.state",
      "a.started_at",
      "a.deadline_at",
      "a.submitted_at",
      "a.finish_reason",
      "a.score",
      "a.max_score",
      "s.id as set_id",
      "s.title",
      "s.kind",
      "s.subject",
      "s.year",
      "s.duration_minutes",
      "s.exam_paper_id",
    ])
    .orderBy("a.started_at", "desc")
    .orderBy("a.id", "desc");
  return fetchPage(input, filtered, ordered, (rows) =>
    rows.map((row) =>
      attemptCardOf(
        row,
        setRefOf({
          id: row.set_id,
          title: row.title,
          kind: row.kind,
          subject: row.subject,
          year: row.year,
          durationMinutes: row.duration_minutes,
          examPaperId: row.exam_paper_id,
        }),
      ),
    ),
  );
}
