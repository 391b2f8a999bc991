// The console's audit log (issue 25; docs/decisions/0044-console-roles-and-audit.md): one row per console change,
// written by the change's own transaction, so there is no change without its row and no row without its change.
// The operator reads every row; a school's administrators read their school's.
import type { Kysely, Transaction } from "kysely";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import type { ConsoleAccess } from "./console-access";

/** Who made a change, and from where: a console user from its request, or the command line. */
export interface ConsoleActor {
  userId: number | null;
  /** How the log shows the actor (a phone's last four digits, the organisation's name, 命令行). */
  label: string;
  ip: string;
}

export interface ConsoleChange {
  schoolId: number | null;
  action: string;
  targetType: string;
  targetId: string | number;
  before: unknown;
  after: unknown;
}

const asJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Writes the change's row in the change's own transaction. */
export async function recordConsoleChange(
  trx: Transaction<Database> | Kysely<Database>,
  actor: ConsoleActor,
  change: ConsoleChange,
  now: number,
): Promise<void> {
  await trx
    .insertInto("console_audit_log")
    .values({
      actor_user_id: actor.userId,
      actor_label: actor.label,
      school_id: change.schoolId,
      action: change.action,
      target_type: change.targetType,
      target_id: String(change.targetId),
      ip: actor.ip,
      before_json: asJson(change.before),
      after_json: asJson(change.after),
      created_at: now,
    })
    .execute();
}

export interface AuditEntry {
  id: number;
  actorLabel: string;
  schoolId: number | null;
  action: string;
  targetType: string;
  targetId: string;
  ip: string;
  before: unknown;
  after: unknown;
  createdAt: number;
}

/**
 * The log as `access` may read it, newest first: everything for an operator, a school's rows for its administrators
 * (the school in the WHERE clause), nothing for anyone else.
 */
export async function listAuditLog(
  access: ConsoleAccess,
  page: { limit: number; beforeId?: number },
): Promise<AuditEntry[]> {
  if (!access.operator && access.adminSchoolId === null) return [];
  let query = db.selectFrom("console_audit_log").selectAll().orderBy("id", "desc").limit(page.limit);
  if (!access.operator) query = query.where("school_id", "=", access.adminSchoolId);
  if (page.beforeId !== undefined) query = query.where("id", "<", page.beforeId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    actorLabel: row.actor_label,
    schoolId: row.school_id,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    ip: row.ip,
    before: row.before_json === null ? null : JSON.parse(row.before_json),
    after: row.after_json === null ? null : JSON.parse(row.after_json),
    createdAt: Number(row.created_at),
  }));
}
