// The decision log (docs/decisions/0029-moderation.md): every decision an organisation account makes — who, when, on
// what, which action, why — one row written in the same transaction as the state change it records, so the log and
// the content never disagree. Read by the moderation page's 审核记录 and by an item's history.
import type { Kysely, Transaction } from "kysely";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import type { ModerationAction } from "./moderation-states";
import { recordConsoleChange, type ConsoleActor } from "~/modules/console/console-audit.server";

type Executor = Kysely<Database> | Transaction<Database>;

export interface DecisionInput {
  schoolId: number;
  moderatorUserId: number | null;
  subjectKind: string;
  subjectId: number;
  action: ModerationAction;
  reason: string;
  /** A decision made in the console also gets its row in the console's audit log, in the same transaction. */
  actor?: ConsoleActor;
}

export interface DecisionEntry {
  id: number;
  moderatorName: string | null;
  subjectKind: string;
  subjectId: number;
  action: ModerationAction;
  reason: string;
  createdAt: number;
}

/** Writes one decision; pass the transaction that changes the content's state. */
export async function recordDecision(
  executor: Executor,
  input: DecisionInput,
  now: number = Date.now(),
): Promise<void> {
  await executor
    .insertInto("moderation_decisions")
    .values({
      school_id: input.schoolId,
      moderator_user_id: input.moderatorUserId,
      subject_kind: input.subjectKind,
      subject_id: input.subjectId,
      action: input.action,
      reason: input.reason,
      created_at: now,
    })
    .execute();
  if (input.actor)
    await recordConsoleChange(
      executor,
      input.actor,
      {
        schoolId: input.schoolId,
        action: `moderation.${input.action}`,
        targetType: input.subjectKind,
        targetId: input.subjectId,
        before: null,
        after: { action: input.action, reason: input.reason },
      },
      now,
    );
}

/** A school's decisions, newest first, paged. */
export async function listDecisions(schoolId: number, paging: Paging): Promise<Page<DecisionEntry>> {
  const filtered = db.selectFrom("moderation_decisions").where("moderation_decisions.school_id", "=", schoolId);
  const ordered = filtered
    .leftJoin("users", "users.id", "moderation_decisions.moderator_user_id")
    .select([
      "moderation_decisions.id",
      "users.nickname as moderatorName",
      "moderation_decisions.subject_kind",
      "moderation_decisions.subject_id",
      "moderation_decisions.action",
      "moderation_decisions.reason",
      "moderation_decisions.created_at",
    ])
    .orderBy("moderation_decisions.created_at", "desc")
    .orderBy("moderation_decisions.id", "desc");
  return fetchPage(paging, filtered, ordered, (rows) =>
    rows.map((row) => ({
      id: row.id,
      moderatorName: row.moderatorName ?? null,
      subjectKind: row.subject_kind,
      subjectId: Number(row.subject_id),
      action: row.action as ModerationAction,
      reason: row.reason,
      createdAt: Number(row.created_at),
    })),
  );
}

/** One item's decisions, oldest first (the author's page shows the latest reason; the queue shows the history). */
export async function decisionsOn(subjectKind: string, subjectId: number): Promise<DecisionEntry[]> {
  const rows = await db
    .selectFrom("moderation_decisions")
    .leftJoin("users", "users.id", "moderation_decisions.moderator_user_id")
    .select([
      "moderation_decisions.id",
      "users.nickname as moderatorName",
      "moderation_decisions.action",
      "moderation_decisions.reason",
      "moderation_decisions.created_at",
    ])
    .where("moderation_decisions.subject_kind", "=", subjectKind)
    .where("moderation_decisions.subject_id", "=", subjectId)
    .orderBy("moderation_decisions.created_at")
    .orderBy("moderation_decisions.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    moderatorName: row.moderatorName ?? null,
    subjectKind,
    subjectId,
    action: row.action as ModerationAction,
    reason: row.reason,
    createdAt: Number(row.created_at),
  }));
}
