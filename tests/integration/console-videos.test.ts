// 视频库 (issue 26) on SQLite and PostgreSQL: a video uploaded by the plain form or resumably (tus, cut halfway and
// resumed: the same bytes) is queued, processed by the worker into 高清 and 标清 H.264/AAC MP4 with the index first,
// a poster and its duration; a PNG named .mp4, an audio file, a file without an index and an over-limit file are
// refused with the reason and nothing kept; a truncated file fails with a clear reason and is never ready; a run lost
// by a dead process is taken up again; the API answers in the envelope; a school's administrator gets 403.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, dialect, databaseConfig } from "~/db/client.server";
import { getEnv } from "~/lib/env.server";
import { mediaFile } from "~/modules/video-library/video-files.server";
import {
  loadVideoAsset,
  loadVideoLibrary,
  submitVideoLibrary,
} from "~/modules/video-library/video-library-pages.server";
import { pgBossSchema } from "~/modules/video-library/video-jobs.server";
import { runVideoWorkerOnce, stopVideoWorker } from "~/modules/video-library/video-processing.server";
import { handleVideoUpload } from "~/modules/video-library/video-uploads.server";
import { demoConsoleAccounts } from "~/seed/console-accounts";
import { callApi } from "../support/api-client";
import { asConsoleSession } from "../support/console-session";
import { signedInPageRequest } from "../support/page-request";
import { makeVideoFixtures, type VideoFixtures } from "../support/video-fixtures";
import { loginDemo, seedDemo } from "./course-fixtures";

const CONTEXT = { clientIp: "10.20.30.44" };
const PAGE = "http://localhost/console/videos";
const TUS = "http://localhost/api/console/videos/uploads";

let operator: string;
let staff: string;
let files: VideoFixtures;
let fixtureDir: string;

function uploadForm(title: string, file: string | null, name = path.basename(file ?? "x")): FormData {
  const form = new FormData();
  form.set("title", title);
  if (file) form.set("file", new File([new Uint8Array(fs.readFileSync(file))], name));
  return form;
}

type Refused = { data: { errors: Record<string, string>; values: { title: string } }; init: { status: number } };

const upload = (token: string, form: FormData) =>
  submitVideoLibrary(signedInPageRequest(PAGE, token, form), CONTEXT) as Promise<Response | Refused>;

