// Every message of the site search, in one place (pages and API).
import { SEARCH_KEYWORD_MAX } from "./search-config";

export const searchMessages = {
  title: "站内搜索",
  description: "在研途搜索微课、历年真题、真题解析、考研资讯、考研经验和直播。",
  keywordRequired: "请输入搜索关键词",
  keywordTooLong: `关键词最多 ${SEARCH_KEYWORD_MAX} 个字`,
  scopeInvalid: "没有这个搜索分类，已为您显示全部结果",
  historyCleared: "已清空搜索记录",
} as const;
