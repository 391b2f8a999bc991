// 自命题 papers on SQLite and PostgreSQL: the demo seed's PDFs, an organisation's upload accepted or refused by
// sniffing the bytes (a PNG named .pdf, a cut-off PDF, too large, empty, the same file twice), students and other
// schools refused (ownership in the WHERE clause), the list's filters and paging, the signed links (expired, tampered,
// someone else's refused; ranges served), recorded downloads, and the API through the real dispatcher.
import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { isDomainError } from "~/lib/domain-error";
import { getEnv } from "~/lib/env.server";
import { createSession } from "~/modules/auth/session.server";
import {
  checkZmtLink,
  deleteZmtPaper,
  listMyZmtDownloads,
  listZmtPapers,
  recordZmtDownload,
  serveZmtPaperFile,
  uploadZmtPaper,
  zmtFilterOptions,
  zmtPaperLink,
  zmtViewerOf,
  type ZmtActor,
} from "~/modules/question/zmt/zmt-papers.server";
import { MAX_ZMT_PDF_BYTES, zmtListSchema, type ZmtUploadInput } from "~/modules/question/zmt/zmt-schemas";
import { callApi } from "../support/api-client";
import { IP, newUser, schoolId, seedDemo, VISITOR, type TestUser } from "./course-fixtures";

const createdKeys: string[] = [];
let demoSchool: number;
let pkuSchool: number;
let demoOrg: ZmtActor & { token: string };
let pkuOrg: ZmtActor & { token: string };
let student: TestUser;

async function orgOf(school: string): Promise<ZmtActor & { token: string }> {
  const id = await schoolId(school);
  const now = Date.now();
  const row = await db
    .insertInto("users")
    .values({
      school_id: id,
      phone_number: null,
      password_hash: null,
      nickname: school,
      avatar: null,
      is_org: 1,
      disabled: 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    isOrg: true,
    schoolId: id,
    token: await createSession(row.id, { ip: "127.0.0.1", userAgent: "vitest" }),
  };
}

/** A real PDF of `pages` pages with some unique text (so two calls are two different files). */
async function pdfBytes(pages: number, text = `${Math.random()}`): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: "A4" });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on("end", () => resolve()));
  for (let page = 1; page <= pages; page += 1) {
    if (page > 1) doc.addPage();
    doc.text(`Sample ${text} page ${page}`);
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

const fileOf = (bytes: Uint8Array, name = "paper.pdf", type = "application/pdf") =>
  new File([new Uint8Array(bytes)], name, { type });
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0,
  0, 0,
]);
const fields = (overrides: Partial<ZmtUploadInput> = {}): ZmtUploadInput => ({
  majorCode: "812",
  majorName: "管理学",
  year: 2023,
  title: undefined,
  ...overrides,
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!isDomainError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, message: error.message, file: error.fieldErrors?.file };
}

const onDisk = (key: string) => fs.existsSync(path.resolve(getEnv().MEDIA_DIR, key));
const keyOf = async (id: number) =>
  (await db.selectFrom("zmt_papers").select("file_key").where("id", "=", id).executeTakeFirstOrThrow()).file_key;

beforeAll(async () => {
  await seedDemo();
  demoSchool = await schoolId("演示大学");
  pkuSchool = await schoolId("北京大学");
  demoOrg = await orgOf("演示大学");
  pkuOrg = await orgOf("北京大学");
  student = await newUser("演示大学");
});

afterAll(async () => {
  for (const key of createdKeys) fs.rmSync(path.resolve(getEnv().MEDIA_DIR, key), { force: true });
});

async function upload(actor: ZmtActor, input: ZmtUploadInput, bytes: Uint8Array) {
  const item = await uploadZmtPaper(actor, input, fileOf(bytes));
  createdKeys.push(await keyOf(item.id));
  return item;
}

describe("the demo seed", () => {
  it("gives 演示大学's library three PDFs on disk with their page counts", async () => {
    const rows = await db
      .selectFrom("zmt_papers")
      .selectAll()
      .where("code", "like", "demo-zmt-%")
      .orderBy("code")
      .execute();
    expect(rows.map((row) => [row.major_code, Number(row.year), row.school_id])).toEqual([
      ["801", 2024, demoSchool],
      ["801", 2025, demoSchool],
      ["843", 2025, demoSchool],
    ]);
    for (const row of rows) {
      expect(row.title).toContain("模拟示例");
      expect(Number(row.page_count)).toBeGreaterThanOrEqual(2);
      const bytes = fs.readFileSync(path.resolve(getEnv().MEDIA_DIR, row.file_key));
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(bytes.byteLength).toBe(Number(row.byte_size));
    }
  });
});

