// Chinese messages of the past-paper pages (/question, /mobile/question) and /api/TrueQuestion. Client-safe: no imports.

export const paperMessages = {
  // Input
  idInvalid: "请指定真题",
  subjectInvalid: "科目不存在（可选：政治、英语一、英语二、数学一、数学二、数学三）",
  yearInvalid: "年份应为 2000–2100 之间的整数",
  intentInvalid: "请选择收藏或取消收藏",
  notFound: "真题不存在或已下架",

  // Pages
  listTitle: "历年真题",
  listDescription:
    "全国硕士研究生招生考试历年真题：按科目和年份查看政治、英语一、英语二、数学一、数学二、数学三试卷的题型结构、分值与逐题解析视频。",
  paperDescription: (title: string) => `${title}：题型结构、题量与分值，以及逐题真题解析视频。`,
  queryInvalid: "筛选条件无效，已显示全部真题：",
  emptyList: "没有符合条件的真题，换个科目或年份试试。",
  pageBeyond: "这一页没有真题了，已回到第 1 页。",
  videosTitle: "真题解析视频",
  noVideos: "这份试卷暂时还没有解析视频。",
  structureTitle: "试卷结构",
  otherYearsTitle: "同科目其他年份",
  loginToCollect: "请登录后收藏真题",
  collected: "已收藏",
  uncollected: "已取消收藏",
} as const;
