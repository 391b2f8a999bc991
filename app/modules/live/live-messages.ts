// Chinese messages of lives. Client-safe: no imports.

export const liveMessages = {
  liveIdInvalid: "请指定直播",
  statusInvalid: "直播状态只能是 upcoming（即将开始）、live（直播中）或 ended（已结束）",
  liveNotFound: "直播不存在或已下架",
  notStarted: (when: string) => `直播尚未开始（开播时间：${when}），请届时再来`,
  noPlayback: "该直播暂无回放",
  noStream: "直播流暂不可用，请稍后刷新",

  // Pages
  scheduleTitle: "直播",
  scheduleDescription: "研途考研直播：正在直播、即将开播的课程与往期直播回放，名师在线讲解真题、答疑与复试调剂指导。",
  liveDescription: (title: string, teacher: string) => `${title}（主讲：${teacher}）。研途考研直播与直播回放。`,
  emptyGroup: "暂无直播",
  groupNames: { live: "直播中", upcoming: "即将开始", ended: "往期回放" },
  startsAtLabel: "开播时间",
  notStartedYet: "直播尚未开始，开播后刷新本页即可观看。",
} as const;
