// Signed media URLs (issue 6, docs/decisions/0009-media-delivery.md). A grant names one file path, an expiry and the
// subject it was issued to — `u:<userId>` for a logged-in user, `v:<appuuid>` for a visitor — and is signed with
// HMAC-SHA256 over all three. Pure: the caller passes the secret and the clock.
import crypto from "node:crypto";

export interface MediaGrant {
  /** The URL path of the file, e.g. /media/courses/politics/01.mp4 (decoded). */
  path: string;
  /** Epoch seconds after which the grant is void. */
  expiresAt: number;
  subject: string;
}

export type MediaRefusal = "unsigned" | "expired" | "tampered" | "other-subject";

const SUBJECT = /^(u:\d{1,12}|v:[A-Za-z0-9_-]{8,64})$/;

export function userSubject(userId: number): string {
  return `u:${userId}`;
}

export function visitorSubject(visitorId: string): string | null {
  const subject = `v:${visitorId}`;
  return SUBJECT.test(subject) ? subject : null;
}

function mac(secret: string, grant: MediaGrant): string {
  return crypto
    .createHmac("sha256", secret)
    .update(`media\n${grant.path}\n${grant.expiresAt}\n${grant.subject}`)
    .digest("base64url");
}

/** The query a grant travels in: exp, sub, sig. */
export function signMediaGrant(secret: string, grant: MediaGrant): URLSearchParams {
  if (!SUBJECT.test(grant.subject)) throw new Error(`not a media subject: ${grant.subject}`);
  return new URLSearchParams({ exp: String(grant.expiresAt), sub: grant.subject, sig: mac(secret, grant) });
}

/**
 * Checks a request for `path` carrying `query` against the subjects the requester can prove (their session's user, their
 * visitor cookie). Returns null when it may be served, or why not.
 */
export function verifyMediaGrant(
  secret: string,
  path: string,
  query: URLSearchParams,
  requesterSubjects: readonly string[],
  nowSeconds: number,
): MediaRefusal | null {
  const exp = query.get("exp");
  const subject = query.get("sub");
  const sig = query.get("sig");
  if (!exp || !subject || !sig) return "unsigned";
  if (!/^\d{1,12}$/.test(exp) || !SUBJECT.test(subject)) return "tampered";
  const expected = Buffer.from(mac(secret, { path, expiresAt: Number(exp), subject }));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return "tampered";
  if (Number(exp) <= nowSeconds) return "expired";
  if (!requesterSubjects.includes(subject)) return "other-subject";
  return null;
}
