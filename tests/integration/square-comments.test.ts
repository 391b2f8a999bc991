// Comments, likes and reports on the square (docs/decisions/0032) on SQLite and PostgreSQL, with only the rows they
// need: two posts (one a student wrote, one without an author like the seed's), students of 演示大学 and the two
// schools' organisation accounts. A comment is 审核中 → approved → listed for everyone; a reply to a reply is stored
// under the top-level comment; a declined one is seen by its author alone, with the reason; like twice = one like;
// delete one's own, another's → 404; report twice → one open report; dismiss; hide a reported comment; another
// school's moderator → 404 (as a missing one); the rate limit; notifications written; and the API in the envelope.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { COMMENT_LIMITS } from "~/modules/comments/comment-config";
import { commentQueueSource } from "~/modules/comments/comment-moderation.server";
import { reportQueueSource } from "~/modules/comments/reports.server";
import {
  addComment,
  commentCounts,
  deleteComment,
  listComments,
  setCommentLike,
} from "~/modules/comments/comments.server";
import { reportContent } from "~/modules/comments/reports.server";
import { searchExperiences } from "~/modules/experience/experience.server";
import { decideOn, moderationSources, pendingCounts } from "~/modules/moderation/moderation-sources.server";
import type { Moderator } from "~/modules/moderation/moderation-queue";
import { callApi } from "../support/api-client";
import { insertExperience, newUser, schoolId, seedDemo, type TestUser } from "./course-fixtures";