const assetCount = async () =>
  Number(
    (
      await db
        .selectFrom("video_assets")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const formLeftovers = () => {
  const dir = path.join(mediaFile(".uploads"), "form");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

async function processAll(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) {
    const line = await runVideoWorkerOnce();
    if (line === null) return;
  }
}

/** The MP4's top-level boxes in order (faststart: moov before mdat). */
function topLevelBoxes(file: string): string[] {
  const bytes = fs.readFileSync(file);
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length; ) {
    const size = bytes.readUInt32BE(offset);
    boxes.push(bytes.toString("latin1", offset + 4, offset + 8));
    if (size < 8) break;
    offset += size;
  }
  return boxes;
}

const tusHeaders = (token: string, extra: Record<string, string> = {}) => ({
  cookie: `Authorization=${token}`,
  "tus-resumable": "1.0.0",
  ...extra,
});

const b64 = (text: string) => Buffer.from(text).toString("base64");

beforeAll(async () => {
  // Its own media directory: the SQLite and PostgreSQL runs of this file go on at once.
  fixtureDir = fs.mkdtempSync(path.join(os.tmpdir(), "yantu-videos-"));
  getEnv().MEDIA_DIR = path.join(fixtureDir, "media");
  await seedDemo();
  operator = (await loginDemo(demoConsoleAccounts[0].phoneNumber)).token;
  await asConsoleSession(operator);
  staff = (await loginDemo(demoConsoleAccounts[1].phoneNumber)).token;
  await asConsoleSession(staff);
  files = makeVideoFixtures(path.join(fixtureDir, "fixtures"));
}, 60_000);

afterAll(async () => {
  await stopVideoWorker();
  fs.rmSync(fixtureDir, { recursive: true, force: true });
  // A test database of its own is dropped whole; pg-boss's schema beside a shared database's test schema is not.
  if (dialect === "postgres" && databaseConfig.schema) {
    await db.schema.dropSchema(pgBossSchema()).ifExists().cascade().execute();
  }
});

describe("视频库 upload by the plain form", () => {
  it("refuses what is not a whole video, saying why, keeping the title and nothing else", async () => {
    const before = await assetCount();
    const cases: [string | null, string | null, RegExp][] = [
      [files.pngNamedMp4, "picture.mp4", /这个文件不是视频（PNG 图片）/],
      [files.audioOnly, "talk.mkv", /没有视频画面/],
      [files.noIndex, "lesson.mp4", /无法读取这个视频.*moov atom not found/],
      [null, null, /请选择要上传的视频文件/],
    ];
    for (const [file, name, message] of cases) {
      const refused = (await upload(operator, uploadForm("线性代数 第一讲", file, name ?? undefined))) as Refused;
      expect(refused.init.status).toBeGreaterThanOrEqual(400);
      expect(refused.data.errors.file).toMatch(message);
      expect(refused.data.values.title).toBe("线性代数 第一讲");
    }
    const untitled = (await upload(operator, uploadForm("  ", files.good))) as Refused;
    expect(untitled.data.errors.title).toBe("请输入视频标题");
    expect(await assetCount()).toBe(before);
    expect(formLeftovers()).toEqual([]);
  });

  it("refuses a file over the form's limit with both limits named", async () => {
    const env = getEnv();
    const limit = env.VIDEO_FORM_MAX_MB;
    env.VIDEO_FORM_MAX_MB = 1;
    try {
      const big = path.join(fixtureDir, "big.mp4");
      fs.writeFileSync(big, Buffer.concat([fs.readFileSync(files.good), crypto.randomBytes(1_200_000)]));
      const refused = (await upload(operator, uploadForm("大文件", big))) as Refused;
      expect(refused.init.status).toBe(413);
      expect(refused.data.errors.file).toContain("文件超过 1 MB，未保存");
      expect(refused.data.errors.file).toContain("断点续传");
      expect(formLeftovers()).toEqual([]);
    } finally {
      env.VIDEO_FORM_MAX_MB = limit;
    }
  });

  it("takes a video, queues it, and the worker makes 高清, 标清, a poster and the duration", async () => {
    const response = (await upload(operator, uploadForm("测试图案 三秒", files.good, "测试 图案.mp4"))) as Response;
    expect(response.status).toBe(302);
    const id = Number(/\/console\/videos\/(\d+)$/.exec(response.headers.get("location") ?? "")?.[1]);
    expect(id).toBeGreaterThan(0);
    const queued = await db.selectFrom("video_assets").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(queued).toMatchObject({
      status: "queued",
      file_name: "测试 图案.mp4",
      duration_seconds: 3,
      width: 960,
      height: 540,
    });
    expect(fs.existsSync(mediaFile(queued.source_key!))).toBe(true);
    const audit = await db
      .selectFrom("console_audit_log")
      .select("action")
      .where("target_type", "=", "video")
      .where("target_id", "=", String(id))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(["video.upload"]);

    await processAll();
    const ready = await db.selectFrom("video_assets").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(ready).toMatchObject({
      status: "ready",
      progress: 100,
      error: null,
      source_key: null,
      width: 960,
      height: 540,
    });
    expect(ready.duration_seconds).toBe(3);
    expect(fs.existsSync(mediaFile(queued.source_key!))).toBe(false);
    for (const key of [ready.hd_key!, ready.sd_key!]) {
      const boxes = topLevelBoxes(mediaFile(key));
      expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));
    }
    expect(Number(ready.sd_size)).toBeLessThan(Number(ready.hd_size));
    expect(fs.statSync(mediaFile(ready.poster_key!)).size).toBeGreaterThan(500);
    // The queue that ran it: pg-boss on PostgreSQL, video_jobs on SQLite.
    const jobStates =
      dialect === "postgres"
        ? (
            await sql<{
              state: string;
            }>`select state from ${sql.table(`${pgBossSchema()}.job`)} where id = ${ready.job_id}::uuid`.execute(db)
          ).rows
        : await db.selectFrom("video_jobs").select("state").where("id", "=", Number(ready.job_id)).execute();
    expect(jobStates).toEqual([{ state: "completed" }]);

    const page = await loadVideoAsset(signedInPageRequest(`${PAGE}/${id}`, operator), CONTEXT, String(id));
    expect(page.video.statusName).toBe("可用");
    expect(page.preview?.hd).toContain(ready.hd_key);
    expect(page.preview?.sd).toContain(ready.sd_key);
    const list = await loadVideoLibrary(signedInPageRequest(PAGE, operator), CONTEXT);
    expect(list.videos[0]).toMatchObject({ id, title: "测试图案 三秒", status: "ready" });
  }, 60_000);

  it("fails a truncated file with the reason, never ready, and 重新处理 queues it again", async () => {
    const response = (await upload(operator, uploadForm("只传了一半", files.truncated))) as Response;
    expect(response.status).toBe(302);
    const id = Number(/(\d+)$/.exec(response.headers.get("location") ?? "")?.[1]);
    await processAll();
    const failed = await db.selectFrom("video_assets").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(/视频不完整/);
    expect(failed.hd_key).toBeNull();
    expect(failed.attempts).toBe(1);

    const retried = await submitVideoLibrary(
      signedInPageRequest(PAGE, operator, { intent: "retry", id: String(id) }),
      CONTEXT,
    );
    expect((retried as Response).status).toBe(302);
    expect(
      (await db.selectFrom("video_assets").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status,
    ).toBe("queued");
    await processAll();
    expect(
      (await db.selectFrom("video_assets").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status,
    ).toBe("failed");
    const again = await callApi("POST", `/api/console/videos/${id}/retry`, { token: operator });
    expect(again.status).toBe(200);
    const ready = await callApi("POST", "/api/console/videos/1/retry", { token: operator });
    expect(ready.status).toBe(409);
    await processAll();
  }, 60_000);

  it("takes up a run whose process died (its heartbeat stopped) and finishes it", async () => {
    const response = (await upload(operator, uploadForm("重启中断", files.good))) as Response;
    const id = Number(/(\d+)$/.exec(response.headers.get("location") ?? "")?.[1]);
    // As a process that claimed it and died would leave it.
    await db
      .updateTable("video_assets")
      .set({ status: "processing", progress: 40, attempts: 1, heartbeat_at: Date.now() - 5 * 60_000 })
      .where("id", "=", id)
      .execute();
    await processAll();
    const row = await db.selectFrom("video_assets").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.status).toBe("ready");
    expect(row.attempts).toBe(2);
  }, 60_000);
});

