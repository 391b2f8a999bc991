// 错题本: every question a student gets wrong — an objective one not wholly right, a subjective one self-marked under
// half its points — gets an FSRS card (question_cards), scheduled by the vocabulary's scheduler
// (app/modules/spaced-repetition) with the same study day and exam-date cap. Getting it wrong is rating Again: a new
// card, or a lapse of an existing one (a learnt card comes back), due at once. A review answers the question again: right → Good,
// wrong → Again, every review logged (question_review_logs, append-only). When a card leaves the queue is
// wrong-question-rules.ts. 今日错题 is what is due: a review card any time on its due study day, a learning step once
// due — the vocabulary's rule. Ownership is part of every WHERE clause.
import type { Transaction } from "kysely";
import { State } from "ts-fsrs";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import {
  cardRowValues,
  cardStateName,
  dueLimit,
  fsrsCardColumns,
  reviewLogRowValues,
  scheduleReview,
  toCardValues,
  type CardStateName,
  type CardValues,
} from "~/modules/spaced-repetition/fsrs-scheduler";
import { studyDayOf } from "~/modules/study-day/study-day";
import { examDateOf, readSettings } from "~/modules/word/word-cards.server";
import { attemptMessages as m } from "../attempts/attempt-messages";
import { leafMarkingKey, markLeaf, revealedKeyOf } from "../attempts/attempt-rules";
import {
  answerSchemaFor,
  type StoredAnswer,
  type WrongQuestionListInput,
  type WrongQuestionReviewInput,
} from "../attempts/attempt-schemas";
import type { RevealedKey } from "../attempts/attempt-views";
import { pointSubtreeIds } from "../bank/knowledge-points.server";
import { markAnswer, type Mark } from "../marking/question-marking";
import { questionMessages } from "../bank/question-messages";
import { questionSubjectName, type QuestionSubjectCode } from "../bank/question-subjects";
import {
  loadLeafKeys,
  loadLeafQuestions,
  requirePublishedQuestion,
  type LeafQuestion,
} from "../bank/question-leaves.server";
import { enteredDue, retiresAfterReview, reviewedRight, reviewRating } from "./wrong-question-rules";

/** How many times a card write is retried when another request changed the card in between. */
const WRITE_ATTEMPTS = 3;

interface WrongCardState {
  state: CardStateName;
  stateLabel: string;
  reps: number;
  lapses: number;
  /** ISO instant it is next due, and the study day (YYYY-MM-DD, 04:00 Asia/Shanghai) that falls on. */
  due: string;
  dueDay: string;
  stability: number;
  retired: boolean;
  /** 已掌握: retired (see wrong-question-rules.ts). */
  mastered: boolean;
}

export interface WrongQuestionItem extends LeafQuestion {
  questionId: number;
  subject: QuestionSubjectCode;
  subjectName: string;
  wrongCount: number;
  /** ISO instants: when it first went wrong, and last. */
  addedAt: string;
  lastWrongAt: string | null;
  card: WrongCardState;
}

export interface WrongQuestionReview {
  questionId: number;
  right: boolean;
  outcome: Mark["outcome"];
  outcomeLabel: string;
  pointsAwarded: number;
  maxPoints: number;
  blanks?: boolean[];
  key: RevealedKey;
  card: WrongCardState;
}

export interface WrongAnswer {
  questionId: number;
  subject: string;
}

const iso = (time: number) => new Date(time).toISOString();

function cardState(card: CardValues): WrongCardState {
  const name = cardStateName(card.state);
  return {
    state: name,
    stateLabel: card.retired === 1 ? m.retiredLabel : m.cardStateLabels[name],
    reps: card.reps,
    lapses: card.lapses,
    due: iso(card.due),
    dueDay: studyDayOf(card.due).date,
    stability: Math.round(card.stability * 100) / 100,
    retired: card.retired === 1,
    // The book's own line: 已掌握 is retired (stability alone does not take a card out of the queue).
    mastered: card.retired === 1,
  };
}

/** The exam date that caps the student's intervals: the one in their vocabulary settings, else the national exam. */
export async function wrongBookExamDate(userId: number, now: number): Promise<string> {
  return examDateOf(await readSettings(userId), now).date;
}

/**
 * Puts wrongly answered questions into the student's book, inside the caller's transaction: a new card rated Again,
 * or Again on the card already there (a lapse; a retired card comes back), due at once (enteredDue). One log row per
 * entry.
 */
