// 直播管理 in the console (issue 26) on SQLite and PostgreSQL: the operator schedules a live on the page or through the
// API (Beijing times, the provider's https stream, a replay from 视频库 — only a ready video), students see nothing of
// it until it is published, a save names the version it read (an older one is refused, the typed text kept),
// publishing needs something to play, unpublishing hides it without losing students' bookings; one audit row per
// change; a school's administrator gets 403; bad input gets its Chinese message per field.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { loadLiveEditor, loadLiveEditorList, submitLiveEditor } from "~/modules/console/live-editor-pages.server";
import { beijingMinuteInput } from "~/modules/console/live-editor-schemas";
import { bookLive, isLiveBooked } from "~/modules/notifications/live-bookings.server";
import { demoConsoleAccounts } from "~/seed/console-accounts";
import { callApi } from "../support/api-client";
import { asConsoleSession } from "../support/console-session";
import { signedInPageRequest } from "../support/page-request";
import { IP, loginDemo, seedDemo } from "./course-fixtures";

const CONTEXT = { clientIp: "10.20.30.43" };
const HOUR = 3_600_000;
const STREAM = "https://live.example.cn/app/math.m3u8?auth_key=1-2-3";

let operator: string;
let staff: string;
let student: { id: number; token: string };
let readyVideo: { id: number; hdKey: string; sdKey: string };
let processingVideo: number;

const pageRequest = (token: string, path: string, form?: Record<string, string>) =>
  signedInPageRequest(`http://localhost${path}`, token, form);

type Refused = { data: { errors: Record<string, string>; values: Record<string, string> }; init: { status: number } };

/** A live's form, starting `fromNow` ms from now (rounded to the minute) and lasting two hours. */
const draft = (tag: string, fromNow: number, extra: Record<string, string> = {}) => {
  const start = Math.floor((Date.now() + fromNow) / 60_000) * 60_000;
  return {
    title: `考研数学冲刺直播（${tag}）`,
    teacher: "张老师",
    subject: "math1",
    introduction: `冲刺阶段的重点 ${tag}`,
    startsAt: beijingMinuteInput(start),
    endsAt: beijingMinuteInput(start + 2 * HOUR),
    streamUrl: STREAM,
    videoId: "",
    free: "on",
    ...extra,
  };
};

const auditRows = async (id: number) =>
  (
    await db
      .selectFrom("console_audit_log")
      .select("action")
      .where("target_type", "=", "live")
      .where("target_id", "=", String(id))
      .orderBy("id")
      .execute()
  ).map((row) => row.action);

const idOf = (response: Response) =>
  Number(/\/console\/lives\/(\d+)$/.exec(response.headers.get("location") ?? "")?.[1]);

