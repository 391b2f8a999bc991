// The books the demo seed derives from the 考研 list (app/seed/data/kaoyan-words.csv, ECDICT, 4,801 words):
//
// | code                   | name            | words | order |
// | ---------------------- | --------------- | ----- | ----- |
// | kaoyan-syllabus        | 考研英语大纲词汇 | all   | the file's (alphabetical) |
// | kaoyan-high-frequency  | 高频核心词       | 2,000 | most frequent first |
// | kaoyan-oxford-3000     | 牛津 3000 核心 ∩ 考研 | oxford = 1 (1,971) | alphabetical |
//
// "High frequency" ranks a word by the geometric mean of its two corpus ranks (ECDICT's frq, a contemporary corpus, and
// bnc, the British National Corpus; smaller = more frequent), or by the one it has when the other is 0 (unranked);
// words ranked in neither corpus are left out. The 2,000 best make the book — a little under half of the list, the size
// of the usual 考研 "核心词" books, and the point where ranks pass ~3,500 in both corpora. The geometric mean keeps a
// word that is frequent in one corpus only (British or American usage) from being carried by that rank alone.
// These are general-corpus ranks, not counts from past 考研 papers, and the book's description says so.
import type { WordRecord } from "./word-csv.server";

export const HIGH_FREQUENCY_SIZE = 2000;

export interface SeedBookDefinition {
  code: string;
  name: string;
  description: string;
  sortOrder: number;
  /** Headwords in study order. */
  select(records: readonly WordRecord[]): string[];
}

/** Geometric mean of the available corpus ranks; null when the word is ranked in neither corpus. */
export function frequencyScore(record: Pick<WordRecord, "bnc" | "frq">): number | null {
  const ranks = [record.frq, record.bnc].filter((rank): rank is number => rank !== null && rank > 0);
  const [first, second] = ranks;
  if (first === undefined) return null;
  return second === undefined ? first : Math.sqrt(first * second);
}

/** The `size` most frequent words, most frequent first (ties by headword). */
export function highFrequencyWords(records: readonly WordRecord[], size = HIGH_FREQUENCY_SIZE): string[] {
  return records
    .map((record) => ({ word: record.word, score: frequencyScore(record) }))
    .filter((item): item is { word: string; score: number } => item.score !== null)
    .sort((a, b) => a.score - b.score || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .slice(0, size)
    .map((item) => item.word);
}

export const seedBookDefinitions: readonly SeedBookDefinition[] = [
  {
    code: "kaoyan-syllabus",
    name: "考研英语大纲词汇",
    description: "考研英语（一）（二）大纲范围内的常用词汇，按字母顺序排列。词表取自开源词典 ECDICT 的“考研”标签。",
    sortOrder: 10,
    select: (records) => records.map((record) => record.word),
  },
  {
    code: "kaoyan-high-frequency",
    name: "高频核心词",
    description: `考研词汇中在英语语料库里出现最频繁的 ${HIGH_FREQUENCY_SIZE} 个，常见的排在前面，适合冲刺阶段先背。词频依据当代英语语料库与英国国家语料库（BNC）的通用排名，并非考研真题统计。`,
    sortOrder: 20,
    select: (records) => highFrequencyWords(records),
  },
  {
    code: "kaoyan-oxford-3000",
    name: "牛津 3000 核心 ∩ 考研",
    description: "既属于考研词汇、又是《牛津 3000 核心词》的单词，都是最基础、最常用的词，按字母顺序排列。",
    sortOrder: 30,
    select: (records) => records.filter((record) => record.oxford).map((record) => record.word),
  },
];
