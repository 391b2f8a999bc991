// Chinese messages of 直播管理 (/console/lives and /api/console/lives, issue 26). Client-safe: no imports.

export const LIVE_TITLE_MAX = 60;
export const LIVE_TEACHER_MAX = 20;
export const LIVE_INTRODUCTION_MAX = 2_000;
export const LIVE_STREAM_URL_MAX = 1_000;
/** The longest live the schedule accepts: a longer one is a typo of a date. */
export const LIVE_LONGEST_HOURS = 12;

export const liveEditorMessages = {
  titleRequired: "请填写直播标题",
  titleTooLong: `直播标题不能超过 ${LIVE_TITLE_MAX} 个字`,
  teacherRequired: "请填写主讲老师",
  teacherTooLong: `主讲老师不能超过 ${LIVE_TEACHER_MAX} 个字`,
  subjectRequired: "请选择科目",
  introductionTooLong: `简介不能超过 ${LIVE_INTRODUCTION_MAX} 个字`,
  startsAtRequired: "请填写开始时间",
  endsAtRequired: "请填写结束时间",
  timeInvalid: "时间格式应为 2026-12-10 19:30（北京时间）",
  endNotAfterStart: "结束时间必须晚于开始时间",
  tooLong: `直播时长不能超过 ${LIVE_LONGEST_HOURS} 小时，请检查日期`,
  streamUrlTooLong: `直播地址不能超过 ${LIVE_STREAM_URL_MAX} 个字符`,
  streamUrlInvalid: "直播地址须是 https:// 开头的 HLS（.m3u8）或 MP4（.mp4）地址",
  videoInvalid: "请从视频库中选择回放视频",
  idInvalid: "请指定直播",
  notFound: "直播不存在",
  versionInvalid: "页面已过期，请刷新后再保存",
  changedMeanwhile: "这场直播刚被别人修改过。你填写的内容还在下面：请刷新页面看看对方的修改，再决定如何保存",
  intentInvalid: "请选择保存、发布或下架",
  stateInvalid: "请选择：全部、草稿或已发布",
  publishNeedsSource: "发布前请填写直播地址或选择回放视频：否则学生点开后什么也看不到",
  publishedNeedsSource: "这场直播已发布，必须保留直播地址或回放视频；要都去掉请先下架",

  created: (title: string) => `已保存直播草稿「${title}」`,
  saved: (title: string) => `已保存「${title}」`,
  savedLive: (title: string) => `已保存「${title}」，学生已能看到修改`,
  unchanged: "内容没有变化，无需保存",
  published: (title: string) => `已发布「${title}」`,
  publishedAlready: "这场直播已经发布",
  unpublished: (title: string) => `已下架「${title}」，学生的预约和观看记录都保留`,
  unpublishedAlready: "这场直播已经下架",
} as const;
