// A school's content licences in the console (issue 25): what the school has — all content, a subject, a course or a
// question bank, from a day to a day (or without end) — read by the school's administrators, and created, re-dated
// and ended by the operator only. The rows are school_content_licenses (migration 0006, bank_id 0013), which
// access/content-access.server.ts reads on every entitlement check without caching, so a change counts at the next
// request. The rules match access/entitlement.ts: a licence is in force from starts_at (inclusive) until ends_at
// (exclusive; null: no end).
import { db } from "~/db/client.server";
import type { LicenseScope } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { subjectName, subjects } from "~/modules/subjects/subjects";
import { campusMessages as m, LICENCE_NOTE_MAX_LENGTH, licenceScopeLabels } from "./campus-messages";
import type { ConsoleAccess } from "./console-access";
import { recordConsoleChange, type ConsoleActor } from "./console-audit.server";
import { requireOperator, schoolInScope } from "./school-scope.server";

type LicenceState = "scheduled" | "active" | "ended";

export interface LicenceView {
  id: number;
  scope: LicenseScope;
  subject: string | null;
  /** What it covers, in words: 全部内容, 数学一, the course's title, the bank's name. */
  coverage: string;
  courseId: number | null;
  bankId: number | null;
  startsAt: number;
  /** null: no end. Exclusive: the licence covers up to, not including, this instant. */
  endsAt: number | null;
  note: string;
  state: LicenceState;
  createdAt: number;
}

/** Ended: past its end, or ended before it started (its end at its start: it never covers anything). */
function licenceState(licence: { startsAt: number; endsAt: number | null }, now: number): LicenceState {
  if (licence.endsAt !== null && (licence.endsAt <= now || licence.endsAt <= licence.startsAt)) return "ended";
  return licence.startsAt > now ? "scheduled" : "active";
}

function licenceQuery() {
  return db
    .selectFrom("school_content_licenses as l")
    .leftJoin("courses as c", "c.id", "l.course_id")
    .leftJoin("question_banks as b", "b.id", "l.bank_id")
    .select([
      "l.id",
      "l.school_id",
      "l.scope",
      "l.subject",
      "l.course_id",
      "l.bank_id",
      "l.starts_at",
      "l.ends_at",
      "l.note",
      "l.created_at",
      "c.title as course_title",
      "b.name as bank_name",
    ]);
}

type LicenceRow = Awaited<ReturnType<ReturnType<typeof licenceQuery>["execute"]>>[number];

function viewOf(row: LicenceRow, now: number): LicenceView {
  const startsAt = Number(row.starts_at);
  const endsAt = row.ends_at === null ? null : Number(row.ends_at);
  const coverage =
    row.scope === "all"
      ? licenceScopeLabels.all
      : row.scope === "subject"
        ? subjectName(row.subject ?? "")
        : row.scope === "course"
          ? (row.course_title ?? "")
          : (row.bank_name ?? "");
  return {
    id: row.id,
    scope: row.scope,
    subject: row.subject,
    coverage,
    courseId: row.course_id,
    bankId: row.bank_id,
    startsAt,
    endsAt,
    note: row.note,
    state: licenceState({ startsAt, endsAt }, now),
    createdAt: Number(row.created_at),
  };
}

export interface SchoolLicences {
  schoolId: number;
  schoolName: string;
  /** Whether `access` may create, re-date and end them (the operator); a school's administrators only read. */
  editable: boolean;
  /** In force and scheduled first (by start), then the ended ones (latest end first). */
  items: LicenceView[];
}

/** A school's licences: the operator any school's, a school's administrators their own (another school: 404). */
export async function listLicences(
  access: ConsoleAccess,
  schoolId: number,
  now: number = Date.now(),
): Promise<SchoolLicences> {
  const school = await schoolInScope(db, access, schoolId);
  const rows = await licenceQuery()
    .where("l.school_id", "=", school.id)
    .orderBy("l.starts_at")
    .orderBy("l.id")
    .execute();
  const views = rows.map((row) => viewOf(row, now));
  const ended = views.filter((view) => view.state === "ended").sort((a, b) => (b.endsAt ?? 0) - (a.endsAt ?? 0));
  return {
    schoolId: school.id,
    schoolName: school.name,
    editable: access.operator,
    items: [...views.filter((view) => view.state !== "ended"), ...ended],
  };
}

/** A group of licensable items under one subject, for the operator's 新增授权 form (one <optgroup> each). */
export interface LicenceTargetGroup {
  subject: string;
  items: Array<{ id: number; name: string }>;
}

