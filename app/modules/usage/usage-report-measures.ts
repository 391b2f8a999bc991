// What the console's usage reports measure, and how each measure is made of usage_daily's metric sums
// (docs/decisions/0056-usage-and-counter.md, "The console's reports"). Pure and client-safe.
import type { ItemizedItemType } from "./counter-reports";

export type UsageMeasureKey =
  | "sessions"
  | "visitors"
  | "page_views"
  | "video_plays"
  | "watch_minutes"
  | "words_learnt"
  | "words_reviewed"
  | "questions"
  | "exams"
  | "downloads"
  | "searches"
  | "no_license"
  | "campus_refusals";

export interface UsageMeasure {
  key: UsageMeasureKey;
  label: string;
  /**
   * How it splits on campus vs logged in off campus and desktop vs mobile: by both; "fixed" — word reviews and answers
   * carry no address or agent and are counted as logged in, on the desktop (ADR 0056); "device" — the campus gate's
   * refusals have no access (nobody is known), only the device.
   */
  split: "both" | "fixed" | "device";
}

export const USAGE_MEASURES: readonly UsageMeasure[] = [
  { key: "sessions", label: "会话数", split: "both" },
  { key: "visitors", label: "访客数", split: "both" },
  { key: "page_views", label: "页面浏览量", split: "both" },
  { key: "video_plays", label: "视频播放次数", split: "both" },
  { key: "watch_minutes", label: "观看时长（分钟）", split: "both" },
  { key: "words_learnt", label: "背诵单词（新学）", split: "fixed" },
  { key: "words_reviewed", label: "背诵单词（复习）", split: "fixed" },
  { key: "questions", label: "答题数", split: "fixed" },
  { key: "exams", label: "模考交卷", split: "both" },
  { key: "downloads", label: "下载次数", split: "both" },
  { key: "searches", label: "搜索次数", split: "both" },
  { key: "no_license", label: "拒绝访问（未授权）", split: "both" },
  { key: "campus_refusals", label: "拒绝访问（校外未登录，全站）", split: "device" },
];

/** The item types that are videos (course videos, paper-explanation videos, lives). */
export const VIDEO_ITEM_TYPES = ["course_video", "paper_video", "live"] as const satisfies readonly ItemizedItemType[];

/** The usage_daily metrics the measures are made of. */
export const MEASURED_METRICS = [
  "sessions",
  "page_views",
  "Total_Item_Requests",
  "watch_seconds",
  "words_learnt",
  "exams_submitted",
  "downloads",
  "Searches_Platform",
  "No_License",
] as const;

/** Sums of usage_daily counts, by metric and by `metric|item_type`. */
export class MetricSums {
  private readonly sums = new Map<string, number>();

  add(metric: string, itemType: string, count: number): void {
    this.sums.set(metric, (this.sums.get(metric) ?? 0) + count);
    const key = `${metric}|${itemType}`;
    this.sums.set(key, (this.sums.get(key) ?? 0) + count);
  }

  of(metric: string, itemTypes?: readonly string[]): number {
    if (!itemTypes) return this.sums.get(metric) ?? 0;
    return itemTypes.reduce((sum, type) => sum + (this.sums.get(`${metric}|${type}`) ?? 0), 0);
  }
}

/**
 * A measure's value from the sums (visitors are distinct counts and come from elsewhere). Words: every word answered
 * is a request of its book (new or not), words_learnt the new ones; a review is a request that was not a first
 * learning. Minutes are the seconds watched, rounded.
 */
export function measureValue(key: Exclude<UsageMeasureKey, "visitors">, sums: MetricSums): number {
  switch (key) {
    case "sessions":
      return sums.of("sessions");
    case "page_views":
      return sums.of("page_views");
    case "video_plays":
      return sums.of("Total_Item_Requests", VIDEO_ITEM_TYPES);
    case "watch_minutes":
      return Math.round(sums.of("watch_seconds") / 60);
    case "words_learnt":
      return sums.of("words_learnt");
    case "words_reviewed":
      return Math.max(0, sums.of("Total_Item_Requests", ["word"]) - sums.of("words_learnt"));
    case "questions":
      return sums.of("Total_Item_Requests", ["question"]);
    case "exams":
      return sums.of("exams_submitted");
    case "downloads":
      return sums.of("downloads");
    case "searches":
      return sums.of("Searches_Platform");
    case "no_license":
      return sums.of("No_License");
    case "campus_refusals":
      return sums.of("campus_refusals");
  }
}
