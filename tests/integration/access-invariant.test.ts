// The access invariant over the whole JSON API (issue 23), on SQLite and PostgreSQL: for every operation that takes
// the id of something a user may own or may not see, an id that exists but is another's, or is not visible to the
// caller, answers EXACTLY as an id that names nothing — same status, same { code, msg, result } — so no answer tells
// that the thing exists. The endpoint table is read here: every operation with an id in its path or input is either a
// case below (how to make a foreign or hidden thing of that kind) or listed as not applicable with the reason, so a
// new operation with an id and no entry fails the coverage test and the check cannot silently shrink.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { db } from "~/db/client.server";
import { endpointTable } from "~/api/endpoint-table.server";
import { notify } from "~/modules/notifications/notifications.server";
import { createPracticeSet } from "~/modules/question/practice/practice-sets.server";
import { callApi, type ApiResult } from "../support/api-client";
import { course, newUser, schoolId, seedDemo, videosOf, type TestUser } from "./course-fixtures";
import { loadQuestionFixture, type QuestionFixture } from "./question-fixtures";
import { asConsoleSession } from "../support/console-session";

type Id = number | string;

interface Probe {
  /** The path with its query. */
  path: string;
  body?: unknown;
}

interface Case {
  /** What the hidden id names, for the failure message. */
  what: string;
  /** Who asks: a fresh student of 演示大学 (default), or 演示大学's organisation account. */
  as?: "student" | "moderator";
  /** Makes a thing of this kind that the caller may not see (another's, or not public) and gives its id. */
  hidden(): Promise<Id>;
  /** An id of the same shape that names nothing. */
  missing?: Id;
  probe(id: Id): Probe;
}

const MISSING = 987_654_321;
const MISSING_ORDER = "YT999999999999999999";

