// 真题解析视频 in the console (issue 26) on SQLite and PostgreSQL: the operator files a paper video on the page or
// through the API with its video from 视频库 (only a ready one; its 高清 key, poster and duration are taken), students
// see nothing of it until it is published, publishing needs a video, a save names the version it read (an older one
// is refused, the typed text kept), unpublishing hides it without losing students' progress, likes and favourites and
// publishing again keeps its first publication time; one audit row per change; a school's administrator gets 403.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  loadPaperVideoEditor,
  loadPaperVideoEditorList,
  submitPaperVideoEditor,
} from "~/modules/console/paper-video-editor-pages.server";
import { saveProgress, videoProgressOf } from "~/modules/course/progress.server";
import { setPaperVideoCollect } from "~/modules/paper-video/paper-video.server";
import { VIDEO_TYPE } from "~/modules/video/video-types";
import { demoConsoleAccounts } from "~/seed/console-accounts";
import { callApi } from "../support/api-client";
import { asConsoleSession } from "../support/console-session";
import { signedInPageRequest } from "../support/page-request";
import { IP, loginDemo, seedDemo } from "./course-fixtures";

const CONTEXT = { clientIp: "10.20.30.44" };

let operator: string;
let staff: string;
let student: { id: number; token: string };
let readyVideo: number;
let processingVideo: number;

const pageRequest = (token: string, path: string, form?: Record<string, string>) =>
  signedInPageRequest(`http://localhost${path}`, token, form);

type Refused = { data: { errors: Record<string, string>; values: Record<string, string> }; init: { status: number } };

const draft = (tag: string, extra: Record<string, string> = {}) => ({
  subject: "math1",
  examYear: "2026",
  paper: "2026 年全国硕士研究生招生考试数学（一）",
  questionNumber: "17",
  questionLabel: "第 17 题",
  title: `二重积分的换序（${tag}）`,
  teacher: "李老师",
  introduction: `先画积分区域 ${tag}`,
  videoId: String(readyVideo),
  freePreview: "on",
  ...extra,
});

const auditRows = async (id: number) =>
  (
    await db
      .selectFrom("console_audit_log")
      .select("action")
      .where("target_type", "=", "paper_video")
      .where("target_id", "=", String(id))
      .orderBy("id")
      .execute()
  ).map((row) => row.action);

const idOf = (response: Response) =>
  Number(/\/console\/paper-videos\/(\d+)$/.exec(response.headers.get("location") ?? "")?.[1]);

