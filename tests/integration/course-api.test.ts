// Every /api/Course and /api/HomePage course call through the real dispatcher, on SQLite and PostgreSQL, against the
// demo data: the list with its filters and sorts (type defaulting to the site's course type 2), condition, detail,
// catalogue and mix catalogue, hot and latest lists, summary, my courses by tab; bad input (400), unknown ids (404),
// the campus gate (403) and 401 where a login is needed. Entitlement: course-entitlement.test.ts; progress:
// course-progress.test.ts; likes and collects: course-reactions.test.ts. practices: the 课后练习 of the question bank.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { callApi } from "../support/api-client";
import {
  course,
  durationOf,
  IP,
  loginDemo,
  newUser,
  seedDemo,
  signedMediaUrl,
  videosOf,
  VISITOR,
  type TestUser,
} from "./course-fixtures";

let demoStudent: TestUser;
let pkuStudent: TestUser;
let fudanStudent: TestUser;
const campus = { ip: IP.demoCampus, headers: { cookie: `appuuid=${VISITOR}` } };

beforeAll(async () => {
  await seedDemo();
  demoStudent = await loginDemo("13800000001");
  pkuStudent = await loginDemo("13800000002");
  fudanStudent = await newUser("复旦大学");
});

const get = (path: string, options: { token?: string; ip?: string; headers?: Record<string, string> } = campus) =>
  callApi("GET", path, options);
const titles = (items: Array<{ title: string }>) => items.map((item) => item.title);

/** Where the demo history left the demo student in a video (seeded part-way into demo-politics-01's fifth). */
async function demoResumePoint(videoId: number): Promise<number> {
  const row = await db
    .selectFrom("video_progress")
    .select("position_seconds")
    .where("user_id", "=", demoStudent.id)
    .where("video_type", "=", 1)
    .where("video_id", "=", videoId)
    .executeTakeFirstOrThrow();
  return row.position_seconds;
}

describe("the campus gate and logins", () => {
  it.each([
    "/api/Course/page-query",
    "/api/Course",
    "/api/Course/condition",
    "/api/Course/1",
    "/api/Course/catalogs?id=1",
    "/api/Course/mix-catalogs?id=1",
    "/api/Course/hot-videos",
    "/api/Course/lastest-videos",
  ])("GET %s refuses an anonymous visitor off campus (403 envelope)", async (path) => {
    const { status, body } = await get(path, { ip: IP.offCampus });
    expect(status).toBe(403);
    expect(body).toEqual({
      code: 403,
      msg: "请登录或连接校园网后访问",
      result: { isIpInRange: false, ip: IP.offCampus },
    });
  });

  it.each([
    ["GET", "/api/Course/summary?id=1"],
    ["GET", "/api/Course/video/favorite-page-query"],
    ["GET", "/api/Course/learn-page-query"],
    ["POST", "/api/Course/i-like"],
    ["POST", "/api/Course/cancel-like"],
    ["POST", "/api/Course/i-collect"],
    ["POST", "/api/Course/cancel-collect"],
  ])("%s %s needs a login even on campus (401)", async (method, path) => {
    const { status, body } = await callApi(method, path, {
      ...campus,
      body: method === "POST" ? { id: 1 } : undefined,
    });
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, msg: "请先登录", result: null });
  });

  it("lets a logged-in student browse from anywhere", async () => {
    expect((await get("/api/Course/page-query", { token: fudanStudent.token, ip: IP.offCampus })).status).toBe(200);
  });
});

