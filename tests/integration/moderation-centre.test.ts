// The moderation centre on SQLite and PostgreSQL (docs/decisions/0031), over the demo schools' organisation accounts
// (演示大学 YT-DEMO-2026, 北京大学 YT-PKU-2026, 复旦大学 YT-FDU-2026) and the real queue sources of the registry: students
// submit posts through the square's own service (submitPost: 审核中, the school's sensitive-word check flagging them)
// and comment through the comments' (addComment), and the organisation accounts decide on them through decideOn, the
// API and the page. Guards (guest 401 / login, student and an organisation without a school 403), decideOn's
// validation, another school's item 404 (as a missing one, ADR 0039), an item already decided 404, the log paged
// newest first and per school, the words added / refused (duplicate, too long, blank) / removed (another school's 404,
// the site's 403), the pending counts, the API's envelope, and the page's loader and action (a refused decision keeps
// the typed reason).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { createSession } from "~/modules/auth/session.server";
import { addComment, commentLink } from "~/modules/comments/comments.server";
import {
  decisionLogPage,
  moderationCounts,
  pendingTotal,
  sensitiveWordLists,
} from "~/modules/moderation/moderation-centre.server";
import { consoleMessages } from "~/modules/console/console-messages";
import { moderationMessages as m } from "~/modules/moderation/moderation-messages";
import {
  loadModerationPage,
  submitModerationPage,
  type ModerationPageData,
} from "~/modules/moderation/moderation-pages.server";
import type { Moderator, QueueItem } from "~/modules/moderation/moderation-queue";
import { decideOn, moderationSources } from "~/modules/moderation/moderation-sources.server";
import { checkSensitiveText } from "~/modules/moderation/sensitive-words.server";
import { POST_KIND, postQueueSource } from "~/modules/square/post-moderation.server";
import { submitPost } from "~/modules/square/posts.server";
import { callApi } from "../support/api-client";
import { asConsoleSession } from "../support/console-session";
import { newUser, schoolId, seedDemo, type TestUser } from "./course-fixtures";

const KIND = POST_KIND;
const T0 = Date.parse("2026-03-04T10:00:00+08:00");

// ——— Real pending items ———

let ipCounter = 0;
/** A fresh address per submission, so the per-IP limits of posting and commenting never count across tests. */
const freshIp = () => `10.251.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/**
 * A post a fresh student of `school` submits for review through the square's service (审核中; one student each, so
 * the per-user publish limit never counts across tests). Returns its id.
 */
async function submitPendingPost(school: string, title: string, body = "正文", submittedAt = T0): Promise<number> {
  const author = await newUser(school);
  const outcome = await submitPost(
    { id: author.id, schoolId: author.schoolId },
    {},
    { title, category: "retest", body, format: "markup", tags: ["复试"], videoLink: null },
    freshIp(),
    submittedAt,
  );
  expect(outcome).toMatchObject({ submitted: true, state: "pending" });
  return outcome.id;
}

/** The post's state (pending, published, declined, hidden) as the square keeps it. */
const postState = async (id: number) =>
  (await db.selectFrom("experiences").select("state").where("id", "=", id).executeTakeFirstOrThrow()).state;

// ——— Accounts ———

let demoSchool: number;
let pkuSchool: number;
let demoOrg: { token: string; moderator: Moderator };
let pkuOrg: { token: string; moderator: Moderator };
let student: TestUser;
let schoolessOrgToken: string;

async function orgLogin(school: number, code: string) {
  const { body } = await callApi("POST", "/api/User/org-login", { body: { orgId: school, orgCode: code } });
  const token = body.result.accessToken as string;
  const info = await callApi("GET", "/api/User/info", { token });
  return { token, moderator: { userId: info.body.result.id as number, schoolId: school } };
}

beforeAll(async () => {
  await seedDemo();
  demoSchool = await schoolId("演示大学");
  pkuSchool = await schoolId("北京大学");
  demoOrg = await orgLogin(demoSchool, "YT-DEMO-2026");
  pkuOrg = await orgLogin(pkuSchool, "YT-PKU-2026");
  // The page is in the console now: the organisation accounts have passed its second factor.
  await asConsoleSession(demoOrg.token);
  await asConsoleSession(pkuOrg.token);
  student = await newUser("演示大学");
  const now = Date.now();
  const org = await db
    .insertInto("users")
    .values({
      school_id: null,
      phone_number: null,
      password_hash: null,
      nickname: "无校机构",
      avatar: null,
      is_org: 1,
      disabled: 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  schoolessOrgToken = await createSession(org.id, { ip: "127.0.0.1", userAgent: "vitest" });
});

const CONTEXT = { clientIp: "127.0.0.1" };
const loadPage = (request: Request) => loadModerationPage(request, CONTEXT);
const submitPage = (request: Request) => submitModerationPage(request, CONTEXT);

function pageRequest(path: string, token: string | null, fields?: Record<string, string>): Request {
  return new Request(`http://localhost${path}`, {
    method: fields ? "POST" : "GET",
    headers: {
      ...(fields ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      ...(token ? { cookie: `Authorization=${token}` } : {}),
    },
    body: fields ? new URLSearchParams(fields).toString() : undefined,
  });
}

