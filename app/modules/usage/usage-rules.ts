// COUNTER Release 5.1's processing rules (Code of Practice §7), applied to one day's usage events before they become
// the daily aggregate rows (docs/decisions/0056-usage-and-counter.md). Pure: events in, rows out.
//
// - What an event is: a page view of an item (a course video, a paper-explanation video, a live, a past paper) is a
//   request of it (and so an investigation too, §3.3.2); a course's own page is an investigation of the course
//   database; a word reviewed or a question answered is a request of an item of its word book or question bank; a
//   platform search is Searches_Platform; a licence refusal is No_License.
// - Double-click (§7.2): two events of the same user, action and target 30 seconds or less apart count once — the
//   later one; a chain of them counts once.
// - Sessions (§7.3): without a session id, a user (the account, else the appuuid cookie, else the address) within one
//   clock hour. Unique_Item_* counts an item once per session.
import type { Database } from "~/db/schema";
import { SHANGHAI_OFFSET_MS } from "~/lib/shanghai-time";

const DOUBLE_CLICK_MS = 30_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type UsageItemType = "course_video" | "paper_video" | "live" | "paper" | "course" | "word" | "question";
type UsageDatabaseType = "course" | "word_book" | "question_bank";
export type UsageAccess = "campus" | "login";
export type UsageDevice = "desktop" | "mobile";
type UsageAction = "investigation" | "request" | "search_platform" | "no_license";

type CounterMetric =
  | "Total_Item_Investigations"
  | "Unique_Item_Investigations"
  | "Total_Item_Requests"
  | "Unique_Item_Requests"
  | "Searches_Platform"
  | "No_License";

export interface UsageEvent {
  at: number;
  /** Who, as §7.3 identifies a user: u:<user id>, c:<appuuid>, or i:<address>. */
  actor: string;
  schoolId: number;
  access: UsageAccess;
  device: UsageDevice;
  action: UsageAction;
  /** The item (or, for a database's own page, the database itself); "" / 0 for a platform search. */
  itemType: UsageItemType | "";
  itemId: number;
  databaseType: UsageDatabaseType | "";
  databaseId: number;
  /** What else tells two searches apart (the keyword); "" otherwise. */
  detail?: string;
}

/**
 * The console's own measures, beside COUNTER's (never read by a COUNTER report): page views, visitors and sessions
 * (§7.3's user-hour) per school, access and device, and the campus gate's refusals (school 0: nobody is known there).
 * Visitors and sessions are the day's: a week's are not the sum of its days.
 */
type SiteMetric = "page_views" | "visitors" | "sessions" | "campus_refusals";

/**
 * The console's measures of an item (never read by a COUNTER report either): seconds of video watched, downloads,
 * mock exams handed in and words studied for the first time. Plain sums: no double-click rule, no sessions.
 */
type ConsoleMetric = "watch_seconds" | "downloads" | "exams_submitted" | "words_learnt";

/** One raw fact of a console measure, charged to a school like a visit. */
export interface ConsoleFact {
  schoolId: number;
  access: UsageAccess;
  device: UsageDevice;
  itemType: string;
  itemId: number;
  databaseType: string;
  databaseId: number;
  metric: ConsoleMetric;
  /** Seconds for watch_seconds; 1 for the others. */
  quantity: number;
}

/** The school no one is known to belong to (the campus gate's refusals). */
const NO_SCHOOL = 0;

export interface PageViewFact {
  at: number;
  actor: string;
  schoolId: number;
  access: UsageAccess;
  device: UsageDevice;
}

/** A row of usage_daily, its metric one this module knows. */
export type UsageDailyRow = Omit<Database["usage_daily"], "metric"> & {
  metric: CounterMetric | SiteMetric | ConsoleMetric;
};

