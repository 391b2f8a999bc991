// Every Chinese message of courses, videos, lecture favourites and progress, in one place so pages and the API say
// the same thing. Client-safe: no imports. Entitlement's are access/access-messages.ts, likes' and collects'
// reactions/reaction-messages.ts, paging's and subjects' beside their schemas.

export const courseMessages = {
  // Input
  courseIdInvalid: "请指定课程",
  videoIdInvalid: "请指定视频",
  typeInvalid: "课程类型应为正整数",
  sortInvalid: "排序方式只能是最热（hot）或最新（new）",
  tagTooLong: "标签最多 20 个字",
  freeInvalid: "免费筛选只能是 1 或 0",
  tabInvalid: "请选择 oneCoach（一对一辅导）、plubic（公开课）或 zyk（资源库）",
  lectureTypeInvalid: "类型只能是 1（课程视频）或 2（真题解析视频）",
  favStateInvalid: "收藏状态只能是 1（收藏）或 0（取消收藏）",
  sessionInvalid: "播放会话标识无效（1–64 位字母、数字、-、_）",
  seqInvalid: "进度序号应为不小于 0 的整数",
  positionInvalid: "播放位置应为不小于 0 的秒数",
  startedAtInvalid: "播放开始时间无效",
  startedAtInFuture: "播放开始时间晚于当前时间，请检查设备时钟",

  // Not found
  courseNotFound: "课程不存在或已下架",
  videoNotFound: "视频不存在或已下架",
  videoNotInCourse: "该视频不属于这门课程",
  courseEmpty: "这门课程还没有视频",

  // Success
  progressSaved: "进度已保存",
} as const;

/** The course pages (list, detail, my courses; desktop and mobile): helper A. */
export const coursePageMessages = {
  listQueryInvalid: "部分筛选条件无效，已忽略：",
  listEmpty: "没有找到符合条件的课程",
  listEmptyHint: "换个科目或标签试试，或清除全部筛选条件查看所有课程。",
  pageBeyond: "这一页没有课程了",
  loginToReact: "请先登录，再点赞或收藏",
  reactionIntentInvalid: "请选择点赞、取消点赞、收藏或取消收藏",
  loginToWatchHint: "登录后可使用所在学校开通的课程，或购买后观看。",
  purchaseHint: "该课程需购买，或由所在学校开通后观看。可先观看标有“试看”的视频。",
  notesLocked: "讲义在开通课程后可查看",
  myCoursesEmpty: {
    oneCoach: "您还没有一对一辅导课程。辅导老师为您安排课程后，会出现在这里。",
    plubic: "您还没有学习过公开课。免费的公开课人人可看，开始学习后会出现在这里。",
    zyk: "您所在的学校还没有开通课程资源库。学校开通后，开通的课程都会出现在这里。",
  },
} as const;