type Refusal = {
  data: { form: string; key?: string; errors: Record<string, string>; values: Record<string, string> };
  init: { status: number };
};

const auditRows = (action: string, targetId: string) =>
  db
    .selectFrom("console_audit_log")
    .select(["school_id", "after_json"])
    .where("action", "=", action)
    .where("target_id", "=", targetId)
    .execute();

const logOf = async (school: number) => (await decisionLogPage(school, { page: 1, rows: 100 })).items;

describe("guards", () => {
  const endpoints: Array<[string, string, unknown?]> = [
    ["GET", "/api/Moderation/counts"],
    ["GET", `/api/Moderation/queue/${KIND}`],
    ["POST", "/api/Moderation/decisions", { kind: KIND, id: 1, action: "approve" }],
    ["GET", "/api/Moderation/decisions"],
    ["GET", "/api/Moderation/sensitive-words"],
    ["POST", "/api/Moderation/sensitive-words", { word: "测试词" }],
    ["DELETE", "/api/Moderation/sensitive-words/1"],
  ];

  it("answers a guest 401, a student and an organisation without a school 403, on every endpoint", async () => {
    for (const [method, path, body] of endpoints) {
      expect((await callApi(method, path, { body })).status, `${method} ${path}`).toBe(401);
      const asStudent = await callApi(method, path, { body, token: student.token });
      expect([asStudent.status, asStudent.body.msg], `${method} ${path}`).toEqual([
        403,
        "只有本校的机构账号可以审核内容",
      ]);
      expect((await callApi(method, path, { body, token: schoolessOrgToken })).status, `${method} ${path}`).toBe(403);
    }
  });

  it("sends a guest to log in and gives a student the 403 page, on the page and its action", async () => {
    const guest = await loadPage(pageRequest("/console/moderation", null)).catch((thrown: unknown) => thrown);
    expect(guest).toBeInstanceOf(Response);
    expect((guest as Response).headers.get("location")).toMatch(
      /^\/login\/passLogin\?.*redirect=%2Fconsole%2Fmoderation/,
    );
    await expect(loadPage(pageRequest("/console/moderation", student.token))).rejects.toMatchObject({
      init: { status: 403 },
      data: { message: consoleMessages.notConsoleUser },
    });
    await expect(
      submitPage(pageRequest("/console/moderation", student.token, { intent: "addWord", word: "学生词" })),
    ).rejects.toMatchObject({
      init: { status: 403 },
    });
    expect((await sensitiveWordLists(demoSchool)).school.map((word) => word.word)).not.toContain("学生词");
  });
});

