// Chinese messages of paper-explanation videos (真题解析). Client-safe: no imports.

export const paperVideoMessages = {
  idInvalid: "请指定真题解析视频",
  yearInvalid: "年份应为 2000–2100 之间的整数",
  sortInvalid: "排序方式只能是 paper（按试卷）、hot（最热）或 new（最新）",
  notFound: "真题解析视频不存在或已下架",

  // Pages
  listTitle: "真题解析",
  listDescription:
    "历年考研真题逐题视频解析：按科目和年份查找政治、英语、数学与专业课真题的讲解视频，名师逐题拆解命题思路与解题步骤。",
  playDescription: (title: string, paper: string) =>
    `${paper}：${title}。研途真题解析视频，逐题讲解命题思路、解题步骤与易错点。`,
  emptyList: "没有符合条件的真题解析视频，换个科目或年份试试。",
  loginToReact: "请登录后点赞或收藏",
  hotTitle: "热门真题解析",
} as const;
