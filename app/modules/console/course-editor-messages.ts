// Chinese messages of 课程管理 (/console/courses and /api/console/courses, issue 26). Client-safe: no imports.

export const COURSE_TITLE_MAX = 60;
export const COURSE_INTRODUCTION_MAX = 5_000;
export const COURSE_TEACHERS_MAX = 10;
export const COURSE_TEACHER_NAME_MAX = 20;
export const COURSE_TEACHER_TITLE_MAX = 40;
export const COURSE_TAGS_MAX = 8;
export const COURSE_TAG_MAX = 12;
/** ¥99,999.99: more than any course sells for, well inside an INTEGER of fen. */
export const COURSE_PRICE_MAX_FEN = 9_999_999;
export const CATALOGUE_TITLE_MAX = 60;
/** The cover as the cards and the course page draw it (16:9), and the least an upload may be. */
export const COURSE_COVER_WIDTH = 640;
export const COURSE_COVER_HEIGHT = 360;
export const COURSE_COVER_MIN_WIDTH = 480;
export const COURSE_COVER_MIN_HEIGHT = 270;
/** The cover's form: a 2 MB image and its multipart framing. */
export const COURSE_COVER_FORM_MAX_BYTES = 3 * 1024 * 1024;

export const courseEditorMessages = {
  typeRequired: "请选择课程类型（系统课、微课或一对一辅导）",
  subjectRequired: "请选择科目",
  titleRequired: "请填写课程名称",
  titleTooLong: `课程名称不能超过 ${COURSE_TITLE_MAX} 个字`,
  introductionRequired: "请填写课程介绍",
  introductionTooLong: `课程介绍不能超过 ${COURSE_INTRODUCTION_MAX} 个字`,
  teachersTooMany: `主讲老师最多 ${COURSE_TEACHERS_MAX} 位`,
  teacherLine: (line: number) =>
    `主讲老师第 ${line} 行：请写成「姓名，介绍」（姓名不超过 ${COURSE_TEACHER_NAME_MAX} 个字，介绍不超过 ${COURSE_TEACHER_TITLE_MAX} 个字）`,
  teacherRepeated: (name: string) => `主讲老师「${name}」写了两次`,
  tagsTooMany: `标签最多 ${COURSE_TAGS_MAX} 个`,
  tagTooLong: (tag: string) => `标签「${tag}」超过 ${COURSE_TAG_MAX} 个字`,
  priceInvalid: "价格请填写金额（元），如 0、9.9 或 199；0 为免费",
  priceTooHigh: "价格太高了，请检查",
  idInvalid: "请指定课程",
  notFound: "课程不存在",
  versionInvalid: "页面已过期，请刷新后再保存",
  changedMeanwhile: "这门课程刚被别人修改过。你填写的内容还在下面：请刷新页面看看对方的修改，再决定如何保存",
  intentInvalid: "无法识别的操作，请在页面上重新提交",
  stateInvalid: "请选择：全部、草稿或已发布",

  created: (title: string) => `已保存草稿「${title}」。接着添加章、节和视频，看过预览再发布`,
  saved: (title: string) => `已保存「${title}」`,
  savedLive: (title: string) => `已保存「${title}」，学生已能看到修改`,
  unchanged: "内容没有变化，无需保存",
  published: (title: string) => `已发布「${title}」`,
  publishedAlready: "这门课程已经发布",
  publishEmpty: "课程里还没有视频，不能发布。请先添加章、节和视频",
  unpublished: (title: string) => `已下架「${title}」。学员的学习进度、收藏和订单都保留`,
  unpublishedAlready: "这门课程已经下架",

  coverRequired: "请选择封面图片",
  coverTooSmall: `封面太小：至少 ${COURSE_COVER_MIN_WIDTH} × ${COURSE_COVER_MIN_HEIGHT} 像素（建议 ${COURSE_COVER_WIDTH} × ${COURSE_COVER_HEIGHT} 或更大的 16:9 图片）`,
  coverSaved: "已更换封面",

  // The catalogue.
  chapterTitleRequired: "请填写章的名称",
  sectionTitleRequired: "请填写节的名称",
  catalogueTitleTooLong: `名称不能超过 ${CATALOGUE_TITLE_MAX} 个字`,
  videoTitleTooLong: `视频标题不能超过 ${CATALOGUE_TITLE_MAX} 个字`,
  videoRequired: "请选择视频",
  chapterInvalid: "请指定章",
  sectionInvalid: "请指定节",
  lessonInvalid: "请指定课程中的视频",
  directionInvalid: "请选择上移或下移",
  chapterNotFound: "这一章不在这门课程里（可能已被删除），请刷新页面",
  sectionNotFound: "这一节不在这门课程里（可能已被删除），请刷新页面",
  lessonNotFound: "这个视频不在这门课程里（可能已被删除），请刷新页面",
  chapterNotEmpty: "这一章里还有节，请先删除或移走其中的节",
  sectionNotEmpty: "这一节里还有视频或讲义，请先删除其中的视频",
  lessonWatched: (count: number) =>
    `已有 ${count} 位学员看过这个视频，删除会让他们的学习记录失去着落，所以不能删除。可以改标题，或下架整门课程`,
  cannotMove: "已经在最前（或最后），不能再移动",
  chapterAdded: (title: string) => `已添加章「${title}」`,
  sectionAdded: (title: string) => `已添加节「${title}」`,
  lessonAdded: (title: string) => `已添加视频「${title}」`,
  renamed: (title: string) => `已改名为「${title}」`,
  lessonSaved: (title: string) => `已保存视频「${title}」`,
  removed: (title: string) => `已删除「${title}」`,
  moved: (title: string) => `已移动「${title}」`,
} as const;

/** The states a course is in, as the list filters and shows them. */
export const courseStates = [
  { code: "draft", name: "草稿" },
  { code: "published", name: "已发布" },
] as const;

export type CourseState = (typeof courseStates)[number]["code"];