let ipCounter = 0;
/** A fresh address per call, so the per-address limits never decide an answer. */
const ip = () => `10.251.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function api(method: string, path: string, token: string | undefined, body?: unknown): Promise<ApiResult> {
  return callApi(method, path, { token, body: method === "GET" ? undefined : body, ip: ip() });
}

/** Calls as `user` and insists on success: the fixtures are made through the API, as their owners would. */
async function made(user: TestUser | string, method: string, path: string, body?: unknown): Promise<ApiResult> {
  const answer = await api(method, path, typeof user === "string" ? user : user.token, body);
  if (answer.status !== 200) throw new Error(`${method} ${path} → ${answer.status} ${answer.body.msg}`);
  return answer;
}

// ——— The things made once: catalogue rows taken off the shelf, the schools' organisation accounts ———

let f: QuestionFixture;
let demoOrg: string;
let pkuOrg: string;
let pkuSchool: number;
let hiddenCourse: number;
let hiddenCourseVideo: number;
let hiddenPaperVideo: number;
let hiddenLive: number;
let hiddenNews: number;
let hiddenExamPaper: number;
let hiddenBank: number;
let hiddenBankQuestion: number;
let publishedPost: number;
let paidCourse: number;

async function orgToken(school: string, code: string): Promise<string> {
  const answer = await callApi("POST", "/api/User/org-login", {
    body: { orgId: await schoolId(school), orgCode: code },
  });
  return answer.body.result.accessToken as string;
}

/** The newest published row of a catalogue table, unpublished: it exists, and no one but an editor may see it. */
async function unpublishNewest(
  table: "courses" | "paper_videos" | "lives" | "news" | "question_banks",
  except: number[] = [],
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select("id")
    .where("published", "=", 1)
    .where("id", "not in", [0, ...except])
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  await db.updateTable(table).set({ published: 0 }).where("id", "=", row.id).execute();
  return row.id;
}

beforeAll(async () => {
  await seedDemo();
  f = await loadQuestionFixture();
  pkuSchool = await schoolId("北京大学");
  demoSchoolId = await schoolId("演示大学");
  [demoOrg, pkuOrg] = await Promise.all([orgToken("演示大学", "YT-DEMO-2026"), orgToken("北京大学", "YT-PKU-2026")]);
  // 演示大学's organisation account is its administrator in the console too (the school administration's cases).
  await asConsoleSession(demoOrg);
  paidCourse = (await course("demo-politics-01")).id;

  const withVideos = await db
    .selectFrom("courses as c")
    .select("c.id")
    .where("c.published", "=", 1)
    .where("c.id", "!=", paidCourse)
    .where((eb) => eb.exists(eb.selectFrom("course_videos as v").select("v.id").whereRef("v.course_id", "=", "c.id")))
    .orderBy("c.id", "desc")
    .executeTakeFirstOrThrow();
  hiddenCourse = withVideos.id;
  await db.updateTable("courses").set({ published: 0 }).where("id", "=", hiddenCourse).execute();
  hiddenCourseVideo = (await videosOf(hiddenCourse))[0]!.id;
  hiddenPaperVideo = await unpublishNewest("paper_videos");
  hiddenLive = await unpublishNewest("lives");
  hiddenNews = await unpublishNewest("news");
  const attBank = await db
    .selectFrom("question_banks")
    .select("id")
    .where("code", "=", "att-bank")
    .executeTakeFirstOrThrow();
  hiddenBank = await unpublishNewest("question_banks", [attBank.id]);
  hiddenBankQuestion = (
    await db
      .selectFrom("questions")
      .select("id")
      .where("bank_id", "=", hiddenBank)
      .orderBy("id")
      .executeTakeFirstOrThrow()
  ).id;
  // The fixture's past paper, taken down while its mock set stays published: the paper, not the set, decides.
  hiddenExamPaper = f.paperId;
  await db.updateTable("exam_papers").set({ published: 0 }).where("id", "=", hiddenExamPaper).execute();
  publishedPost = (
    await db
      .selectFrom("experiences")
      .select("id")
      .where("state", "=", "published")
      .where("published", "=", 1)
      .orderBy("id")
      .executeTakeFirstOrThrow()
  ).id;
}, 180_000);

// ——— Makers of foreign and hidden things, each a fresh one ———

const student = (school = "演示大学") => newUser(school);
const postBody = (title: string) => ({ title, category: "英语", body: "正文一段", format: "markup", tags: ["英语一"] });
const groupBody = (name: string) => ({
  name,
  target: "2027 计算机 408",
  subject: "major",
  examYear: 2027,
  introduction: "每周一套真题",
});

/** Another student's post still 审核中 (never public). */
async function pendingPost(school = "演示大学"): Promise<number> {
  return (await made(await student(school), "POST", "/api/Square/posts/publish", postBody("审核中的文章"))).body.result
    .id;
}

/** Another student's draft. */
async function othersDraft(): Promise<number> {
  return (await made(await student(), "POST", "/api/Square/drafts", postBody("别人的草稿"))).body.result.id;
}

/** Another student's comment on a published post, still 审核中 (or approved by the school, when asked). */
async function othersComment(state: "pending" | "published" = "pending", school = "演示大学"): Promise<number> {
  const id = (
    await made(await student(school), "POST", `/api/Experience/${publishedPost}/comments`, { body: "别人的评论" })
  ).body.result.id as number;
  if (state === "published")
    await made(demoOrg, "POST", "/api/Moderation/decisions", { kind: "comment", id, action: "approve" });
  return id;
}

/** Another student's study group, still 审核中. */
async function pendingGroup(school = "演示大学"): Promise<number> {
  return (await made(await student(school), "POST", "/api/StudyGroup", groupBody(`待审小组${++ipCounter}`))).body.result
    .id;
}

/** Another student's attempt on the fixture's objective practice set. */
async function othersAttempt(): Promise<number> {
  return (
    await made(await student(), "POST", "/question/website/attempts", { setId: f.objectiveSetId, mode: "practice" })
  ).body.result.id;
}

/** Another student's pending order. */
async function othersOrder(): Promise<string> {
  const body = { courseIds: [paidCourse], token: randomUUID().replace(/-/g, ""), agree: true, invoiceKind: "none" };
  return (await made(await student("复旦大学"), "POST", "/api/Order/create-from-course", body)).body.result.orderNo;
}

async function othersNotification(): Promise<number> {
  const other = await student();
  await notify(other.id, {
    kind: "system",
    title: "别人的消息",
    body: "正文",
    link: null,
    dedupeKey: `access-${randomUUID()}`,
  });
  return (await db.selectFrom("notifications").select("id").where("user_id", "=", other.id).executeTakeFirstOrThrow())
    .id;
}

async function othersAppointment(): Promise<number> {
  const booking = {
    name: "林同学",
    phone: "13912345678",
    subject: "计算机（408）",
    preferredTime: "工作日晚上",
    question: "怎么复习？",
  };
  return (await made(await student(), "POST", "/api/Appoint", booking)).body.result.id;
}

/** A question in another student's 错题本 (never in the caller's). */
async function othersWrongQuestion(): Promise<number> {
  const other = await student();
  const now = Date.now();
  const questionId = f.q["att-s1"]!;
  await db
    .insertInto("question_cards")
    .values({
      user_id: other.id,
      question_id: questionId,
      subject: "math1",
      state: 1,
      due: now,
      stability: 1,
      difficulty: 5,
      elapsed_days: 0,
      scheduled_days: 0,
      learning_steps: 0,
      reps: 1,
      lapses: 0,
      last_review: now,
      retired: 0,
      wrong_count: 1,
      last_wrong_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return questionId;
}

/** Another student's private practice set (unpublished; only its owner answers it). */
async function othersPracticeSet(): Promise<number> {
  const other = await student();
  return (
    await createPracticeSet(other.id, { subject: "math1", point: "att-calculus", size: 2 } as Parameters<
      typeof createPracticeSet
    >[1])
  ).setId;
}

/** A 自命题 paper of 北京大学 (only its library may delete it). */
async function pkuZmtPaper(): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto("zmt_papers")
    .values({
      code: null,
      school_id: pkuSchool,
      uploader_user_id: null,
      major_code: "801",
      major_name: "经济学综合",
      year: 2024,
      title: "北京大学 801 经济学综合",
      file_key: `zmt/${randomUUID()}.pdf`,
      byte_size: 1,
      page_count: 1,
      sha256: "0".repeat(64),
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function pkuSensitiveWord(): Promise<number> {
  return (await made(pkuOrg, "POST", "/api/Moderation/sensitive-words", { word: `北大词${randomUUID().slice(0, 6)}` }))
    .body.result.id;
}

const q = (path: string, params: Record<string, Id>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`;

// ——— The cases: operation → how to make what the caller may not see, and how to ask for it ———

