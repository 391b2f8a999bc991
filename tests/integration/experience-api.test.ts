// /api/Experience and /api/HomePage/upperclassman-tags through the real dispatcher on SQLite and PostgreSQL, against
// the demo data: the list (category, senior, keyword, sorts, pages, rows clamped), the seniors, one experience (its
// senior, the viewer's reactions, a view counted), the video's signed URL (404 without a video), likes and collects
// (idempotent, exact under concurrency), bad input, 404, 401 and the campus gate; the services the home, hub and
// search pages call (latestExperiences, featuredSeniors, searchExperiences with %, _ taken literally); the seed is
// idempotent.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { featuredSeniors, latestExperiences, searchExperiences } from "~/modules/experience/experience.server";
import { seedDemoExperiences } from "~/seed/experiences-seed.server";
import { callApi } from "../support/api-client";
import { IP, newUser, seedDemo, VISITOR } from "./course-fixtures";

const campus = { ip: IP.demoCampus, headers: { cookie: `appuuid=${VISITOR}` } };
const get = (path: string, options: { token?: string; ip?: string; headers?: Record<string, string> } = campus) =>
  callApi("GET", path, options);

interface Card {
  id: number;
  category: string;
  categoryName: string;
  title: string;
  hasVideo: boolean;
  videoDuration: number | null;
  poster: string | null;
  seniorId: number | null;
  seniorName: string | null;
  publishedAt: string;
  viewCount: number;
}

const experience = (code: string) =>
  db.selectFrom("experiences").selectAll().where("code", "=", code).executeTakeFirstOrThrow();
const senior = (code: string) =>
  db.selectFrom("seniors").selectAll().where("code", "=", code).executeTakeFirstOrThrow();

beforeAll(async () => {
  await seedDemo();
});

describe("the campus gate and logins", () => {
  it.each([
    "/api/Experience/page-query",
    "/api/Experience/senior/page-query",
    "/api/Experience/exam-experience?id=1",
    "/api/Experience/video-play-url?id=1",
  ])("GET %s refuses an anonymous visitor off campus (403)", async (path) => {
    expect((await get(path, { ip: IP.offCampus })).status).toBe(403);
  });

  it("lets a logged-in student browse from anywhere", async () => {
    const user = await newUser("演示大学");
    expect((await get("/api/Experience/page-query", { token: user.token, ip: IP.offCampus })).status).toBe(200);
  });

  it.each(["i-like", "cancel-like", "i-collect", "cancel-collect"])("POST %s needs a login (401)", async (call) => {
    const { status, body } = await callApi("POST", `/api/Experience/${call}`, { ...campus, body: { id: 1 } });
    expect(status).toBe(401);
    expect(body.msg).toBe("请先登录");
  });
});