const tag = `${process.pid}-${Date.now()}`;
const paging = { page: 1, rows: 20 };
let ipCounter = 0;
/** A fresh address per call, so the per-IP limit only counts where a test means it to. */
const ip = () => `10.250.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

let writer: TestUser;
let postByStudent: number;
let seedPost: number;
let moderator: Moderator;
let otherModerator: Moderator;

async function orgAccount(school: string): Promise<Moderator> {
  const now = Date.now();
  const id = await schoolId(school);
  const row = await db
    .insertInto("users")
    .values({
      school_id: id,
      phone_number: null,
      password_hash: null,
      nickname: `图书馆${tag}`,
      avatar: null,
      is_org: 1,
      disabled: 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { userId: row.id, schoolId: id };
}

/** A published post: a student's (with their school, as a submitted post has) or, without an author, a seed-like one. */
async function post(code: string, author: TestUser | null): Promise<number> {
  return insertExperience({
    code: `comments-${code}-${tag}`,
    author_user_id: author?.id ?? null,
    school_id: author?.schoolId ?? null,
    state: "published",
    title: `评论测试 ${code}`,
  });
}

const student = () => newUser("演示大学");
const actor = (user: TestUser) => ({ userId: user.id, schoolId: user.schoolId });
const comment = (user: TestUser, postId: number, body: string, replyTo?: number) =>
  addComment(actor(user), postId, { body, replyTo }, ip());
const approve = (id: number) => decideOn(moderator, { kind: "comment", id, action: "approve" });
const reader = () => null;
const squareNotes = (userId: number) =>
  db
    .selectFrom("notifications")
    .select(["title", "body", "link"])
    .where("user_id", "=", userId)
    .where("kind", "=", "square")
    .orderBy("id")
    .execute();

beforeAll(async () => {
  await seedDemo();
  writer = await student();
  postByStudent = await post("student", writer);
  seedPost = await post("seed", null);
  moderator = await orgAccount("演示大学");
  otherModerator = await orgAccount("北京大学");
});

describe("comments and their moderation", () => {
  it("registers the 评论 and 举报 queue sources", () => {
    expect(moderationSources.map((source) => [source.kind, source.name])).toEqual(
      expect.arrayContaining([
        ["comment", "评论"],
        ["report", "举报"],
      ]),
    );
  });

  it("keeps a new comment 审核中 for its author alone, then lists it for everyone once approved, and tells the post's author", async () => {
    const [author, reader] = [await student(), await student()];
    const added = await comment(author, postByStudent, "  第一章的复习顺序很有用  ");
    expect(added).toMatchObject({ state: "pending", parentId: null });
    const stored = await db
      .selectFrom("experience_comments")
      .selectAll()
      .where("id", "=", added.id)
      .executeTakeFirstOrThrow();
    expect(stored.body).toBe("第一章的复习顺序很有用");

    const own = await listComments(author.id, postByStudent, paging);
    expect(own.items.find((item) => item.id === added.id)).toMatchObject({ state: "pending", mine: true });
    expect((await listComments(reader.id, postByStudent, paging)).items.some((item) => item.id === added.id)).toBe(
      false,
    );
    expect((await listComments(null, postByStudent, paging)).items.some((item) => item.id === added.id)).toBe(false);

    const queue = await commentQueueSource.listPending(moderator.schoolId, { page: 1, rows: 100 });
    expect(queue.items.find((item) => item.id === added.id)).toMatchObject({
      kind: "comment",
      link: `/square/experPlay?id=${postByStudent}#comment-${added.id}`,
    });
    expect(
      (await commentQueueSource.listPending(otherModerator.schoolId, { page: 1, rows: 100 })).items.some(
        (item) => item.id === added.id,
      ),
    ).toBe(false);
    expect(
      (await pendingCounts(moderator.schoolId)).find((entry) => entry.kind === "comment")!.count,
    ).toBeGreaterThanOrEqual(1);

    const before = (await commentCounts([postByStudent])).get(postByStudent) ?? 0;
    await approve(added.id);
    expect(
      (await listComments(reader.id, postByStudent, paging)).items.find((item) => item.id === added.id),
    ).toMatchObject({ state: "published", mine: false });
    expect((await commentCounts([postByStudent])).get(postByStudent)).toBe(before + 1);
    const log = await db
      .selectFrom("moderation_decisions")
      .selectAll()
      .where("subject_kind", "=", "comment")
      .where("subject_id", "=", added.id)
      .execute();
    expect(log).toMatchObject([
      { action: "approve", school_id: moderator.schoolId, moderator_user_id: moderator.userId },
    ]);
    expect(await squareNotes(writer.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: "你的文章有新评论",
          link: `/square/experPlay?id=${postByStudent}#comment-${added.id}`,
        }),
      ]),
    );
    // Approving again: it is no longer waiting → 404.
    await expect(approve(added.id)).rejects.toMatchObject({ status: 404 });
  });

  it("lets the site search find a post by a published comment's words (the post, not the comment), and by nothing else's", async () => {
    const [author, other] = [await student(), await student()];
    const words = `评论里的独有词${tag}`;
    const found = async (keyword: string) =>
      (await searchExperiences({ keyword, page: 1, rows: 20 })).items.map((item) => item.id);
    const pending = await comment(author, postByStudent, `我觉得${words}很关键`);
    expect(await found(words)).toEqual([]);
    await approve(pending.id);
    expect(await found(words)).toEqual([postByStudent]);
    // Upper case and the search's own wildcards are taken as written.
    expect(await found(words.toUpperCase())).toEqual([postByStudent]);
    expect(await found(`${words}%`)).toEqual([]);
    // Deleted by its author: the post no longer comes up through it.
    await deleteComment(author.id, pending.id);
    expect(await found(words)).toEqual([]);
    // A declined comment finds nothing either.
    const declined = await comment(other, postByStudent, `另一个${words}`);
    await decideOn(moderator, { kind: "comment", id: declined.id, action: "decline", reason: "与文章无关" });
    expect(await found(words)).toEqual([]);
  });

  it("stores a reply to a reply under the top-level comment and tells the author of the comment answered", async () => {
    const [a, b, c] = [await student(), await student(), await student()];
    const top = await comment(a, seedPost, "数学一的真题要刷几遍？");
    await approve(top.id);
    const reply = await comment(b, seedPost, "至少两遍", top.id);
    expect(reply.parentId).toBe(top.id);
    await approve(reply.id);
    const replyToReply = await comment(c, seedPost, "同意，第二遍限时", reply.id);
    expect(replyToReply.parentId).toBe(top.id);
    await approve(replyToReply.id);

    const listed = await listComments(null, seedPost, paging);
    const thread = listed.items.find((item) => item.id === top.id)!;
    expect(thread.replies.map((item) => [item.id, item.replyToName])).toEqual([
      [reply.id, expect.any(String)],
      [replyToReply.id, expect.any(String)],
    ]);
    expect(listed.items.some((item) => item.id === reply.id)).toBe(false);
    expect((await squareNotes(b.id)).map((note) => note.title)).toContain("你的评论有新回复");
    expect((await squareNotes(a.id)).map((note) => note.title)).toContain("你的评论有新回复");
    // A reply to a comment of another post is refused.
    await expect(comment(c, postByStudent, "跑题", top.id)).rejects.toMatchObject({ status: 404 });
  });

  it("shows a declined comment to its author alone, with the reason, and tells them", async () => {
    const [author, reader] = [await student(), await student()];
    const added = await comment(author, seedPost, "加微信买答案");
    await expect(decideOn(moderator, { kind: "comment", id: added.id, action: "decline" })).rejects.toMatchObject({
      status: 400,
    });
    await decideOn(moderator, { kind: "comment", id: added.id, action: "decline", reason: "含广告信息" });
    expect((await listComments(author.id, seedPost, paging)).items.find((item) => item.id === added.id)).toMatchObject({
      state: "declined",
      reason: "含广告信息",
    });
    expect((await listComments(reader.id, seedPost, paging)).items.some((item) => item.id === added.id)).toBe(false);
    expect(await squareNotes(author.id)).toEqual([
      expect.objectContaining({ title: "你的评论未通过审核", body: "原因：含广告信息" }),
    ]);
  });

  it("flags sensitive words for the moderator and keeps the text as written", async () => {
    const author = await student();
    const word = (
      await db
        .selectFrom("sensitive_words")
        .select("word")
        .where("school_id", "=", 0)
        .orderBy("id")
        .executeTakeFirstOrThrow()
    ).word;
    const added = await comment(author, seedPost, `有人说 ${word} 可以吗`);
    expect(added.flaggedWords).toContain(word);
    const item = (await commentQueueSource.listPending(moderator.schoolId, { page: 1, rows: 100 })).items.find(
      (entry) => entry.id === added.id,
    )!;
    expect(item.flaggedWords).toContain(word);
    expect(item.excerpt).toBe(`有人说 ${word} 可以吗`);
  });

  it("refuses another school's moderator (404, as for a missing comment); a student is no moderator", async () => {
    const author = await student();
    const added = await comment(author, seedPost, "另一所学校不能审这条");
    await expect(decideOn(otherModerator, { kind: "comment", id: added.id, action: "approve" })).rejects.toMatchObject({
      status: 404,
    });
    const row = await db
      .selectFrom("users")
      .select(["id", "is_org", "school_id"])
      .where("id", "=", author.id)
      .executeTakeFirstOrThrow();
    const { moderatorOf } = await import("~/modules/moderation/require-moderator.server");
    expect(moderatorOf({ id: row.id, isOrg: row.is_org === 1, schoolId: row.school_id })).toBeNull();
  });

  it("likes once however often it is asked, unlikes, and refuses to like a comment still under review", async () => {
    const [author, fan] = [await student(), await student()];
    const added = await comment(author, seedPost, "点赞测试");
    // Under review it is the author's alone: to anyone else, liking or unliking it answers as for no comment at all.
    const missing = { status: 404, message: "评论不存在或已删除" };
    for (const liked of [true, false]) {
      await expect(setCommentLike(fan.id, added.id, liked)).rejects.toMatchObject(missing);
      await expect(setCommentLike(fan.id, 987_654_321, liked)).rejects.toMatchObject(missing);
    }
    await expect(setCommentLike(author.id, added.id, true)).rejects.toMatchObject({
      status: 409,
      message: "审核通过的评论才能点赞",
    });
    await approve(added.id);
    await setCommentLike(fan.id, added.id, true);
    expect(await setCommentLike(fan.id, added.id, true)).toMatchObject({ liked: true, likeCount: 1 });
    await Promise.all([setCommentLike(author.id, added.id, true), setCommentLike(author.id, added.id, true)]);
    expect((await listComments(fan.id, seedPost, paging)).items.find((item) => item.id === added.id)).toMatchObject({
      likeCount: 2,
      liked: true,
    });
    expect(await setCommentLike(fan.id, added.id, false)).toMatchObject({ liked: false, likeCount: 1 });
    expect(await setCommentLike(fan.id, added.id, false)).toMatchObject({ liked: false, likeCount: 1 });
  });

  it("deletes one's own comment (a tombstone kept while it has replies); another's → 404", async () => {
    const [author, other] = [await student(), await student()];
    const top = await comment(author, seedPost, "要删掉的评论");
    await approve(top.id);
    await expect(deleteComment(other.id, top.id)).rejects.toMatchObject({ status: 404 });
    const lone = await comment(author, seedPost, "没有回复的评论");
    await deleteComment(author.id, lone.id);
    await expect(deleteComment(author.id, lone.id)).rejects.toMatchObject({ status: 404 });
    expect((await listComments(author.id, seedPost, paging)).items.some((item) => item.id === lone.id)).toBe(false);

    const reply = await comment(other, seedPost, "回复还在", top.id);
    await approve(reply.id);
    const counted = (await commentCounts([seedPost])).get(seedPost)!;
    await deleteComment(author.id, top.id);
    expect((await commentCounts([seedPost])).get(seedPost)).toBe(counted - 1);
    const row = await db
      .selectFrom("experience_comments")
      .select(["body", "deleted"])
      .where("id", "=", top.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ body: "", deleted: 1 });
    const thread = (await listComments(null, seedPost, paging)).items.find((item) => item.id === top.id)!;
    expect(thread).toMatchObject({ deleted: true, body: "", mine: false });
    expect(thread.replies.map((item) => item.id)).toEqual([reply.id]);
  });

  it("refuses comments on a post nobody may read (404) and limits comments per user", async () => {
    const author = await student();
    await expect(comment(author, 987_654_321, "不存在的文章")).rejects.toMatchObject({ status: 404 });
    for (let i = 0; i < COMMENT_LIMITS.perUser.points; i += 1) await comment(author, seedPost, `第 ${i + 1} 条`);
    await expect(comment(author, seedPost, "太多了")).rejects.toMatchObject({
      status: 429,
      message: expect.stringContaining("操作太频繁"),
    });
  });

  it("limits comments per address", async () => {
    const address = ip();
    for (let i = 0; i < COMMENT_LIMITS.perIp.points; i += 1) {
      const author = await student();
      await addComment(actor(author), seedPost, { body: `同一地址 ${i}` }, address);
    }
    const late = await student();
    await expect(addComment(actor(late), seedPost, { body: "同一地址又一条" }, address)).rejects.toMatchObject({
      status: 429,
    });
  });
});

