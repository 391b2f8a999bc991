// /api/ResNews and /api/HomePage/hot-news through the real dispatcher on SQLite and PostgreSQL, against the demo
// news: the list (newest first, category, keyword, paging, rows clamped), bad input in Chinese, the detail (paragraphs,
// neighbours, reads counted, 404 for unknown and unpublished), hot lists, likes and collects (idempotent, exact counts),
// the user's favourites; the campus gate and logins. Also the services the home and search pages call.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { hotNews, latestNews, searchNews } from "~/modules/news/news.server";
import { demoNews } from "~/seed/news-data";
import { seedDemoNews } from "~/seed/news-seed.server";
import { callApi } from "../support/api-client";
import { IP, newUser, seedDemo, VISITOR } from "./course-fixtures";

const campus = { ip: IP.demoCampus, headers: { cookie: `appuuid=${VISITOR}` } };
const get = (path: string, options: { token?: string; ip?: string; headers?: Record<string, string> } = campus) =>
  callApi("GET", path, options);
const post = (path: string, token: string | undefined, id: unknown) =>
  callApi("POST", path, { ip: IP.offCampus, token, body: { id } });

interface Item {
  id: number;
  title: string;
  category: string;
  categoryName: string;
  summary: string;
  publishedAt: string;
  viewCount: number;
}

const byCode = (code: string) => db.selectFrom("news").selectAll().where("code", "=", code).executeTakeFirstOrThrow();
const extraIds: number[] = [];