describe("uploading", () => {
  it("accepts an organisation's PDF for its own school, with pages and size read from the file", async () => {
    const item = await upload(demoOrg, fields({ title: "2023年812管理学（回忆版）" }), await pdfBytes(3));
    expect(item).toMatchObject({
      schoolId: demoSchool,
      schoolName: "演示大学",
      libraryName: "演示大学图书馆",
      majorCode: "812",
      majorName: "管理学",
      year: 2023,
      pageCount: 3,
      mine: true,
    });
    expect(item.title).toBe("2023年812管理学（回忆版）");
    const key = await keyOf(item.id);
    expect(key).toMatch(/^zmt\/[0-9a-f]{36}\.pdf$/);
    expect(onDisk(key)).toBe(true);
    const row = await db
      .selectFrom("zmt_papers")
      .select(["uploader_user_id", "sha256"])
      .where("id", "=", item.id)
      .executeTakeFirstOrThrow();
    expect(row.uploader_user_id).toBe(demoOrg.id);
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("names an untitled paper after its year and subject", async () => {
    const item = await upload(pkuOrg, fields({ majorCode: "801", majorName: "经济学", year: 2022 }), await pdfBytes(1));
    expect(item).toMatchObject({ title: "2022年801经济学真题", schoolName: "北京大学", pageCount: 1 });
  });

  it("refuses what is not a PDF by its bytes, whatever its name and type, and writes nothing", async () => {
    const before = fs.existsSync(path.resolve(getEnv().MEDIA_DIR, "zmt"))
      ? fs.readdirSync(path.resolve(getEnv().MEDIA_DIR, "zmt")).length
      : 0;
    const png = await refusal(uploadZmtPaper(demoOrg, fields(), fileOf(PNG, "真题.pdf", "application/pdf")));
    expect(png).toEqual({
      status: 415,
      message: "文件不是 PDF：请上传 PDF 格式的真题（仅改扩展名的图片或文档无法上传）",
      file: png.message,
    });
    const whole = await pdfBytes(2);
    const cut = await refusal(uploadZmtPaper(demoOrg, fields(), fileOf(whole.subarray(0, whole.byteLength - 200))));
    expect(cut).toMatchObject({ status: 415, file: "PDF 文件不完整（可能上传中断或文件已损坏），请重新导出后上传" });
    expect(await refusal(uploadZmtPaper(demoOrg, fields(), fileOf(new Uint8Array())))).toMatchObject({
      status: 400,
      file: "请选择要上传的 PDF 文件",
    });
    expect(await refusal(uploadZmtPaper(demoOrg, fields(), null))).toMatchObject({ status: 400 });
    const huge = { size: MAX_ZMT_PDF_BYTES + 1, arrayBuffer: async () => new ArrayBuffer(0) };
    expect(await refusal(uploadZmtPaper(demoOrg, fields(), huge))).toMatchObject({
      status: 413,
      file: "PDF 文件不能超过 20 MB",
    });
    const after = fs.readdirSync(path.resolve(getEnv().MEDIA_DIR, "zmt")).length;
    expect(after).toBe(before);
  });

  it("refuses the same file twice from one school (409) but not from another", async () => {
    const bytes = await pdfBytes(2, "twice");
    await upload(demoOrg, fields({ majorCode: "815" }), bytes);
    expect(await refusal(uploadZmtPaper(demoOrg, fields({ majorCode: "816" }), fileOf(bytes)))).toMatchObject({
      status: 409,
      file: "本校已上传过同一份 PDF",
    });
    await upload(pkuOrg, fields({ majorCode: "815" }), bytes);
  });

  it("refuses students and an organisation account without a school (403)", async () => {
    const bytes = await pdfBytes(1);
    const asStudent = await refusal(
      uploadZmtPaper({ id: student.id, isOrg: false, schoolId: demoSchool }, fields(), fileOf(bytes)),
    );
    expect(asStudent).toMatchObject({ status: 403, message: "只有学校图书馆的机构账号可以上传自命题真题" });
    expect(await refusal(uploadZmtPaper(null, fields(), fileOf(bytes)))).toMatchObject({ status: 403 });
    expect(
      await refusal(uploadZmtPaper({ id: demoOrg.id, isOrg: true, schoolId: null }, fields(), fileOf(bytes))),
    ).toMatchObject({ status: 403 });
  });
});

describe("deleting", () => {
  it("lets an organisation delete its own paper and file only; another school's is 404, a student's try 403", async () => {
    const mine = await upload(demoOrg, fields({ majorCode: "899" }), await pdfBytes(1));
    const key = await keyOf(mine.id);
    expect(await refusal(deleteZmtPaper(pkuOrg, mine.id))).toEqual({
      status: 404,
      message: "自命题真题不存在或已删除",
      file: undefined,
    });
    expect(
      await refusal(deleteZmtPaper({ id: student.id, isOrg: false, schoolId: demoSchool }, mine.id)),
    ).toMatchObject({ status: 403 });
    expect(onDisk(key)).toBe(true);
    await deleteZmtPaper(demoOrg, mine.id);
    expect(onDisk(key)).toBe(false);
    expect(await db.selectFrom("zmt_papers").select("id").where("id", "=", mine.id).executeTakeFirst()).toBeUndefined();
    expect(await refusal(deleteZmtPaper(demoOrg, mine.id))).toMatchObject({ status: 404 });
  });
});

describe("the list", () => {
  const list = (query: Record<string, unknown>, viewer = zmtViewerOf("u:1", null)) =>
    listZmtPapers(zmtListSchema.parse(query), viewer);

  it("filters by school, subject code, a keyword and year, newest year first, and pages", async () => {
    const demo = await list({ school: demoSchool, rows: 100 });
    expect(demo.items.every((item) => item.schoolId === demoSchool)).toBe(true);
    expect(demo.items.map((item) => item.year)).toEqual([...demo.items.map((item) => item.year)].sort((a, b) => b - a));
    const code = await list({ school: demoSchool, major: "801" });
    expect(code.items.map((item) => [item.majorCode, item.year])).toEqual([
      ["801", 2025],
      ["801", 2024],
    ]);
    const keyword = await list({ major: "计算机", year: 2025 });
    expect(keyword.items.map((item) => item.majorName)).toEqual(["计算机专业基础"]);
    expect((await list({ major: "不存在的专业" })).total).toBe(0);
    const all = await list({ rows: 100 });
    const second = await list({ rows: 2, page: 2 });
    expect(second.total).toBe(all.total);
    expect(second.items.map((item) => item.id)).toEqual(all.items.slice(2, 4).map((item) => item.id));
    // Input that is not a filter: a LIKE wildcard is taken literally.
    expect((await list({ major: "%" })).total).toBe(0);
  });

  it("marks an organisation's own papers and mints links only for a viewer with a subject", async () => {
    const asOrg = await list({ rows: 100 }, zmtViewerOf("u:9", { isOrg: true, schoolId: pkuSchool }));
    expect(asOrg.items.filter((item) => item.mine).every((item) => item.schoolId === pkuSchool)).toBe(true);
    expect(asOrg.items.some((item) => item.mine)).toBe(true);
    expect(asOrg.items[0]!.viewUrl).toMatch(/^\/question\/zmtCourse\/paper\/\d+\.pdf\?exp=\d+&sub=u%3A9&sig=/);
    expect(asOrg.items[0]!.downloadUrl).toMatch(/&dl=1$/);
    const anonymous = await list({}, zmtViewerOf(null, null));
    expect(anonymous.items[0]).toMatchObject({ viewUrl: null, downloadUrl: null, mine: false });
  });

  it("offers the schools with papers and the years", async () => {
    const options = await zmtFilterOptions();
    expect(options.schools.find((school) => school.id === demoSchool)?.count).toBeGreaterThanOrEqual(3);
    expect(options.years.slice(0, 2)).toEqual([2025, 2024]);
  });
});

describe("signed links", () => {
  let paperId: number;
  beforeAll(async () => {
    paperId = (
      await db.selectFrom("zmt_papers").select("id").where("code", "=", "demo-zmt-801-2025").executeTakeFirstOrThrow()
    ).id;
  });
  const queryOf = (url: string) => new URL(url, "http://localhost").searchParams;

  it("holds for its subject until it expires, and not for a tampered one, another paper or someone else", () => {
    const now = Date.UTC(2026, 5, 1);
    const link = zmtPaperLink(paperId, "u:7", { now });
    expect(link.expiresAt).toBe(now / 1000 + getEnv().MEDIA_URL_TTL_SECONDS);
    const query = queryOf(link.url);
    expect(checkZmtLink(paperId, query, ["u:7"], now / 1000)).toBeNull();
    expect(checkZmtLink(paperId, query, ["u:7"], link.expiresAt)).toBe("文件地址已过期，请回到自命题真题页面重新打开");
    expect(checkZmtLink(paperId, query, ["u:8", "v:someone-else-1234"], now / 1000)).toBe(
      "该文件地址不属于当前账号或浏览器，请从自命题真题页面打开",
    );
    expect(checkZmtLink(paperId + 1, query, ["u:7"], now / 1000)).toBe("文件地址无效，请从自命题真题页面打开");
    const tampered = new URLSearchParams(query);
    tampered.set("exp", String(link.expiresAt + 3600));
    expect(checkZmtLink(paperId, tampered, ["u:7"], now / 1000)).toBe("文件地址无效，请从自命题真题页面打开");
    expect(checkZmtLink(paperId, new URLSearchParams(), ["u:7"], now / 1000)).toBe(
      "文件地址无效，请从自命题真题页面打开",
    );
  });

  it("serves the PDF to the visitor it was minted for: inline or as an attachment, with ranges", async () => {
    const link = zmtPaperLink(paperId, `v:${VISITOR}`, { download: true });
    const get = (url: string, headers: Record<string, string> = {}) =>
      serveZmtPaperFile(
        new Request(`http://localhost${url}`, { headers: { cookie: `appuuid=${VISITOR}`, ...headers } }),
        `${paperId}.pdf`,
      );
    const whole = await get(link.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("application/pdf");
    expect(whole.headers.get("content-disposition")).toBe(
      `attachment; filename="zmt-${paperId}.pdf"; filename*=UTF-8''${encodeURIComponent("演示大学2025年801经济学.pdf")}`,
    );
    expect(whole.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const part = await get(link.url, { range: "bytes=0-4" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-4/${bytes.byteLength}`);
    expect(Buffer.from(await part.arrayBuffer()).toString("latin1")).toBe("%PDF-");
    expect((await get(link.url, { range: `bytes=${bytes.byteLength + 10}-` })).status).toBe(416);
    const inline = await get(zmtPaperLink(paperId, `v:${VISITOR}`).url);
    expect(inline.headers.get("content-disposition")).toMatch(/^inline; /);

    const stranger = await serveZmtPaperFile(new Request(`http://localhost${link.url}`), `${paperId}.pdf`);
    expect(stranger.status).toBe(403);
    expect(await stranger.text()).toBe("该文件地址不属于当前账号或浏览器，请从自命题真题页面打开");
    const expired = zmtPaperLink(paperId, `v:${VISITOR}`, {
      now: Date.now() - 2 * getEnv().MEDIA_URL_TTL_SECONDS * 1000,
    });
    expect((await get(expired.url)).status).toBe(403);
    expect((await get(link.url.replace(/sig=[^&]+/, "sig=AAAA"))).status).toBe(403);
    expect((await serveZmtPaperFile(new Request(`http://localhost/x`), "abc.pdf")).status).toBe(404);
  });
});

describe("downloads", () => {
  it("are recorded once per user and paper, counted, newest first; an unknown paper is 404", async () => {
    const user = await newUser("演示大学");
    const papers = await db
      .selectFrom("zmt_papers")
      .select("id")
      .where("code", "like", "demo-zmt-%")
      .orderBy("code")
      .execute();
    const t0 = Date.UTC(2026, 3, 1);
    await recordZmtDownload(user.id, papers[0]!.id, t0);
    await recordZmtDownload(user.id, papers[1]!.id, t0 + 1000);
    const again = await recordZmtDownload(user.id, papers[0]!.id, t0 + 2000);
    expect(again).toMatchObject({ id: papers[0]!.id, downloadCount: 2, firstDownloadedAt: new Date(t0).toISOString() });
    const page = await listMyZmtDownloads(user.id, { page: 1, rows: 10 });
    expect(page.items.map((item) => item.id)).toEqual([papers[0]!.id, papers[1]!.id]);
    expect((await listMyZmtDownloads(student.id, { page: 1, rows: 10 })).total).toBe(0);
    expect(await refusal(recordZmtDownload(user.id, 987654))).toMatchObject({ status: 404 });
  });
});

describe("the API", () => {
  it("lists with filters on campus or logged in, with links bound to the caller, and refuses off campus", async () => {
    const onCampus = await callApi("GET", `/question/website/zmt-papers?school=${demoSchool}&major=801&rows=1`, {
      ip: IP.demoCampus,
    });
    expect(onCampus.status).toBe(200);
    expect(onCampus.body.result).toMatchObject({
      page: 1,
      rows: 1,
      total: 2,
      items: [{ majorCode: "801", year: 2025 }],
    });
    // A caller without a visitor cookie is given one, and the links are bound to it.
    const cookie = onCampus.headers.get("set-cookie") ?? "";
    const visitor = /appuuid=([^;]+)/.exec(cookie)?.[1];
    expect(onCampus.body.result.items[0].viewUrl).toContain(`sub=v%3A${visitor}`);
    expect((await callApi("GET", "/question/website/zmt-papers", { ip: IP.offCampus })).status).toBe(403);
    const loggedIn = await callApi("GET", "/question/website/zmt-papers?year=1999", {
      ip: IP.offCampus,
      token: (await newUser()).token,
    });
    expect(loggedIn.body).toMatchObject({ code: 400, msg: "年份应为 2000–2100 之间的整数" });
  });

  it("uploads as an organisation (multipart), refuses a PNG and a student, deletes, and records a download", async () => {
    const form = (bytes: Uint8Array, name = "a.pdf") => {
      const body = new FormData();
      body.set("majorCode", "803");
      body.set("majorName", "概率论与数理统计");
      body.set("year", "2021");
      body.set("file", new File([new Uint8Array(bytes)], name, { type: "application/pdf" }));
      return body;
    };
    const created = await callApi("POST", "/question/website/zmt-papers", {
      token: demoOrg.token,
      rawBody: form(await pdfBytes(2)),
      ip: IP.offCampus,
    });
    expect(created.body).toMatchObject({
      code: 200,
      msg: "已上传，学生现在可以在自命题真题中查看和下载",
      result: { majorCode: "803", pageCount: 2, mine: true },
    });
    createdKeys.push(await keyOf(created.body.result.id));
    const png = await callApi("POST", "/question/website/zmt-papers", {
      token: demoOrg.token,
      rawBody: form(PNG, "fake.pdf"),
      ip: IP.offCampus,
    });
    expect(png.body).toMatchObject({
      code: 415,
      result: { fieldErrors: { file: expect.stringContaining("文件不是 PDF") } },
    });
    const asStudent = await callApi("POST", "/question/website/zmt-papers", {
      token: student.token,
      rawBody: form(await pdfBytes(1)),
      ip: IP.offCampus,
    });
    expect(asStudent.body.code).toBe(403);

    const download = await callApi("POST", `/question/website/zmt-papers/${created.body.result.id}/download`, {
      token: student.token,
      ip: IP.offCampus,
    });
    expect(download.body).toMatchObject({ code: 200, result: { id: created.body.result.id, downloadCount: 1 } });
    expect(download.body.result.url).toMatch(
      new RegExp(`^/question/zmtCourse/paper/${created.body.result.id}\\.pdf\\?.*sub=u%3A${student.id}.*&dl=1$`),
    );
    const mine = await callApi("GET", "/question/website/zmt-downloads", { token: student.token, ip: IP.offCampus });
    expect(mine.body.result.items.map((item: { id: number }) => item.id)).toContain(created.body.result.id);

    expect(
      (
        await callApi("DELETE", `/question/website/zmt-papers/${created.body.result.id}`, {
          token: pkuOrg.token,
          ip: IP.offCampus,
        })
      ).body.code,
    ).toBe(404);
    expect(
      (
        await callApi("DELETE", `/question/website/zmt-papers/${created.body.result.id}`, {
          token: demoOrg.token,
          ip: IP.offCampus,
        })
      ).body,
    ).toMatchObject({
      code: 200,
      msg: "已删除",
    });
  });
});
