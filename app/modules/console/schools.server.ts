// The operator's school administration (issue 25): the schools with their counts, a new school (with its campus
// ranges, optionally), a new name, and the organisation code (机构注册码) that 机构登录 checks — rotated by the operator
// for any school or by a school's administrators for their own. A rotated code is shown once and kept only as its
// argon2id hash (as auth/account.server.ts's loginAsOrganisation verifies it); the old one fails at the next login,
// and the organisation account's other sessions end, since they may have been opened with the old code.
import crypto from "node:crypto";
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { hashSecret } from "~/modules/auth/secret-hash.server";
import { bumpCampusVersion } from "~/modules/school/campus-version.server";
import { campusMessages as m, SCHOOL_NAME_MAX_LENGTH } from "./campus-messages";
import { checkRangeText, lockAndCheckOverlaps } from "./campus-ranges.server";
import type { ConsoleAccess } from "./console-access";
import { consoleMessages } from "./console-messages";
import { recordConsoleChange, type ConsoleActor } from "./console-audit.server";
import { requireOperator, savedRanges, schoolInScope } from "./school-scope.server";

export interface ConsoleSchool {
  id: number;
  name: string;
  ranges: string[];
  /** The school's students and staff (its organisation account and erased accounts not counted). */
  userCount: number;
  licenceCount: number;
  /** Licences in force at `now`. */
  activeLicenceCount: number;
  /** Whether 机构登录 works (an organisation code is set). */
  orgLogin: boolean;
  createdAt: number;
  updatedAt: number;
}

async function schoolsWithCounts(schoolIds: number[] | null, now: number): Promise<ConsoleSchool[]> {
  let schoolsQuery = db
    .selectFrom("schools")
    .select(["id", "name", "ip_ranges", "org_code_hash", "created_at", "updated_at"])
    .orderBy("id");
  let usersQuery = db
    .selectFrom("users")
    .select((eb) => ["school_id", eb.fn.countAll<number>().as("count")])
    .where("is_org", "=", 0)
    .where("deleted_at", "is", null)
    .groupBy("school_id");
  let licencesQuery = db
    .selectFrom("school_content_licenses")
    .select((eb) => [
      "school_id",
      eb.fn.countAll<number>().as("count"),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb("starts_at", "<=", now), eb.or([eb("ends_at", "is", null), eb("ends_at", ">", now)])]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("active"),
    ])
    .groupBy("school_id");
  if (schoolIds !== null) {
    schoolsQuery = schoolsQuery.where("id", "in", schoolIds);
    usersQuery = usersQuery.where("school_id", "in", schoolIds);
    licencesQuery = licencesQuery.where("school_id", "in", schoolIds);
  }
  const [schools, users, licences] = await Promise.all([
    schoolsQuery.execute(),
    usersQuery.execute(),
    licencesQuery.execute(),
  ]);
  const usersBySchool = new Map(users.map((row) => [row.school_id, Number(row.count)]));
  const licencesBySchool = new Map(licences.map((row) => [row.school_id, row]));
  return schools.map((school) => ({
    id: school.id,
    name: school.name,
    ranges: savedRanges(school.ip_ranges),
    userCount: usersBySchool.get(school.id) ?? 0,
    licenceCount: Number(licencesBySchool.get(school.id)?.count ?? 0),
    activeLicenceCount: Number(licencesBySchool.get(school.id)?.active ?? 0),
    orgLogin: school.org_code_hash !== null,
    createdAt: Number(school.created_at),
    updatedAt: Number(school.updated_at),
  }));
}

/** Every school with its counts, for the operator (anyone else: 403). */
export async function listConsoleSchools(access: ConsoleAccess, now: number = Date.now()): Promise<ConsoleSchool[]> {
  requireOperator(access);
  return schoolsWithCounts(null, now);
}

/** One school with its counts: the operator any, a school's administrators their own (another: 404). */
export async function getConsoleSchool(
  access: ConsoleAccess,
  schoolId: number,
  now: number = Date.now(),
): Promise<ConsoleSchool> {
  const school = await schoolInScope(db, access, schoolId);
  const [found] = await schoolsWithCounts([school.id], now);
  if (!found) throw new DomainError(404, consoleMessages.schoolNotFound);
  return found;
}

/** A school's name as typed, trimmed; refused (400, field `name`) when empty or too long. */
function checkName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new DomainError(400, m.nameRequired, { name: m.nameRequired });
  if ([...trimmed].length > SCHOOL_NAME_MAX_LENGTH) throw new DomainError(400, m.nameTooLong, { name: m.nameTooLong });
  return trimmed;
}

const nameTaken = () => new DomainError(409, m.nameTaken, { name: m.nameTaken });

