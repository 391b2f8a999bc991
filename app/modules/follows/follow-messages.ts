// What 我的关注, 学长学姐 and 我的文章 say, and the 关注 button on a senior's page (docs/decisions/0027). Client-safe.

export const followMessages = {
  // Input
  seniorInvalid: "请选择要关注的学长学姐",
  intentInvalid: "请选择关注或取消关注",
  schoolInvalid: "院校名称最多 40 个字",
  yearInvalid: "年份应为 2000 到 2100 之间的整数",
  tabInvalid: "没有这个分类",
  queryInvalid: "部分筛选条件无效，已忽略：",

  // Outcomes
  followed: "已关注",
  unfollowed: "已取消关注",
  loginToFollow: "请先登录，再关注学长学姐",

  // Pages
  followTitle: "我的关注",
  followDescription: "关注的学长学姐与 TA 们的最新文章。",
  seniorTitle: "学长学姐",
  seniorDescription: "按录取院校、经验分类与考研年份查找学长学姐，关注后可在「我的关注」看到 TA 们的新文章。",
  articleTitle: "我的文章",
  articleDescription: "我发表的考研经验文章与阅读、点赞、收藏数。",
  followingEmpty: "还没有关注学长学姐。在「学长学姐」页或学长学姐的主页点「关注」，TA 就会出现在这里。",
  postsNoFollows: "关注学长学姐后，TA 们的最新文章会出现在这里。",
  postsEmpty: "关注的学长学姐还没有发布文章。",
  directoryEmpty: "没有符合条件的学长学姐。",
  directoryNone: "还没有学长学姐。",
  articleEmpty: "还没有发表文章。",
  pageBeyond: "这一页没有内容。",
  followerCount: (count: number) => `${count} 人关注`,
} as const;
