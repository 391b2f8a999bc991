import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { HIGH_FREQUENCY_SIZE, frequencyScore, highFrequencyWords, seedBookDefinitions } from "./word-book-derivation";
import { readWordCsv, type WordRecord } from "./word-csv.server";

const record = (word: string, frq: number | null, bnc: number | null, oxford = false): WordRecord => ({
  line: 0,
  word,
  phonetic: "",
  translations: ["n. 测试"],
  definitions: [],
  exchange: [],
  tags: [],
  collins: null,
  oxford,
  bnc,
  frq,
});

describe("high-frequency ranking", () => {
  it("uses the geometric mean of the two corpus ranks, or the one there is", () => {
    expect(frequencyScore(record("a", 100, 400))).toBe(200);
    expect(frequencyScore(record("b", 300, null))).toBe(300);
    expect(frequencyScore(record("c", null, null))).toBeNull();
  });

  it("orders by score, ties by headword, leaves unranked words out, and cuts at the size", () => {
    const records = [
      record("delta", 50, 50),
      record("alpha", 10, 1000),
      record("beta", 100, 100),
      record("gamma", null, null),
      record("able", 100, 100),
    ];
    expect(highFrequencyWords(records, 10)).toEqual(["delta", "able", "alpha", "beta"]);
    expect(highFrequencyWords(records, 2)).toEqual(["delta", "able"]);
  });
});

describe("the seeded books from the shipped list", () => {
  const { records } = readWordCsv(fs.readFileSync("app/seed/data/kaoyan-words.csv"));
  const books = Object.fromEntries(seedBookDefinitions.map((book) => [book.code, book.select(records)]));

  it("are the whole list, its 2,000 most frequent words, and its Oxford 3000 words", () => {
    expect(books["kaoyan-syllabus"]).toHaveLength(4801);
    expect(books["kaoyan-syllabus"]?.slice(0, 3)).toEqual(["abandon", "abdomen", "abide"]);
    expect(books["kaoyan-high-frequency"]).toHaveLength(HIGH_FREQUENCY_SIZE);
    expect(books["kaoyan-high-frequency"]?.slice(0, 5)).toEqual(["might", "part", "government", "system", "state"]);
    expect(books["kaoyan-oxford-3000"]).toHaveLength(1971);
    expect(new Set(books["kaoyan-high-frequency"]).size).toBe(HIGH_FREQUENCY_SIZE);
  });

  it("have names and descriptions for the book list", () => {
    expect(seedBookDefinitions.map((book) => book.name)).toEqual([
      "考研英语大纲词汇",
      "高频核心词",
      "牛津 3000 核心 ∩ 考研",
    ]);
    expect(seedBookDefinitions[1]?.description).toContain("并非考研真题统计");
  });
});