function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${(error as { code?: string }).code ?? ""} ${error.message}` : "";
  return /UNIQUE constraint failed|23505|duplicate key/i.test(text);
}

async function assertNameFree(executor: typeof db, name: string, exceptId: number | null): Promise<void> {
  let query = executor.selectFrom("schools").select("id").where("name", "=", name);
  if (exceptId !== null) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) throw nameTaken();
}

export interface NewSchoolInput {
  name: string;
  /** Campus ranges as typed (one per line); empty or absent: none yet. */
  ranges?: string;
}

/**
 * Creates a school (operator only): a unique name, and its campus ranges if given (checked as the ranges form checks
 * them, overlaps with other schools included). It has no organisation code until one is generated (rotateOrgCode).
 */
export async function createSchool(
  access: ConsoleAccess,
  actor: ConsoleActor,
  input: NewSchoolInput,
  now: number = Date.now(),
): Promise<{ id: number; name: string; ranges: string[]; adjusted: Array<{ typed: string; saved: string }> }> {
  requireOperator(access);
  const name = checkName(input.name);
  const parsed = checkRangeText(input.ranges ?? "");
  const ranges = parsed.ranges.map((range) => range.cidr);
  await assertNameFree(db, name, null);
  try {
    const id = await db.transaction().execute(async (trx) => {
      await lockAndCheckOverlaps(trx, null, parsed.ranges);
      const created = await trx
        .insertInto("schools")
        .values({ name, ip_ranges: JSON.stringify(ranges), org_code_hash: null, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordConsoleChange(
        trx,
        actor,
        {
          schoolId: created.id,
          action: "school.create",
          targetType: "school",
          targetId: created.id,
          before: null,
          after: { name, ranges },
        },
        now,
      );
      return created.id;
    });
    return { id, name, ranges, adjusted: parsed.adjusted };
  } catch (error) {
    // Two operators creating the same name at once: the database's unique name decides.
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * Renames a school (operator only). Its organisation account, named after the school when 机构登录 made it, follows
 * unless it was renamed since. The same name again writes nothing.
 */
export async function renameSchool(
  access: ConsoleAccess,
  actor: ConsoleActor,
  schoolId: number,
  newName: string,
  now: number = Date.now(),
): Promise<{ changed: boolean; name: string }> {
  requireOperator(access);
  const school = await schoolInScope(db, access, schoolId);
  const name = checkName(newName);
  if (name === school.name) return { changed: false, name };
  await assertNameFree(db, name, school.id);
  try {
    await db.transaction().execute(async (trx) => {
      // The gate's compiled schools carry the name (the campus school shown to visitors).
      await bumpCampusVersion(trx);
      const current = await schoolInScope(trx, access, school.id);
      await trx.updateTable("schools").set({ name, updated_at: now }).where("id", "=", school.id).execute();
      await trx
        .updateTable("users")
        .set({ nickname: name, updated_at: now })
        .where("school_id", "=", school.id)
        .where("is_org", "=", 1)
        .where("nickname", "=", current.name)
        .execute();
      await recordConsoleChange(
        trx,
        actor,
        {
          schoolId: school.id,
          action: "school.rename",
          targetType: "school",
          targetId: school.id,
          before: { name: current.name },
          after: { name },
        },
        now,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return { changed: true, name };
}

/** Letters and digits without look-alikes (no 0/O, 1/I/L), as the console's recovery codes. */
const ORG_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const ORG_CODE_GROUPS = 4;
const ORG_CODE_GROUP_LENGTH = 4;

/** A new organisation code: 16 characters of 31 (≈ 79 bits), shown as XXXX-XXXX-XXXX-XXXX. */
function newOrgCode(): string {
  return Array.from({ length: ORG_CODE_GROUPS }, () =>
    Array.from(
      { length: ORG_CODE_GROUP_LENGTH },
      () => ORG_CODE_ALPHABET[crypto.randomInt(ORG_CODE_ALPHABET.length)],
    ).join(""),
  ).join("-");
}

export interface RotatedOrgCode {
  /** The new code in plain text: shown this once, never stored or logged. */
  code: string;
  /** Sessions of the organisation account that were ended (all but `keepSessionId`). */
  sessionsEnded: number;
}

/**
 * Generates a new organisation code for a school (the operator any, a school's administrators their own; another
 * school: 404) and stores only its hash; the old code fails from the next login. The organisation account's sessions
 * end (but `keepSessionId`, the caller's own when it is that account), as they may have been opened with the old code.
 */
export async function rotateOrgCode(
  access: ConsoleAccess,
  actor: ConsoleActor,
  schoolId: number,
  now: number = Date.now(),
  options: { keepSessionId?: number } = {},
): Promise<RotatedOrgCode> {
  const school = await schoolInScope(db, access, schoolId);
  const code = newOrgCode();
  // Hashed (≈ 20 ms) before the transaction, so no lock is held while it runs.
  const codeHash = await hashSecret(code);
  const sessionsEnded = await db.transaction().execute(async (trx) => {
    const current = await schoolInScope(trx, access, school.id);
    await trx
      .updateTable("schools")
      .set({ org_code_hash: codeHash, updated_at: now })
      .where("id", "=", school.id)
      .execute();
    let ending = trx
      .deleteFrom("sessions")
      .where("user_id", "in", (eb) =>
        eb.selectFrom("users").select("id").where("school_id", "=", school.id).where("is_org", "=", 1),
      );
    if (options.keepSessionId !== undefined) ending = ending.where("id", "!=", options.keepSessionId);
    const ended = Number((await ending.executeTakeFirst()).numDeletedRows);
    await recordConsoleChange(
      trx,
      actor,
      {
        schoolId: school.id,
        action: "school.org-code.rotate",
        targetType: "school",
        targetId: school.id,
        // Never the code or its hash: only that there was one.
        before: { orgLogin: current.hasOrgCode },
        after: { orgLogin: true, sessionsEnded: ended },
      },
      now,
    );
    return ended;
  });
  return { code, sessionsEnded };
}
