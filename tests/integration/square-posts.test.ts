// Students' posts on SQLite and PostgreSQL (docs/decisions/0030): draft saves with numbered revisions, a second tab's
// stale save kept as a new draft, 发布 → 审核中 with the sensitive words flagged, approval → public in the lists and the
// search (and published_at set once), decline → only the author sees it with the reason, an edit of a published post
// that leaves the old version public until approved, hide and restore through the queue registry, 404 for another's
// draft, 404 for another school's moderator (as for a missing post), the rate limit, and /api/Square through the real dispatcher.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { listExperiences, searchExperiences } from "~/modules/experience/experience.server";
import { getExperience } from "~/modules/experience/experience.server";
import type { Moderator } from "~/modules/moderation/moderation-queue";
import { decideOn, sourceOf } from "~/modules/moderation/moderation-sources.server";
import { addSensitiveWord } from "~/modules/moderation/sensitive-words.server";
import type { PostContent } from "~/modules/square/post-schemas";
import {
  deleteDraft,
  editablePost,
  listMyPosts,
  myPostCounts,
  saveDraft,
  submitPost,
} from "~/modules/square/posts.server";
import { callApi } from "../support/api-client";
import { newUser, schoolId, seedDemo, viewerOfUser, type TestUser } from "./course-fixtures";

const tag = `${process.pid}${Date.now() % 100000}`;
const paging = { page: 1, rows: 20 };
let demoSchool: number;
let pkuSchool: number;
let moderator: Moderator;
let pkuModerator: Moderator;
let word: string;

