// 我的关注, 学长学姐 and 我的文章 on SQLite and PostgreSQL (docs/decisions/0027), with only the rows they need: three
// seniors and their posts (one unpublished). Follow twice → one follow; unfollow (twice) → none; 404 for a senior who
// does not exist; the followed seniors newest first and their newest posts (one query, paged, published only); another
// student's follows never visible; the directory's filters (school, category of posts, year) and follow states; the
// posts a student wrote; and /api/Senior/{id}/follow, /api/Senior/followed through the real dispatcher.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { listAuthoredExperiences } from "~/modules/experience/authored-experiences.server";
import { listSeniorDirectory, seniorDirectoryChoices } from "~/modules/experience/experience.server";
import {
  followedAmong,
  followerCounts,
  followSenior,
  followStateOf,
  listFollowedPosts,
  listFollowedSeniors,
  unfollowSenior,
} from "~/modules/follows/senior-follows.server";
import { callApi } from "../support/api-client";
import { insertExperience, newUser, viewerOfUser, type TestUser } from "./course-fixtures";

const T0 = Date.parse("2026-03-04T10:00:00+08:00");
const DAY = 86_400_000;
const tag = `${process.pid}-${Date.now()}`;
const paging = { page: 1, rows: 20 };

let seniors: { a: number; b: number; c: number };
let posts: Record<string, number>;