describe("视频库 resumable upload (tus)", () => {
  it("resumes a cut upload where it stopped and keeps exactly the bytes sent", async () => {
    const bytes = fs.readFileSync(files.good);
    const created = await handleVideoUpload(
      new Request(TUS, {
        method: "POST",
        headers: tusHeaders(operator, {
          "upload-length": String(bytes.length),
          "upload-metadata": `title ${b64("断点续传")},filename ${b64("续传.mp4")}`,
        }),
      }),
      CONTEXT,
    );
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get("location")!, TUS).toString();
    const half = Math.floor(bytes.length / 2);
    const patch = (offset: number, chunk: Buffer) =>
      handleVideoUpload(
        new Request(location, {
          method: "PATCH",
          headers: tusHeaders(operator, {
            "upload-offset": String(offset),
            "content-type": "application/offset+octet-stream",
          }),
          body: new Uint8Array(chunk),
        }),
        CONTEXT,
      );
    expect((await patch(0, bytes.subarray(0, half))).status).toBe(204);
    // The connection was cut: the client asks how much arrived.
    const head = await handleVideoUpload(
      new Request(location, { method: "HEAD", headers: tusHeaders(operator) }),
      CONTEXT,
    );
    expect(head.headers.get("upload-offset")).toBe(String(half));
    // Someone else cannot see or continue it.
    const other = await handleVideoUpload(
      new Request(location, { method: "HEAD", headers: tusHeaders(staff) }),
      CONTEXT,
    );
    expect(other.status).toBe(403);
    // A wrong offset is refused (409), the rest is accepted.
    expect((await patch(half - 10, bytes.subarray(half - 10))).status).toBe(409);
    const done = await patch(half, bytes.subarray(half));
    expect(done.status).toBe(200);
    const body = (await done.json()) as { code: number; msg: string; result: { id: number; status: string } };
    expect(body.code).toBe(200);
    expect(body.msg).toBe("已上传「断点续传」，正在排队处理");
    const row = await db
      .selectFrom("video_assets")
      .selectAll()
      .where("id", "=", body.result.id)
      .executeTakeFirstOrThrow();
    const sha = (data: Uint8Array) => crypto.createHash("sha256").update(data).digest("hex");
    expect(sha(fs.readFileSync(mediaFile(row.source_key!)))).toBe(sha(bytes));
    expect(row.file_name).toBe("续传.mp4");
    await processAll();
  }, 60_000);

  it("refuses an over-limit size, a missing title and a PNG with Chinese reasons in the envelope", async () => {
    const tooBig = await handleVideoUpload(
      new Request(TUS, {
        method: "POST",
        headers: tusHeaders(operator, {
          "upload-length": String(getEnv().VIDEO_UPLOAD_MAX_MB * 1024 * 1024 + 1),
          "upload-metadata": `title ${b64("太大")}`,
        }),
      }),
      CONTEXT,
    );
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { msg: string }).msg).toContain("未保存");
    const untitled = await handleVideoUpload(
      new Request(TUS, { method: "POST", headers: tusHeaders(operator, { "upload-length": "100" }) }),
      CONTEXT,
    );
    expect(untitled.status).toBe(400);
    expect(((await untitled.json()) as { msg: string }).msg).toBe("请输入视频标题");

    const before = await assetCount();
    const png = fs.readFileSync(files.pngNamedMp4);
    const created = await handleVideoUpload(
      new Request(TUS, {
        method: "POST",
        headers: tusHeaders(operator, {
          "upload-length": String(png.length),
          "upload-metadata": `title ${b64("图片")},filename ${b64("picture.mp4")}`,
        }),
      }),
      CONTEXT,
    );
    const location = new URL(created.headers.get("location")!, TUS).toString();
    const refused = await handleVideoUpload(
      new Request(location, {
        method: "PATCH",
        headers: tusHeaders(operator, { "upload-offset": "0", "content-type": "application/offset+octet-stream" }),
        body: png,
      }),
      CONTEXT,
    );
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { msg: string }).msg).toContain("PNG 图片");
    expect(await assetCount()).toBe(before);
  });

  it("answers what scanners send with a 4xx, never a 5xx", async () => {
    const junk: [string, string, Record<string, string>, string | undefined][] = [
      ["POST", TUS, { "content-type": "application/json" }, '{"title":"x"}'],
      ["POST", TUS, { "upload-length": "-5", "upload-metadata": "title !!!" }, undefined],
      ["POST", TUS, { "upload-length": "abc" }, undefined],
      ["PATCH", `${TUS}/0123456789abcdef`, { "upload-offset": "0", "content-type": "text/plain" }, "hello"],
      ["HEAD", `${TUS}/..%2F..%2Fetc%2Fpasswd`, {}, undefined],
      ["DELETE", `${TUS}/does-not-exist`, {}, undefined],
      ["GET", TUS, {}, undefined],
      ["PUT", TUS, { "content-type": "application/x-www-form-urlencoded" }, "a=%zz"],
    ];
    for (const [method, url, headers, body] of junk) {
      for (const token of [operator, null]) {
        const response = await handleVideoUpload(
          new Request(url, {
            method,
            headers: token ? tusHeaders(token, headers) : { "tus-resumable": "1.0.0", ...headers },
            body,
          }),
          CONTEXT,
        );
        expect(response.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${method} ${url}`).toBeLessThan(500);
      }
    }
  });

  it("is the operator's alone: without a session 401, a school's administrator 403", async () => {
    const anonymous = await handleVideoUpload(
      new Request(TUS, { method: "POST", headers: { "tus-resumable": "1.0.0", "upload-length": "10" } }),
      CONTEXT,
    );
    expect(anonymous.status).toBe(401);
    const school = await handleVideoUpload(
      new Request(TUS, { method: "POST", headers: tusHeaders(staff, { "upload-length": "10" }) }),
      CONTEXT,
    );
    expect(school.status).toBe(403);
  });
});

describe("视频库 API", () => {
  it("lists videos and shows one with signed URLs of both renditions; a school's administrator gets 403", async () => {
    const list = await callApi("GET", "/api/console/videos", { token: operator });
    expect(list.status).toBe(200);
    const ready = (list.body.result as { items: { id: number; status: string }[] }).items.find(
      (v) => v.status === "ready",
    );
    expect(ready).toBeDefined();
    const one = await callApi("GET", `/api/console/videos/${ready!.id}`, { token: operator });
    expect(one.status).toBe(200);
    expect(one.body.result.preview.hd).toMatch(/^\/media\/videos\//);
    expect(one.body.result.preview.sd).toMatch(/\.360p\.mp4\?/);
    expect((await callApi("GET", "/api/console/videos/999999", { token: operator })).status).toBe(404);
    expect((await callApi("GET", "/api/console/videos", { token: staff })).status).toBe(403);
    expect((await callApi("GET", "/api/console/videos/abc", { token: operator })).status).toBe(400);
  });
});
