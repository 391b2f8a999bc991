// Chinese messages of lives. Client-safe: no imports.

export const liveMessages = {
  liveIdInvalid: "请指定直播",
  statusInvalid: "直播状态只能是 upcoming（即将开始）、live（直播中）或 ended（已结束）",
  liveNotFound: "直播不存在或已下架",
  notStarted: (when: string) => `直播尚未开始（开播时间：${when}），请届时再来`,
  noPlayback: "该直播暂无回放",
  noStream: "直播流暂不可用，请稍后刷新",
} as const;
