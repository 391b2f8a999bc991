import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblem, readWordCsv } from "./word-csv.server";

const HEADER = "word,phonetic,translation,definition,pos,collins,oxford,tag,bnc,frq,exchange";
const ABANDON =
  'abandon,ә\'bændәn,"vt. 放弃, 抛弃\\nn. 放任, 狂热","n. the trait of lacking restraint\\nv. forsake",,3,1,gk cet4 ky,2057,2182,d:abandoned/p:abandoned/i:abandoning/3:abandons';
const ABIDE = "abide,ә'baid,vi. 停留,v dwell,,1,,cet6 ky,9496,8457,i:abiding/3:abides/p:abided/d:abided";

const csv = (...lines: string[]) => `${[HEADER, ...lines].join("\r\n")}\r\n`;
const messages = (text: string) => readWordCsv(text).problems.map(formatProblem);

describe("reading a word CSV", () => {
  it("normalises a good file", () => {
    const result = readWordCsv(csv(ABANDON, ABIDE));
    expect(result.problems).toEqual([]);
    expect(result.records).toHaveLength(2);
    expect(result.records[0]).toEqual({
      line: 2,
      word: "abandon",
      phonetic: "ə'bændən",
      translations: ["vt. 放弃, 抛弃", "n. 放任, 狂热"],
      definitions: ["n. the trait of lacking restraint", "v. forsake"],
      exchange: [
        ["d", "abandoned"],
        ["p", "abandoned"],
        ["i", "abandoning"],
        ["3", "abandons"],
      ],
      tags: ["gk", "cet4", "ky"],
      collins: 3,
      oxford: true,
      bnc: 2057,
      frq: 2182,
    });
    expect(result.records[1]).toMatchObject({ line: 3, word: "abide", oxford: false, collins: 1 });
  });

  it("accepts a BOM, LF endings, blank lines, columns in another order and unranked (0) frequencies", () => {
    const text = "\uFEFFtranslation,word,bnc,frq\n\nn. 腹部,abdomen,0,\n";
    const result = readWordCsv(text);
    expect(result.problems).toEqual([]);
    expect(result.records[0]).toMatchObject({
      line: 3,
      word: "abdomen",
      translations: ["n. 腹部"],
      bnc: null,
      frq: null,
      phonetic: "",
    });
  });

  it("reads the shipped 考研 list: 4,801 words, no problems, no Cyrillic left in phonetics", () => {
    const file = path.resolve("app/seed/data/kaoyan-words.csv");
    const result = readWordCsv(fs.readFileSync(file));
    expect(result.problemCount).toBe(0);
    expect(result.records).toHaveLength(4801);
    expect(result.records.filter((record) => record.oxford)).toHaveLength(1971);
    expect(result.records.some((record) => /[\u0400-\u04FF]/.test(record.phonetic))).toBe(false);
    expect(result.records.every((record) => record.translations.length > 0)).toBe(true);
    expect(result.records.at(-1)?.line).toBe(4802);
  });

  it.each([
    [",ә'x,n. 空,,,,,,,,", "第 2 行：word 列为空"],
    ["abandon,,,,,,,,,,", "第 2 行：translation（中文释义）为空"],
    ["abandon,,\\n,,,,,,,,", "第 2 行：translation（中文释义）为空"],
    ["abandon,,n. 放弃,,,6,,,,,", "第 2 行：collins 应为 0–5 的整数或留空，实际为“6”"],
    ["abandon,,n. 放弃,,,,yes,,,,", "第 2 行：oxford 应为 1、0 或留空，实际为“yes”"],
    ["abandon,,n. 放弃,,,,,,-3,,", "第 2 行：bnc 应为非负整数，实际为“-3”"],
    ["abandon,,n. 放弃,,,,,,,12a,", "第 2 行：frq 应为非负整数，实际为“12a”"],
    ["abandon,,n. 放弃,,,,,ky CET4,,,", "第 2 行：tag 里的“CET4”不是标签（应为小写字母和数字，用空格分隔）"],
    ["abandon,,n. 放弃,,,,,,,,x:abandoned", "第 2 行：exchange 的类型“x”不认识（可用 p d i 3 r t s 0 1）"],
    [
      "abandon,,n. 放弃,,,,,,,,d:abandoned/abandons",
      "第 2 行：exchange 里的“abandons”格式不对（应为 类型:词形，用 / 分隔）",
    ],
    ["a<b>,,n. 放弃,,,,,,,,", "第 2 行：单词含有不允许的字符（应为英文字母，可含空格、连字符、撇号、点）"],
    ["123,,n. 数字,,,,,,,,", "第 2 行：单词含有不允许的字符（应为英文字母，可含空格、连字符、撇号、点）"],
    [`${"a".repeat(65)},,n. 长,,,,,,,,`, "第 2 行：单词超过 64 个字符"],
    ["abandon,,n. 放弃,,,", "第 2 行：应有 11 列，实际 6 列"],
  ])("refuses %j", (line, message) => {
    expect(messages(csv(line))).toEqual([message]);
  });

  it("reports every bad line with its number, and duplicates with the first line", () => {
    const result = readWordCsv(csv(ABANDON, "abide,,,,,,,,,,", ABIDE, ABANDON));
    expect(result.records.map((record) => record.word)).toEqual(["abandon", "abide"]);
    expect(result.problems.map(formatProblem)).toEqual([
      "第 3 行：translation（中文释义）为空",
      "第 5 行：单词“abandon”与第 2 行重复",
    ]);
  });

  it("names the line where a quote is left open", () => {
    expect(messages(csv(ABANDON, ABIDE, 'absent,,"n. 缺席,,,,,,,,', ABIDE))).toEqual(["第 4 行：引号没有闭合"]);
    expect(messages(csv(ABANDON, 'abide,,n. "停留",,,,,,,,'))).toEqual([
      "第 3 行：引号用法不对（字段里的双引号要写成两个）",
    ]);
  });

  it("checks the header", () => {
    expect(messages("")).toEqual(["文件是空的"]);
    expect(messages(`${HEADER}\r\n`)).toEqual(["文件里没有单词（只有表头）"]);
    expect(messages("word,meaning\r\nabandon,放弃\r\n")).toEqual([
      "第 1 行：表头里的“meaning”不是 ECDICT 的列",
      "第 1 行：表头缺少“translation”列",
    ]);
    expect(messages("word,translation,word\r\na,b,c\r\n")).toEqual(["第 1 行：表头里的“word”列出现了两次"]);
    expect(messages("abandon,,n. 放弃\r\n")[0]).toBe("第 1 行：表头里的“abandon”不是 ECDICT 的列");
  });

  it("keeps the first 100 problems and counts them all", () => {
    const lines = Array.from({ length: 150 }, (_, i) => `w${"x".repeat(i % 5)}${i},,,,,,,,,,`);
    const result = readWordCsv(csv(...lines));
    expect(result.problemCount).toBe(150);
    expect(result.problems).toHaveLength(100);
  });
});
