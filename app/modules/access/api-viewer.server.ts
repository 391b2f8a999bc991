// The viewer of an API call, for the API handlers of every domain that signs media or decides entitlement (courses,
// paper videos, lives, experience, search, records): the pages build theirs with viewerFor / gatedViewerFor.
import { reply, type ApiCall } from "~/modules/api/endpoint";
import type { AuthUser } from "~/modules/auth/session.server";
import { grantSubjectFor } from "~/modules/media/media-access.server";
import { loadAccessContext, type AccessContext } from "./content-access.server";
import { playbackViewerFor, viewerOf, type Viewer } from "./viewer.server";

/** The viewer of an API call (covers are signed for the caller's session user or appuuid cookie, if any). */
export async function apiViewer(
  call: Pick<ApiCall<unknown, "public">, "request" | "clientIp" | "user">,
): Promise<Viewer> {
  return viewerOf(call.user, call.clientIp, await grantSubjectFor(call.request));
}

/**
 * The handler of a play URL: the grant is issued to the playback viewer and sent with the appuuid cookie it may have
 * just been given. Shared by the course, paper-video and live play URLs.
 */
export function playUrlHandler<Input, Grant>(issue: (viewer: Viewer, input: Input) => Promise<Grant>) {
  return async ({
    input,
    request,
    user,
    clientIp,
  }: Pick<ApiCall<Input, "public">, "input" | "request" | "user" | "clientIp">) => {
    const { viewer, headers } = await playbackViewerFor(request, user, clientIp);
    return reply(await issue(viewer, input), { headers });
  };
}

/** The viewer of a logged-in API call. */
export async function apiUserViewer(call: {
  request: Request;
  clientIp: string;
  user: AuthUser;
}): Promise<Viewer & { userId: number }> {
  const viewer = await apiViewer(call);
  return { ...viewer, userId: call.user.id };
}

/** The licence context of a logged-in API call (what entitlement decisions need: the user's and the campus's licences). */
export async function apiAccessContext(call: {
  request: Request;
  clientIp: string;
  user: AuthUser;
}): Promise<AccessContext & { viewer: { userId: number } }> {
  const context = await loadAccessContext(await apiUserViewer(call));
  return { ...context, viewer: { ...context.viewer, userId: call.user.id } };
}
