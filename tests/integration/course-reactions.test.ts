// Likes and collects on SQLite and PostgreSQL: idempotent (a repeated i-like or cancel changes nothing), counts exact
// under concurrent requests (many users at once, one user's repeated and mixed requests), and the favourites lists:
// UserCourseFav/GetMyCoursePageList, UserLectureFav/PostLectureFav and GetMyLecturePageList, Course/video/
// favorite-page-query. Paper videos' i-like/i-collect share the same rules (paper-video-api.test.ts covers their API).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { callApi } from "../support/api-client";
import { course, IP, newUser, paperVideo, seedDemo, videosOf, type TestUser } from "./course-fixtures";

beforeAll(async () => {
  await seedDemo();
});

const post = (user: TestUser | null, path: string, body: Record<string, unknown>) =>
  callApi("POST", path, { token: user?.token, ip: IP.offCampus, body });

async function counts(code: string) {
  const row = await course(code);
  return { like: row.like_count, collect: row.collect_count };
}

async function reactionRows(kind: "like" | "collect", targetType: string, targetId: number) {
  const row = await db
    .selectFrom("content_reactions")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("kind", "=", kind)
    .where("target_type", "=", targetType as "course")
    .where("target_id", "=", targetId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe("course likes and collects", () => {
  it("i-like and cancel-like are idempotent and answer the count", async () => {
    const user = await newUser();
    const target = await course("demo-english2-01");
    const first = await post(user, "/api/Course/i-like", { id: target.id });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      code: 200,
      msg: "已点赞",
      result: { id: target.id, liked: true, likeCount: target.like_count + 1 },
    });
    const again = await post(user, "/api/Course/i-like", { id: target.id });
    expect(again.body.result.likeCount).toBe(target.like_count + 1);
    const cancel = await post(user, "/api/Course/cancel-like", { id: target.id });
    expect(cancel.body).toEqual({
      code: 200,
      msg: "已取消点赞",
      result: { id: target.id, liked: false, likeCount: target.like_count },
    });
    expect((await post(user, "/api/Course/cancel-like", { id: target.id })).body.result.likeCount).toBe(
      target.like_count,
    );
  });

  it("keeps exact counts when many students like and collect at once", async () => {
    const target = await course("demo-english2-02");
    const users = await Promise.all(Array.from({ length: 25 }, () => newUser()));
    await Promise.all(
      users.flatMap((user) => [
        post(user, "/api/Course/i-like", { id: target.id }),
        post(user, "/api/Course/i-collect", { id: target.id }),
      ]),
    );
    expect(await counts("demo-english2-02")).toEqual({
      like: target.like_count + 25,
      collect: target.collect_count + 25,
    });
    await Promise.all(users.slice(0, 10).map((user) => post(user, "/api/Course/cancel-collect", { id: target.id })));
    expect(await counts("demo-english2-02")).toEqual({
      like: target.like_count + 25,
      collect: target.collect_count + 15,
    });
  });

  it("counts one student's concurrent repeats once, and mixed likes and cancels consistently", async () => {
    const target = await course("demo-english2-03");
    const user = await newUser();
    const repeats = await Promise.all(
      Array.from({ length: 12 }, () => post(user, "/api/Course/i-like", { id: target.id })),
    );
    expect(repeats.every((answer) => answer.status === 200)).toBe(true);
    expect((await counts("demo-english2-03")).like).toBe(target.like_count + 1);
    const mixed = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(user, index % 2 === 0 ? "/api/Course/cancel-like" : "/api/Course/i-like", { id: target.id }),
      ),
    );
    expect(mixed.every((answer) => answer.status === 200)).toBe(true);
    const liked = await reactionRows("like", "course", target.id);
    expect(liked).toBeLessThanOrEqual(1);
    expect((await counts("demo-english2-03")).like).toBe(target.like_count + liked);
  });

  it("refuses unknown courses, bad ids and anonymous callers", async () => {
    const user = await newUser();
    const unknown = await post(user, "/api/Course/i-collect", { id: 987654 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe("课程不存在或已下架");
    const bad = await post(user, "/api/Course/i-like", { id: "x" });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe("请指定课程");
    expect((await post(null, "/api/Course/i-like", { id: 1 })).status).toBe(401);
  });
});

