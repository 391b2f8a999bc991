// 学长学姐 applications (docs/decisions/0033): a student applies (one pending application per user, the partial unique
// index), the school's organisation account approves — the student's `seniors` profile is created or updated with
// user_id, in the transaction that records the decision — or declines with a reason the student sees before applying
// again. The proof image is the applicant's and their school's only. Every query names its owner in the WHERE.
import type { Transaction } from "kysely";
import { db } from "~/db/client.server";
import { jsonList } from "~/db/json-column";
import type { Database, SeniorApplicationState } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import type { AuthUser } from "~/modules/auth/session.server";
import { recordDecision } from "~/modules/moderation/moderation-log.server";
import { moderationMessages } from "~/modules/moderation/moderation-messages";
import type { Moderator, QueueItem } from "~/modules/moderation/moderation-queue";
import type { QueueSource } from "~/modules/moderation/queue-source";
import type { ModerationAction } from "~/modules/moderation/moderation-states";
import { checkSensitiveText } from "~/modules/moderation/sensitive-words.server";
import { notify } from "~/modules/notifications/notifications.server";
import { pageOffset, type Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import { seniorApplicationMessages as m, seniorApplicationStateNames } from "./senior-application-messages";
import type { SeniorApplicationInput, SubjectScore } from "./senior-application-schemas";
import { readProofImage, removeProofImage, storeProofImage } from "./senior-proofs.server";

export const SENIOR_APPLICATION_KIND = "senior_application";

type Applicant = Pick<AuthUser, "id" | "isOrg" | "schoolId">;

export interface SeniorApplicationView {
  id: number;
  state: SeniorApplicationState;
  stateName: string;
  /** The reviewer's reason (未通过), or "". */
  reason: string;
  admittedSchool: string;
  admittedMajor: string;
  examYear: number;
  subjects: SubjectScore[];
  totalScore: number;
  introduction: string;
  /** Where the applicant (and their school's organisation account) sees the proof image. */
  proofUrl: string;
  /** The profile an approval made (已通过), or null. */
  seniorId: number | null;
  submittedAt: string;
  reviewedAt: string | null;
}

/**
 * The guarded address of an application's proof image (desktop and mobile alike; the extension keeps device routing
 * away, as for every file).
 */
const proofPath = (applicationId: number, proofKey: string) =>
  `/user/senior/proof/${applicationId}.${proofKey.endsWith(".png") ? "png" : "jpg"}`;

const isSubject = (value: unknown): value is SubjectScore =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as SubjectScore).subject === "string" &&
  typeof (value as SubjectScore).score === "number";

const viewColumns = [
  "id",
  "state",
  "reason",
  "admitted_school",
  "admitted_major",
  "exam_year",
  "subjects",
  "total_score",
  "introduction",
  "senior_id",
  "proof_key",
  "created_at",
  "reviewed_at",
] as const;

type ViewRow = {
  id: number;
  state: SeniorApplicationState;
  reason: string;
  admitted_school: string;
  admitted_major: string;
  exam_year: number;
  subjects: string;
  total_score: number;
  introduction: string;
  senior_id: number | null;
  proof_key: string;
  created_at: number;
  reviewed_at: number | null;
};

function toView(row: ViewRow): SeniorApplicationView {
  return {
    id: Number(row.id),
    state: row.state,
    stateName: seniorApplicationStateNames[row.state],
    reason: row.reason,
    admittedSchool: row.admitted_school,
    admittedMajor: row.admitted_major,
    examYear: Number(row.exam_year),
    subjects: jsonList(row.subjects, isSubject),
    totalScore: Number(row.total_score),
    introduction: row.introduction,
    proofUrl: proofPath(Number(row.id), row.proof_key),
    seniorId: row.senior_id === null ? null : Number(row.senior_id),
    submittedAt: new Date(Number(row.created_at)).toISOString(),
    reviewedAt: row.reviewed_at === null ? null : new Date(Number(row.reviewed_at)).toISOString(),
  };
}

/** The student's latest application, or null. */
async function myLatestApplication(userId: number): Promise<SeniorApplicationView | null> {
  const row = await db
    .selectFrom("senior_applications")
    .select(viewColumns)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? toView(row as ViewRow) : null;
}

