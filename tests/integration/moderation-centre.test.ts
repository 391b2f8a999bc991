// The moderation centre on SQLite and PostgreSQL (docs/decisions/0031), over the demo schools' organisation accounts
// (演示大学 YT-DEMO-2026, 北京大学 YT-PKU-2026) and a queue source defined here: a test double of the QueueSource
// interface whose items live in this file and whose decide() writes the decision through recordDecision in a
// transaction, as a real source does. Guards (guest 401 / login, student and an organisation without a school 403),
// decideOn's validation, another school's item 404 (as a missing one), an item already decided 404, the log paged newest first and per
// school, the words added / refused (duplicate, too long, blank) / removed (another school's 404, the site's 403), the
// pending counts, the API's envelope, and the page's loader and action (a refused decision keeps the typed reason).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { DomainError } from "~/lib/domain-error";
import { createSession } from "~/modules/auth/session.server";
import {
  decisionLogPage,
  moderationCounts,
  pendingTotal,
  sensitiveWordLists,
} from "~/modules/moderation/moderation-centre.server";
import { recordDecision } from "~/modules/moderation/moderation-log.server";
import { moderationMessages as m } from "~/modules/moderation/moderation-messages";
import {
  loadModerationPage,
  submitModerationPage,
  type ModerationPageData,
} from "~/modules/moderation/moderation-pages.server";
import type { Moderator, QueueItem } from "~/modules/moderation/moderation-queue";
import { decideOn, moderationSources } from "~/modules/moderation/moderation-sources.server";
import type { QueueSource } from "~/modules/moderation/queue-source";
import type { ModerationAction } from "~/modules/moderation/moderation-states";
import { checkSensitiveText } from "~/modules/moderation/sensitive-words.server";
import { callApi } from "../support/api-client";
import { newUser, schoolId, seedDemo, type TestUser } from "./course-fixtures";

const KIND = "test_note";
const T0 = Date.parse("2026-03-04T10:00:00+08:00");

// ——— The test source ———

type NoteState = "pending" | "published" | "declined" | "hidden";
interface Note {
  id: number;
  schoolId: number;
  title: string;
  body: string;
  state: NoteState;
  submittedAt: number;
}
const notes = new Map<number, Note>();
let nextNote = 1;

/** What each action does to a note in each state (absent: not allowed here → 404, as "no longer waiting"). */
const transitions: Record<NoteState, Partial<Record<ModerationAction, NoteState>>> = {
  pending: { approve: "published", decline: "declined" },
  published: { hide: "hidden" },
  hidden: { restore: "published" },
  declined: {},
};

const testSource: QueueSource = {
  kind: KIND,
  name: "测试条目",
  async countPending(school) {
    return [...notes.values()].filter((note) => note.schoolId === school && note.state === "pending").length;
  },
  async listPending(school, paging) {
    const pending = [...notes.values()]
      .filter((note) => note.schoolId === school && note.state === "pending")
      .sort((a, b) => a.submittedAt - b.submittedAt || a.id - b.id);
    const slice = pending.slice((paging.page - 1) * paging.rows, paging.page * paging.rows);
    const items = await Promise.all(
      slice.map(
        async (note): Promise<QueueItem> => ({
          kind: KIND,
          id: note.id,
          title: note.title,
          excerpt: note.body,
          authorName: "测试作者",
          submittedAt: note.submittedAt,
          flaggedWords: await checkSensitiveText(school, [note.title, note.body]),
          link: `/square/experPlay?id=${note.id}`,
          actions: Object.keys(transitions[note.state]) as ModerationAction[],
        }),
      ),
    );
    return { page: paging.page, rows: paging.rows, total: pending.length, items };
  },
  async decide(moderator, id, action, reason, now) {
    const note = notes.get(id);
    if (!note || note.schoolId !== moderator.schoolId) throw new DomainError(404, m.itemNotFound);
    const next = transitions[note.state][action];
    if (!next) throw new DomainError(404, m.itemNotFound);
    await db.transaction().execute((trx) =>
      recordDecision(
        trx,
        {
          schoolId: moderator.schoolId,
          moderatorUserId: moderator.userId,
          subjectKind: KIND,
          subjectId: id,
          action,
          reason,
        },
        now,
      ),
    );
    note.state = next;
  },
  async readPending(moderator, id) {
    const note = notes.get(id);
    if (note?.state !== "pending" || note.schoolId !== moderator.schoolId) throw new DomainError(404, m.itemNotFound);
    return {
      title: note.title,
      html: `<p>${note.body}</p>`,
      flaggedWords: await checkSensitiveText(note.schoolId, [note.title, note.body]),
    };
  },
};