/**
 * What a licence can name one of — every course and question bank, grouped by subject in the subjects' order (the
 * catalogue grows; a flat list of hundreds is not a choice a person can make). Only the operator sees the form.
 */
export async function listLicenceTargets(): Promise<{ courses: LicenceTargetGroup[]; banks: LicenceTargetGroup[] }> {
  const [courses, banks] = await Promise.all([
    db.selectFrom("courses").select(["id", "title as name", "subject"]).orderBy("id").execute(),
    db.selectFrom("question_banks").select(["id", "name", "subject"]).orderBy("sort_order").orderBy("id").execute(),
  ]);
  return { courses: groupBySubject(courses), banks: groupBySubject(banks) };
}

function groupBySubject(rows: Array<{ id: number; name: string; subject: string }>): LicenceTargetGroup[] {
  const order = new Map<string, number>(subjects.map((subject, index) => [subject.code, index]));
  const groups = new Map<string, LicenceTargetGroup>();
  for (const row of rows) {
    const group = groups.get(row.subject) ?? { subject: subjectName(row.subject), items: [] };
    group.items.push({ id: row.id, name: row.name });
    groups.set(row.subject, group);
  }
  const rank = (code: string) => order.get(code) ?? subjects.length;
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([, group]) => group);
}

export interface LicenceInput {
  scope: LicenseScope;
  /** For scope subject: a subject code (subjects.ts). */
  subject?: string | null;
  /** For scope course. */
  courseId?: number | null;
  /** For scope bank. */
  bankId?: number | null;
  startsAt: number;
  /** null: no end. Must be after startsAt. */
  endsAt: number | null;
  note?: string;
}

export interface LicenceDates {
  startsAt: number;
  endsAt: number | null;
  /** Absent: the note stays. */
  note?: string;
}

const fieldError = (field: string, message: string) => new DomainError(400, message, { [field]: message });

function checkDates(dates: { startsAt: number; endsAt: number | null }): void {
  if (!Number.isSafeInteger(dates.startsAt)) throw fieldError("from", m.dateInvalid);
  if (dates.endsAt !== null && !Number.isSafeInteger(dates.endsAt)) throw fieldError("to", m.dateInvalid);
  if (dates.endsAt !== null && dates.endsAt <= dates.startsAt) throw fieldError("to", m.endBeforeStart);
}

function checkNote(note: string | undefined): string | undefined {
  const trimmed = note?.trim();
  if (trimmed !== undefined && [...trimmed].length > LICENCE_NOTE_MAX_LENGTH) throw fieldError("note", m.noteTooLong);
  return trimmed;
}

/** What the licence covers, checked against the catalogue: only the field its scope uses is kept. */
async function checkCoverage(
  input: LicenceInput,
): Promise<{ scope: LicenseScope; subject: string | null; course_id: number | null; bank_id: number | null }> {
  switch (input.scope) {
    case "all":
      return { scope: "all", subject: null, course_id: null, bank_id: null };
    case "subject": {
      const subject = input.subject ?? "";
      if (!subjects.some((candidate) => candidate.code === subject)) throw fieldError("subject", m.subjectRequired);
      return { scope: "subject", subject, course_id: null, bank_id: null };
    }
    case "course": {
      if (input.courseId === null || input.courseId === undefined) throw fieldError("courseId", m.courseRequired);
      const course = await db.selectFrom("courses").select("id").where("id", "=", input.courseId).executeTakeFirst();
      if (!course) throw fieldError("courseId", m.courseNotFound);
      return { scope: "course", subject: null, course_id: course.id, bank_id: null };
    }
    case "bank": {
      if (input.bankId === null || input.bankId === undefined) throw fieldError("bankId", m.bankRequired);
      const bank = await db.selectFrom("question_banks").select("id").where("id", "=", input.bankId).executeTakeFirst();
      if (!bank) throw fieldError("bankId", m.bankNotFound);
      return { scope: "bank", subject: null, course_id: null, bank_id: bank.id };
    }
    default:
      throw fieldError("scope", m.scopeInvalid);
  }
}

/** The licence as the audit log records it. */
const auditOf = (row: {
  scope: string;
  subject: string | null;
  course_id: number | null;
  bank_id: number | null;
  starts_at: number;
  ends_at: number | null;
  note: string;
}) => ({
  scope: row.scope,
  subject: row.subject,
  courseId: row.course_id,
  bankId: row.bank_id,
  startsAt: Number(row.starts_at),
  endsAt: row.ends_at === null ? null : Number(row.ends_at),
  note: row.note,
});

