// Every /api/Book and /api/Word endpoint through the real dispatcher, on SQLite and PostgreSQL: success, bad input
// (unknown word, word of another book, missing or unknown book), 401, double submissions, the not-due refusal,
// restart, the notebook's paging, settings and ownership. Time-dependent flows are in words-study.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { createSession } from "~/modules/auth/session.server";
import { nextNationalExamDate } from "~/modules/study-day/study-day";
import { seedWordBooks } from "~/seed/words-seed.server";
import { callApi } from "../support/api-client";

let userCounter = 0;
async function newUser(): Promise<{ id: number; token: string }> {
  userCounter += 1;
  const now = Date.now();
  const phone = `137${String(process.pid % 10000).padStart(4, "0")}${String(userCounter).padStart(4, "0")}`;
  const row = await db
    .insertInto("users")
    .values({
      school_id: null,
      phone_number: phone,
      password_hash: null,
      nickname: `背词用户${userCounter}`,
      avatar: null,
      is_org: 0,
      disabled: 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, token: await createSession(row.id, { ip: "127.0.0.1", userAgent: "vitest" }) };
}

const books: Record<string, number> = {};
const words: Record<string, number> = {};

async function wordId(word: string): Promise<number> {
  words[word] ??= (await db.selectFrom("words").select("id").where("word", "=", word).executeTakeFirstOrThrow()).id;
  return words[word];
}

beforeAll(async () => {
  await seedWordBooks(db);
  for (const row of await db.selectFrom("word_books").select(["id", "code"]).execute()) books[row.code ?? ""] = row.id;
});

const syllabus = () => books["kaoyan-syllabus"] as number;
const oxford = () => books["kaoyan-oxford-3000"] as number;
const highFrequency = () => books["kaoyan-high-frequency"] as number;

describe("authentication", () => {
  it.each([
    ["GET", "/api/Book"],
    ["PUT", "/api/Book"],
    ["GET", "/api/Book/study"],
    ["POST", "/api/Word/KnowWord"],
    ["POST", "/api/Word/NotKnowWord"],
    ["POST", "/api/Word/EasyWord"],
    ["GET", "/api/Word/review"],
    ["GET", "/api/Word/nextReviewWordOfOneDay"],
    ["GET", "/api/Word/collect"],
    ["POST", "/api/Word/collect"],
    ["GET", "/api/Word/nextCollectWordId"],
    ["GET", "/api/Word/detail?wordId=1"],
    ["GET", "/api/Word/summary"],
    ["POST", "/api/Word/restartStudyWord"],
    ["POST", "/api/Word/wordClick"],
    ["GET", "/api/Word/wordClick?word=abandon"],
    ["GET", "/api/Word/settings"],
    ["PUT", "/api/Word/settings"],
  ])("%s %s needs a logged-in user (401)", async (method, path) => {
    const { status, body } = await callApi(method, path, {
      body: method === "GET" ? undefined : { bookId: 1, wordId: 1 },
    });
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, msg: "请先登录", result: null });
  });

  it("a stale token gets 登录已失效 (401)", async () => {
    const { status, body } = await callApi("GET", "/api/Book", { token: "no-such-token-000000000000000000000000000" });
    expect(status).toBe(401);
    expect(body.msg).toBe("登录已失效，请重新登录！");
  });
});