describe("page-query", () => {
  it("lists every published experience, newest first, with its senior", async () => {
    const { status, body } = await get("/api/Experience/page-query?rows=100");
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ page: 1, rows: 100, total: 31 });
    const items: Card[] = body.result.items;
    const times = items.map((item) => Date.parse(item.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items.filter((item) => item.hasVideo)).toHaveLength(6);
    const video = items.find((item) => item.hasVideo)!;
    expect(video).toMatchObject({
      videoDuration: 24,
      poster: expect.stringMatching(/^\/media\/samples\/poster-\d\.jpg\?/),
    });
    const text = items.find((item) => !item.hasVideo)!;
    expect(text).toMatchObject({ videoDuration: null, poster: null });
    expect(items.every((item) => item.seniorName !== null)).toBe(true);
    const timeline = await experience("demo-exp-strategy-timeline");
    expect(items.find((item) => item.id === timeline.id)).toEqual({
      id: timeline.id,
      category: "strategy",
      categoryName: "备考规划",
      title: "从三月到十二月：双非学姐的全年备考时间表",
      summary: expect.stringContaining("基础、强化、冲刺"),
      hasVideo: true,
      videoDuration: 24,
      posterKey: "samples/poster-4.jpg",
      poster: expect.stringMatching(/^\/media\/samples\/poster-4\.jpg\?/),
      seniorId: expect.any(Number),
      seniorName: "林晓",
      seniorBadge: false,
      admittedSchool: "华东师范大学",
      admittedMajor: "教育学原理",
      publishedAt: new Date(timeline.published_at!).toISOString(),
      viewCount: expect.any(Number),
      likeCount: expect.any(Number),
      collectCount: expect.any(Number),
    });
  });

  it("filters by category (code or Chinese name), senior and keyword", async () => {
    const math = await get("/api/Experience/page-query?category=math");
    expect(math.body.result.total).toBe(5);
    expect(math.body.result.items.every((item: Card) => item.category === "math" && item.categoryName === "数学")).toBe(
      true,
    );
    expect((await get(`/api/Experience/page-query?category=${encodeURIComponent("复试")}`)).body.result.total).toBe(6);
    const chen = await senior("demo-senior-chensiyu");
    const posts = await get(`/api/Experience/page-query?seniorId=${chen.id}`);
    expect(posts.body.result.total).toBe(4);
    expect(posts.body.result.items.every((item: Card) => item.seniorId === chen.id)).toBe(true);
    const both = await get(`/api/Experience/page-query?seniorId=${chen.id}&category=math`);
    expect(both.body.result.items.map((item: Card) => item.title)).toEqual([
      "数学三的概率统计：二战从丢分大户变成得分点",
    ]);
    expect(
      (await get(`/api/Experience/page-query?keyword=${encodeURIComponent("二战")}`)).body.result.total,
    ).toBeGreaterThanOrEqual(4);
    expect((await get("/api/Experience/page-query?seniorId=987654")).body.result.total).toBe(0);
  });

  it("sorts by views for 最热 and pages without overlap", async () => {
    const hot = await get(`/api/Experience/page-query?sort=${encodeURIComponent("最热")}&rows=31`);
    const views = hot.body.result.items.map((item: Card) => item.viewCount);
    expect(views).toEqual([...views].sort((a: number, b: number) => b - a));
    const first = await get("/api/Experience/page-query?rows=12");
    const second = await get("/api/Experience/page-query?rows=12&page=2");
    const third = await get("/api/Experience/page-query?rows=12&page=3");
    expect(second.body.result).toMatchObject({ page: 2, rows: 12, total: 31 });
    const ids = [...first.body.result.items, ...second.body.result.items, ...third.body.result.items].map(
      (item: Card) => item.id,
    );
    expect(third.body.result.items).toHaveLength(7);
    expect(new Set(ids).size).toBe(31);
    expect((await get("/api/Experience/page-query?page=9")).body.result.items).toEqual([]);
  });

  it("clamps rows to 100", async () => {
    const { body } = await get("/api/Experience/page-query?rows=1000");
    expect(body.result.rows).toBe(100);
    expect(body.result.items).toHaveLength(31);
  });

  it.each([
    ["category=化学", "分类不存在"],
    ["sort=random", "排序方式只能是最新（new）或最热（hot）"],
    ["rows=0", "每页条数应为正整数"],
    ["page=0", "页码应为正整数"],
    ["seniorId=abc", "学长学姐编号应为正整数"],
  ])("refuses %s (400)", async (query, message) => {
    const { status, body } = await get(`/api/Experience/page-query?${encodeURI(query)}`);
    expect(status).toBe(400);
    expect(body.msg).toContain(message);
  });
});

describe("senior/page-query and upperclassman-tags", () => {
  it("pages the seniors, latest exam year first, with their tags and post counts", async () => {
    const { status, body } = await get("/api/Experience/senior/page-query?rows=100");
    expect(status).toBe(200);
    // The ten seeded seniors and the demo's approved applicant (senior-applications-seed.server.ts), without posts.
    expect(body.result.total).toBe(12);
    const years = body.result.items.map((item: { examYear: number }) => item.examYear);
    expect(years).toEqual([...years].sort((a: number, b: number) => b - a));
    expect(
      body.result.items.reduce((sum: number, item: { experienceCount: number }) => sum + item.experienceCount, 0),
    ).toBe(31);
    const zhao = body.result.items.find((item: { name: string }) => item.name === "赵敏");
    expect(zhao).toEqual({
      id: expect.any(Number),
      name: "赵敏",
      avatar: null,
      undergraduateSchool: "湖南工商大学",
      admittedSchool: "南京大学",
      admittedMajor: "公共管理（MPA）",
      examYear: 2025,
      totalScore: 221,
      tags: ["在职", "管理类联考", "英语二"],
      experienceCount: 2,
      badge: false,
    });
    expect(body.result.items.find((item: { badge: boolean }) => item.badge)).toMatchObject({
      admittedSchool: "北京大学",
      experienceCount: 0,
    });
    const page = await get("/api/Experience/senior/page-query?rows=4&page=3");
    expect(page.body.result).toMatchObject({ page: 3, rows: 4, total: 12 });
    expect(page.body.result.items).toHaveLength(4);
    expect((await get("/api/Experience/senior/page-query?rows=-1")).status).toBe(400);
  });

  it("counts the seniors' tags for the home page, open to everyone", async () => {
    const { status, body } = await get("/api/HomePage/upperclassman-tags", { ip: IP.offCampus });
    expect(status).toBe(200);
    expect(body.result.slice(0, 2)).toEqual([
      { name: "一战上岸", count: 5 },
      { name: "双非逆袭", count: 4 },
    ]);
    expect(body.result).toContainEqual({ name: "在职", count: 1 });
    const counts = body.result.map((tag: { count: number }) => tag.count);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
  });
});