describe("deciding", () => {
  it("checks the action and the reason before the source sees it", async () => {
    const id = await submitPendingPost("演示大学", "理由检查");
    const decide = (input: { action: string; reason?: string; kind?: string }) =>
      decideOn(demoOrg.moderator, { kind: KIND, id, ...input });
    await expect(decide({ action: "delete" })).rejects.toMatchObject({ status: 400, message: m.unknownAction });
    await expect(decide({ action: "decline", reason: "   " })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { reason: "请填写原因（作者会看到）" },
    });
    await expect(decide({ action: "decline", reason: "长".repeat(201) })).rejects.toMatchObject({
      status: 400,
      message: "原因最多 200 个字",
    });
    await expect(decide({ action: "approve", kind: "no_such_kind" })).rejects.toMatchObject({
      status: 404,
      message: m.unknownKind,
    });
    expect(await postState(id)).toBe("pending");
    expect((await logOf(demoSchool)).filter((entry) => entry.subjectKind === KIND && entry.subjectId === id)).toEqual(
      [],
    );
    // 200 characters (emoji count as one each) is allowed.
    await decide({ action: "decline", reason: "😀".repeat(200) });
    expect(await postState(id)).toBe("declined");
  });

  it("refuses another school's item and one already decided (404, as a missing one), logging only the decision made", async () => {
    const id = await submitPendingPost("演示大学", "只此一次");
    await expect(decideOn(pkuOrg.moderator, { kind: KIND, id, action: "approve" })).rejects.toMatchObject({
      status: 404,
      message: m.itemNotFound,
    });
    expect(await postState(id)).toBe("pending");
    expect(await decideOn(demoOrg.moderator, { kind: KIND, id, action: "approve" }, T0 + 5000)).toBe("approve");
    await expect(decideOn(demoOrg.moderator, { kind: KIND, id, action: "approve" })).rejects.toMatchObject({
      status: 404,
      message: m.itemNotFound,
    });
    await expect(
      decideOn(demoOrg.moderator, { kind: KIND, id, action: "decline", reason: "晚了" }),
    ).rejects.toMatchObject({ status: 404 });
    const entries = (await logOf(demoSchool)).filter((entry) => entry.subjectKind === KIND && entry.subjectId === id);
    expect(entries).toEqual([
      expect.objectContaining({
        subjectKind: KIND,
        action: "approve",
        actionName: "通过",
        kindName: "帖子",
        reason: "",
        moderatorName: "演示大学",
        createdAt: T0 + 5000,
      }),
    ]);
    expect((await logOf(pkuSchool)).some((entry) => entry.subjectKind === KIND && entry.subjectId === id)).toBe(false);
  });

  it("hides published content with a reason and restores it", async () => {
    const id = await submitPendingPost("演示大学", "先发布后隐藏");
    await decideOn(demoOrg.moderator, { kind: KIND, id, action: "approve" });
    await expect(decideOn(demoOrg.moderator, { kind: KIND, id, action: "hide" })).rejects.toMatchObject({
      status: 400,
    });
    await decideOn(demoOrg.moderator, { kind: KIND, id, action: "hide", reason: "  与考研无关  " });
    expect(await postState(id)).toBe("hidden");
    await decideOn(demoOrg.moderator, { kind: KIND, id, action: "restore" });
    expect(await postState(id)).toBe("published");
    const actions = (await logOf(demoSchool))
      .filter((entry) => entry.subjectKind === KIND && entry.subjectId === id)
      .map((entry) => [entry.action, entry.reason]);
    expect(actions).toEqual([
      ["restore", ""],
      ["hide", "与考研无关"],
      ["approve", ""],
    ]);
  });
});

