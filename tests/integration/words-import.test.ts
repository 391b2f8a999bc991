// Loading word books on SQLite and PostgreSQL: the demo seed (three books from the shipped CSV, under 2 s, idempotent),
// importing a CSV as a new book (transactional: a taken name or a failure leaves nothing behind; shared dictionary
// entries kept or updated), and `npm run words:import` end to end (malformed rows refused with line numbers).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { readWordCsv } from "~/modules/word/word-csv.server";
import { importWordBooks } from "~/modules/word/word-import.server";
import { seedWordBooks } from "~/seed/words-seed.server";
import { runCli } from "../support/cli";
import { domainErrorOf } from "../support/domain-error";

const dialect = process.env.DB_TARGET === "postgres" ? "postgres" : "sqlite";
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "yantu-words-"));

let seedMs = 0;
beforeAll(async () => {
  const started = performance.now();
  await seedWordBooks(db);
  seedMs = performance.now() - started;
  console.log(`[words seed ${dialect}] three books (4,801 words, 8,772 entries) in ${seedMs.toFixed(0)} ms`);
});

const count = async (table: "words" | "word_books" | "word_book_entries") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("the demo seed", () => {
  it("loads the three books from the shipped list in under 2 s", async () => {
    expect(seedMs).toBeLessThan(2000);
    const books = await db
      .selectFrom("word_books")
      .select(["code", "name", "word_count", "source"])
      .orderBy("sort_order")
      .execute();
    expect(books.map((book) => [book.code, book.name, book.word_count])).toEqual([
      ["kaoyan-syllabus", "考研英语大纲词汇", 4801],
      ["kaoyan-high-frequency", "高频核心词", 2000],
      ["kaoyan-oxford-3000", "牛津 3000 核心 ∩ 考研", 1971],
    ]);
    expect(books[0]?.source).toContain("ECDICT");
    expect(await count("words")).toBeGreaterThanOrEqual(4801);
    const phonetic = await db
      .selectFrom("words")
      .select(["phonetic", "translation"])
      .where("word", "=", "abandon")
      .executeTakeFirstOrThrow();
    expect(phonetic.phonetic).toBe("ə'bændən");
    expect(JSON.parse(phonetic.translation)).toEqual([
      "vt. 放弃, 抛弃, 遗弃, 使屈从, 沉溺, 放纵",
      "n. 放任, 无拘束, 狂热",
    ]);
  });

  it("puts the most frequent words first in 高频核心词, all Oxford words in the Oxford book", async () => {
    const firstWords = await db
      .selectFrom("word_book_entries as e")
      .innerJoin("word_books as b", "b.id", "e.book_id")
      .innerJoin("words as w", "w.id", "e.word_id")
      .select("w.word")
      .where("b.code", "=", "kaoyan-high-frequency")
      .orderBy("e.position")
      .limit(5)
      .execute();
    expect(firstWords.map((row) => row.word)).toEqual(["might", "part", "government", "system", "state"]);
    const notOxford = await db
      .selectFrom("word_book_entries as e")
      .innerJoin("word_books as b", "b.id", "e.book_id")
      .innerJoin("words as w", "w.id", "e.word_id")
      .select("w.word")
      .where("b.code", "=", "kaoyan-oxford-3000")
      .where("w.oxford", "=", 0)
      .execute();
    expect(notOxford).toEqual([]);
  });

  it("is idempotent", async () => {
    const before = [await count("words"), await count("word_books"), await count("word_book_entries")];
    const again = await seedWordBooks(db);
    expect(again.loaded).toEqual([]);
    expect(again.skipped).toHaveLength(3);
    expect([await count("words"), await count("word_books"), await count("word_book_entries")]).toEqual(before);
  });
});

