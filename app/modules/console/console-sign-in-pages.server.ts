// The two steps into the console (issue 25; docs/decisions/0045-console-frame.md): 绑定验证器 (/console/enrol: a QR code
// and the secret, confirmed by a first code, then ten recovery codes shown once) and 控制台验证 (/console/signIn: a code
// from the authenticator or a recovery code). Both make this site session a console session and go back to where
// the user was going. A refused code comes back with its message; codes are never put back in the form.
import { data, redirect } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import type { AuthUser } from "~/modules/auth/session.server";
import { recordConsoleChange } from "./console-audit.server";
import { consoleMessages as m } from "./console-messages";
import { consolePaths, consoleReturnPath } from "./console-paths";
import { consoleEnrolSchema, consoleSignInSchema } from "./console-schemas";
import { consoleSessionState, openConsoleSession } from "./console-sessions.server";
import { requireConsoleCandidate } from "./require-console-user.server";
import { confirmEnrolment, recoveryCodesLeft, startEnrolment, verifySecondFactor } from "./second-factor.server";
import { db } from "~/db/client.server";

export interface SecondFactorFormResult {
  errors: Record<string, string>;
}

const returnPathOf = (request: Request) => consoleReturnPath(new URL(request.url).searchParams.get("redirect"));
const withRedirect = (path: string, back: string) =>
  back === consolePaths.home ? path : `${path}?redirect=${encodeURIComponent(back)}`;

/** The factor passed: this site session is a console session from now, with its audit row. */
export async function enterConsole(
  user: AuthUser,
  actor: { userId: number; label: string; ip: string },
  schoolId: number | null,
  via: "totp" | "recovery-code" | "enrolment",
  now: number = Date.now(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await openConsoleSession({ id: user.sessionId, userId: user.id }, now, trx);
    await recordConsoleChange(
      trx,
      actor,
      {
        schoolId,
        action: "console.sign-in",
        targetType: "session",
        targetId: user.sessionId,
        before: null,
        after: { via },
      },
      now,
    );
  });
}

const refusedCode = (error: unknown) => {
  if (isDomainError(error) && (error.status === 400 || error.status === 429))
    return data<SecondFactorFormResult>({ errors: { code: error.message } }, { status: error.status });
  throw error;
};

export async function loadConsoleSignInPage(request: Request, context: { clientIp: string }) {
  const { user, enrolled } = await requireConsoleCandidate(request, context);
  const back = returnPathOf(request);
  if (!enrolled) throw redirect(withRedirect(consolePaths.enrol, back));
  if ((await consoleSessionState(user.sessionId)) === "active") throw redirect(back);
  return { recoveryCodesLeft: await recoveryCodesLeft(user.id) };
}

export async function submitConsoleSignInPage(request: Request, context: { clientIp: string }) {
  const { user, access, enrolled, actor } = await requireConsoleCandidate(request, context);
  const back = returnPathOf(request);
  if (!enrolled) throw redirect(withRedirect(consolePaths.enrol, back));
  const parsed = consoleSignInSchema.safeParse(Object.fromEntries(await readPageForm(request)));
  if (!parsed.success) return data<SecondFactorFormResult>({ errors: fieldErrorsOf(parsed.error) }, { status: 400 });
  let via: "totp" | "recovery-code";
  try {
    via = (await verifySecondFactor(user.id, actor.label, parsed.data.code)).usedRecoveryCode
      ? "recovery-code"
      : "totp";
  } catch (error) {
    return refusedCode(error);
  }
  await enterConsole(user, actor, access.adminSchoolId, via);
  return redirectWithToast(request, back, { kind: "success", message: m.signedIn });
}

/**
 * The enrolment to show, or `enrolment: null` once the factor is bound — no redirect then: a form posted without
 * JavaScript gets this loader's answer together with the action's, which carries the recovery codes shown once.
 */
export async function loadConsoleEnrolPage(request: Request, context: { clientIp: string }) {
  const { user, enrolled, actor } = await requireConsoleCandidate(request, context);
  const next = returnPathOf(request);
  if (enrolled) return { enrolment: null, next };
  const enrolment = await startEnrolment(user.id, actor.label);
  return { enrolment: { secret: enrolment.secret, qrSvg: enrolment.qrSvg }, next };
}

export type ConsoleEnrolResult =
  | (SecondFactorFormResult & { done?: undefined })
  | { done: true; recoveryCodes: string[]; next: string };

export async function submitConsoleEnrolPage(request: Request, context: { clientIp: string }) {
  const { user, access, enrolled, actor } = await requireConsoleCandidate(request, context);
  const back = returnPathOf(request);
  if (enrolled) throw redirect(withRedirect(consolePaths.signIn, back));
  const form = Object.fromEntries(await readPageForm(request));
  // 换一个二维码: a new secret (the old entry in the authenticator will not work), the page again.
  if (form.intent === "restart") {
    await startEnrolment(user.id, actor.label, Date.now(), { fresh: true });
    throw redirect(withRedirect(consolePaths.enrol, back));
  }
  const parsed = consoleEnrolSchema.safeParse(form);
  if (!parsed.success) return data<ConsoleEnrolResult>({ errors: fieldErrorsOf(parsed.error) }, { status: 400 });
  let recoveryCodes: string[];
  try {
    recoveryCodes = (await confirmEnrolment(actor, parsed.data.code)).recoveryCodes;
  } catch (error) {
    return refusedCode(error);
  }
  await enterConsole(user, actor, access.adminSchoolId, "enrolment");
  // Shown once, in this answer: never put in a cookie or a page that can be loaded again.
  return data<ConsoleEnrolResult>(
    { done: true, recoveryCodes, next: back },
    { headers: { "Cache-Control": "no-store" } },
  );
}
