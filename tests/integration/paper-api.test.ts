// /api/TrueQuestion and /api/HomePage/TrueQuestionRecommend through the real dispatcher on SQLite and PostgreSQL,
// against the demo data (60 papers, 2016–2025 × six subjects): the order, filters, paging and the rows clamp, bad
// input, explanation-video counts against paper_videos, 收藏 (idempotent, 401 without a login), the recommendation,
// the campus gate; and the services the pages and the search page call (a paper's detail, its view count, 404).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { isDomainError } from "~/lib/domain-error";
import { getPaper, recommendedPapers, searchPapers } from "~/modules/paper/paper.server";
import { callApi } from "../support/api-client";
import { IP, newUser, seedDemo, VISITOR } from "./course-fixtures";

const campus = { ip: IP.demoCampus, headers: { cookie: `appuuid=${VISITOR}` } };
const get = (path: string, options: { token?: string; ip?: string; headers?: Record<string, string> } = campus) =>
  callApi("GET", path, options);

interface Item {
  id: number;
  subject: string;
  year: number;
  title: string;
  videoCount: number;
  viewCount: number;
  collectCount: number;
  collected: boolean;
}

const order = ["politics", "english1", "english2", "math1", "math2", "math3"];

async function paperId(code: string): Promise<number> {
  return (await db.selectFrom("exam_papers").select("id").where("code", "=", code).executeTakeFirstOrThrow()).id;
}

/** Published paper videos per `subject:year`, counted straight from the table. */
async function videoCounts(): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("paper_videos")
    .select(["subject", "exam_year", (eb) => eb.fn.countAll<number>().as("count")])
    .where("published", "=", 1)
    .groupBy(["subject", "exam_year"])
    .execute();
  return new Map(rows.map((row) => [`${row.subject}:${row.exam_year}`, Number(row.count)]));
}

beforeAll(async () => {
  await seedDemo();
});

describe("the campus gate and logins", () => {
  it.each(["/api/TrueQuestion/page-query", "/api/TrueQuestion/truequestion-page-query"])(
    "GET %s refuses an anonymous visitor off campus (403)",
    async (path) => {
      const { status, body } = await get(path, { ip: IP.offCampus });
      expect(status).toBe(403);
      expect(body.msg).toBe("请登录或连接校园网后访问");
    },
  );

  it("lets a logged-in student browse from anywhere", async () => {
    const user = await newUser();
    expect((await get("/api/TrueQuestion/page-query", { token: user.token, ip: IP.offCampus })).status).toBe(200);
  });

  it.each([
    ["GET", "favoriteTrueQuestion"],
    ["POST", "favoriteTrueQuestion"],
    ["PUT", "unfavoriteTrueQuestion"],
  ])("%s %s needs a login (401 请先登录)", async (method, call) => {
    const { status, body } = await callApi(method, `/api/TrueQuestion/${call}`, {
      ...campus,
      body: method === "GET" ? undefined : { id: 1 },
    });
    expect(status).toBe(401);
    expect(body.msg).toBe("请先登录");
  });

  it("serves the home page's recommendation to anyone", async () => {
    expect((await get("/api/HomePage/TrueQuestionRecommend", { ip: IP.offCampus })).status).toBe(200);
  });
});

describe("page-query", () => {
  it("lists every paper, latest year first, then the subjects in order", async () => {
    const { status, body } = await get("/api/TrueQuestion/page-query?rows=100");
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ page: 1, rows: 100, total: 60 });
    const items: Item[] = body.result.items;
    expect(items.slice(0, 7).map((item) => [item.year, item.subject])).toEqual([
      ...order.map((subject) => [2025, subject]),
      [2024, "politics"],
    ]);
    expect(items.at(-1)).toMatchObject({ year: 2016, subject: "math3" });
    expect(items[3]).toEqual({
      id: expect.any(Number),
      title: "2025 年全国硕士研究生招生考试数学（一）",
      subject: "math1",
      subjectName: "数学一",
      year: 2025,
      durationMinutes: 180,
      totalScore: 150,
      viewCount: expect.any(Number),
      likeCount: expect.any(Number),
      collectCount: expect.any(Number),
      publishedAt: expect.stringMatching(/^2024-12-/),
    });
  });

  it("filters by subject (code or name) and year, pages, and clamps rows to 100", async () => {
    expect((await get(`/api/TrueQuestion/page-query?subject=${encodeURIComponent("数学一")}`)).body.result.total).toBe(
      10,
    );
    expect((await get("/api/TrueQuestion/page-query?subject=english2")).body.result.total).toBe(10);
    const year = await get("/api/TrueQuestion/page-query?year=2020");
    expect(year.body.result.items.map((item: Item) => item.subject)).toEqual(order);
    const one = await get("/api/TrueQuestion/page-query?subject=math2&year=2020");
    expect(one.body.result).toMatchObject({
      total: 1,
      items: [{ title: "2020 年全国硕士研究生招生考试数学（二）", totalScore: 150 }],
    });
    const all: Item[] = (await get("/api/TrueQuestion/page-query?rows=100")).body.result.items;
    const second = await get("/api/TrueQuestion/page-query?page=2");
    expect(second.body.result).toMatchObject({ page: 2, rows: 20, total: 60 });
    expect(second.body.result.items.map((item: Item) => item.id)).toEqual(all.slice(20, 40).map((item) => item.id));
    expect((await get("/api/TrueQuestion/page-query?page=4")).body.result.items).toEqual([]);
    const clamped = await get("/api/TrueQuestion/page-query?rows=500");
    expect(clamped.body.result.rows).toBe(100);
    expect(clamped.body.result.items).toHaveLength(60);
  });

  it.each([
    ["page-query", "year=1999", "年份应为 2000–2100 之间的整数"],
    ["page-query", "year=abc", "年份应为 2000–2100 之间的整数"],
    ["page-query", "subject=化学", "科目不存在"],
    ["page-query", "subject=专业课", "科目不存在"],
    ["page-query", "rows=0", "每页条数应为正整数"],
    ["page-query", "page=0", "页码应为正整数"],
    ["truequestion-page-query", `keyword=${"考".repeat(41)}`, "关键词最多 40 个字"],
  ])("%s refuses %s (400)", async (call, query, message) => {
    const { status, body } = await get(`/api/TrueQuestion/${call}?${encodeURI(query)}`);
    expect(status).toBe(400);
    expect(body.msg).toContain(message);
  });
});