/** The senior profile linked to this account, or null. */
async function seniorIdOfUser(userId: number): Promise<number | null> {
  const row = await db.selectFrom("seniors").select("id").where("user_id", "=", userId).executeTakeFirst();
  return row ? Number(row.id) : null;
}

export interface ApplyState {
  /** May the user send an application now; when not, why (shown instead of the form). */
  canApply: boolean;
  blockedReason: string | null;
  application: SeniorApplicationView | null;
  seniorId: number | null;
}

/** What the page shows: the latest application and whether a new one may be sent. */
export async function applyStateOf(user: Applicant): Promise<ApplyState> {
  if (user.isOrg) return { canApply: false, blockedReason: m.orgCannotApply, application: null, seniorId: null };
  const [application, seniorId] = await Promise.all([myLatestApplication(user.id), seniorIdOfUser(user.id)]);
  if (seniorId !== null) return { canApply: false, blockedReason: m.alreadySenior, application, seniorId };
  if (application?.state === "pending")
    return { canApply: false, blockedReason: m.alreadyPending, application, seniorId };
  return { canApply: true, blockedReason: null, application, seniorId };
}

function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${(error as { code?: string }).code ?? ""} ${error.message}` : String(error);
  return /UNIQUE constraint failed|23505|duplicate key/i.test(text);
}

/** 申请成为学长学姐: checked input and the proof file; 403 for an organisation account, 409 while one is pending. */
export async function applyForSenior(
  user: Applicant,
  input: SeniorApplicationInput,
  proof: File | undefined,
  now: number = Date.now(),
): Promise<SeniorApplicationView> {
  const state = await applyStateOf(user);
  if (user.isOrg) throw new DomainError(403, m.orgCannotApply);
  if (!state.canApply) throw new DomainError(409, state.blockedReason ?? m.alreadyPending);
  if (!proof || proof.size === 0) throw new DomainError(400, m.proofRequired, { proof: m.proofRequired });
  let key: string;
  try {
    key = await storeProofImage(proof);
  } catch (error) {
    // The upload module names its field "file"; here the field is "proof".
    if (error instanceof DomainError) throw new DomainError(error.status, error.message, { proof: error.message });
    throw error;
  }
  try {
    const row = await db
      .insertInto("senior_applications")
      .values({
        user_id: user.id,
        admitted_school: input.admittedSchool,
        admitted_major: input.admittedMajor,
        exam_year: input.examYear,
        subjects: JSON.stringify(input.subjects),
        total_score: input.totalScore,
        introduction: input.introduction,
        proof_key: key,
        state: "pending",
        reason: "",
        senior_id: null,
        reviewed_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning(viewColumns)
      .executeTakeFirstOrThrow();
    return toView(row as ViewRow);
  } catch (error) {
    await removeProofImage(key);
    // Two submissions at once: the partial unique index lets one through.
    if (isUniqueViolation(error)) throw new DomainError(409, m.alreadyPending);
    throw error;
  }
}

/**
 * The proof image for a viewer: the applicant, or the organisation account of the applicant's school — in the WHERE,
 * so anybody else (another school's account, another student) gets the 404 of an application that does not exist.
 */
export async function proofImageFor(
  viewer: Applicant,
  applicationId: number,
): Promise<{ bytes: Uint8Array; type: string }> {
  const schoolId = viewer.isOrg ? viewer.schoolId : null;
  const row = await db
    .selectFrom("senior_applications as a")
    .innerJoin("users as u", "u.id", "a.user_id")
    .select(["a.proof_key"])
    .where("a.id", "=", applicationId)
    .where((eb) =>
      schoolId === null
        ? eb("a.user_id", "=", viewer.id)
        : eb.or([eb("a.user_id", "=", viewer.id), eb("u.school_id", "=", schoolId)]),
    )
    .executeTakeFirst();
  if (!row) throw new DomainError(404, m.notFound);
  const image = await readProofImage(row.proof_key);
  if (!image) throw new DomainError(404, m.notFound);
  return image;
}

// ——— The queue source (学长学姐申请) ———

function pendingOfSchool(schoolId: number) {
  return db
    .selectFrom("senior_applications as a")
    .innerJoin("users as u", "u.id", "a.user_id")
    .where("a.state", "=", "pending")
    .where("u.school_id", "=", schoolId);
}

function factsOf(row: { subjects: string; total_score: number; introduction: string }): string {
  const subjects = jsonList(row.subjects, isSubject)
    .map((entry) => `${entry.subject} ${entry.score}`)
    .join("、");
  const text = `总分 ${row.total_score}（${subjects}）。${row.introduction}`;
  return [...text].length > 200 ? `${[...text].slice(0, 199).join("")}…` : text;
}

async function listPendingApplications(schoolId: number, paging: Paging): Promise<Page<QueueItem>> {
  const [count, rows] = await Promise.all([
    pendingOfSchool(schoolId)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirst(),
    pendingOfSchool(schoolId)
      .select([
        "a.id",
        "a.admitted_school",
        "a.admitted_major",
        "a.exam_year",
        "a.subjects",
        "a.total_score",
        "a.introduction",
        "a.proof_key",
        "a.created_at",
        "u.nickname",
      ])
      .orderBy("a.created_at")
      .orderBy("a.id")
      .limit(paging.rows)
      .offset(pageOffset(paging))
      .execute(),
  ]);
  const items = await Promise.all(
    rows.map(async (row): Promise<QueueItem> => {
      const subjects = jsonList(row.subjects, isSubject).map((entry) => entry.subject);
      return {
        kind: SENIOR_APPLICATION_KIND,
        id: Number(row.id),
        title: `${row.admitted_school} · ${row.admitted_major}（${row.exam_year} 年）`,
        excerpt: factsOf(row),
        authorName: row.nickname,
        submittedAt: Number(row.created_at),
        flaggedWords: await checkSensitiveText(schoolId, [
          row.admitted_school,
          row.admitted_major,
          row.introduction,
          ...subjects,
        ]),
        link: proofPath(Number(row.id), row.proof_key),
        actions: ["approve", "decline"],
      };
    }),
  );
  return { page: paging.page, rows: paging.rows, total: Number(count?.count ?? 0), items };
}

export async function approveInside(
  trx: Transaction<Database>,
  application: { id: number; user_id: number } & Omit<ViewRow, "id">,
  now: number,
): Promise<number> {
  const user = await trx
    .selectFrom("users as u")
    .leftJoin("schools as s", "s.id", "u.school_id")
    .select(["u.nickname", "s.name as school_name"])
    .where("u.id", "=", application.user_id)
    .executeTakeFirstOrThrow();
  const profile = {
    admitted_school: application.admitted_school,
    admitted_major: application.admitted_major,
    exam_year: application.exam_year,
    total_score: application.total_score,
    introduction: application.introduction,
    updated_at: now,
  };
  const existing = await trx
    .selectFrom("seniors")
    .select("id")
    .where("user_id", "=", application.user_id)
    .executeTakeFirst();
  if (existing) {
    await trx.updateTable("seniors").set(profile).where("id", "=", existing.id).execute();
    return Number(existing.id);
  }
  // A student whose verification the operator revoked gets their own profile (and its posts) back, not a second one.
  const revoked = await trx
    .selectFrom("senior_applications as a")
    .innerJoin("seniors as p", "p.id", "a.senior_id")
    .select("p.id")
    .where("a.user_id", "=", application.user_id)
    .where("p.user_id", "is", null)
    .orderBy("a.id", "desc")
    .executeTakeFirst();
  if (revoked) {
    await trx
      .updateTable("seniors")
      .set({ ...profile, user_id: application.user_id })
      .where("id", "=", revoked.id)
      .where("user_id", "is", null)
      .execute();
    return Number(revoked.id);
  }
  const inserted = await trx
    .insertInto("seniors")
    .values({
      ...profile,
      code: null,
      name: user.nickname,
      avatar_key: null,
      undergraduate_school: user.school_name ?? "",
      tags: JSON.stringify(jsonList(application.subjects, isSubject).map((entry) => entry.subject)),
      user_id: application.user_id,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Approve or decline one application of the moderator's school (decideOn has checked the reason). */
async function decideApplication(
  moderator: Moderator,
  id: number,
  action: ModerationAction,
  reason: string,
  now: number = Date.now(),
): Promise<void> {
  if (action !== "approve" && action !== "decline")
    throw new DomainError(400, m.decideNotAllowed, { action: m.decideNotAllowed });
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("senior_applications as a")
      .innerJoin("users as u", "u.id", "a.user_id")
      .select([...viewColumns.map((column) => `a.${column}` as const), "a.user_id", "u.school_id"])
      .where("a.id", "=", id)
      // Another school's application is not this moderator's to see: the same 404 as one that does not exist.
      .where("u.school_id", "=", moderator.schoolId)
      .executeTakeFirst();
    if (row?.state !== "pending") throw new DomainError(404, moderationMessages.itemNotFound);
    const application = {
      ...(row as unknown as ViewRow & { user_id: number }),
      id: Number(row.id),
      user_id: Number(row.user_id),
    };
    const seniorId = action === "approve" ? await approveInside(trx, application, now) : null;
    // The state guard makes a decision taken twice at once apply once.
    const result = await trx
      .updateTable("senior_applications")
      .set({
        state: action === "approve" ? "approved" : "declined",
        reason: action === "decline" ? reason : "",
        senior_id: seniorId,
        reviewed_at: now,
        updated_at: now,
      })
      .where("id", "=", id)
      .where("state", "=", "pending")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new DomainError(404, moderationMessages.itemNotFound);
    await recordDecision(
      trx,
      {
        schoolId: moderator.schoolId,
        moderatorUserId: moderator.userId,
        actor: moderator.actor,
        subjectKind: SENIOR_APPLICATION_KIND,
        subjectId: id,
        action,
        reason,
      },
      now,
    );
    return {
      userId: application.user_id,
      seniorId,
      title: `${application.admitted_school} · ${application.admitted_major}`,
    };
  });
  await notifyApplicant(outcome.userId, id, action === "approve" ? "approved" : "declined", outcome.title, {
    seniorId: outcome.seniorId,
    reason,
  });
}

/**
 * Tells the applicant a decision (a school's, or the operator's override). After the commit: a failed notification
 * never undoes the decision.
 */
export async function notifyApplicant(
  userId: number,
  applicationId: number,
  outcome: "approved" | "declined" | "revoked",
  title: string,
  detail: { seniorId: number | null; reason: string },
  now: number = Date.now(),
): Promise<void> {
  try {
    await notify(
      userId,
      outcome === "approved"
        ? {
            kind: "square",
            title: "学长学姐申请已通过",
            body: `你的学长学姐申请（${title}）已通过，你的名字旁会显示「学长学姐」标识，主页已开通。`,
            link: `/square/seniorInfo?id=${detail.seniorId}`,
            dedupeKey: `senior_application:${applicationId}:approved`,
          }
        : outcome === "declined"
          ? {
              kind: "square",
              title: "学长学姐申请未通过",
              body: `你的学长学姐申请（${title}）未通过。原因：${detail.reason}。可以修改后重新申请。`,
              link: "/user/senior",
              dedupeKey: `senior_application:${applicationId}:declined`,
            }
          : {
              kind: "square",
              title: "学长学姐认证已撤销",
              body: `你的学长学姐认证（${title}）已被平台撤销，名字旁不再显示「学长学姐」标识。原因：${detail.reason}。可以重新申请。`,
              link: "/user/senior",
              dedupeKey: `senior_application:${applicationId}:revoked`,
            },
      now,
    );
  } catch (error) {
    console.error(
      `[seniors] application notification failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

export const seniorApplicationQueueSource: QueueSource = {
  kind: SENIOR_APPLICATION_KIND,
  name: "学长学姐申请",
  countPending: async (schoolId) =>
    Number(
      (
        await pendingOfSchool(schoolId)
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirst()
      )?.count ?? 0,
    ),
  listPending: listPendingApplications,
  decide: decideApplication,
};

// ——— The badge ———

export interface SeniorBadge {
  userId: number;
  seniorId: number;
}

/**
 * 学长学姐 badges of these accounts (one query over seniors.user_id): an approved applicant is linked to a seniors
 * profile. For every page that shows an author — experience lists, the play page, comments — to mark them and link
 * their profile (/square/seniorInfo?id=).
 */
export async function seniorBadgeFor(userIds: readonly number[]): Promise<Map<number, SeniorBadge>> {
  const ids = [...new Set(userIds)].filter((id) => Number.isInteger(id));
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("seniors").select(["id", "user_id"]).where("user_id", "in", ids).execute();
  return new Map(rows.map((row) => [Number(row.user_id), { userId: Number(row.user_id), seniorId: Number(row.id) }]));
}
