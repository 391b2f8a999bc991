// The campus-IP gate (spec sections 1, 4, 6): a visitor may see gated content when logged in or on a campus
// network; anyone else gets the tips dialog (login, register, feedback) instead. Decided here, on the server, for
// every request — pages call requireCampusOrUser in their loaders, the API uses the "campus" auth rule.
import { data } from "@remix-run/node";
import { findCampusSchool } from "~/modules/school/school.server";
import { recordCampusRefusal } from "~/modules/usage/usage-refusals.server";
import { ipGateTips } from "./auth-messages";
import { authenticateRequest } from "./request-auth.server";
import type { AuthUser } from "./session.server";

export const CAMPUS_GATE_MESSAGE = "请登录或连接校园网后访问";

export interface CampusAccess {
  user: AuthUser | null;
  campusSchool: { id: number; name: string } | null;
}

export async function hasCampusAccess(user: AuthUser | null, ip: string): Promise<CampusAccess & { allowed: boolean }> {
  const campusSchool = await findCampusSchool(ip);
  return { user, campusSchool, allowed: user !== null || campusSchool !== null };
}

/** For loaders of gated pages: the visitor's access, or a 403 that the error boundary shows as the tips dialog. */
export async function requireCampusOrUser(request: Request, clientIp: string): Promise<CampusAccess> {
  const { user } = await authenticateRequest(request);
  const access = await hasCampusAccess(user, clientIp);
  if (!access.allowed) {
    await recordCampusRefusal(request, clientIp);
    throw data({ gate: "campus", message: ipGateTips.body }, { status: 403 });
  }
  return access;
}