export async function enterWrongAnswers(
  trx: Transaction<Database>,
  userId: number,
  answers: readonly WrongAnswer[],
  examDate: string,
  now: number,
): Promise<void> {
  for (const answer of answers) {
    await writeReview(trx, userId, answer.questionId, examDate, now, (current) => ({
      right: false,
      create: { subject: answer.subject },
      entered: true,
      current,
    }));
  }
}

/** `entered`: the answer comes from an attempt (into the book), not from a review in it. */
type ReviewPlan = (current: CardValues | null) => {
  right: boolean;
  create: { subject: string } | null;
  entered?: boolean;
  current: CardValues | null;
};

/**
 * Schedules one review of a student's card and writes it with its log: insert when new (ON CONFLICT DO NOTHING), else
 * an UPDATE guarded by the reps that were read; a write that finds the card changed meanwhile reads it again.
 */
async function writeReview(
  trx: Transaction<Database>,
  userId: number,
  questionId: number,
  examDate: string,
  now: number,
  plan: ReviewPlan,
): Promise<CardValues> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
    const row = await trx
      .selectFrom("question_cards")
      .select(["id", ...fsrsCardColumns])
      .where("user_id", "=", userId)
      .where("question_id", "=", questionId)
      .executeTakeFirst();
    const current = row ? toCardValues(row) : null;
    const { right, create, entered } = plan(current);
    if (!row && !create) throw new DomainError(404, m.wrongQuestionNotFound);
    const { card, log } = scheduleReview(current, reviewRating(right), now, examDate);
    if (entered) card.due = enteredDue(card.due, now);
    card.retired = retiresAfterReview(right, card, current?.retired === 1) ? 1 : 0;
    let cardId: number | undefined;
    if (!row) {
      const inserted = await trx
        .insertInto("question_cards")
        .values({
          ...cardRowValues(card),
          user_id: userId,
          question_id: questionId,
          subject: create?.subject ?? "",
          wrong_count: 1,
          last_wrong_at: now,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(["user_id", "question_id"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      cardId = inserted?.id;
    } else {
      const updated = await trx
        .updateTable("question_cards")
        .set((eb) => ({
          ...cardRowValues(card),
          updated_at: now,
          ...(right ? {} : { wrong_count: eb("wrong_count", "+", 1), last_wrong_at: now }),
        }))
        .where("id", "=", row.id)
        .where("user_id", "=", userId)
        .where("reps", "=", row.reps)
        .returning("id")
        .executeTakeFirst();
      cardId = updated?.id;
    }
    if (cardId === undefined) continue;
    await trx
      .insertInto("question_review_logs")
      .values({
        user_id: userId,
        question_id: questionId,
        card_id: cardId,
        reps: current?.reps ?? 0,
        ...reviewLogRowValues(log),
      })
      .execute();
    return card;
  }
  throw new DomainError(409, m.reviewStale);
}

/** The point's subtree, within the subject given or the point's own; 404 for an unknown point. */
async function pointIds(code: string, subject: string | undefined): Promise<number[]> {
  if (subject) return pointSubtreeIds(subject, code);
  const point = await db.selectFrom("knowledge_points").select("subject").where("code", "=", code).executeTakeFirst();
  if (!point) throw new DomainError(404, questionMessages.pointNotFound);
  return pointSubtreeIds(point.subject, code);
}

/**
 * The student's wrong questions: all of them (most recently wrong first, learnt ones too) or only today's (`due`:
 * not retired and due, earliest first) or only the learnt ones (`mastered`: retired), by subject and knowledge point
 * (the point and those under it).
 */
export async function listWrongQuestions(
  userId: number,
  input: WrongQuestionListInput,
  now: number = Date.now(),
): Promise<Page<WrongQuestionItem>> {
  const points = input.point ? await pointIds(input.point, input.subject) : null;
  let filtered = db.selectFrom("question_cards as c").where("c.user_id", "=", userId);
  if (input.subject) filtered = filtered.where("c.subject", "=", input.subject);
  if (input.mastered && !input.due) filtered = filtered.where("c.retired", "=", 1);
  if (input.due) {
    filtered = filtered
      .where("c.retired", "=", 0)
      .where((eb) =>
        eb.or([
          eb.and([eb("c.state", "=", State.Review), eb("c.due", "<", dueLimit(State.Review, now))]),
          eb.and([eb("c.state", "!=", State.Review), eb("c.due", "<", dueLimit(State.Learning, now))]),
        ]),
      );
  }
  if (points) {
    filtered = filtered.where((eb) =>
      eb.exists(
        eb
          .selectFrom("question_knowledge_points as k")
          .select("k.question_id")
          .whereRef("k.question_id", "=", "c.question_id")
          .where("k.point_id", "in", points.length > 0 ? points : [0]),
      ),
    );
  }
  const columns = [
    "c.question_id",
    "c.subject",
    "c.wrong_count",
    "c.last_wrong_at",
    "c.created_at",
    ...fsrsCardColumns.map((column) => `c.${column}` as const),
  ] as const;
  const ordered = input.due
    ? filtered.select(columns).orderBy("c.due").orderBy("c.id")
    : filtered.select(columns).orderBy("c.last_wrong_at", "desc").orderBy("c.id", "desc");
  return fetchPage(input, filtered, ordered, async (rows) => {
    const leaves = await loadLeafQuestions(rows.map((row) => row.question_id));
    return rows.flatMap((row) => {
      const leaf = leaves.get(row.question_id);
      if (!leaf) return [];
      return [
        {
          ...leaf,
          questionId: row.question_id,
          // A card takes its question's subject, which the import validates against questionSubjects.
          subject: row.subject as QuestionSubjectCode,
          subjectName: questionSubjectName(row.subject),
          wrongCount: row.wrong_count,
          addedAt: iso(row.created_at),
          lastWrongAt: row.last_wrong_at === null ? null : iso(row.last_wrong_at),
          card: cardState(toCardValues(row)),
        },
      ];
    });
  });
}

export interface WrongBookSummary {
  /** Every question in the book (learnt ones too). */
  total: number;
  /** 今日错题: not retired and due now (the queue listWrongQuestions `due` walks). */
  due: number;
  /** 已掌握: retired. */
  mastered: number;
  /** ISO instant the next not-yet-due, not-retired card comes due; null when none. */
  nextDue: string | null;
}

/** The book's counts for its header, and when the next card comes due (for the queue's done state). */
export async function wrongBookSummary(userId: number, now: number = Date.now()): Promise<WrongBookSummary> {
  const mine = db.selectFrom("question_cards as c").where("c.user_id", "=", userId);
  const [total, mastered, due, next] = await Promise.all([
    mine.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
    mine
      .where("c.retired", "=", 1)
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow(),
    listWrongQuestions(userId, { page: 1, rows: 1, due: true }, now),
    mine
      .where("c.retired", "=", 0)
      .where((eb) =>
        eb.or([
          eb.and([eb("c.state", "=", State.Review), eb("c.due", ">=", dueLimit(State.Review, now))]),
          eb.and([eb("c.state", "!=", State.Review), eb("c.due", ">=", dueLimit(State.Learning, now))]),
        ]),
      )
      .select((eb) => eb.fn.min<number | string>("c.due").as("due"))
      .executeTakeFirst(),
  ]);
  const nextDue = next?.due === null || next?.due === undefined ? null : iso(Number(next.due));
  return { total: Number(total.n), due: due.total, mastered: Number(mastered.n), nextDue };
}

/** The revealed keys (answers, explanation) of the questions among `questionIds` that are in the student's book. */
export async function wrongQuestionKeys(
  userId: number,
  questionIds: readonly number[],
): Promise<Map<number, RevealedKey>> {
  if (questionIds.length === 0) return new Map();
  const owned = await db
    .selectFrom("question_cards")
    .select("question_id")
    .where("user_id", "=", userId)
    .where("question_id", "in", [...new Set(questionIds)])
    .execute();
  const keys = await loadLeafKeys(owned.map((row) => row.question_id));
  return new Map([...keys].map(([id, key]) => [id, revealedKeyOf(key, key.points)]));
}

export interface WrongQuestionDetail {
  item: WrongQuestionItem;
  key: RevealedKey;
  /** The card's latest review or entry: right (Good) or not (Again), and when. */
  lastReview: { right: boolean; reviewedAt: string } | null;
}

/** One question of the student's book with its key and its latest review; 404 when it is not in their book. */
export async function wrongQuestionDetail(userId: number, questionId: number): Promise<WrongQuestionDetail> {
  const columns = [
    "c.id",
    "c.question_id",
    "c.subject",
    "c.wrong_count",
    "c.last_wrong_at",
    "c.created_at",
    ...fsrsCardColumns.map((column) => `c.${column}` as const),
  ] as const;
  const row = await db
    .selectFrom("question_cards as c")
    .select(columns)
    .where("c.user_id", "=", userId)
    .where("c.question_id", "=", questionId)
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.wrongQuestionNotFound);
  const [leaves, keys, log] = await Promise.all([
    loadLeafQuestions([questionId]),
    wrongQuestionKeys(userId, [questionId]),
    db
      .selectFrom("question_review_logs")
      .select(["rating", "reviewed_at"])
      .where("user_id", "=", userId)
      .where("card_id", "=", row.id)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  const leaf = leaves.get(questionId);
  const key = keys.get(questionId);
  if (!leaf || !key) throw new DomainError(404, m.questionNotFound);
  return {
    item: {
      ...leaf,
      questionId,
      subject: row.subject as QuestionSubjectCode,
      subjectName: questionSubjectName(row.subject),
      wrongCount: row.wrong_count,
      addedAt: iso(row.created_at),
      lastWrongAt: row.last_wrong_at === null ? null : iso(row.last_wrong_at),
      card: cardState(toCardValues(row)),
    },
    key,
    lastReview: log ? { right: log.rating !== reviewRating(false), reviewedAt: iso(log.reviewed_at) } : null,
  };
}

/**
 * Answers a wrong question again. Objective: the answer is marked as in an attempt; subjective: the scoring points
 * the student ticks (selfMarks) are, and half the points or more is right. Right → Good, wrong → Again, logged.
 * `reps` (the card's version when shown) makes a second post of the same review a 409 instead of a second review.
 */
export async function reviewWrongQuestion(
  userId: number,
  input: WrongQuestionReviewInput,
  now: number = Date.now(),
): Promise<WrongQuestionReview> {
  const card = await db
    .selectFrom("question_cards")
    .select(["id", "reps"])
    .where("user_id", "=", userId)
    .where("question_id", "=", input.questionId)
    .executeTakeFirst();
  if (!card) throw new DomainError(404, m.wrongQuestionNotFound);
  if (input.reps !== undefined && input.reps !== card.reps) throw new DomainError(409, m.reviewStale);
  await requirePublishedQuestion(input.questionId);
  const key = (await loadLeafKeys([input.questionId])).get(input.questionId);
  if (!key) throw new DomainError(404, m.questionNotFound);

  let answer: StoredAnswer = null;
  if (key.kind === "subjective") {
    if (!input.selfMarks) throw new DomainError(400, m.reviewSelfMarksMissing, { selfMarks: m.reviewSelfMarksMissing });
    const known = new Set(key.rubric.map((point) => point.id));
    const unknown = input.selfMarks.find((id) => !known.has(id));
    if (unknown !== undefined)
      throw new DomainError(400, m.rubricUnknown(unknown), { selfMarks: m.rubricUnknown(unknown) });
  } else {
    const parsed = answerSchemaFor({
      kind: key.kind,
      optionIds: key.options.map((option) => option.id),
      blankCount: key.acceptedAnswers.length,
    }).safeParse(input.answer);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? m.reviewAnswerMissing;
      throw new DomainError(400, message, { answer: message });
    }
    if (parsed.data === null) throw new DomainError(400, m.reviewAnswerMissing, { answer: m.reviewAnswerMissing });
    answer = parsed.data;
  }
  const marking = leafMarkingKey(key, key.points);
  // A subjective review is the ticks alone (what was written is not kept).
  const mark =
    key.kind === "subjective" ? markAnswer(marking, null, input.selfMarks ?? []) : markLeaf(marking, answer, null);
  const right = reviewedRight(marking.kind, mark, key.points);
  const examDate = await wrongBookExamDate(userId, now);

  const scheduled = await db.transaction().execute(async (trx) => {
    const expected = input.reps ?? card.reps;
    return writeReview(trx, userId, input.questionId, examDate, now, (current) => {
      // The version shown (or read above) must still be the card's: otherwise this post was answered already.
      if (!current || current.reps !== expected) throw new DomainError(409, m.reviewStale);
      return { right, create: null, current };
    });
  });
  return {
    questionId: input.questionId,
    right,
    outcome: mark.outcome,
    outcomeLabel: m.outcomeLabels[mark.outcome],
    pointsAwarded: mark.points,
    maxPoints: key.points,
    ...(mark.blanks ? { blanks: mark.blanks } : {}),
    key: revealedKeyOf(key, key.points),
    card: cardState(scheduled),
  };
}
