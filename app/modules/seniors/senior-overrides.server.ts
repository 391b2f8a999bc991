// 学长学姐认证 from the console (issue 26; docs/decisions/0033, 0054): the operator sees every school's applications —
// and those of students with no school, which no school's account ever sees — and overrides a decision: approves a
// pending or declined application, declines a pending one, or revokes a verified senior. A revoke only unlinks the
// account from its profile (the badge goes, the profile and its experience posts stay) and marks the application
// declined with the reason, so the student sees why and may apply again. Each change is one transaction with its
// audit row; the student is notified after it commits.
import type { SeniorApplicationState } from "~/db/schema";
import { db } from "~/db/client.server";
import { jsonList } from "~/db/json-column";
import { DomainError } from "~/lib/domain-error";
import { recordConsoleChange } from "~/modules/console/console-audit.server";
import type { ConsoleUser } from "~/modules/console/require-console-user.server";
import { requireOperator } from "~/modules/console/school-scope.server";
import { fetchPage, type Page } from "~/modules/paging/paged-query";
import { seniorApplicationStateNames } from "./senior-application-messages";
import { approveInside, notifyApplicant } from "./senior-applications.server";
import { readProofImage } from "./senior-proofs.server";
import { seniorOverrideMessages as m, type SeniorOverrideAction } from "./senior-override-messages";
import type { SeniorOverrideListInput } from "./senior-override-schemas";

export interface OverrideApplication {
  id: number;
  state: SeniorApplicationState;
  stateName: string;
  reason: string;
  applicantName: string;
  /** The applicant's own school (where they study now), or null for none. */
  schoolName: string | null;
  admittedSchool: string;
  admittedMajor: string;
  examYear: number;
  subjects: Array<{ subject: string; score: number }>;
  totalScore: number;
  introduction: string;
  /** Whether the account carries the 学长学姐 badge now (linked to a profile). */
  verified: boolean;
  seniorId: number | null;
  submittedAt: number;
  reviewedAt: number | null;
  /** What the operator may do with it now. */
  actions: SeniorOverrideAction[];
}

const isSubject = (value: unknown): value is { subject: string; score: number } =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { subject: unknown }).subject === "string" &&
  typeof (value as { score: unknown }).score === "number";

function actionsOf(state: SeniorApplicationState, verified: boolean): SeniorOverrideAction[] {
  if (state === "pending") return ["approve", "decline"];
  if (state === "declined") return ["approve"];
  return verified ? ["revoke"] : [];
}

function listQuery() {
  return db
    .selectFrom("senior_applications as a")
    .innerJoin("users as u", "u.id", "a.user_id")
    .leftJoin("schools as s", "s.id", "u.school_id")
    .leftJoin("seniors as p", "p.user_id", "a.user_id");
}

/** Every application, the newest first; by state when asked. */
export async function listOverrideApplications(
  caller: ConsoleUser,
  input: SeniorOverrideListInput,
): Promise<Page<OverrideApplication>> {
  requireOperator(caller.access);
  let base = listQuery();
  if (input.state) base = base.where("a.state", "=", input.state);
  const ordered = base
    .select([
      "a.id",
      "a.state",
      "a.reason",
      "a.admitted_school",
      "a.admitted_major",
      "a.exam_year",
      "a.subjects",
      "a.total_score",
      "a.introduction",
      "a.created_at",
      "a.reviewed_at",
      "u.nickname",
      "s.name as school_name",
      "p.id as senior_id",
    ])
    .orderBy("a.created_at", "desc")
    .orderBy("a.id", "desc");
  return fetchPage(input, base, ordered, (rows) =>
    rows.map((row) => {
      const verified = row.senior_id !== null && row.state === "approved";
      return {
        id: Number(row.id),
        state: row.state,
        stateName: seniorApplicationStateNames[row.state],
        reason: row.reason,
        applicantName: row.nickname,
        schoolName: row.school_name ?? null,
        admittedSchool: row.admitted_school,
        admittedMajor: row.admitted_major,
        examYear: Number(row.exam_year),
        subjects: jsonList(row.subjects, isSubject),
        totalScore: Number(row.total_score),
        introduction: row.introduction,
        verified,
        seniorId: row.senior_id === null ? null : Number(row.senior_id),
        submittedAt: Number(row.created_at),
        reviewedAt: row.reviewed_at === null ? null : Number(row.reviewed_at),
        actions: actionsOf(row.state, verified),
      };
    }),
  );
}

