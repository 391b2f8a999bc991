// Every Chinese message of the vocabulary domain (books, study, notebook, settings, the CSV import), in one place so
// pages, the API and the import command say the same thing. Client-safe: no imports.

export const wordMessages = {
  // Input
  bookIdInvalid: "请选择词书",
  wordIdInvalid: "请指定单词",
  repsInvalid: "作答状态无效，请刷新后重试",
  pageInvalid: "页码应为正整数",
  rowsInvalid: "每页条数应为正整数",
  collectedInvalid: "收藏状态无效",
  lookupMissing: "请指定要查询的单词",
  lookupTooLong: "要查询的单词太长了",
  dailyNewWordsInvalid: "每日新词数应为 0–200 之间的整数",
  examDateInvalid: "请输入正确的考试日期，例如 2026-12-19",
  examDateTooEarly: "考试日期不能早于今天",
  examDateTooLate: "考试日期不能晚于三年后",

  // Not found / wrong book
  bookNotFound: "词书不存在",
  wordNotFound: "单词不存在",
  wordNotInBook: "这本词书里没有这个单词",
  noBookChosen: "请先选择词书",
  lookupNotFound: (word: string) => `词库中没有找到“${word}”`,

  // Answers
  alreadyAnswered: "这个单词已经作答过了，请勿重复提交",
  notDue: (when: string) => `这个单词还没到复习时间（下次复习：${when}），请先学习其他单词`,
  retired: "这个单词已标记为“太简单”，不再安排复习",
  dueLaterToday: (time: string) => `今天 ${time}`,
  dueOnDay: (month: number, day: number) => `${month}月${day}日`,

  // Success
  bookChosen: (name: string) => `已选择词书《${name}》`,
  answered: "已记录",
  collected: "已加入生词本",
  uncollected: "已移出生词本",
  restarted: (name: string) => `《${name}》的学习进度已重置`,
  settingsSaved: "设置已保存",

  // Import
  bookNameMissing: "请用 --name 指定词书名称",
  bookNameTooLong: "词书名称最多 40 个字",
  bookNameTaken: (name: string) => `词书《${name}》已存在，请换一个名称`,
  csvEmpty: "文件是空的",
  csvNoRows: "文件里没有单词（只有表头）",
  csvHeaderMissing: (column: string) => `表头缺少“${column}”列`,
  csvHeaderUnknown: (column: string) => `表头里的“${column}”不是 ECDICT 的列`,
  csvHeaderDuplicate: (column: string) => `表头里的“${column}”列出现了两次`,
  csvQuoteNotClosed: "引号没有闭合",
  csvBadQuote: "引号用法不对（字段里的双引号要写成两个）",
  csvUnreadable: (reason: string) => `无法解析：${reason}`,
  csvColumnCount: (expected: number, actual: number) => `应有 ${expected} 列，实际 ${actual} 列`,
  csvWordMissing: "word 列为空",
  csvWordTooLong: (max: number) => `单词超过 ${max} 个字符`,
  csvWordBadCharacters: "单词含有不允许的字符（应为英文字母，可含空格、连字符、撇号、点）",
  csvWordDuplicate: (word: string, line: number) => `单词“${word}”与第 ${line} 行重复`,
  csvTranslationMissing: "translation（中文释义）为空",
  csvFieldTooLong: (column: string, max: number) => `${column} 超过 ${max} 个字符`,
  csvControlCharacters: (column: string) => `${column} 含有控制字符`,
  csvNotInteger: (column: string, value: string) => `${column} 应为非负整数，实际为“${value}”`,
  csvCollins: (value: string) => `collins 应为 0–5 的整数或留空，实际为“${value}”`,
  csvOxford: (value: string) => `oxford 应为 1、0 或留空，实际为“${value}”`,
  csvTag: (tag: string) => `tag 里的“${tag}”不是标签（应为小写字母和数字，用空格分隔）`,
  csvExchangeItem: (item: string) => `exchange 里的“${item}”格式不对（应为 类型:词形，用 / 分隔）`,
  csvExchangeCode: (code: string) => `exchange 的类型“${code}”不认识（可用 p d i 3 r t s 0 1）`,
  csvExchangeLemmaForms: (value: string) => `exchange 的“1:${value}”应由 p d i 3 r t s 组成`,
  csvLine: (line: number, reason: string) => `第 ${line} 行：${reason}`,
} as const;

/** What `npm run words:import` prints. */
export const importCommandMessages = {
  usage: "用法：npm run words:import -- <文件.csv> --name <书名> [--description <说明>] [--update-words]",
  fileMissing: (file: string) => `找不到文件：${file}`,
  refused: (file: string, count: number) => `导入失败：${file} 有 ${count} 处问题，未写入任何数据。`,
  moreProblems: (count: number) => `……另有 ${count} 处未列出`,
  checked: (rows: number) => `已检查 ${rows} 行，没有问题。`,
  progress: "导入中 [{bar}] {percentage}% | {value}/{total} 行",
  imported: (
    name: string,
    id: number | string,
    words: number,
    fresh: number,
    existing: number,
    updated: boolean,
    seconds: string,
  ) =>
    `已导入词书《${name}》（编号 ${id}）：${words} 个单词，其中新增词条 ${fresh} 个，词库中已有 ${existing} 个` +
    `（${updated ? "已按本文件更新" : "保留原释义"}），用时 ${seconds} 秒。`,
  failed: (reason: string) => `导入失败：${reason}（未写入任何数据）`,
} as const;

/** The summary's heatmap (its SVG title, description, legend and cell labels). */
export const heatmapText = {
  weekdays: ["周日", "周一", "周二", "周三", "周四", "周五", "周六"],
  /** Row labels for Monday, Wednesday and Friday. */
  rowLabels: ["一", "三", "五"],
  month: (month: number) => `${month}月`,
  day: (month: number, day: number, weekday: string) => `${month}月${day}日 ${weekday}`,
  studied: (when: string, count: number) => `${when}：学习 ${count} 次`,
  idle: (when: string) => `${when}：未学习`,
  title: (days: number) => `最近 ${days} 天学习记录`,
  description: (from: string, to: string, days: number, total: number) =>
    `${from} 至 ${to}，共学习 ${days} 天、${total} 次`,
  empty: "暂无学习记录",
  legendNone: "未学习",
  legendRange: (from: number, to: number) => `${from}–${to} 次`,
  legendAbove: (from: number) => `${from} 次以上`,
} as const;

/** Card states as students see them (FSRS New, Learning, Review, Relearning). */
export const cardStateLabels = {
  new: "未学",
  learning: "学习中",
  review: "复习中",
  relearning: "重新学习",
} as const;

/** ECDICT exchange codes (their inflection) in Chinese. b/z/f are older spellings of r/t/s. */
export const inflectionLabels: Record<string, string> = {
  p: "过去式",
  d: "过去分词",
  i: "现在分词",
  "3": "第三人称单数",
  r: "比较级",
  t: "最高级",
  s: "复数",
  "0": "原形",
  b: "比较级",
  z: "最高级",
  f: "复数",
};

/** ECDICT exam tags in Chinese. */
export const tagLabels: Record<string, string> = {
  zk: "中考",
  gk: "高考",
  cet4: "四级",
  cet6: "六级",
  ky: "考研",
  toefl: "托福",
  ielts: "雅思",
  gre: "GRE",
};