async function senior(code: string, name: string, school: string, year: number): Promise<number> {
  const row = await db
    .insertInto("seniors")
    .values({
      code: `follow-${code}-${tag}`,
      name,
      avatar_key: null,
      undergraduate_school: "某某大学",
      admitted_school: school,
      admitted_major: "计算机科学与技术",
      exam_year: year,
      total_score: 400,
      introduction: "",
      tags: "[]",
      created_at: T0,
      updated_at: T0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function post(
  code: string,
  seniorId: number,
  category: string,
  publishedAt: number,
  published: 0 | 1 = 1,
  author: number | null = null,
) {
  return insertExperience({
    code: `follow-${code}-${tag}`,
    senior_id: seniorId,
    author_user_id: author,
    category,
    title: `关注测试 ${code}`,
    published,
    published_at: publishedAt,
    view_count: 3,
    like_count: 2,
    collect_count: 1,
  });
}

let writer: TestUser;

beforeAll(async () => {
  writer = await newUser();
  const school = `关注测试大学${tag}`;
  seniors = {
    a: await senior("a", "林学姐", school, 2025),
    b: await senior("b", "周学长", school, 2024),
    c: await senior("c", "陈学姐", `关注测试学院${tag}`, 2025),
  };
  posts = {
    a1: await post("a1", seniors.a, "math", T0 - 3 * DAY),
    a2: await post("a2", seniors.a, "english", T0 - 1 * DAY),
    aHidden: await post("a-hidden", seniors.a, "math", T0, 0),
    b1: await post("b1", seniors.b, "politics", T0 - 2 * DAY),
    c1: await post("c1", seniors.c, "math", T0, 1, writer.id),
  };
});

const followRows = (userId: number) =>
  db.selectFrom("senior_follows").selectAll().where("user_id", "=", userId).execute();

describe("follow and unfollow", () => {
  it("follows once however often it is asked, and unfollows idempotently", async () => {
    const user = await newUser();
    expect(await followSenior(user.id, seniors.a, T0)).toEqual({
      seniorId: seniors.a,
      following: true,
      followerCount: 1,
    });
    expect(await followSenior(user.id, seniors.a, T0 + 1000)).toEqual({
      seniorId: seniors.a,
      following: true,
      followerCount: 1,
    });
    expect(await followRows(user.id)).toEqual([{ user_id: user.id, senior_id: seniors.a, created_at: T0 }]);
    expect(await unfollowSenior(user.id, seniors.a)).toEqual({
      seniorId: seniors.a,
      following: false,
      followerCount: 0,
    });
    expect(await unfollowSenior(user.id, seniors.a)).toEqual({
      seniorId: seniors.a,
      following: false,
      followerCount: 0,
    });
    expect(await followRows(user.id)).toEqual([]);
  });

  it("answers two concurrent follows with one row", async () => {
    const user = await newUser();
    await Promise.all([followSenior(user.id, seniors.b, T0), followSenior(user.id, seniors.b, T0)]);
    expect(await followRows(user.id)).toHaveLength(1);
    await unfollowSenior(user.id, seniors.b);
  });

  it("refuses a senior who does not exist (404)", async () => {
    const user = await newUser();
    await expect(followSenior(user.id, 987_654_321)).rejects.toMatchObject({ status: 404, message: "学长学姐不存在" });
    await expect(unfollowSenior(user.id, 987_654_321)).rejects.toMatchObject({ status: 404 });
  });

  it("counts followers per senior and tells a guest they follow nobody", async () => {
    const [one, two] = [await newUser(), await newUser()];
    await followSenior(one.id, seniors.c, T0);
    await followSenior(two.id, seniors.c, T0);
    expect((await followerCounts([seniors.c])).get(seniors.c)).toBe(2);
    expect(await followStateOf(null, seniors.c)).toEqual({ seniorId: seniors.c, following: false, followerCount: 2 });
    expect([...(await followedAmong(one.id, [seniors.a, seniors.c]))]).toEqual([seniors.c]);
    await unfollowSenior(one.id, seniors.c);
    await unfollowSenior(two.id, seniors.c);
  });
});

describe("我的关注", () => {
  it("lists the followed seniors newest first, and their newest published posts, paged; another student's stay theirs", async () => {
    const user = await newUser();
    const other = await newUser();
    await followSenior(user.id, seniors.b, T0);
    await followSenior(user.id, seniors.a, T0 + 60_000);
    await followSenior(other.id, seniors.c, T0);

    const followed = await listFollowedSeniors(viewerOfUser(user), paging);
    expect(followed.total).toBe(2);
    expect(followed.items.map((item) => [item.id, item.name, item.followedAt])).toEqual([
      [seniors.a, "林学姐", new Date(T0 + 60_000).toISOString()],
      [seniors.b, "周学长", new Date(T0).toISOString()],
    ]);
    expect(followed.items[0]).toMatchObject({
      admittedSchool: expect.stringContaining("关注测试大学"),
      examYear: 2025,
      experienceCount: 2,
    });

    const latest = await listFollowedPosts(viewerOfUser(user), paging);
    expect(latest.total).toBe(3);
    expect(latest.items.map((item) => item.id)).toEqual([posts.a2, posts.b1, posts.a1]);
    const second = await listFollowedPosts(viewerOfUser(user), { page: 2, rows: 2 });
    expect(second).toMatchObject({ page: 2, rows: 2, total: 3 });
    expect(second.items.map((item) => item.id)).toEqual([posts.a1]);

    expect((await listFollowedSeniors(viewerOfUser(other), paging)).items.map((item) => item.id)).toEqual([seniors.c]);
    expect((await listFollowedPosts(viewerOfUser(other), paging)).items.map((item) => item.id)).toEqual([posts.c1]);
    const nobody = await newUser();
    expect(await listFollowedSeniors(viewerOfUser(nobody), paging)).toEqual({ page: 1, rows: 20, total: 0, items: [] });
    expect((await listFollowedPosts(viewerOfUser(nobody), paging)).total).toBe(0);
  });
});

describe("学长学姐 and 我的文章", () => {
  it("filters the directory by school, by a category of their posts and by year", async () => {
    const school = `关注测试大学${tag}`;
    const bySchool = await listSeniorDirectory(viewerOfUser(writer), paging, { school });
    expect(bySchool.items.map((item) => item.id)).toEqual([seniors.a, seniors.b]);
    const byYear = await listSeniorDirectory(viewerOfUser(writer), paging, { school, examYear: 2024 });
    expect(byYear.items.map((item) => item.id)).toEqual([seniors.b]);
    // 林学姐's math post is published; her hidden one does not count, and 周学长 wrote politics only.
    const byCategory = await listSeniorDirectory(viewerOfUser(writer), paging, { school, category: "math" });
    expect(byCategory.items.map((item) => item.id)).toEqual([seniors.a]);
    expect((await listSeniorDirectory(viewerOfUser(writer), paging, { school, category: "retest" })).total).toBe(0);
    const choices = await seniorDirectoryChoices();
    expect(choices.schools).toContain(school);
    expect(choices.years).toEqual([...choices.years].sort((x, y) => y - x));
  });

  it("lists the posts a student wrote, with their counts, and nobody else's", async () => {
    const mine = await listAuthoredExperiences(viewerOfUser(writer), paging);
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ id: posts.c1, viewCount: 3, likeCount: 2, collectCount: 1 });
    expect((await listAuthoredExperiences(viewerOfUser(await newUser()), paging)).total).toBe(0);
  });
});

describe("/api/Senior", () => {
  it("follows (twice → one), lists, unfollows, in the envelope", async () => {
    const user = await newUser();
    const first = await callApi("POST", `/api/Senior/${seniors.a}/follow`, { token: user.token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      code: 200,
      msg: "已关注",
      result: { seniorId: seniors.a, following: true, followerCount: expect.any(Number) },
    });
    await callApi("POST", `/api/Senior/${seniors.a}/follow`, { token: user.token });
    expect(await followRows(user.id)).toHaveLength(1);

    const listed = await callApi("GET", "/api/Senior/followed?page=1&rows=500", { token: user.token });
    expect(listed.status).toBe(200);
    expect(listed.body.result).toMatchObject({
      page: 1,
      rows: 100,
      total: 1,
      items: [{ id: seniors.a, name: "林学姐" }],
    });
    const latest = await callApi("GET", "/api/Senior/followed/experiences", { token: user.token });
    expect(latest.body.result.items.map((item: { id: number }) => item.id)).toEqual([posts.a2, posts.a1]);

    const removed = await callApi("DELETE", `/api/Senior/${seniors.a}/follow`, { token: user.token });
    expect(removed.body).toMatchObject({ code: 200, msg: "已取消关注", result: { following: false } });
    expect((await callApi("GET", "/api/Senior/followed", { token: user.token })).body.result.total).toBe(0);
  });

  it("needs a login (401), a real senior (404) and a proper id (400)", async () => {
    const user = await newUser();
    expect((await callApi("POST", `/api/Senior/${seniors.a}/follow`)).status).toBe(401);
    expect((await callApi("GET", "/api/Senior/followed")).status).toBe(401);
    const missing = await callApi("POST", "/api/Senior/987654321/follow", { token: user.token });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe("学长学姐不存在");
    expect((await callApi("DELETE", "/api/Senior/abc/follow", { token: user.token })).status).toBe(400);
  });
});