async function orgUser(school: number, name: string): Promise<Moderator> {
  const now = Date.now();
  const row = await db
    .insertInto("users")
    .values({
      school_id: school,
      phone_number: null,
      password_hash: null,
      nickname: name,
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

const content = (
  title: string,
  body = "## 小标题\n\n正文**加粗**，[资讯](/policy)。",
  extra: Partial<PostContent> = {},
): PostContent => ({
  title,
  category: "math",
  body,
  format: "markup",
  tags: ["数学"],
  videoLink: null,
  ...extra,
});

const author = (user: TestUser) => ({ id: user.id, schoolId: user.schoolId });
const IP = "127.0.0.9";

beforeAll(async () => {
  await seedDemo();
  demoSchool = await schoolId("演示大学");
  pkuSchool = await schoolId("北京大学");
  moderator = await orgUser(demoSchool, "演示大学图书馆");
  pkuModerator = await orgUser(pkuSchool, "北京大学图书馆");
  word = `违禁词${tag}`;
  await addSensitiveWord(demoSchool, word, moderator.userId);
});

const revisions = (postId: number) =>
  db
    .selectFrom("experience_revisions")
    .select(["number", "kind", "status", "title"])
    .where("experience_id", "=", postId)
    .orderBy("number")
    .execute();
const postRow = (postId: number) =>
  db.selectFrom("experiences").selectAll().where("id", "=", postId).executeTakeFirstOrThrow();

describe("drafts", () => {
  it("saves a new draft, then numbered revisions; an unchanged save adds nothing", async () => {
    const user = await newUser("演示大学");
    const first = await saveDraft(author(user), {}, content(`草稿${tag}`), IP);
    expect(first).toEqual({ id: expect.any(Number), revision: 1, savedAsNew: false, unchanged: false });
    const second = await saveDraft(author(user), { id: first.id, baseRevision: 1 }, content(`草稿${tag} 改`), IP);
    expect(second).toMatchObject({ id: first.id, revision: 2, savedAsNew: false });
    const same = await saveDraft(author(user), { id: first.id, baseRevision: 2 }, content(`草稿${tag} 改`), IP);
    expect(same).toMatchObject({ id: first.id, revision: 2, unchanged: true });
    expect(await revisions(first.id)).toEqual([
      { number: 1, kind: "draft", status: "saved", title: `草稿${tag}` },
      { number: 2, kind: "draft", status: "saved", title: `草稿${tag} 改` },
    ]);
    const row = await postRow(first.id);
    expect(row).toMatchObject({
      state: "draft",
      published: 0,
      author_user_id: user.id,
      school_id: demoSchool,
      title: `草稿${tag} 改`,
    });
    const editable = await editablePost(user.id, first.id);
    expect(editable).toMatchObject({
      baseRevision: 2,
      title: `草稿${tag} 改`,
      category: "math",
      tags: ["数学"],
      format: "markup",
    });
  });

  it("keeps both when two tabs save: the stale save becomes a new draft, nothing is overwritten", async () => {
    const user = await newUser("演示大学");
    const draft = await saveDraft(author(user), {}, content("两个窗口"), IP);
    await saveDraft(author(user), { id: draft.id, baseRevision: 1 }, content("窗口 A 的内容"), IP);
    const stale = await saveDraft(author(user), { id: draft.id, baseRevision: 1 }, content("窗口 B 的内容"), IP);
    expect(stale).toMatchObject({ savedAsNew: true, revision: 1 });
    expect(stale.id).not.toBe(draft.id);
    expect((await editablePost(user.id, draft.id)).title).toBe("窗口 A 的内容");
    expect((await editablePost(user.id, stale.id)).title).toBe("窗口 B 的内容");
    // Two saves at the same moment from the same base: one wins the number, the other is kept apart.
    const [x, y] = await Promise.all([
      saveDraft(author(user), { id: draft.id, baseRevision: 2 }, content("同时 X"), IP),
      saveDraft(author(user), { id: draft.id, baseRevision: 2 }, content("同时 Y"), IP),
    ]);
    expect([x.savedAsNew, y.savedAsNew].sort()).toEqual([false, true]);
    expect((await myPostCounts(user.id)).draft).toBe(3);
  });

  it("never shows a draft to anyone else (404), and deletes one's own", async () => {
    const user = await newUser("演示大学");
    const other = await newUser("演示大学");
    const draft = await saveDraft(author(user), {}, content("私人草稿"), IP);
    await expect(editablePost(other.id, draft.id)).rejects.toMatchObject({ status: 404 });
    await expect(
      saveDraft(author(other), { id: draft.id, baseRevision: 1 }, content("改别人的"), IP),
    ).rejects.toMatchObject({ status: 404 });
    await expect(deleteDraft(other.id, draft.id)).rejects.toMatchObject({ status: 404 });
    await expect(getExperience(viewerOfUser(other, demoSchool), draft.id)).rejects.toMatchObject({ status: 404 });
    const api = await callApi("GET", `/api/Square/drafts/${draft.id}`, { token: other.token });
    expect(api.status).toBe(404);
    expect(await deleteDraft(user.id, draft.id)).toBe("post");
    expect(
      await db.selectFrom("experiences").select("id").where("id", "=", draft.id).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe("publish and review", () => {
  it("publish → 审核中 with the words flagged → approve → visible in lists and search, published_at set once", async () => {
    const user = await newUser("演示大学");
    const title = `备考心得${tag}`;
    const draft = await saveDraft(author(user), {}, content(title), IP);
    const submitted = await submitPost(
      author(user),
      { id: draft.id, baseRevision: 1 },
      content(title, `正文提到${word}。`),
      IP,
    );
    expect(submitted).toMatchObject({
      id: draft.id,
      revision: 2,
      submitted: true,
      state: "pending",
      flaggedWords: [word],
      noModerator: false,
    });
    expect(await postRow(draft.id)).toMatchObject({ state: "pending", published: 0, head_revision_id: null });
    const viewer = viewerOfUser(user, demoSchool);
    expect((await searchExperiences({ keyword: title, page: 1, rows: 10 }, viewer)).total).toBe(0);

    const queue = await sourceOf("post").listPending(demoSchool, { page: 1, rows: 100 });
    const item = queue.items.find((entry) => entry.id === draft.id);
    expect(item).toMatchObject({ kind: "post", title, flaggedWords: [word], actions: ["approve", "decline"] });
    expect(
      (await sourceOf("post").listPending(pkuSchool, { page: 1, rows: 100 })).items.some(
        (entry) => entry.id === draft.id,
      ),
    ).toBe(false);

    await decideOn(moderator, { kind: "post", id: draft.id, action: "approve" }, 1_000_000);
    const row = await postRow(draft.id);
    expect(row).toMatchObject({
      state: "published",
      published: 1,
      published_at: 1_000_000,
      pending_revision_id: null,
      content_format: "html",
    });
    expect(row.content).toBe(`<p>正文提到${word}。</p>`);
    expect(
      (await searchExperiences({ keyword: title, page: 1, rows: 10 }, viewer)).items.map((card) => card.id),
    ).toEqual([draft.id]);
    expect(
      (await listExperiences(viewer, { page: 1, rows: 100, category: "math", sort: "new" } as never)).items.some(
        (card) => card.id === draft.id,
      ),
    ).toBe(true);
    const detail = await getExperience(viewer, draft.id);
    expect(detail).toMatchObject({ contentFormat: "html", title, tags: ["数学"], videoLink: null });

    const notes = await db
      .selectFrom("notifications")
      .select(["kind", "title"])
      .where("user_id", "=", user.id)
      .execute();
    expect(notes).toContainEqual({ kind: "square", title: `你的文章《${title}》已通过审核` });
    const log = await db
      .selectFrom("moderation_decisions")
      .select(["action", "moderator_user_id"])
      .where("subject_kind", "=", "post")
      .where("subject_id", "=", draft.id)
      .execute();
    expect(log).toEqual([{ action: "approve", moderator_user_id: moderator.userId }]);

    // An edit: the old version stays public until the new one is approved; published_at does not move.
    const editable = await editablePost(user.id, draft.id);
    const edit = await submitPost(
      author(user),
      { id: draft.id, baseRevision: editable.baseRevision },
      content(`${title} 修订版`),
      IP,
    );
    expect(edit).toMatchObject({ state: "published", submitted: true });
    expect((await getExperience(viewer, draft.id)).title).toBe(title);
    expect((await listMyPosts(user.id, "pending", paging)).items.map((post) => post.id)).toEqual([draft.id]);
    await decideOn(moderator, { kind: "post", id: draft.id, action: "approve" }, 2_000_000);
    expect(await postRow(draft.id)).toMatchObject({ title: `${title} 修订版`, published_at: 1_000_000 });
    expect((await postRow(draft.id)).content).toContain("<h3>小标题</h3>");
  });

  it("decline → 未通过 with the reason, for the author only; an edit declined keeps the public version", async () => {
    const user = await newUser("演示大学");
    const post = await submitPost(author(user), {}, content(`被拒${tag}`), IP);
    await expect(
      decideOn(moderator, { kind: "post", id: post.id, action: "decline", reason: "" }),
    ).rejects.toMatchObject({ status: 400 });
    await decideOn(moderator, { kind: "post", id: post.id, action: "decline", reason: "内容与考研无关" });
    expect(await postRow(post.id)).toMatchObject({
      state: "declined",
      published: 0,
      review_outcome: "declined",
      review_reason: "内容与考研无关",
    });
    const declined = await listMyPosts(user.id, "declined", paging);
    expect(declined.items).toEqual([
      expect.objectContaining({ id: post.id, reviewReason: "内容与考研无关", stateName: "未通过" }),
    ]);
    const other = await newUser("演示大学");
    await expect(getExperience(viewerOfUser(other, demoSchool), post.id)).rejects.toMatchObject({ status: 404 });
    const notes = await db.selectFrom("notifications").select("title").where("user_id", "=", user.id).execute();
    expect(notes.map((note) => note.title)).toContain(`你的文章《被拒${tag}》未通过审核：内容与考研无关`);
  });

  it("hide (the registry's decide, as a report would) and restore; another school's moderator is refused (404, as for a missing post)", async () => {
    const user = await newUser("演示大学");
    const post = await submitPost(author(user), {}, content(`将被隐藏${tag}`), IP);
    await expect(sourceOf("post").decide(pkuModerator, post.id, "approve", "", Date.now())).rejects.toMatchObject({
      status: 404,
    });
    await expect(decideOn(pkuModerator, { kind: "post", id: post.id, action: "approve" })).rejects.toMatchObject({
      status: 404,
    });
    await decideOn(moderator, { kind: "post", id: post.id, action: "approve" });
    await sourceOf("post").decide(moderator, post.id, "hide", "被举报：广告", Date.now());
    expect(await postRow(post.id)).toMatchObject({ state: "hidden", published: 0, review_outcome: "hidden" });
    await expect(getExperience(viewerOfUser(user, demoSchool), post.id)).rejects.toMatchObject({ status: 404 });
    expect((await listMyPosts(user.id, "declined", paging)).items[0]).toMatchObject({
      id: post.id,
      reviewOutcome: "hidden",
      reviewReason: "被举报：广告",
    });
    await expect(sourceOf("post").decide(moderator, post.id, "hide", "再次", Date.now())).rejects.toMatchObject({
      status: 404,
    });
    await decideOn(moderator, { kind: "post", id: post.id, action: "restore" });
    expect(await postRow(post.id)).toMatchObject({ state: "published", published: 1, review_outcome: null });
  });

  it("limits submissions per user (429 with the stated limit)", async () => {
    const user = await newUser("演示大学");
    for (let index = 0; index < 10; index += 1) await submitPost(author(user), {}, content(`限流${index}`), IP);
    await expect(submitPost(author(user), {}, content("第十一篇"), IP)).rejects.toMatchObject({
      status: 429,
      message: "发布太频繁（每小时最多 10 篇），请稍后再试",
    });
  });
});

describe("/api/Square", () => {
  it("saves, conflicts, lists, previews and publishes in the envelope", async () => {
    const user = await newUser("演示大学");
    expect((await callApi("GET", "/api/Square/drafts")).status).toBe(401);
    const body = {
      title: "接口草稿",
      category: "英语",
      body: "正文 <script>alert(1)</script>",
      format: "markup",
      tags: ["英语一"],
    };
    const saved = await callApi("POST", "/api/Square/drafts", { token: user.token, body });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ code: 200, msg: "草稿已保存", result: { revision: 1, savedAsNew: false } });
    const id = saved.body.result.id as number;
    await callApi("POST", "/api/Square/drafts", {
      token: user.token,
      body: { ...body, id, baseRevision: 1, title: "接口草稿 2" },
    });
    const stale = await callApi("POST", "/api/Square/drafts", {
      token: user.token,
      body: { ...body, id, baseRevision: 1, title: "旧窗口" },
    });
    expect(stale.body).toMatchObject({
      code: 200,
      msg: "另一个窗口已修改这篇草稿，本次内容已另存为新草稿",
      result: { savedAsNew: true },
    });

    const drafts = await callApi("GET", "/api/Square/drafts", { token: user.token });
    expect(drafts.body.result.total).toBe(2);
    const one = await callApi("GET", `/api/Square/drafts/${id}`, { token: user.token });
    expect(one.body.result).toMatchObject({ id, baseRevision: 2, title: "接口草稿 2", category: "english" });

    const preview = await callApi("POST", "/api/Square/preview", {
      token: user.token,
      body: { body: "**粗**<img src=x onerror=alert(1)>", format: "html" },
    });
    expect(preview.body.result.html).toBe("**粗**");

    const bad = await callApi("POST", "/api/Square/posts/publish", {
      token: user.token,
      body: { ...body, id, baseRevision: 2, title: "", tags: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain("请填写标题");
    const published = await callApi("POST", "/api/Square/posts/publish", {
      token: user.token,
      body: { ...body, id, baseRevision: 2 },
    });
    expect(published.body).toMatchObject({
      code: 200,
      msg: "已提交审核，通过后将公开发布",
      result: { id, state: "pending", submitted: true },
    });
    const stored = await postRow(id);
    expect(stored.title).toBe("接口草稿");

    const mine = await callApi("GET", "/api/Square/my-articles?state=pending", { token: user.token });
    expect(mine.body.result).toMatchObject({
      state: "pending",
      total: 1,
      counts: { draft: 1, pending: 1, published: 0, declined: 0 },
    });
    const removed = await callApi("DELETE", `/api/Square/drafts/${stale.body.result.id}`, { token: user.token });
    expect(removed.body).toMatchObject({ code: 200, result: { deleted: "post" } });
    expect((await callApi("GET", "/api/Square/my-articles?state=nope", { token: user.token })).status).toBe(400);
  });
});