function addNote(school: number, title: string, body = "正文", submittedAt = T0): number {
  const id = nextNote++;
  notes.set(id, { id, schoolId: school, title, body, state: "pending", submittedAt });
  return id;
}

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
  moderationSources.push(testSource);
  demoSchool = await schoolId("演示大学");
  pkuSchool = await schoolId("北京大学");
  demoOrg = await orgLogin(demoSchool, "YT-DEMO-2026");
  pkuOrg = await orgLogin(pkuSchool, "YT-PKU-2026");
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

afterAll(() => {
  moderationSources.splice(moderationSources.indexOf(testSource), 1);
});

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
    const guest = await loadModerationPage(pageRequest("/square/moderation", null)).catch((thrown: unknown) => thrown);
    expect(guest).toBeInstanceOf(Response);
    expect((guest as Response).headers.get("location")).toMatch(
      /^\/login\/passLogin\?.*redirect=%2Fsquare%2Fmoderation/,
    );
    await expect(loadModerationPage(pageRequest("/mobile/user/moderation", student.token))).rejects.toMatchObject({
      init: { status: 403 },
      data: { message: "只有本校的机构账号可以审核内容" },
    });
    await expect(
      submitModerationPage(pageRequest("/square/moderation", student.token, { intent: "addWord", word: "学生词" })),
    ).rejects.toMatchObject({
      init: { status: 403 },
    });
    expect((await sensitiveWordLists(demoSchool)).school.map((word) => word.word)).not.toContain("学生词");
  });
});

describe("deciding", () => {
  it("checks the action and the reason before the source sees it", async () => {
    const id = addNote(demoSchool, "理由检查");
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
    expect(notes.get(id)?.state).toBe("pending");
    expect((await logOf(demoSchool)).filter((entry) => entry.subjectId === id)).toEqual([]);
    // 200 characters (emoji count as one each) is allowed.
    await decide({ action: "decline", reason: "😀".repeat(200) });
    expect(notes.get(id)?.state).toBe("declined");
  });

  it("refuses another school's item and one already decided (404, as a missing one), logging only the decision made", async () => {
    const id = addNote(demoSchool, "只此一次");
    await expect(decideOn(pkuOrg.moderator, { kind: KIND, id, action: "approve" })).rejects.toMatchObject({
      status: 404,
      message: m.itemNotFound,
    });
    expect(await decideOn(demoOrg.moderator, { kind: KIND, id, action: "approve" }, T0 + 5000)).toBe("approve");
    await expect(decideOn(demoOrg.moderator, { kind: KIND, id, action: "approve" })).rejects.toMatchObject({
      status: 404,
      message: m.itemNotFound,
    });
    await expect(
      decideOn(demoOrg.moderator, { kind: KIND, id, action: "decline", reason: "晚了" }),
    ).rejects.toMatchObject({ status: 404 });
    const entries = (await logOf(demoSchool)).filter((entry) => entry.subjectId === id);
    expect(entries).toEqual([
      expect.objectContaining({
        subjectKind: KIND,
        action: "approve",
        actionName: "通过",
        kindName: "测试条目",
        reason: "",
        moderatorName: "演示大学",
        createdAt: T0 + 5000,
      }),
    ]);
    expect((await logOf(pkuSchool)).some((entry) => entry.subjectId === id)).toBe(false);
  });

  it("hides published content with a reason and restores it", async () => {
    const id = addNote(demoSchool, "先发布后隐藏");
    await decideOn(demoOrg.moderator, { kind: KIND, id, action: "approve" });
    await expect(decideOn(demoOrg.moderator, { kind: KIND, id, action: "hide" })).rejects.toMatchObject({
      status: 400,
    });
    await decideOn(demoOrg.moderator, { kind: KIND, id, action: "hide", reason: "  与考研无关  " });
    expect(notes.get(id)?.state).toBe("hidden");
    await decideOn(demoOrg.moderator, { kind: KIND, id, action: "restore" });
    expect(notes.get(id)?.state).toBe("published");
    const actions = (await logOf(demoSchool))
      .filter((entry) => entry.subjectId === id)
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
    const first = addNote(pkuSchool, "有人代考吗", "找枪-手，加微信", T0 - 2000);
    const second = addNote(pkuSchool, "认真复习", "按时作息", T0 - 1000);
    expect(await pendingTotal(pkuSchool)).toBe(pkuBefore + 2);
    const counts = await moderationCounts(pkuSchool);
    expect(counts.items.find((item) => item.kind === KIND)).toEqual({
      kind: KIND,
      name: "测试条目",
      count: pkuBefore + 2,
    });
    const queue = await callApi("GET", `/api/Moderation/queue/${KIND}?page=1&rows=50`, { token: pkuOrg.token });
    expect(queue.status).toBe(200);
    const ids = queue.body.result.items.map((item: QueueItem) => item.id);
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
    const id = addNote(pkuSchool, "接口审核");
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
    const done = await callApi("POST", "/api/Moderation/decisions", {
      token: pkuOrg.token,
      body: { kind: KIND, id, action: "decline", reason: "内容不完整" },
    });
    expect(done.body).toEqual({ code: 200, msg: "已不通过", result: { kind: KIND, id, action: "decline" } });
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
      kindName: "测试条目",
      actionName: "不通过",
    });
  });
});