describe("GET /api/Course/page-query", () => {
  it("lists the site's course type (微课, 2) by default, hottest first, with signed covers", async () => {
    const { status, body } = await get("/api/Course/page-query");
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ page: 1, rows: 20, total: 32 });
    expect(body.result.items).toHaveLength(20);
    const views = body.result.items.map((item: { viewCount: number }) => item.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const first = body.result.items[0];
    expect(first).toEqual({
      id: expect.any(Number),
      type: 2,
      subject: expect.any(String),
      subjectName: expect.any(String),
      title: expect.any(String),
      cover: expect.stringMatching(/^\/media\/[^?]+\?exp=\d+&sub=v%3A/),
      teachers: expect.arrayContaining([{ name: expect.any(String), title: expect.any(String) }]),
      tags: expect.any(Array),
      priceFen: expect.any(Number),
      free: expect.any(Boolean),
      videoCount: expect.any(Number),
      totalDuration: expect.any(Number),
      viewCount: expect.any(Number),
      likeCount: expect.any(Number),
      collectCount: expect.any(Number),
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const row = await db.selectFrom("courses").select("cover_key").where("id", "=", first.id).executeTakeFirstOrThrow();
    expect(first.cover).toMatch(signedMediaUrl(row.cover_key!));
    expect(first.totalDuration).toBe(await durationOf(first.id));
    const second = await get("/api/Course/page-query?page=2");
    expect(second.body.result.items).toHaveLength(12);
    const ids = new Set([...body.result.items, ...second.body.result.items].map((item: { id: number }) => item.id));
    expect(ids.size).toBe(32);
  });

  it("answers GET /api/Course the same", async () => {
    const [list, alias] = await Promise.all([get("/api/Course/page-query?rows=5"), get("/api/Course?rows=5")]);
    expect(alias.body.result).toEqual(list.body.result);
  });

  it("filters by type, subject (code or name), tag, keyword and free, and sorts by 最新", async () => {
    expect((await get("/api/Course/page-query?type=1")).body.result.total).toBe(2);
    expect((await get("/api/Course/page-query?type=3")).body.result.total).toBe(2);
    const politics = await get("/api/Course/page-query?subject=政治");
    expect(politics.body.result.total).toBe(5);
    expect(politics.body.result.items.every((item: { subjectName: string }) => item.subjectName === "政治")).toBe(true);
    expect((await get("/api/Course/page-query?subject=politics")).body.result.total).toBe(5);
    const free = await get("/api/Course/page-query?free=1");
    expect(free.body.result.total).toBe(3);
    expect(
      free.body.result.items.every((item: { free: boolean; priceFen: number }) => item.free && item.priceFen === 0),
    ).toBe(true);
    expect((await get("/api/Course/page-query?free=0")).body.result.total).toBe(29);
    expect((await get("/api/Course/page-query?tag=免费")).body.result.total).toBe(3);
    expect(titles((await get("/api/Course/page-query?keyword=408")).body.result.items).sort()).toEqual([
      "408 计算机学科专业基础：数据结构",
      "408 计算机组成原理与操作系统",
    ]);
    expect((await get("/api/Course/page-query?keyword=%25")).body.result.total).toBe(0);
    const newest = await get("/api/Course/page-query?sort=最新&rows=32");
    const dates = newest.body.result.items.map((item: { publishedAt: string }) => item.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await get("/api/Course/page-query?sort=new&rows=32")).body.result.items).toEqual(newest.body.result.items);
    const combined = await get("/api/Course/page-query?subject=math1&tag=强化&sort=new");
    expect(combined.body.result.total).toBe(3);
  });

  it.each([
    ["subject=物理", "subject", "科目不存在"],
    ["sort=cheapest", "sort", "排序方式只能是最热（hot）或最新（new）"],
    ["page=0", "page", "页码应为正整数"],
    ["rows=abc", "rows", "每页条数应为正整数"],
    ["type=x", "type", "课程类型应为正整数"],
    ["free=maybe", "free", "免费筛选只能是 1 或 0"],
    [`keyword=${"长".repeat(41)}`, "keyword", "关键词最多 40 个字"],
  ])("refuses %s (400)", async (query, field, message) => {
    const { status, body } = await get(`/api/Course/page-query?${encodeURI(query)}`);
    expect(status).toBe(400);
    expect(body.msg).toContain(message);
    expect(body.result.fieldErrors[field]).toContain(message);
  });

  it("clamps rows to 100", async () => {
    expect((await get("/api/Course/page-query?rows=1000")).body.result.rows).toBe(100);
  });
});

