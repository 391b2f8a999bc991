// Who is asking for a media file, in the terms media grants are issued in: the logged-in user and the browser's
// visitor id. A URL issued to a visitor keeps working for that browser after it logs in, and a URL issued to a user
// works in any of that user's sessions; nobody else's.
import { getOptionalUser } from "~/modules/auth/require-user.server";
import { cookieUuid } from "~/modules/visit/visit-log.server";
import { userSubject, visitorSubject } from "./media-signature";

export async function requesterSubjects(request: Request): Promise<string[]> {
  const subjects: string[] = [];
  const user = await getOptionalUser(request);
  if (user) subjects.push(userSubject(user.id));
  const visitorId = cookieUuid(request);
  const visitor = visitorId ? visitorSubject(visitorId) : null;
  if (visitor) subjects.push(visitor);
  return subjects;
}

/** The subject a new grant is issued to: the user when logged in, else the visitor; null for neither. */
export async function grantSubjectFor(request: Request, newVisitorId?: string): Promise<string | null> {
  const user = await getOptionalUser(request);
  if (user) return userSubject(user.id);
  const visitorId = cookieUuid(request) ?? newVisitorId;
  return visitorId ? visitorSubject(visitorId) : null;
}

export const mediaRefusalMessages = {
  unsigned: "视频地址无效，请从课程页面打开",
  tampered: "视频地址无效，请从课程页面打开",
  expired: "视频地址已过期，请刷新页面后重试",
  "other-subject": "该视频地址不属于当前账号，请从课程页面打开",
} as const;
