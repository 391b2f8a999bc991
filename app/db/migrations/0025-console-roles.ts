// The console's roles and audit log (issue 25; docs/decisions/0044-console-roles-and-audit.md). Roles are rows, not
// flags on users: a site operator (no school), a school's administrator, a school's teacher. A school's organisation
// account is its administrator by being one (users.is_org), with no row. Every console change writes one audit row in
// the transaction that makes it: who (null for the command line), the school it concerns (null: site-wide), from which
// address, what, and the before/after as JSON.
//
// The second factor (TOTP) of console users: one row per user, its secret sealed with a key derived from the app
// secret, confirmed once a code from it was entered, and the last time step accepted (a code is good once). Recovery
// codes are kept as HMACs, used once.
//
// A console session is a site session (sessions) that passed the second factor: verified_at, and seen_at for the
// 8-hour idle end. Deleting the site session deletes it.
//
// Indexes: (user_id, role) is the key of a role (granted twice → one row); (school_id, role, created_at) lists a
// school's staff and teachers. The log is read newest first, site-wide by the operator (created_at, id) and per school
// by its administrators (school_id, created_at, id).
import type { Kysely } from "kysely";
import { withIdColumn } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("console_roles"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    // operator | school_admin | teacher
    .addColumn("role", "text", (col) => col.notNull())
    // The school the role is for; null for an operator.
    .addColumn("school_id", "integer", (col) => col.references("schools.id").onDelete("cascade"))
    .addColumn("granted_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addUniqueConstraint("console_roles_user_role_key", ["user_id", "role"])
    .execute();
  await db.schema
    .createIndex("console_roles_school_idx")
    .on("console_roles")
    .columns(["school_id", "role", "created_at"])
    .execute();

  await withIdColumn(db, db.schema.createTable("console_audit_log"))
    .addColumn("actor_user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    // What the actor was shown as when it acted (a phone's last four, 命令行): kept when the user is gone.
    .addColumn("actor_label", "text", (col) => col.notNull())
    .addColumn("school_id", "integer", (col) => col.references("schools.id").onDelete("set null"))
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("target_type", "text", (col) => col.notNull())
    .addColumn("target_id", "text", (col) => col.notNull())
    .addColumn("ip", "text", (col) => col.notNull())
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("console_audit_log_time_idx")
    .on("console_audit_log")
    .columns(["created_at", "id"])
    .execute();
  await db.schema
    .createIndex("console_audit_log_school_idx")
    .on("console_audit_log")
    .columns(["school_id", "created_at", "id"])
    .execute();

  await db.schema
    .createTable("console_second_factors")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("secret_sealed", "text", (col) => col.notNull())
    .addColumn("confirmed_at", "bigint")
    .addColumn("last_step", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await withIdColumn(db, db.schema.createTable("console_recovery_codes"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (col) => col.notNull())
    .addColumn("used_at", "bigint")
    .execute();
  await db.schema
    .createIndex("console_recovery_codes_user_idx")
    .on("console_recovery_codes")
    .columns(["user_id", "code_hash"])
    .execute();

  await db.schema
    .createTable("console_sessions")
    .addColumn("session_id", "integer", (col) => col.primaryKey().references("sessions.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("verified_at", "bigint", (col) => col.notNull())
    .addColumn("seen_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("console_sessions_user_idx")
    .on("console_sessions")
    .columns(["user_id", "seen_at"])
    .execute();
}
