// The usage reports as tables: what each page shows and each file (CSV, XLSX, the monthly PDF) carries, built once
// from the service's numbers so a page and its download always agree. Pure; cells are text or numbers (numbers stay
// numbers in a spreadsheet).
import type { UsageOverview, UsageResource, UsageResources, UsageSearches } from "./usage-console-reports.server";
import type { UsageMeasureKey } from "./usage-report-measures";
import type { UsagePeriod } from "./usage-periods";

export type ReportCell = string | number;

export interface ReportTable {
  /** Its name in a download's address: totals, splits, trend-sessions, courses… */
  id: string;
  caption: string;
  columns: string[];
  rows: ReportCell[][];
}

export const periodText = (period: UsagePeriod) =>
  period.from === period.to ? period.from : `${period.from} 至 ${period.to}`;

const typeNames: Record<string, string> = {
  course_video: "课程视频",
  paper_video: "真题解析视频",
  live: "直播",
  paper: "真题",
  question_set: "试卷 PDF",
  zmt_paper: "自命题真题",
  material: "课件",
};

// ——— The overview ———

export function totalsTable(overview: UsageOverview): ReportTable {
  return {
    id: "totals",
    caption: `合计：${periodText(overview.period)}（对比期 ${periodText(overview.comparison)}）`,
    columns: ["指标", "本期", "对比期", "变化"],
    rows: overview.measures.map((measure) => [measure.label, measure.total, measure.previous, measure.change]),
  };
}

export function splitsTable(overview: UsageOverview): ReportTable {
  return {
    id: "splits",
    caption: `校园网内与校外登录、电脑与手机：${periodText(overview.period)}`,
    columns: ["指标", "校园网内", "校外登录", "电脑", "手机"],
    rows: overview.measures.map((measure) => [
      measure.label,
      measure.access?.campus ?? "—",
      measure.access?.login ?? "—",
      measure.device.desktop,
      measure.device.mobile,
    ]),
  };
}

const granularityWords = { day: "每日", week: "每周", month: "每月" } as const;

export function trendTable(overview: UsageOverview, key: UsageMeasureKey): ReportTable | null {
  const measure = overview.measures.find((candidate) => candidate.key === key);
  if (!measure) return null;
  return {
    id: `trend-${key}`,
    caption: `${measure.label}（${granularityWords[overview.granularity]}）：${periodText(overview.period)}`,
    columns: [overview.granularity === "day" ? "日期" : overview.granularity === "week" ? "周" : "月份", measure.label],
    rows: overview.buckets.map((bucket, index) => [bucket.label, measure.series[index] ?? 0]),
  };
}

/** Every measure's series in one table (a column each). */
function trendsTable(overview: UsageOverview): ReportTable {
  return {
    id: "trends",
    caption: `各项指标${granularityWords[overview.granularity]}：${periodText(overview.period)}`,
    columns: ["时间", ...overview.measures.map((measure) => measure.label)],
    rows: overview.buckets.map((bucket, index) => [
      bucket.label,
      ...overview.measures.map((measure) => measure.series[index] ?? 0),
    ]),
  };
}

export function overviewTables(overview: UsageOverview): ReportTable[] {
  return [
    totalsTable(overview),
    splitsTable(overview),
    trendsTable(overview),
    ...overview.measures.map((measure) => trendTable(overview, measure.key)!),
  ];
}

// ——— Resources ———

const count = (resource: UsageResource, name: string) => resource.counts[name] ?? 0;
const minutes = (resource: UsageResource) => Math.round(count(resource, "watch_seconds") / 60);

export function resourceTables(resources: UsageResources): ReportTable[] {
  const period = periodText(resources.period);
  return [
    {
      id: "courses",
      caption: `课程（按浏览次数）：${period}`,
      columns: ["课程", "浏览次数", "视频播放次数"],
      rows: resources.courses.map((course) => [
        course.title,
        count(course, "Total_Item_Investigations"),
        count(course, "Total_Item_Requests"),
      ]),
    },
    {
      id: "videos",
      caption: `视频与直播（按播放次数）：${period}`,
      columns: ["名称", "类型", "播放次数", "不重复播放", "观看时长（分钟）"],
      rows: resources.videos.map((video) => [
        video.title,
        typeNames[video.type] ?? video.type,
        count(video, "Total_Item_Requests"),
        count(video, "Unique_Item_Requests"),
        minutes(video),
      ]),
    },
    {
      id: "papers",
      caption: `真题（按浏览次数）：${period}`,
      columns: ["真题", "浏览次数", "不重复浏览", "下载次数"],
      rows: resources.papers.map((paper) => [
        paper.title,
        count(paper, "Total_Item_Requests"),
        count(paper, "Unique_Item_Requests"),
        count(paper, "downloads"),
      ]),
    },
    {
      id: "banks",
      caption: `题库（按答题数）：${period}`,
      columns: ["题库", "答题数"],
      rows: resources.banks.map((bank) => [bank.title, count(bank, "Total_Item_Requests")]),
    },
    {
      id: "downloads",
      caption: `下载（按下载次数）：${period}`,
      columns: ["名称", "类型", "下载次数"],
      rows: resources.downloads.map((item) => [
        item.title,
        typeNames[item.type] ?? item.type,
        count(item, "downloads"),
      ]),
    },
  ];
}

// ——— Searches ———

export function searchTables(searches: UsageSearches): ReportTable[] {
  const period = periodText(searches.period);
  return [
    {
      id: "keywords",
      caption: `热门搜索词：${period}`,
      columns: ["搜索词", "搜索次数", "无结果次数"],
      rows: searches.top.map((row) => [row.keyword, row.searches, row.zeroResults]),
    },
    {
      id: "nothing-found",
      caption: `没有找到结果的搜索词：${period}`,
      columns: ["搜索词", "无结果次数", "搜索次数"],
      rows: searches.nothingFound.map((row) => [row.keyword, row.zeroResults, row.searches]),
    },
  ];
}
