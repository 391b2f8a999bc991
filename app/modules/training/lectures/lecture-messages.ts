// Chinese messages of a batch's 讲座 (issue 27; docs/decisions/0055-training-platform.md). Client-safe: no imports.

export const LECTURE_TITLE_MAX = 60;
export const LECTURE_TEACHER_MAX = 20;
export const LECTURE_ROOM_MAX = 60;
export const LECTURE_DESCRIPTION_MAX = 2_000;
export const LECTURE_MATERIALS_MAX = 20;
/** The longest lecture the schedule accepts: a longer one is a typo of a date. */
export const LECTURE_LONGEST_HOURS = 12;

export const lectureMessages = {
  titleRequired: "请填写讲座标题",
  titleTooLong: `讲座标题不能超过 ${LECTURE_TITLE_MAX} 个字`,
  teacherRequired: "请填写主讲老师",
  teacherTooLong: `主讲老师不能超过 ${LECTURE_TEACHER_MAX} 个字`,
  roomTooLong: `教室不能超过 ${LECTURE_ROOM_MAX} 个字`,
  descriptionTooLong: `介绍不能超过 ${LECTURE_DESCRIPTION_MAX} 个字`,
  startsAtRequired: "请填写开始时间",
  endsAtRequired: "请填写结束时间",
  timeInvalid: "时间格式应为 2026-12-10 19:30（北京时间）",
  endNotAfterStart: "结束时间必须晚于开始时间",
  tooLong: `讲座时长不能超过 ${LECTURE_LONGEST_HOURS} 小时，请检查日期`,
  placeRequired: "请填写教室，或选择一场直播",
  placeBoth: "教室和直播只能选一个：线下讲座填教室，线上讲座选直播",
  liveInvalid: "请从已发布的直播中选择",
  materialsInvalid: "请从本班级的课件中选择（转换失败的课件不能附加）",
  materialsTooMany: `最多附加 ${LECTURE_MATERIALS_MAX} 份课件`,
  idInvalid: "请指定讲座",
  batchInvalid: "请指定班级",
  intentInvalid: "请选择保存或删除",
  created: (title: string) => `已安排讲座「${title}」`,
  saved: (title: string) => `已保存讲座「${title}」`,
  deleted: (title: string) => `已删除讲座「${title}」`,
  collected: "已收藏这场讲座",
  uncollected: "已取消收藏",
} as const;
