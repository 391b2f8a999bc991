// What everyone's answers say, anonymously: the site-wide correct rate of a question (right answers among all marked
// answers, any attempt, any mode) and the percentile of a score among the finished attempts on a set. Both are one
// aggregate over an index: question_attempt_answers (question_id, outcome) and question_attempts (set_id, state, score).
import { db } from "~/db/client.server";
import { percentileRank } from "./attempt-rules";
import type { CorrectRate, Percentile } from "./attempt-views";

/** Correct rates by question id; a question nobody has answered yet has rate null. */
export async function correctRates(questionIds: readonly number[]): Promise<Map<number, CorrectRate>> {
  const rates = new Map<number, CorrectRate>(questionIds.map((id) => [id, { rate: null, answered: 0 }]));
  if (questionIds.length === 0) return rates;
  const rows = await db
    .selectFrom("question_attempt_answers")
    .select((eb) => [
      "question_id",
      eb.fn.countAll<number>().as("answered"),
      eb.fn.sum<number>(eb.case().when("outcome", "=", "right").then(1).else(0).end()).as("right"),
    ])
    .where("question_id", "in", [...new Set(questionIds)])
    .where("outcome", "in", ["right", "partial", "wrong"])
    .groupBy("question_id")
    .execute();
  for (const row of rows) {
    const answered = Number(row.answered);
    const right = Number(row.right);
    rates.set(row.question_id, { rate: answered > 0 ? Math.round((right / answered) * 1000) / 10 : null, answered });
  }
  return rates;
}

/** The percentile of `score` among the finished attempts on a set (the attempt itself among them). */
export async function setPercentile(setId: number, score: number): Promise<Percentile | null> {
  const row = await db
    .selectFrom("question_attempts")
    .select((eb) => [
      eb.fn.countAll<number>().as("cohort"),
      eb.fn.sum<number>(eb.case().when("score", "<", score).then(1).else(0).end()).as("below"),
      eb.fn.sum<number>(eb.case().when("score", "=", score).then(1).else(0).end()).as("equal"),
    ])
    .where("set_id", "=", setId)
    .where("state", "=", "finished")
    .executeTakeFirst();
  return percentileRank(Number(row?.below ?? 0), Number(row?.equal ?? 0), Number(row?.cohort ?? 0));
}
