// How many questions a set or a bank holds, said one way on the shelves, the exam's start page and its screen. Two
// things are counted: the top-level questions (a set's slots, one page of the exam each) and the questions answered
// (a group's children, the 答题卡's entries). A group — a passage or material with its sub-questions (完形, 阅读,
// 分析题) — is one 大题 of several 小题; where there is no group the two counts are the same and both are just 题.
// Client-safe: no imports.

export interface QuestionCounts {
  /** Top-level questions: a question of its own, or a group with its sub-questions (one page of the exam). */
  top: number;
  /** Questions answered: a group's sub-questions each, a question of its own once. */
  leaves: number;
}

const hasGroups = (counts: QuestionCounts) => counts.top !== counts.leaves;

/** 「22 道题」, or with groups 「38 道大题（共 43 小题）」. */
export function questionCountText(counts: QuestionCounts): string {
  return hasGroups(counts) ? `${counts.top} 道大题（共 ${counts.leaves} 小题）` : `${counts.leaves} 道题`;
}

/** What a top-level question (one page of the exam) is called: 题, or 大题 when some hold sub-questions. */
export function topUnit(counts: QuestionCounts): "题" | "大题" {
  return hasGroups(counts) ? "大题" : "题";
}

/** What an answered question is called: 题, or 小题 when some are a group's sub-questions. */
export function leafUnit(counts: QuestionCounts): "题" | "小题" {
  return hasGroups(counts) ? "小题" : "题";
}
