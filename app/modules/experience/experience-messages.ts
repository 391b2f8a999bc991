// Every Chinese message of the experience pages and /api/Experience, in one place so both say the same thing.
// Client-safe: no imports.

export const experienceMessages = {
  // Input
  idInvalid: "请指定经验文章",
  seniorIdInvalid: "学长学姐编号应为正整数",
  categoryInvalid: "分类不存在（可选：备考规划、政治、英语、数学、专业课、复试）",
  sortInvalid: "排序方式只能是最新（new）或最热（hot）",
  keywordTooLong: "关键词最多 40 个字",

  // Not found
  notFound: "经验文章不存在或已下架",
  seniorNotFound: "学长学姐不存在",
  noVideo: "这篇经验没有视频",

  // Pages
  listTitle: "考研经验",
  listDescription:
    "考研经验：已上岸的学长学姐分享备考规划、政治、英语、数学、专业课与复试经验，跨考、二战、在职与双非逆袭的真实备考路线和方法。",
  seniorListTitle: "考研经验",
  seniorsTitle: "学长学姐",
  listOfSenior: (name: string) => `${name}的考研经验`,
  queryInvalid: "部分筛选条件无效，已忽略：",
  emptyList: "这个分类下还没有经验分享，看看其他分类吧。",
  pageBeyond: "这一页没有经验文章了",
  moreTitle: "更多经验",
  seniorPostsTitle: "TA 的经验分享",
  loginToReact: "请先登录，再点赞或收藏",
  reactionIntentInvalid: "请选择点赞、取消点赞、收藏或取消收藏",
  playDescription: (title: string, summary: string) => `${title}：${summary}`.slice(0, 150),
  seniorDescription: (name: string, school: string, major: string) =>
    `${name}，${school}${major}上岸学长学姐：备考经历、初试成绩与经验分享。`,
} as const;
