// /api/TrueQuestionVideo/ through the real dispatcher on SQLite and PostgreSQL, against the demo data: subjects,
// page (filters and sorts), hot, detail (neighbours, access, reactions), likes and collects; bad input, 404, the
// campus gate and 401. Who gets playurl: course-entitlement.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { callApi } from "../support/api-client";
import { IP, newUser, paperVideo, seedDemo, signedMediaUrl, VISITOR } from "./course-fixtures";

const campus = { ip: IP.demoCampus, headers: { cookie: `appuuid=${VISITOR}` } };
const get = (path: string, options: { token?: string; ip?: string; headers?: Record<string, string> } = campus) =>
  callApi("GET", path, options);

beforeAll(async () => {
  await seedDemo();
});

describe("the campus gate and logins", () => {
  it.each([
    "/api/TrueQuestionVideo/subjects",
    "/api/TrueQuestionVideo/page",
    "/api/TrueQuestionVideo/hot",
    "/api/TrueQuestionVideo/detail?id=1",
  ])("GET %s refuses an anonymous visitor off campus (403)", async (path) => {
    expect((await get(path, { ip: IP.offCampus })).status).toBe(403);
  });

  it.each(["i-like", "cancel-like", "i-collect", "cancel-collect"])("POST %s needs a login (401)", async (call) => {
    const { status, body } = await callApi("POST", `/api/TrueQuestionVideo/${call}`, { ...campus, body: { id: 1 } });
    expect(status).toBe(401);
    expect(body.msg).toBe("请先登录");
  });
});

