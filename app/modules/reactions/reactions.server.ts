// Likes and collects of every kind of content: courses, course videos (lectures), paper videos, news, experience,
// past papers and questions (收藏题目). Setting one is idempotent — a repeated i-like or cancel-like changes nothing —
// and the counters stay exact under concurrent requests: the reaction row is inserted (ON CONFLICT DO NOTHING) or
// deleted with RETURNING, and only the request that actually inserted or deleted it moves the counter, by an atomic
// `count = count ± 1`, in the same transaction. What a user has collected, of every kind, is app/modules/favourites.
import { sql, type Transaction } from "kysely";
import { db } from "~/db/client.server";
import type { Database, ReactionKind, ReactionTargetType } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { reactionTargetNotFound as notFound } from "./reaction-messages";

type CounterTable = "courses" | "paper_videos" | "news" | "experiences" | "exam_papers";

const counters: Record<ReactionTargetType, CounterTable | null> = {
  course: "courses",
  course_video: null,
  paper_video: "paper_videos",
  news: "news",
  experience: "experiences",
  exam_paper: "exam_papers",
  // A question's collects are counted when asked (no counter column on questions).
  question: null,
  // A training lecture's collects are its batch's business (the training module checks membership first).
  training_lecture: null,
};

/** Targets that are one published row of their own table. */
const plainTargets = {
  news: { table: "news" },
  experience: { table: "experiences" },
  exam_paper: { table: "exam_papers" },
} as const;

const counterColumn = { like: "like_count", collect: "collect_count" } as const;

async function assertTargetExists(trx: Transaction<Database>, target: ReactionTargetType, id: number): Promise<void> {
  let found: unknown;
  if (target === "news" || target === "experience" || target === "exam_paper") {
    const { table } = plainTargets[target];
    found = await trx.selectFrom(table).select("id").where("id", "=", id).where("published", "=", 1).executeTakeFirst();
    if (!found) throw new DomainError(404, notFound[target]);
    return;
  }
  if (target === "question") {
    // A question (or a group's child) of a published bank.
    found = await trx
      .selectFrom("questions as q")
      .innerJoin("question_banks as b", "b.id", "q.bank_id")
      .select("q.id")
      .where("q.id", "=", id)
      .where("b.published", "=", 1)
      .executeTakeFirst();
    if (!found) throw new DomainError(404, notFound.question);
    return;
  }
  if (target === "course") {
    found = await trx
      .selectFrom("courses")
      .select("id")
      .where("id", "=", id)
      .where("published", "=", 1)
      .executeTakeFirst();
    if (!found) throw new DomainError(404, notFound.course);
    return;
  }
  if (target === "training_lecture") {
    found = await trx.selectFrom("training_lectures").select("id").where("id", "=", id).executeTakeFirst();
  } else if (target === "course_video") {
    found = await trx
      .selectFrom("course_videos as v")
      .innerJoin("courses as c", "c.id", "v.course_id")
      .select("v.id")
      .where("v.id", "=", id)
      .where("c.published", "=", 1)
      .executeTakeFirst();
  } else {
    found = await trx
      .selectFrom("paper_videos")
      .select("id")
      .where("id", "=", id)
      .where("published", "=", 1)
      .executeTakeFirst();
  }
  if (!found) throw new DomainError(404, notFound[target]);
}

export interface ReactionState {
  id: number;
  active: boolean;
  /** The target's counter after the change; null for targets without one (course videos). */
  count: number | null;
}

/** Sets (on = true) or clears one reaction of a user; 404 for a target that does not exist or is not published. */
export async function setReaction(
  userId: number,
  target: ReactionTargetType,
  targetId: number,
  kind: ReactionKind,
  on: boolean,
  now: number = Date.now(),
): Promise<ReactionState> {
  return db.transaction().execute(async (trx) => {
    await assertTargetExists(trx, target, targetId);
    const changed = on
      ? await trx
          .insertInto("content_reactions")
          .values({ user_id: userId, target_type: target, target_id: targetId, kind, created_at: now })
          .onConflict((oc) => oc.columns(["user_id", "target_type", "target_id", "kind"]).doNothing())
          .returning("user_id")
          .execute()
      : await trx
          .deleteFrom("content_reactions")
          .where("user_id", "=", userId)
          .where("target_type", "=", target)
          .where("target_id", "=", targetId)
          .where("kind", "=", kind)
          .returning("user_id")
          .execute();
    const table = counters[target];
    if (!table) return { id: targetId, active: on, count: null };
    const column = counterColumn[kind];
    if (changed.length > 0) {
      await trx
        .updateTable(table)
        .set({ [column]: sql`${sql.ref(column)} + ${on ? 1 : -1}` })
        .where("id", "=", targetId)
        .execute();
    }
    const row = await trx.selectFrom(table).select(column).where("id", "=", targetId).executeTakeFirstOrThrow();
    return { id: targetId, active: on, count: Number((row as Record<string, number>)[column]) };
  });
}

/** Which of these targets the user has liked / collected (for detail pages and lists). */
export async function reactionsOf(
  userId: number | null,
  target: ReactionTargetType,
  targetIds: readonly number[],
): Promise<{ liked: Set<number>; collected: Set<number> }> {
  const liked = new Set<number>();
  const collected = new Set<number>();
  if (userId === null || targetIds.length === 0) return { liked, collected };
  const rows = await db
    .selectFrom("content_reactions")
    .select(["target_id", "kind"])
    .where("user_id", "=", userId)
    .where("target_type", "=", target)
    .where("target_id", "in", [...targetIds])
    .execute();
  for (const row of rows) (row.kind === "like" ? liked : collected).add(row.target_id);
  return { liked, collected };
}
