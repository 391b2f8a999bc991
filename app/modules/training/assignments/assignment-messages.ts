// Chinese messages of a batch's 作业 (issue 27; docs/decisions/0055-training-platform.md). Client-safe: no imports.

export const ASSIGNMENT_TITLE_MAX = 60;
export const ASSIGNMENT_NOTE_MAX = 500;
export const ASSIGNMENT_VIDEOS_MAX = 50;
export const ASSIGNMENT_WORDS_MAX = 5_000;

export const assignmentMessages = {
  titleRequired: "请填写作业标题",
  titleTooLong: `作业标题不能超过 ${ASSIGNMENT_TITLE_MAX} 个字`,
  noteTooLong: `说明不能超过 ${ASSIGNMENT_NOTE_MAX} 个字`,
  dueRequired: "请填写截止时间",
  timeInvalid: "时间格式应为 2026-12-10 19:30（北京时间）",
  duePast: "截止时间须晚于现在",
  kindRequired: "请选择作业类型：视频、单词或试卷",
  videosRequired: "请至少选择一个课程视频",
  videosTooMany: `最多选择 ${ASSIGNMENT_VIDEOS_MAX} 个视频`,
  videosInvalid: "请从已发布课程的视频中选择",
  wordTargetInvalid: `单词数应为 1 到 ${ASSIGNMENT_WORDS_MAX} 之间的整数`,
  setRequired: "请选择一套练习或模考试卷",
  setInvalid: "请从已发布的练习或模考试卷中选择",
  idInvalid: "请指定作业",
  intentInvalid: "请选择布置、删除或提醒",
  created: (title: string) => `已布置作业「${title}」`,
  deleted: (title: string) => `已删除作业「${title}」`,
  reminded: (count: number) => (count === 0 ? "今天已提醒过，或没有未完成的学员" : `已提醒 ${count} 名未完成的学员`),
  remindTitle: (title: string) => `作业提醒：${title}`,
  remindBody: (title: string, due: string) => `作业「${title}」还没有完成，截止时间 ${due}（北京时间）。`,
} as const;