async function insertVideo(title: string, status: "ready" | "processing", key: string) {
  const now = Date.now();
  const ready = status === "ready";
  const row = await db
    .insertInto("video_assets")
    .values({
      title,
      file_name: `${key}.mp4`,
      origin: "upload",
      status,
      progress: ready ? 100 : 40,
      error: null,
      source_key: ready ? null : `videos/${key}-source.mp4`,
      source_size: 1000,
      duration_seconds: ready ? 600 : null,
      width: ready ? 1280 : null,
      height: ready ? 720 : null,
      poster_key: ready ? `videos/${key}-poster.jpg` : null,
      hd_key: ready ? `videos/${key}-hd.mp4` : null,
      sd_key: ready ? `videos/${key}-sd.mp4` : null,
      hd_size: null,
      sd_size: null,
      job_id: null,
      heartbeat_at: null,
      processing_ms: null,
      uploaded_by_user_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const studentDetail = (id: number) =>
  callApi("GET", `/api/TrueQuestionVideo/detail?id=${id}`, { token: student.token, ip: IP.offCampus });
const studentPlay = (id: number) =>
  callApi("GET", `/api/TrueQuestionVideo/playurl?id=${id}`, { token: student.token, ip: IP.offCampus });

beforeAll(async () => {
  await seedDemo();
  operator = (await loginDemo(demoConsoleAccounts[0].phoneNumber)).token;
  await asConsoleSession(operator);
  staff = (await loginDemo(demoConsoleAccounts[1].phoneNumber)).token;
  await asConsoleSession(staff);
  student = await loginDemo("13800000001");
  readyVideo = await insertVideo("真题讲解：二重积分", "ready", "paper-ready");
  processingVideo = await insertVideo("还在处理的讲解", "processing", "paper-processing");
});

describe("真题解析视频 on the page", () => {
  it("files a draft students cannot see, previews it with 标清 / 高清, publishes it and unpublishes it", async () => {
    const created = (await submitPaperVideoEditor(
      pageRequest(operator, "/console/paper-videos/new", { intent: "save", ...draft("页面") }),
      CONTEXT,
      "new",
    )) as Response;
    expect(created.status).toBe(302);
    const id = idOf(created);
    expect(id).toBeGreaterThan(0);
    const stored = await db
      .selectFrom("paper_videos")
      .select(["media_key", "poster_key", "duration_seconds", "published"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      media_key: "videos/paper-ready-hd.mp4",
      poster_key: "videos/paper-ready-poster.jpg",
      duration_seconds: 600,
      published: 0,
    });
    expect((await studentDetail(id)).status).toBe(404);

    const editor = await loadPaperVideoEditor(
      pageRequest(operator, `/console/paper-videos/${id}`),
      CONTEXT,
      String(id),
    );
    expect(editor.paperVideo?.state).toBe("draft");
    expect(editor.paperVideo?.values).toEqual(draft("页面"));
    expect(editor.paperVideo?.preview.video).toMatchObject({
      title: draft("页面").title,
      badge: "试看",
      duration: 600,
    });
    expect(editor.paperVideo?.preview.player?.renditions.map((rendition) => rendition.quality)).toEqual(["sd", "hd"]);
    const drafts = await loadPaperVideoEditorList(pageRequest(operator, "/console/paper-videos?state=draft"), CONTEXT);
    expect(drafts.items.map((item) => item.id)).toContain(id);

    const published = (await submitPaperVideoEditor(
      pageRequest(operator, `/console/paper-videos/${id}`, { intent: "publish" }),
      CONTEXT,
      String(id),
    )) as Response;
    expect([published.status, published.headers.get("location")]).toEqual([302, `/console/paper-videos/${id}`]);
    expect((await studentDetail(id)).body.result).toMatchObject({ id, title: draft("页面").title, freePreview: true });
    const play = await studentPlay(id);
    expect(play.body.result).toMatchObject({ duration: 600, basis: "free-preview" });
    expect(play.body.result.renditions).toHaveLength(2);

    const unpublished = (await submitPaperVideoEditor(
      pageRequest(operator, `/console/paper-videos/${id}`, { intent: "unpublish" }),
      CONTEXT,
      String(id),
    )) as Response;
    expect(unpublished.status).toBe(302);
    expect((await studentDetail(id)).status).toBe(404);
    expect(await auditRows(id)).toEqual(["paper_video.create", "paper_video.publish", "paper_video.unpublish"]);
  });

  it("refuses bad input field by field and a video that is not ready, keeping everything typed", async () => {
    const typed = { intent: "save", ...draft("坏"), title: " ", examYear: "1999", questionNumber: "abc", subject: "" };
    const refused = (await submitPaperVideoEditor(
      pageRequest(operator, "/console/paper-videos/new", typed),
      CONTEXT,
      "new",
    )) as unknown as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.errors).toEqual({
      subject: "请选择科目",
      examYear: "年份应为 2000–2100 之间的整数",
      questionNumber: "题目顺序应为 1–200 之间的整数",
      title: "请填写视频标题",
    });
    expect(refused.data.values.paper).toBe(typed.paper);

    const notReady = (await submitPaperVideoEditor(
      pageRequest(operator, "/console/paper-videos/new", {
        intent: "save",
        ...draft("未就绪", { videoId: String(processingVideo) }),
      }),
      CONTEXT,
      "new",
    )) as unknown as Refused;
    expect(notReady.init.status).toBe(400);
    expect(notReady.data.errors.videoId).toContain("还在处理的讲解");
    expect(notReady.data.values.title).toBe(draft("未就绪").title);
  });

  it("keeps a draft without a video from students: publishing it is refused until one is chosen", async () => {
    const id = idOf(
      (await submitPaperVideoEditor(
        pageRequest(operator, "/console/paper-videos/new", { intent: "save", ...draft("无视频", { videoId: "" }) }),
        CONTEXT,
        "new",
      )) as Response,
    );
    const opened = await loadPaperVideoEditor(
      pageRequest(operator, `/console/paper-videos/${id}`),
      CONTEXT,
      String(id),
    );
    expect(opened.paperVideo?.preview.player).toBeNull();
    expect(opened.paperVideo?.preview.refusal?.message).toBe("发布前请从视频库中选择视频");
    const refused = await callApi("POST", `/api/console/paper-videos/${id}/publish`, { token: operator });
    expect([refused.status, refused.body.msg]).toEqual([409, "发布前请从视频库中选择视频"]);
    expect((await studentDetail(id)).status).toBe(404);
    expect(await auditRows(id)).toEqual(["paper_video.create"]);
  });

  it("refuses a save over a newer one with the typed text kept, and writes nothing for an unchanged one", async () => {
    const id = idOf(
      (await submitPaperVideoEditor(
        pageRequest(operator, "/console/paper-videos/new", { intent: "save", ...draft("版本") }),
        CONTEXT,
        "new",
      )) as Response,
    );
    const opened = await loadPaperVideoEditor(
      pageRequest(operator, `/console/paper-videos/${id}`),
      CONTEXT,
      String(id),
    );
    const version = opened.paperVideo?.version ?? "";
    const unchanged = (await submitPaperVideoEditor(
      pageRequest(operator, `/console/paper-videos/${id}`, { intent: "save", version, ...draft("版本") }),
      CONTEXT,
      String(id),
    )) as Response;
    expect(unchanged.status).toBe(302);
    expect(await auditRows(id)).toEqual(["paper_video.create"]);
    const first = (await submitPaperVideoEditor(
      pageRequest(operator, `/console/paper-videos/${id}`, {
        intent: "save",
        version,
        ...draft("版本"),
        teacher: "甲",
      }),
      CONTEXT,
      String(id),
    )) as Response;
    expect(first.status).toBe(302);
    const second = (await submitPaperVideoEditor(
      pageRequest(operator, `/console/paper-videos/${id}`, {
        intent: "save",
        version,
        ...draft("版本"),
        teacher: "乙",
      }),
      CONTEXT,
      String(id),
    )) as unknown as Refused;
    expect(second.init.status).toBe(409);
    expect(second.data.errors[""]).toContain("刚被别人修改过");
    expect(second.data.values.teacher).toBe("乙");
    const stored = await db.selectFrom("paper_videos").select("teacher").where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored.teacher).toBe("甲");
    expect(await auditRows(id)).toEqual(["paper_video.create", "paper_video.update"]);
  });

  it("answers 404 for an unknown paper video and 403 to a school's administrator", async () => {
    await expect(
      loadPaperVideoEditor(pageRequest(operator, "/console/paper-videos/99999999"), CONTEXT, "99999999"),
    ).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loadPaperVideoEditorList(pageRequest(staff, "/console/paper-videos"), CONTEXT)).rejects.toMatchObject({
      init: { status: 403 },
    });
    await expect(
      submitPaperVideoEditor(
        pageRequest(staff, "/console/paper-videos/new", { intent: "save", ...draft("越权") }),
        CONTEXT,
        "new",
      ),
    ).rejects.toMatchObject({ init: { status: 403 } });
  });
});

