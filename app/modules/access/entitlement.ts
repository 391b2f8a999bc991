// Who may watch what (docs/decisions/0010-courses-and-entitlement.md). Pure: the service in
// content-access.server.ts gathers the facts (session, campus network, licences; course/course-access.server.ts the
// enrolments) and asks here.
//
// | visitor                                   | free preview / free | enrolled | school licence covers it      | otherwise |
// | ----------------------------------------- | ------------------- | -------- | ----------------------------- | --------- |
// | not logged in, off campus                 | 401                 | —        | —                             | 401 login |
// | not logged in, on a campus                | yes                 | —        | the campus school's: yes      | 401 login |
// | logged in (anywhere)                      | yes                 | yes      | member school's or campus's   | 403 buy   |
import type { LicenseScope } from "~/db/schema";

/** What a licence can cover: a course or a question bank (its id and subject), or a paper video or live of a subject. */
export type LicensedContent =
  | { kind: "course"; courseId: number; subject: string }
  | { kind: "question-bank"; bankId: number; subject: string }
  | { kind: "paper-video"; subject: string }
  | { kind: "live"; subject: string };

export interface LicenceTerms {
  scope: LicenseScope;
  subject: string | null;
  courseId: number | null;
  /** Scope bank: the question bank it covers. */
  bankId?: number | null;
  startsAt: number;
  /** null: no end. */
  endsAt: number | null;
}

/** Whether one licence covers the content at `now`: in force, and everything / the content's subject / this course. */
export function licenceCovers(licence: LicenceTerms, content: LicensedContent, now: number): boolean {
  if (licence.startsAt > now) return false;
  if (licence.endsAt !== null && licence.endsAt <= now) return false;
  switch (licence.scope) {
    case "all":
      return true;
    case "subject":
      return licence.subject !== null && licence.subject === content.subject;
    case "course":
      return content.kind === "course" && licence.courseId === content.courseId;
    case "bank":
      return content.kind === "question-bank" && licence.bankId === content.bankId;
    default:
      return false;
  }
}

export interface EntitlementFacts {
  loggedIn: boolean;
  /** The request comes from some school's campus network. */
  onCampus: boolean;
  /** The video itself is a free preview (试看). */
  freePreview: boolean;
  /** The content as a whole is free (course price 0, a free live). */
  free: boolean;
  /** The user is enrolled (coaching, later a paid order). */
  enrolled: boolean;
  /** The logged-in user's own school licenses it (valid anywhere). */
  memberLicensed: boolean;
  /** The school whose campus network the request comes from licenses it. */
  campusLicensed: boolean;
}

export type EntitlementBasis = "free-preview" | "free" | "enrolled" | "member-licence" | "campus-licence";
export type RefusalReason = "login-required" | "purchase-required";

export type Entitlement =
  | { allowed: true; basis: EntitlementBasis }
  | {
      allowed: false;
      /** 401: logging in may help (and the page offers it); 403: logged in and still not entitled (offer purchase). */
      status: 401 | 403;
      reason: RefusalReason;
      /** Anonymous on a campus whose school has not licensed the content (the page says so). */
      campusUnlicensed: boolean;
    };

export function decideEntitlement(facts: EntitlementFacts): Entitlement {
  // The campus gate comes first: off campus, nothing plays before login — not even a preview.
  if (!facts.loggedIn && !facts.onCampus) {
    return { allowed: false, status: 401, reason: "login-required", campusUnlicensed: false };
  }
  if (facts.freePreview) return { allowed: true, basis: "free-preview" };
  if (facts.free) return { allowed: true, basis: "free" };
  if (facts.loggedIn && facts.enrolled) return { allowed: true, basis: "enrolled" };
  if (facts.loggedIn && facts.memberLicensed) return { allowed: true, basis: "member-licence" };
  if (facts.onCampus && facts.campusLicensed) return { allowed: true, basis: "campus-licence" };
  if (!facts.loggedIn) return { allowed: false, status: 401, reason: "login-required", campusUnlicensed: true };
  return { allowed: false, status: 403, reason: "purchase-required", campusUnlicensed: false };
}