describe("truequestion-page-query", () => {
  it("gives each paper's explanation-video count, as paper_videos has them", async () => {
    const counts = await videoCounts();
    const items: Item[] = (await get("/api/TrueQuestion/truequestion-page-query?rows=100")).body.result.items;
    expect(items).toHaveLength(60);
    for (const item of items)
      expect(item.videoCount, `${item.subject} ${item.year}`).toBe(counts.get(`${item.subject}:${item.year}`) ?? 0);
    expect(items.find((item) => item.subject === "math1" && item.year === 2025)?.videoCount).toBe(10);
    expect(items.find((item) => item.subject === "math1" && item.year === 2024)?.videoCount).toBe(5);
    expect(items.find((item) => item.subject === "politics" && item.year === 2020)?.videoCount).toBe(0);
    expect(items.every((item) => item.collected === false)).toBe(true);
  });

  it("finds by keyword in the title or a subject's name, % and _ taken literally", async () => {
    const total = async (keyword: string) =>
      (await get(`/api/TrueQuestion/truequestion-page-query?keyword=${encodeURIComponent(keyword)}`)).body.result.total;
    expect(await total("数学（一）")).toBe(10);
    expect(await total("数学一")).toBe(10);
    expect(await total("思想政治")).toBe(10);
    expect(await total("2024 年")).toBe(6);
    expect(await total("%")).toBe(0);
    expect(await total("_")).toBe(0);
    expect(
      (await get(`/api/TrueQuestion/truequestion-page-query?keyword=${encodeURIComponent("英语")}&year=2019`)).body
        .result.total,
    ).toBe(2);
  });
});