describe("exam-experience and video-play-url", () => {
  it("gives the experience with its senior and the viewer's reactions, and counts the view", async () => {
    const row = await experience("demo-exp-retest-prepare");
    const { status, body } = await get(`/api/Experience/exam-experience?id=${row.id}`);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      id: row.id,
      category: "retest",
      categoryName: "复试",
      hasVideo: true,
      content: expect.stringContaining("\n\n"),
      liked: false,
      collected: false,
      viewCount: row.view_count + 1,
      senior: { name: "吴静怡", undergraduateSchool: "安徽大学", introduction: expect.stringContaining("法硕") },
    });
    expect((await experience("demo-exp-retest-prepare")).view_count).toBe(row.view_count + 1);
  });

  it("refuses unknown and malformed ids", async () => {
    expect((await get("/api/Experience/exam-experience?id=987654")).body).toEqual({
      code: 404,
      msg: "经验文章不存在或已下架",
      result: null,
    });
    const missing = await get("/api/Experience/exam-experience");
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe("请指定经验文章");
    expect((await get("/api/Experience/video-play-url?id=0")).status).toBe(400);
    expect((await get("/api/Experience/video-play-url?id=987654")).status).toBe(404);
  });

  it("signs the talk's video for whoever may browse, and answers 404 for a post without one", async () => {
    const talk = await experience("demo-exp-english-reading");
    const { status, body, headers } = await get(`/api/Experience/video-play-url?id=${talk.id}`, { ip: IP.fudanCampus });
    expect(status).toBe(200);
    expect(body.result).toEqual({
      id: talk.id,
      title: talk.title,
      duration: 24,
      poster: expect.stringMatching(/^\/media\/samples\/poster-2\.jpg\?/),
      url: expect.stringMatching(/^\/media\/samples\/sample-2\.mp4\?.*sig=/),
      // A sample has one file: no 标清 / 高清 choice.
      renditions: [],
      expiresAt: expect.any(Number),
      basis: "free",
      resumeAt: 0,
    });
    // A browser without an appuuid is given one, and the URL is bound to it.
    expect(headers.get("set-cookie")).toMatch(/^appuuid=/);
    const user = await newUser("复旦大学");
    const signed = await get(`/api/Experience/video-play-url?id=${talk.id}`, { token: user.token, ip: IP.offCampus });
    expect(signed.body.result.url).toContain(`sub=${encodeURIComponent(`u:${user.id}`)}`);
    const text = await experience("demo-exp-math-errors");
    expect((await get(`/api/Experience/video-play-url?id=${text.id}`)).body).toEqual({
      code: 404,
      msg: "这篇经验没有视频",
      result: null,
    });
  });
});

