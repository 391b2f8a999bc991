// What the study settings say (labels' messages, toasts, refusals). Client-safe. The exam date's own messages are
// vocabulary's (app/modules/word/word-messages.ts): the date lives in its store and is checked by its rule.
export const settingsMessages = {
  saved: "已保存",
  intentInvalid: "未知的操作",
  goalKindInvalid: "请选择学习目标的类型",
  minutesInvalid: "每日学习时长为 10–600 分钟的整数",
  wordsInvalid: "每日单词数为 5–500 个的整数",
  schoolTooShort: "目标院校至少 2 个字",
  schoolTooLong: "目标院校最多 40 个字",
  majorTooShort: "目标专业至少 2 个字",
  majorTooLong: "目标专业最多 40 个字",
  themeInvalid: "请选择主题",
  examDaysLeft: (days: number) => (days > 0 ? `距离考研还有 ${days} 天` : "今天就是考试日，加油！"),
} as const;
