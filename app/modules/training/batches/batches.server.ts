// Batches and their members (issue 27; docs/decisions/0055-training-platform.md): my batches, creating one, joining by
// an invite code or by a request a teacher approves, and what a batch's teachers change — the invite code, the
// settings, the members. Every teacher's change is checked against the batch's access (requireBatchTeaching, with the
// batch id in every WHERE clause) and writes one row of the console's audit log in its own transaction.
import crypto from "node:crypto";
import type { Transaction } from "kysely";
import { db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import type { AuthUser } from "~/modules/auth/session.server";
import { type ConsoleActor, recordConsoleChange } from "~/modules/console/console-audit.server";
import { consoleAccessOf } from "~/modules/console/console-roles.server";
import { studyDayOfDate, studyDayStart } from "~/modules/study-day/study-day";
import type { BatchAccess } from "../training-access.server";
import { trainingMessages } from "../training-messages";
import { batchMessages as m, phoneProblemText } from "./batch-messages";
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from "./batch-schemas";
import { parsePhoneList } from "./phone-list";

type TrainingUser = Pick<AuthUser, "id" | "isOrg" | "schoolId">;

export interface BatchSummary {
  id: number;
  name: string;
  term: string;
  schoolName: string;
}

export interface MyBatches {
  /** Batches I study in (active). */
  studying: BatchSummary[];
  /** Batches I teach, or run as my school's administrator. */
  teaching: BatchSummary[];
  /** Batches I asked to join, waiting for a teacher. */
  requested: BatchSummary[];
  /** Batches of my school I may ask to join. */
  joinable: BatchSummary[];
  /** Whether I may create a batch (a teacher or administrator of my school). */
  canCreate: boolean;
}

const summaryColumns = ["b.id", "b.name", "b.term", "s.name as school_name"] as const;
const toSummary = (row: { id: number; name: string; term: string; school_name: string }): BatchSummary => ({
  id: Number(row.id),
  name: row.name,
  term: row.term,
  schoolName: row.school_name,
});

/** The school a user may create batches in: where they teach, else where they administer; null for anyone else. */
async function creatableSchoolOf(user: TrainingUser): Promise<number | null> {
  const access = await consoleAccessOf(user);
  return access.teacherSchoolId ?? access.adminSchoolId;
}

/** My batches as the home page and the API's batch list show them. */
export async function listMyBatches(user: TrainingUser): Promise<MyBatches> {
  const access = await consoleAccessOf(user);
  const memberships = await db
    .selectFrom("training_members as t")
    .innerJoin("training_batches as b", "b.id", "t.batch_id")
    .innerJoin("schools as s", "s.id", "b.school_id")
    .select([...summaryColumns, "t.role", "t.state", "b.school_id"])
    .where("t.user_id", "=", user.id)
    .orderBy("b.id", "desc")
    .execute();
  const studying = memberships.filter((row) => row.role === "student" && row.state === "active").map(toSummary);
  const requested = memberships.filter((row) => row.role === "student" && row.state === "requested").map(toSummary);
  const teaching = memberships
    .filter((row) => row.role === "teacher" && Number(row.school_id) === access.teacherSchoolId)
    .map(toSummary);
  const mine = new Set(memberships.map((row) => Number(row.id)));
  if (access.adminSchoolId !== null) {
    const school = await db
      .selectFrom("training_batches as b")
      .innerJoin("schools as s", "s.id", "b.school_id")
      .select(summaryColumns)
      .where("b.school_id", "=", access.adminSchoolId)
      .orderBy("b.id", "desc")
      .execute();
    const shown = new Set(teaching.map((batch) => batch.id));
    for (const row of school) if (!shown.has(Number(row.id))) teaching.push(toSummary(row));
  }
  const teachingIds = new Set(teaching.map((batch) => batch.id));
  let joinable: BatchSummary[] = [];
  if (user.schoolId !== null && !user.isOrg) {
    const rows = await db
      .selectFrom("training_batches as b")
      .innerJoin("schools as s", "s.id", "b.school_id")
      .select(summaryColumns)
      .where("b.school_id", "=", user.schoolId)
      .orderBy("b.id", "desc")
      .limit(100)
      .execute();
    joinable = rows.map(toSummary).filter((batch) => !mine.has(batch.id) && !teachingIds.has(batch.id));
  }
  return {
    studying,
    teaching,
    requested,
    joinable,
    canCreate: (access.teacherSchoolId ?? access.adminSchoolId) !== null,
  };
}

/** A teacher (or administrator) of their school creates a batch and becomes its first teacher. */
export async function createBatch(
  user: TrainingUser,
  input: { name: string; term: string },
  actor: ConsoleActor,
  now: number = Date.now(),
): Promise<{ id: number }> {
  const schoolId = await creatableSchoolOf(user);
  if (schoolId === null) throw new DomainError(403, trainingMessages.notTeacher);
  return db.transaction().execute(async (trx) => {
    const batch = await trx
      .insertInto("training_batches")
      .values({
        school_id: schoolId,
        name: input.name,
        term: input.term,
        created_by_user_id: user.id,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(batch.id);
    await trx
      .insertInto("training_members")
      .values({
        batch_id: id,
        user_id: user.id,
        role: "teacher",
        state: "active",
        source: "creator",
        created_at: now,
        approved_at: now,
      })
      .execute();
    await audit(trx, actor, schoolId, "training.batch.create", id, null, input, now);
    return { id };
  });
}

async function audit(
  trx: Transaction<Database>,
  actor: ConsoleActor,
  schoolId: number,
  action: string,
  batchId: number,
  before: unknown,
  after: unknown,
  now: number,
): Promise<void> {
  await recordConsoleChange(
    trx,
    actor,
    { schoolId, action, targetType: "training_batch", targetId: batchId, before, after },
    now,
  );
}

/** May this user be a student of a batch of `schoolId`? (a person of that school; not an organisation account) */
function assertMayStudy(user: TrainingUser, schoolId: number, otherSchoolMessage: string): void {
  if (user.isOrg) throw new DomainError(403, m.orgAccount);
  if (user.schoolId === null) throw new DomainError(403, m.noSchool);
  if (user.schoolId !== schoolId) throw new DomainError(403, otherSchoolMessage);
}

/** A student joins with the code a teacher shared: the batch, or a clear refusal (unknown, revoked, expired, school). */
export async function joinByCode(user: TrainingUser, code: string, now: number = Date.now()): Promise<BatchSummary> {
  const batch = await db
    .selectFrom("training_batches as b")
    .innerJoin("schools as s", "s.id", "b.school_id")
    .select([...summaryColumns, "b.school_id", "b.invite_expires_at"])
    .where("b.invite_code", "=", code)
    .executeTakeFirst();
  if (!batch) {
    const retired = await db
      .selectFrom("training_retired_codes")
      .select("code")
      .where("code", "=", code)
      .executeTakeFirst();
    throw new DomainError(retired ? 403 : 404, retired ? m.codeRevoked : m.codeUnknown, {
      code: retired ? m.codeRevoked : m.codeUnknown,
    });
  }
  if (batch.invite_expires_at !== null && Number(batch.invite_expires_at) <= now)
    throw new DomainError(403, m.codeExpired, { code: m.codeExpired });
  assertMayStudy(user, Number(batch.school_id), m.codeOtherSchool);
  const batchId = Number(batch.id);
  const existing = await db
    .selectFrom("training_members")
    .select(["role", "state"])
    .where("batch_id", "=", batchId)
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (existing?.role === "teacher" || existing?.state === "active")
    throw new DomainError(409, m.alreadyMember, { code: m.alreadyMember });
  if (existing) {
    await db
      .updateTable("training_members")
      .set({ state: "active", source: "invite", approved_at: now })
      .where("batch_id", "=", batchId)
      .where("user_id", "=", user.id)
      .execute();
  } else {
    await db
      .insertInto("training_members")
      .values({
        batch_id: batchId,
        user_id: user.id,
        role: "student",
        state: "active",
        source: "invite",
        created_at: now,
        approved_at: now,
      })
      .onConflict((oc) => oc.columns(["batch_id", "user_id"]).doNothing())
      .execute();
  }
  return toSummary(batch);
}

/** A student of the batch's school asks to join; a teacher approves or declines. Another school's batch is 404. */
export async function requestToJoin(
  user: TrainingUser,
  batchId: number,
  now: number = Date.now(),
): Promise<BatchSummary> {
  const batch = await db
    .selectFrom("training_batches as b")
    .innerJoin("schools as s", "s.id", "b.school_id")
    .select([...summaryColumns, "b.school_id"])
    .where("b.id", "=", batchId)
    .$if(user.schoolId !== null, (qb) => qb.where("b.school_id", "=", user.schoolId ?? 0))
    .executeTakeFirst();
  if (!batch || user.schoolId === null) throw new DomainError(404, trainingMessages.batchNotFound);
  assertMayStudy(user, Number(batch.school_id), m.notBatchSchool);
  const existing = await db
    .selectFrom("training_members")
    .select(["role", "state"])
    .where("batch_id", "=", batchId)
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (existing?.state === "requested") throw new DomainError(409, m.alreadyRequested);
  if (existing) throw new DomainError(409, m.alreadyMember);
  await db
    .insertInto("training_members")
    .values({
      batch_id: batchId,
      user_id: user.id,
      role: "student",
      state: "requested",
      source: "request",
      created_at: now,
      approved_at: null,
    })
    .onConflict((oc) => oc.columns(["batch_id", "user_id"]).doNothing())
    .execute();
  return toSummary(batch);
}

// ——— What a batch's teachers change ———

export interface BatchSettingsInput {
  name: string;
  term: string;
  behindDays: number;
  rankingVisible: boolean;
}

export async function saveBatchSettings(
  access: BatchAccess,
  input: BatchSettingsInput,
  actor: ConsoleActor,
  now: number = Date.now(),
): Promise<void> {
  const { batch } = access;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("training_batches")
      .set({
        name: input.name,
        term: input.term,
        behind_days: input.behindDays,
        ranking_visible: input.rankingVisible ? 1 : 0,
        updated_at: now,
      })
      .where("id", "=", batch.id)
      .where("school_id", "=", batch.schoolId)
      .execute();
    await audit(
      trx,
      actor,
      batch.schoolId,
      "training.batch.settings",
      batch.id,
      { name: batch.name, term: batch.term, behindDays: batch.behindDays, rankingVisible: batch.rankingVisible },
      input,
      now,
    );
  });
}

export interface InviteCode {
  code: string | null;
  expiresAt: number | null;
}

export async function readInviteCode(access: BatchAccess): Promise<InviteCode> {
  const row = await db
    .selectFrom("training_batches")
    .select(["invite_code", "invite_expires_at"])
    .where("id", "=", access.batch.id)
    .executeTakeFirstOrThrow();
  return { code: row.invite_code, expiresAt: row.invite_expires_at === null ? null : Number(row.invite_expires_at) };
}

function randomCode(): string {
  let code = "";
  for (let i = 0; i < INVITE_CODE_LENGTH; i++)
    code += INVITE_CODE_ALPHABET[crypto.randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

/** The end (exclusive) of a YYYY-MM-DD study day, Asia/Shanghai: a code "valid to 2027-01-31" works all that day. */
function expiryOfDate(date: string, now: number): number {
  const day = studyDayOfDate(date);
  if (day === null) throw new DomainError(400, m.expiryFormat, { expiresOn: m.expiryFormat });
  const end = studyDayStart(day + 1);
  if (end <= now) throw new DomainError(400, m.expiryPast, { expiresOn: m.expiryPast });
  return end;
}

/** A new random code (the old one retired), with an optional last day; unique among every code ever handed out. */
export async function generateInviteCode(
  access: BatchAccess,
  expiresOn: string,
  actor: ConsoleActor,
  now: number = Date.now(),
): Promise<InviteCode> {
  const expiresAt = expiresOn === "" ? null : expiryOfDate(expiresOn, now);
  const { batch } = access;
  return db.transaction().execute(async (trx) => {
    let code = randomCode();
    for (let tries = 0; tries < 10; tries++) {
      const taken = await trx
        .selectFrom("training_batches")
        .select("id")
        .where("invite_code", "=", code)
        .executeTakeFirst();
      const retired = await trx
        .selectFrom("training_retired_codes")
        .select("code")
        .where("code", "=", code)
        .executeTakeFirst();
      if (!taken && !retired) break;
      code = randomCode();
    }
    await retireCode(trx, batch.id, now);
    await trx
      .updateTable("training_batches")
      .set({ invite_code: code, invite_expires_at: expiresAt, updated_at: now })
      .where("id", "=", batch.id)
      .execute();
    await audit(trx, actor, batch.schoolId, "training.invite.create", batch.id, null, { expiresAt }, now);
    return { code, expiresAt };
  });
}

async function retireCode(trx: Transaction<Database>, batchId: number, now: number): Promise<boolean> {
  const current = await trx
    .selectFrom("training_batches")
    .select("invite_code")
    .where("id", "=", batchId)
    .executeTakeFirst();
  if (!current?.invite_code) return false;
  await trx
    .insertInto("training_retired_codes")
    .values({ code: current.invite_code, batch_id: batchId, retired_at: now })
    .onConflict((oc) => oc.column("code").doNothing())
    .execute();
  return true;
}

export async function revokeInviteCode(
  access: BatchAccess,
  actor: ConsoleActor,
  now: number = Date.now(),
): Promise<void> {
  const { batch } = access;
  await db.transaction().execute(async (trx) => {
    if (!(await retireCode(trx, batch.id, now))) return;
    await trx
      .updateTable("training_batches")
      .set({ invite_code: null, invite_expires_at: null, updated_at: now })
      .where("id", "=", batch.id)
      .execute();
    await audit(trx, actor, batch.schoolId, "training.invite.revoke", batch.id, null, null, now);
  });
}

// ——— Members ———

export interface BatchMember {
  userId: number;
  nickname: string;
  /** 138****0001: enough for a teacher to tell students apart, not the whole number. */
  phone: string;
  role: "teacher" | "student";
  state: "active" | "requested";
  source: string;
  joinedAt: number;
}

export const maskPhone = (phone: string | null) =>
  phone && phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : "—";

export async function listMembers(access: BatchAccess): Promise<BatchMember[]> {
  const rows = await db
    .selectFrom("training_members as t")
    .innerJoin("users as u", "u.id", "t.user_id")
    .select(["t.user_id", "u.nickname", "u.phone_number", "t.role", "t.state", "t.source", "t.created_at"])
    .where("t.batch_id", "=", access.batch.id)
    .orderBy("t.role", "desc")
    .orderBy("t.created_at")
    .orderBy("t.user_id")
    .execute();
  return rows.map((row) => ({
    userId: Number(row.user_id),
    nickname: row.nickname,
    phone: maskPhone(row.phone_number),
    role: row.role,
    state: row.state,
    source: row.source,
    joinedAt: Number(row.created_at),
  }));
}

export interface ImportResult {
  added: number;
  /** Lines naming someone already a student of the batch. */
  already: { line: number; phone: string }[];
}

/**
 * Adds the students a pasted list or CSV names, all or nothing: any wrong row (not a number, a repeat, nobody of
 * this school, another school's user, an organisation account) refuses the whole list with every problem by line.
 */
export async function importPhoneList(
  access: BatchAccess,
  text: string,
  actor: ConsoleActor,
  now: number = Date.now(),
): Promise<ImportResult> {
  const { batch } = access;
  const list = parsePhoneList(text);
  if (list.rows.length === 0 && list.problems.length === 0)
    throw new DomainError(400, m.listRequired, { phones: m.listRequired });
  if (list.rows.length + list.problems.length > 500)
    throw new DomainError(400, m.listTooLong, { phones: m.listTooLong });
  const problems = list.problems.map((problem) => ({ line: problem.line, text: phoneProblemText(problem) }));
  const phones = list.rows.map((row) => row.phone);
  const users =
    phones.length === 0
      ? []
      : await db
          .selectFrom("users as u")
          .leftJoin("training_members as t", (join) =>
            join.onRef("t.user_id", "=", "u.id").on("t.batch_id", "=", batch.id),
          )
          .select(["u.id", "u.phone_number", "u.school_id", "u.is_org", "t.role", "t.state"])
          .where("u.phone_number", "in", phones)
          .where("u.deleted_at", "is", null)
          .execute();
  const byPhone = new Map(users.map((user) => [user.phone_number ?? "", user]));
  const toAdd: { userId: number; requested: boolean }[] = [];
  const already: ImportResult["already"] = [];
  for (const row of list.rows) {
    const user = byPhone.get(row.phone);
    const say = (reason: string) =>
      problems.push({ line: row.line, text: `第 ${row.line} 行：${row.phone} ${reason}` });
    if (!user || Number(user.is_org) === 1) say(m.phoneUnknown);
    else if (Number(user.school_id) !== batch.schoolId) say(m.phoneOtherSchool);
    else if (user.role === "teacher") say(m.phoneIsTeacher);
    else if (user.state === "active") already.push({ line: row.line, phone: row.phone });
    else toAdd.push({ userId: Number(user.id), requested: user.state === "requested" });
  }
  if (problems.length > 0) {
    problems.sort((a, b) => a.line - b.line);
    throw new DomainError(
      400,
      m.listRefused,
      { phones: m.listRefused },
      { problems: problems.map((problem) => problem.text) },
    );
  }
  if (toAdd.length > 0) {
    await db.transaction().execute(async (trx) => {
      const fresh = toAdd.filter((entry) => !entry.requested);
      if (fresh.length > 0)
        await trx
          .insertInto("training_members")
          .values(
            fresh.map((entry) => ({
              batch_id: batch.id,
              user_id: entry.userId,
              role: "student" as const,
              state: "active" as const,
              source: "list" as const,
              created_at: now,
              approved_at: now,
            })),
          )
          .execute();
      const waiting = toAdd.filter((entry) => entry.requested).map((entry) => entry.userId);
      if (waiting.length > 0)
        await trx
          .updateTable("training_members")
          .set({ state: "active", approved_at: now })
          .where("batch_id", "=", batch.id)
          .where("user_id", "in", waiting)
          .execute();
      await audit(trx, actor, batch.schoolId, "training.members.import", batch.id, null, { added: toAdd.length }, now);
    });
  }
  return { added: toAdd.length, already };
}

async function memberChange(
  access: BatchAccess,
  userId: number,
  where: { role: "teacher" | "student"; state: "active" | "requested" },
  change: "approve" | "decline" | "remove",
  actor: ConsoleActor,
  now: number,
): Promise<void> {
  const { batch } = access;
  await db.transaction().execute(async (trx) => {
    const changed =
      change === "approve"
        ? Number(
            (
              await trx
                .updateTable("training_members")
                .set({ state: "active", approved_at: now })
                .where("batch_id", "=", batch.id)
                .where("user_id", "=", userId)
                .where("role", "=", where.role)
                .where("state", "=", where.state)
                .executeTakeFirst()
            ).numUpdatedRows,
          )
        : Number(
            (
              await trx
                .deleteFrom("training_members")
                .where("batch_id", "=", batch.id)
                .where("user_id", "=", userId)
                .where("role", "=", where.role)
                .where("state", "=", where.state)
                .executeTakeFirst()
            ).numDeletedRows,
          );
    if (changed === 0) throw new DomainError(404, where.state === "requested" ? m.requestNotFound : m.memberNotFound);
    await audit(trx, actor, batch.schoolId, `training.member.${change}`, batch.id, null, { userId }, now);
  });
}

export const approveRequest = (access: BatchAccess, userId: number, actor: ConsoleActor, now = Date.now()) =>
  memberChange(access, userId, { role: "student", state: "requested" }, "approve", actor, now);

export const declineRequest = (access: BatchAccess, userId: number, actor: ConsoleActor, now = Date.now()) =>
  memberChange(access, userId, { role: "student", state: "requested" }, "decline", actor, now);

export const removeStudent = (access: BatchAccess, userId: number, actor: ConsoleActor, now = Date.now()) =>
  memberChange(access, userId, { role: "student", state: "active" }, "remove", actor, now);

/** Adds a co-teacher: a user of the batch's school whom its administrators made a teacher (console_roles). */
export async function addCoTeacher(
  access: BatchAccess,
  phoneNumber: string,
  actor: ConsoleActor,
  now: number = Date.now(),
): Promise<void> {
  const { batch } = access;
  const teacher = await db
    .selectFrom("users as u")
    .innerJoin("console_roles as r", "r.user_id", "u.id")
    .select("u.id")
    .where("u.phone_number", "=", phoneNumber)
    .where("u.school_id", "=", batch.schoolId)
    .where("u.deleted_at", "is", null)
    .where("r.role", "=", "teacher")
    .where("r.school_id", "=", batch.schoolId)
    .executeTakeFirst();
  if (!teacher) throw new DomainError(404, m.notSchoolTeacher, { phoneNumber: m.notSchoolTeacher });
  const userId = Number(teacher.id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("training_members").where("batch_id", "=", batch.id).where("user_id", "=", userId).execute();
    await trx
      .insertInto("training_members")
      .values({
        batch_id: batch.id,
        user_id: userId,
        role: "teacher",
        state: "active",
        source: "teacher",
        created_at: now,
        approved_at: now,
      })
      .execute();
    await audit(trx, actor, batch.schoolId, "training.member.teacher", batch.id, null, { userId }, now);
  });
}
