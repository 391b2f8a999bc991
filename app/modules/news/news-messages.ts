// Chinese messages of the news pages and /api/ResNews (考研资讯). Client-safe: no imports.

export const newsMessages = {
  idInvalid: "请指定资讯",
  categoryInvalid: "资讯分类不存在（可选：政策解读、招生信息、考试安排、备考指导）",
  notFound: "资讯不存在或已下架",
  notFoundHint: "这条资讯可能已经下架，或链接有误。",
  reactionIntentInvalid: "请选择点赞、取消点赞、收藏或取消收藏",
  loginToReact: "请先登录，再点赞或收藏",

  // Pages
  listTitle: "考研资讯",
  listDescription:
    "考研资讯：研究生招生政策解读、招生信息、考试安排与备考指导，帮助考生把握报名、初试、复试与调剂的每个环节。",
  articleDescription: (title: string, summary: string) => `${title}：${summary}`.slice(0, 150),
  queryIgnored: "部分条件无效，已显示全部资讯：",
  pageBeyond: (page: number) => `第 ${page} 页没有资讯，已显示第 1 页`,
  emptyList: "这个分类下暂时没有资讯，看看其他分类吧。",
  hotTitle: "热门资讯",
  allCategories: "全部",
} as const;
