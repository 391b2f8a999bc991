// What the personal centre's pages say (toasts, empty lists, refusals). Client-safe.
export const centreMessages = {
  favouriteInvalid: "请选择要取消收藏的内容",
  uncollected: "已取消收藏",
  collectEmpty: "还没有收藏。",
  collectTabEmpty: "这一类还没有收藏。",
  recordEmpty: "还没有学习记录：看一段视频、背几个单词或做一套题，这里就会记下来。",
  recordFilteredEmpty: "没有符合条件的记录。",
  downloadEmpty: "还没有下载过试卷。",
  pageBeyond: "这一页没有内容。",
  tabInvalid: "没有这个分类",
  downloadLocked: "已无权下载",
} as const;