async function insertVideo(title: string, status: "ready" | "processing", key: string) {
  const now = Date.now();
  const row = await db
    .insertInto("video_assets")
    .values({
      title,
      file_name: `${key}.mp4`,
      origin: "upload",
      status,
      progress: status === "ready" ? 100 : 40,
      error: null,
      source_key: status === "ready" ? null : `videos/${key}-source.mp4`,
      source_size: 1000,
      duration_seconds: status === "ready" ? 1_234 : null,
      width: status === "ready" ? 1280 : null,
      height: status === "ready" ? 720 : null,
      poster_key: status === "ready" ? `videos/${key}-poster.jpg` : null,
      hd_key: status === "ready" ? `videos/${key}-hd.mp4` : null,
      sd_key: status === "ready" ? `videos/${key}-sd.mp4` : null,
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

const studentLive = (id: number) => callApi("GET", `/api/Live/${id}`, { token: student.token, ip: IP.offCampus });
const studentPlay = (id: number) =>
  callApi("GET", `/api/Live/video-play-url?id=${id}`, { token: student.token, ip: IP.offCampus });

beforeAll(async () => {
  await seedDemo();
  operator = (await loginDemo(demoConsoleAccounts[0].phoneNumber)).token;
  await asConsoleSession(operator);
  staff = (await loginDemo(demoConsoleAccounts[1].phoneNumber)).token;
  await asConsoleSession(staff);
  student = await loginDemo("13800000001");
  readyVideo = {
    id: await insertVideo("直播回放：数学冲刺", "ready", "live-replay-ready"),
    hdKey: "videos/live-replay-ready-hd.mp4",
    sdKey: "videos/live-replay-ready-sd.mp4",
  };
  processingVideo = await insertVideo("还在处理的回放", "processing", "live-replay-processing");
});

describe("直播管理 on the page", () => {
  it("schedules a draft students cannot see, previews it on air, publishes it and unpublishes it", async () => {
    const created = (await submitLiveEditor(
      pageRequest(operator, "/console/lives/new", { intent: "save", ...draft("页面", -HOUR) }),
      CONTEXT,
      "new",
    )) as Response;
    expect(created.status).toBe(302);
    const id = idOf(created);
    expect(id).toBeGreaterThan(0);
    expect((await studentLive(id)).status).toBe(404);

    const editor = await loadLiveEditor(pageRequest(operator, `/console/lives/${id}`), CONTEXT, String(id));
    expect(editor.live?.state).toBe("draft");
    expect(editor.live?.values).toMatchObject({ ...draft("页面", -HOUR), keepReplay: "" });
    // The preview is the student's view on air: the stream as the operator entered it.
    expect(editor.live?.preview.live).toMatchObject({ status: "live", badge: "免费", title: draft("页面", 0).title });
    expect(editor.live?.preview.player).toMatchObject({ kind: "stream", src: STREAM, renditions: [] });
    const drafts = await loadLiveEditorList(pageRequest(operator, "/console/lives?state=draft"), CONTEXT);
    expect(drafts.items.map((item) => item.id)).toContain(id);

    const published = (await submitLiveEditor(
      pageRequest(operator, `/console/lives/${id}`, { intent: "publish" }),
      CONTEXT,
      String(id),
    )) as Response;
    expect([published.status, published.headers.get("location")]).toEqual([302, `/console/lives/${id}`]);
    expect((await studentLive(id)).body.result).toMatchObject({ id, status: "live", free: true });
    const play = await studentPlay(id);
    expect(play.body.result).toMatchObject({ kind: "stream", url: STREAM, renditions: [], basis: "free" });

    // Publishing twice writes nothing.
    await submitLiveEditor(pageRequest(operator, `/console/lives/${id}`, { intent: "publish" }), CONTEXT, String(id));
    const unpublished = (await submitLiveEditor(
      pageRequest(operator, `/console/lives/${id}`, { intent: "unpublish" }),
      CONTEXT,
      String(id),
    )) as Response;
    expect(unpublished.status).toBe(302);
    expect((await studentLive(id)).status).toBe(404);
    expect(await auditRows(id)).toEqual(["live.create", "live.publish", "live.unpublish"]);
  });

  it("refuses bad input field by field, keeping everything typed", async () => {
    const typed = {
      intent: "save",
      ...draft("坏", HOUR),
      title: "  ",
      subject: "chemistry",
      streamUrl: "http://live.example.cn/a.m3u8",
      startsAt: "明天晚上",
    };
    const refused = (await submitLiveEditor(
      pageRequest(operator, "/console/lives/new", typed),
      CONTEXT,
      "new",
    )) as unknown as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.errors).toEqual({
      title: "请填写直播标题",
      subject: "请选择科目",
      startsAt: "时间格式应为 2026-12-10 19:30（北京时间）",
      streamUrl: "直播地址须是 https:// 开头的 HLS（.m3u8）或 MP4（.mp4）地址",
    });
    expect(refused.data.values.introduction).toBe(typed.introduction);

    const backwards = draft("倒序", HOUR);
    const endFirst = (await submitLiveEditor(
      pageRequest(operator, "/console/lives/new", { intent: "save", ...backwards, endsAt: backwards.startsAt }),
      CONTEXT,
      "new",
    )) as unknown as Refused;
    expect(endFirst.data.errors).toEqual({ endsAt: "结束时间必须晚于开始时间" });
  });

  it("takes a replay only from a ready 视频库 video and plays it with 标清 / 高清 after the end", async () => {
    const notReady = (await submitLiveEditor(
      pageRequest(operator, "/console/lives/new", {
        intent: "save",
        ...draft("未就绪", -5 * HOUR, { streamUrl: "", videoId: String(processingVideo) }),
      }),
      CONTEXT,
      "new",
    )) as unknown as Refused;
    expect(notReady.init.status).toBe(400);
    expect(notReady.data.errors.videoId).toContain("还在处理的回放");

    // Nothing to play: publishing is refused with the reason and writes nothing.
    const bare = idOf(
      (await submitLiveEditor(
        pageRequest(operator, "/console/lives/new", { intent: "save", ...draft("空", -5 * HOUR, { streamUrl: "" }) }),
        CONTEXT,
        "new",
      )) as Response,
    );
    const refusedPublish = await callApi("POST", `/api/console/lives/${bare}/publish`, { token: operator });
    expect([refusedPublish.status, refusedPublish.body.msg]).toEqual([409, expect.stringContaining("直播地址或")]);
    expect(await auditRows(bare)).toEqual(["live.create"]);

    const opened = await loadLiveEditor(pageRequest(operator, `/console/lives/${bare}`), CONTEXT, String(bare));
    expect(opened.live?.preview.refusal).toMatchObject({ status: 404, message: "该直播暂无回放" });
    const saved = (await submitLiveEditor(
      pageRequest(operator, `/console/lives/${bare}`, {
        intent: "save",
        version: opened.live?.version ?? "",
        ...opened.live?.values,
        videoId: String(readyVideo.id),
      }),
      CONTEXT,
      String(bare),
    )) as Response;
    expect(saved.status).toBe(302);
    const stored = await db
      .selectFrom("lives")
      .select(["playback_key", "playback_duration", "stream_url"])
      .where("id", "=", bare)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ playback_key: readyVideo.hdKey, playback_duration: 1_234, stream_url: null });
    const reopened = await loadLiveEditor(pageRequest(operator, `/console/lives/${bare}`), CONTEXT, String(bare));
    expect(reopened.live?.values.videoId).toBe(String(readyVideo.id));
    expect(reopened.live?.preview.player?.renditions.map((rendition) => rendition.quality)).toEqual(["sd", "hd"]);

    expect((await callApi("POST", `/api/console/lives/${bare}/publish`, { token: operator })).status).toBe(200);
    const play = await studentPlay(bare);
    expect(play.body.result).toMatchObject({ kind: "playback", duration: 1_234 });
    expect(play.body.result.renditions).toHaveLength(2);

    // Published, the last thing to play may not be taken away.
    const emptied = (await submitLiveEditor(
      pageRequest(operator, `/console/lives/${bare}`, {
        intent: "save",
        version: reopened.live?.version ?? "",
        ...reopened.live?.values,
        videoId: "",
      }),
      CONTEXT,
      String(bare),
    )) as unknown as Refused;
    expect([emptied.init.status, emptied.data.errors[""]]).toEqual([409, expect.stringContaining("请先下架")]);
    expect(await auditRows(bare)).toEqual(["live.create", "live.update", "live.publish"]);
  });

  it("refuses a save over a newer one with the typed text kept, and writes nothing for an unchanged one", async () => {
    const id = idOf(
      (await submitLiveEditor(
        pageRequest(operator, "/console/lives/new", { intent: "save", ...draft("版本", 2 * HOUR) }),
        CONTEXT,
        "new",
      )) as Response,
    );
    const opened = await loadLiveEditor(pageRequest(operator, `/console/lives/${id}`), CONTEXT, String(id));
    const version = opened.live?.version ?? "";
    const values = opened.live?.values ?? {};
    const unchanged = (await submitLiveEditor(
      pageRequest(operator, `/console/lives/${id}`, { intent: "save", version, ...values }),
      CONTEXT,
      String(id),
    )) as Response;
    expect(unchanged.status).toBe(302);
    expect(await auditRows(id)).toEqual(["live.create"]);

    const first = (await submitLiveEditor(
      pageRequest(operator, `/console/lives/${id}`, { intent: "save", version, ...values, teacher: "甲老师" }),
      CONTEXT,
      String(id),
    )) as Response;
    expect(first.status).toBe(302);
    const second = (await submitLiveEditor(
      pageRequest(operator, `/console/lives/${id}`, { intent: "save", version, ...values, teacher: "乙老师" }),
      CONTEXT,
      String(id),
    )) as unknown as Refused;
    expect(second.init.status).toBe(409);
    expect(second.data.errors[""]).toContain("刚被别人修改过");
    expect(second.data.values.teacher).toBe("乙老师");
    const stored = await db.selectFrom("lives").select("teacher").where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored.teacher).toBe("甲老师");
    const rows = await db
      .selectFrom("console_audit_log")
      .select(["action", "before_json", "after_json"])
      .where("target_type", "=", "live")
      .where("target_id", "=", String(id))
      .orderBy("id")
      .execute();
    expect(rows.map((row) => row.action)).toEqual(["live.create", "live.update"]);
    expect(JSON.parse(rows[1]?.before_json ?? "null")).toEqual({ teacher: "张老师" });
    expect(JSON.parse(rows[1]?.after_json ?? "null")).toEqual({ teacher: "甲老师" });
  });

  it("answers 404 for an unknown live and 403 to a school's administrator", async () => {
    await expect(
      loadLiveEditor(pageRequest(operator, "/console/lives/99999999"), CONTEXT, "99999999"),
    ).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loadLiveEditorList(pageRequest(staff, "/console/lives"), CONTEXT)).rejects.toMatchObject({
      init: { status: 403 },
    });
    await expect(
      submitLiveEditor(
        pageRequest(staff, "/console/lives/new", { intent: "save", ...draft("越权", HOUR) }),
        CONTEXT,
        "new",
      ),
    ).rejects.toMatchObject({ init: { status: 403 } });
  });
});

