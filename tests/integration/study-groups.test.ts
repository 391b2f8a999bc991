// 学习小组 and /square/more on SQLite and PostgreSQL (docs/decisions/0034), over the demo data: create → 审核中 (the
// owner sees it, anyone else gets 404) → the school's organisation account approves through the "group" queue source
// (logged, the owner told) → listed; decline with a reason; another school's moderator refused (404, as for a missing group); the limits (3
// created, 20 joined, 200 members — the last under concurrent joins), joining twice, leaving, the owner who cannot
// leave and 解散; the creation rate limit; the public list's filters; /square/more's filters and paging; and the
// /api/StudyGroup and /api/Square/more endpoints through the real dispatcher.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { NOBODY } from "~/modules/access/viewer.server";
import { listMorePosts, listMoreSeniors } from "~/modules/experience/square-more.server";
import { squareMoreSchema } from "~/modules/experience/square-more-schemas";
import { GROUP_LIMITS } from "~/modules/groups/group-config";
import { groupListSchema, type CreateGroupInput } from "~/modules/groups/group-schemas";
import {
  createGroup,
  dissolveGroup,
  getGroup,
  groupViewerOf,
  joinGroup,
  leaveGroup,
  listGroups,
  listMembers,
  listMyGroups,
} from "~/modules/groups/study-groups.server";
import { decisionsOn } from "~/modules/moderation/moderation-log.server";
import { decideOn, pendingCounts, sourceOf } from "~/modules/moderation/moderation-sources.server";
import { experienceCardPageWhere } from "~/modules/experience/experience.server";
import { saveDraft, submitPost } from "~/modules/square/posts.server";
import { callApi } from "../support/api-client";
import { newUser, schoolId, seedDemo, type TestUser } from "./course-fixtures";

const T0 = Date.parse("2026-11-20T10:00:00+08:00");
const paging = { page: 1, rows: 20 };
let demoSchool: number;
let pkuSchool: number;
let moderator: { userId: number; schoolId: number };
let pkuModerator: { userId: number; schoolId: number };

const student = (user: TestUser) => ({ id: user.id, isOrg: false, schoolId: user.schoolId });
const input = (name: string, extra: Partial<CreateGroupInput> = {}): CreateGroupInput => ({
  name,
  target: "2027 计算机 408",
  subject: "major",
  examYear: 2027,
  introduction: "每周一套真题",
  ...extra,
});

