// Who gets a play URL (docs/decisions/0010), through the real dispatcher on SQLite and PostgreSQL: free preview, free
// course, a licensing school on campus (anonymous) or by membership (anywhere), enrolment, an unlicensed member (403,
// purchase), an anonymous visitor off campus (401, login) or on an unlicensed campus (401). Every URL issued verifies
// for its subject only (verifyMediaGrant), for course videos, paper videos and lives alike.
import { beforeAll, describe, expect, it } from "vitest";
import { getAppSecret } from "~/lib/app-secret.server";
import { verifyMediaGrant } from "~/modules/media/media-signature";
import { callApi } from "../support/api-client";
import {
  course,
  IP,
  live,
  loginDemo,
  newUser,
  paperVideo,
  seedDemo,
  signedMediaUrl,
  videosOf,
  VISITOR,
  type TestUser,
} from "./course-fixtures";

let demoStudent: TestUser; // 演示大学, enrolled in both coaching courses
let pkuStudent: TestUser; // 北京大学: politics, english1, math1
let fudanStudent: TestUser; // 复旦大学: nothing
let demoClassmate: TestUser; // 演示大学, not enrolled anywhere

const ids = {
  politics: 0,
  politicsPreview: 0,
  politicsFull: 0,
  math2: 0,
  math2Full: 0,
  free: 0,
  freeVideo: 0,
  coach: 0,
  coachVideo: 0,
};
/** The stored file and length of the course videos above, by id: a play URL carries them. */
const stored = new Map<number, { media_key: string; duration_seconds: number }>();

beforeAll(async () => {
  await seedDemo();
  demoStudent = await loginDemo("13800000001");
  pkuStudent = await loginDemo("13800000002");
  fudanStudent = await newUser("复旦大学");
  demoClassmate = await newUser("演示大学");
  const politics = await course("demo-politics-02");
  const politicsVideos = await videosOf(politics.id);
  ids.politics = politics.id;
  ids.politicsPreview = politicsVideos[0]!.id;
  ids.politicsFull = politicsVideos[1]!.id;
  const math2 = await course("demo-math2-02");
  ids.math2 = math2.id;
  ids.math2Full = (await videosOf(math2.id))[1]!.id;
  const free = await course("demo-politics-03");
  ids.free = free.id;
  ids.freeVideo = (await videosOf(free.id))[2]!.id;
  const coach = await course("demo-coach-english");
  ids.coach = coach.id;
  ids.coachVideo = (await videosOf(coach.id))[0]!.id;
  for (const video of [...politicsVideos, ...(await videosOf(free.id))]) stored.set(video.id, video);
});

const play = (videoId: number, options: { token?: string; ip: string; cookie?: string }) =>
  callApi("GET", `/api/Course/catalog-video-play-url?id=${videoId}`, {
    token: options.token,
    ip: options.ip,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });

function verifies(url: string, subjects: string[]) {
  const parsed = new URL(url, "http://localhost");
  return verifyMediaGrant(
    getAppSecret(),
    decodeURIComponent(parsed.pathname),
    parsed.searchParams,
    subjects,
    Math.floor(Date.now() / 1000),
  );
}

