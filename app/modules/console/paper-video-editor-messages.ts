// Chinese messages of 真题解析视频 (/console/paper-videos and /api/console/paper-videos, issue 26). Client-safe: no
// imports.

export const PAPER_VIDEO_TITLE_MAX = 60;
export const PAPER_VIDEO_PAPER_MAX = 60;
export const PAPER_VIDEO_LABEL_MAX = 20;
export const PAPER_VIDEO_TEACHER_MAX = 20;
export const PAPER_VIDEO_INTRODUCTION_MAX = 2_000;
export const PAPER_VIDEO_YEAR_MIN = 2000;
export const PAPER_VIDEO_YEAR_MAX = 2100;
export const PAPER_VIDEO_QUESTION_MAX = 200;

export const paperVideoEditorMessages = {
  subjectRequired: "请选择科目",
  yearInvalid: `年份应为 ${PAPER_VIDEO_YEAR_MIN}–${PAPER_VIDEO_YEAR_MAX} 之间的整数`,
  paperRequired: "请填写试卷名称",
  paperTooLong: `试卷名称不能超过 ${PAPER_VIDEO_PAPER_MAX} 个字`,
  questionNumberInvalid: `题目顺序应为 1–${PAPER_VIDEO_QUESTION_MAX} 之间的整数`,
  questionLabelRequired: "请填写题号（如 第 17 题、Text 2）",
  questionLabelTooLong: `题号不能超过 ${PAPER_VIDEO_LABEL_MAX} 个字`,
  titleRequired: "请填写视频标题",
  titleTooLong: `视频标题不能超过 ${PAPER_VIDEO_TITLE_MAX} 个字`,
  teacherTooLong: `讲解老师不能超过 ${PAPER_VIDEO_TEACHER_MAX} 个字`,
  introductionTooLong: `简介不能超过 ${PAPER_VIDEO_INTRODUCTION_MAX} 个字`,
  videoInvalid: "请从视频库中选择视频",
  idInvalid: "请指定真题解析视频",
  notFound: "真题解析视频不存在",
  versionInvalid: "页面已过期，请刷新后再保存",
  changedMeanwhile: "这个视频刚被别人修改过。你填写的内容还在下面：请刷新页面看看对方的修改，再决定如何保存",
  intentInvalid: "请选择保存、发布或下架",
  stateInvalid: "请选择：全部、草稿或已发布",
  publishNeedsVideo: "发布前请从视频库中选择视频",
  publishedNeedsVideo: "这个视频已发布，必须保留视频；要去掉请先下架",

  created: (title: string) => `已保存草稿「${title}」`,
  saved: (title: string) => `已保存「${title}」`,
  savedLive: (title: string) => `已保存「${title}」，学生已能看到修改`,
  unchanged: "内容没有变化，无需保存",
  published: (title: string) => `已发布「${title}」`,
  publishedAlready: "这个视频已经发布",
  unpublished: (title: string) => `已下架「${title}」，学生的观看进度、点赞和收藏都保留`,
  unpublishedAlready: "这个视频已经下架",
} as const;