describe("GET and PUT /api/Book", () => {
  it("lists the three seeded books in order, nothing chosen, no progress", async () => {
    const user = await newUser();
    const { status, body } = await callApi("GET", "/api/Book", { token: user.token });
    expect(status).toBe(200);
    expect(body.result.chosenBookId).toBeNull();
    expect(body.result.books.map((book: { name: string; wordCount: number }) => [book.name, book.wordCount])).toEqual([
      ["考研英语大纲词汇", 4801],
      ["高频核心词", 2000],
      ["牛津 3000 核心 ∩ 考研", 1971],
    ]);
    expect(body.result.books[0]).toEqual({
      id: syllabus(),
      name: "考研英语大纲词汇",
      wordCount: 4801,
      description: expect.stringContaining("ECDICT"),
      source: expect.stringContaining("ECDICT"),
      chosen: false,
      learned: 0,
      mastered: 0,
    });
  });

  it("chooses a book and says so", async () => {
    const user = await newUser();
    const chosen = await callApi("PUT", "/api/Book", { token: user.token, body: { bookId: highFrequency() } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.msg).toBe("已选择词书《高频核心词》");
    expect(chosen.body.result).toMatchObject({ id: highFrequency(), name: "高频核心词", chosen: true, learned: 0 });
    const list = await callApi("GET", "/api/Book", { token: user.token });
    expect(list.body.result.chosenBookId).toBe(highFrequency());
    expect(list.body.result.books.filter((book: { chosen: boolean }) => book.chosen)).toHaveLength(1);
    // Choosing again (a retried PUT, another tab) is harmless.
    expect((await callApi("PUT", "/api/Book", { token: user.token, body: { bookId: highFrequency() } })).status).toBe(
      200,
    );
  });

  it.each([
    [{}, 400, "请选择词书"],
    [{ bookId: "abc" }, 400, "请选择词书"],
    [{ bookId: -1 }, 400, "请选择词书"],
    [{ bookId: 1.5 }, 400, "请选择词书"],
    [{ bookId: 987654 }, 404, "词书不存在"],
  ])("refuses %j with %i %s", async (input, status, msg) => {
    const user = await newUser();
    const result = await callApi("PUT", "/api/Book", { token: user.token, body: input });
    expect(result.status).toBe(status);
    expect(result.body.msg).toBe(msg);
  });
});

describe("GET /api/Book/study", () => {
  it("asks for a book first (409) and refuses an unknown one (404)", async () => {
    const user = await newUser();
    const none = await callApi("GET", "/api/Book/study", { token: user.token });
    expect(none.status).toBe(409);
    expect(none.body.msg).toBe("请先选择词书");
    const unknown = await callApi("GET", "/api/Book/study?bookId=987654", { token: user.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe("词书不存在");
    expect((await callApi("GET", "/api/Book/study?bookId=x", { token: user.token })).status).toBe(400);
  });

  it("gives today's plan and the first card, word and phonetic only", async () => {
    const user = await newUser();
    await callApi("PUT", "/api/Book", { token: user.token, body: { bookId: syllabus() } });
    const { status, body } = await callApi("GET", "/api/Book/study", { token: user.token });
    expect(status).toBe(200);
    expect(body.result.plan).toMatchObject({
      book: { id: syllabus(), name: "考研英语大纲词汇", wordCount: 4801 },
      dailyNewWords: 20,
      newToday: 0,
      newLeft: 20,
      dueToday: 0,
      reviewedToday: 0,
      learned: 0,
      mastered: 0,
      unstarted: 4801,
      examDate: nextNationalExamDate(Date.now()),
      examDateIsDefault: true,
    });
    expect(body.result.plan.studyDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.result.next.status).toBe("card");
    expect(body.result.next.card).toEqual({
      wordId: await wordId("abandon"),
      bookId: syllabus(),
      position: 1,
      word: "abandon",
      phonetic: "ə'bændən",
      state: "new",
      stateLabel: "未学",
      reps: 0,
      due: null,
      collected: false,
    });
    // Another book by id, without choosing it: the high-frequency book starts with its most frequent word.
    const other = await callApi("GET", `/api/Book/study?bookId=${highFrequency()}`, { token: user.token });
    expect(other.body.result.next.card).toMatchObject({ position: 1, word: "might" });
  });
});

describe("POST /api/Word/KnowWord, NotKnowWord, EasyWord", () => {
  it("认识 reveals the senses, definitions and inflections and starts the card", async () => {
    const user = await newUser();
    const abandon = await wordId("abandon");
    const { status, body } = await callApi("POST", "/api/Word/KnowWord", {
      token: user.token,
      body: { wordId: abandon, bookId: syllabus(), reps: 0 },
    });
    expect(status).toBe(200);
    expect(body.msg).toBe("已记录");
    expect(body.result.answer).toBe("know");
    expect(body.result.word).toMatchObject({
      id: abandon,
      word: "abandon",
      phonetic: "ə'bændən",
      translations: ["vt. 放弃, 抛弃, 遗弃, 使屈从, 沉溺, 放纵", "n. 放任, 无拘束, 狂热"],
      collins: 3,
      oxford: true,
      collected: false,
    });
    expect(body.result.word.definitions[0]).toMatch(/^n\. the trait of lacking restraint/);
    expect(body.result.word.inflections).toEqual([
      { code: "3", label: "第三人称单数", word: "abandons" },
      { code: "p", label: "过去式", word: "abandoned" },
      { code: "d", label: "过去分词", word: "abandoned" },
      { code: "i", label: "现在分词", word: "abandoning" },
    ]);
    expect(body.result.word.tags.map((tag: { label: string }) => tag.label)).toEqual([
      "高考",
      "四级",
      "六级",
      "考研",
      "托福",
      "GRE",
    ]);
    expect(body.result.card).toMatchObject({
      state: "learning",
      stateLabel: "学习中",
      reps: 1,
      lapses: 0,
      retired: false,
      mastered: false,
    });
    const card = await db.selectFrom("word_cards").selectAll().where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(card).toMatchObject({
      book_id: syllabus(),
      word_id: abandon,
      state: 1,
      reps: 1,
      learning_steps: 1,
      retired: 0,
    });
    const logs = await db.selectFrom("word_review_logs").selectAll().where("user_id", "=", user.id).execute();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ card_id: card.id, reps: 0, rating: 3, state: 0 });
  });

  it("不认识 is Again (back in a minute); 太简单 retires the word", async () => {
    const user = await newUser();
    const notKnow = await callApi("POST", "/api/Word/NotKnowWord", {
      token: user.token,
      body: { wordId: await wordId("abdomen"), bookId: syllabus() },
    });
    expect(notKnow.status).toBe(200);
    expect(notKnow.body.result.answer).toBe("notKnow");
    expect(Date.parse(notKnow.body.result.card.due) - Date.now()).toBeLessThanOrEqual(60_000);
    const easy = await callApi("POST", "/api/Word/EasyWord", {
      token: user.token,
      body: { wordId: await wordId("ability"), bookId: syllabus() },
    });
    expect(easy.status).toBe(200);
    expect(easy.body.result.card).toMatchObject({ state: "review", retired: true, mastered: true });
    const again = await callApi("POST", "/api/Word/KnowWord", {
      token: user.token,
      body: { wordId: await wordId("ability"), bookId: syllabus() },
    });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe("这个单词已标记为“太简单”，不再安排复习");
  });

  it.each([
    ["an unknown word", async () => ({ wordId: 9_999_999, bookId: syllabus() }), 404, "单词不存在"],
    [
      "a word of another book",
      async () => ({ wordId: await wordId("abdomen"), bookId: oxford() }),
      404,
      "这本词书里没有这个单词",
    ],
    ["an unknown book", async () => ({ wordId: await wordId("abandon"), bookId: 987_654 }), 404, "词书不存在"],
    ["no book", async () => ({ wordId: await wordId("abandon") }), 400, "请选择词书"],
    ["no word", async () => ({ bookId: syllabus() }), 400, "请指定单词"],
    ["a word id that is not a number", async () => ({ wordId: "abandon", bookId: syllabus() }), 400, "请指定单词"],
    [
      "a negative reps",
      async () => ({ wordId: await wordId("abandon"), bookId: syllabus(), reps: -1 }),
      400,
      "作答状态无效，请刷新后重试",
    ],
  ])("refuses %s", async (_case, input, status, msg) => {
    const user = await newUser();
    const result = await callApi("POST", "/api/Word/KnowWord", { token: user.token, body: await input() });
    expect(result.status).toBe(status);
    expect(result.body.msg).toBe(msg);
    expect(await db.selectFrom("word_cards").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
  });

  it("never rates a card twice: a resubmitted post with the same reps is refused (409)", async () => {
    const user = await newUser();
    const body = { wordId: await wordId("abandon"), bookId: syllabus(), reps: 0 };
    expect((await callApi("POST", "/api/Word/KnowWord", { token: user.token, body })).status).toBe(200);
    const second = await callApi("POST", "/api/Word/KnowWord", { token: user.token, body });
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe("这个单词已经作答过了，请勿重复提交");
    const third = await callApi("POST", "/api/Word/NotKnowWord", { token: user.token, body });
    expect(third.status).toBe(409);
    const card = await db
      .selectFrom("word_cards")
      .select(["reps"])
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(card.reps).toBe(1);
    expect(await db.selectFrom("word_review_logs").select("id").where("user_id", "=", user.id).execute()).toHaveLength(
      1,
    );
  });

  it("without reps, a repeated post finds the card not due yet (409 with the time)", async () => {
    const user = await newUser();
    const body = { wordId: await wordId("abide"), bookId: syllabus() };
    expect((await callApi("POST", "/api/Word/KnowWord", { token: user.token, body })).status).toBe(200);
    const retry = await callApi("POST", "/api/Word/KnowWord", { token: user.token, body });
    expect(retry.status).toBe(409);
    expect(retry.body.msg).toMatch(/^这个单词还没到复习时间（下次复习：今天 \d{2}:\d{2}），请先学习其他单词$/);
    expect(await db.selectFrom("word_review_logs").select("id").where("user_id", "=", user.id).execute()).toHaveLength(
      1,
    );
  });

  it("lets one of several simultaneous answers in (two tabs, a retried post)", async () => {
    const user = await newUser();
    const body = { wordId: await wordId("absorb"), bookId: syllabus() };
    const results = await Promise.all(
      ["KnowWord", "KnowWord", "NotKnowWord", "KnowWord"].map((path) =>
        callApi("POST", `/api/Word/${path}`, { token: user.token, body }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409, 409]);
    const cards = await db.selectFrom("word_cards").select(["id", "reps"]).where("user_id", "=", user.id).execute();
    expect(cards).toEqual([{ id: expect.any(Number), reps: 1 }]);
    expect(await db.selectFrom("word_review_logs").select("id").where("user_id", "=", user.id).execute()).toHaveLength(
      1,
    );
    const day = await db
      .selectFrom("word_study_days")
      .select(["new_words", "reviews"])
      .where("user_id", "=", user.id)
      .execute();
    expect(day).toEqual([{ new_words: 1, reviews: 0 }]);
  });

  it("lets one of several simultaneous answers to a due review card in", async () => {
    const user = await newUser();
    const absent = await wordId("absent");
    const now = Date.now();
    await db
      .insertInto("word_cards")
      .values({
        user_id: user.id,
        book_id: syllabus(),
        word_id: absent,
        state: 2,
        due: now - 3_600_000,
        stability: 4,
        difficulty: 5,
        elapsed_days: 0,
        scheduled_days: 4,
        learning_steps: 0,
        reps: 3,
        lapses: 0,
        last_review: now - 4 * 86_400_000,
        retired: 0,
        created_at: now - 10 * 86_400_000,
        updated_at: now - 4 * 86_400_000,
      })
      .execute();
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        callApi("POST", "/api/Word/KnowWord", {
          token: user.token,
          body: { wordId: absent, bookId: syllabus(), reps: 3 },
        }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
    const card = await db
      .selectFrom("word_cards")
      .select(["reps", "state"])
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(card).toEqual({ reps: 4, state: 2 });
    expect(await db.selectFrom("word_review_logs").select("reps").where("user_id", "=", user.id).execute()).toEqual([
      { reps: 3 },
    ]);
  });

  it("refuses a review card that is not due (409 with the date) and answers a due one", async () => {
    const user = await newUser();
    const abandon = await wordId("abandon");
    const now = Date.now();
    const card = {
      user_id: user.id,
      book_id: syllabus(),
      word_id: abandon,
      state: 2,
      due: now + 3 * 86_400_000,
      stability: 6,
      difficulty: 5,
      elapsed_days: 2,
      scheduled_days: 3,
      learning_steps: 0,
      reps: 4,
      lapses: 0,
      last_review: now - 86_400_000,
      retired: 0 as const,
      created_at: now - 9 * 86_400_000,
      updated_at: now,
    };
    await db.insertInto("word_cards").values(card).execute();
    const refused = await callApi("POST", "/api/Word/NotKnowWord", {
      token: user.token,
      body: { wordId: abandon, bookId: syllabus(), reps: 4 },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/^这个单词还没到复习时间（下次复习：\d{1,2}月\d{1,2}日），请先学习其他单词$/);
    expect(await db.selectFrom("word_review_logs").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
  });
});

describe("reviewing: GET /api/Word/review and nextReviewWordOfOneDay", () => {
  it("lists the cards due today, earliest first, and hands out the earliest", async () => {
    const user = await newUser();
    await callApi("PUT", "/api/Book", { token: user.token, body: { bookId: syllabus() } });
    const now = Date.now();
    const due = async (word: string, offset: number, state = 2) =>
      db
        .insertInto("word_cards")
        .values({
          user_id: user.id,
          book_id: syllabus(),
          word_id: await wordId(word),
          state,
          due: now + offset,
          stability: 3,
          difficulty: 5,
          elapsed_days: 0,
          scheduled_days: 3,
          learning_steps: 0,
          reps: 2,
          lapses: 0,
          last_review: now - 3 * 86_400_000,
          retired: 0,
          created_at: now - 5 * 86_400_000,
          updated_at: now,
        })
        .execute();
    await due("ability", -2 * 86_400_000);
    await due("abandon", -3_600_000);
    await due("abide", 5 * 86_400_000);
    const list = await callApi("GET", "/api/Word/review", { token: user.token });
    expect(list.status).toBe(200);
    expect(list.body.result).toMatchObject({ book: { id: syllabus() }, page: 1, rows: 20, total: 2 });
    expect(list.body.result.items.map((item: { word: string }) => item.word)).toEqual(["ability", "abandon"]);
    expect(list.body.result.items[0]).toMatchObject({
      state: "review",
      stateLabel: "复习中",
      reps: 2,
      due: expect.any(String),
    });

    const next = await callApi("GET", "/api/Word/nextReviewWordOfOneDay", { token: user.token });
    expect(next.body.result).toMatchObject({
      status: "card",
      card: { word: "ability", reps: 2 },
      progress: { dueToday: 2 },
    });
    const answered = await callApi("POST", "/api/Word/KnowWord", {
      token: user.token,
      body: { wordId: await wordId("ability"), bookId: syllabus(), reps: 2 },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.result.card.state).toBe("review");
    const after = await callApi("GET", "/api/Word/nextReviewWordOfOneDay", { token: user.token });
    expect(after.body.result).toMatchObject({ card: { word: "abandon" }, progress: { dueToday: 1, reviewedToday: 1 } });
    const paged = await callApi("GET", `/api/Word/review?bookId=${syllabus()}&page=2&rows=1`, { token: user.token });
    expect(paged.body.result).toMatchObject({ page: 2, rows: 1, total: 1, items: [] });
  });

  it("says when nothing is due, and needs a book", async () => {
    const user = await newUser();
    expect((await callApi("GET", "/api/Word/nextReviewWordOfOneDay", { token: user.token })).status).toBe(409);
    const empty = await callApi("GET", `/api/Word/nextReviewWordOfOneDay?bookId=${oxford()}`, { token: user.token });
    expect(empty.body.result).toMatchObject({ status: "noneDue", card: null, waitUntil: null });
    expect((await callApi("GET", "/api/Word/review?bookId=987654", { token: user.token })).status).toBe(404);
  });
});

describe("POST /api/Word/restartStudyWord", () => {
  it("forgets the book's cards (not the log, not other books) and starts from the first word", async () => {
    const user = await newUser();
    await callApi("PUT", "/api/Book", { token: user.token, body: { bookId: syllabus() } });
    for (const word of ["abandon", "abdomen", "abide"]) {
      expect(
        (
          await callApi("POST", "/api/Word/KnowWord", {
            token: user.token,
            body: { wordId: await wordId(word), bookId: syllabus(), reps: 0 },
          })
        ).status,
      ).toBe(200);
    }
    await callApi("POST", "/api/Word/KnowWord", {
      token: user.token,
      body: { wordId: await wordId("abandon"), bookId: oxford(), reps: 0 },
    });
    expect((await callApi("GET", "/api/Book/study", { token: user.token })).body.result.next.card.word).toBe("ability");

    const restarted = await callApi("POST", "/api/Word/restartStudyWord", {
      token: user.token,
      body: { bookId: syllabus() },
    });
    expect(restarted.status).toBe(200);
    expect(restarted.body.msg).toBe("《考研英语大纲词汇》的学习进度已重置");
    expect(restarted.body.result).toMatchObject({ book: { id: syllabus() }, cleared: 3 });

    const study = await callApi("GET", "/api/Book/study", { token: user.token });
    expect(study.body.result.plan.learned).toBe(0);
    expect(study.body.result.next.card).toMatchObject({ word: "abandon", reps: 0, state: "new" });
    const list = await callApi("GET", "/api/Book", { token: user.token });
    const learned = Object.fromEntries(
      list.body.result.books.map((book: { id: number; learned: number }) => [book.id, book.learned]),
    );
    expect(learned[syllabus()]).toBe(0);
    expect(learned[oxford()]).toBe(1);
    expect(await db.selectFrom("word_review_logs").select("id").where("user_id", "=", user.id).execute()).toHaveLength(
      4,
    );
    // The word can be learned again (a new card version, a new log row).
    expect(
      (
        await callApi("POST", "/api/Word/KnowWord", {
          token: user.token,
          body: { wordId: await wordId("abandon"), bookId: syllabus(), reps: 0 },
        })
      ).status,
    ).toBe(200);
  });

  it.each([
    [{}, 400, "请选择词书"],
    [{ bookId: 987654 }, 404, "词书不存在"],
  ])("refuses %j", async (input, status, msg) => {
    const user = await newUser();
    const result = await callApi("POST", "/api/Word/restartStudyWord", { token: user.token, body: input });
    expect(result.status).toBe(status);
    expect(result.body.msg).toBe(msg);
  });
});

describe("the notebook: /api/Word/collect and nextCollectWordId", () => {
  it("adds and removes idempotently, pages newest first, clamps rows to 100", async () => {
    const user = await newUser();
    const ids = (
      await db
        .selectFrom("word_book_entries")
        .select("word_id")
        .where("book_id", "=", syllabus())
        .orderBy("position")
        .limit(25)
        .execute()
    ).map((row) => row.word_id);
    for (const id of ids) {
      const added = await callApi("POST", "/api/Word/collect", { token: user.token, body: { wordId: id } });
      expect(added.status).toBe(200);
      expect(added.body.msg).toBe("已加入生词本");
    }
    // A repeated post changes nothing.
    expect(
      (await callApi("POST", "/api/Word/collect", { token: user.token, body: { wordId: ids[0], collected: true } }))
        .status,
    ).toBe(200);

    const first = await callApi("GET", "/api/Word/collect?page=1&rows=10", { token: user.token });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ page: 1, rows: 10, total: 25 });
    expect(first.body.result.items).toHaveLength(10);
    expect(first.body.result.items[0]).toEqual({
      wordId: expect.any(Number),
      word: expect.any(String),
      phonetic: expect.any(String),
      translations: expect.any(Array),
      collectedAt: expect.any(String),
    });
    const third = await callApi("GET", "/api/Word/collect?page=3&rows=10", { token: user.token });
    expect(third.body.result.items).toHaveLength(5);
    const all = await callApi("GET", "/api/Word/collect?rows=1000", { token: user.token });
    expect(all.body.result.rows).toBe(100);
    expect(all.body.result.items).toHaveLength(25);
    const order = all.body.result.items.map((item: { wordId: number }) => item.wordId);
    expect(new Set(order).size).toBe(25);
    expect((await callApi("GET", "/api/Word/collect?page=9", { token: user.token })).body.result.items).toEqual([]);

    // Walking the notebook one word at a time follows the list's order.
    let walked: number[] = [];
    let next = (await callApi("GET", "/api/Word/nextCollectWordId", { token: user.token })).body.result as
      | number
      | null;
    while (next !== null && walked.length < 30) {
      walked.push(next);
      next = (await callApi("GET", `/api/Word/nextCollectWordId?wordId=${next}`, { token: user.token })).body.result;
    }
    expect(walked).toEqual(order);

    const removed = await callApi("POST", "/api/Word/collect", {
      token: user.token,
      body: { wordId: ids[3], collected: false },
    });
    expect(removed.body).toMatchObject({
      code: 200,
      msg: "已移出生词本",
      result: { wordId: ids[3], collected: false },
    });
    expect(
      (await callApi("POST", "/api/Word/collect", { token: user.token, body: { wordId: ids[3], collected: "false" } }))
        .status,
    ).toBe(200);
    expect((await callApi("GET", "/api/Word/collect", { token: user.token })).body.result.total).toBe(24);
    // After a removed word the walk starts over from the newest.
    walked = [];
    expect(
      (await callApi("GET", `/api/Word/nextCollectWordId?wordId=${ids[3]}`, { token: user.token })).body.result,
    ).toBe(order[0]);
  });

  it.each([
    ["POST", { wordId: 9_999_999 }, 404, "单词不存在"],
    ["POST", {}, 400, "请指定单词"],
    ["POST", { wordId: 1, collected: "maybe" }, 400, "收藏状态无效"],
  ])("%s refuses %j", async (method, input, status, msg) => {
    const user = await newUser();
    const result = await callApi(method, "/api/Word/collect", { token: user.token, body: input });
    expect(result.status).toBe(status);
    expect(result.body.msg).toBe(msg);
  });

  it.each([
    ["page=0", "页码应为正整数"],
    ["page=x", "页码应为正整数"],
    ["rows=0", "每页条数应为正整数"],
  ])("GET refuses %s", async (query, msg) => {
    const user = await newUser();
    const result = await callApi("GET", `/api/Word/collect?${query}`, { token: user.token });
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe(msg);
  });

  it("keeps notebooks apart", async () => {
    const owner = await newUser();
    const other = await newUser();
    await callApi("POST", "/api/Word/collect", { token: owner.token, body: { wordId: await wordId("abandon") } });
    expect((await callApi("GET", "/api/Word/collect", { token: other.token })).body.result.total).toBe(0);
    expect((await callApi("GET", "/api/Word/nextCollectWordId", { token: other.token })).body.result).toBeNull();
  });
});

describe("GET /api/Word/detail and wordClick", () => {
  it("shows the entry with the user's card in the chosen book, the notebook flag and the books listing it", async () => {
    const user = await newUser();
    const abandon = await wordId("abandon");
    await callApi("PUT", "/api/Book", { token: user.token, body: { bookId: syllabus() } });
    await callApi("POST", "/api/Word/collect", { token: user.token, body: { wordId: abandon } });
    await callApi("POST", "/api/Word/KnowWord", {
      token: user.token,
      body: { wordId: abandon, bookId: syllabus(), reps: 0 },
    });
    const { status, body } = await callApi("GET", `/api/Word/detail?wordId=${abandon}`, { token: user.token });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      id: abandon,
      word: "abandon",
      collected: true,
      lookups: 0,
      book: { id: syllabus(), position: 1 },
      card: { state: "learning", reps: 1 },
    });
    expect(body.result.books.map((book: { name: string }) => book.name)).toEqual([
      "考研英语大纲词汇",
      "高频核心词",
      "牛津 3000 核心 ∩ 考研",
    ]);
    const inOxford = await callApi("GET", `/api/Word/detail?wordId=${abandon}&bookId=${oxford()}`, {
      token: user.token,
    });
    expect(inOxford.body.result.card).toMatchObject({ state: "new", reps: 0, due: null });
    // Another user sees the entry but none of this user's state.
    const other = await newUser();
    const theirs = await callApi("GET", `/api/Word/detail?wordId=${abandon}&bookId=${syllabus()}`, {
      token: other.token,
    });
    expect(theirs.body.result).toMatchObject({ collected: false, card: { state: "new", reps: 0 } });
  });

  it("explains what is wrong", async () => {
    const user = await newUser();
    const unknown = await callApi("GET", "/api/Word/detail?wordId=9999999", { token: user.token });
    expect([unknown.status, unknown.body.msg]).toEqual([404, "单词不存在"]);
    const wrongBook = await callApi("GET", `/api/Word/detail?wordId=${await wordId("abdomen")}&bookId=${oxford()}`, {
      token: user.token,
    });
    expect([wrongBook.status, wrongBook.body.msg]).toEqual([404, "这本词书里没有这个单词"]);
    const missing = await callApi("GET", "/api/Word/detail", { token: user.token });
    expect([missing.status, missing.body.msg]).toEqual([400, "请指定单词"]);
  });

  it("wordClick looks a word up by id or by headword (any case) and counts lookups", async () => {
    const user = await newUser();
    const byText = await callApi("POST", "/api/Word/wordClick", { token: user.token, body: { word: "ABANDON" } });
    expect(byText.status).toBe(200);
    expect(byText.body.result).toMatchObject({
      word: "abandon",
      lookups: 1,
      collected: false,
      translations: expect.any(Array),
    });
    const byId = await callApi("GET", `/api/Word/wordClick?wordId=${byText.body.result.id}`, { token: user.token });
    expect(byId.body.result.lookups).toBe(2);
    const exact = await callApi("POST", "/api/Word/wordClick", { token: user.token, body: { word: "Christmas" } });
    expect(exact.body.result.word).toBe("Christmas");
    const detail = await callApi("GET", `/api/Word/detail?wordId=${byText.body.result.id}`, { token: user.token });
    expect(detail.body.result.lookups).toBe(2);
    const unknown = await callApi("POST", "/api/Word/wordClick", { token: user.token, body: { word: "qwertyuiop" } });
    expect([unknown.status, unknown.body.msg]).toEqual([404, "词库中没有找到“qwertyuiop”"]);
    const missing = await callApi("POST", "/api/Word/wordClick", { token: user.token, body: {} });
    expect([missing.status, missing.body.msg]).toEqual([400, "请指定要查询的单词"]);
  });
});

describe("GET /api/Word/summary", () => {
  it("counts today's work, the streak and 90 heatmap days", async () => {
    const user = await newUser();
    await callApi("PUT", "/api/Book", { token: user.token, body: { bookId: syllabus() } });
    const empty = await callApi("GET", "/api/Word/summary", { token: user.token });
    expect(empty.body.result).toMatchObject({
      learned: 0,
      mastered: 0,
      dueToday: 0,
      today: { newWords: 0, reviews: 0 },
      streak: { current: 0, longest: 0, totalDays: 0 },
    });
    expect(empty.body.result.heatmap.days).toHaveLength(90);

    await callApi("POST", "/api/Word/KnowWord", {
      token: user.token,
      body: { wordId: await wordId("abandon"), bookId: syllabus(), reps: 0 },
    });
    await callApi("POST", "/api/Word/EasyWord", {
      token: user.token,
      body: { wordId: await wordId("abdomen"), bookId: syllabus(), reps: 0 },
    });
    const { status, body } = await callApi("GET", "/api/Word/summary", { token: user.token });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      book: { id: syllabus() },
      learned: 2,
      mastered: 1,
      dueToday: 1,
      today: { newWords: 2, reviews: 0 },
      streak: { current: 1, longest: 1, totalDays: 1 },
    });
    expect(body.result.heatmap.days.at(-1)).toEqual({ date: body.result.today.studyDay, count: 2 });
    expect(body.result.heatmap.to).toBe(body.result.today.studyDay);
    expect(body.result.heatmap.total).toBe(2);
    const otherBook = await callApi("GET", `/api/Word/summary?bookId=${oxford()}`, { token: user.token });
    expect(otherBook.body.result).toMatchObject({ book: { id: oxford() }, learned: 0 });
  });
});

type BadCase = [
  label: string,
  method: string,
  path: () => string,
  input: (() => Promise<object>) | undefined,
  status: number,
  msg: string,
];

describe("bad input elsewhere", () => {
  it.each<BadCase>([
    ["summary of an unknown book", "GET", () => "/api/Word/summary?bookId=987654", undefined, 404, "词书不存在"],
    [
      "summary of a book id that is not a number",
      "GET",
      () => "/api/Word/summary?bookId=abc",
      undefined,
      400,
      "请选择词书",
    ],
    [
      "nextCollectWordId after a word id that is not a number",
      "GET",
      () => "/api/Word/nextCollectWordId?wordId=x",
      undefined,
      400,
      "请指定单词",
    ],
    ["review page 0", "GET", () => `/api/Word/review?bookId=${syllabus()}&page=0`, undefined, 400, "页码应为正整数"],
    [
      "next review of an unknown book",
      "GET",
      () => "/api/Word/nextReviewWordOfOneDay?bookId=987654",
      undefined,
      404,
      "词书不存在",
    ],
    [
      "NotKnowWord with a word of another book",
      "POST",
      () => "/api/Word/NotKnowWord",
      async () => ({ wordId: await wordId("abdomen"), bookId: highFrequency() }),
      404,
      "这本词书里没有这个单词",
    ],
    [
      "EasyWord with an unknown word",
      "POST",
      () => "/api/Word/EasyWord",
      async () => ({ wordId: 9_999_999, bookId: oxford() }),
      404,
      "单词不存在",
    ],
    [
      "EasyWord with an unknown book",
      "POST",
      () => "/api/Word/EasyWord",
      async () => ({ wordId: await wordId("abandon"), bookId: 987_654 }),
      404,
      "词书不存在",
    ],
  ])("%s", async (_case, method, path, input, status, msg) => {
    const user = await newUser();
    const result = await callApi(method, path(), { token: user.token, body: input ? await input() : undefined });
    expect(result.status).toBe(status);
    expect(result.body.msg).toBe(msg);
  });
});

describe("GET and PUT /api/Word/settings", () => {
  it("defaults to 20 new words and the national exam, saves a valid form and refuses a bad one", async () => {
    const user = await newUser();
    const defaults = await callApi("GET", "/api/Word/settings", { token: user.token });
    expect(defaults.body.result).toMatchObject({
      dailyNewWords: 20,
      examDate: nextNationalExamDate(Date.now()),
      examDateIsDefault: true,
      savedExamDate: null,
      bookId: null,
    });
    const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;
    const saved = await callApi("PUT", "/api/Word/settings", {
      token: user.token,
      body: { dailyNewWords: "5", examDate: nextYear },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe("设置已保存");
    expect(saved.body.result).toMatchObject({
      dailyNewWords: 5,
      examDate: nextYear,
      examDateIsDefault: false,
      savedExamDate: nextYear,
    });
    await callApi("PUT", "/api/Book", { token: user.token, body: { bookId: oxford() } });
    const plan = await callApi("GET", "/api/Book/study", { token: user.token });
    expect(plan.body.result.plan).toMatchObject({ dailyNewWords: 5, newLeft: 5, examDate: nextYear });
    // Only the field sent changes; an empty date goes back to the national exam.
    const back = await callApi("PUT", "/api/Word/settings", { token: user.token, body: { examDate: "" } });
    expect(back.body.result).toMatchObject({
      dailyNewWords: 5,
      examDateIsDefault: true,
      savedExamDate: null,
      bookId: oxford(),
    });

    for (const [input, field, msg] of [
      [{ dailyNewWords: 201 }, "dailyNewWords", "每日新词数应为 0–200 之间的整数"],
      [{ dailyNewWords: "many" }, "dailyNewWords", "每日新词数应为 0–200 之间的整数"],
      [{ examDate: "2026/12/19" }, "examDate", "请输入正确的考试日期，例如 2026-12-19"],
      [{ examDate: "2026-02-30" }, "examDate", "请输入正确的考试日期，例如 2026-12-19"],
      [{ examDate: "2020-12-19" }, "examDate", "考试日期不能早于今天"],
      [{ examDate: `${new Date().getUTCFullYear() + 5}-12-19` }, "examDate", "考试日期不能晚于三年后"],
    ] as const) {
      const refused = await callApi("PUT", "/api/Word/settings", { token: user.token, body: input });
      expect(refused.status, JSON.stringify(input)).toBe(400);
      expect(refused.body.msg).toBe(msg);
      expect(refused.body.result.fieldErrors[field]).toBe(msg);
    }
    expect((await callApi("GET", "/api/Word/settings", { token: user.token })).body.result.dailyNewWords).toBe(5);
  });
});