async function orgUser(school: number, nickname: string) {
  const now = Date.now();
  const row = await db
    .insertInto("users")
    .values({
      school_id: school,
      phone_number: null,
      password_hash: null,
      nickname,
      avatar: null,
      is_org: 1,
      disabled: 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { userId: row.id, schoolId: school };
}

/** A published group owned by a fresh student of 演示大学. */
async function publishedGroup(name: string, extra: Partial<CreateGroupInput> = {}) {
  const owner = await newUser("演示大学");
  const { id } = await createGroup(student(owner), input(name, extra), T0);
  await decideOn(moderator, { kind: "group", id, action: "approve" }, T0 + 1000);
  return { id, owner };
}

beforeAll(async () => {
  await seedDemo();
  demoSchool = await schoolId("演示大学");
  pkuSchool = await schoolId("北京大学");
  moderator = await orgUser(demoSchool, "演示大学图书馆");
  pkuModerator = await orgUser(pkuSchool, "北京大学图书馆");
});

describe("create and moderate", () => {
  it("creates a pending group seen by its owner and the school's moderator only; approval lists it and tells the owner", async () => {
    const owner = await newUser("演示大学");
    const other = await newUser("演示大学");
    const created = await createGroup(student(owner), input("四零八互助组", { introduction: "找人代考的别来" }), T0);
    expect(created).toMatchObject({ state: "pending", flaggedWords: ["代考"] });

    const mine = await getGroup(groupViewerOf(student(owner)), created.id);
    expect(mine).toMatchObject({
      name: "四零八互助组",
      state: "pending",
      memberCount: 1,
      myRole: "owner",
      isOwner: true,
      flaggedWords: ["代考"],
    });
    await expect(getGroup(groupViewerOf(student(other)), created.id)).rejects.toMatchObject({
      status: 404,
      message: "小组不存在或尚未通过审核",
    });
    await expect(getGroup(groupViewerOf(null), created.id)).rejects.toMatchObject({ status: 404 });
    await expect(joinGroup(student(other), created.id)).rejects.toMatchObject({ status: 404 });
    expect((await listGroups(groupListSchema.parse({ keyword: "四零八互助组" }))).total).toBe(0);
    expect((await listMyGroups(owner.id, paging)).items.map((group) => [group.name, group.state, group.role])).toEqual([
      ["四零八互助组", "pending", "owner"],
    ]);

    // The queue: 演示大学's moderator sees it with the flagged word; 北京大学's does not.
    const queue = await sourceOf("group").listPending(demoSchool, { page: 1, rows: 100 });
    expect(queue.items.find((item) => item.id === created.id)).toMatchObject({
      kind: "group",
      title: "四零八互助组",
      flaggedWords: ["代考"],
      actions: ["approve", "decline"],
    });
    expect(
      (await sourceOf("group").listPending(pkuSchool, { page: 1, rows: 100 })).items.some(
        (item) => item.id === created.id,
      ),
    ).toBe(false);
    expect((await pendingCounts(demoSchool)).find((entry) => entry.kind === "group")?.count).toBeGreaterThan(0);
    expect(await getGroup({ userId: moderator.userId, moderatorSchoolId: demoSchool }, created.id)).toMatchObject({
      state: "pending",
    });

    await expect(
      decideOn(pkuModerator, { kind: "group", id: created.id, action: "approve" }, T0),
    ).rejects.toMatchObject({ status: 404 });
    await decideOn(moderator, { kind: "group", id: created.id, action: "approve" }, T0 + 5000);
    // Decided once: a second approval finds nothing waiting.
    await expect(
      decideOn(moderator, { kind: "group", id: created.id, action: "approve" }, T0 + 6000),
    ).rejects.toMatchObject({ status: 404 });

    expect(await getGroup(groupViewerOf(student(other)), created.id)).toMatchObject({
      state: "published",
      myRole: null,
      flaggedWords: [],
    });
    expect(
      (await listGroups(groupListSchema.parse({ keyword: "四零八互助组" }))).items.map((group) => group.id),
    ).toEqual([created.id]);
    expect(await decisionsOn("group", created.id)).toMatchObject([
      { action: "approve", reason: "", subjectKind: "group" },
    ]);
    const notices = await db
      .selectFrom("notifications")
      .select(["kind", "title", "link"])
      .where("user_id", "=", owner.id)
      .execute();
    expect(notices).toEqual([
      { kind: "square", title: "你的学习小组已通过审核", link: `/square/group?id=${created.id}` },
    ]);
  });

  it("declines with a reason the owner reads; the group stays theirs alone", async () => {
    const owner = await newUser("演示大学");
    const { id } = await createGroup(student(owner), input("广告小组"), T0);
    await expect(decideOn(moderator, { kind: "group", id, action: "decline" }, T0)).rejects.toMatchObject({
      status: 400,
      message: "请填写原因（作者会看到）",
    });
    await decideOn(moderator, { kind: "group", id, action: "decline", reason: "小组名称与考研无关" }, T0 + 1000);
    expect(await getGroup(groupViewerOf(student(owner)), id)).toMatchObject({ state: "declined" });
    await expect(getGroup(groupViewerOf(student(await newUser("演示大学"))), id)).rejects.toMatchObject({
      status: 404,
    });
    expect(await decisionsOn("group", id)).toMatchObject([{ action: "decline", reason: "小组名称与考研无关" }]);
    const [notice] = await db
      .selectFrom("notifications")
      .select(["title", "body"])
      .where("user_id", "=", owner.id)
      .execute();
    expect(notice).toEqual({
      title: "你的学习小组未通过审核",
      body: "小组「广告小组」未通过审核。原因：小组名称与考研无关",
    });
  });

  it("hides a published group (only its owner sees it) and restores it", async () => {
    const { id, owner } = await publishedGroup("隐藏测试组");
    await decideOn(moderator, { kind: "group", id, action: "hide", reason: "违规内容" }, T0 + 2000);
    await expect(getGroup(groupViewerOf(null), id)).rejects.toMatchObject({ status: 404 });
    expect(await getGroup(groupViewerOf(student(owner)), id)).toMatchObject({ state: "hidden" });
    await decideOn(moderator, { kind: "group", id, action: "restore" }, T0 + 3000);
    expect(await getGroup(groupViewerOf(null), id)).toMatchObject({ state: "published" });
  });

  it("refuses organisation accounts as members and owners", async () => {
    const org = { id: moderator.userId, isOrg: true, schoolId: demoSchool };
    await expect(createGroup(org, input("机构的组"), T0)).rejects.toMatchObject({ status: 403 });
    const { id } = await publishedGroup("机构不能加入");
    await expect(joinGroup(org, id)).rejects.toMatchObject({ status: 403 });
  });
});

describe("limits", () => {
  it("lets a student create 3 groups; 解散 frees a place; the rate limit stops the 6th attempt in a day", async () => {
    const owner = await newUser("演示大学");
    const ids = [];
    for (const name of ["甲组", "乙组", "丙组"]) ids.push((await createGroup(student(owner), input(name), T0)).id);
    await expect(createGroup(student(owner), input("丁组"), T0)).rejects.toMatchObject({
      status: 409,
      message: "每人最多创建 3 个小组（解散一个后可再创建）",
    });
    await dissolveGroup(student(owner), ids[0]!);
    await expect(getGroup(groupViewerOf(student(owner)), ids[0]!)).rejects.toMatchObject({ status: 404 });
    await createGroup(student(owner), input("丁组"), T0);
    // Attempts 1–5 were taken (four created, one refused by the cap); the 6th is over the day's limit.
    await expect(createGroup(student(owner), input("戊组"), T0)).rejects.toMatchObject({ status: 429 });
  });

  it("lets a student join 20 groups, their own included", async () => {
    const joiner = await newUser("演示大学");
    const groups = [];
    for (let index = 0; index < GROUP_LIMITS.joinedPerUser + 1; index += 1) {
      const now = T0 + index;
      const owner = await newUser("演示大学");
      const { id } = await createGroup(student(owner), input(`限额组${index}`), now);
      await db.updateTable("study_groups").set({ state: "published" }).where("id", "=", id).execute();
      groups.push(id);
    }
    for (const id of groups.slice(0, GROUP_LIMITS.joinedPerUser)) await joinGroup(student(joiner), id);
    await expect(joinGroup(student(joiner), groups[GROUP_LIMITS.joinedPerUser]!)).rejects.toMatchObject({
      status: 409,
      message: "每人最多加入 20 个小组",
    });
    expect((await listMyGroups(joiner.id, { page: 1, rows: 100 })).total).toBe(GROUP_LIMITS.joinedPerUser);
  });

  it("never lets concurrent joins pass the 200 members", async () => {
    const { id } = await publishedGroup("满员测试组");
    await db
      .updateTable("study_groups")
      .set({ member_count: GROUP_LIMITS.membersPerGroup - 3 })
      .where("id", "=", id)
      .execute();
    const joiners: TestUser[] = [];
    for (let index = 0; index < 8; index += 1) joiners.push(await newUser("演示大学"));
    const outcomes = await Promise.allSettled(joiners.map((user) => joinGroup(student(user), id)));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(3);
    const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected");
    expect(refused.map((outcome) => (outcome.reason as { status: number; message: string }).message)).toEqual(
      Array(5).fill("这个小组已满 200 人"),
    );
    const row = await db
      .selectFrom("study_groups")
      .select("member_count")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(Number(row.member_count)).toBe(GROUP_LIMITS.membersPerGroup);
    const rows = await db.selectFrom("study_group_members").select("user_id").where("group_id", "=", id).execute();
    // The owner and the three who got in (the refused joins left no row behind).
    expect(rows).toHaveLength(4);
  });
});

describe("join and leave", () => {
  it("joins once however often (even at once), leaves idempotently, and keeps the owner in", async () => {
    const { id, owner } = await publishedGroup("加入测试组");
    const member = await newUser("北京大学");
    expect(await joinGroup(student(member), id)).toEqual({ groupId: id, role: "member", memberCount: 2 });
    expect(await joinGroup(student(member), id)).toEqual({ groupId: id, role: "member", memberCount: 2 });
    const again = await newUser("演示大学");
    await Promise.all([joinGroup(student(again), id), joinGroup(student(again), id)]);
    expect((await getGroup(groupViewerOf(null), id)).memberCount).toBe(3);

    const members = await listMembers(groupViewerOf(null), id, paging);
    expect(members.items.map((entry) => [entry.userId, entry.role])).toEqual([
      [owner.id, "owner"],
      [member.id, "member"],
      [again.id, "member"],
    ]);
    expect(
      (await listMembers(groupViewerOf(null), id, { page: 2, rows: 2 })).items.map((entry) => entry.userId),
    ).toEqual([again.id]);

    expect(await leaveGroup(student(member), id)).toEqual({ groupId: id, role: null, memberCount: 2 });
    expect(await leaveGroup(student(member), id)).toEqual({ groupId: id, role: null, memberCount: 2 });
    await expect(leaveGroup(student(owner), id)).rejects.toMatchObject({
      status: 409,
      message: "组长不能退出小组；只剩你一人时可以解散小组",
    });
    await expect(dissolveGroup(student(owner), id)).rejects.toMatchObject({
      status: 409,
      message: "小组还有其他成员，不能解散",
    });
    await expect(dissolveGroup(student(again), id)).rejects.toMatchObject({ status: 404 });
    await leaveGroup(student(again), id);
    await dissolveGroup(student(owner), id);
    await expect(getGroup(groupViewerOf(null), id)).rejects.toMatchObject({ status: 404 });
  });

  it("filters the public list by subject, year and name, newest or most members first", async () => {
    const english = await publishedGroup("筛选英语组", { subject: "english", examYear: 2028 });
    const big = await publishedGroup("筛选英语大组", { subject: "english", examYear: 2028 });
    await joinGroup(student(await newUser("演示大学")), big.id);
    const list = (query: Record<string, unknown>) => listGroups(groupListSchema.parse({ rows: 50, ...query }));
    expect(
      (await list({ subject: "english", examYear: 2028, keyword: "筛选英语" })).items.map((group) => group.id),
    ).toEqual([big.id, english.id]);
    expect((await list({ keyword: "筛选英语", sort: "members" })).items.map((group) => group.id)).toEqual([
      big.id,
      english.id,
    ]);
    expect(
      (await list({ subject: "英语", keyword: "筛选英语", rows: 1, page: 2 })).items.map((group) => group.id),
    ).toEqual([english.id]);
    expect((await list({ subject: "math", keyword: "筛选英语" })).total).toBe(0);
    // The demo's three groups.
    expect((await list({ keyword: "英语一阅读打卡" })).items[0]).toMatchObject({ memberCount: 2, subjectName: "英语" });
  });
});

describe("group posts", () => {
  const content = {
    title: "408 真题第一周总结",
    category: "major" as const,
    body: "数据结构的错题整理。",
    format: "markup" as const,
    tags: ["408"],
    videoLink: null,
  };

  it("lets a member post in the group (moderated like any post) and refuses anyone else with 403", async () => {
    const { id, owner } = await publishedGroup("发帖测试组");
    const outsider = await newUser("演示大学");
    await expect(
      submitPost({ id: outsider.id, schoolId: outsider.schoolId }, { groupId: id }, content, "127.0.0.1", T0),
    ).rejects.toMatchObject({
      status: 403,
      message: "只有已公开小组的成员可以在组里发帖，请先加入小组",
    });
    await expect(
      saveDraft({ id: outsider.id, schoolId: outsider.schoolId }, { groupId: id }, content, "127.0.0.1", T0),
    ).rejects.toMatchObject({ status: 403 });

    const posted = await submitPost(
      { id: owner.id, schoolId: owner.schoolId },
      { groupId: id },
      content,
      "127.0.0.1",
      T0,
    );
    expect(posted).toMatchObject({ state: "pending", submitted: true });
    const row = await db
      .selectFrom("experiences")
      .select(["group_id", "state", "published"])
      .where("id", "=", posted.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ group_id: id, state: "pending", published: 0 });
    const groupPosts = () => experienceCardPageWhere(NOBODY, paging, (query) => query.where("e.group_id", "=", id));
    expect((await groupPosts()).total).toBe(0);
    await decideOn(moderator, { kind: "post", id: posted.id, action: "approve" }, T0 + 1000);
    expect((await groupPosts()).items.map((card) => card.title)).toEqual(["408 真题第一周总结"]);

    // A draft in the group through the API keeps the group; a non-member's is refused in the envelope.
    const draft = await callApi("POST", "/api/Square/drafts", {
      token: owner.token,
      body: { title: "草稿", body: "内容", groupId: id },
    });
    expect(draft.status).toBe(200);
    expect(
      (
        await db
          .selectFrom("experiences")
          .select("group_id")
          .where("id", "=", draft.body.result.id)
          .executeTakeFirstOrThrow()
      ).group_id,
    ).toBe(id);
    const refused = await callApi("POST", "/api/Square/drafts", {
      token: outsider.token,
      body: { title: "草稿", body: "内容", groupId: id },
    });
    expect(refused.status).toBe(403);
  });
});

describe("/square/more", () => {
  it("filters posts by category, school and major, newest or hottest, paged", async () => {
    const all = await listMorePosts(NOBODY, squareMoreSchema.parse({ rows: 100 }));
    const published = await db
      .selectFrom("experiences")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("published", "=", 1)
      .executeTakeFirstOrThrow();
    expect(all.total).toBe(Number(published.count));
    expect(all.total).toBeGreaterThanOrEqual(31);
    const senior = await db
      .selectFrom("seniors")
      .select(["id", "admitted_school", "admitted_major"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const bySchool = await listMorePosts(NOBODY, squareMoreSchema.parse({ school: senior.admitted_school, rows: 100 }));
    const seniorsAtSchool = await db
      .selectFrom("seniors")
      .select("id")
      .where("admitted_school", "=", senior.admitted_school)
      .execute();
    expect(bySchool.total).toBeGreaterThan(0);
    expect(bySchool.items.every((card) => seniorsAtSchool.some((row) => row.id === card.seniorId))).toBe(true);
    const byMajor = await listMorePosts(
      NOBODY,
      squareMoreSchema.parse({ major: senior.admitted_major, category: "math", rows: 100 }),
    );
    expect(
      byMajor.items.every((card) => card.category === "math" && card.admittedMajor === senior.admitted_major),
    ).toBe(true);
    const hot = await listMorePosts(NOBODY, squareMoreSchema.parse({ sort: "hot", rows: 5 }));
    const counts = hot.items.map((card) => card.viewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const second = await listMorePosts(NOBODY, squareMoreSchema.parse({ sort: "hot", rows: 5, page: 2 }));
    expect(second.items[0]!.viewCount).toBeLessThanOrEqual(counts[4]!);
    expect(second.items.some((card) => hot.items.some((first) => first.id === card.id))).toBe(false);
  });

  it("filters seniors by school, major and a category they wrote in", async () => {
    const senior = await db
      .selectFrom("seniors")
      .select(["admitted_school", "admitted_major"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const list = await listMoreSeniors(
      NOBODY,
      squareMoreSchema.parse({ school: senior.admitted_school, major: senior.admitted_major }),
    );
    expect(list.total).toBeGreaterThan(0);
    expect(
      list.items.every(
        (card) => card.admittedSchool === senior.admitted_school && card.admittedMajor === senior.admitted_major,
      ),
    ).toBe(true);
    expect((await listMoreSeniors(NOBODY, squareMoreSchema.parse({ major: "不存在的专业" }))).total).toBe(0);
  });
});

describe("the API", () => {
  it("creates, lists, joins and leaves in the envelope; refuses bad input in Chinese and guests", async () => {
    const owner = await newUser("演示大学");
    const joiner = await newUser("演示大学");
    const bad = await callApi("POST", "/api/StudyGroup", {
      token: owner.token,
      body: { name: "", target: "x", subject: "art", examYear: 1999 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(400);
    const guest = await callApi("POST", "/api/StudyGroup", { body: input("游客的组") });
    expect(guest.status).toBe(401);

    const created = await callApi<{ id: number; state: string }>("POST", "/api/StudyGroup", {
      token: owner.token,
      body: input("接口测试组"),
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ code: 200, msg: "小组已提交，审核通过后公开", result: { state: "pending" } });
    const id = created.body.result.id;
    expect((await callApi("GET", `/api/StudyGroup/${id}`, { token: joiner.token })).status).toBe(404);
    expect((await callApi("GET", `/api/StudyGroup/${id}`, { token: owner.token })).body.result).toMatchObject({
      id,
      state: "pending",
    });
    await decideOn(moderator, { kind: "group", id, action: "approve" }, T0);

    const join = await callApi("POST", `/api/StudyGroup/${id}/join`, { token: joiner.token });
    expect(join.body).toMatchObject({ code: 200, msg: "已加入小组", result: { role: "member", memberCount: 2 } });
    const mine = await callApi("GET", "/api/StudyGroup/mine", { token: joiner.token });
    expect(mine.body.result.items.map((group: { id: number }) => group.id)).toEqual([id]);
    const list = await callApi("GET", `/api/StudyGroup/page-query?keyword=${encodeURIComponent("接口测试组")}`);
    expect(list.body.result).toMatchObject({ page: 1, total: 1 });
    const members = await callApi("GET", `/api/StudyGroup/${id}/members?rows=1&page=2`);
    expect(members.body.result).toMatchObject({ page: 2, rows: 1, total: 2 });
    const posts = await callApi("GET", `/api/StudyGroup/${id}/experiences`);
    expect(posts.body.result).toMatchObject({ total: 0, items: [] });
    const leave = await callApi("DELETE", `/api/StudyGroup/${id}/join`, { token: joiner.token });
    expect(leave.body).toMatchObject({ code: 200, msg: "已退出小组", result: { role: null, memberCount: 1 } });
    const ownerLeave = await callApi("DELETE", `/api/StudyGroup/${id}/join`, { token: owner.token });
    expect(ownerLeave.status).toBe(409);

    // Off campus without a login: the campus gate.
    expect((await callApi("GET", "/api/StudyGroup/page-query", { ip: "198.51.100.7" })).status).toBe(403);
  });

  it("answers /api/Square/more lists with their filters", async () => {
    const posts = await callApi("GET", "/api/Square/more/experiences?category=math&sort=hot&rows=3");
    expect(posts.status).toBe(200);
    expect(posts.body.result.rows).toBe(3);
    expect(posts.body.result.items.every((card: { category: string }) => card.category === "math")).toBe(true);
    const seniors = await callApi("GET", "/api/Square/more/seniors?rows=2&page=1");
    expect(seniors.body.result.items).toHaveLength(2);
    expect((await callApi("GET", "/api/Square/more/experiences?sort=cold")).status).toBe(400);
  });
});
