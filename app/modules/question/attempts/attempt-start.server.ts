// Starting an attempt. One open attempt per student and set: a second start resumes it; attempt numbers are unique per
// student and set, and the insert happens only while none is open, so two starts at once insert one attempt and the
// other resumes it.
import { sql } from "kysely";
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import type { AccessContext } from "~/modules/access/content-access.server";
import { requireSetOpen } from "../bank/bank-access.server";
import { attemptMessages as m } from "./attempt-messages";
import { attemptDeadline, isOverdue, secondsLeft } from "./attempt-rules";
import type { StartAttemptInput } from "./attempt-schemas";
import type { StartedAttempt } from "./attempt-views";
import { iso, isoOrNull, type AttemptRow } from "./attempt-structure.server";
import { finishAttempt } from "./attempt-finish.server";

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

/** A parameter with its column's type: PostgreSQL reads an untyped one in a SELECT list as text. */
const typed = <T extends string | number | null>(value: T, type: "integer" | "bigint" | "text") =>
  sql<T>`cast(${value} as ${sql.raw(type)})`;

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
  // One statement decides and inserts: the next number, and only while no attempt on the set is open. A start that
  // arrives after another's insert committed finds it open and inserts nothing; one that raced it computes the same
  // number and meets the unique key (PostgreSQL waits for the other to commit, then does nothing). A separate read of
  // the last number let a start that came just after the other's commit open a second attempt.
  const inserted = await db
    .insertInto("question_attempts")
    .columns([
      "user_id",
      "set_id",
      "attempt_no",
      "mode",
      "timed",
      "started_at",
      "deadline_at",
      "submitted_at",
      "finish_reason",
      "state",
      "score",
      "max_score",
      "updated_at",
    ])
    .expression((eb) =>
      eb
        .selectFrom("question_attempts")
        .select([
          typed(userId, "integer").as("user_id"),
          typed(set.id, "integer").as("set_id"),
          sql<number>`coalesce(max(attempt_no), 0) + 1`.as("attempt_no"),
          typed(input.mode, "text").as("mode"),
          typed(input.timed ? 1 : 0, "integer").as("timed"),
          typed(now, "bigint").as("started_at"),
          typed(attemptDeadline(now, input.timed, set.duration_minutes), "bigint").as("deadline_at"),
          typed(null, "bigint").as("submitted_at"),
          typed(null, "text").as("finish_reason"),
          typed("in_progress", "text").as("state"),
          typed(null, "integer").as("score"),
          typed(set.total_points, "integer").as("max_score"),
          typed(now, "bigint").as("updated_at"),
        ])
        .where("user_id", "=", userId)
        .where("set_id", "=", set.id)
        .having(sql<number>`coalesce(sum(case when state = 'in_progress' then 1 else 0 end), 0)`, "=", 0),
    )
    .onConflict((oc) => oc.columns(["user_id", "set_id", "attempt_no"]).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return startedOf(inserted, false, now);
  // The same start sent twice at once: the other request made the attempt.
  const other = await openAttemptOn(userId, set.id);
  if (other) return startedOf(other, true, now);
  throw new DomainError(409, m.startRaced);
}