describe("/api/console/paper-videos", () => {
  it("files, saves, unpublishes with progress and favourites kept and publishes again at its first time", async () => {
    const form = { ...draft("接口"), examYear: 2026, questionNumber: 17, videoId: readyVideo, freePreview: true };
    const created = await callApi("POST", "/api/console/paper-videos", { token: operator, body: form });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({ state: "draft", hasVideo: true, video: { videoId: readyVideo } });
    const id = created.body.result.id as number;

    const saved = await callApi("PUT", `/api/console/paper-videos/${id}`, {
      token: operator,
      body: { ...form, title: "改过的标题", version: created.body.result.updatedAt },
    });
    expect([saved.status, saved.body.result.changed, saved.body.result.title]).toEqual([200, true, "改过的标题"]);
    const stale = await callApi("PUT", `/api/console/paper-videos/${id}`, {
      token: operator,
      body: { ...form, version: created.body.result.updatedAt },
    });
    expect([stale.status, stale.body.msg]).toEqual([409, expect.stringContaining("刚被别人修改过")]);

    const published = await callApi("POST", `/api/console/paper-videos/${id}/publish`, { token: operator });
    expect(published.body.result.state).toBe("published");
    const firstPublished = published.body.result.publishedAt as number;
    // A published video keeps a video.
    const emptied = await callApi("PUT", `/api/console/paper-videos/${id}`, {
      token: operator,
      body: { ...form, title: "改过的标题", videoId: "", version: saved.body.result.updatedAt },
    });
    expect([emptied.status, emptied.body.msg]).toEqual([409, expect.stringContaining("请先下架")]);

    // What the student records while it is published.
    await setPaperVideoCollect(student.id, id, true);
    const now = Date.now();
    await saveProgress(
      student.id,
      { videoId: id, type: VIDEO_TYPE.paper, position: 120, session: `p-${id}`, seq: 0, startedAt: now },
      now,
    );

    const unpublished = await callApi("POST", `/api/console/paper-videos/${id}/unpublish`, { token: operator });
    expect([unpublished.status, unpublished.body.result.state]).toEqual([200, "draft"]);
    expect((await studentDetail(id)).status).toBe(404);
    expect((await callApi("POST", `/api/console/paper-videos/${id}/unpublish`, { token: operator })).status).toBe(409);
    expect(await videoProgressOf(student.id, VIDEO_TYPE.paper, id)).toMatchObject({ position: 120 });

    const back = await callApi("POST", `/api/console/paper-videos/${id}/publish`, { token: operator });
    expect(back.body.result.publishedAt).toBe(firstPublished);
    const detail = await studentDetail(id);
    expect([detail.body.result.collected, detail.body.result.collectCount]).toEqual([true, 1]);
    expect((await studentPlay(id)).body.result.resumeAt).toBe(120);
    expect(await auditRows(id)).toEqual([
      "paper_video.create",
      "paper_video.update",
      "paper_video.publish",
      "paper_video.unpublish",
      "paper_video.publish",
    ]);
    const list = await callApi("GET", "/api/console/paper-videos?state=published&rows=100", { token: operator });
    expect(list.body.result.items.map((item: { id: number }) => item.id)).toContain(id);

    // Leave the demo's published count as it was for the other tests of this database.
    await callApi("POST", `/api/console/paper-videos/${id}/unpublish`, { token: operator });
  });

  it("refuses bad input, a video that is not ready, and anyone but the operator", async () => {
    const form = { ...draft("x"), examYear: 2026, questionNumber: 3, videoId: readyVideo };
    const bad = await callApi("POST", "/api/console/paper-videos", { token: operator, body: { ...form, paper: "" } });
    expect([bad.status, bad.body.msg]).toEqual([400, expect.stringContaining("请填写试卷名称")]);
    const notReady = await callApi("POST", "/api/console/paper-videos", {
      token: operator,
      body: { ...form, videoId: processingVideo },
    });
    expect([notReady.status, notReady.body.msg]).toEqual([400, expect.stringContaining("还在处理的讲解")]);
    expect((await callApi("GET", "/api/console/paper-videos?state=hidden", { token: operator })).status).toBe(400);
    expect((await callApi("GET", "/api/console/paper-videos/99999999", { token: operator })).status).toBe(404);
    expect((await callApi("GET", "/api/console/paper-videos", { token: staff })).status).toBe(403);
    expect((await callApi("POST", "/api/console/paper-videos", { token: staff, body: form })).status).toBe(403);
    expect((await callApi("GET", "/api/console/paper-videos", { token: student.token })).status).toBe(403);
    expect((await callApi("GET", "/api/console/paper-videos")).status).toBe(401);
  });
});