const courseId = (what: string, path: string): Case => ({
  what,
  hidden: async () => hiddenCourse,
  probe: (id) => ({ path: q(path, { id }) }),
});
const courseReaction = (path: string): Case => ({
  what: "下架的课程",
  hidden: async () => hiddenCourse,
  probe: (id) => ({ path, body: { id } }),
});
const bodyId = (what: string, hidden: () => Promise<Id>, path: string): Case => ({
  what,
  hidden,
  probe: (id) => ({ path, body: { id } }),
});
const queryId = (what: string, hidden: () => Promise<Id>, path: string): Case => ({
  what,
  hidden,
  probe: (id) => ({ path: q(path, { id }) }),
});
/** A batch of 演示大学 with one material, neither of which the asking student is in (issue 27's 课件). */
async function otherBatchMaterial(): Promise<{ batchId: number; materialId: number }> {
  const now = Date.now();
  const batch = await db
    .insertInto("training_batches")
    .values({
      school_id: await schoolId("演示大学"),
      name: "别人的班级",
      term: "2026 春",
      created_by_user_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const material = await db
    .insertInto("training_materials")
    .values({
      batch_id: batch.id,
      title: "别人的课件",
      file_name: "slides.pdf",
      format: "pdf",
      byte_size: 1,
      sha256: randomUUID(),
      source_key: `training/${randomUUID().replace(/-/g, "")}abcd/source.pdf`,
      pdf_key: null,
      status: "ready",
      error: null,
      page_count: 1,
      job_id: null,
      uploaded_by_user_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { batchId: Number(batch.id), materialId: Number(material.id) };
}

/** 课件 endpoints of a batch the student is not in answer as those of a batch that does not exist. */
const materialCase = (suffix: string): Case => {
  let materialId = MISSING;
  return {
    what: "别人班级的课件",
    hidden: async () => {
      const made = await otherBatchMaterial();
      materialId = made.materialId;
      return made.batchId;
    },
    probe: (id) => ({ path: `/material/website/batches/${id}/materials${suffix.replace("{id}", String(materialId))}` }),
  };
};

const pathId = (what: string, hidden: () => Promise<Id>, path: (id: Id) => string, body?: unknown): Case => ({
  what,
  hidden,
  probe: (id) => ({ path: path(id), body }),
});
const orderCase = (path: (no: Id) => string, extra: Record<string, unknown> = {}): Case => ({
  what: "别人的订单",
  hidden: othersOrder,
  missing: MISSING_ORDER,
  probe: (no) => ({ path: path(no), body: { orderNo: no, ...extra } }),
});
const attemptCase = (suffix: string, body: (questionId: number) => unknown = () => undefined): Case => ({
  what: "别人的作答",
  hidden: othersAttempt,
  probe: (id) => ({ path: `/question/website/attempts/${id}${suffix}`, body: body(f.q["att-s1"]!) }),
});
const draftBody = (extra: Record<string, unknown>) => ({ ...postBody("改别人的草稿"), ...extra });

// ——— The console's school administration (issue 25): 演示大学's administrator asks ———

/** Another school's id in the path answers as a school that does not exist. */
const otherSchool = (rest: string, body?: unknown): Case => ({
  what: "北京大学（其他学校）",
  as: "moderator",
  hidden: async () => pkuSchool,
  probe: (id) => ({ path: `/api/console/schools/${id}${rest}`, body }),
});
/** Under 演示大学's own path: another school's user, role or inbox item answers as one that does not exist. */
const ownSchool = (what: string, hidden: () => Promise<Id>, rest: (id: Id) => string, body?: unknown): Case => ({
  what,
  as: "moderator",
  hidden,
  probe: (id) => ({
    path: `/api/console/schools/${demoSchoolId}${rest(id)}`,
    body: typeof body === "function" ? body(id) : body,
  }),
});
let demoSchoolId: number;
const pkuUser = async () => (await newUser("北京大学")).id;
async function pkuTeacher(): Promise<number> {
  const id = await pkuUser();
  await db
    .insertInto("console_roles")
    .values({ user_id: id, role: "teacher", school_id: pkuSchool, granted_by: null, created_at: Date.now() })
    .execute();
  return id;
}
async function pkuInboxItem(kind: "feedback" | "booking"): Promise<number> {
  const user = await pkuUser();
  const at = Date.now();
  const row =
    kind === "feedback"
      ? await db
          .insertInto("feedback")
          .values({
            type: 1,
            suggestion: "北大的建议",
            phone: "x",
            user_id: user,
            ip: "",
            user_agent: "",
            created_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      : await db
          .insertInto("appointments")
          .values({
            user_id: user,
            name: "北大同学",
            phone: "13900000000",
            subject: "政治",
            preferred_time: "周末",
            question: "",
            status: "open",
            created_at: at,
            updated_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
  return row.id;
}
const inboxCases = (action: string, body?: unknown): Case[] => [
  otherSchool(`/inbox/feedback/1${action}`, body),
  ownSchool(
    "北京大学用户的意见反馈",
    () => pkuInboxItem("feedback"),
    (id) => `/inbox/feedback/${id}${action}`,
    body,
  ),
  ownSchool(
    "北京大学用户的预约",
    () => pkuInboxItem("booking"),
    (id) => `/inbox/booking/${id}${action}`,
    body,
  ),
];
const schoolAdminCases: Record<string, Case | Case[]> = {
  "GET /api/console/schools/{schoolId}/users": otherSchool("/users"),
  "POST /api/console/schools/{schoolId}/users/{userId}/disabled": [
    otherSchool("/users/1/disabled", { disabled: true }),
    ownSchool("北京大学的用户", pkuUser, (id) => `/users/${id}/disabled`, { disabled: true }),
  ],
  "POST /api/console/schools/{schoolId}/users/{userId}/sign-out": [
    otherSchool("/users/1/sign-out", {}),
    ownSchool("北京大学的用户", pkuUser, (id) => `/users/${id}/sign-out`, {}),
  ],
  "GET /api/console/schools/{schoolId}/staff": otherSchool("/staff"),
  "POST /api/console/schools/{schoolId}/staff": [
    otherSchool("/staff", { role: "teacher", account: "1" }),
    ownSchool(
      "北京大学的用户",
      pkuUser,
      () => "/staff",
      (id: Id) => ({ role: "teacher", account: String(id) }),
    ),
  ],
  "DELETE /api/console/schools/{schoolId}/staff/{role}/{userId}": [
    otherSchool("/staff/teacher/1"),
    ownSchool("北京大学的教师", pkuTeacher, (id) => `/staff/teacher/${id}`),
  ],
  "POST /api/console/schools/{schoolId}/org-code": otherSchool("/org-code", {}),
  "GET /api/console/schools/{schoolId}/inbox": otherSchool("/inbox"),
  "GET /api/console/schools/{schoolId}/inbox/{kind}/{id}": inboxCases(""),
  "POST /api/console/schools/{schoolId}/inbox/{kind}/{id}/state": inboxCases("/state", { state: "replied" }),
  "POST /api/console/schools/{schoolId}/inbox/{kind}/{id}/reply": inboxCases("/reply", { body: "好的" }),
  "GET /api/console/schools/{schoolId}/demand": otherSchool("/demand"),
};

const cases: Record<string, Case | Case[]> = {
  ...schoolAdminCases,
  "POST /api/Appoint/cancel": bodyId("别人的预约", othersAppointment, "/api/Appoint/cancel"),

  // Courses and their videos: an unpublished course is no one's to see.
  "GET /api/Course/catalogs": courseId("下架的课程", "/api/Course/catalogs"),
  "GET /api/Course/practices": courseId("下架的课程", "/api/Course/practices"),
  "GET /api/Course/mix-catalogs": courseId("下架的课程", "/api/Course/mix-catalogs"),
  "GET /api/Course/summary": courseId("下架的课程", "/api/Course/summary"),
  "GET /api/Course/{id}": pathId(
    "下架的课程",
    async () => hiddenCourse,
    (id) => `/api/Course/${id}`,
  ),
  "GET /api/Course/video-play-url": {
    what: "下架课程的视频",
    hidden: async () => hiddenCourseVideo,
    probe: (id) => ({
      path: q("/api/Course/video-play-url", { id: id === MISSING ? MISSING : hiddenCourse, videoId: id }),
    }),
  },
  "GET /api/Course/catalog-video-play-url": queryId(
    "下架课程的视频",
    async () => hiddenCourseVideo,
    "/api/Course/catalog-video-play-url",
  ),
  "POST /api/Course/i-like": courseReaction("/api/Course/i-like"),
  "POST /api/Course/cancel-like": courseReaction("/api/Course/cancel-like"),
  "POST /api/Course/i-collect": courseReaction("/api/Course/i-collect"),
  "POST /api/Course/cancel-collect": courseReaction("/api/Course/cancel-collect"),
  "POST /Report/website/UserVideoProgress/Save": [
    {
      what: "下架课程的视频",
      hidden: async () => hiddenCourseVideo,
      probe: (id) => ({
        path: "/Report/website/UserVideoProgress/Save",
        body: { videoId: id, type: 1, position: 12, session: "s1", seq: 1, startedAt: Date.now() },
      }),
    },
    {
      what: "下架的真题视频",
      hidden: async () => hiddenPaperVideo,
      probe: (id) => ({
        path: "/Report/website/UserVideoProgress/Save",
        body: { videoId: id, type: 2, position: 12, session: "s1", seq: 1, startedAt: Date.now() },
      }),
    },
  ],
  "POST /Report/website/UserLectureFav/PostLectureFav": [
    {
      what: "下架课程的视频",
      hidden: async () => hiddenCourseVideo,
      probe: (id) => ({ path: "/Report/website/UserLectureFav/PostLectureFav", body: { id, state: 1, type: 1 } }),
    },
    {
      what: "下架的真题视频",
      hidden: async () => hiddenPaperVideo,
      probe: (id) => ({ path: "/Report/website/UserLectureFav/PostLectureFav", body: { id, state: 1, type: 2 } }),
    },
  ],
  "POST /api/Course/recommend-to-library": {
    what: "下架的课程",
    hidden: async () => hiddenCourse,
    probe: (id) => ({ path: "/api/Course/recommend-to-library", body: { courseId: id } }),
  },

  // Paper videos, lives, news.
  "GET /api/TrueQuestionVideo/detail": queryId(
    "下架的真题视频",
    async () => hiddenPaperVideo,
    "/api/TrueQuestionVideo/detail",
  ),
  "GET /api/TrueQuestionVideo/playurl": queryId(
    "下架的真题视频",
    async () => hiddenPaperVideo,
    "/api/TrueQuestionVideo/playurl",
  ),
  "POST /api/TrueQuestionVideo/i-like": bodyId(
    "下架的真题视频",
    async () => hiddenPaperVideo,
    "/api/TrueQuestionVideo/i-like",
  ),
  "POST /api/TrueQuestionVideo/cancel-like": bodyId(
    "下架的真题视频",
    async () => hiddenPaperVideo,
    "/api/TrueQuestionVideo/cancel-like",
  ),
  "POST /api/TrueQuestionVideo/i-collect": bodyId(
    "下架的真题视频",
    async () => hiddenPaperVideo,
    "/api/TrueQuestionVideo/i-collect",
  ),
  "POST /api/TrueQuestionVideo/cancel-collect": bodyId(
    "下架的真题视频",
    async () => hiddenPaperVideo,
    "/api/TrueQuestionVideo/cancel-collect",
  ),
  "GET /api/Live/video-play-url": queryId("下架的直播", async () => hiddenLive, "/api/Live/video-play-url"),
  "GET /api/Live/{id}": pathId(
    "下架的直播",
    async () => hiddenLive,
    (id) => `/api/Live/${id}`,
  ),
  "POST /api/ResNews/i-like": bodyId("下架的资讯", async () => hiddenNews, "/api/ResNews/i-like"),
  "POST /api/ResNews/cancel-like": bodyId("下架的资讯", async () => hiddenNews, "/api/ResNews/cancel-like"),
  "POST /api/ResNews/i-collect": bodyId("下架的资讯", async () => hiddenNews, "/api/ResNews/i-collect"),
  "POST /api/ResNews/cancel-collect": bodyId("下架的资讯", async () => hiddenNews, "/api/ResNews/cancel-collect"),
  "GET /api/ResNews/{id}": pathId(
    "下架的资讯",
    async () => hiddenNews,
    (id) => `/api/ResNews/${id}`,
  ),

  // Posts of the square and their comments.
  "GET /api/Experience/exam-experience": queryId(
    "别人审核中的文章",
    () => pendingPost(),
    "/api/Experience/exam-experience",
  ),
  "GET /api/Experience/video-play-url": queryId(
    "别人审核中的文章",
    () => pendingPost(),
    "/api/Experience/video-play-url",
  ),
  "POST /api/Experience/i-like": bodyId("别人审核中的文章", () => pendingPost(), "/api/Experience/i-like"),
  "POST /api/Experience/cancel-like": bodyId("别人审核中的文章", () => pendingPost(), "/api/Experience/cancel-like"),
  "POST /api/Experience/i-collect": bodyId("别人审核中的文章", () => pendingPost(), "/api/Experience/i-collect"),
  "POST /api/Experience/cancel-collect": bodyId(
    "别人审核中的文章",
    () => pendingPost(),
    "/api/Experience/cancel-collect",
  ),
  "GET /api/Experience/{id}/comments": pathId(
    "别人审核中的文章",
    () => pendingPost(),
    (id) => `/api/Experience/${id}/comments`,
  ),
  "POST /api/Experience/{id}/comments": [
    pathId(
      "别人审核中的文章",
      () => pendingPost(),
      (id) => `/api/Experience/${id}/comments`,
      { body: "评论一下" },
    ),
    {
      what: "别人审核中的评论（回复它）",
      hidden: () => othersComment(),
      probe: (id) => ({ path: `/api/Experience/${publishedPost}/comments`, body: { body: "回复一下", replyTo: id } }),
    },
  ],
  "DELETE /api/Experience/comments/{id}": [
    pathId(
      "别人审核中的评论",
      () => othersComment(),
      (id) => `/api/Experience/comments/${id}`,
    ),
    pathId(
      "别人已发布的评论",
      () => othersComment("published"),
      (id) => `/api/Experience/comments/${id}`,
    ),
  ],
  "POST /api/Experience/comments/{id}/like": pathId(
    "别人审核中的评论",
    () => othersComment(),
    (id) => `/api/Experience/comments/${id}/like`,
  ),
  "DELETE /api/Experience/comments/{id}/like": pathId(
    "别人审核中的评论",
    () => othersComment(),
    (id) => `/api/Experience/comments/${id}/like`,
  ),
  "POST /api/Report": [
    {
      what: "别人审核中的评论",
      hidden: () => othersComment(),
      probe: (id) => ({ path: "/api/Report", body: { subjectKind: "comment", subjectId: id, reason: "spam" } }),
    },
    {
      what: "别人审核中的文章",
      hidden: () => pendingPost(),
      probe: (id) => ({ path: "/api/Report", body: { subjectKind: "post", subjectId: id, reason: "spam" } }),
    },
  ],

  // Drafts and submissions: the author's alone.
  "GET /api/Square/drafts/{id}": pathId("别人的草稿", othersDraft, (id) => `/api/Square/drafts/${id}`),
  "DELETE /api/Square/drafts/{id}": pathId("别人的草稿", othersDraft, (id) => `/api/Square/drafts/${id}`),
  "POST /api/Square/drafts": [
    {
      what: "别人的草稿",
      hidden: othersDraft,
      probe: (id) => ({ path: "/api/Square/drafts", body: draftBody({ id, baseRevision: 1 }) }),
    },
    {
      what: "别人审核中的小组",
      hidden: () => pendingGroup(),
      probe: (id) => ({ path: "/api/Square/drafts", body: draftBody({ groupId: id }) }),
    },
  ],
  "POST /api/Square/posts/publish": [
    {
      what: "别人的草稿",
      hidden: othersDraft,
      probe: (id) => ({ path: "/api/Square/posts/publish", body: draftBody({ id, baseRevision: 1 }) }),
    },
    {
      what: "别人审核中的小组",
      hidden: () => pendingGroup(),
      probe: (id) => ({ path: "/api/Square/posts/publish", body: draftBody({ groupId: id }) }),
    },
  ],

  // Study groups: one still 审核中 is its owner's (and their school's moderator's) alone.
  "GET /api/StudyGroup/{id}": pathId(
    "别人审核中的小组",
    () => pendingGroup(),
    (id) => `/api/StudyGroup/${id}`,
  ),
  "GET /api/StudyGroup/{id}/members": pathId(
    "别人审核中的小组",
    () => pendingGroup(),
    (id) => `/api/StudyGroup/${id}/members`,
  ),
  "GET /api/StudyGroup/{id}/experiences": pathId(
    "别人审核中的小组",
    () => pendingGroup(),
    (id) => `/api/StudyGroup/${id}/experiences`,
  ),
  "POST /api/StudyGroup/{id}/join": pathId(
    "别人审核中的小组",
    () => pendingGroup(),
    (id) => `/api/StudyGroup/${id}/join`,
  ),
  "DELETE /api/StudyGroup/{id}/join": pathId(
    "别人审核中的小组",
    () => pendingGroup(),
    (id) => `/api/StudyGroup/${id}/join`,
  ),

  // Past papers, question sets, banks and questions.
  "POST /api/TrueQuestion/favoriteTrueQuestion": bodyId(
    "下架的真题",
    async () => hiddenExamPaper,
    "/api/TrueQuestion/favoriteTrueQuestion",
  ),
  "PUT /api/TrueQuestion/unfavoriteTrueQuestion": bodyId(
    "下架的真题",
    async () => hiddenExamPaper,
    "/api/TrueQuestion/unfavoriteTrueQuestion",
  ),
  "POST /api/TrueQuestion/myTrueQuestionRecord": {
    what: "下架的真题",
    hidden: async () => hiddenExamPaper,
    probe: (id) => ({ path: "/api/TrueQuestion/myTrueQuestionRecord", body: { id, mode: "practice" } }),
  },
  "POST /api/TrueQuestion/myTrueQuestionDownload": bodyId(
    "别人的私人练习",
    othersPracticeSet,
    "/api/TrueQuestion/myTrueQuestionDownload",
  ),
  "GET /question/website/papers/{id}": pathId(
    "别人的私人练习",
    othersPracticeSet,
    (id) => `/question/website/papers/${id}`,
  ),
  "GET /question/website/questions": {
    what: "下架的题库",
    hidden: async () => hiddenBank,
    probe: (id) => ({ path: q("/question/website/questions", { bankId: id }) }),
  },
  "POST /question/website/attempts": [
    {
      what: "别人的私人练习",
      hidden: othersPracticeSet,
      probe: (id) => ({ path: "/question/website/attempts", body: { setId: id, mode: "practice" } }),
    },
    {
      what: "下架的真题",
      hidden: async () => hiddenExamPaper,
      probe: (id) => ({ path: "/question/website/attempts", body: { paperId: id, mode: "practice" } }),
    },
  ],
  "GET /question/website/attempts": {
    what: "别人的私人练习",
    hidden: othersPracticeSet,
    probe: (id) => ({ path: q("/question/website/attempts", { setId: id }) }),
  },
  "GET /question/website/attempts/{id}": attemptCase(""),
  "PUT /question/website/attempts/{id}/answers": attemptCase("/answers", (questionId) => ({
    questionId,
    answer: "B",
    answeredAt: Date.now(),
  })),
  "PUT /question/website/attempts/{id}/flags": attemptCase("/flags", (questionId) => ({ questionId, flagged: true })),
  "POST /question/website/attempts/{id}/submit": attemptCase("/submit"),
  "POST /question/website/attempts/{id}/self-marks": attemptCase("/self-marks", (questionId) => ({
    marks: [{ questionId, rubricIds: [] }],
  })),
  "POST /question/website/wrong-questions/{questionId}/review": pathId(
    "别人错题本里的题",
    othersWrongQuestion,
    (id) => `/question/website/wrong-questions/${id}/review`,
    { answer: "B" },
  ),
  "PUT /question/website/questions/{questionId}/favourite": pathId(
    "下架题库的题",
    async () => hiddenBankQuestion,
    (id) => `/question/website/questions/${id}/favourite`,
    { collected: true },
  ),
  "GET /question/website/questions/{questionId}/note": pathId(
    "下架题库的题",
    async () => hiddenBankQuestion,
    (id) => `/question/website/questions/${id}/note`,
  ),
  "PUT /question/website/questions/{questionId}/note": pathId(
    "下架题库的题",
    async () => hiddenBankQuestion,
    (id) => `/question/website/questions/${id}/note`,
    { body: "我的笔记" },
  ),
  "DELETE /question/website/questions/{questionId}/note": pathId(
    "下架题库的题",
    async () => hiddenBankQuestion,
    (id) => `/question/website/questions/${id}/note`,
  ),
  "GET /material/website/batches/{batchId}/materials": materialCase(""),
  "GET /material/website/batches/{batchId}/materials/{id}": materialCase("/{id}"),
  "GET /material/website/batches/{batchId}/materials/{id}/pages": materialCase("/{id}/pages"),
  "POST /material/website/batches/{batchId}/materials/{id}/download": materialCase("/{id}/download"),
  "DELETE /material/website/batches/{batchId}/materials/{id}": materialCase("/{id}"),
  "DELETE /question/website/zmt-papers/{id}": {
    what: "北京大学的自命题真题",
    as: "moderator",
    hidden: pkuZmtPaper,
    probe: (id) => ({ path: `/question/website/zmt-papers/${id}` }),
  },

  // The cart, orders and payment.
  "POST /api/ShoppingCart": [
    {
      what: "下架的课程",
      hidden: async () => hiddenCourse,
      probe: (id) => ({ path: "/api/ShoppingCart", body: { kind: "course", id } }),
    },
    {
      what: "下架的题库",
      hidden: async () => hiddenBank,
      probe: (id) => ({ path: "/api/ShoppingCart", body: { kind: "question_bank", id } }),
    },
  ],
  "DELETE /api/ShoppingCart/{id}": pathId(
    "下架的课程",
    async () => hiddenCourse,
    (id) => `/api/ShoppingCart/${id}?kind=course`,
  ),
  "POST /api/Order/create-from-course": [
    {
      what: "下架的课程",
      hidden: async () => hiddenCourse,
      probe: (id) => ({
        path: "/api/Order/create-from-course",
        body: { courseIds: [id], token: "access-invariant-token-1", agree: true, invoiceKind: "none" },
      }),
    },
    {
      what: "下架的题库",
      hidden: async () => hiddenBank,
      probe: (id) => ({
        path: "/api/Order/create-from-course",
        body: { bankIds: [id], token: "access-invariant-token-2", agree: true, invoiceKind: "none" },
      }),
    },
  ],
  "GET /api/Order/{orderNo}": orderCase((no) => `/api/Order/${no}`),
  "POST /api/Order/{orderNo}/confirm-payment": orderCase((no) => `/api/Order/${no}/confirm-payment`),
  "POST /api/Order/{orderNo}/cancel": orderCase((no) => `/api/Order/${no}/cancel`),
  "POST /api/Order/{orderNo}/refund": orderCase((no) => `/api/Order/${no}/refund`, { reason: "不想学了" }),
  "POST /api/Tenpay/transactions": orderCase(() => "/api/Tenpay/transactions", { channel: "native" }),

  "POST /api/Notification/{id}/read": pathId("别人的消息", othersNotification, (id) => `/api/Notification/${id}/read`),

  // The moderation centre: another school's items are not this school's to see.
  "POST /api/Moderation/decisions": [
    {
      what: "北京大学学生审核中的评论",
      as: "moderator",
      hidden: () => othersComment("pending", "北京大学"),
      probe: (id) => ({ path: "/api/Moderation/decisions", body: { kind: "comment", id, action: "approve" } }),
    },
    {
      what: "北京大学学生审核中的文章",
      as: "moderator",
      hidden: () => pendingPost("北京大学"),
      probe: (id) => ({ path: "/api/Moderation/decisions", body: { kind: "post", id, action: "approve" } }),
    },
    {
      what: "北京大学学生审核中的小组",
      as: "moderator",
      hidden: () => pendingGroup("北京大学"),
      probe: (id) => ({ path: "/api/Moderation/decisions", body: { kind: "group", id, action: "approve" } }),
    },
  ],
  "DELETE /api/Moderation/sensitive-words/{id}": {
    what: "北京大学的敏感词",
    as: "moderator",
    hidden: pkuSensitiveWord,
    probe: (id) => ({ path: `/api/Moderation/sensitive-words/${id}` }),
  },
};

/** Operations with an id that is not of a thing anyone owns or may be kept from seeing, and why. */
const notApplicable: Record<string, string> = {
  "DELETE /api/console/sensitive-words/{id}":
    "the site's list, the operator's alone: anyone else is refused (403) before the id is read; a school's word is 404",
  ...Object.fromEntries(
    [
      "GET /api/console/schools/{schoolId}",
      "PUT /api/console/schools/{schoolId}/name",
      "GET /api/console/schools/{schoolId}/campus-ranges",
      "PUT /api/console/schools/{schoolId}/campus-ranges",
      "GET /api/console/schools/{schoolId}/campus-ranges/test",
      "GET /api/console/schools/{schoolId}/licences",
      "POST /api/console/schools/{schoolId}/licences",
      "PUT /api/console/schools/{schoolId}/licences/{id}",
      "POST /api/console/schools/{schoolId}/licences/{id}/end",
    ].map((key) => [
      key,
      "console only (a student is 403 before any id is read); another school's {schoolId} answers as a missing one, " +
        "and a licence {id} is found with its school in the WHERE clause: tests/integration/console-campus-pages.test.ts",
    ]),
  ),
  "DELETE /api/console/operators/{userId}": "the operators' list is the operator's alone: anyone else is 403 first",
  ...Object.fromEntries(
    [
      "GET /api/console/question-imports/{id}",
      "POST /api/console/question-imports/{id}/commit",
      "DELETE /api/console/question-imports/{id}",
    ].map((key) => [
      key,
      "the operator's alone (anyone else 403 before the id is read); an upload is found with its uploader in the " +
        "WHERE clause, so another's answers as a missing one: tests/integration/console-question-import.test.ts",
    ]),
  ),
  ...Object.fromEntries(
    [
      "GET /api/console/courses/{id}",
      "PUT /api/console/courses/{id}",
      "POST /api/console/courses/{id}/catalogue",
      "POST /api/console/courses/{id}/cover",
      "POST /api/console/courses/{id}/publish",
      "POST /api/console/courses/{id}/unpublish",
    ].map((key) => [
      key,
      "the site's courses, the operator's alone: anyone else is 403 before the id is read; a chapter, section or " +
        "video id is found with its course in the WHERE clause (tests/integration/console-courses.test.ts)",
    ]),
  ),
  "POST /api/console/seniors/{id}/decide":
    "every school's senior applications are the operator's to override: anyone else is 403 before the id is read " +
    "(tests/integration/console-seniors.test.ts)",
  ...Object.fromEntries(
    [
      "GET /api/console/news/{id}",
      "PUT /api/console/news/{id}",
      "POST /api/console/news/{id}/publish",
      "POST /api/console/news/{id}/unpublish",
    ].map((key) => [
      key,
      "the site's news, the operator's alone: anyone else is 403 before the id is read " +
        "(tests/integration/console-news.test.ts)",
    ]),
  ),
  ...Object.fromEntries(
    [
      "PUT /api/console/slides/{id}",
      "POST /api/console/slides/{id}/publish",
      "POST /api/console/slides/{id}/unpublish",
      "POST /api/console/slides/{id}/move",
    ].map((key) => [
      key,
      "the site's carousel, the operator's alone: anyone else is 403 before the id is read " +
        "(tests/integration/console-slides.test.ts)",
    ]),
  ),
  ...Object.fromEntries(
    [
      "GET /api/console/papers/{id}",
      "PUT /api/console/papers/{id}",
      "POST /api/console/papers/{id}/publish",
      "POST /api/console/papers/{id}/unpublish",
      "POST /api/console/papers/{id}/file",
    ].map((key) => [
      key,
      "the site's past papers, the operator's alone: anyone else is 403 before the id is read " +
        "(tests/integration/console-papers.test.ts)",
    ]),
  ),
  ...Object.fromEntries(
    [
      "POST /api/console/lives",
      "GET /api/console/lives/{id}",
      "PUT /api/console/lives/{id}",
      "POST /api/console/lives/{id}/publish",
      "POST /api/console/lives/{id}/unpublish",
    ].map((key) => [
      key,
      "the site's lives and 视频库 (videoId), the operator's alone: anyone else is 403 before an id is read " +
        "(tests/integration/console-lives.test.ts)",
    ]),
  ),
  ...Object.fromEntries(
    [
      "POST /api/console/paper-videos",
      "GET /api/console/paper-videos/{id}",
      "PUT /api/console/paper-videos/{id}",
      "POST /api/console/paper-videos/{id}/publish",
      "POST /api/console/paper-videos/{id}/unpublish",
    ].map((key) => [
      key,
      "the site's paper videos and 视频库 (videoId), the operator's alone: anyone else is 403 before an id is read " +
        "(tests/integration/console-paper-videos.test.ts)",
    ]),
  ),
  ...Object.fromEntries(
    ["GET /api/console/videos/{id}", "POST /api/console/videos/{id}/retry"].map((key) => [
      key,
      "the site's video library, the operator's alone: anyone else is 403 before the id is read " +
        "(tests/integration/console-videos.test.ts)",
    ]),
  ),
  "POST /api/User/password-login": "captchaId: a one-time image challenge, not anyone's thing",
  "POST /api/User/captcha-login":
    "phoneCaptchaId: an SMS challenge checked with the phone it was sent to; any mismatch is one answer",
  "POST /api/User/register": "schoolId: the schools are a public list; phoneCaptchaId as captcha-login",
  "POST /api/User/password-reset": "phoneCaptchaId as captcha-login",
  "POST /api/User/org-login": "orgId: a school of the public list",
  "POST /api/User/modify-phone/verify-old": "phoneCaptchaId as captcha-login",
  "POST /api/User/modify-phone/verify-new": "phoneCaptchaId as captcha-login",
  "POST /api/User/delete-account": "phoneCaptchaId as captcha-login",
  "POST /api/System/web-visitlog": "viewId: the browser's own page-view id",
  "PUT /api/Book": "bookId: word books are the same for everyone",
  "GET /api/Book/study": "bookId: word books are the same for everyone",
  "POST /api/Word/KnowWord": "wordId, bookId: the dictionary is the same for everyone",
  "POST /api/Word/NotKnowWord": "wordId, bookId: the dictionary is the same for everyone",
  "POST /api/Word/EasyWord": "wordId, bookId: the dictionary is the same for everyone",
  "GET /api/Word/review": "bookId: word books are the same for everyone",
  "GET /api/Word/nextReviewWordOfOneDay": "bookId: word books are the same for everyone",
  "POST /api/Word/collect": "wordId: the dictionary is the same for everyone",
  "GET /api/Word/nextCollectWordId": "wordId: the dictionary is the same for everyone",
  "GET /api/Word/detail": "wordId, bookId: the dictionary is the same for everyone",
  "GET /api/Word/summary": "bookId: word books are the same for everyone",
  "POST /api/Word/restartStudyWord": "bookId: word books are the same for everyone",
  "GET /api/Word/wordClick": "wordId: the dictionary is the same for everyone",
  "POST /api/Word/wordClick": "wordId: the dictionary is the same for everyone",
  "GET /api/Experience/page-query": "seniorId: a filter over the seniors' profiles, which are all public",
  "POST /api/Senior/{id}/follow": "seniors' profiles are all public (no owner, no state)",
  "DELETE /api/Senior/{id}/follow": "seniors' profiles are all public (no owner, no state)",
  "GET /question/website/zmt-papers/{id}":
    "every 自命题 paper is public past the campus gate (no owner's view, no state)",
  "POST /question/website/zmt-papers/{id}/download": "every 自命题 paper is public past the campus gate",
  "GET /api/Moderation/queue/{kind}": "kind names a queue source, not a thing",
  "POST /material/website/batches/{batchId}/materials":
    "a multipart upload the JSON probe cannot send; the same requireBatchTeaching 404 as DELETE …/materials/{id}, and tests/integration/training-materials.test.ts posts it as an outsider",
  ...Object.fromEntries(
    [
      "POST /api/Training/batches/{id}/request",
      "GET /api/Training/batches/{id}/members",
      "POST /api/Training/batches/{id}/members/import",
      "POST /api/Training/batches/{id}/members/{userId}/approve",
      "POST /api/Training/batches/{id}/members/{userId}/decline",
      "POST /api/Training/batches/{id}/members/{userId}/remove",
      "GET /api/Training/batches/{id}/overview",
    ].map((key) => [
      key,
      "a training batch's one access rule (training-access.server.ts): 404 for another batch's student, another " +
        "school's student, teacher and administrator, enumerated in tests/integration/training-batches.test.ts",
    ]),
  ),
  ...Object.fromEntries(
    [
      "GET /lecture/website/lectures",
      "POST /lecture/website/lectures",
      "GET /lecture/website/lectures/{lectureId}",
      "PUT /lecture/website/lectures/{lectureId}",
      "DELETE /lecture/website/lectures/{lectureId}",
      "POST /lecture/website/lectures/{lectureId}/collect",
      "GET /course/website/training/assignments",
      "POST /course/website/training/assignments",
      "DELETE /course/website/training/assignments/{assignmentId}",
      "POST /course/website/training/assignments/{assignmentId}/remind",
      "GET /course/website/training/courses",
    ].map((key) => [
      key,
      "a training batch's lectures and assignments: the one training rule (training-access.server.ts) answers 404 " +
        "to everyone who may not see the batch, the lecture or assignment checked against its batch " +
        "(tests/integration/training-lectures-assignments.test.ts)",
    ]),
  ),
};

// ——— Which operations take an id ———

/** The keys of an endpoint's input object, through refinements and pipes. */
function inputKeys(schema: z.ZodTypeAny | undefined): string[] {
  let current: z.ZodTypeAny | undefined = schema;
  for (let depth = 0; current && depth < 10; depth += 1) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape as object);
    if (current instanceof z.ZodEffects) current = current.innerType();
    else if (current instanceof z.ZodPipeline) current = current._def.in as z.ZodTypeAny;
    else return [];
  }
  return [];
}

const ID_KEY = /^(id|orderNo)$|Ids?$/;
const operationKey = (method: string, path: string) => `${method} ${path}`;
const operationsWithIds = endpointTable
  .map(({ endpoint }) => ({ key: operationKey(endpoint.method, endpoint.path), endpoint }))
  .filter(({ endpoint }) => endpoint.path.includes("{") || inputKeys(endpoint.input).some((key) => ID_KEY.test(key)));

describe("the access invariant's coverage", () => {
  it("has an entry — a case or a reason — for every operation with an id, and none for an operation that is gone", () => {
    const withIds = new Set(operationsWithIds.map(({ key }) => key));
    expect(withIds.size).toBeGreaterThan(90);
    const uncovered = [...withIds].filter((key) => !(key in cases) && !(key in notApplicable));
    expect(uncovered, "operations with an id and no entry in cases or notApplicable").toEqual([]);
    const stale = [...Object.keys(cases), ...Object.keys(notApplicable)].filter((key) => !withIds.has(key));
    expect(stale, "entries naming no operation with an id").toEqual([]);
    const both = Object.keys(cases).filter((key) => key in notApplicable);
    expect(both).toEqual([]);
  });
});

const flatCases = Object.entries(cases).flatMap(([key, entry]) =>
  (Array.isArray(entry) ? entry : [entry]).map((entry) => ({ key, ...entry })),
);

describe("another's or a hidden thing answers as a missing one", () => {
  it.each(flatCases.map((entry) => [`${entry.key} — ${entry.what}`, entry] as const))("%s", async (_name, entry) => {
    const [method] = entry.key.split(" ") as [string];
    const hiddenId = await entry.hidden();
    const token = entry.as === "moderator" ? demoOrg : (await student()).token;
    const ask = async (id: Id) => {
      const probe = entry.probe(id);
      const answer = await api(method, probe.path, token, probe.body);
      return { status: answer.status, body: answer.body };
    };
    const hidden = await ask(hiddenId);
    const missing = await ask(entry.missing ?? MISSING);
    // A probe the dispatcher refuses before the service looks (a bad body, no login) would compare nothing.
    expect([400, 401], `${entry.key}: the probe itself is refused — ${missing.body.msg}`).not.toContain(missing.status);
    expect(hidden, `${entry.key} with ${entry.what} (${hiddenId})`).toEqual(missing);
  });
});