describe("course videos", () => {
  it("refuses an anonymous visitor off campus with 401, even for a free preview or a free course", async () => {
    for (const videoId of [ids.politicsFull, ids.politicsPreview, ids.freeVideo]) {
      const { status, body } = await play(videoId, { ip: IP.offCampus, cookie: `appuuid=${VISITOR}` });
      expect(status).toBe(401);
      expect(body).toEqual({
        code: 401,
        msg: "请登录后观看",
        result: expect.objectContaining({ reason: "login-required" }),
      });
    }
  });

  it("plays a free preview and a free course for an anonymous visitor on any campus, bound to their visitor id", async () => {
    for (const videoId of [ids.politicsPreview, ids.freeVideo]) {
      const { status, body } = await play(videoId, { ip: IP.fudanCampus, cookie: `appuuid=${VISITOR}` });
      expect(status).toBe(200);
      expect(body.result.basis).toBe(videoId === ids.freeVideo ? "free" : "free-preview");
      expect(body.result.url).toMatch(signedMediaUrl(stored.get(videoId)!.media_key));
      expect(verifies(body.result.url, [`v:${VISITOR}`])).toBeNull();
      expect(verifies(body.result.url, ["v:someone-else-123"])).toBe("other-subject");
    }
  });

  it("plays licensed content for an anonymous visitor on the licensing campus", async () => {
    const { status, body } = await play(ids.politicsFull, { ip: IP.demoCampus, cookie: `appuuid=${VISITOR}` });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      videoId: ids.politicsFull,
      courseId: ids.politics,
      basis: "campus-licence",
      duration: stored.get(ids.politicsFull)!.duration_seconds,
      resumeAt: 0,
    });
    expect(body.result.expiresAt).toBeGreaterThan(Date.now() / 1000 + 3 * 3600 - 5);
    expect(verifies(body.result.url, [`v:${VISITOR}`])).toBeNull();
  });

  it("gives a visitor without a cookie a visitor id (Set-Cookie appuuid) and binds the URL to it", async () => {
    const { status, body, headers } = await play(ids.politicsFull, { ip: IP.demoCampus });
    expect(status).toBe(200);
    const cookie = headers.get("set-cookie") ?? "";
    const visitor = /appuuid=([0-9a-f-]{36})/.exec(cookie)?.[1];
    expect(visitor).toBeDefined();
    expect(verifies(body.result.url, [`v:${visitor}`])).toBeNull();
  });

  it("asks an anonymous visitor on an unlicensed campus to log in (401, saying the campus has no licence)", async () => {
    const { status, body } = await play(ids.politicsFull, { ip: IP.fudanCampus, cookie: `appuuid=${VISITOR}` });
    expect(status).toBe(401);
    expect(body.msg).toContain("未开通");
    expect(body.result).toMatchObject({ reason: "login-required", courseId: ids.politics });
  });

  it("plays for a member of a licensing school anywhere, bound to the user", async () => {
    for (const ip of [IP.offCampus, IP.fudanCampus, IP.pkuCampus]) {
      const { status, body } = await play(ids.politicsFull, { token: pkuStudent.token, ip });
      expect(status).toBe(200);
      expect(body.result.basis).toBe("member-licence");
      expect(verifies(body.result.url, [`u:${pkuStudent.id}`])).toBeNull();
      expect(verifies(body.result.url, [`u:${fudanStudent.id}`, `v:${VISITOR}`])).toBe("other-subject");
    }
  });

  it("refuses a member of a school that does not license the subject with 403 (purchase)", async () => {
    const { status, body } = await play(ids.math2Full, { token: pkuStudent.token, ip: IP.offCampus });
    expect(status).toBe(403);
    expect(body).toEqual({
      code: 403,
      msg: "该内容需购买，或由所在学校开通后观看",
      result: expect.objectContaining({ reason: "purchase-required", courseId: ids.math2, priceFen: 9900 }),
    });
    const fudan = await play(ids.politicsFull, { token: fudanStudent.token, ip: IP.offCampus });
    expect(fudan.status).toBe(403);
  });

  it("lets a logged-in member of an unlicensed school watch while on a licensing campus", async () => {
    const { status, body } = await play(ids.math2Full, { token: fudanStudent.token, ip: IP.demoCampus });
    expect(status).toBe(200);
    expect(body.result.basis).toBe("campus-licence");
    expect(verifies(body.result.url, [`u:${fudanStudent.id}`])).toBeNull();
  });

  it("keeps coaching courses to their enrolled students: no licence covers them", async () => {
    const enrolled = await play(ids.coachVideo, { token: demoStudent.token, ip: IP.offCampus });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.result.basis).toBe("enrolled");
    expect((await play(ids.coachVideo, { token: demoClassmate.token, ip: IP.demoCampus })).status).toBe(403);
    expect((await play(ids.coachVideo, { ip: IP.demoCampus, cookie: `appuuid=${VISITOR}` })).status).toBe(401);
  });

  it("video-play-url plays the course's first video, or the one asked for, and counts a view", async () => {
    const before = (await course("demo-politics-02")).view_count;
    const first = await callApi("GET", `/api/Course/video-play-url?id=${ids.politics}`, {
      token: pkuStudent.token,
      ip: IP.offCampus,
    });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({
      videoId: ids.politicsPreview,
      courseId: ids.politics,
      next: { id: ids.politicsFull },
    });
    const chosen = await callApi("GET", `/api/Course/video-play-url?id=${ids.politics}&videoId=${ids.politicsFull}`, {
      token: pkuStudent.token,
      ip: IP.offCampus,
    });
    expect(chosen.body.result.videoId).toBe(ids.politicsFull);
    expect((await course("demo-politics-02")).view_count).toBe(before + 2);
    const wrongCourse = await callApi("GET", `/api/Course/video-play-url?id=${ids.math2}&videoId=${ids.politicsFull}`, {
      token: pkuStudent.token,
      ip: IP.offCampus,
    });
    expect(wrongCourse.status).toBe(404);
    expect(wrongCourse.body.msg).toBe("该视频不属于这门课程");
  });

  it("refuses a refused viewer before counting a view", async () => {
    const before = (await course("demo-math2-02")).view_count;
    await play(ids.math2Full, { token: pkuStudent.token, ip: IP.offCampus });
    expect((await course("demo-math2-02")).view_count).toBe(before);
  });
});

