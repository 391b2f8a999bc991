// Chinese messages of paper-explanation videos (真题解析). Client-safe: no imports.

export const paperVideoMessages = {
  idInvalid: "请指定真题解析视频",
  yearInvalid: "年份应为 2000–2100 之间的整数",
  sortInvalid: "排序方式只能是 paper（按试卷）、hot（最热）或 new（最新）",
  notFound: "真题解析视频不存在或已下架",
} as const;