/** A new licence for a school (operator only: anyone else 403; an unknown school 404). */
export async function createLicence(
  access: ConsoleAccess,
  actor: ConsoleActor,
  schoolId: number,
  input: LicenceInput,
  now: number = Date.now(),
): Promise<LicenceView> {
  requireOperator(access);
  const school = await schoolInScope(db, access, schoolId);
  const coverage = await checkCoverage(input);
  checkDates(input);
  const values = {
    school_id: school.id,
    ...coverage,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    note: checkNote(input.note) ?? "",
    created_at: now,
  };
  const id = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto("school_content_licenses")
      .values(values)
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordConsoleChange(
      trx,
      actor,
      {
        schoolId: school.id,
        action: "licence.create",
        targetType: "licence",
        targetId: created.id,
        before: null,
        after: auditOf(values),
      },
      now,
    );
    return created.id;
  });
  return licenceById(school.id, id, now);
}

async function licenceById(schoolId: number, licenceId: number, now: number): Promise<LicenceView> {
  const row = await licenceQuery().where("l.id", "=", licenceId).where("l.school_id", "=", schoolId).executeTakeFirst();
  if (!row) throw new DomainError(404, m.licenceNotFound);
  return viewOf(row, now);
}

/**
 * Writes a licence's new terms and its audit row in one transaction; the row is found with its school in the WHERE
 * clause (another school's licence: 404). Nothing changed: nothing written.
 */
async function updateLicence(
  actor: ConsoleActor,
  schoolId: number,
  licenceId: number,
  action: "licence.dates" | "licence.end",
  change: (current: { startsAt: number; endsAt: number | null; note: string; state: LicenceState }) => {
    starts_at: number;
    ends_at: number | null;
    note: string;
  },
  now: number,
): Promise<{ changed: boolean; licence: LicenceView }> {
  const changed = await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("school_content_licenses")
      .selectAll()
      .where("id", "=", licenceId)
      .where("school_id", "=", schoolId)
      .executeTakeFirst();
    if (!current) throw new DomainError(404, m.licenceNotFound);
    const startsAt = Number(current.starts_at);
    const endsAt = current.ends_at === null ? null : Number(current.ends_at);
    const next = change({ startsAt, endsAt, note: current.note, state: licenceState({ startsAt, endsAt }, now) });
    if (next.starts_at === startsAt && next.ends_at === endsAt && next.note === current.note) return false;
    await trx
      .updateTable("school_content_licenses")
      .set(next)
      .where("id", "=", licenceId)
      .where("school_id", "=", schoolId)
      .execute();
    await recordConsoleChange(
      trx,
      actor,
      {
        schoolId,
        action,
        targetType: "licence",
        targetId: licenceId,
        before: auditOf(current),
        after: auditOf({ ...current, ...next }),
      },
      now,
    );
    return true;
  });
  return { changed, licence: await licenceById(schoolId, licenceId, now) };
}

/** New dates (and note) for a licence (operator only): from before to, as when it was made. */
export async function changeLicenceDates(
  access: ConsoleAccess,
  actor: ConsoleActor,
  schoolId: number,
  licenceId: number,
  dates: LicenceDates,
  now: number = Date.now(),
): Promise<{ changed: boolean; licence: LicenceView }> {
  requireOperator(access);
  const school = await schoolInScope(db, access, schoolId);
  checkDates(dates);
  const note = checkNote(dates.note);
  return updateLicence(
    actor,
    school.id,
    licenceId,
    "licence.dates",
    (current) => ({ starts_at: dates.startsAt, ends_at: dates.endsAt, note: note ?? current.note }),
    now,
  );
}

/**
 * Ends a licence now (operator only): it stops covering anything at once. One not yet started ends at its start, so
 * it never covers anything and its dates stay in order. An ended one: 409.
 */
export async function endLicence(
  access: ConsoleAccess,
  actor: ConsoleActor,
  schoolId: number,
  licenceId: number,
  now: number = Date.now(),
): Promise<LicenceView> {
  requireOperator(access);
  const school = await schoolInScope(db, access, schoolId);
  const { licence } = await updateLicence(
    actor,
    school.id,
    licenceId,
    "licence.end",
    (current) => {
      if (current.state === "ended") throw new DomainError(409, m.licenceEnded);
      return { starts_at: current.startsAt, ends_at: Math.max(now, current.startsAt), note: current.note };
    },
    now,
  );
  return licence;
}