describe("favourites lists", () => {
  it("UserCourseFav/GetMyCoursePageList: collected courses, newest first", async () => {
    const user = await newUser();
    const first = await course("demo-math2-01");
    const second = await course("demo-math3-02");
    await post(user, "/api/Course/i-collect", { id: first.id });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await post(user, "/api/Course/i-collect", { id: second.id });
    const { status, body } = await callApi("POST", "/Report/website/UserCourseFav/GetMyCoursePageList?rows=10", {
      token: user.token,
    });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ page: 1, rows: 10, total: 2 });
    expect(body.result.items.map((item: { id: number }) => item.id)).toEqual([second.id, first.id]);
    expect(body.result.items[0]).toMatchObject({ title: "数学三概率统计精讲", collectedAt: expect.any(String) });
    expect((await callApi("POST", "/Report/website/UserCourseFav/GetMyCoursePageList")).status).toBe(401);
  });

  it("PostLectureFav collects course videos (type 1) and paper videos (type 2), idempotently, listed together", async () => {
    const user = await newUser();
    const video = (await videosOf((await course("demo-major-01")).id))[2]!;
    const paper = await paperVideo("demo-paper-english1-2025-46");
    const collectVideo = await post(user, "/Report/website/UserLectureFav/PostLectureFav", {
      id: video.id,
      state: 1,
      type: 1,
    });
    expect(collectVideo.body).toEqual({
      code: 200,
      msg: "已收藏",
      result: { id: video.id, type: 1, state: 1, collected: true, collectCount: null },
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const collectPaper = await post(user, "/Report/website/UserLectureFav/PostLectureFav", {
      id: paper.id,
      state: "1",
      type: "2",
    });
    expect(collectPaper.body.result).toMatchObject({ collected: true, collectCount: paper.collect_count + 1 });
    expect(
      (await post(user, "/Report/website/UserLectureFav/PostLectureFav", { id: paper.id, state: 1, type: 2 })).body
        .result.collectCount,
    ).toBe(paper.collect_count + 1);

    const both = await callApi("POST", "/Report/website/UserLectureFav/GetMyLecturePageList", { token: user.token });
    expect(both.body.result.total).toBe(2);
    expect(both.body.result.items.map((item: { type: number; id: number }) => [item.type, item.id])).toEqual([
      [2, paper.id],
      [1, video.id],
    ]);
    expect(both.body.result.items[1]).toMatchObject({
      title: video.title,
      duration: video.duration_seconds,
      course: { title: "408 计算机学科专业基础：数据结构" },
      collectedAt: expect.any(String),
    });
    expect(
      (await callApi("POST", "/Report/website/UserLectureFav/GetMyLecturePageList?type=2", { token: user.token })).body
        .result.total,
    ).toBe(1);
    const courseVideos = await callApi("GET", "/api/Course/video/favorite-page-query", {
      token: user.token,
      ip: IP.offCampus,
    });
    expect(courseVideos.body.result.items.map((item: { id: number }) => item.id)).toEqual([video.id]);

    const cancel = await post(user, "/Report/website/UserLectureFav/PostLectureFav", {
      id: paper.id,
      state: 0,
      type: 2,
    });
    expect(cancel.body).toMatchObject({
      msg: "已取消收藏",
      result: { state: 0, collected: false, collectCount: paper.collect_count },
    });
    // Type defaults to 1 and state to 1.
    const other = (await videosOf((await course("demo-major-01")).id))[3]!;
    expect(
      (await post(user, "/Report/website/UserLectureFav/PostLectureFav", { id: other.id })).body.result,
    ).toMatchObject({ type: 1, collected: true });
  });

  it("PostLectureFav refuses bad input and unknown videos", async () => {
    const user = await newUser();
    const path = "/Report/website/UserLectureFav/PostLectureFav";
    expect((await post(user, path, { id: 1, state: 2 })).body.msg).toBe("收藏状态只能是 1（收藏）或 0（取消收藏）");
    expect((await post(user, path, { id: 1, type: 5 })).body.msg).toBe("类型只能是 1（课程视频）或 2（真题解析视频）");
    expect((await post(user, path, {})).body.msg).toBe("请指定视频");
    const unknown = await post(user, path, { id: 987654, type: 2 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe("视频不存在或已下架");
    expect((await post(null, path, { id: 1 })).status).toBe(401);
    expect(
      (await callApi("POST", "/Report/website/UserLectureFav/GetMyLecturePageList?type=9", { token: user.token }))
        .status,
    ).toBe(400);
  });

  it("keeps a paper video's collect count exact under concurrent PostLectureFav and i-collect", async () => {
    const paper = await paperVideo("demo-paper-english1-2025-51");
    const users = await Promise.all(Array.from({ length: 12 }, () => newUser()));
    await Promise.all(
      users.flatMap((user) => [
        post(user, "/Report/website/UserLectureFav/PostLectureFav", { id: paper.id, state: 1, type: 2 }),
        post(user, "/api/TrueQuestionVideo/i-collect", { id: paper.id }),
      ]),
    );
    expect((await paperVideo("demo-paper-english1-2025-51")).collect_count).toBe(paper.collect_count + 12);
  });
});
