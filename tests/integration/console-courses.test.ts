// 课程管理 in the console (issue 26) on SQLite and PostgreSQL: the operator writes a course's facts as a draft on the
// page or through the API, builds its catalogue from 视频库's ready videos (a video still processing is refused), the
// catalogue's numbering and the course's count and length follow every change, an empty course is not published,
// students see nothing until it is published, a save names the version it read, a video students have watched cannot
// be removed, unpublishing keeps their progress and favourites; one audit row per change; a school's administrator
// gets 403; bad input gets its Chinese message beside its form with what was typed.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEnv } from "~/lib/env.server";
import { db } from "~/db/client.server";
import {
  loadCourseEditor,
  loadCourseEditorList,
  submitCourseEditor,
} from "~/modules/console/course-editor-pages.server";
import { positionsAfterMove } from "~/modules/console/course-editor.server";
import { getCourseCatalog, getCourseDetail } from "~/modules/course/course-catalog.server";
import { listReadyVideos } from "~/modules/video-library/video-choices.server";
import { demoConsoleAccounts } from "~/seed/console-accounts";
import { callApi } from "../support/api-client";
import { asConsoleSession } from "../support/console-session";
import { signedInPageRequest } from "../support/page-request";
import { loginDemo, seedDemo, viewerOfUser, type TestUser } from "./course-fixtures";

const CONTEXT = { clientIp: "10.20.30.43" };

let operator: string;
let staff: string;
let student: TestUser;
let ready: Awaited<ReturnType<typeof listReadyVideos>>;
let processingVideoId: number;

const pageRequest = (token: string, path: string, form?: FormData | Record<string, string>) =>
  signedInPageRequest(`http://localhost${path}`, token, form);

type Refused = {
  data: { form: string; errors: Record<string, string>; values: Record<string, string> };
  init: { status: number };
};

const facts = (tag: string) => ({
  type: "2",
  subject: "math1",
  title: `高数强化（${tag}）`,
  introduction: `极限、导数与积分 ${tag}`,
  teachers: "张老师，北京大学数学博士\n李老师",
  tags: "强化、高数, 强化",
  price: "19.9",
});

const submit = (token: string, id: number | "new", form: Record<string, string>) =>
  submitCourseEditor(
    pageRequest(token, id === "new" ? "/console/courses/new" : `/console/courses/${id}`, form),
    CONTEXT,
    String(id),
  );

const idOf = (response: Response) =>
  Number(/\/console\/courses\/(\d+)$/.exec(response.headers.get("location") ?? "")?.[1]);

const actions = async (courseId: number) =>
  (
    await db
      .selectFrom("console_audit_log")
      .select(["action", "before_json", "after_json"])
      .where("action", "like", "course.%")
      .where((eb) =>
        eb.or([
          eb.and([eb("target_type", "=", "course"), eb("target_id", "=", String(courseId))]),
          eb("after_json", "like", `{"course":${courseId},%`),
          eb("before_json", "like", `{"course":${courseId},%`),
        ]),
      )
      .orderBy("id")
      .execute()
  ).map((row) => row.action);

const editorOf = async (id: number) => {
  const page = await loadCourseEditor(pageRequest(operator, `/console/courses/${id}`), CONTEXT, String(id));
  if (!page.course) throw new Error("no course");
  return page.course;
};

async function newCourse(tag: string): Promise<number> {
  const created = (await submit(operator, "new", { intent: "save", ...facts(tag) })) as Response;
  expect(created.status).toBe(302);
  return idOf(created);
}

async function change(id: number, form: Record<string, string>) {
  return (await submit(operator, id, form)) as Response;
}

let mediaBefore: string;
let mediaDir: string;

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();

function coverForm(bytes: Buffer, name = "cover.png"): FormData {
  const form = new FormData();
  form.set("intent", "cover");
  form.set("cover", new File([new Uint8Array(bytes)], name, { type: "image/png" }));
  return form;
}

