// Guards for the moderation pages and API: the organisation account of a school (spec section 6: the school's library
// account) moderates its own school's users' content, nobody else. A guest is sent to log in; a student or an
// organisation account without a school gets 403.
import { DomainError } from "~/lib/domain-error";
import type { AuthUser } from "~/modules/auth/session.server";
import { moderationMessages as m } from "./moderation-messages";
import type { Moderator } from "./moderation-queue";

/** The moderator a user is, or null when they are not one. */
export function moderatorOf(user: Pick<AuthUser, "id" | "isOrg" | "schoolId"> | null): Moderator | null {
  return user?.isOrg && user.schoolId ? { userId: user.id, schoolId: user.schoolId } : null;
}

/** For the API and services: the moderator, or a 403 DomainError. */
export function requireModeratorUser(user: Pick<AuthUser, "id" | "isOrg" | "schoolId"> | null): Moderator {
  const moderator = moderatorOf(user);
  if (!moderator) throw new DomainError(403, m.notModerator);
  return moderator;
}
