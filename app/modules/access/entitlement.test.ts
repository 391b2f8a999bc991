import { describe, expect, it } from "vitest";
import {
  decideEntitlement,
  licenceCovers,
  type EntitlementFacts,
  type LicenceTerms,
} from "~/modules/access/entitlement";

const none: EntitlementFacts = {
  loggedIn: false,
  onCampus: false,
  freePreview: false,
  free: false,
  enrolled: false,
  memberLicensed: false,
  campusLicensed: false,
};
const facts = (overrides: Partial<EntitlementFacts>): EntitlementFacts => ({ ...none, ...overrides });

describe("decideEntitlement", () => {
  it("refuses an anonymous visitor off campus with 401, whatever the content", () => {
    for (const content of [
      {},
      { freePreview: true },
      { free: true },
      { campusLicensed: true },
      { memberLicensed: true },
    ]) {
      expect(decideEntitlement(facts(content))).toEqual({
        allowed: false,
        status: 401,
        reason: "login-required",
        campusUnlicensed: false,
      });
    }
  });

  it("lets anyone who may browse watch a free preview or a free course", () => {
    expect(decideEntitlement(facts({ onCampus: true, freePreview: true }))).toEqual({
      allowed: true,
      basis: "free-preview",
    });
    expect(decideEntitlement(facts({ loggedIn: true, freePreview: true }))).toEqual({
      allowed: true,
      basis: "free-preview",
    });
    expect(decideEntitlement(facts({ onCampus: true, free: true }))).toEqual({ allowed: true, basis: "free" });
    expect(decideEntitlement(facts({ loggedIn: true, free: true }))).toEqual({ allowed: true, basis: "free" });
  });

  it("lets an anonymous visitor on a licensing campus watch", () => {
    expect(decideEntitlement(facts({ onCampus: true, campusLicensed: true }))).toEqual({
      allowed: true,
      basis: "campus-licence",
    });
  });

  it("asks an anonymous visitor on an unlicensed campus to log in (401)", () => {
    expect(decideEntitlement(facts({ onCampus: true }))).toEqual({
      allowed: false,
      status: 401,
      reason: "login-required",
      campusUnlicensed: true,
    });
  });

  it("lets a member of a licensing school watch from anywhere", () => {
    expect(decideEntitlement(facts({ loggedIn: true, memberLicensed: true }))).toEqual({
      allowed: true,
      basis: "member-licence",
    });
    expect(decideEntitlement(facts({ loggedIn: true, onCampus: true, memberLicensed: true }))).toEqual({
      allowed: true,
      basis: "member-licence",
    });
  });

  it("lets a logged-in visitor on a licensing campus watch though their own school has no licence", () => {
    expect(decideEntitlement(facts({ loggedIn: true, onCampus: true, campusLicensed: true }))).toEqual({
      allowed: true,
      basis: "campus-licence",
    });
  });

  it("lets an enrolled user watch", () => {
    expect(decideEntitlement(facts({ loggedIn: true, enrolled: true }))).toEqual({ allowed: true, basis: "enrolled" });
  });

  it("refuses a logged-in member of an unlicensed school with 403 (purchase), on campus or off", () => {
    const refusal = { allowed: false, status: 403, reason: "purchase-required", campusUnlicensed: false };
    expect(decideEntitlement(facts({ loggedIn: true }))).toEqual(refusal);
    expect(decideEntitlement(facts({ loggedIn: true, onCampus: true }))).toEqual(refusal);
  });

  it("ignores campus licences off campus and enrolments or memberships without a login", () => {
    expect(decideEntitlement(facts({ loggedIn: true, campusLicensed: true })).allowed).toBe(false);
    expect(decideEntitlement(facts({ onCampus: true, enrolled: true, memberLicensed: true })).allowed).toBe(false);
  });

  it("prefers the cheapest explanation: preview, then free, enrolled, member, campus", () => {
    const all = facts({
      loggedIn: true,
      onCampus: true,
      freePreview: true,
      free: true,
      enrolled: true,
      memberLicensed: true,
      campusLicensed: true,
    });
    expect(decideEntitlement(all)).toEqual({ allowed: true, basis: "free-preview" });
    expect(decideEntitlement({ ...all, freePreview: false })).toEqual({ allowed: true, basis: "free" });
    expect(decideEntitlement({ ...all, freePreview: false, free: false })).toEqual({
      allowed: true,
      basis: "enrolled",
    });
    expect(decideEntitlement({ ...all, freePreview: false, free: false, enrolled: false })).toEqual({
      allowed: true,
      basis: "member-licence",
    });
  });
});

describe("licenceCovers", () => {
  const NOW = 1_800_000_000_000;
  const terms = (overrides: Partial<LicenceTerms>): LicenceTerms => ({
    scope: "all",
    subject: null,
    courseId: null,
    startsAt: NOW - 1000,
    endsAt: null,
    ...overrides,
  });
  const course = { kind: "course" as const, courseId: 7, subject: "math1" };

  it("covers everything with scope all", () => {
    expect(licenceCovers(terms({}), course, NOW)).toBe(true);
    expect(licenceCovers(terms({}), { kind: "paper-video", subject: "politics" }, NOW)).toBe(true);
    expect(licenceCovers(terms({}), { kind: "live", subject: "major" }, NOW)).toBe(true);
  });

  it("covers courses, paper videos and lives of its subject with scope subject", () => {
    const math1 = terms({ scope: "subject", subject: "math1" });
    expect(licenceCovers(math1, course, NOW)).toBe(true);
    expect(licenceCovers(math1, { kind: "paper-video", subject: "math1" }, NOW)).toBe(true);
    expect(licenceCovers(math1, { kind: "live", subject: "math1" }, NOW)).toBe(true);
    expect(licenceCovers(math1, { ...course, subject: "math2" }, NOW)).toBe(false);
    expect(licenceCovers(terms({ scope: "subject", subject: null }), course, NOW)).toBe(false);
  });

  it("covers one course with scope course, and nothing else", () => {
    const one = terms({ scope: "course", courseId: 7 });
    expect(licenceCovers(one, course, NOW)).toBe(true);
    expect(licenceCovers(one, { ...course, courseId: 8 }, NOW)).toBe(false);
    expect(licenceCovers(one, { kind: "paper-video", subject: "math1" }, NOW)).toBe(false);
  });

  it("covers one question bank with scope bank, and banks of its subject with scope subject", () => {
    const bank = { kind: "question-bank" as const, bankId: 3, subject: "cs408" };
    expect(licenceCovers(terms({ scope: "bank", bankId: 3 }), bank, NOW)).toBe(true);
    expect(licenceCovers(terms({ scope: "bank", bankId: 3 }), { ...bank, bankId: 4 }, NOW)).toBe(false);
    expect(licenceCovers(terms({ scope: "bank", bankId: 3 }), course, NOW)).toBe(false);
    expect(licenceCovers(terms({ scope: "course", courseId: 3 }), bank, NOW)).toBe(false);
    expect(licenceCovers(terms({ scope: "subject", subject: "cs408" }), bank, NOW)).toBe(true);
    expect(licenceCovers(terms({}), bank, NOW)).toBe(true);
  });

  it("holds from its start until (not at) its end", () => {
    expect(licenceCovers(terms({ startsAt: NOW + 1 }), course, NOW)).toBe(false);
    expect(licenceCovers(terms({ startsAt: NOW }), course, NOW)).toBe(true);
    expect(licenceCovers(terms({ endsAt: NOW }), course, NOW)).toBe(false);
    expect(licenceCovers(terms({ endsAt: NOW + 1 }), course, NOW)).toBe(true);
  });
});