describe("GET /api/Course/condition", () => {
  it("lists subjects with counts, the most used tags, sorts and types", async () => {
    const { status, body } = await get("/api/Course/condition");
    expect(status).toBe(200);
    expect(body.result.type).toBe(2);
    expect(body.result.subjects).toEqual([
      { code: "politics", name: "政治", count: 5 },
      { code: "english1", name: "英语一", count: 5 },
      { code: "english2", name: "英语二", count: 4 },
      { code: "math1", name: "数学一", count: 5 },
      { code: "math2", name: "数学二", count: 4 },
      { code: "math3", name: "数学三", count: 4 },
      { code: "major", name: "专业课", count: 5 },
    ]);
    expect(body.result.tags[0]).toEqual({ name: "强化", count: expect.any(Number) });
    expect(body.result.tags.map((tag: { name: string }) => tag.name)).toEqual(
      expect.arrayContaining(["基础", "冲刺", "免费", "408"]),
    );
    expect(body.result.sorts).toEqual([
      { code: "hot", name: "最热" },
      { code: "new", name: "最新" },
    ]);
    expect(body.result.types.map((type: { name: string }) => type.name)).toEqual(["系统课", "微课", "一对一辅导"]);
    expect(
      (await get("/api/Course/condition?type=1")).body.result.subjects.filter(
        (subject: { count: number }) => subject.count > 0,
      ),
    ).toHaveLength(2);
  });
});

