// Viewing progress on SQLite and PostgreSQL (docs/decisions/0010): POST /Report/website/UserVideoProgress/Save as a
// JSON, urlencoded or multipart beacon; the furthest point never goes backwards while the resume point follows the
// viewer; duplicate and out-of-order beacons change nothing; a video is learnt at 90 % and counted once, also under
// concurrent beacons; the summary and the records lists (GetMyCoursePageList, GetMyLecturePageList).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { LEARNT_SHARE } from "~/modules/course/course-config";
import { callApi } from "../support/api-client";
import { course, IP, newUser, paperVideo, seedDemo, videosOf, type TestUser } from "./course-fixtures";

const SAVE = "/Report/website/UserVideoProgress/Save";
let courseId: number;
let videoIds: number[];
/** The videos' lengths (s), by index like videoIds: the demo lessons are minutes long (24 s where samples stand in). */
let durations: number[];
let paperId: number;
let paperDuration: number;
/** The first whole second at which a video of `duration` seconds counts as learnt. */
const learntAt = (duration: number) => Math.ceil(duration * LEARNT_SHARE);
const T0 = Date.now() - 60_000;

beforeAll(async () => {
  await seedDemo();
  const politics = await course("demo-politics-02");
  courseId = politics.id;
  const videos = await videosOf(politics.id);
  videoIds = videos.map((video) => video.id);
  durations = videos.map((video) => video.duration_seconds);
  const paper = await paperVideo("demo-paper-politics-2025-35");
  paperId = paper.id;
  paperDuration = paper.duration_seconds;
});

interface Beacon {
  videoId: number;
  position: number;
  session?: string;
  seq: number;
  startedAt?: number;
  type?: number;
}

const save = (user: TestUser, beacon: Beacon) =>
  callApi("POST", SAVE, { token: user.token, ip: IP.offCampus, body: { session: "s1", startedAt: T0, ...beacon } });

async function stored(user: TestUser, videoId: number, type = 1) {
  return db
    .selectFrom("video_progress")
    .selectAll()
    .where("user_id", "=", user.id)
    .where("video_type", "=", type)
    .where("video_id", "=", videoId)
    .executeTakeFirstOrThrow();
}

async function courseRow(user: TestUser) {
  return db
    .selectFrom("course_progress")
    .selectAll()
    .where("user_id", "=", user.id)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
}

