// Words and links of the study and review pages (desktop /word/…, mobile /mobile/word/…). Client-safe: types and the
// client-safe URL table only.
import type { StudyMode, StudyTree } from "~/modules/word/study-page.server";
import { wordDetailHref, wordPaths } from "~/modules/word/word-paths";

export const studyTitles: Record<StudyMode, string> = { learn: "背单词", review: "复习单词" };

/** Page descriptions (every page has one; shared by the desktop and mobile twins). */
export const studyDescriptions: Record<StudyMode, string> = {
  learn:
    "研途考研词汇：按间隔重复（FSRS）背考研英语大纲单词，认识、不认识或太简单，一次一个单词，看释义、词形变化与发音。",
  review: "研途考研词汇：复习今天到期的考研英语单词，按记忆曲线安排下次复习，巩固已学词汇。",
};

export interface StudyLinks {
  learn: string;
  review: string;
  /** The chosen book's page (today's plan, progress). */
  wordBook: string;
  /** All books (choose another). */
  bookList: string;
  /** A word's page (the dictionary entry, the notebook). */
  detail: (wordId: number) => string;
}

/** The study pages' links, from the one table of vocabulary URLs (app/modules/word/word-paths.ts). */
export function studyLinks(tree: StudyTree): StudyLinks {
  const paths = wordPaths[tree];
  return {
    learn: paths.learning,
    review: paths.review,
    wordBook: paths.wordBook,
    bookList: paths.books,
    detail: (wordId) => wordDetailHref(paths, wordId),
  };
}

export const answerLabels = { know: "认识", notKnow: "不认识", easy: "太简单" } as const;

export const studyText = {
  reveal: "显示释义",
  next: "下一个",
  detail: "查看详情",
  recording: "正在记录…",
  speak: "发音",
  translations: "中文释义",
  definitions: "英文释义",
  inflections: "词形变化",
  tags: "考试标签",
  recorded: (answer: string) => `已记录：${answer}`,
  recordedPlain: "已记录",
  nextDue: (when: string) => `下次复习：${when}`,
  retired: "已标记为“太简单”，以后不再安排复习",
  notRecorded: "未记录",
  newWord: "新词",
  progressNew: (done: number, quota: number) => `今日新词 ${done}/${quota}`,
  progressReviewed: (count: number) => `今日已复习 ${count} 次`,
  progressDue: (count: number) => `今天待复习 ${count} 个`,
  book: (name: string) => `《${name}》`,
  keys: "快捷键：1 或 ← 认识 · 2 或 → 不认识 · 3 太简单 · 空格 显示释义 / 下一个",
  refresh: "刷新",
} as const;

/** The friendly states when there is no card. */
export const emptyStates = {
  waiting: {
    title: "先休息一下",
    body: (when: string) => `刚学过的单词要隔一会儿再复习，下一个将在 ${when} 到期。到时刷新本页即可继续。`,
  },
  quotaReached: {
    title: "今天的新词学完了",
    body: (quota: number) =>
      `今日 ${quota} 个新词已全部学完。趁热复习一遍，记得更牢；想多学一些，可以在词书页调整每日新词数。`,
  },
  bookFinished: {
    title: "这本词书的单词都学过了",
    body: (book: string) => `《${book}》里的每个单词都已学过。接下来按计划复习，或者换一本词书继续。`,
  },
  noneDue: {
    title: "今天没有要复习的单词",
    body: "今天到期的单词都复习完了。可以去学几个新词，明天再来复习。",
  },
} as const;

export const linkLabels = { learn: "去学新词", review: "去复习", wordBook: "返回词书", bookList: "选择词书" } as const;