describe("GET /api/Course/{id}", () => {
  it("describes a course with access, preview count, first video and the viewer's reactions", async () => {
    const politics = await course("demo-politics-01");
    const videos = await videosOf(politics.id);
    const anonymous = await get(`/api/Course/${politics.id}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.result).toMatchObject({
      id: politics.id,
      title: "考研政治马原核心考点精讲",
      introduction: expect.stringContaining("马克思主义"),
      previewVideoCount: 1,
      firstVideoId: videos[0]!.id,
      liked: false,
      collected: false,
      access: { allowed: true, basis: "campus-licence", reason: null, status: null },
    });
    const unlicensed = await get(`/api/Course/${politics.id}`, { token: fudanStudent.token, ip: IP.offCampus });
    expect(unlicensed.body.result.access).toEqual({
      allowed: false,
      basis: null,
      reason: "purchase-required",
      status: 403,
    });
    const anonymousElsewhere = await get(`/api/Course/${politics.id}`, { ip: IP.fudanCampus });
    expect(anonymousElsewhere.body.result.access).toMatchObject({
      allowed: false,
      reason: "login-required",
      status: 401,
    });
    expect(anonymousElsewhere.body.result.cover).toBeNull();
  });

  it("shows the viewer's like and collect", async () => {
    const user = await newUser("北京大学");
    const target = await course("demo-english1-02");
    await callApi("POST", "/api/Course/i-like", { token: user.token, body: { id: target.id } });
    const { body } = await get(`/api/Course/${target.id}`, { token: user.token, ip: IP.offCampus });
    expect(body.result).toMatchObject({
      liked: true,
      collected: false,
      access: { allowed: true, basis: "member-licence" },
    });
  });

  it("refuses an unknown course (404) and a malformed id (400)", async () => {
    const missing = await get("/api/Course/987654");
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe("课程不存在或已下架");
    const malformed = await get("/api/Course/abc");
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toBe("请指定课程");
  });
});

describe("GET /api/Course/catalogs and mix-catalogs", () => {
  it("gives chapters → sections → videos in order, with what plays for this viewer", async () => {
    const math = await course("demo-math1-04");
    const { status, body } = await get(`/api/Course/catalogs?id=${math.id}`, {
      ip: IP.fudanCampus,
      headers: { cookie: `appuuid=${VISITOR}` },
    });
    expect(status).toBe(200);
    const stored = await videosOf(math.id);
    expect(body.result).toMatchObject({
      courseId: math.id,
      videoCount: 16,
      totalDuration: await durationOf(math.id),
      access: { allowed: false, status: 401 },
    });
    expect(body.result.chapters.map((chapter: { title: string }) => chapter.title)).toEqual([
      "第1章 行列式与矩阵",
      "第2章 向量与方程组",
      "第3章 特征值与二次型",
    ]);
    const videos = body.result.chapters.flatMap((chapter: { sections: Array<{ items: unknown[] }> }) =>
      chapter.sections.flatMap((section) => section.items),
    );
    expect(videos).toHaveLength(16);
    expect(videos.map((video: { sequence: number }) => video.sequence)).toEqual(
      Array.from({ length: 16 }, (_, index) => index + 1),
    );
    expect(videos[0]).toMatchObject({
      title: "行列式的计算：知识精讲",
      duration: stored[0]!.duration_seconds,
      freePreview: true,
      playable: true,
      progress: null,
    });
    expect(videos[0].poster).toMatch(signedMediaUrl(stored[0]!.poster_key!));
    expect(videos.slice(1).every((video: { playable: boolean }) => !video.playable)).toBe(true);
    expect(body.result.chapters[0].sections[0]).toMatchObject({ title: "1.1 行列式的计算", position: 1 });
  });

  it("ticks what the logged-in student has watched", async () => {
    const math = await course("demo-math1-04");
    const { body } = await get(`/api/Course/catalogs?id=${math.id}`, { token: demoStudent.token, ip: IP.offCampus });
    const videos = body.result.chapters.flatMap(
      (chapter: { sections: Array<{ items: Array<{ progress: unknown; playable: boolean }> }> }) =>
        chapter.sections.flatMap((section) => section.items),
    );
    expect(videos.every((video: { playable: boolean }) => video.playable)).toBe(true);
    // The demo student watched the first three to the end.
    expect(videos.slice(0, 3).map((video: { progress: unknown }) => video.progress)).toEqual(
      (await videosOf(math.id))
        .slice(0, 3)
        .map((video) => ({ position: video.duration_seconds, furthest: video.duration_seconds, learnt: true })),
    );
    expect(videos[3].progress).toBeNull();
  });

  it("interleaves the lecture notes, whose text only the entitled see", async () => {
    const politics = await course("demo-politics-01");
    const entitled = await get(`/api/Course/mix-catalogs?id=${politics.id}`);
    const section = entitled.body.result.chapters[0].sections[0];
    expect(section.items.map((item: { kind: string }) => item.kind)).toEqual(["video", "video", "note"]);
    expect(section.items[2]).toEqual({
      kind: "note",
      id: expect.any(Number),
      title: "世界的物质性及其发展规律 · 讲义",
      content: expect.stringContaining("本节讲义梳理"),
      file: null,
      locked: false,
    });
    const locked = await get(`/api/Course/mix-catalogs?id=${politics.id}`, {
      token: fudanStudent.token,
      ip: IP.offCampus,
    });
    expect(locked.body.result.chapters[0].sections[0].items[2]).toMatchObject({
      kind: "note",
      content: null,
      locked: true,
    });
    const plain = await get(`/api/Course/mix-catalogs?id=${(await course("demo-politics-02")).id}`);
    expect(
      plain.body.result.chapters[0].sections[0].items.every((item: { kind: string }) => item.kind === "video"),
    ).toBe(true);
  });

  it("refuses a missing or unknown id", async () => {
    expect((await get("/api/Course/catalogs")).status).toBe(400);
    expect((await get("/api/Course/catalogs")).body.msg).toBe("请指定课程");
    expect((await get("/api/Course/mix-catalogs?id=987654")).status).toBe(404);
  });
});

describe("hot and latest lists", () => {
  it("gives 8 by default, hottest or newest first, of the site's type", async () => {
    const hot = await get("/api/Course/hot-videos");
    expect(hot.status).toBe(200);
    expect(hot.body.result).toHaveLength(8);
    const page = await get("/api/Course/page-query?rows=8");
    expect(hot.body.result.map((item: { id: number }) => item.id)).toEqual(
      page.body.result.items.map((item: { id: number }) => item.id),
    );
    const latest = await get("/api/Course/lastest-videos?rows=3");
    expect(latest.body.result).toHaveLength(3);
    expect(latest.body.result[0].title).toBe("考研政治马原核心考点精讲");
    expect((await get("/api/Course/hot-videos?rows=0")).status).toBe(400);
  });

  it("serves the home page to anyone (open like the home pages)", async () => {
    const hot = await get("/api/HomePage/hot-videos?rows=4", { ip: IP.offCampus });
    expect(hot.status).toBe(200);
    expect(hot.body.result).toHaveLength(4);
    expect(hot.body.result[0].cover).toBeNull();
    const tags = await get("/api/HomePage/tag-videos", { ip: IP.offCampus });
    expect(tags.body.result.tags.length).toBeGreaterThan(3);
    expect(tags.body.result.tag).toBe(tags.body.result.tags[0]);
    expect(tags.body.result.items.every((item: { tags: string[] }) => item.tags.includes(tags.body.result.tag))).toBe(
      true,
    );
    const chosen = await get(`/api/HomePage/tag-videos?tag=${encodeURIComponent("408")}`, { ip: IP.offCampus });
    expect(chosen.body.result.items).toHaveLength(2);
    expect((await get("/api/HomePage/tag-videos?tag=没有这个标签", { ip: IP.offCampus })).body.result.items).toEqual(
      [],
    );
  });
});

describe("GET /api/Course/summary", () => {
  it("summarises the student's progress with a resume point", async () => {
    const politics = await course("demo-politics-01");
    const videos = await videosOf(politics.id);
    const resumeAt = await demoResumePoint(videos[4]!.id);
    expect(resumeAt).toBeGreaterThan(0);
    expect(resumeAt).toBeLessThan(videos[4]!.duration_seconds);
    const { status, body } = await get(`/api/Course/summary?id=${politics.id}`, {
      token: demoStudent.token,
      ip: IP.offCampus,
    });
    expect(status).toBe(200);
    expect(body.result).toEqual({
      courseId: politics.id,
      title: "考研政治马原核心考点精讲",
      videoCount: 16,
      learntCount: 4,
      percent: 25,
      totalDuration: await durationOf(politics.id),
      startedCount: 5,
      firstWatchedAt: expect.any(String),
      lastWatchedAt: expect.any(String),
      resume: {
        videoId: videos[4]!.id,
        title: videos[4]!.title,
        sequence: 5,
        position: resumeAt,
        duration: videos[4]!.duration_seconds,
      },
    });
  });

  it("is empty before the first video and moves on after a finished one", async () => {
    const fresh = await get(`/api/Course/summary?id=${(await course("demo-politics-01")).id}`, {
      token: fudanStudent.token,
      ip: IP.offCampus,
    });
    expect(fresh.body.result).toMatchObject({
      learntCount: 0,
      percent: 0,
      startedCount: 0,
      resume: null,
      lastWatchedAt: null,
    });
    const math = await course("demo-math1-04");
    const videos = await videosOf(math.id);
    const after = await get(`/api/Course/summary?id=${math.id}`, { token: demoStudent.token, ip: IP.offCampus });
    expect(after.body.result.resume).toMatchObject({ videoId: videos[3]!.id, position: 0, sequence: 4 });
  });

  it("refuses a missing or unknown course", async () => {
    expect((await get("/api/Course/summary", { token: demoStudent.token })).status).toBe(400);
    expect((await get("/api/Course/summary?id=987654", { token: demoStudent.token })).status).toBe(404);
  });
});

describe("GET /api/Course/learn-page-query (my courses)", () => {
  const mine = (user: TestUser, tab?: string) =>
    get(`/api/Course/learn-page-query${tab ? `?tab=${tab}` : ""}`, { token: user.token, ip: IP.offCampus });

  it("without a tab: every course the student has studied, last watched first, with progress", async () => {
    const fifth = (await videosOf((await course("demo-politics-01")).id))[4]!;
    const { status, body } = await mine(demoStudent);
    expect(status).toBe(200);
    expect(body.result.total).toBe(3);
    expect(titles(body.result.items)).toEqual([
      "考研政治马原核心考点精讲",
      "线性代数：从行列式到二次型",
      "考研英语备考规划公开课",
    ]);
    expect(body.result.items[0].progress).toEqual({
      learntCount: 4,
      percent: 25,
      lastVideoId: fifth.id,
      lastPosition: await demoResumePoint(fifth.id),
      lastWatchedAt: expect.any(String),
    });
  });

  it("oneCoach: the coaching courses the student is enrolled in", async () => {
    const { body } = await mine(demoStudent, "oneCoach");
    expect(body.result.total).toBe(2);
    expect(
      body.result.items.every((item: { type: number; enrolledAt: string }) => item.type === 3 && item.enrolledAt),
    ).toBe(true);
    expect((await mine(pkuStudent, "oneCoach")).body.result.total).toBe(0);
  });

  it("plubic: the free courses the student has studied", async () => {
    const { body } = await mine(demoStudent, "plubic");
    expect(titles(body.result.items)).toEqual(["考研英语备考规划公开课"]);
    expect(body.result.items[0].progress.percent).toBe(100);
  });

  it("zyk: what the student's school licenses", async () => {
    expect((await mine(demoStudent, "zyk")).body.result.total).toBe(34);
    const pku = await mine(pkuStudent, "zyk");
    expect(pku.body.result.total).toBe(17);
    expect(new Set(pku.body.result.items.map((item: { subject: string }) => item.subject))).toEqual(
      new Set(["politics", "english1", "math1"]),
    );
    expect((await mine(fudanStudent, "zyk")).body.result).toEqual({ page: 1, rows: 20, total: 0, items: [] });
  });

  it("refuses an unknown tab", async () => {
    const { status, body } = await mine(demoStudent, "mine");
    expect(status).toBe(400);
    expect(body.msg).toContain("oneCoach");
  });
});

describe("bad input on the remaining calls (400 with the field's message)", () => {
  it.each([
    ["GET", "/api/Course/condition?type=abc", "type", "课程类型应为正整数"],
    ["GET", "/api/Course/video-play-url", "id", "请指定课程"],
    ["GET", "/api/Course/video-play-url?id=1&videoId=-3", "videoId", "请指定视频"],
    ["GET", "/api/Course/catalog-video-play-url?id=abc", "id", "请指定视频"],
    ["GET", "/api/Course/lastest-videos?page=x", "page", "页码应为正整数"],
    ["GET", "/api/Course/video/favorite-page-query?rows=-1", "rows", "每页条数应为正整数"],
    ["GET", "/api/HomePage/hot-videos?type=0", "type", "课程类型应为正整数"],
    ["GET", `/api/HomePage/tag-videos?tag=${encodeURIComponent("长".repeat(21))}`, "tag", "标签最多 20 个字"],
    ["GET", "/api/HomePage/liveForecast?rows=x", "rows", "每页条数应为正整数"],
    ["GET", "/api/Live/hot-live?page=0", "page", "页码应为正整数"],
    ["GET", "/api/TrueQuestionVideo/hot?rows=abc", "rows", "每页条数应为正整数"],
    ["POST", "/Report/website/UserCourseFav/GetMyCoursePageList?page=abc", "page", "页码应为正整数"],
  ])("%s %s", async (method, path, field, message) => {
    const { status, body } = await callApi(method, path, { token: demoStudent.token, ip: IP.demoCampus });
    expect(status).toBe(400);
    expect(body.result.fieldErrors[field]).toBe(message);
  });

  it("a play URL for an unknown course or video is 404, whoever asks", async () => {
    const unknownCourse = await callApi("GET", "/api/Course/video-play-url?id=987654", { token: demoStudent.token });
    expect(unknownCourse.body).toEqual({ code: 404, msg: "课程不存在或已下架", result: null });
    const unknownVideo = await callApi("GET", "/api/Course/catalog-video-play-url?id=987654", { ip: IP.offCampus });
    expect(unknownVideo.body).toEqual({ code: 404, msg: "视频不存在或已下架", result: null });
  });
});

describe("GET /api/Course/practices", () => {
  it("lists the course's 课后练习 by section, in catalogue order, each practised at /question/list?setId=", async () => {
    const math = await course("demo-math1-01");
    const { status, body } = await get(`/api/Course/practices?id=${math.id}`);
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.result).toEqual([
      expect.objectContaining({
        title: "课后练习：函数极限的计算",
        sectionTitle: expect.stringContaining("函数极限的计算"),
        questionCount: 8,
      }),
    ]);
    const section = await db
      .selectFrom("course_sections")
      .select("course_id")
      .where("id", "=", body.result[0].sectionId)
      .executeTakeFirstOrThrow();
    expect(section.course_id).toBe(math.id);
  });

  it("answers [] for a course without practices, 404 for an unknown course, 400 for a bad id, 403 off campus", async () => {
    const other = await db
      .selectFrom("courses")
      .select("id")
      .where("code", "=", "demo-math1-02")
      .executeTakeFirstOrThrow();
    expect((await get(`/api/Course/practices?id=${other.id}`)).body.result).toEqual([]);
    expect((await get("/api/Course/practices?id=987654")).status).toBe(404);
    const bad = await get("/api/Course/practices?id=abc");
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await get("/api/Course/practices?id=1", { ip: IP.offCampus })).status).toBe(403);
  });
});