describe("/api/console/lives", () => {
  it("schedules, saves, unpublishes with students' bookings kept and publishes again", async () => {
    const form = draft("接口", 3 * HOUR);
    const created = await callApi("POST", "/api/console/lives", { token: operator, body: { ...form, free: true } });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({ state: "draft", status: "upcoming", streamUrl: STREAM, free: true });
    const id = created.body.result.id as number;

    const saved = await callApi("PUT", `/api/console/lives/${id}`, {
      token: operator,
      body: { ...form, free: true, title: "改过的直播标题", version: created.body.result.updatedAt },
    });
    expect([saved.status, saved.body.result.changed, saved.body.result.title]).toEqual([200, true, "改过的直播标题"]);
    const stale = await callApi("PUT", `/api/console/lives/${id}`, {
      token: operator,
      body: { ...form, free: true, version: created.body.result.updatedAt },
    });
    expect([stale.status, stale.body.msg]).toEqual([409, expect.stringContaining("刚被别人修改过")]);

    expect((await callApi("POST", `/api/console/lives/${id}/publish`, { token: operator })).body.result.state).toBe(
      "published",
    );
    await bookLive(student.id, id);
    const unpublished = await callApi("POST", `/api/console/lives/${id}/unpublish`, { token: operator });
    expect([unpublished.status, unpublished.body.result.state]).toEqual([200, "draft"]);
    expect((await studentLive(id)).status).toBe(404);
    expect((await callApi("POST", `/api/console/lives/${id}/unpublish`, { token: operator })).status).toBe(409);
    expect(await isLiveBooked(student.id, id)).toBe(true);

    await callApi("POST", `/api/console/lives/${id}/publish`, { token: operator });
    expect((await studentLive(id)).body.result.title).toBe("改过的直播标题");
    expect(await auditRows(id)).toEqual([
      "live.create",
      "live.update",
      "live.publish",
      "live.unpublish",
      "live.publish",
    ]);
    const list = await callApi("GET", "/api/console/lives?state=published&rows=100", { token: operator });
    expect(list.body.result.items.map((item: { id: number }) => item.id)).toContain(id);
    const one = await callApi("GET", `/api/console/lives/${id}`, { token: operator });
    expect(one.body.result).toMatchObject({ id, replay: null, hasStreamKey: false });
  });

  it("refuses bad input, a video that is not ready, and anyone but the operator", async () => {
    const form = draft("x", HOUR);
    const bad = await callApi("POST", "/api/console/lives", { token: operator, body: { ...form, subject: "" } });
    expect([bad.status, bad.body.msg]).toEqual([400, expect.stringContaining("请选择科目")]);
    const late = await callApi("POST", "/api/console/lives", {
      token: operator,
      body: { ...form, endsAt: form.startsAt },
    });
    expect([late.status, late.body.msg]).toEqual([400, expect.stringContaining("结束时间必须晚于开始时间")]);
    const notReady = await callApi("POST", "/api/console/lives", {
      token: operator,
      body: { ...form, videoId: processingVideo },
    });
    expect([notReady.status, notReady.body.msg]).toEqual([400, expect.stringContaining("还在处理的回放")]);
    expect((await callApi("GET", "/api/console/lives?state=hidden", { token: operator })).status).toBe(400);
    expect((await callApi("GET", "/api/console/lives/99999999", { token: operator })).status).toBe(404);
    expect((await callApi("GET", "/api/console/lives", { token: staff })).status).toBe(403);
    expect((await callApi("POST", "/api/console/lives", { token: staff, body: form })).status).toBe(403);
    expect((await callApi("GET", "/api/console/lives", { token: student.token })).status).toBe(403);
    expect((await callApi("GET", "/api/console/lives")).status).toBe(401);
  });
});
