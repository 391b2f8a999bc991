// What the moderation centre reads (docs/decisions/0031-moderation-centre.md), generic over the queue sources: the
// pending counts (the tabs and the header's badge), a source's queue page, the school's decision log with each entry's
// kind and action named, and the two sensitive-word lists. Shared by the desktop page, the mobile page and the API.
import { db } from "~/db/client.server";
import type { Page } from "~/modules/paging/paged-query";
import type { Paging } from "~/modules/paging/paging-schemas";
import { listDecisions, type DecisionEntry } from "./moderation-log.server";
import type { QueueItem } from "./moderation-queue";
import { moderationSources, pendingCounts, sourceOf } from "./moderation-sources.server";
import { moderationActionNames } from "./moderation-states";
import { listSensitiveWords, removeSensitiveWord, SITE_WORD_LIST, type SensitiveWord } from "./sensitive-words.server";
import type { ConsoleActor } from "~/modules/console/console-audit.server";

export interface PendingCounts {
  items: Array<{ kind: string; name: string; count: number }>;
  total: number;
}

/** Every source's pending count (one count query each) and their sum. */
export async function moderationCounts(schoolId: number): Promise<PendingCounts> {
  const items = await pendingCounts(schoolId);
  return { items, total: items.reduce((sum, item) => sum + item.count, 0) };
}

/** The header's badge: the school's pending items, all sources together (0 when no source is registered). */
export async function pendingTotal(schoolId: number): Promise<number> {
  if (moderationSources.length === 0) return 0;
  return (await moderationCounts(schoolId)).total;
}

/** One source's pending items, a page at a time (404 for a kind no source has). */
export function queuePage(schoolId: number, kind: string, paging: Paging): Promise<Page<QueueItem>> {
  return sourceOf(kind).listPending(schoolId, paging);
}

export interface LoggedDecision extends DecisionEntry {
  /** The source's name (帖子, 评论…), or the stored kind when no source has it any more. */
  kindName: string;
  actionName: string;
}

/** The school's decision log, newest first, each entry with its kind and action in words. */
export async function decisionLogPage(schoolId: number, paging: Paging): Promise<Page<LoggedDecision>> {
  const list = await listDecisions(schoolId, paging);
  const names = new Map(moderationSources.map((source) => [source.kind, source.name]));
  return {
    ...list,
    items: list.items.map((entry) => ({
      ...entry,
      kindName: names.get(entry.subjectKind) ?? entry.subjectKind,
      actionName: moderationActionNames[entry.action] ?? entry.action,
    })),
  };
}

/** The site's list (read-only for a school) and the school's own words, each oldest first. */
export async function sensitiveWordLists(
  schoolId: number,
): Promise<{ site: SensitiveWord[]; school: SensitiveWord[] }> {
  const words = await listSensitiveWords(schoolId);
  return { site: words.filter((word) => word.site), school: words.filter((word) => !word.site) };
}

/** Removes one of the school's own words and says which it was (404 / 403 from removeSensitiveWord otherwise). */
export async function removeSchoolWord(schoolId: number, wordId: number, actor?: ConsoleActor): Promise<string> {
  const row = await db
    .selectFrom("sensitive_words")
    .select("word")
    .where("id", "=", wordId)
    .where("school_id", "=", schoolId)
    .where("school_id", "!=", SITE_WORD_LIST)
    .executeTakeFirst();
  await removeSensitiveWord(schoolId, wordId, actor);
  return row?.word ?? "";
}