describe("POST /Report/website/UserVideoProgress/Save", () => {
  it("records a beacon and answers the state", async () => {
    const user = await newUser();
    const { status, body } = await save(user, { videoId: videoIds[0]!, position: 7.8, seq: 0 });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 200,
      msg: "进度已保存",
      result: {
        videoId: videoIds[0],
        type: 1,
        courseId,
        position: 7,
        furthest: 7,
        duration: durations[0],
        learnt: false,
        accepted: true,
      },
    });
    expect(await courseRow(user)).toMatchObject({
      last_video_id: videoIds[0],
      last_position_seconds: 7,
      learnt_count: 0,
    });
  });

  it("lets the resume point go back while the furthest point stays", async () => {
    const user = await newUser();
    await save(user, { videoId: videoIds[0]!, position: 20, seq: 1 });
    const back = await save(user, { videoId: videoIds[0]!, position: 5, seq: 2 });
    expect(back.body.result).toMatchObject({ position: 5, furthest: 20, accepted: true });
    expect((await courseRow(user))?.last_position_seconds).toBe(5);
  });

  it("changes nothing for a duplicate beacon", async () => {
    const user = await newUser();
    await save(user, { videoId: videoIds[0]!, position: 10, seq: 3 });
    const before = await stored(user, videoIds[0]!);
    const courseBefore = await courseRow(user);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await save(user, { videoId: videoIds[0]!, position: 10, seq: 3 });
    expect(again.body.result).toMatchObject({ position: 10, furthest: 10, accepted: false });
    expect(await stored(user, videoIds[0]!)).toEqual(before);
    expect(await courseRow(user)).toEqual(courseBefore);
  });

  it("ignores a late beacon of the same session, but keeps a further point it brings", async () => {
    const user = await newUser();
    await save(user, { videoId: videoIds[0]!, position: 15, seq: 5 });
    const late = await save(user, { videoId: videoIds[0]!, position: 12, seq: 4 });
    expect(late.body.result).toMatchObject({ position: 15, furthest: 15, accepted: false });
    await save(user, { videoId: videoIds[0]!, position: 3, seq: 6 });
    const lateButFurther = await save(user, { videoId: videoIds[0]!, position: 18, seq: 4 });
    expect(lateButFurther.body.result).toMatchObject({ position: 3, furthest: 18, accepted: true });
  });

  it("lets a newer playback session take over and ignores the older one afterwards", async () => {
    const user = await newUser();
    await save(user, { videoId: videoIds[0]!, position: 20, seq: 9, session: "old", startedAt: T0 });
    await save(user, { videoId: videoIds[0]!, position: 2, seq: 0, session: "new", startedAt: T0 + 1_000 });
    const stale = await save(user, { videoId: videoIds[0]!, position: 8, seq: 10, session: "old", startedAt: T0 });
    expect(stale.body.result).toMatchObject({ position: 2, furthest: 20, accepted: false });
    const sameMoment = await save(user, {
      videoId: videoIds[0]!,
      position: 9,
      seq: 50,
      session: "other",
      startedAt: T0 + 1_000,
    });
    expect(sameMoment.body.result).toMatchObject({ position: 2, accepted: false });
    expect(await stored(user, videoIds[0]!)).toMatchObject({ session_id: "new", seq: 0, position_seconds: 2 });
  });

  it("counts a video as learnt at 90 %, once", async () => {
    const user = await newUser();
    const duration = durations[1]!;
    const below = await save(user, { videoId: videoIds[1]!, position: learntAt(duration) - 1, seq: 0 });
    expect(below.body.result.learnt).toBe(false);
    const at = await save(user, { videoId: videoIds[1]!, position: learntAt(duration), seq: 1 });
    expect(at.body.result.learnt).toBe(true);
    expect((await courseRow(user))?.learnt_count).toBe(1);
    await save(user, { videoId: videoIds[1]!, position: duration, seq: 2 });
    await save(user, { videoId: videoIds[1]!, position: 0, seq: 3 });
    const after = await stored(user, videoIds[1]!);
    expect(after).toMatchObject({ learnt: 1, position_seconds: 0, furthest_seconds: duration });
    expect((await courseRow(user))?.learnt_count).toBe(1);
  });

  it("clamps a position past the end to the duration", async () => {
    const user = await newUser();
    const { body } = await save(user, { videoId: videoIds[0]!, position: 99_999, seq: 0 });
    expect(body.result).toMatchObject({ position: durations[0], furthest: durations[0], learnt: true });
  });

  it("reaches the same state whatever order concurrent beacons arrive in, and learns once", async () => {
    const user = await newUser();
    const at = learntAt(durations[2]!);
    const positions = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, at, at + 1, 21, 19, 17];
    const beacons = positions.map((position, seq) => ({ videoId: videoIds[2]!, position, seq }));
    const shuffled = [...beacons].sort((a, b) => ((a.seq * 7919) % 13) - ((b.seq * 7919) % 13));
    const answers = await Promise.all([...shuffled, ...shuffled.slice(0, 5)].map((beacon) => save(user, beacon)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await stored(user, videoIds[2]!)).toMatchObject({
      position_seconds: 17,
      furthest_seconds: at + 1,
      learnt: 1,
      seq: 14,
    });
    expect(await courseRow(user)).toMatchObject({
      learnt_count: 1,
      last_video_id: videoIds[2],
      last_position_seconds: 17,
      order_seq: 14,
    });
  });

  it("counts each learnt video of a course once under concurrent beacons for several videos", async () => {
    const user = await newUser();
    const beacons = videoIds.slice(0, 6).flatMap((videoId, index) => [
      { videoId, position: durations[index]!, seq: index * 2, startedAt: T0 + index },
      { videoId, position: durations[index]! - 1, seq: index * 2 + 1, startedAt: T0 + index },
      { videoId, position: durations[index]!, seq: index * 2, startedAt: T0 + index },
    ]);
    await Promise.all(beacons.map((beacon) => save(user, beacon)));
    expect((await courseRow(user))?.learnt_count).toBe(6);
    expect((await courseRow(user))?.last_video_id).toBe(videoIds[5]);
  });

  it("takes urlencoded and multipart bodies (what sendBeacon posts)", async () => {
    const user = await newUser();
    const form = new URLSearchParams({
      videoId: String(videoIds[3]),
      position: "9",
      session: "beacon-1",
      seq: "0",
      startedAt: String(T0),
    });
    const urlencoded = await callApi("POST", SAVE, {
      token: user.token,
      rawBody: form.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
    });
    expect(urlencoded.body.result).toMatchObject({ position: 9, accepted: true });
    const data = new FormData();
    for (const [key, value] of Object.entries({
      videoId: videoIds[3],
      position: 11,
      session: "beacon-1",
      seq: 1,
      startedAt: T0,
    }))
      data.set(key, String(value));
    const multipart = await callApi("POST", SAVE, { token: user.token, rawBody: data });
    expect(multipart.body.result).toMatchObject({ position: 11, accepted: true });
  });

  it("records paper videos too (type 2)", async () => {
    const user = await newUser();
    const { body } = await save(user, { videoId: paperId, position: paperDuration - 1, seq: 0, type: 2 });
    expect(body.result).toMatchObject({ videoId: paperId, type: 2, courseId: null, learnt: true });
  });

  it.each([
    [{ position: 3, seq: 0 }, "videoId", "请指定视频"],
    [{ videoId: 1, position: -1, seq: 0 }, "position", "播放位置应为不小于 0 的秒数"],
    [{ videoId: 1, position: "x", seq: 0 }, "position", "播放位置应为不小于 0 的秒数"],
    [{ videoId: 1, position: 3, seq: -2 }, "seq", "进度序号应为不小于 0 的整数"],
    [{ videoId: 1, position: 3, seq: 0, session: "a b" }, "session", "播放会话标识无效"],
    [{ videoId: 1, position: 3, seq: 0, startedAt: 12 }, "startedAt", "播放开始时间无效"],
    [{ videoId: 1, position: 3, seq: 0, type: 3 }, "type", "类型只能是 1（课程视频）或 2（真题解析视频）"],
  ])("refuses %j (400)", async (beacon, field, message) => {
    const user = await newUser();
    const { status, body } = await callApi("POST", SAVE, {
      token: user.token,
      body: { session: "s1", startedAt: T0, ...beacon },
    });
    expect(status).toBe(400);
    expect(body.result.fieldErrors[field]).toContain(message);
  });

  it("refuses a session that starts tomorrow (a broken clock) and unknown videos", async () => {
    const user = await newUser();
    const future = await save(user, {
      videoId: videoIds[0]!,
      position: 1,
      seq: 0,
      startedAt: Date.now() + 2 * 86_400_000,
    });
    expect(future.status).toBe(400);
    expect(future.body.msg).toBe("播放开始时间晚于当前时间，请检查设备时钟");
    const unknown = await save(user, { videoId: 987654, position: 1, seq: 0 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe("视频不存在或已下架");
  });

  it("needs a login (401)", async () => {
    const { status } = await callApi("POST", SAVE, {
      ip: IP.demoCampus,
      body: { videoId: videoIds[0], position: 1, seq: 0, session: "s", startedAt: T0 },
    });
    expect(status).toBe(401);
  });
});