afterAll(async () => {
  getEnv().MEDIA_DIR = mediaBefore;
  await fs.rm(mediaDir, { recursive: true, force: true });
});

beforeAll(async () => {
  // Covers are written under MEDIA_DIR: this file's own, so nothing is left in the project's.
  mediaBefore = getEnv().MEDIA_DIR;
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), "course-covers-"));
  getEnv().MEDIA_DIR = mediaDir;
  await seedDemo();
  operator = (await loginDemo(demoConsoleAccounts[0].phoneNumber)).token;
  await asConsoleSession(operator);
  staff = (await loginDemo(demoConsoleAccounts[1].phoneNumber)).token;
  await asConsoleSession(staff);
  student = await loginDemo("13800000001");
  ready = await listReadyVideos();
  const now = Date.now();
  processingVideoId = (
    await db
      .insertInto("video_assets")
      .values({
        title: "还在处理的视频",
        file_name: "a.mp4",
        origin: "upload",
        status: "processing",
        progress: 40,
        source_size: 1000,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
});

describe("positionsAfterMove", () => {
  it("swaps a row with its neighbour over the same positions, strictly increasing", () => {
    const rows = [
      { id: 1, position: 1 },
      { id: 2, position: 3 },
      { id: 3, position: 3 },
    ];
    expect(positionsAfterMove(rows, 2, "up")).toEqual([
      { id: 2, position: 1 },
      { id: 1, position: 3 },
      { id: 3, position: 4 },
    ]);
    expect(() => positionsAfterMove(rows, 1, "up")).toThrow("不能再移动");
    expect(() => positionsAfterMove(rows, 3, "down")).toThrow("不能再移动");
  });
});

describe("课程管理 on the page", () => {
  it("writes a draft, builds its catalogue from 视频库, numbers it, publishes it for students", async () => {
    expect(ready.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = ready;
    if (!first || !second || !third) throw new Error("the demo seed has ready videos");
    const id = await newCourse("页面");
    await expect(getCourseDetail(viewerOfUser(student), id)).rejects.toMatchObject({ status: 404 });

    let course = await editorOf(id);
    expect(course.state).toBe("draft");
    expect(course.values).toMatchObject({
      teachers: "张老师，北京大学数学博士\n李老师",
      tags: "强化，高数",
      price: "19.9",
    });

    // An empty course is not published.
    const empty = (await change(id, { intent: "publish" })) as unknown as Refused;
    expect([empty.init.status, empty.data.form, empty.data.errors[""]]).toEqual([
      409,
      "state",
      "课程里还没有视频，不能发布。请先添加章、节和视频",
    ]);

    expect((await change(id, { intent: "addChapter", title: "第一章 极限" })).status).toBe(302);
    expect((await change(id, { intent: "addChapter", title: "第二章 导数" })).status).toBe(302);
    course = await editorOf(id);
    const [chapterOne, chapterTwo] = course.chapters;
    if (!chapterOne || !chapterTwo) throw new Error("two chapters");
    await change(id, { intent: "addSection", chapterId: String(chapterOne.id), title: "1.1 数列极限" });
    await change(id, { intent: "addSection", chapterId: String(chapterTwo.id), title: "2.1 导数定义" });
    course = await editorOf(id);
    const sectionOne = course.chapters[0]?.sections[0];
    const sectionTwo = course.chapters[1]?.sections[0];
    if (!sectionOne || !sectionTwo) throw new Error("two sections");

    const added = await change(id, {
      intent: "addLesson",
      sectionId: String(sectionTwo.id),
      videoId: String(third.id),
      title: "",
      freePreview: "on",
    });
    expect(added.status).toBe(302);
    await change(id, {
      intent: "addLesson",
      sectionId: String(sectionOne.id),
      videoId: String(first.id),
      title: "定义",
    });
    await change(id, {
      intent: "addLesson",
      sectionId: String(sectionOne.id),
      videoId: String(second.id),
      title: "性质",
    });

    course = await editorOf(id);
    const lessons = course.chapters.flatMap((chapter) => chapter.sections.flatMap((section) => section.lessons));
    // Numbered in catalogue order, whatever order they were added in; the title defaults to 视频库's.
    expect(lessons.map((lesson) => [lesson.title, lesson.sequence, lesson.freePreview])).toEqual([
      ["定义", 1, false],
      ["性质", 2, false],
      [third.title, 3, true],
    ]);
    expect(course.videoCount).toBe(3);
    const stored = await db
      .selectFrom("courses")
      .select(["video_count", "total_duration"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.total_duration)).toBe(first.durationSeconds + second.durationSeconds + third.durationSeconds);
    expect(course.preview.catalogue.map((chapter) => chapter.title)).toEqual(["第一章 极限", "第二章 导数"]);
    expect(course.preview.course.previewVideoCount).toBe(1);

    // 下移 the first chapter: the numbering follows.
    await change(id, { intent: "moveChapter", chapterId: String(chapterOne.id), direction: "down" });
    course = await editorOf(id);
    expect(
      course.chapters.flatMap((chapter) =>
        chapter.sections.flatMap((section) => section.lessons.map((lesson) => [lesson.title, lesson.sequence])),
      ),
    ).toEqual([
      [third.title, 1],
      ["定义", 2],
      ["性质", 3],
    ]);

    const published = await change(id, { intent: "publish" });
    expect([published.status, published.headers.get("location")]).toEqual([302, `/console/courses/${id}`]);
    const detail = await getCourseDetail(viewerOfUser(student), id);
    expect([detail.title, detail.videoCount, detail.previewVideoCount, detail.priceFen]).toEqual([
      "高数强化（页面）",
      3,
      1,
      1990,
    ]);
    expect(detail.teachers).toEqual([
      { name: "张老师", title: "北京大学数学博士" },
      { name: "李老师", title: "" },
    ]);
    const catalog = await getCourseCatalog(viewerOfUser(student), id);
    expect(catalog.chapters.map((chapter) => chapter.title)).toEqual(["第二章 导数", "第一章 极限"]);
    const tags = await db.selectFrom("course_tags").select("tag").where("course_id", "=", id).orderBy("tag").execute();
    expect(tags.map((row) => row.tag).sort()).toEqual(["强化", "高数"].sort());

    const list = await loadCourseEditorList(pageRequest(operator, "/console/courses?state=published"), CONTEXT);
    expect(list.items.map((item) => item.id)).toContain(id);

    expect(await actions(id)).toEqual([
      "course.create",
      "course.addChapter",
      "course.addChapter",
      "course.addSection",
      "course.addSection",
      "course.addLesson",
      "course.addLesson",
      "course.addLesson",
      "course.moveChapter",
      "course.publish",
    ]);
  });

  it("refuses a video still processing, a non-empty chapter and section, and bad input beside its form", async () => {
    const id = await newCourse("拒绝");
    await change(id, { intent: "addChapter", title: "第一章" });
    const chapter = (await editorOf(id)).chapters[0];
    if (!chapter) throw new Error("a chapter");
    await change(id, { intent: "addSection", chapterId: String(chapter.id), title: "第一节" });
    const section = (await editorOf(id)).chapters[0]?.sections[0];
    if (!section) throw new Error("a section");

    const notReady = (await change(id, {
      intent: "addLesson",
      sectionId: String(section.id),
      videoId: String(processingVideoId),
      title: "",
    })) as unknown as Refused;
    expect([notReady.init.status, notReady.data.form]).toEqual([400, `addLesson-${section.id}`]);
    expect(notReady.data.errors[""]).toContain("还没有处理完成");

    const blank = (await change(id, {
      intent: "addSection",
      chapterId: String(chapter.id),
      title: "   ",
    })) as unknown as Refused;
    expect([blank.init.status, blank.data.form, blank.data.errors]).toEqual([
      400,
      `addSection-${chapter.id}`,
      { title: "请填写节的名称" },
    ]);
    const noVideo = (await change(id, {
      intent: "addLesson",
      sectionId: String(section.id),
      videoId: "",
      title: "保留的标题",
    })) as unknown as Refused;
    expect([noVideo.data.errors.videoId, noVideo.data.values.title]).toEqual(["请选择视频", "保留的标题"]);

    const notEmpty = (await change(id, {
      intent: "removeChapter",
      chapterId: String(chapter.id),
    })) as unknown as Refused;
    expect([notEmpty.init.status, notEmpty.data.errors[""]]).toEqual([409, "这一章里还有节，请先删除或移走其中的节"]);

    // Another course's section is not this course's.
    const other = await newCourse("别的");
    const foreign = (await change(other, {
      intent: "renameSection",
      sectionId: String(section.id),
      title: "偷改",
    })) as unknown as Refused;
    expect([foreign.init.status, foreign.data.errors[""]]).toEqual([
      404,
      "这一节不在这门课程里（可能已被删除），请刷新页面",
    ]);

    const bad = (await submit(operator, "new", {
      intent: "save",
      ...facts("坏"),
      title: " ",
      type: "9",
      teachers: "张老师，北京大学数学博士\n，没有名字",
      price: "1.999",
    })) as unknown as Refused;
    expect(bad.init.status).toBe(400);
    expect(bad.data.errors).toEqual({
      title: "请填写课程名称",
      type: "请选择课程类型（系统课、微课或一对一辅导）",
      teachers: expect.stringContaining("主讲老师第 2 行"),
      price: "价格请填写金额（元），如 0、9.9 或 199；0 为免费",
    });
    expect(bad.data.values.introduction).toBe(facts("坏").introduction);

    const unknown = (await change(id, { intent: "explode" })) as unknown as Refused;
    expect(unknown.init.status).toBe(400);

    // Empty section and chapter can go.
    expect((await change(id, { intent: "removeSection", sectionId: String(section.id) })).status).toBe(302);
    expect((await change(id, { intent: "removeChapter", chapterId: String(chapter.id) })).status).toBe(302);
    expect((await editorOf(id)).chapters).toEqual([]);
  });

  it("keeps a watched video and students' records when the course is unpublished", async () => {
    const [video] = ready;
    if (!video) throw new Error("a ready video");
    const id = await newCourse("记录");
    await change(id, { intent: "addChapter", title: "第一章" });
    const chapterId = (await editorOf(id)).chapters[0]?.id;
    await change(id, { intent: "addSection", chapterId: String(chapterId), title: "第一节" });
    const sectionId = (await editorOf(id)).chapters[0]?.sections[0]?.id;
    await change(id, { intent: "addLesson", sectionId: String(sectionId), videoId: String(video.id), title: "" });
    const lessonId = (await editorOf(id)).chapters[0]?.sections[0]?.lessons[0]?.id ?? 0;
    await change(id, { intent: "publish" });

    const now = Date.now();
    await db
      .insertInto("video_progress")
      .values({
        user_id: student.id,
        video_type: 1,
        video_id: lessonId,
        course_id: id,
        position_seconds: 3,
        furthest_seconds: 3,
        duration_seconds: video.durationSeconds,
        learnt: 0,
        session_id: "s",
        session_started_at: now,
        seq: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto("content_reactions")
      .values({ user_id: student.id, target_type: "course", target_id: id, kind: "collect", created_at: now })
      .execute();

    const watched = (await change(id, { intent: "removeLesson", lessonId: String(lessonId) })) as unknown as Refused;
    expect([watched.init.status, watched.data.form]).toEqual([409, `removeLesson-${lessonId}`]);
    expect(watched.data.errors[""]).toContain("已有 1 位学员看过这个视频");
    expect((await editorOf(id)).chapters[0]?.sections[0]?.lessons[0]?.watchers).toBe(1);

    // Renaming and 试看 are fine.
    await change(id, { intent: "saveLesson", lessonId: String(lessonId), title: "改名后的视频", freePreview: "on" });
    expect((await editorOf(id)).chapters[0]?.sections[0]?.lessons[0]).toMatchObject({
      title: "改名后的视频",
      freePreview: true,
    });

    expect((await change(id, { intent: "unpublish" })).status).toBe(302);
    await expect(getCourseDetail(viewerOfUser(student), id)).rejects.toMatchObject({ status: 404 });
    const kept = await Promise.all([
      db
        .selectFrom("video_progress")
        .select("video_id")
        .where("user_id", "=", student.id)
        .where("course_id", "=", id)
        .execute(),
      db
        .selectFrom("content_reactions")
        .select("kind")
        .where("user_id", "=", student.id)
        .where("target_type", "=", "course")
        .where("target_id", "=", id)
        .execute(),
    ]);
    expect(kept.map((rows) => rows.length)).toEqual([1, 1]);
    expect((await change(id, { intent: "publish" })).status).toBe(302);
    expect((await getCourseDetail(viewerOfUser(student), id)).collectCount).toBeGreaterThanOrEqual(0);
  });

  it("refuses a save over newer facts, keeping what was typed", async () => {
    const id = await newCourse("版本");
    const version = (await editorOf(id)).version;
    const unchanged = await change(id, { intent: "save", version, ...facts("版本") });
    expect(unchanged.status).toBe(302);
    expect(await actions(id)).toEqual(["course.create"]);
    expect((await change(id, { intent: "save", version, ...facts("版本"), price: "0" })).status).toBe(302);
    const stale = (await change(id, {
      intent: "save",
      version,
      ...facts("版本"),
      introduction: "乙的介绍",
    })) as unknown as Refused;
    expect([stale.init.status, stale.data.values.introduction]).toEqual([409, "乙的介绍"]);
    expect(stale.data.errors[""]).toContain("刚被别人修改过");
    const row = await db.selectFrom("courses").select("price_fen").where("id", "=", id).executeTakeFirstOrThrow();
    expect(Number(row.price_fen)).toBe(0);
  });

  it("answers 404 for an unknown course and 403 to a school's administrator", async () => {
    await expect(
      loadCourseEditor(pageRequest(operator, "/console/courses/99999999"), CONTEXT, "99999999"),
    ).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loadCourseEditorList(pageRequest(staff, "/console/courses"), CONTEXT)).rejects.toMatchObject({
      init: { status: 403 },
    });
    await expect(submit(staff, "new", { intent: "save", ...facts("越权") })).rejects.toMatchObject({
      init: { status: 403 },
    });
  });
});

describe("a course's cover", () => {
  it("is checked, cropped to 640 × 360, named in the course, and the one it replaced removed", async () => {
    const id = await newCourse("封面");
    const small = (await submitCourseEditor(
      pageRequest(operator, `/console/courses/${id}`, coverForm(await picture(300, 200))),
      CONTEXT,
      String(id),
    )) as unknown as Refused;
    expect([small.init.status, small.data.form, small.data.errors.cover]).toEqual([
      422,
      "cover",
      expect.stringContaining("封面太小"),
    ]);
    const notImage = (await submitCourseEditor(
      pageRequest(operator, `/console/courses/${id}`, coverForm(Buffer.from("not an image at all"), "a.png")),
      CONTEXT,
      String(id),
    )) as unknown as Refused;
    expect(notImage.data.form).toBe("cover");
    expect(await fs.readdir(path.join(mediaDir, "covers")).catch(() => [])).toEqual([]);

    const first = (await submitCourseEditor(
      pageRequest(operator, `/console/courses/${id}`, coverForm(await picture(1600, 1200))),
      CONTEXT,
      String(id),
    )) as Response;
    expect(first.status).toBe(302);
    const key = (await db.selectFrom("courses").select("cover_key").where("id", "=", id).executeTakeFirstOrThrow())
      .cover_key;
    expect(key).toMatch(/^covers\/[0-9a-f]+\.jpg$/);
    const stored = await sharp(path.join(mediaDir, key ?? "")).metadata();
    expect([stored.width, stored.height, stored.format]).toEqual([640, 360, "jpeg"]);
    expect((await editorOf(id)).cover).toMatch(/^\/media\/covers\//);

    const replaced = await callApi("POST", `/api/console/courses/${id}/cover`, {
      token: operator,
      rawBody: new FormData(),
    });
    expect(replaced.status).toBe(400);
    const api = new FormData();
    api.set("cover", new File([new Uint8Array(await picture(960, 540))], "b.png", { type: "image/png" }));
    const second = await callApi("POST", `/api/console/courses/${id}/cover`, { token: operator, rawBody: api });
    expect([second.status, second.body.msg]).toEqual([200, "已更换封面"]);
    expect(second.body.result.coverKey).not.toBe(key);
    expect(await fs.readdir(path.join(mediaDir, "covers"))).toEqual([path.basename(second.body.result.coverKey)]);
    expect(await actions(id)).toEqual(["course.create", "course.cover", "course.cover"]);
  });
});

describe("/api/console/courses", () => {
  it("creates, builds the catalogue, publishes and unpublishes in the envelope", async () => {
    const [video] = ready;
    if (!video) throw new Error("a ready video");
    const created = await callApi("POST", "/api/console/courses", {
      token: operator,
      body: {
        type: 1,
        subject: "english1",
        title: "英语阅读（接口）",
        introduction: "真题阅读精讲",
        teachers: [{ name: "王老师", title: "十年阅读教学" }],
        tags: ["阅读", "真题"],
        price: 0,
      },
    });
    expect([created.status, created.body.result.state, created.body.result.teachers]).toEqual([
      200,
      "draft",
      [{ name: "王老师", title: "十年阅读教学" }],
    ]);
    const id = created.body.result.id as number;
    const base = `/api/console/courses/${id}`;
    const chapter = await callApi("POST", `${base}/catalogue`, {
      token: operator,
      body: { intent: "addChapter", title: "第一章" },
    });
    expect([chapter.status, chapter.body.msg]).toEqual([200, "已添加章「第一章」"]);
    const chapterId = chapter.body.result.chapters[0].id as number;
    const section = await callApi("POST", `${base}/catalogue`, {
      token: operator,
      body: { intent: "addSection", chapterId, title: "第一节" },
    });
    const sectionId = section.body.result.chapters[0].sections[0].id as number;
    const lesson = await callApi("POST", `${base}/catalogue`, {
      token: operator,
      body: { intent: "addLesson", sectionId, videoId: video.id, freePreview: true },
    });
    expect(lesson.body.result.chapters[0].sections[0].lessons[0]).toMatchObject({
      title: video.title,
      sequence: 1,
      freePreview: true,
      videoAssetId: video.id,
    });
    const bad = await callApi("POST", `${base}/catalogue`, { token: operator, body: { intent: "moveLesson" } });
    expect(bad.status).toBe(400);

    const published = await callApi("POST", `${base}/publish`, { token: operator });
    expect([published.status, published.body.result.state]).toEqual([200, "published"]);
    const saved = await callApi("PUT", base, {
      token: operator,
      body: { ...created.body.result, price: "9.9", version: published.body.result.updatedAt },
    });
    expect([saved.status, saved.body.result.priceFen, saved.body.result.changed]).toEqual([200, 990, true]);
    const unpublished = await callApi("POST", `${base}/unpublish`, { token: operator });
    expect(unpublished.body.result.state).toBe("draft");
    const twice = await callApi("POST", `${base}/unpublish`, { token: operator });
    expect([twice.status, twice.body.msg]).toEqual([409, "这门课程已经下架"]);
    const list = await callApi("GET", "/api/console/courses?state=draft", { token: operator });
    expect(list.body.result.items.map((item: { id: number }) => item.id)).toContain(id);

    const refused = await callApi("GET", base, { token: staff });
    expect(refused.status).toBe(403);
  });
});
