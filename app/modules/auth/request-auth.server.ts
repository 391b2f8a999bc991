// Who is making a request: resolves the bearer header or the Authorization cookie to a user.
import { parse as parseCookies } from "cookie";
import { findUserByToken, readToken, type AuthUser } from "./session.server";

export interface RequestAuth {
  user: AuthUser | null;
  /** A token was sent but is unknown, expired or revoked: the client should forget it. */
  staleToken: boolean;
}

export async function authenticateRequest(request: Request): Promise<RequestAuth> {
  const token = readToken(request, parseCookies(request.headers.get("cookie") ?? ""));
  if (!token) return { user: null, staleToken: false };
  const user = await findUserByToken(token);
  return { user, staleToken: user === null };
}
