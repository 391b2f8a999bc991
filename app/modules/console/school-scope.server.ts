// Which school a console user may act on (issue 25; docs/decisions/0044): an operator any school, a school's
// administrators their own. The school is read with that rule in the WHERE clause, so another school's id is "not
// found" (404) — never a 403 that would confirm it exists. A user who is neither gets 403 (requireConsoleAccess).
import type { Kysely, Transaction } from "kysely";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { campusMessages as m } from "./campus-messages";
import { consoleMessages } from "./console-messages";
import type { ConsoleAccess } from "./console-access";
import { requireConsoleAccess } from "./console-roles.server";

export interface ScopedSchool {
  id: number;
  name: string;
  /** JSON array of CIDR texts (schools.ip_ranges). */
  ipRanges: string;
  hasOrgCode: boolean;
  createdAt: number;
  updatedAt: number;
}

/** For the operator's sections (school administration, licences): anyone else gets 403. */
export function requireOperator(access: ConsoleAccess): void {
  requireConsoleAccess(access);
  if (!access.operator) throw new DomainError(403, m.operatorOnly);
}

/** The school `access` may act on with this id; 404 for another school's id or none, 403 for a non-console user. */
export async function schoolInScope(
  executor: Kysely<Database> | Transaction<Database>,
  access: ConsoleAccess,
  schoolId: number,
): Promise<ScopedSchool> {
  requireConsoleAccess(access);
  const ownSchool = access.adminSchoolId;
  let query = executor
    .selectFrom("schools")
    .select(["id", "name", "ip_ranges", "org_code_hash", "created_at", "updated_at"])
    .where("id", "=", schoolId);
  if (!access.operator) query = query.where("id", "=", ownSchool ?? 0);
  const row = await query.executeTakeFirst();
  if (!row) throw new DomainError(404, consoleMessages.schoolNotFound);
  return {
    id: row.id,
    name: row.name,
    ipRanges: row.ip_ranges,
    hasOrgCode: row.org_code_hash !== null,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** A saved schools.ip_ranges as a list; anything but a JSON list of strings is an empty one. */
export function savedRanges(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** For services that only need to know the school is in scope (the school section's users, inbox, demand). */
export async function assertSchoolInScope(access: ConsoleAccess, schoolId: number): Promise<void> {
  await schoolInScope(db, access, schoolId);
}

/**
 * The API's check of a console path's {schoolId} (the dispatcher runs it before reading the input, for every console
 * endpoint that has one): another school's id, or one that is no id at all, is 404.
 */
export async function assertSchoolParamInScope(access: ConsoleAccess, raw: string): Promise<void> {
  if (!/^\d{1,9}$/.test(raw)) throw new DomainError(404, consoleMessages.schoolNotFound);
  await assertSchoolInScope(access, Number(raw));
}
