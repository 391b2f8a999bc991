// Chinese messages of 资讯发布 (/console/news and /api/console/news, issue 26). Client-safe: no imports.

export const NEWS_TITLE_MAX = 60;
export const NEWS_SUMMARY_MAX = 200;
export const NEWS_CONTENT_MAX = 20_000;
export const NEWS_SOURCE_MAX = 40;
export const NEWS_AUTHOR_MAX = 20;

export const newsEditorMessages = {
  titleRequired: "请填写标题",
  titleTooLong: `标题不能超过 ${NEWS_TITLE_MAX} 个字`,
  categoryRequired: "请选择分类（政策解读、招生信息、考试安排、备考指导）",
  summaryRequired: "请填写摘要",
  summaryTooLong: `摘要不能超过 ${NEWS_SUMMARY_MAX} 个字`,
  contentRequired: "请填写正文",
  contentTooLong: `正文不能超过 ${NEWS_CONTENT_MAX} 个字`,
  sourceTooLong: `来源不能超过 ${NEWS_SOURCE_MAX} 个字`,
  authorTooLong: `作者不能超过 ${NEWS_AUTHOR_MAX} 个字`,
  idInvalid: "请指定资讯",
  notFound: "资讯不存在",
  versionInvalid: "页面已过期，请刷新后再保存",
  changedMeanwhile: "这条资讯刚被别人修改过。你填写的内容还在下面：请刷新页面看看对方的修改，再决定如何保存",
  intentInvalid: "请选择保存、发布或下架",
  stateInvalid: "请选择：全部、草稿或已发布",

  created: (title: string) => `已保存草稿「${title}」`,
  saved: (title: string) => `已保存「${title}」`,
  savedLive: (title: string) => `已保存「${title}」，学生已能看到修改`,
  unchanged: "内容没有变化，无需保存",
  published: (title: string) => `已发布「${title}」`,
  publishedAlready: "这条资讯已经发布",
  unpublished: (title: string) => `已下架「${title}」，学生的收藏和点赞都保留`,
  unpublishedAlready: "这条资讯已经下架",
} as const;

/** The states an article is in, as the list filters and shows them. */
export const newsStates = [
  { code: "draft", name: "草稿" },
  { code: "published", name: "已发布" },
] as const;

export type NewsState = (typeof newsStates)[number]["code"];