describe("favourites", () => {
  it("collects and uncollects idempotently, lists my papers and flags them in the list", async () => {
    const user = await newUser("演示大学");
    const id = await paperId("paper-english1-2023");
    const other = await paperId("paper-math3-2018");
    const before = (
      await db.selectFrom("exam_papers").select("collect_count").where("id", "=", id).executeTakeFirstOrThrow()
    ).collect_count;
    const post = () => callApi("POST", "/api/TrueQuestion/favoriteTrueQuestion", { token: user.token, body: { id } });
    expect((await post()).body).toEqual({
      code: 200,
      msg: "已收藏",
      result: { id, collected: true, collectCount: before + 1 },
    });
    expect((await post()).body.result).toEqual({ id, collected: true, collectCount: before + 1 });
    await callApi("POST", "/api/TrueQuestion/favoriteTrueQuestion", { token: user.token, body: { id: other } });

    const mine = await callApi("GET", "/api/TrueQuestion/favoriteTrueQuestion?rows=10", { token: user.token });
    expect(mine.body.result).toMatchObject({ page: 1, rows: 10, total: 2 });
    expect(mine.body.result.items.map((item: Item) => item.id).sort()).toEqual([id, other].sort());
    expect(mine.body.result.items[0]).toMatchObject({
      title: expect.stringContaining("年全国硕士研究生招生考试"),
      videoCount: expect.any(Number),
      collectedAt: expect.any(String),
    });

    const flagged: Item[] = (
      await get("/api/TrueQuestion/truequestion-page-query?year=2023", { token: user.token, ip: IP.offCampus })
    ).body.result.items;
    expect(flagged.filter((item) => item.collected).map((item) => item.id)).toEqual([id]);

    const put = () => callApi("PUT", "/api/TrueQuestion/unfavoriteTrueQuestion", { token: user.token, body: { id } });
    expect((await put()).body).toEqual({
      code: 200,
      msg: "已取消收藏",
      result: { id, collected: false, collectCount: before },
    });
    expect((await put()).body.result.collectCount).toBe(before);
    const left = await callApi("GET", "/api/TrueQuestion/favoriteTrueQuestion", { token: user.token });
    expect(left.body.result.items.map((item: Item) => item.id)).toEqual([other]);
  });

  it("refuses an unknown paper (404) and a bad id (400)", async () => {
    const user = await newUser();
    const unknown = await callApi("POST", "/api/TrueQuestion/favoriteTrueQuestion", {
      token: user.token,
      body: { id: 987654 },
    });
    expect(unknown.status).toBe(404);
    const bad = await callApi("PUT", "/api/TrueQuestion/unfavoriteTrueQuestion", {
      token: user.token,
      body: { id: "abc" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe("请指定真题");
    expect((await callApi("GET", "/api/TrueQuestion/favoriteTrueQuestion?rows=0", { token: user.token })).status).toBe(
      400,
    );
  });
});

describe("the recommendation and the search", () => {
  it("recommends recent papers with the most explanation videos, then the most viewed", async () => {
    const { body } = await get("/api/HomePage/TrueQuestionRecommend");
    const items: Item[] = body.result;
    expect(items).toHaveLength(8);
    expect(items[0]).toMatchObject({ subject: "math1", year: 2025, videoCount: 10 });
    expect(items[1]).toMatchObject({ subject: "english1", year: 2025, videoCount: 9 });
    for (const [index, item] of items.entries()) {
      expect(item.year).toBeGreaterThanOrEqual(2023);
      const next = items[index + 1];
      if (next)
        expect(
          item.videoCount > next.videoCount ||
            (item.videoCount === next.videoCount && item.viewCount >= next.viewCount),
        ).toBe(true);
    }
    expect((await get("/api/HomePage/TrueQuestionRecommend?rows=3")).body.result).toHaveLength(3);
    expect((await get("/api/HomePage/TrueQuestionRecommend?rows=500")).body.result).toHaveLength(18);
    expect((await recommendedPapers(2)).map((paper) => paper.id)).toEqual(items.slice(0, 2).map((item) => item.id));
  });

  it("searches titles for the search page", async () => {
    const found = await searchPapers({ keyword: "思想政治", page: 1, rows: 4 });
    expect(found.total).toBe(10);
    expect(found.items).toHaveLength(4);
    expect(found.items[0]).toEqual({
      id: await paperId("paper-politics-2025"),
      title: "2025 年全国硕士研究生招生考试思想政治理论",
      subject: "politics",
      subjectName: "政治",
      year: 2025,
      videoCount: 4,
      viewCount: expect.any(Number),
    });
    expect((await searchPapers({ keyword: "数学", page: 2, rows: 20 })).items.map((item) => item.subject)).toContain(
      "math3",
    );
    expect((await searchPapers({ keyword: "100%", page: 1, rows: 5 })).total).toBe(0);
  });
});

describe("a paper's page", () => {
  it("counts the view and gives its structure, videos in question order and other years", async () => {
    const id = await paperId("paper-math1-2025");
    const before = (
      await db.selectFrom("exam_papers").select("view_count").where("id", "=", id).executeTakeFirstOrThrow()
    ).view_count;
    const paper = await getPaper(null, id, { countView: true });
    expect(paper.viewCount).toBe(before + 1);
    expect(paper.structure).toEqual([
      { name: "选择题", count: 10, score: 50 },
      { name: "填空题", count: 6, score: 30 },
      { name: "解答题", count: 6, score: 70 },
    ]);
    expect(paper.videos.map((video) => video.questionLabel)).toEqual(
      [1, 5, 9, 11, 17, 18, 19, 20, 21, 22].map((n) => `第 ${n} 题`),
    );
    expect(paper.otherYears.map((other) => other.year)).toEqual([2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016]);
    expect(paper.collected).toBe(false);
    expect((await getPaper(null, id)).viewCount).toBe(before + 1);
  });

  it("is gone once unpublished: 404, out of the list, not collectable", async () => {
    const id = await paperId("paper-english2-2016");
    await db.updateTable("exam_papers").set({ published: 0 }).where("id", "=", id).execute();
    try {
      const error = await getPaper(null, id, { countView: true }).catch((caught: unknown) => caught);
      expect(isDomainError(error) && error.status === 404 && error.message).toBe("真题不存在或已下架");
      expect((await get("/api/TrueQuestion/page-query")).body.result.total).toBe(59);
      const user = await newUser();
      expect(
        (await callApi("POST", "/api/TrueQuestion/favoriteTrueQuestion", { token: user.token, body: { id } })).status,
      ).toBe(404);
    } finally {
      await db.updateTable("exam_papers").set({ published: 1 }).where("id", "=", id).execute();
    }
  });
});