describe("likes and collects", () => {
  it("are idempotent, exact under concurrency, and show in the detail", async () => {
    const row = await experience("demo-exp-major-law");
    const users = await Promise.all(Array.from({ length: 8 }, () => newUser()));
    await Promise.all(
      users.flatMap((user) =>
        [1, 2, 3].map(() => callApi("POST", "/api/Experience/i-like", { token: user.token, body: { id: row.id } })),
      ),
    );
    expect((await experience("demo-exp-major-law")).like_count).toBe(row.like_count + 8);
    const user = users[0]!;
    const cancel = await callApi("POST", "/api/Experience/cancel-like", { token: user.token, body: { id: row.id } });
    expect(cancel.body).toEqual({
      code: 200,
      msg: "已取消点赞",
      result: { id: row.id, liked: false, likeCount: row.like_count + 7 },
    });
    const again = await callApi("POST", "/api/Experience/cancel-like", { token: user.token, body: { id: row.id } });
    expect(again.body.result.likeCount).toBe(row.like_count + 7);
    const collect = await callApi("POST", "/api/Experience/i-collect", { token: user.token, body: { id: row.id } });
    expect(collect.body).toEqual({
      code: 200,
      msg: "已收藏",
      result: { id: row.id, collected: true, collectCount: row.collect_count + 1 },
    });
    const detail = await get(`/api/Experience/exam-experience?id=${row.id}`, { token: user.token, ip: IP.offCampus });
    expect(detail.body.result).toMatchObject({ liked: false, collected: true });
    const liker = await get(`/api/Experience/exam-experience?id=${row.id}`, { token: users[1]!.token });
    expect(liker.body.result).toMatchObject({ liked: true, collected: false });
    const uncollect = await callApi("POST", "/api/Experience/cancel-collect", {
      token: user.token,
      body: { id: row.id },
    });
    expect(uncollect.body.result).toEqual({ id: row.id, collected: false, collectCount: row.collect_count });
    expect((await callApi("POST", "/api/Experience/i-like", { token: user.token, body: { id: 987654 } })).status).toBe(
      404,
    );
    expect((await callApi("POST", "/api/Experience/i-like", { token: user.token, body: {} })).status).toBe(400);
  });
});

describe("the services of the home, hub and search pages", () => {
  it("gives the newest experiences and the featured seniors", async () => {
    const latest = await latestExperiences(5);
    expect(latest).toHaveLength(5);
    const all = (await get("/api/Experience/page-query?rows=5")).body.result.items.map((item: Card) => item.id);
    expect(latest.map((item) => item.id)).toEqual(all);
    // No viewer: no signed URLs, but the key for callers that sign themselves.
    expect(latest.every((item) => item.poster === null)).toBe(true);
    const seniors = await featuredSeniors(4);
    expect(seniors).toHaveLength(4);
    expect(seniors[0]!.examYear).toBe(2026);
  });

  it("searches titles, summaries and published comments, newest first, with % and _ taken literally", async () => {
    const found = await searchExperiences({ keyword: "错题", page: 1, rows: 20 });
    expect(found.total).toBeGreaterThanOrEqual(3);
    // A post comes up by its title or summary, or by one of its published comments (issue 17; square-comments.test.ts).
    const byComment = new Set(
      (
        await db
          .selectFrom("experience_comments")
          .select("experience_id")
          .where("state", "=", "published")
          .where("deleted", "=", 0)
          .where("body", "like", "%错题%")
          .execute()
      ).map((row) => Number(row.experience_id)),
    );
    expect(
      found.items.every(
        (item) => item.title.includes("错题") || item.summary.includes("错题") || byComment.has(item.id),
      ),
    ).toBe(true);
    const times = found.items.map((item) => Date.parse(item.publishedAt!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await searchExperiences({ keyword: "%", page: 1, rows: 20 })).toEqual({ total: 0, items: [] });
    expect(await searchExperiences({ keyword: "_", page: 1, rows: 20 })).toEqual({ total: 0, items: [] });
    expect(await searchExperiences({ keyword: "  ", page: 1, rows: 20 })).toEqual({ total: 0, items: [] });
    // ASCII is matched without regard to case on both databases.
    expect((await searchExperiences({ keyword: "mpa", page: 1, rows: 20 })).total).toBe(
      (await searchExperiences({ keyword: "MPA", page: 1, rows: 20 })).total,
    );
    expect((await searchExperiences({ keyword: "MPA", page: 1, rows: 20 })).total).toBeGreaterThan(0);
    const paged = await searchExperiences({ keyword: "的", page: 2, rows: 5 });
    expect(paged.items).toHaveLength(5);
  });

  it("seeds idempotently", async () => {
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("experiences")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seedDemoExperiences(db);
    expect(await count()).toBe(before);
  });
});