describe("subjects, page and hot", () => {
  it("lists the subjects that have videos, with counts and years", async () => {
    const { status, body } = await get("/api/TrueQuestionVideo/subjects");
    expect(status).toBe(200);
    expect(body.result).toEqual([
      { code: "politics", name: "政治", count: 4, years: [2025] },
      { code: "english1", name: "英语一", count: 9, years: [2025] },
      { code: "english2", name: "英语二", count: 4, years: [2025] },
      { code: "math1", name: "数学一", count: 15, years: [2025, 2024] },
      { code: "math2", name: "数学二", count: 4, years: [2025] },
      { code: "math3", name: "数学三", count: 4, years: [2025] },
    ]);
  });

  it("pages by paper: latest year first, then question order", async () => {
    const all = await get("/api/TrueQuestionVideo/page?rows=100");
    expect(all.body.result.total).toBe(40);
    const math1 = await get("/api/TrueQuestionVideo/page?subject=数学一&rows=20");
    expect(math1.body.result.total).toBe(15);
    const keys = math1.body.result.items.map((item: { examYear: number; questionNumber: number }) => [
      item.examYear,
      item.questionNumber,
    ]);
    expect(keys.slice(0, 3)).toEqual([
      [2025, 1],
      [2025, 5],
      [2025, 9],
    ]);
    expect(keys[10]).toEqual([2024, 17]);
    const first = await paperVideo("demo-paper-math1-2025-1");
    expect(math1.body.result.items[0]).toEqual({
      id: expect.any(Number),
      subject: "math1",
      subjectName: "数学一",
      examYear: 2025,
      paper: "2025 年全国硕士研究生招生考试数学（一）",
      questionNumber: 1,
      questionLabel: "第 1 题",
      title: "2025 考研数学（一） 第 1 题 解析：等价无穷小与极限的计算",
      teacher: "周明哲",
      duration: first.duration_seconds,
      poster: expect.stringMatching(signedMediaUrl(first.poster_key!)),
      freePreview: true,
      viewCount: expect.any(Number),
      likeCount: expect.any(Number),
      collectCount: expect.any(Number),
      publishedAt: expect.any(String),
    });
    expect((await get("/api/TrueQuestionVideo/page?subject=math1&year=2024")).body.result.total).toBe(5);
    expect((await get(`/api/TrueQuestionVideo/page?keyword=${encodeURIComponent("Text 3")}`)).body.result.total).toBe(
      1,
    );
    const hot = await get("/api/TrueQuestionVideo/page?sort=hot&rows=40");
    const views = hot.body.result.items.map((item: { viewCount: number }) => item.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it.each([
    ["year=1999", "年份应为 2000–2100 之间的整数"],
    ["subject=化学", "科目不存在"],
    ["sort=random", "排序方式只能是 paper"],
    ["rows=0", "每页条数应为正整数"],
  ])("refuses %s (400)", async (query, message) => {
    const { status, body } = await get(`/api/TrueQuestionVideo/page?${encodeURI(query)}`);
    expect(status).toBe(400);
    expect(body.msg).toContain(message);
  });

  it("hot gives the most watched, 8 by default", async () => {
    const { body } = await get("/api/TrueQuestionVideo/hot");
    expect(body.result).toHaveLength(8);
    const views = body.result.map((item: { viewCount: number }) => item.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });
});

describe("detail", () => {
  it("describes a video with its neighbours in the paper, access and the viewer's reactions", async () => {
    const video = await paperVideo("demo-paper-math1-2025-17");
    const before = await paperVideo("demo-paper-math1-2025-11");
    const after = await paperVideo("demo-paper-math1-2025-18");
    const { status, body } = await get(`/api/TrueQuestionVideo/detail?id=${video.id}`);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      id: video.id,
      introduction: expect.stringContaining("第 17 题"),
      previousId: before.id,
      nextId: after.id,
      liked: false,
      collected: false,
      access: { allowed: true, basis: "campus-licence" },
    });
    const first = await paperVideo("demo-paper-math1-2025-1");
    expect((await get(`/api/TrueQuestionVideo/detail?id=${first.id}`)).body.result.previousId).toBeNull();
    const unlicensed = await newUser("复旦大学");
    expect(
      (await get(`/api/TrueQuestionVideo/detail?id=${video.id}`, { token: unlicensed.token, ip: IP.offCampus })).body
        .result.access,
    ).toMatchObject({
      allowed: false,
      status: 403,
    });
  });

  it("refuses unknown and malformed ids", async () => {
    expect((await get("/api/TrueQuestionVideo/detail?id=987654")).body).toEqual({
      code: 404,
      msg: "真题解析视频不存在或已下架",
      result: null,
    });
    expect((await get("/api/TrueQuestionVideo/detail")).body.msg).toBe("请指定真题解析视频");
    expect((await get("/api/TrueQuestionVideo/playurl?id=0")).status).toBe(400);
  });
});

describe("likes and collects", () => {
  it("are idempotent, exact under concurrency, and show in the detail", async () => {
    const video = await paperVideo("demo-paper-english2-2025-46");
    const users = await Promise.all(Array.from({ length: 10 }, () => newUser()));
    await Promise.all(
      users.flatMap((user) =>
        [1, 2, 3].map(() =>
          callApi("POST", "/api/TrueQuestionVideo/i-like", { token: user.token, body: { id: video.id } }),
        ),
      ),
    );
    expect((await paperVideo("demo-paper-english2-2025-46")).like_count).toBe(video.like_count + 10);
    const user = users[0]!;
    const cancel = await callApi("POST", "/api/TrueQuestionVideo/cancel-like", {
      token: user.token,
      body: { id: video.id },
    });
    expect(cancel.body).toEqual({
      code: 200,
      msg: "已取消点赞",
      result: { id: video.id, liked: false, likeCount: video.like_count + 9 },
    });
    const collect = await callApi("POST", "/api/TrueQuestionVideo/i-collect", {
      token: user.token,
      body: { id: video.id },
    });
    expect(collect.body).toEqual({
      code: 200,
      msg: "已收藏",
      result: { id: video.id, collected: true, collectCount: video.collect_count + 1 },
    });
    const detail = await get(`/api/TrueQuestionVideo/detail?id=${video.id}`, { token: user.token, ip: IP.offCampus });
    expect(detail.body.result).toMatchObject({ liked: false, collected: true });
    const uncollect = await callApi("POST", "/api/TrueQuestionVideo/cancel-collect", {
      token: user.token,
      body: { id: video.id },
    });
    expect(uncollect.body.result).toEqual({ id: video.id, collected: false, collectCount: video.collect_count });
    expect(
      (await callApi("POST", "/api/TrueQuestionVideo/i-like", { token: user.token, body: { id: 987654 } })).status,
    ).toBe(404);
  });
});