/**
 * The operator's decision over one application: approve (pending or declined), decline (pending; a reason needed) or
 * revoke (approved and verified; a reason needed). A decision the application's state no longer allows — someone
 * decided meanwhile — is refused with 409 and nothing written.
 */
export async function overrideSeniorApplication(
  caller: ConsoleUser,
  id: number,
  action: SeniorOverrideAction,
  reason: string,
  now: number = Date.now(),
): Promise<{ message: string }> {
  requireOperator(caller.access);
  if (action !== "approve" && !reason) throw new DomainError(400, m.reasonRequired, { reason: m.reasonRequired });
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("senior_applications as a")
      .leftJoin("seniors as p", "p.user_id", "a.user_id")
      .select([
        "a.id",
        "a.user_id",
        "a.state",
        "a.reason",
        "a.admitted_school",
        "a.admitted_major",
        "a.exam_year",
        "a.subjects",
        "a.total_score",
        "a.introduction",
        "a.senior_id",
        "a.proof_key",
        "a.created_at",
        "a.reviewed_at",
        "p.id as linked_senior_id",
      ])
      .where("a.id", "=", id)
      .executeTakeFirst();
    if (!row) throw new DomainError(404, m.notFound);
    const verified = row.linked_senior_id !== null && row.state === "approved";
    if (!actionsOf(row.state, verified).includes(action)) throw new DomainError(409, m.notAllowed(action, row.state));
    const title = `${row.admitted_school} · ${row.admitted_major}`;
    let seniorId: number | null = row.linked_senior_id === null ? null : Number(row.linked_senior_id);
    if (action === "approve") {
      seniorId = await approveInside(
        trx,
        { ...row, id: Number(row.id), user_id: Number(row.user_id), state: row.state },
        now,
      );
    } else if (action === "revoke") {
      // The profile and its posts stay (experiences name it); only the account's link — the badge — goes.
      await trx
        .updateTable("seniors")
        .set({ user_id: null, updated_at: now })
        .where("user_id", "=", row.user_id)
        .execute();
    }
    const nextState: SeniorApplicationState = action === "approve" ? "approved" : "declined";
    const updated = await trx
      .updateTable("senior_applications")
      .set({
        state: nextState,
        reason: action === "approve" ? "" : reason,
        senior_id: action === "approve" ? seniorId : row.senior_id,
        reviewed_at: now,
        updated_at: now,
      })
      .where("id", "=", id)
      .where("state", "=", row.state)
      .executeTakeFirst();
    // Decided by someone else between the read and this write.
    if (Number(updated.numUpdatedRows) !== 1) throw new DomainError(409, m.notAllowed(action, row.state));
    await recordConsoleChange(
      trx,
      caller.actor,
      {
        schoolId: null,
        action: `senior.${action}`,
        targetType: "senior_application",
        targetId: id,
        before: { state: row.state, reason: row.reason, verified },
        after: { state: nextState, reason: action === "approve" ? "" : reason, verified: action === "approve" },
      },
      now,
    );
    return { userId: Number(row.user_id), title, seniorId };
  });
  await notifyApplicant(
    outcome.userId,
    id,
    action === "approve" ? "approved" : action === "decline" ? "declined" : "revoked",
    outcome.title,
    { seniorId: outcome.seniorId, reason },
    now,
  );
  return { message: m.done(action, outcome.title) };
}

/** An application's proof image, for the operator deciding over it. */
export async function overrideProofImage(
  caller: ConsoleUser,
  id: number,
): Promise<{ bytes: Uint8Array; type: string }> {
  requireOperator(caller.access);
  const row = await db.selectFrom("senior_applications").select("proof_key").where("id", "=", id).executeTakeFirst();
  const image = row ? await readProofImage(row.proof_key) : null;
  if (!image) throw new DomainError(404, m.notFound);
  return image;
}