describe("paper videos", () => {
  it("applies the subject licence, the free preview and the campus gate", async () => {
    const math1 = await paperVideo("demo-paper-math1-2025-17");
    const math2 = await paperVideo("demo-paper-math2-2025-17");
    const math2Preview = await paperVideo("demo-paper-math2-2025-1");
    const url = (id: number) => `/api/TrueQuestionVideo/playurl?id=${id}`;
    const member = await callApi("GET", url(math1.id), { token: pkuStudent.token, ip: IP.offCampus });
    expect(member.status).toBe(200);
    expect(member.body.result).toMatchObject({
      id: math1.id,
      basis: "member-licence",
      duration: math1.duration_seconds,
    });
    expect(member.body.result.url).toMatch(signedMediaUrl(math1.media_key, "u"));
    expect(verifies(member.body.result.url, [`u:${pkuStudent.id}`])).toBeNull();
    expect((await callApi("GET", url(math2.id), { token: pkuStudent.token, ip: IP.offCampus })).status).toBe(403);
    expect(
      (await callApi("GET", url(math2Preview.id), { token: pkuStudent.token, ip: IP.offCampus })).body.result.basis,
    ).toBe("free-preview");
    expect((await callApi("GET", url(math2.id), { ip: IP.offCampus })).status).toBe(401);
    const campus = await callApi("GET", url(math2.id), {
      ip: IP.demoCampus,
      headers: { cookie: `appuuid=${VISITOR}` },
    });
    expect(campus.body.result.basis).toBe("campus-licence");
    expect(verifies(campus.body.result.url, [`v:${VISITOR}`])).toBeNull();
  });
});

describe("lives", () => {
  it("plays the stream on air, the recording after, and refuses before the start (409)", async () => {
    const onAir = await live("demo-live-politics-qa");
    const ended = await live("demo-live-math1-review");
    const upcoming = await live("demo-live-english1-reading");
    const url = (id: number) => `/api/Live/video-play-url?id=${id}`;
    const stream = await callApi("GET", url(onAir.id), { token: pkuStudent.token, ip: IP.offCampus });
    expect(stream.status).toBe(200);
    expect(stream.body.result).toMatchObject({
      liveId: onAir.id,
      status: "live",
      kind: "stream",
      basis: "member-licence",
      duration: null,
    });
    expect(verifies(stream.body.result.url, [`u:${pkuStudent.id}`])).toBeNull();
    const recording = await callApi("GET", url(ended.id), { token: pkuStudent.token, ip: IP.offCampus });
    expect(recording.body.result).toMatchObject({
      status: "ended",
      kind: "playback",
      duration: ended.playback_duration,
    });
    expect(recording.body.result.url).toMatch(signedMediaUrl(ended.playback_key!, "u"));
    const early = await callApi("GET", url(upcoming.id), { token: pkuStudent.token, ip: IP.offCampus });
    expect(early.status).toBe(409);
    expect(early.body.msg).toMatch(/^直播尚未开始（开播时间：\d+月\d+日 19:30）/);
  });

  it("opens free lives to anyone who may browse and licensed ones to the entitled only", async () => {
    const free = await live("demo-live-study-room");
    const licensed = await live("demo-live-politics-qa");
    const url = (id: number) => `/api/Live/video-play-url?id=${id}`;
    expect(
      (await callApi("GET", url(free.id), { ip: IP.fudanCampus, headers: { cookie: `appuuid=${VISITOR}` } })).body
        .result.basis,
    ).toBe("free");
    expect((await callApi("GET", url(free.id), { ip: IP.offCampus })).status).toBe(401);
    expect((await callApi("GET", url(licensed.id), { token: fudanStudent.token, ip: IP.offCampus })).status).toBe(403);
    expect(
      (await callApi("GET", url(licensed.id), { ip: IP.fudanCampus, headers: { cookie: `appuuid=${VISITOR}` } }))
        .status,
    ).toBe(401);
  });
});
