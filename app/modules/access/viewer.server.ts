// Who is looking, in the terms the course, paper-video and live services decide in: the account and its school, the
// campus network the request comes from, and the subject signed media URLs are issued to. Route loaders and API
// handlers build one per request (viewerFor / viewerOf) and hand it to the services, which never see the Request.
import crypto from "node:crypto";
import { serialize as serializeCookie } from "cookie";
import type { AuthUser } from "~/modules/auth/session.server";
import { requireCampusOrUser } from "~/modules/auth/campus-gate.server";
import { authenticateRequest } from "~/modules/auth/request-auth.server";
import { grantSubjectFor } from "~/modules/media/media-access.server";
import { findCampusSchool } from "~/modules/school/school.server";

export interface Viewer {
  userId: number | null;
  /** The logged-in account's school (licences of it apply anywhere). */
  schoolId: number | null;
  /** The school whose campus network the request comes from (its licences apply to anyone there). */
  campusSchoolId: number | null;
  /** u:<userId> or v:<appuuid>: who signed media URLs (covers, posters, videos) are issued to; null = none. */
  subject: string | null;
}

/** For services called outside a request (tests, scripts): an anonymous viewer nowhere. */
export const NOBODY: Viewer = { userId: null, schoolId: null, campusSchoolId: null, subject: null };

export async function viewerOf(
  user: Pick<AuthUser, "id" | "schoolId"> | null,
  clientIp: string,
  subject: string | null,
): Promise<Viewer> {
  const campus = await findCampusSchool(clientIp);
  return { userId: user?.id ?? null, schoolId: user?.schoolId ?? null, campusSchoolId: campus?.id ?? null, subject };
}

/**
 * For page loaders: `context` is Remix's load context (clientIp, and newVisitorId on a browser's first view, whose
 * cookie is being set on this very response).
 */
export async function viewerFor(
  request: Request,
  context: { clientIp: string; newVisitorId?: string },
): Promise<Viewer> {
  const { user } = await authenticateRequest(request);
  return viewerOf(user, context.clientIp, await grantSubjectFor(request, context.newVisitorId));
}

/**
 * For loaders of gated pages (app/routes/*._gated.*): the campus gate first (its 403 shows the tips), so nothing is
 * even read for a visitor who may not browse, then the viewer. Each such loader calls it itself: Remix's single fetch
 * runs only the loaders a request names (`/x.data?_routes=…`), so the `_gated` layout's own check is not enough
 * (tests/server/gated-data.test.ts asks every gated route's data directly, off campus).
 */
export async function gatedViewerFor(
  request: Request,
  context: { clientIp: string; newVisitorId?: string },
): Promise<Viewer> {
  await requireCampusOrUser(request, context.clientIp);
  return viewerFor(request, context);
}

/**
 * For API handlers that issue a video URL: an anonymous browser without an appuuid cookie (API calls do not get one
 * from server.ts) is given one here, so the URL can be bound to it. Returns the viewer and the Set-Cookie to send.
 */
export async function playbackViewerFor(
  request: Request,
  user: Pick<AuthUser, "id" | "schoolId"> | null,
  clientIp: string,
): Promise<{ viewer: Viewer; headers?: HeadersInit }> {
  const subject = await grantSubjectFor(request);
  if (subject) return { viewer: await viewerOf(user, clientIp, subject) };
  const visitorId = crypto.randomUUID();
  const viewer = await viewerOf(user, clientIp, `v:${visitorId}`);
  const cookie = serializeCookie("appuuid", visitorId, { path: "/", maxAge: 2 * 365 * 24 * 3600, sameSite: "lax" });
  return { viewer, headers: { "Set-Cookie": cookie } };
}