describe("the decision log", () => {
  it("pages a school's decisions newest first, 20 to a page", async () => {
    // A school no other test decides for (复旦大学), so the counts are exact.
    const target = await schoolId("复旦大学");
    const before = (await decisionLogPage(target, { page: 1, rows: 1 })).total;
    for (let i = 0; i < 25; i++) {
      await db.transaction().execute((trx) =>
        recordDecision(
          trx,
          {
            schoolId: target,
            moderatorUserId: demoOrg.moderator.userId,
            subjectKind: KIND,
            subjectId: 9000 + i,
            action: "approve",
            reason: "",
          },
          T0 + 100_000 + i,
        ),
      );
    }
    const first = await decisionLogPage(target, { page: 1, rows: 20 });
    expect(before).toBe(0);
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ subjectId: 9024, createdAt: T0 + 100_024 });
    expect(first.items.map((entry) => entry.createdAt)).toEqual(
      [...first.items.map((entry) => entry.createdAt)].sort((a, b) => b - a),
    );
    const second = await decisionLogPage(target, { page: 2, rows: 20 });
    expect(second.items.map((entry) => entry.subjectId)).toEqual([9004, 9003, 9002, 9001, 9000]);
    expect((await logOf(demoSchool)).some((entry) => entry.subjectId >= 9000 && entry.subjectId < 9025)).toBe(false);
    // Through the API: the school's own log only.
    const api = await callApi("GET", "/api/Moderation/decisions?page=2&rows=20", { token: demoOrg.token });
    expect(
      api.body.result.items.some((entry: { subjectId: number }) => entry.subjectId >= 9000 && entry.subjectId < 9025),
    ).toBe(false);
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
    const id = addNote(demoSchool, "出售代考服务", "联系枪手", T0 + 9000);
    const data = (await loadModerationPage(pageRequest(`/square/moderation?tab=${KIND}&page=99`, demoOrg.token)).catch(
      (thrown: unknown) => thrown,
    )) as Response;
    // A page past the end goes to the last one.
    expect(data.status).toBe(302);
    expect(data.headers.get("location")).toBe(`/square/moderation?tab=${KIND}`);
    const page = (await loadModerationPage(
      pageRequest(`/square/moderation?tab=${KIND}`, demoOrg.token),
    )) as ModerationPageData;
    expect(page.tabs.map((tab) => tab.code).slice(-3)).toEqual([KIND, "log", "words"]);
    expect(page.tabs.find((tab) => tab.code === KIND)?.count).toBe(await testSource.countPending(demoSchool));
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
    // The item's own link wins over reading in place; ?read= shows the whole waiting text, its school's only.
    expect(item?.link).toBe(`/square/experPlay?id=${id}`);
    const reading = (await loadModerationPage(
      pageRequest(`/square/moderation?tab=${KIND}&read=${id}`, demoOrg.token),
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
      loadModerationPage(pageRequest(`/square/moderation?tab=${KIND}&read=${id}`, pkuOrg.token)),
    ).rejects.toMatchObject({
      init: { status: 404 },
      data: { message: m.itemNotFound },
    });
    await expect(
      loadModerationPage(pageRequest(`/square/moderation?tab=${KIND}&read=987654`, demoOrg.token)),
    ).rejects.toMatchObject({ init: { status: 404 } });
    // An unknown tab → the first one.
    const unknown = (await loadModerationPage(pageRequest("/mobile/user/moderation?tab=nope", demoOrg.token)).catch(
      (thrown: unknown) => thrown,
    )) as Response;
    expect(unknown.headers.get("location")).toBe("/mobile/user/moderation");
  });

  it("refuses a decline without a reason keeping the form, decides with one, and says 404 for an item decided meanwhile", async () => {
    const id = addNote(demoSchool, "页面审核");
    const path = `/square/moderation?tab=${KIND}`;
    const refused = (await submitModerationPage(
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
    const tooLong = (await submitModerationPage(
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
    expect(notes.get(id)?.state).toBe("pending");

    const done = (await submitModerationPage(
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
    expect(notes.get(id)?.state).toBe("declined");

    const late = (await submitModerationPage(
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
    expect((await logOf(demoSchool)).filter((entry) => entry.subjectId === id).map((entry) => entry.reason)).toEqual([
      "请补充备考经历",
    ]);

    const bogus = (await submitModerationPage(
      pageRequest(path, demoOrg.token, { intent: "explode" }),
    )) as unknown as Refusal;
    expect([bogus.init.status, bogus.data.errors[""]]).toEqual([400, "不支持的操作"]);
  });

  it("adds and removes the school's words from the 敏感词 tab", async () => {
    const path = "/square/moderation?tab=words";
    const added = (await submitModerationPage(
      pageRequest(path, demoOrg.token, { intent: "addWord", word: "押题保过" }),
    )) as Response;
    expect(added.status).toBe(302);
    const dup = (await submitModerationPage(
      pageRequest(path, demoOrg.token, { intent: "addWord", word: "押题保过" }),
    )) as unknown as Refusal;
    expect([dup.init.status, dup.data.errors.word, dup.data.values.word]).toEqual([
      409,
      "这个词已在词库中",
      "押题保过",
    ]);
    const long = (await submitModerationPage(
      pageRequest(path, demoOrg.token, { intent: "addWord", word: "长".repeat(21) }),
    )) as unknown as Refusal;
    expect([long.init.status, long.data.errors.word]).toEqual([400, "敏感词最多 20 个字"]);
    const page = (await loadModerationPage(pageRequest(path, demoOrg.token))) as ModerationPageData;
    const word = page.view === "words" ? page.words.school.find((entry) => entry.word === "押题保过") : undefined;
    expect(word).toBeDefined();
    const removed = (await submitModerationPage(
      pageRequest(path, demoOrg.token, { intent: "removeWord", id: String(word!.id) }),
    )) as Response;
    expect(removed.status).toBe(302);
    const gone = (await submitModerationPage(
      pageRequest(path, demoOrg.token, { intent: "removeWord", id: String(word!.id) }),
    )) as unknown as Refusal;
    expect([gone.init.status, gone.data.errors[""]]).toEqual([404, "这个词不在本校词库中"]);
  });
});
