// The moderation centre in both trees (/square/moderation, /mobile/user/moderation; docs/decisions/0031): link tabs —
// one per queue source with its pending count, 审核记录, 敏感词 — a page at a time. A guest is sent to log in; anyone but
// a school's organisation account gets the 403 page. Forms post here with an `intent`: decide (通过, 不通过, 隐藏,
// 恢复显示, 驳回举报 — the pressed button is the action), addWord, removeWord. Done → post/redirect/get with a toast;
// refused → the page again with the message and what was typed (without JavaScript too).
import { data, redirect } from "@remix-run/node";
import { isDomainError, type DomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { pageNotFound } from "~/lib/page-not-found.server";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { requireConsoleSchool, scopedPath } from "~/modules/console/console-school.server";
import { centrePageSchema } from "~/modules/centre/centre-schemas";
import {
  decisionLogPage,
  moderationCounts,
  queuePage,
  removeSchoolWord,
  sensitiveWordLists,
} from "./moderation-centre.server";
import { moderationMessages as m, moderationPageText as t } from "./moderation-messages";
import { moderationPaths } from "./moderation-paths";
import {
  decideSchema,
  LOG_TAB,
  manualDecisionKey,
  moderationTabField,
  queueItemIdSchema,
  sensitiveWordIdSchema,
  sensitiveWordSchema,
  WORDS_TAB,
} from "./moderation-schemas";
import { decideOn, sourceOf } from "./moderation-sources.server";
import type { QueueSource } from "./queue-source";
import { actionsNeedingReason, moderationActionNames, type ModerationAction } from "./moderation-states";
import type { Moderator } from "./moderation-queue";
import { markSensitiveWords, type MarkedSegment } from "./sensitive-words";
import { addSensitiveWord } from "./sensitive-words.server";

/** Items, log entries per page. */
const MODERATION_ROWS = 20;

const timeOf = (epochMs: number) => ({ text: shanghaiSlashMinute(epochMs), iso: new Date(epochMs).toISOString() });

interface ModerationTab {
  code: string;
  name: string;
  /** Pending items of a source tab; null for 审核记录 and 敏感词. */
  count: number | null;
}

export interface QueueEntry {
  kind: string;
  id: number;
  title: MarkedSegment[];
  excerpt: MarkedSegment[];
  authorName: string;
  submitted: { text: string; iso: string };
  flaggedWords: string[];
  link: string | null;
  actions: Array<{ code: ModerationAction; name: string; needsReason: boolean }>;
}

/** A refused form, for the page to show its message and what was typed. */
export interface ModerationFormResult {
  form: "decide" | "word" | "page";
  /** decide: the item's `${kind}:${id}`, so only its form shows the message. */
  key?: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

function clampPage(request: Request, page: number, total: number): void {
  const last = Math.max(1, Math.ceil(total / MODERATION_ROWS));
  if (page <= last) return;
  const url = new URL(request.url);
  if (last > 1) url.searchParams.set("page", String(last));
  else url.searchParams.delete("page");
  throw redirect(`${url.pathname}${url.search}`);
}

/**
 * /console/moderation (issue 25: the centre moved into the console's frame; the old addresses redirect here): the
 * school's administrators for their school, the operator for the school they chose (?school=).
 */
export async function loadModerationPage(request: Request, context: { clientIp: string }) {
  const scope = await requireConsoleSchool(request, context);
  const moderator: Moderator = { userId: scope.consoleUser.user.id, schoolId: scope.school.id };
  const url = new URL(request.url);
  const home = scopedPath(moderationPaths.console, scope.query);
  const counts = await moderationCounts(moderator.schoolId);
  const tabs: ModerationTab[] = [
    ...counts.items.map((item) => ({ code: item.kind, name: item.name, count: item.count })),
    { code: LOG_TAB, name: t.logTab, count: null },
    { code: WORDS_TAB, name: t.wordsTab, count: null },
  ];
  const firstTab = tabs[0]!.code;
  const parsedTab = moderationTabField.safeParse(url.searchParams.get("tab") ?? undefined);
  const tab = parsedTab.success ? (parsedTab.data ?? firstTab) : null;
  // An unknown tab (a source that is gone, a typo) → the first tab, one address per state.
  if (tab === null || !tabs.some((entry) => entry.code === tab)) throw redirect(home);
  const parsedPage = centrePageSchema.safeParse({ page: url.searchParams.get("page") ?? undefined });
  const page = parsedPage.success ? parsedPage.data.page : 1;
  const paging = { page, rows: MODERATION_ROWS };
  const base = {
    school: scope.school,
    schools: scope.schools,
    query: scope.query,
    tabs,
    tab,
    firstTab,
    page,
    rows: MODERATION_ROWS,
    pendingTotal: counts.total,
    hasSources: counts.items.length > 0,
  };

  if (tab === LOG_TAB) {
    const log = await decisionLogPage(moderator.schoolId, paging);
    clampPage(request, page, log.total);
    return {
      ...base,
      view: "log" as const,
      total: log.total,
      log: log.items.map((entry) => ({
        id: entry.id,
        time: timeOf(entry.createdAt),
        moderatorName: entry.moderatorName ?? t.moderatorUnknown,
        kindName: entry.kindName,
        subject: `${entry.kindName} #${entry.subjectId}`,
        actionName: entry.actionName,
        reason: entry.reason,
      })),
    };
  }
  if (tab === WORDS_TAB) {
    const words = await sensitiveWordLists(moderator.schoolId);
    return { ...base, view: "words" as const, total: words.school.length, words };
  }
  const source = sourceOf(tab);
  const [queue, reading] = await Promise.all([
    queuePage(moderator.schoolId, tab, paging),
    readingOf(source, moderator, url.searchParams.get("read")),
  ]);
  clampPage(request, page, queue.total);
  // 查看原文: the item's own page, or the text read in place here (?read=<id>) when the source offers it.
  const readHref = (id: number) => {
    const params = new URLSearchParams(url.search);
    params.set("read", String(id));
    return `${moderationPaths.console}?${params.toString()}#moderation-reading`;
  };
  return {
    ...base,
    view: "queue" as const,
    reading,
    total: queue.total,
    items: queue.items.map(
      (item): QueueEntry => ({
        kind: item.kind,
        id: item.id,
        title: markSensitiveWords(item.title, item.flaggedWords),
        excerpt: markSensitiveWords(item.excerpt, item.flaggedWords),
        authorName: item.authorName,
        submitted: timeOf(item.submittedAt),
        flaggedWords: item.flaggedWords,
        link: item.link ?? (source.readPending ? readHref(item.id) : null),
        actions: item.actions.map((code) => ({
          code,
          name: moderationActionNames[code],
          needsReason: actionsNeedingReason.has(code),
        })),
      }),
    ),
  };
}

export type ModerationPageData = Awaited<ReturnType<typeof loadModerationPage>>;

/** The text asked for with ?read=, or null; an item gone or of another school answers with its status and message. */
async function readingOf(source: QueueSource, moderator: Moderator, raw: string | null) {
  if (raw === null || !source.readPending) return null;
  const parsed = queueItemIdSchema.safeParse({ id: raw });
  if (!parsed.success) throw pageNotFound(m.itemNotFound);
  try {
    const text = await source.readPending(moderator, parsed.data.id);
    return {
      id: parsed.data.id,
      title: markSensitiveWords(text.title, text.flaggedWords),
      html: text.html,
      flaggedWords: text.flaggedWords,
    };
  } catch (error) {
    if (isDomainError(error)) throw data({ message: error.message }, { status: error.status });
    throw error;
  }
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const refused = (result: ModerationFormResult, status: number) => data<ModerationFormResult>(result, { status });

export async function submitModerationPage(request: Request, context: { clientIp: string }) {
  const scope = await requireConsoleSchool(request, context);
  const { user } = scope.consoleUser;
  const moderator: Moderator = { userId: user.id, schoolId: scope.school.id, actor: scope.consoleUser.actor };
  const form = await readPageForm(request);
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const intent = form.get("intent");

  if (intent === "decide") {
    const values = {
      kind: text(form, "kind"),
      id: text(form, "id"),
      action: text(form, "action"),
      reason: text(form, "reason"),
    };
    // The form under a queue item, or the tab's 隐藏 / 恢复显示 by number for content already published.
    const key = form.get("origin") === "manual" ? manualDecisionKey(values.kind) : `${values.kind}:${values.id}`;
    const parsed = decideSchema.safeParse(values);
    if (!parsed.success) return refused({ form: "decide", key, errors: fieldErrorsOf(parsed.error), values }, 400);
    try {
      const action = await decideOn(moderator, parsed.data);
      return redirectWithToast(request, back, { kind: "success", message: m.decided(moderationActionNames[action]) });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return refused({ form: "decide", key, errors: messagesOf(error), values }, error.status);
    }
  }

  if (intent === "addWord") {
    const values = { word: text(form, "word") };
    const parsed = sensitiveWordSchema.safeParse(values);
    if (!parsed.success) return refused({ form: "word", errors: fieldErrorsOf(parsed.error), values }, 400);
    try {
      const added = await addSensitiveWord(moderator.schoolId, parsed.data.word, user.id, Date.now(), moderator.actor);
      return redirectWithToast(request, back, { kind: "success", message: m.wordAdded(added.word) });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return refused({ form: "word", errors: messagesOf(error), values }, error.status);
    }
  }

  if (intent === "removeWord") {
    const parsed = sensitiveWordIdSchema.safeParse({ id: form.get("id") ?? undefined });
    if (!parsed.success)
      return refused(
        { form: "page", errors: { "": parsed.error.issues[0]?.message ?? m.wordIdInvalid }, values: {} },
        400,
      );
    try {
      const word = await removeSchoolWord(moderator.schoolId, parsed.data.id, moderator.actor);
      return redirectWithToast(request, back, { kind: "success", message: m.wordRemoved(word) });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return refused({ form: "page", errors: { "": error.message }, values: {} }, error.status);
    }
  }

  return refused({ form: "page", errors: { "": m.intentInvalid }, values: {} }, 400);
}

/** A field's message where the service named the field, else the form's. */
function messagesOf(error: DomainError): Record<string, string> {
  return error.fieldErrors && Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : { "": error.message };
}