describe("importing a book", () => {
  const csv = (rows: string[]) => ["word,phonetic,translation,tag", ...rows].join("\r\n");

  it("adds a book, reuses dictionary entries it shares, and keeps their content unless asked", async () => {
    const { records } = readWordCsv(csv(["abandon,,v. 放弃（新释义）,ky", "zeugma,'zju:gmә,n. 轭式搭配,gre"]));
    const result = await importWordBooks(db, records, [
      {
        code: null,
        name: "自选词表一",
        description: "",
        source: "test.csv",
        sourceHash: "h1",
        sortOrder: 100,
        headwords: ["abandon", "zeugma"],
      },
    ]);
    expect(result).toMatchObject({ newWords: 1, existingWords: 1, books: [{ name: "自选词表一", wordCount: 2 }] });
    const abandon = await db
      .selectFrom("words")
      .select("translation")
      .where("word", "=", "abandon")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(abandon.translation)[0]).toBe("vt. 放弃, 抛弃, 遗弃, 使屈从, 沉溺, 放纵");

    const updated = await importWordBooks(
      db,
      records,
      [
        {
          code: null,
          name: "自选词表二",
          description: "",
          source: "test.csv",
          sourceHash: "h1",
          sortOrder: 100,
          headwords: ["abandon"],
        },
      ],
      { updateExisting: true },
    );
    expect(updated.existingWords).toBe(1);
    const rewritten = await db
      .selectFrom("words")
      .select("translation")
      .where("word", "=", "abandon")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(rewritten.translation)).toEqual(["v. 放弃（新释义）"]);
    // Put the shipped content back for the other tests of this file.
    const shipped = readWordCsv(fs.readFileSync("app/seed/data/kaoyan-words.csv")).records.filter(
      (record) => record.word === "abandon",
    );
    await importWordBooks(
      db,
      shipped,
      [
        {
          code: null,
          name: "还原",
          description: "",
          source: "",
          sourceHash: "",
          sortOrder: 100,
          headwords: ["abandon"],
        },
      ],
      { updateExisting: true },
    );
  });

  it("refuses a taken name and writes nothing", async () => {
    const before = [await count("words"), await count("word_books"), await count("word_book_entries")];
    const { records } = readWordCsv(csv(["quixotic,,a. 不切实际的,gre"]));
    const error = await domainErrorOf(
      importWordBooks(db, records, [
        {
          code: null,
          name: "高频核心词",
          description: "",
          source: "",
          sourceHash: "",
          sortOrder: 1,
          headwords: ["quixotic"],
        },
      ]),
    );
    expect(error.status).toBe(409);
    expect(error.message).toBe("词书《高频核心词》已存在，请换一个名称");
    expect([await count("words"), await count("word_books"), await count("word_book_entries")]).toEqual(before);
  });

  it("rolls everything back when a write fails half way", async () => {
    const before = [await count("words"), await count("word_books"), await count("word_book_entries")];
    const { records } = readWordCsv(csv(["xylograph,,n. 木版画,", "yodel,,v. 用约德尔唱法唱,"]));
    // The second book lists a word twice: its entries' primary key fails after the first book and the words are in.
    await expect(
      importWordBooks(db, records, [
        {
          code: null,
          name: "回滚测试甲",
          description: "",
          source: "",
          sourceHash: "",
          sortOrder: 1,
          headwords: ["xylograph", "yodel"],
        },
        {
          code: null,
          name: "回滚测试乙",
          description: "",
          source: "",
          sourceHash: "",
          sortOrder: 1,
          headwords: ["yodel", "yodel"],
        },
      ]),
    ).rejects.toThrow();
    expect([await count("words"), await count("word_books"), await count("word_book_entries")]).toEqual(before);
    expect(await db.selectFrom("words").select("id").where("word", "in", ["xylograph", "yodel"]).execute()).toEqual([]);
  });
});

describe("npm run words:import", () => {
  const cli = (args: string[]) => runCli("scripts/words-import.ts", args);

  it("refuses a file with malformed rows, naming each line and reason, and imports nothing", async () => {
    const file = path.join(tmp, "bad.csv");
    fs.writeFileSync(
      file,
      "word,phonetic,translation,definition,pos,collins,oxford,tag,bnc,frq,exchange\r\n" +
        "vortex,'vɔ:teks,n. 漩涡,,,2,,,,,s:vortices\r\n" +
        "whirl,,,,,,,,,,\r\n" +
        "wharf,,n. 码头,,,9,,,,,\r\n" +
        "wheat,,n. 小麦,,,,,,,,q:wheats\r\n",
    );
    const before = await count("word_books");
    const result = await cli([file, "--name", "坏文件"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("导入失败：bad.csv 有 3 处问题，未写入任何数据。");
    expect(result.stderr).toContain("第 3 行：translation（中文释义）为空");
    expect(result.stderr).toContain("第 4 行：collins 应为 0–5 的整数或留空，实际为“9”");
    expect(result.stderr).toContain("第 5 行：exchange 的类型“q”不认识（可用 p d i 3 r t s 0 1）");
    expect(await count("word_books")).toBe(before);
    expect(await db.selectFrom("words").select("id").where("word", "=", "vortex").execute()).toEqual([]);
  });

  it("imports a good file as a new book, and refuses the same name twice", async () => {
    const file = path.join(tmp, "good.csv");
    fs.writeFileSync(file, "word,translation,tag\nvortex,n. 漩涡,ky\nabandon,v. 放弃,ky\n");
    const result = await cli([file, "--name", "命令行导入", "--description", "测试用"]);
    expect(result.stderr).not.toContain("导入失败");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("已导入词书《命令行导入》");
    expect(result.stdout).toContain("2 个单词，其中新增词条 1 个，词库中已有 1 个");
    const book = await db
      .selectFrom("word_books")
      .select(["id", "word_count", "description", "code"])
      .where("name", "=", "命令行导入")
      .executeTakeFirstOrThrow();
    expect(book).toMatchObject({ word_count: 2, description: "测试用", code: null });
    const again = await cli([file, "--name", "命令行导入"]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("词书《命令行导入》已存在，请换一个名称");
    const noName = await cli([file]);
    expect(noName.code).toBe(2);
    expect(noName.stderr).toContain("请用 --name 指定词书名称");
  }, 60_000);
});