describe("reports", () => {
  it("keeps one open report per reporter and subject, and lets the moderator dismiss it", async () => {
    const [author, reporter] = [await student(), await student()];
    const added = await comment(author, seedPost, "被举报的评论");
    await approve(added.id);
    const first = await reportContent(
      reporter.id,
      { subjectKind: "comment", subjectId: added.id, reason: "spam", detail: "广告" },
      ip(),
    );
    expect(first).toMatchObject({ created: true, experienceId: seedPost });
    const second = await reportContent(
      reporter.id,
      { subjectKind: "comment", subjectId: added.id, reason: "abuse", detail: "" },
      ip(),
    );
    expect(second).toMatchObject({ created: false, id: first.id });
    const open = await db
      .selectFrom("content_reports")
      .selectAll()
      .where("reporter_user_id", "=", reporter.id)
      .execute();
    expect(open).toHaveLength(1);

    const queue = await reportQueueSource.listPending(moderator.schoolId, { page: 1, rows: 100 });
    expect(queue.items.find((item) => item.id === first.id)).toMatchObject({
      kind: "report",
      actions: ["dismiss", "hide"],
      title: expect.stringContaining("举报评论"),
    });
    await expect(decideOn(otherModerator, { kind: "report", id: first.id!, action: "dismiss" })).rejects.toMatchObject({
      status: 404,
    });
    await decideOn(moderator, { kind: "report", id: first.id!, action: "dismiss" });
    expect(
      (await db.selectFrom("content_reports").select("state").where("id", "=", first.id!).executeTakeFirstOrThrow())
        .state,
    ).toBe("dismissed");
    expect((await listComments(null, seedPost, paging)).items.some((item) => item.id === added.id)).toBe(true);
    // After a decision the reporter may report again.
    expect(
      await reportContent(
        reporter.id,
        { subjectKind: "comment", subjectId: added.id, reason: "spam", detail: "" },
        ip(),
      ),
    ).toMatchObject({ created: true });
  });

  it("hides a reported comment: every open report on it upheld, the comment hidden, its author told", async () => {
    const [author, one, two] = [await student(), await student(), await student()];
    const added = await comment(author, seedPost, "人身攻击的评论");
    await approve(added.id);
    const r1 = await reportContent(
      one.id,
      { subjectKind: "comment", subjectId: added.id, reason: "abuse", detail: "" },
      ip(),
    );
    const r2 = await reportContent(
      two.id,
      { subjectKind: "comment", subjectId: added.id, reason: "other", detail: "骂人" },
      ip(),
    );
    await expect(decideOn(moderator, { kind: "report", id: r1.id!, action: "hide" })).rejects.toMatchObject({
      status: 400,
    });
    await decideOn(moderator, { kind: "report", id: r1.id!, action: "hide", reason: "人身攻击" });
    const states = await db
      .selectFrom("content_reports")
      .select(["id", "state"])
      .where("id", "in", [r1.id!, r2.id!])
      .orderBy("id")
      .execute();
    expect(states.map((row) => row.state)).toEqual(["upheld", "upheld"]);
    expect((await listComments(null, seedPost, paging)).items.some((item) => item.id === added.id)).toBe(false);
    expect((await listComments(author.id, seedPost, paging)).items.find((item) => item.id === added.id)).toMatchObject({
      state: "hidden",
      reason: "人身攻击",
    });
    expect((await squareNotes(author.id)).map((note) => note.title)).toContain("你的评论已被隐藏");
    const log = await db
      .selectFrom("moderation_decisions")
      .select(["subject_kind", "action"])
      .where("reason", "=", "人身攻击")
      .where("school_id", "=", moderator.schoolId)
      .execute();
    expect(log).toEqual(
      expect.arrayContaining([
        { subject_kind: "comment", action: "hide" },
        { subject_kind: "report", action: "hide" },
      ]),
    );
    // A moderator can restore it from the comment source.
    await decideOn(moderator, { kind: "comment", id: added.id, action: "restore" });
    expect((await listComments(null, seedPost, paging)).items.some((item) => item.id === added.id)).toBe(true);
  });

  it("puts reports of a post without an author in no school's queue", async () => {
    const reporter = await student();
    const report = await reportContent(
      reporter.id,
      { subjectKind: "post", subjectId: seedPost, reason: "plagiarism", detail: "" },
      ip(),
    );
    for (const school of [moderator.schoolId, otherModerator.schoolId]) {
      expect(
        (await reportQueueSource.listPending(school, { page: 1, rows: 100 })).items.some(
          (item) => item.id === report.id,
        ),
      ).toBe(false);
    }
    await expect(decideOn(moderator, { kind: "report", id: report.id!, action: "dismiss" })).rejects.toMatchObject({
      status: 404,
    });
    // A post a student of the school wrote is in that school's queue.
    const onStudentPost = await reportContent(
      reporter.id,
      { subjectKind: "post", subjectId: postByStudent, reason: "cheating", detail: "代考" },
      ip(),
    );
    expect(
      (await reportQueueSource.listPending(moderator.schoolId, { page: 1, rows: 100 })).items.find(
        (item) => item.id === onStudentPost.id,
      ),
    ).toMatchObject({
      title: expect.stringContaining("举报文章"),
      link: `/square/experPlay?id=${postByStudent}`,
    });
  });

  it("refuses a report of something the reporter cannot see (404) and a 其他 without words (schema)", async () => {
    const [author, reporter] = [await student(), await student()];
    const pending = await comment(author, seedPost, "还在审核");
    await expect(
      reportContent(reporter.id, { subjectKind: "comment", subjectId: pending.id, reason: "spam", detail: "" }, ip()),
    ).rejects.toMatchObject({ status: 404 });
    const response = await callApi("POST", "/api/Report", {
      token: reporter.token,
      body: { subjectKind: "post", subjectId: seedPost, reason: "other", detail: "" },
    });
    expect(response.status).toBe(400);
    expect(response.body.msg).toContain("其他");
  });
});