describe("records", () => {
  it("GetMyCoursePageList and GetMyLecturePageList list what the student watched, latest first", async () => {
    const user = await newUser();
    await save(user, { videoId: paperId, position: 5, seq: 0, type: 2, startedAt: T0 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await save(user, { videoId: videoIds[0]!, position: durations[0]!, seq: 0, startedAt: T0 + 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await save(user, { videoId: videoIds[1]!, position: 6, seq: 1, startedAt: T0 + 1 });

    const courses = await callApi("POST", "/Report/website/UserVideoProgress/GetMyCoursePageList?page=1&rows=10", {
      token: user.token,
    });
    expect(courses.status).toBe(200);
    expect(courses.body.result).toMatchObject({ page: 1, rows: 10, total: 1 });
    expect(courses.body.result.items[0]).toMatchObject({
      id: courseId,
      title: "毛中特与新思想体系串讲",
      progress: { learntCount: 1, percent: 6, lastVideoId: videoIds[1], lastPosition: 6 },
    });

    const lectures = await callApi("POST", "/Report/website/UserVideoProgress/GetMyLecturePageList", {
      token: user.token,
      body: { page: 1, rows: 2 },
    });
    expect(lectures.body.result).toMatchObject({ page: 1, rows: 2, total: 3 });
    expect(lectures.body.result.items.map((item: { id: number; type: number }) => [item.type, item.id])).toEqual([
      [1, videoIds[1]],
      [1, videoIds[0]],
    ]);
    expect(lectures.body.result.items[1]).toMatchObject({
      position: durations[0],
      furthest: durations[0],
      learnt: true,
      percent: 100,
      course: { id: courseId, subjectName: "政治" },
      paper: null,
    });
    const last = await callApi("POST", "/Report/website/UserVideoProgress/GetMyLecturePageList?page=2&rows=2", {
      token: user.token,
    });
    expect(last.body.result.items[0]).toMatchObject({
      type: 2,
      id: paperId,
      course: null,
      paper: { examYear: 2025, subjectName: "政治", questionLabel: "第 35 题" },
    });
  });

  it("needs a login and valid paging", async () => {
    expect((await callApi("POST", "/Report/website/UserVideoProgress/GetMyCoursePageList")).status).toBe(401);
    expect((await callApi("POST", "/Report/website/UserVideoProgress/GetMyLecturePageList")).status).toBe(401);
    const user = await newUser();
    const bad = await callApi("POST", "/Report/website/UserVideoProgress/GetMyCoursePageList?page=-1", {
      token: user.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe("页码应为正整数");
  });
});

describe("play URLs resume where the student left off", () => {
  it("video-play-url without a video goes to the resume point", async () => {
    const user = await newUser("北京大学");
    await save(user, { videoId: videoIds[0]!, position: durations[0]!, seq: 0 });
    const next = await callApi("GET", `/api/Course/video-play-url?id=${courseId}`, {
      token: user.token,
      ip: IP.offCampus,
    });
    expect(next.body.result).toMatchObject({ videoId: videoIds[1], resumeAt: 0 });
    await save(user, { videoId: videoIds[1]!, position: 13, seq: 1 });
    const resumed = await callApi("GET", `/api/Course/video-play-url?id=${courseId}`, {
      token: user.token,
      ip: IP.offCampus,
    });
    expect(resumed.body.result).toMatchObject({ videoId: videoIds[1], resumeAt: 13 });
  });
});
