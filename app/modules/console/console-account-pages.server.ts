// The console pages every console user has (issue 25): 概览 (/console), 登录设备 (/console/sessions: the console
// sessions with address and browser, 退出其他控制台登录 / 退出所有控制台登录) and 操作记录 (/console/audit: the audit log
// as this user may read it, newest first, 30 a page).
import { data, redirect } from "@remix-run/node";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import { classifyAgent } from "~/modules/visit/visit-classify.server";
import { db } from "~/db/client.server";
import { listAuditLog, recordConsoleChange } from "./console-audit.server";
import { auditActionName, consoleMessages as m } from "./console-messages";
import { consoleFrameOf } from "./console-frame.server";
import { consolePaths } from "./console-paths";
import { auditPageSchema, endConsoleSessionsSchema } from "./console-schemas";
import { endConsoleSessions, listConsoleSessions } from "./console-sessions.server";
import { requireConsoleUser, type ConsoleUser } from "./require-console-user.server";
import { recoveryCodesLeft } from "./second-factor.server";

const timeOf = (epochMs: number) => ({ text: shanghaiSlashMinute(epochMs), iso: new Date(epochMs).toISOString() });

/** Few recovery codes left: the overview says so. */
const RECOVERY_CODES_LOW = 3;

export async function loadConsoleLayout(request: Request, context: { clientIp: string }) {
  return consoleFrameOf(await requireConsoleUser(request, context));
}

export async function loadConsoleHomePage(request: Request, context: { clientIp: string }) {
  const consoleUser = await requireConsoleUser(request, context);
  const left = await recoveryCodesLeft(consoleUser.user.id);
  const frame = consoleFrameOf(consoleUser);
  return {
    label: frame.label,
    roleText: frame.roleText,
    sections: frame.menu.filter((item) => item.path !== consolePaths.home),
    recoveryCodesLeft: left,
    recoveryCodesLow: left <= RECOVERY_CODES_LOW,
  };
}

function describeAgent(userAgent: string): string {
  const agent = classifyAgent(userAgent);
  const parts = [agent.browsername, agent.osname].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : "未知浏览器";
}

export async function loadConsoleSessionsPage(request: Request, context: { clientIp: string }) {
  const { user } = await requireConsoleUser(request, context);
  const sessions = await listConsoleSessions(user.id);
  return {
    sessions: sessions.map((session) => ({
      id: session.sessionId,
      current: session.sessionId === user.sessionId,
      ip: session.ip || "未知",
      agent: describeAgent(session.userAgent),
      verifiedAt: timeOf(session.verifiedAt),
      seenAt: timeOf(session.seenAt),
    })),
  };
}

/** Ends console sessions with their audit row; "all" ends this one too (the second factor is asked again). */
export async function endConsoleSessionsAs(
  { user, access, actor }: ConsoleUser,
  scope: "others" | "all",
  now: number = Date.now(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ended = await endConsoleSessions(user.id, scope === "others" ? user.sessionId : undefined, trx);
    await recordConsoleChange(
      trx,
      actor,
      {
        schoolId: access.adminSchoolId,
        action: "console.sessions-end",
        targetType: "user",
        targetId: user.id,
        before: null,
        after: { scope, ended },
      },
      now,
    );
    return ended;
  });
}

export async function submitConsoleSessionsPage(request: Request, context: { clientIp: string }) {
  const consoleUser = await requireConsoleUser(request, context);
  const parsed = endConsoleSessionsSchema.safeParse(Object.fromEntries(await readPageForm(request)));
  if (!parsed.success) throw data({ message: "请求有误，请在页面上重新操作" }, { status: 400 });
  const ended = await endConsoleSessionsAs(consoleUser, parsed.data.scope);
  if (parsed.data.scope === "all") return redirectWithToast(request, "/", { kind: "success", message: m.signedOut });
  return redirectWithToast(request, consolePaths.sessions, { kind: "success", message: m.sessionsEnded(ended) });
}

export async function loadConsoleAuditPage(request: Request, context: { clientIp: string }) {
  const { access } = await requireConsoleUser(request, context);
  const url = new URL(request.url);
  const parsed = auditPageSchema.safeParse(Object.fromEntries(url.searchParams));
  // A malformed ?before= (a scanner, a hand-edited address) → the first page, one address per state.
  if (!parsed.success) throw redirect(consolePaths.audit);
  const rows = await listAuditLog(access, { limit: parsed.data.limit + 1, beforeId: parsed.data.before });
  const shown = rows.slice(0, parsed.data.limit);
  const schoolIds = [...new Set(shown.map((row) => row.schoolId).filter((id): id is number => id !== null))];
  const schools =
    schoolIds.length > 0
      ? await db.selectFrom("schools").select(["id", "name"]).where("id", "in", schoolIds).execute()
      : [];
  const schoolName = new Map(schools.map((school) => [school.id, school.name]));
  return {
    operator: access.operator,
    entries: shown.map((row) => ({
      id: row.id,
      time: timeOf(row.createdAt),
      actor: row.actorLabel,
      ip: row.ip,
      school: row.schoolId === null ? "全站" : (schoolName.get(row.schoolId) ?? `#${row.schoolId}`),
      action: auditActionName(row.action),
      target: `${row.targetType} #${row.targetId}`,
      before: row.before === null ? null : JSON.stringify(row.before, null, 2),
      after: row.after === null ? null : JSON.stringify(row.after, null, 2),
    })),
    first: parsed.data.before === undefined,
    nextBefore: rows.length > parsed.data.limit ? shown.at(-1)?.id : undefined,
  };
}