async function insertNews(values: {
  code: string;
  title: string;
  summary?: string;
  published: 0 | 1;
  publishedAt: number;
}) {
  const now = Date.now();
  const row = await db
    .insertInto("news")
    .values({
      code: values.code,
      category: "guide",
      title: values.title,
      summary: values.summary ?? "",
      content: "第一段。\n\n第二段。",
      source: "研途编辑部",
      author: "测验",
      cover_key: null,
      published: values.published,
      published_at: values.publishedAt,
      view_count: 0,
      like_count: 0,
      collect_count: 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  extraIds.push(row.id);
  return row.id;
}

let all: Item[];

beforeAll(async () => {
  await seedDemo();
  all = (await get("/api/ResNews/page-query?rows=100")).body.result.items;
});

afterAll(async () => {
  if (extraIds.length > 0) {
    await db
      .deleteFrom("content_reactions")
      .where("target_type", "=", "news")
      .where("target_id", "in", extraIds)
      .execute();
    await db.deleteFrom("news").where("id", "in", extraIds).execute();
  }
});

describe("the campus gate and logins", () => {
  it.each(["/api/ResNews/page-query", "/api/ResNews/hot-news", "/api/ResNews/1"])(
    "GET %s refuses an anonymous visitor off campus (403)",
    async (path) => {
      const { status, body } = await get(path, { ip: IP.offCampus });
      expect(status).toBe(403);
      expect(body.msg).toBe("请登录或连接校园网后访问");
    },
  );

  it("lets a logged-in student read off campus, and anyone read the home page's hot news", async () => {
    const user = await newUser();
    expect((await get("/api/ResNews/page-query", { token: user.token, ip: IP.offCampus })).status).toBe(200);
    expect((await get("/api/HomePage/hot-news", { ip: IP.offCampus })).status).toBe(200);
  });

  it.each(["i-like", "cancel-like", "i-collect", "cancel-collect"])("POST %s needs a login (401)", async (call) => {
    const { status, body } = await callApi("POST", `/api/ResNews/${call}`, { ...campus, body: { id: 1 } });
    expect(status).toBe(401);
    expect(body.msg).toBe("请先登录");
  });

  it("favorite-page-query needs a login (401)", async () => {
    const { status, body } = await get("/api/ResNews/favorite-page-query");
    expect(status).toBe(401);
    expect(body.msg).toBe("请先登录");
  });
});

describe("page-query", () => {
  it("lists the 30 demo articles newest first, with their category names", async () => {
    const { status, body } = await get("/api/ResNews/page-query");
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ page: 1, rows: 20, total: 30 });
    expect(body.result.items).toHaveLength(20);
    expect(all).toHaveLength(30);
    const times = all.map((item) => Date.parse(item.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newest = demoNews.reduce((best, item) => (item.daysAgo < best.daysAgo ? item : best));
    expect(all[0]).toEqual({
      id: expect.any(Number),
      title: newest.title,
      category: newest.category,
      categoryName: "考试安排",
      summary: newest.summary,
      source: newest.source,
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      viewCount: expect.any(Number),
      likeCount: expect.any(Number),
      collectCount: expect.any(Number),
    });
    // 120 days at most, none in the future.
    expect(Date.now() - Math.min(...times)).toBeLessThan(121 * 86_400_000);
    expect(Math.max(...times)).toBeLessThan(Date.now());
  });

  it("is seeded once: seeding again adds nothing", async () => {
    await seedDemoNews(db, Date.now());
    expect((await get("/api/ResNews/page-query")).body.result.total).toBe(30);
  });

  it.each([
    ["policy", 8],
    ["admission", 7],
    ["schedule", 7],
    ["guide", 8],
    ["备考指导", 8],
  ])("filters by category %s", async (category, count) => {
    const { body } = await get(`/api/ResNews/page-query?rows=100&category=${encodeURIComponent(category)}`);
    expect(body.result.total).toBe(count);
    expect(new Set(body.result.items.map((item: Item) => item.categoryName)).size).toBe(1);
  });

  it("finds a keyword in the title or the summary, Latin letters in either case", async () => {
    const expected = demoNews.filter((item) => item.title.includes("调剂") || item.summary.includes("调剂")).length;
    expect(expected).toBeGreaterThan(1);
    expect((await get(`/api/ResNews/page-query?keyword=${encodeURIComponent("调剂")}`)).body.result.total).toBe(
      expected,
    );
    const upper = await get(`/api/ResNews/page-query?keyword=${encodeURIComponent("A 区")}`);
    const lower = await get(`/api/ResNews/page-query?keyword=${encodeURIComponent("a 区")}`);
    expect(upper.body.result.total).toBe(1);
    expect(lower.body.result.items).toEqual(upper.body.result.items);
    expect(
      (await get(`/api/ResNews/page-query?keyword=${encodeURIComponent("没有这样的资讯")}`)).body.result,
    ).toMatchObject({ total: 0, items: [] });
  });

  it("pages, and clamps rows to 100", async () => {
    const fifth = await get("/api/ResNews/page-query?rows=7&page=5");
    expect(fifth.body.result).toMatchObject({ page: 5, rows: 7, total: 30 });
    expect(fifth.body.result.items.map((item: Item) => item.id)).toEqual(all.slice(28).map((item) => item.id));
    expect((await get("/api/ResNews/page-query?rows=7&page=6")).body.result.items).toEqual([]);
    expect((await get("/api/ResNews/page-query?rows=500")).body.result.rows).toBe(100);
  });

  it.each([
    ["category=sports", "资讯分类不存在（可选：政策解读、招生信息、考试安排、备考指导）"],
    ["page=0", "页码应为正整数"],
    ["page=abc", "页码应为正整数"],
    ["rows=0", "每页条数应为正整数"],
    [`keyword=${"考".repeat(41)}`, "关键词最多 40 个字"],
  ])("refuses %s (400)", async (query, message) => {
    const { status, body } = await get(`/api/ResNews/page-query?${encodeURI(query)}`);
    expect(status).toBe(400);
    expect(body.msg).toBe(message);
  });
});

describe("detail", () => {
  it("gives the article as paragraphs, its neighbours in publication order, and counts each read", async () => {
    const middle = all[10]!;
    const first = await get(`/api/ResNews/${middle.id}`);
    expect(first.status).toBe(200);
    const source = demoNews.find((item) => item.title === middle.title)!;
    expect(first.body.result).toMatchObject({
      id: middle.id,
      title: middle.title,
      author: source.author,
      paragraphs: source.paragraphs,
      content: source.paragraphs.join("\n\n"),
      liked: false,
      collected: false,
      previousId: all[9]!.id,
      nextId: all[11]!.id,
      previous: { id: all[9]!.id, title: all[9]!.title },
      next: { id: all[11]!.id, title: all[11]!.title },
    });
    const second = await get(`/api/ResNews/${middle.id}`);
    expect(second.body.result.viewCount).toBe(first.body.result.viewCount + 1);
    expect((await get(`/api/ResNews/${all[0]!.id}`)).body.result.previousId).toBeNull();
    expect((await get(`/api/ResNews/${all[29]!.id}`)).body.result.nextId).toBeNull();
  });

  it("answers 404 for an unknown or unpublished article, 400 for a malformed id", async () => {
    expect((await get("/api/ResNews/987654")).body).toEqual({ code: 404, msg: "资讯不存在或已下架", result: null });
    const draft = await insertNews({
      code: "test-news-draft",
      title: "尚未发布的资讯",
      published: 0,
      publishedAt: Date.now(),
    });
    expect((await get(`/api/ResNews/${draft}`)).status).toBe(404);
    expect((await byCode("test-news-draft")).view_count).toBe(0);
    const bad = await get("/api/ResNews/abc");
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe("请指定资讯");
  });
});

describe("hot news", () => {
  it("gives the most read first, 8 by default; the public home-page call the same titles without summaries, at most 10", async () => {
    const [resNews, home] = [await get("/api/ResNews/hot-news"), await get("/api/HomePage/hot-news")];
    expect(resNews.body.result).toHaveLength(8);
    expect(home.body.result.map((item: Item) => item.id)).toEqual(resNews.body.result.map((item: Item) => item.id));
    expect(Object.keys(home.body.result[0]).sort()).toEqual([
      "category",
      "categoryName",
      "id",
      "publishedAt",
      "title",
      "viewCount",
    ]);
    const offCampus = await get("/api/HomePage/hot-news?page=3&rows=100", { ip: IP.offCampus });
    expect(offCampus.body.result).toHaveLength(10);
    expect(offCampus.body.result[0].id).toBe(resNews.body.result[0].id);
    const views = resNews.body.result.map((item: Item) => item.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const mostRead = Math.max(
      ...(await get("/api/ResNews/page-query?rows=100")).body.result.items.map((item: Item) => item.viewCount),
    );
    expect(views[0]).toBe(mostRead);
    expect((await get("/api/ResNews/hot-news?rows=3")).body.result).toHaveLength(3);
    expect((await get("/api/ResNews/hot-news?rows=0")).status).toBe(400);
  });
});

describe("likes, collects and favourites", () => {
  it("are idempotent and keep exact counts, and show in the detail", async () => {
    const target = all[3]!;
    const before = await db.selectFrom("news").selectAll().where("id", "=", target.id).executeTakeFirstOrThrow();
    const users = await Promise.all(Array.from({ length: 5 }, () => newUser()));
    await Promise.all(users.flatMap((user) => [1, 2, 3].map(() => post("/api/ResNews/i-like", user.token, target.id))));
    const user = users[0]!;
    const again = await post("/api/ResNews/i-like", user.token, target.id);
    expect(again.body).toEqual({
      code: 200,
      msg: "已点赞",
      result: { id: target.id, liked: true, likeCount: before.like_count + 5 },
    });
    const cancel = await post("/api/ResNews/cancel-like", user.token, target.id);
    expect(cancel.body).toEqual({
      code: 200,
      msg: "已取消点赞",
      result: { id: target.id, liked: false, likeCount: before.like_count + 4 },
    });
    expect((await post("/api/ResNews/cancel-like", user.token, target.id)).body.result.likeCount).toBe(
      before.like_count + 4,
    );
    const collect = await post("/api/ResNews/i-collect", user.token, target.id);
    expect(collect.body).toEqual({
      code: 200,
      msg: "已收藏",
      result: { id: target.id, collected: true, collectCount: before.collect_count + 1 },
    });
    expect((await post("/api/ResNews/i-collect", user.token, target.id)).body.result.collectCount).toBe(
      before.collect_count + 1,
    );
    const detail = await get(`/api/ResNews/${target.id}`, { token: user.token, ip: IP.offCampus });
    expect(detail.body.result).toMatchObject({
      liked: false,
      collected: true,
      likeCount: before.like_count + 4,
      collectCount: before.collect_count + 1,
    });
    expect(
      (await get(`/api/ResNews/${target.id}`, { token: users[1]!.token, ip: IP.offCampus })).body.result,
    ).toMatchObject({ liked: true, collected: false });
    const uncollect = await post("/api/ResNews/cancel-collect", user.token, target.id);
    expect(uncollect.body).toEqual({
      code: 200,
      msg: "已取消收藏",
      result: { id: target.id, collected: false, collectCount: before.collect_count },
    });
  });

  it("refuse an unknown article (404) and a missing id (400)", async () => {
    const user = await newUser();
    expect((await post("/api/ResNews/i-like", user.token, 987654)).body).toEqual({
      code: 404,
      msg: "资讯不存在或已下架",
      result: null,
    });
    const missing = await post("/api/ResNews/i-collect", user.token, undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe("请指定资讯");
  });

  it("favorite-page-query lists the user's collected news, most recently collected first, without taken-down ones", async () => {
    const user = await newUser();
    const empty = await get("/api/ResNews/favorite-page-query", { token: user.token, ip: IP.offCampus });
    expect(empty.body.result).toEqual({ page: 1, rows: 20, total: 0, items: [] });
    const picks = [all[5]!, all[20]!, all[1]!];
    for (const pick of picks) {
      await post("/api/ResNews/i-collect", user.token, pick.id);
      // Distinct collection times, so the order is the order of collecting.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await post("/api/ResNews/i-like", user.token, all[7]!.id);
    const list = await get("/api/ResNews/favorite-page-query", { token: user.token, ip: IP.offCampus });
    expect(list.body.result.total).toBe(3);
    expect(list.body.result.items.map((item: Item) => item.id)).toEqual([...picks].reverse().map((pick) => pick.id));
    expect(list.body.result.items[0]).toMatchObject({
      title: all[1]!.title,
      categoryName: all[1]!.categoryName,
      collectedAt: expect.any(String),
    });
    const paged = await get("/api/ResNews/favorite-page-query?rows=2&page=2", { token: user.token, ip: IP.offCampus });
    expect(paged.body.result.items.map((item: Item) => item.id)).toEqual([picks[0]!.id]);

    const draft = await insertNews({
      code: "test-news-withdrawn",
      title: "稍后下架的资讯",
      published: 1,
      publishedAt: 0,
    });
    await post("/api/ResNews/i-collect", user.token, draft);
    expect(
      (await get("/api/ResNews/favorite-page-query", { token: user.token, ip: IP.offCampus })).body.result.total,
    ).toBe(4);
    await db.updateTable("news").set({ published: 0 }).where("id", "=", draft).execute();
    expect(
      (await get("/api/ResNews/favorite-page-query", { token: user.token, ip: IP.offCampus })).body.result.total,
    ).toBe(3);
  });
});

describe("the services of the home and search pages", () => {
  it("latestNews and hotNews give short lists in the list's and the hot list's order", async () => {
    const latest = await latestNews(5);
    expect(latest.map((item) => item.id)).toEqual(all.slice(0, 5).map((item) => item.id));
    expect(Object.keys(latest[0]!)).toEqual(
      expect.arrayContaining(["id", "title", "category", "categoryName", "summary", "publishedAt", "viewCount"]),
    );
    const hot = await hotNews(3);
    expect(hot.map((item) => item.id)).toEqual(
      (await get("/api/ResNews/hot-news?rows=3")).body.result.map((item: Item) => item.id),
    );
    expect(await latestNews(1000)).toHaveLength(30);
  });

  it("searchNews matches title or summary, newest first, with % and _ taken literally", async () => {
    const guide = await searchNews({ keyword: "复试", page: 1, rows: 100 });
    const expected = demoNews.filter((item) => item.title.includes("复试") || item.summary.includes("复试"));
    expect(guide.total).toBe(expected.length);
    const times = guide.items.map((item) => Date.parse(item.publishedAt!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await searchNews({ keyword: "复试", page: 2, rows: 2 })).items.map((item) => item.id)).toEqual(
      guide.items.slice(2, 4).map((item) => item.id),
    );
    expect(await searchNews({ keyword: "   ", page: 1, rows: 10 })).toEqual({ total: 0, items: [] });

    const literal = await insertNews({
      code: "test-news-literal",
      title: "Score 100%_Sure",
      summary: "",
      published: 1,
      publishedAt: 1,
    });
    expect((await searchNews({ keyword: "%", page: 1, rows: 10 })).items.map((item) => item.id)).toEqual([literal]);
    expect((await searchNews({ keyword: "0%_s", page: 1, rows: 10 })).items.map((item) => item.id)).toEqual([literal]);
    expect((await searchNews({ keyword: "SCORE", page: 1, rows: 10 })).total).toBe(1);
    expect((await searchNews({ keyword: "100_", page: 1, rows: 10 })).total).toBe(0);
  });
});