describe("a reported post (the posts' source through the registry)", () => {
  it("hides a reported post: the report upheld, the post hidden from everyone, its comments with it", async () => {
    const [author, reporter] = [await student(), await student()];
    const reported = await post("reported", author);
    const added = await comment(reporter, reported, "文章下的评论");
    await approve(added.id);
    expect((await commentCounts([reported])).get(reported)).toBe(1);
    const report = await reportContent(
      reporter.id,
      { subjectKind: "post", subjectId: reported, reason: "plagiarism", detail: "抄袭" },
      ip(),
    );
    expect(
      (await reportQueueSource.listPending(moderator.schoolId, { page: 1, rows: 100 })).items.some(
        (item) => item.id === report.id,
      ),
    ).toBe(true);
    await expect(
      decideOn(otherModerator, { kind: "report", id: report.id!, action: "hide", reason: "抄袭" }),
    ).rejects.toMatchObject({ status: 404 });
    await decideOn(moderator, { kind: "report", id: report.id!, action: "hide", reason: "抄袭" });
    expect(
      (await db.selectFrom("content_reports").select("state").where("id", "=", report.id!).executeTakeFirstOrThrow())
        .state,
    ).toBe("upheld");
    const hidden = await db
      .selectFrom("experiences")
      .select(["published", "state", "review_reason"])
      .where("id", "=", reported)
      .executeTakeFirstOrThrow();
    expect(hidden).toEqual({ published: 0, state: "hidden", review_reason: "抄袭" });
    await expect(listComments(reader(), reported, paging)).rejects.toMatchObject({ status: 404 });
    const log = await db
      .selectFrom("moderation_decisions")
      .select(["subject_kind", "action"])
      .where("reason", "=", "抄袭")
      .where("school_id", "=", moderator.schoolId)
      .execute();
    expect(log).toEqual(
      expect.arrayContaining([
        { subject_kind: "post", action: "hide" },
        { subject_kind: "report", action: "hide" },
      ]),
    );
  });
});

