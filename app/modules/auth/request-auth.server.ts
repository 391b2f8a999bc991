// Who is making a request: resolves the bearer header or the Authorization cookie to a user.
import { parse as parseCookies } from "cookie";
import { findUserByToken, readToken, type AuthUser } from "./session.server";

export interface RequestAuth {
  user: AuthUser | null;
  /** A token was sent but is unknown, expired or revoked: the client should forget it. */
  staleToken: boolean;
}

// Root, layout and page loaders of one request all ask; the session is looked up once per request.
const resolved = new WeakMap<Request, Promise<RequestAuth>>();

export function authenticateRequest(request: Request): Promise<RequestAuth> {
  let auth = resolved.get(request);
  if (!auth) {
    auth = resolve(request);
    resolved.set(request, auth);
  }
  return auth;
}

async function resolve(request: Request): Promise<RequestAuth> {
  const token = readToken(request, parseCookies(request.headers.get("cookie") ?? ""));
  if (!token) return { user: null, staleToken: false };
  const user = await findUserByToken(token);
  return { user, staleToken: user === null };
}
