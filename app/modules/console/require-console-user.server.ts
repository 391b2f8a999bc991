// The console's one access rule (issue 25; docs/decisions/0045-console-frame.md), for its pages and its API alike:
// a logged-in user with a console role (operator or a school's administrator), a confirmed second factor, and a live
// console session (this site session passed the factor and has not been idle 8 hours). Pages get redirects to the step
// that is missing; the API gets 401/403 in the envelope. The campus gate plays no part here.
import { data, redirect } from "@remix-run/node";
import { DomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { requireUser } from "~/modules/auth/require-user.server";
import type { AuthUser } from "~/modules/auth/session.server";
import type { ConsoleAccess } from "./console-access";
import type { ConsoleActor } from "./console-audit.server";
import { consoleMessages as m } from "./console-messages";
import { consolePaths } from "./console-paths";
import { consoleAccessOf } from "./console-roles.server";
import { consoleSessionState } from "./console-sessions.server";
import { hasSecondFactor } from "./second-factor.server";

export interface ConsoleUser {
  user: AuthUser;
  access: ConsoleAccess;
  actor: ConsoleActor & { userId: number };
}

type ConsoleGate =
  | { step: "open"; console: ConsoleUser }
  | { step: "no-role" | "enrol" | "sign-in" | "expired"; access: ConsoleAccess };

/** How the audit log and the frame name this user: an organisation by its school, a person by nickname and phone tail. */
function consoleLabelOf(user: Pick<AuthUser, "isOrg" | "schoolName" | "nickname" | "phoneNumber">): string {
  if (user.isOrg) return m.orgLabel(user.schoolName ?? user.nickname);
  return m.userLabel(user.nickname, user.phoneNumber?.slice(-4) ?? "");
}

export function consoleActorOf(user: AuthUser, clientIp: string): ConsoleActor & { userId: number } {
  return { userId: user.id, label: consoleLabelOf(user), ip: clientIp };
}

// The frame's loader and the page's loader of one request both ask: the gate is looked up once per request.
const gates = new WeakMap<Request, Promise<ConsoleGate>>();

function consoleGateFor(request: Request, user: AuthUser, clientIp: string): Promise<ConsoleGate> {
  let gate = gates.get(request);
  if (!gate) {
    gate = consoleGateOf(user, clientIp, Date.now());
    gates.set(request, gate);
  }
  return gate;
}

/** Where this user stands on the way into the console. */
async function consoleGateOf(user: AuthUser, clientIp: string, now: number): Promise<ConsoleGate> {
  const access = await consoleAccessOf(user);
  if (!access.operator && access.adminSchoolId === null) return { step: "no-role", access };
  if (!(await hasSecondFactor(user.id))) return { step: "enrol", access };
  const state = await consoleSessionState(user.sessionId, now);
  if (state === "none") return { step: "sign-in", access };
  if (state === "expired") return { step: "expired", access };
  return { step: "open", console: { user, access, actor: consoleActorOf(user, clientIp) } };
}

function backTo(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * For console pages: the console user, or the step that is missing — a guest logs in, a user without a console role
 * gets the 403 page, then enrolment, then the second factor (with the way back). `operator: true` pages answer a
 * school's administrator 403.
 */
export async function requireConsoleUser(
  request: Request,
  context: { clientIp: string },
  options: { operator?: boolean } = {},
): Promise<ConsoleUser> {
  const user = await requireUser(request);
  const gate = await consoleGateFor(request, user, context.clientIp);
  const back = `?redirect=${encodeURIComponent(backTo(request))}`;
  switch (gate.step) {
    case "no-role":
      throw data({ message: m.notConsoleUser }, { status: 403 });
    case "enrol":
      throw redirect(`${consolePaths.enrol}${back}`);
    case "sign-in":
      throw redirect(`${consolePaths.signIn}${back}`);
    case "expired":
      throw await redirectWithToast(request, `${consolePaths.signIn}${back}`, {
        kind: "info",
        message: m.consoleExpired,
      });
    case "open":
      if (options.operator && !gate.console.access.operator) throw data({ message: m.operatorOnly }, { status: 403 });
      return gate.console;
  }
}

/**
 * For the enrolment and second-factor pages: a logged-in user with a console role (the factor not asked). A guest logs
 * in first; anyone else gets the 403 page.
 */
export async function requireConsoleCandidate(
  request: Request,
  context: { clientIp: string },
): Promise<{ user: AuthUser; access: ConsoleAccess; enrolled: boolean; actor: ConsoleActor & { userId: number } }> {
  const user = await requireUser(request);
  const access = await consoleAccessOf(user);
  if (!access.operator && access.adminSchoolId === null) throw data({ message: m.notConsoleUser }, { status: 403 });
  return { user, access, enrolled: await hasSecondFactor(user.id), actor: consoleActorOf(user, context.clientIp) };
}

/**
 * For the API (auth rule "console"): the console user behind the token, or a 403 DomainError naming the missing
 * step. The dispatcher has already answered 401 when there is no user.
 */
export async function consoleCallerOf(user: AuthUser, clientIp: string): Promise<ConsoleUser> {
  const gate = await consoleGateOf(user, clientIp, Date.now());
  if (gate.step === "open") return gate.console;
  if (gate.step === "no-role") throw new DomainError(403, m.notConsoleUser);
  if (gate.step === "enrol") throw new DomainError(403, m.enrolFirst);
  throw new DomainError(403, gate.step === "expired" ? m.consoleExpired : m.signInFirst);
}