describe("the queue and the counts", () => {
  it("counts and lists only the school's pending items, oldest first, with the words the check flags", async () => {
    const pkuBefore = await pendingTotal(pkuSchool);
    const pkuPostsBefore = await postQueueSource.countPending(pkuSchool);
    // Submitted in the other order: the queue orders by the time of submission, not by id.
    const second = await submitPendingPost("北京大学", "认真复习", "按时作息", T0 - 1000);
    const first = await submitPendingPost("北京大学", "有人代考吗", "找枪-手，加微信", T0 - 2000);
    expect(await pendingTotal(pkuSchool)).toBe(pkuBefore + 2);
    const counts = await moderationCounts(pkuSchool);
    expect(counts.items.map((item) => item.kind)).toEqual(moderationSources.map((source) => source.kind));
    expect(counts.items.find((item) => item.kind === KIND)).toEqual({
      kind: KIND,
      name: "帖子",
      count: pkuPostsBefore + 2,
    });
    const queue = await callApi("GET", `/api/Moderation/queue/${KIND}?page=1&rows=50`, { token: pkuOrg.token });
    expect(queue.status).toBe(200);
    const ids = queue.body.result.items.map((item: QueueItem) => item.id);
    expect(ids).toEqual(expect.arrayContaining([first, second]));
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(queue.body.result.items.find((item: QueueItem) => item.id === first).flaggedWords).toEqual(["代考", "枪手"]);
    expect(queue.body.result.items.find((item: QueueItem) => item.id === second).flaggedWords).toEqual([]);
    const demoQueue = await callApi("GET", `/api/Moderation/queue/${KIND}?rows=100`, { token: demoOrg.token });
    expect(demoQueue.body.result.items.some((item: QueueItem) => item.id === first)).toBe(false);
    expect((await callApi("GET", "/api/Moderation/queue/no_such_kind", { token: pkuOrg.token })).status).toBe(404);
    expect((await callApi("GET", "/api/Moderation/queue/Bad-Kind", { token: pkuOrg.token })).status).toBe(400);
    const total = await callApi("GET", "/api/Moderation/counts", { token: pkuOrg.token });
    expect(total.body).toMatchObject({ code: 200, result: { total: pkuBefore + 2 } });
  });

  it("decides through the API in the envelope, with per-field messages", async () => {
    const id = await submitPendingPost("北京大学", "接口审核");
    const missing = await callApi("POST", "/api/Moderation/decisions", {
      token: pkuOrg.token,
      body: { kind: KIND, id, action: "decline" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.result.fieldErrors).toEqual({ reason: "请填写原因（作者会看到）" });
    const other = await callApi("POST", "/api/Moderation/decisions", {
      token: demoOrg.token,
      body: { kind: KIND, id, action: "approve" },
    });
    expect([other.status, other.body.msg]).toEqual([404, m.itemNotFound]);
    expect(await postState(id)).toBe("pending");
    const done = await callApi("POST", "/api/Moderation/decisions", {
      token: pkuOrg.token,
      body: { kind: KIND, id, action: "decline", reason: "内容不完整" },
    });
    expect(done.body).toEqual({ code: 200, msg: "已不通过", result: { kind: KIND, id, action: "decline" } });
    expect(await postState(id)).toBe("declined");
    const again = await callApi("POST", "/api/Moderation/decisions", {
      token: pkuOrg.token,
      body: { kind: KIND, id, action: "approve" },
    });
    expect([again.status, again.body.msg]).toEqual([404, m.itemNotFound]);
    const log = await callApi("GET", "/api/Moderation/decisions?rows=5", { token: pkuOrg.token });
    expect(log.body.result.items[0]).toMatchObject({
      subjectKind: KIND,
      subjectId: id,
      action: "decline",
      reason: "内容不完整",
      kindName: "帖子",
      actionName: "不通过",
    });
  });
});

describe("the decision log", () => {
  it("pages a school's decisions newest first, 20 to a page", async () => {
    // A school no other test decides for (复旦大学), so the counts are exact: its organisation account approves a post
    // of one of its students, then hides and restores it twelve times — 25 decisions.
    const target = await schoolId("复旦大学");
    const fudanOrg = await orgLogin(target, "YT-FDU-2026");
    const before = (await decisionLogPage(target, { page: 1, rows: 1 })).total;
    const id = await submitPendingPost("复旦大学", "复旦同学的帖子");
    const sequence = ["approve", ...Array.from({ length: 12 }, () => ["hide", "restore"]).flat()];
    for (const [i, action] of sequence.entries()) {
      const reason = action === "hide" ? `第${i}次隐藏` : "";
      await decideOn(fudanOrg.moderator, { kind: KIND, id, action, reason }, T0 + 100_000 + i);
    }
    expect(await postState(id)).toBe("published");
    const first = await decisionLogPage(target, { page: 1, rows: 20 });
    expect(before).toBe(0);
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({
      subjectKind: KIND,
      subjectId: id,
      action: "restore",
      moderatorName: "复旦大学",
      createdAt: T0 + 100_024,
    });
    expect(first.items[1]).toMatchObject({ action: "hide", reason: "第23次隐藏", createdAt: T0 + 100_023 });
    expect(first.items.map((entry) => entry.createdAt)).toEqual(
      [...first.items.map((entry) => entry.createdAt)].sort((a, b) => b - a),
    );
    const second = await decisionLogPage(target, { page: 2, rows: 20 });
    expect(second.items.map((entry) => [entry.action, entry.createdAt - T0])).toEqual([
      ["restore", 100_004],
      ["hide", 100_003],
      ["restore", 100_002],
      ["hide", 100_001],
      ["approve", 100_000],
    ]);
    const isFudanPost = (entry: { subjectKind: string; subjectId: number }) =>
      entry.subjectKind === KIND && entry.subjectId === id;
    expect((await logOf(demoSchool)).some(isFudanPost)).toBe(false);
    // Through the API: the school's own log only.
    const own = await callApi("GET", "/api/Moderation/decisions?page=2&rows=20", { token: fudanOrg.token });
    expect(own.body.result.items.filter(isFudanPost)).toHaveLength(5);
    const api = await callApi("GET", "/api/Moderation/decisions?page=2&rows=20", { token: demoOrg.token });
    expect(api.body.result.items.some(isFudanPost)).toBe(false);
  });
});

describe("sensitive words", () => {
  it("adds a school's word, refuses a duplicate, an overlong and a blank one, and keeps it to the school", async () => {
    const added = await callApi("POST", "/api/Moderation/sensitive-words", {
      token: demoOrg.token,
      body: { word: "  内部资料  " },
    });
    expect(added.body).toMatchObject({
      code: 200,
      msg: "已添加敏感词「内部资料」",
      result: { word: "内部资料", site: false },
    });
    const id = added.body.result.id as number;
    const again = await callApi("POST", "/api/Moderation/sensitive-words", {
      token: demoOrg.token,
      body: { word: "内部资料" },
    });
    expect([again.status, again.body.msg]).toEqual([409, "这个词已在词库中"]);
    const site = await callApi("POST", "/api/Moderation/sensitive-words", {
      token: demoOrg.token,
      body: { word: "代考" },
    });
    expect(site.status).toBe(409);
    const long = await callApi("POST", "/api/Moderation/sensitive-words", {
      token: demoOrg.token,
      body: { word: "长".repeat(21) },
    });
    expect([long.status, long.body.result.fieldErrors]).toEqual([400, { word: "敏感词最多 20 个字" }]);
    const blank = await callApi("POST", "/api/Moderation/sensitive-words", {
      token: demoOrg.token,
      body: { word: "  " },
    });
    expect([blank.status, blank.body.result.fieldErrors]).toEqual([400, { word: "请输入敏感词" }]);
    const punctuation = await callApi("POST", "/api/Moderation/sensitive-words", {
      token: demoOrg.token,
      body: { word: "***" },
    });
    expect([punctuation.status, punctuation.body.msg]).toEqual([400, "请输入敏感词"]);

    const lists = await callApi("GET", "/api/Moderation/sensitive-words", { token: demoOrg.token });
    expect(lists.body.result.school.map((word: { word: string }) => word.word)).toContain("内部资料");
    expect(lists.body.result.site.map((word: { word: string }) => word.word)).toContain("代考");
    const pkuLists = await sensitiveWordLists(pkuSchool);
    expect(pkuLists.school.map((word) => word.word)).not.toContain("内部资料");
    // The school's check uses it at once; another school's does not.
    expect(await checkSensitiveText(demoSchool, ["出售内部 资料"])).toEqual(["内部资料"]);
    expect(await checkSensitiveText(pkuSchool, ["出售内部资料"])).toEqual([]);

    // Another school cannot remove it (404), nobody removes the site's words (403); its own school can.
    const foreign = await callApi("DELETE", `/api/Moderation/sensitive-words/${id}`, { token: pkuOrg.token });
    expect([foreign.status, foreign.body.msg]).toEqual([404, "这个词不在本校词库中"]);
    const siteId = lists.body.result.site[0].id as number;
    const siteRemoval = await callApi("DELETE", `/api/Moderation/sensitive-words/${siteId}`, { token: demoOrg.token });
    expect([siteRemoval.status, siteRemoval.body.msg]).toEqual([403, "全站词库由平台维护，学校只能增删本校的词"]);
    const removed = await callApi("DELETE", `/api/Moderation/sensitive-words/${id}`, { token: demoOrg.token });
    expect(removed.body).toEqual({ code: 200, msg: "已删除敏感词「内部资料」", result: { id, word: "内部资料" } });
    expect((await callApi("DELETE", `/api/Moderation/sensitive-words/${id}`, { token: demoOrg.token })).status).toBe(
      404,
    );
    expect(await checkSensitiveText(demoSchool, ["出售内部资料"])).toEqual([]);
  });
});

describe("the page", () => {
  it("shows a tab per source with its count, then 审核记录 and 敏感词, and the items with their words marked", async () => {
    const postsBefore = await postQueueSource.countPending(demoSchool);
    const id = await submitPendingPost("演示大学", "出售代考服务", "联系枪手", T0 + 9000);
    const data = (await loadPage(pageRequest(`/console/moderation?tab=${KIND}&page=99`, demoOrg.token)).catch(
      (thrown: unknown) => thrown,
    )) as Response;
    // A page past the end goes to the last one.
    expect(data.status).toBe(302);
    expect(data.headers.get("location")).toBe(`/console/moderation?tab=${KIND}`);
    const page = (await loadPage(pageRequest(`/console/moderation?tab=${KIND}`, demoOrg.token))) as ModerationPageData;
    expect(page.tabs.map((tab) => tab.code)).toEqual([
      ...moderationSources.map((source) => source.kind),
      "log",
      "words",
    ]);
    expect(page.tabs.find((tab) => tab.code === KIND)).toEqual({ code: KIND, name: "帖子", count: postsBefore + 1 });
    expect(page.view).toBe("queue");
    const item = page.view === "queue" ? page.items.find((entry) => entry.id === id) : undefined;
    expect(item?.title).toEqual([
      { text: "出售", marked: false },
      { text: "代考", marked: true },
      { text: "服务", marked: false },
    ]);
    expect(item?.submitted.text).toBe("2026/03/04 10:00");
    expect(item?.actions.map((action) => [action.name, action.needsReason])).toEqual([
      ["通过", false],
      ["不通过", true],
    ]);
    // A waiting post has no public page yet: 查看原文 reads it in place (?read=), its school's only.
    expect(item?.link).toBe(`/console/moderation?tab=${KIND}&read=${id}#moderation-reading`);
    const reading = (await loadPage(
      pageRequest(`/console/moderation?tab=${KIND}&read=${id}`, demoOrg.token),
    )) as ModerationPageData;
    expect(reading.view === "queue" ? reading.reading : null).toEqual({
      id,
      title: [
        { text: "出售", marked: false },
        { text: "代考", marked: true },
        { text: "服务", marked: false },
      ],
      html: "<p>联系枪手</p>",
      flaggedWords: ["代考", "枪手"],
    });
    await expect(
      loadPage(pageRequest(`/console/moderation?tab=${KIND}&read=${id}`, pkuOrg.token)),
    ).rejects.toMatchObject({
      init: { status: 404 },
      data: { message: m.itemNotFound },
    });
    await expect(
      loadPage(pageRequest(`/console/moderation?tab=${KIND}&read=987654`, demoOrg.token)),
    ).rejects.toMatchObject({ init: { status: 404 } });
    // A source without readPending whose items have a page of their own (评论: the comment under its post) links
    // there, and ?read= reads nothing in place. (No real source has both a link and readPending, so which of the two
    // wins is not exercised here.)
    const commenter = await newUser("演示大学");
    const published = await db
      .selectFrom("experiences")
      .select("id")
      .where("published", "=", 1)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const comment = await addComment(
      { userId: commenter.id, schoolId: commenter.schoolId },
      published.id,
      { body: "有需要枪手的联系我" },
      freshIp(),
    );
    const comments = (await loadPage(
      pageRequest(`/console/moderation?tab=comment&read=${comment.id}`, demoOrg.token),
    )) as ModerationPageData;
    expect(comments.view === "queue" ? comments.reading : undefined).toBeNull();
    const commentItem = comments.view === "queue" ? comments.items.find((entry) => entry.id === comment.id) : undefined;
    expect(commentItem?.link).toBe(commentLink(published.id, comment.id));
    expect(commentItem?.flaggedWords).toEqual(["枪手"]);
    // An unknown tab → the first one.
    const unknown = (await loadPage(pageRequest("/console/moderation?tab=nope", demoOrg.token)).catch(
      (thrown: unknown) => thrown,
    )) as Response;
    expect(unknown.headers.get("location")).toBe("/console/moderation");
  });

  it("refuses a decline without a reason keeping the form, decides with one, and says 404 for an item decided meanwhile", async () => {
    const id = await submitPendingPost("演示大学", "页面审核");
    const path = `/console/moderation?tab=${KIND}`;
    const refused = (await submitPage(
      pageRequest(path, demoOrg.token, {
        intent: "decide",
        kind: KIND,
        id: String(id),
        action: "decline",
        reason: " ",
      }),
    )) as unknown as Refusal;
    expect(refused.init.status).toBe(400);
    expect(refused.data).toMatchObject({
      form: "decide",
      key: `${KIND}:${id}`,
      errors: { reason: "请填写原因（作者会看到）" },
    });
    const tooLong = (await submitPage(
      pageRequest(path, demoOrg.token, {
        intent: "decide",
        kind: KIND,
        id: String(id),
        action: "decline",
        reason: "长".repeat(201),
      }),
    )) as unknown as Refusal;
    expect([tooLong.init.status, tooLong.data.errors.reason, tooLong.data.values.reason]).toEqual([
      400,
      "原因最多 200 个字",
      "长".repeat(201),
    ]);
    expect(await postState(id)).toBe("pending");

    const done = (await submitPage(
      pageRequest(path, demoOrg.token, {
        intent: "decide",
        kind: KIND,
        id: String(id),
        action: "decline",
        reason: "请补充备考经历",
      }),
    )) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(path);
    expect(await postState(id)).toBe("declined");
    // Decided in the console: one row in its audit log, none for the refusals before.
    expect(await auditRows("moderation.decline", String(id))).toEqual([
      { school_id: demoSchool, after_json: JSON.stringify({ action: "decline", reason: "请补充备考经历" }) },
    ]);

    const late = (await submitPage(
      pageRequest(path, demoOrg.token, {
        intent: "decide",
        kind: KIND,
        id: String(id),
        action: "decline",
        reason: "另一个原因",
      }),
    )) as unknown as Refusal;
    expect(late.init.status).toBe(404);
    expect(late.data).toMatchObject({
      form: "decide",
      errors: { "": m.itemNotFound },
      values: { reason: "另一个原因" },
    });
    expect(
      (await logOf(demoSchool))
        .filter((entry) => entry.subjectKind === KIND && entry.subjectId === id)
        .map((entry) => entry.reason),
    ).toEqual(["请补充备考经历"]);

    const bogus = (await submitPage(pageRequest(path, demoOrg.token, { intent: "explode" }))) as unknown as Refusal;
    expect([bogus.init.status, bogus.data.errors[""]]).toEqual([400, "不支持的操作"]);
  });

  it("adds and removes the school's words from the 敏感词 tab", async () => {
    const path = "/console/moderation?tab=words";
    const added = (await submitPage(
      pageRequest(path, demoOrg.token, { intent: "addWord", word: "押题保过" }),
    )) as Response;
    expect(added.status).toBe(302);
    const dup = (await submitPage(
      pageRequest(path, demoOrg.token, { intent: "addWord", word: "押题保过" }),
    )) as unknown as Refusal;
    expect([dup.init.status, dup.data.errors.word, dup.data.values.word]).toEqual([
      409,
      "这个词已在词库中",
      "押题保过",
    ]);
    const long = (await submitPage(
      pageRequest(path, demoOrg.token, { intent: "addWord", word: "长".repeat(21) }),
    )) as unknown as Refusal;
    expect([long.init.status, long.data.errors.word]).toEqual([400, "敏感词最多 20 个字"]);
    const page = (await loadPage(pageRequest(path, demoOrg.token))) as ModerationPageData;
    const word = page.view === "words" ? page.words.school.find((entry) => entry.word === "押题保过") : undefined;
    expect(word).toBeDefined();
    const removed = (await submitPage(
      pageRequest(path, demoOrg.token, { intent: "removeWord", id: String(word!.id) }),
    )) as Response;
    expect(removed.status).toBe(302);
    const gone = (await submitPage(
      pageRequest(path, demoOrg.token, { intent: "removeWord", id: String(word!.id) }),
    )) as unknown as Refusal;
    expect([gone.init.status, gone.data.errors[""]]).toEqual([404, "这个词不在本校词库中"]);
    // One audit row for the word added and one for it removed; the refused ones wrote none.
    expect(await auditRows("sensitive-word.add", String(word!.id))).toHaveLength(1);
    expect(await auditRows("sensitive-word.remove", String(word!.id))).toEqual([
      { school_id: demoSchool, after_json: null },
    ]);
  });
});
