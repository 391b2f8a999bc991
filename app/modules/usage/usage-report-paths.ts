// The console's 使用统计 addresses and its pages' names in the sub-navigation. Client-safe: data only.

export const usageReportPaths = {
  overview: "/console/usage",
  resources: "/console/usage/resources",
  searches: "/console/usage/searches",
  export: "/console/usage/export",
  monthly: "/console/usage/monthly.pdf",
} as const;

export type UsageReportPage = "overview" | "resources" | "searches";

export const usageReportPageNames: Record<UsageReportPage, string> = {
  overview: "概览",
  resources: "资源排行",
  searches: "搜索词",
};