describe("the API", () => {
  it("adds, lists, likes, deletes and reports in the envelope", async () => {
    const [author, reader] = [await student(), await student()];
    expect((await callApi("POST", `/api/Experience/${seedPost}/comments`, { body: { body: "未登录" } })).status).toBe(
      401,
    );
    const empty = await callApi("POST", `/api/Experience/${seedPost}/comments`, {
      token: author.token,
      body: { body: "   " },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe("请输入评论内容");
    const long = await callApi("POST", `/api/Experience/${seedPost}/comments`, {
      token: author.token,
      body: { body: "长".repeat(501) },
    });
    expect(long.status).toBe(400);

    const added = await callApi("POST", `/api/Experience/${seedPost}/comments`, {
      token: author.token,
      body: { body: "API 的评论" },
      ip: ip(),
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      code: 200,
      msg: "评论已提交，审核通过后其他人可见",
      result: { state: "pending" },
    });
    const id = added.body.result.id as number;

    const mine = await callApi("GET", `/api/Experience/${seedPost}/comments?page=1&rows=50`, { token: author.token });
    expect(mine.body.result.items.find((item: { id: number }) => item.id === id)).toMatchObject({
      state: "pending",
      mine: true,
    });
    const theirs = await callApi("GET", `/api/Experience/${seedPost}/comments?page=1&rows=50`, { token: reader.token });
    expect(theirs.body.result.items.some((item: { id: number }) => item.id === id)).toBe(false);
    expect((await callApi("GET", `/api/Experience/987654321/comments`, { token: reader.token })).status).toBe(404);
    expect((await callApi("GET", `/api/Experience/${seedPost}/comments`, { ip: "198.51.100.7" })).status).toBe(403);

    await approve(id);
    const liked = await callApi("POST", `/api/Experience/comments/${id}/like`, { token: reader.token });
    expect(liked.body).toMatchObject({ code: 200, msg: "已点赞", result: { liked: true, likeCount: 1 } });
    await callApi("POST", `/api/Experience/comments/${id}/like`, { token: reader.token });
    const unliked = await callApi("DELETE", `/api/Experience/comments/${id}/like`, { token: reader.token });
    expect(unliked.body.result).toMatchObject({ liked: false, likeCount: 0 });

    const reported = await callApi("POST", "/api/Report", {
      token: reader.token,
      body: { subjectKind: "comment", subjectId: id, reason: "spam", detail: "" },
      ip: ip(),
    });
    expect(reported.body).toMatchObject({ code: 200, msg: "举报已提交，学校会尽快处理", result: { created: true } });
    const again = await callApi("POST", "/api/Report", {
      token: reader.token,
      body: { subjectKind: "comment", subjectId: id, reason: "spam", detail: "" },
      ip: ip(),
    });
    expect(again.body).toMatchObject({
      code: 200,
      msg: "你已举报过这条内容，学校正在处理",
      result: { created: false },
    });

    expect((await callApi("DELETE", `/api/Experience/comments/${id}`, { token: reader.token })).status).toBe(404);
    const removed = await callApi("DELETE", `/api/Experience/comments/${id}`, { token: author.token });
    expect(removed.body).toMatchObject({ code: 200, msg: "评论已删除" });
  });
});