/** The Beijing day (YYYY-MM-DD) an instant falls on. */
export function usageDayOf(at: number): string {
  return new Date(at + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first instant of a Beijing day and the first of the next. */
export function usageDayWindow(day: string): { from: number; to: number } {
  const from = Date.parse(`${day}T00:00:00Z`) - SHANGHAI_OFFSET_MS;
  return { from, to: from + DAY_MS };
}

/** Every Beijing day from the one holding `from` to the one holding `to`, both included. */
export function usageDaysBetween(from: number, to: number): string[] {
  const days: string[] = [];
  for (let day = usageDayOf(from); usageDayWindow(day).from <= to; day = usageDayOf(usageDayWindow(day).to)) {
    days.push(day);
  }
  return days;
}

/** A visit's page, as COUNTER sees it: which item or database it shows, or a platform search. */
export type PageTarget =
  | {
      action: "request";
      itemType: "course_video" | "paper_video" | "live" | "paper";
      itemId: number;
      courseId?: number;
    }
  | { action: "investigation"; itemType: "course"; itemId: number }
  | { action: "search_platform"; keyword: string };

const idParam = (value: string | null): number | null => {
  if (value === null || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
};

/** Reads a visit log's `currenturl` (either tree; video-paths.ts and content-paths.ts spell these pages). */
export function pageTargetOf(currentUrl: string): PageTarget | null {
  let url: URL;
  try {
    url = new URL(currentUrl, "http://localhost");
  } catch {
    return null;
  }
  const path = url.pathname.replace(/\/+$/, "").replace(/^\/mobile(?=\/)/, "");
  const id = idParam(url.searchParams.get("id"));
  switch (path) {
    case "/course/player": {
      const videoId = idParam(url.searchParams.get("videoId"));
      // Without videoId the player resumes where the viewer left off: which video is not in the address.
      if (id === null) return null;
      return videoId === null
        ? { action: "investigation", itemType: "course", itemId: id }
        : { action: "request", itemType: "course_video", itemId: videoId, courseId: id };
    }
    case "/course/detail":
    case "/course/cover":
      return id === null ? null : { action: "investigation", itemType: "course", itemId: id };
    case "/videoPlay":
    case "/videvPlay":
      return id === null ? null : { action: "request", itemType: "course_video", itemId: id };
    case "/trueQuesExplanation/videoPlay":
    case "/trueQuesExplanation/videvPlay":
      return id === null ? null : { action: "request", itemType: "paper_video", itemId: id };
    case "/livePlayback":
      return id === null ? null : { action: "request", itemType: "live", itemId: id };
    case "/question/list":
      return id === null ? null : { action: "request", itemType: "paper", itemId: id };
    case "/search": {
      const keyword = (url.searchParams.get("keyword") ?? "").trim();
      return keyword === "" ? null : { action: "search_platform", keyword };
    }
    default: {
      const paper = /^\/question\/([1-9][0-9]{0,9})$/.exec(path);
      const paperId = paper ? idParam(paper[1] ?? null) : null;
      return paperId === null ? null : { action: "request", itemType: "paper", itemId: paperId };
    }
  }
}

const targetKey = (event: UsageEvent) =>
  `${event.itemType}:${event.itemId}:${event.databaseType}:${event.databaseId}:${event.detail ?? ""}`;

/** §7.2: drops every event followed by the same user's same action on the same target within 30 seconds. */
export function withoutDoubleClicks(events: readonly UsageEvent[]): UsageEvent[] {
  const sorted = [...events].sort((a, b) => a.at - b.at);
  const nextAt = new Map<string, number>();
  const kept: UsageEvent[] = [];
  // Walk backwards: an event survives unless a later twin follows it closely (the later click is the one counted).
  for (let index = sorted.length - 1; index >= 0; index -= 1) {
    const event = sorted[index] as UsageEvent;
    const key = `${event.actor}|${event.action}|${targetKey(event)}`;
    const later = nextAt.get(key);
    nextAt.set(key, event.at);
    if (later !== undefined && later - event.at <= DOUBLE_CLICK_MS) continue;
    kept.push(event);
  }
  return kept.reverse();
}

/** §7.3: the session an event belongs to — its user within one clock hour. */
export function sessionOf(event: Pick<UsageEvent, "actor" | "at">): string {
  return `${event.actor}|${Math.floor(event.at / HOUR_MS)}`;
}

/**
 * One day's events → its aggregate rows (zero counts are never written). Requests are investigations too; a unique
 * count goes to the dimensions of the session's first event on that item.
 */
export function aggregateUsage(day: string, events: readonly UsageEvent[]): UsageDailyRow[] {
  const counts = new Map<string, UsageDailyRow>();
  const add = (event: UsageEvent, metric: CounterMetric) => {
    const key = [
      event.schoolId,
      event.itemType,
      event.itemId,
      event.databaseType,
      event.databaseId,
      event.access,
      event.device,
      metric,
    ].join("|");
    const row = counts.get(key);
    if (row) row.count += 1;
    else
      counts.set(key, {
        school_id: event.schoolId,
        day,
        item_type: event.itemType,
        item_id: event.itemId,
        database_type: event.databaseType,
        database_id: event.databaseId,
        access: event.access,
        device: event.device,
        metric,
        count: 1,
      });
  };
  const seen = new Set<string>();
  const once = (event: UsageEvent, metric: CounterMetric) => {
    const key = `${metric}|${sessionOf(event)}|${event.schoolId}|${targetKey(event)}`;
    if (seen.has(key)) return;
    seen.add(key);
    add(event, metric);
  };
  for (const event of withoutDoubleClicks(events)) {
    switch (event.action) {
      case "request":
        add(event, "Total_Item_Requests");
        once(event, "Unique_Item_Requests");
        add(event, "Total_Item_Investigations");
        once(event, "Unique_Item_Investigations");
        break;
      case "investigation":
        add(event, "Total_Item_Investigations");
        once(event, "Unique_Item_Investigations");
        break;
      case "search_platform":
        add(event, "Searches_Platform");
        break;
      case "no_license":
        add(event, "No_License");
        break;
    }
  }
  return [...counts.values()];
}

/** One day's page views, visitors, sessions (per school, access, device) and campus refusals (per device). */
export function siteCounts(
  day: string,
  pageViews: readonly PageViewFact[],
  campusRefusals: ReadonlyArray<{ device: UsageDevice }>,
): UsageDailyRow[] {
  const rows = new Map<string, UsageDailyRow>();
  const seen = new Set<string>();
  const add = (schoolId: number, access: string, device: string, metric: SiteMetric, once?: string) => {
    if (once !== undefined) {
      if (seen.has(once)) return;
      seen.add(once);
    }
    const key = `${schoolId}|${access}|${device}|${metric}`;
    const row = rows.get(key);
    if (row) row.count += 1;
    else
      rows.set(key, {
        school_id: schoolId,
        day,
        item_type: "",
        item_id: 0,
        database_type: "",
        database_id: 0,
        access,
        device,
        metric,
        count: 1,
      });
  };
  for (const view of pageViews) {
    const where = `${view.schoolId}|${view.access}|${view.device}`;
    add(view.schoolId, view.access, view.device, "page_views");
    add(view.schoolId, view.access, view.device, "visitors", `v|${where}|${view.actor}`);
    add(view.schoolId, view.access, view.device, "sessions", `s|${where}|${sessionOf(view)}`);
  }
  // Off campus without a login: no access of anyone's, "login" would be wrong — the gate's own word is kept.
  for (const refusal of campusRefusals) add(NO_SCHOOL, "gate", refusal.device, "campus_refusals");
  return [...rows.values()];
}

/** One day's console measures: the facts summed per school, item, database, access, device and metric (no zeros). */
export function consoleCounts(day: string, facts: readonly ConsoleFact[]): UsageDailyRow[] {
  const rows = new Map<string, UsageDailyRow>();
  for (const fact of facts) {
    if (fact.quantity <= 0) continue;
    const key = [
      fact.schoolId,
      fact.itemType,
      fact.itemId,
      fact.databaseType,
      fact.databaseId,
      fact.access,
      fact.device,
      fact.metric,
    ].join("|");
    const row = rows.get(key);
    if (row) row.count += fact.quantity;
    else
      rows.set(key, {
        school_id: fact.schoolId,
        day,
        item_type: fact.itemType,
        item_id: fact.itemId,
        database_type: fact.databaseType,
        database_id: fact.databaseId,
        access: fact.access,
        device: fact.device,
        metric: fact.metric,
        count: fact.quantity,
      });
  }
  return [...rows.values()];
}

/** A day's searches of each keyword per school, and how many of them found nothing (usage_keywords). */
export function keywordCounts(
  day: string,
  searches: ReadonlyArray<{ schoolId: number; keyword: string; results: number }>,
): Database["usage_keywords"][] {
  const rows = new Map<string, Database["usage_keywords"]>();
  for (const search of searches) {
    if (search.keyword === "") continue;
    const key = `${search.schoolId}|${search.keyword}`;
    let row = rows.get(key);
    if (!row) {
      row = { school_id: search.schoolId, day, keyword: search.keyword, searches: 0, zero_results: 0 };
      rows.set(key, row);
    }
    row.searches += 1;
    if (search.results === 0) row.zero_results += 1;
  }
  return [...rows.values()];
}
