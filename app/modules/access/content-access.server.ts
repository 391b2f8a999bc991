// Gathers what the entitlement rule (entitlement.ts) needs about a viewer and a piece of content — the licences of
// the viewer's own school and of the campus they are on — and turns a refusal into the envelope's 401/403
// (docs/decisions/0010). Shared by courses, paper videos, lives and experience talks; enrolment is the course's
// (course/course-access.server.ts).
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { accessMessages as m } from "./access-messages";
import {
  decideEntitlement,
  licenceCovers,
  type Entitlement,
  type EntitlementBasis,
  type LicenceTerms,
  type LicensedContent,
  type RefusalReason,
} from "./entitlement";
import type { Viewer } from "./viewer.server";

export interface AccessContext {
  viewer: Viewer;
  now: number;
  memberLicences: LicenceTerms[];
  campusLicences: LicenceTerms[];
}

/** The licences in force at `now` of the viewer's school and of the campus they are on (one query). */
export async function loadAccessContext(viewer: Viewer, now: number = Date.now()): Promise<AccessContext> {
  const schoolIds = [
    ...new Set(
      [viewer.userId !== null ? viewer.schoolId : null, viewer.campusSchoolId].filter(
        (id): id is number => id !== null,
      ),
    ),
  ];
  const rows =
    schoolIds.length === 0
      ? []
      : await db
          .selectFrom("school_content_licenses")
          .select(["school_id", "scope", "subject", "course_id", "bank_id", "starts_at", "ends_at"])
          .where("school_id", "in", schoolIds)
          .where("starts_at", "<=", now)
          .where((eb) => eb.or([eb("ends_at", "is", null), eb("ends_at", ">", now)]))
          .execute();
  const terms = (row: (typeof rows)[number]): LicenceTerms => ({
    scope: row.scope,
    subject: row.subject,
    courseId: row.course_id,
    bankId: row.bank_id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
  });
  return {
    viewer,
    now,
    memberLicences:
      viewer.userId !== null && viewer.schoolId !== null
        ? rows.filter((row) => row.school_id === viewer.schoolId).map(terms)
        : [],
    campusLicences:
      viewer.campusSchoolId !== null ? rows.filter((row) => row.school_id === viewer.campusSchoolId).map(terms) : [],
  };
}

export function entitlementIn(
  context: AccessContext,
  content: LicensedContent,
  options: { free: boolean; freePreview?: boolean; enrolled?: boolean; licensable?: boolean },
): Entitlement {
  const { viewer, now } = context;
  const licensable = options.licensable ?? true;
  return decideEntitlement({
    loggedIn: viewer.userId !== null,
    onCampus: viewer.campusSchoolId !== null,
    freePreview: options.freePreview ?? false,
    free: options.free,
    enrolled: options.enrolled ?? false,
    memberLicensed: licensable && context.memberLicences.some((licence) => licenceCovers(licence, content, now)),
    campusLicensed: licensable && context.campusLicences.some((licence) => licenceCovers(licence, content, now)),
  });
}

/** What pages and the API show about access: allowed or not, and why (accessLabels has the Chinese). */
export interface AccessSummary {
  allowed: boolean;
  basis: EntitlementBasis | null;
  reason: RefusalReason | null;
  /** 401 or 403 when refused. */
  status: 401 | 403 | null;
}

export function accessSummary(entitlement: Entitlement): AccessSummary {
  return entitlement.allowed
    ? { allowed: true, basis: entitlement.basis, reason: null, status: null }
    : { allowed: false, basis: null, reason: entitlement.reason, status: entitlement.status };
}

/**
 * The media subject a play URL is signed for; 401 when the entitled viewer has none (no login, no campus playback
 * cookie). Shared by the course, paper-video and live play URLs, after assertEntitled.
 */
export function playbackSubject(viewer: Viewer): string {
  if (!viewer.subject) throw new DomainError(401, m.loginToWatch, undefined, { reason: "login-required" });
  return viewer.subject;
}

/** Throws the refusal as a DomainError (401 login / 403 purchase), with the reason for the page's offer. */
export function assertEntitled(
  entitlement: Entitlement,
  details: Record<string, unknown> = {},
): asserts entitlement is Extract<Entitlement, { allowed: true }> {
  if (entitlement.allowed) return;
  const message =
    entitlement.status === 403
      ? m.purchaseToWatch
      : entitlement.campusUnlicensed
        ? m.loginToWatchUnlicensed
        : m.loginToWatch;
  throw new DomainError(entitlement.status, message, undefined, { reason: entitlement.reason, ...details });
}
