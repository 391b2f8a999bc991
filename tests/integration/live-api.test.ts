// /api/Live and the home page's live lists through the real dispatcher on SQLite and PostgreSQL, against the demo
// lives (two ended, two on air, two upcoming, scheduled when seeded): the list by status and subject, one live, the
// hot lives, liveForecast and liveVideo; statuses derived from the clock; bad input, 404, the campus gate. Who gets
// video-play-url: course-entitlement.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { getLive } from "~/modules/live/live.server";
import { callApi } from "../support/api-client";
import { IP, live, newUser, seedDemo, signedMediaUrl, VISITOR } from "./course-fixtures";

const campus = { ip: IP.demoCampus, headers: { cookie: `appuuid=${VISITOR}` } };
const get = (path: string, options: { token?: string; ip?: string; headers?: Record<string, string> } = campus) =>
  callApi("GET", path, options);
const codes = async (ids: number[]) => {
  const rows = await db.selectFrom("lives").select(["id", "code"]).execute();
  const byId = new Map(rows.map((row) => [row.id, row.code]));
  return ids.map((id) => byId.get(id));
};

beforeAll(async () => {
  await seedDemo();
});

describe("GET /api/Live", () => {
  it("lists all: on air first, then upcoming soonest first, then ended latest first", async () => {
    const { status, body } = await get("/api/Live");
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ page: 1, rows: 20, total: 6 });
    expect(await codes(body.result.items.map((item: { id: number }) => item.id))).toEqual([
      "demo-live-politics-qa",
      "demo-live-study-room",
      "demo-live-english1-reading",
      "demo-live-408-ds",
      "demo-live-math1-review",
      "demo-live-score-line",
    ]);
    expect(body.result.items.map((item: { status: string }) => item.status)).toEqual([
      "live",
      "live",
      "upcoming",
      "upcoming",
      "ended",
      "ended",
    ]);
    const first = await live("demo-live-politics-qa");
    expect(body.result.items[0]).toEqual({
      id: expect.any(Number),
      title: "政治冲刺答疑直播：分析题怎么写才能拿高分",
      teacher: "林知远",
      subject: "politics",
      subjectName: "政治",
      cover: expect.stringMatching(signedMediaUrl(first.cover_key!)),
      startsAt: expect.any(String),
      endsAt: expect.any(String),
      status: "live",
      statusName: "直播中",
      minutesToStart: 0,
      free: false,
      hasPlayback: true,
      playbackDuration: first.playback_duration,
      viewCount: expect.any(Number),
    });
    expect(body.result.items[2]).toMatchObject({
      status: "upcoming",
      statusName: "即将开始",
      minutesToStart: expect.any(Number),
    });
    expect(body.result.items[2].minutesToStart).toBeGreaterThan(0);
  });

  it("filters by status and subject", async () => {
    for (const status of ["upcoming", "live", "ended"]) {
      const { body } = await get(`/api/Live?status=${status}`);
      expect(body.result.total).toBe(2);
      expect(body.result.items.every((item: { status: string }) => item.status === status)).toBe(true);
    }
    expect((await get("/api/Live?subject=专业课")).body.result.total).toBe(2);
    expect((await get("/api/Live?subject=major&status=upcoming")).body.result.total).toBe(1);
  });

  it("refuses a bad status and off-campus visitors", async () => {
    const bad = await get("/api/Live?status=soon");
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain("直播状态只能是");
    expect((await get("/api/Live", { ip: IP.offCampus })).status).toBe(403);
  });
});

describe("GET /api/Live/{id} and hot-live", () => {
  it("describes one live with access for the viewer", async () => {
    const target = await live("demo-live-english1-reading");
    const { body } = await get(`/api/Live/${target.id}`);
    expect(body.result).toMatchObject({
      id: target.id,
      status: "upcoming",
      introduction: expect.stringContaining("长难句"),
      access: { allowed: true, basis: "campus-licence" },
    });
    const student = await newUser("复旦大学");
    expect(
      (await get(`/api/Live/${target.id}`, { token: student.token, ip: IP.offCampus })).body.result.access,
    ).toMatchObject({ allowed: false, status: 403 });
    const free = await live("demo-live-study-room");
    expect(
      (await get(`/api/Live/${free.id}`, { token: student.token, ip: IP.offCampus })).body.result.access,
    ).toMatchObject({ allowed: true, basis: "free" });
  });

  it("derives the status from the clock", async () => {
    const target = await live("demo-live-english1-reading");
    const viewer = { userId: null, schoolId: null, campusSchoolId: null, subject: null };
    expect((await getLive(viewer, target.id, target.starts_at - 1)).status).toBe("upcoming");
    expect((await getLive(viewer, target.id, target.starts_at)).status).toBe("live");
    expect((await getLive(viewer, target.id, target.ends_at)).status).toBe("ended");
  });

  it("refuses unknown and malformed ids", async () => {
    expect((await get("/api/Live/987654")).body).toEqual({ code: 404, msg: "直播不存在或已下架", result: null });
    expect((await get("/api/Live/abc")).body.msg).toBe("请指定直播");
    expect((await get("/api/Live/video-play-url")).status).toBe(400);
  });

  it("hot-live gives the most watched", async () => {
    const { body } = await get("/api/Live/hot-live?rows=3");
    expect(body.result).toHaveLength(3);
    const views = body.result.map((item: { viewCount: number }) => item.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });
});

describe("GET /api/HomePage/liveForecast and liveVideo", () => {
  it("forecasts lives not yet over, soonest first, for anyone", async () => {
    const { status, body } = await get("/api/HomePage/liveForecast", { ip: IP.offCampus });
    expect(status).toBe(200);
    expect(await codes(body.result.map((item: { id: number }) => item.id))).toEqual([
      "demo-live-study-room",
      "demo-live-politics-qa",
      "demo-live-english1-reading",
      "demo-live-408-ds",
    ]);
  });

  it("lists the recordings of ended lives, latest first", async () => {
    const { body } = await get("/api/HomePage/liveVideo", { ip: IP.offCampus });
    expect(await codes(body.result.map((item: { id: number }) => item.id))).toEqual([
      "demo-live-math1-review",
      "demo-live-score-line",
    ]);
    expect(
      body.result.every(
        (item: { hasPlayback: boolean; status: string }) => item.hasPlayback && item.status === "ended",
      ),
    ).toBe(true);
    expect((await get("/api/HomePage/liveVideo?rows=101", { ip: IP.offCampus })).status).toBe(200);
  });
});
