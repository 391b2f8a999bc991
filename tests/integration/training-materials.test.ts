// 课件 of the training platform (issue 27) on SQLite and PostgreSQL: a teacher uploads a PPTX made by LibreOffice
// (tests/fixtures/training/slides.pptx), the worker converts it (LibreOffice → PDF → JPEG pages and their text), and
// the batch's student reads it page by page and downloads it (我的下载); a renamed PNG is refused saying what it is; a
// corrupt PPTX, a password-protected PDF and PPTX and a PDF over the page limit each end failed with their reason and
// nothing published; a student of another batch and another school's administrator get 404 for every material page,
// file and endpoint.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { zipSync } from "fflate";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseConfig, db, dialect } from "~/db/client.server";
import { getEnv } from "~/lib/env.server";
import { pgBossSchema } from "~/modules/jobs/job-queue.server";
import { listStudyRecords } from "~/modules/records/study-records.server";
import { runMaterialWorkerOnce, stopMaterialWorker } from "~/modules/training/materials/material-conversion.server";
import {
  loadMaterialList,
  loadMaterialViewer,
  submitMaterialList,
} from "~/modules/training/materials/material-pages.server";
import { serveMaterialFile } from "~/modules/training/materials/materials.server";
import { callApi } from "../support/api-client";
import { signedInPageRequest } from "../support/page-request";
import { newUser, schoolId, seedDemo, type TestUser } from "./course-fixtures";

const FIXTURES = path.resolve("tests/fixtures/training");
let mediaDir: string;
let teacher: TestUser;
let student: TestUser;
let outsider: TestUser;
let otherAdmin: TestUser;
let batchId: number;
let otherBatchId: number;

const teacherList = () => `http://localhost/Training/teacher/${batchId}/materials`;

async function makeBatch(school: number, name: string): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto("training_batches")
    .values({ school_id: school, name, term: "2026 春", created_at: now, updated_at: now, created_by_user_id: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function addMember(batch: number, user: TestUser, role: "teacher" | "student") {
  await db
    .insertInto("training_members")
    .values({ batch_id: batch, user_id: user.id, role, state: "active", source: "list", created_at: Date.now() })
    .execute();
}

async function grant(user: TestUser, role: "teacher" | "school_admin") {
  await db
    .insertInto("console_roles")
    .values({ user_id: user.id, role, school_id: user.schoolId, granted_by: null, created_at: Date.now() })
    .execute();
}

function uploadForm(title: string, bytes: Uint8Array, name: string): FormData {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("title", title);
  form.set("file", new File([new Uint8Array(bytes)], name));
  return form;
}

type Refused = { data: { errors: Record<string, string>; values: { title: string } }; init: { status: number } };

async function upload(title: string, bytes: Uint8Array, name: string): Promise<number> {
  const response = (await submitMaterialList(
    signedInPageRequest(teacherList(), teacher.token, uploadForm(title, bytes, name)),
    { id: String(batchId) },
    "teacher",
  )) as Response;
  expect(response.status).toBe(302);
  const row = await db
    .selectFrom("training_materials")
    .select("id")
    .where("title", "=", title)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function convertAll(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) if ((await runMaterialWorkerOnce()) === null) return;
}

const materialRow = (id: number) =>
  db.selectFrom("training_materials").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** The files in a material's folder (the source alone once a failure has cleaned up). */
function folderFiles(sourceKey: string): string[] {
  return fs.readdirSync(path.join(mediaDir, path.posix.dirname(sourceKey))).sort();
}

/** A PDF of `pages` pages; `options` go to pdfkit as they are (its encryption options are missing from its types). */
function pdfBytes(pages: number, options: Record<string, unknown> = {}): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: "A4", ...options } as ConstructorParameters<typeof PDFDocument>[0]);
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    for (let page = 1; page <= pages; page += 1) {
      if (page > 1) doc.addPage();
      doc.fontSize(24).text(`Page ${page}`);
    }
    doc.end();
  });
}

/** Whatever a loader throws or returns, as a status (a thrown data() or Response). */
async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    const result = await run();
    return result instanceof Response ? result.status : 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw error;
  }
}

const fileRequest = (url: string, token: string) =>
  new Request(`http://localhost${url}`, { headers: { cookie: `Authorization=${token}` } });

function serve(url: string, token: string) {
  const [, , , mid, file] = new URL(`http://localhost${url}`).pathname.split("/");
  return serveMaterialFile(fileRequest(url, token), mid ?? "", file ?? "");
}

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "yantu-materials-"));
  getEnv().MEDIA_DIR = mediaDir;
  await seedDemo();
  const demo = await schoolId("演示大学");
  teacher = await newUser("演示大学");
  await grant(teacher, "teacher");
  student = await newUser("演示大学");
  outsider = await newUser("演示大学");
  otherAdmin = await newUser("北京大学");
  await grant(otherAdmin, "school_admin");
  batchId = await makeBatch(demo, "课件测试班");
  otherBatchId = await makeBatch(demo, "另一个班");
  await addMember(batchId, teacher, "teacher");
  await addMember(batchId, student, "student");
  await addMember(otherBatchId, outsider, "student");
}, 60_000);

afterAll(async () => {
  await stopMaterialWorker();
  fs.rmSync(mediaDir, { recursive: true, force: true });
  if (dialect === "postgres" && databaseConfig.schema) {
    await db.schema.dropSchema(pgBossSchema()).ifExists().cascade().execute();
  }
});

describe("课件 upload and conversion", () => {
  let materialId: number;

  it("converts a PPTX into pages with their text, published whole", async () => {
    materialId = await upload(
      "线性代数 第一讲",
      new Uint8Array(fs.readFileSync(path.join(FIXTURES, "slides.pptx"))),
      "第一讲.pptx",
    );
    expect((await materialRow(materialId)).status).toBe("queued");
    await convertAll();
    const row = await materialRow(materialId);
    expect(row).toMatchObject({ status: "ready", error: null, format: "pptx", page_count: 3 });
    const pages = await db
      .selectFrom("training_material_pages")
      .selectAll()
      .where("material_id", "=", materialId)
      .orderBy("page_no")
      .execute();
    expect(pages.map((page) => page.page_no)).toEqual([1, 2, 3]);
    expect(pages[0]!.text).toContain("线性代数");
    expect(pages[1]!.text).toContain("特征值");
    expect(pages[0]!.width).toBe(1200);
    for (const page of pages) expect(fs.existsSync(path.join(mediaDir, page.image_key))).toBe(true);
    expect(row.pdf_key && fs.existsSync(path.join(mediaDir, row.pdf_key))).toBe(true);
  }, 180_000);

  it("shows the student one page per URL with its image, text and neighbours", async () => {
    const url = `http://localhost/Training/student/${batchId}/materials/${materialId}/2`;
    const view = await loadMaterialViewer(
      signedInPageRequest(url, student.token),
      {
        id: String(batchId),
        mid: String(materialId),
        page: "2",
      },
      "student",
    );
    expect(view.page.text).toContain("特征值");
    expect(view.links.previous).toBe(`/Training/student/${batchId}/materials/${materialId}/1`);
    expect(view.links.next).toBe(`/Training/student/${batchId}/materials/${materialId}/3`);
    const image = await serve(view.page.imageUrl, student.token);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    // The student's link is theirs alone; the outsider gets 404 before any link is looked at.
    expect((await serve(view.page.imageUrl, outsider.token)).status).toBe(404);
    expect((await serve(view.page.imageUrl, teacher.token)).status).toBe(403);
    // The jump form lands on the page's own URL; past the end goes to the last page.
    const jump = await statusOf(() =>
      loadMaterialViewer(
        signedInPageRequest(`${url}?page=3`, student.token),
        { id: String(batchId), mid: String(materialId), page: "2" },
        "student",
      ),
    );
    expect(jump).toBe(302);
  });

  it("records a download in 我的下载 and hands out a signed link to the original", async () => {
    const response = (await submitMaterialList(
      signedInPageRequest(`http://localhost/Training/student/${batchId}/materials`, student.token, {
        intent: "download",
        id: String(materialId),
      }),
      { id: String(batchId) },
      "student",
    )) as Response;
    expect(response.status).toBe(303);
    const link = response.headers.get("location")!;
    expect(link).toMatch(new RegExp(`^/Training/material/${materialId}/source\\.pptx\\?`));
    const file = await serve(link, student.token);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment;/);
    const records = await listStudyRecords(student.id, { page: 1, rows: 10 }, "desktop", {
      kinds: ["training_material_download"],
    });
    expect(records.items).toMatchObject([
      {
        kind: "training_material_download",
        id: materialId,
        title: "线性代数 第一讲",
        url: `/Training/student/${batchId}/materials`,
      },
    ]);
  });

  it("refuses a PNG named .pptx, saying what it is and keeping the title", async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#ffffff" } })
        .png()
        .toBuffer(),
    );
    const refused = (await submitMaterialList(
      signedInPageRequest(teacherList(), teacher.token, uploadForm("改名的图片", png, "slides.pptx")),
      { id: String(batchId) },
      "teacher",
    )) as unknown as Refused;
    expect(refused.init.status).toBe(415);
    expect(refused.data.errors.file).toBe("这个文件是PNG 图片，不是 PPT、PPTX、PDF、DOC 或 DOCX 课件");
    expect(refused.data.values.title).toBe("改名的图片");
  });

  it("keeps an Office file for download only, with a note, where LibreOffice does not run", async () => {
    const env = getEnv();
    const saved = env.SOFFICE_PATH;
    env.SOFFICE_PATH = "/nonexistent/yantu-soffice";
    try {
      const id = await upload(
        "没有 LibreOffice 的课件",
        new Uint8Array(fs.readFileSync(path.join(FIXTURES, "slides.pptx"))),
        "slides.pptx",
      );
      expect((await materialRow(id)).status).toBe("download_only");
      const list = await loadMaterialList(
        signedInPageRequest(teacherList(), teacher.token),
        { id: String(batchId) },
        "teacher",
      );
      expect(list.items.find((item) => item.id === id)).toMatchObject({
        statusName: "仅供下载",
        note: "服务器未安装 LibreOffice，此课件仅供下载",
      });
      const link = await callApi("POST", `/material/website/batches/${batchId}/materials/${id}/download`, {
        token: student.token,
      });
      expect((await serve(link.body.result.url, student.token)).status).toBe(200);
    } finally {
      env.SOFFICE_PATH = saved;
    }
  });

  it("fails a corrupt PPTX, a password-protected PDF or PPTX and a PDF over the page limit, publishing nothing", async () => {
    const ct = (main: string) =>
      new TextEncoder().encode(
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/ppt/presentation.xml" ContentType="${main}"/></Types>`,
      );
    const corrupt = zipSync({
      "[Content_Types].xml": ct("application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"),
      "ppt/presentation.xml": new TextEncoder().encode("this is not xml <<<"),
    });
    const encryptedOoxml = new Uint8Array(1536);
    encryptedOoxml.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    encryptedOoxml[30] = 9;
    const name = Buffer.from("EncryptedPackage\0", "utf16le");
    encryptedOoxml.set(name, 640);
    encryptedOoxml[640 + 64] = name.byteLength;
    const cases: Array<[string, Uint8Array, string, RegExp]> = [
      ["损坏的演示文稿", corrupt, "broken.pptx", /LibreOffice 无法打开这个文件/],
      [
        "加密的 PDF",
        await pdfBytes(2, { userPassword: "secret", ownerPassword: "owner" }),
        "locked.pdf",
        /文件有密码保护/,
      ],
      ["加密的演示文稿", encryptedOoxml, "locked.pptx", /文件有密码保护/],
      ["太长的 PDF", await pdfBytes(301), "long.pdf", /课件共 301 页，超过了 300 页的上限/],
    ];
    const ids: number[] = [];
    for (const [title, bytes, file] of cases) ids.push(await upload(title, bytes, file));
    await convertAll();
    for (const [index, [, , , message]] of cases.entries()) {
      const row = await materialRow(ids[index]!);
      expect(row.status).toBe("failed");
      expect(row.error).toMatch(message);
      expect(row.page_count).toBeNull();
      const pages = await db
        .selectFrom("training_material_pages")
        .select("page_no")
        .where("material_id", "=", row.id)
        .execute();
      expect(pages).toEqual([]);
      expect(folderFiles(row.source_key)).toEqual([path.posix.basename(row.source_key)]);
    }
    const list = await loadMaterialList(
      signedInPageRequest(teacherList(), teacher.token),
      { id: String(batchId) },
      "teacher",
    );
    expect(list.items.find((item) => item.title === "加密的 PDF")).toMatchObject({
      statusName: "转换失败",
      note: expect.stringMatching(/密码保护/),
    });
  }, 240_000);
});

describe("课件 outsiders", () => {
  it("answers 404 to another batch's student and another school's administrator for every page, file and endpoint", async () => {
    const material = await db
      .selectFrom("training_materials")
      .select(["id"])
      .where("batch_id", "=", batchId)
      .where("status", "=", "ready")
      .executeTakeFirstOrThrow();
    const mid = String(material.id);
    const pages = await callApi("GET", `/material/website/batches/${batchId}/materials/${mid}/pages`, {
      token: student.token,
    });
    expect(pages.status).toBe(200);
    const imageUrl: string = pages.body.result.pages[0].imageUrl;
    const download = await callApi("POST", `/material/website/batches/${batchId}/materials/${mid}/download`, {
      token: student.token,
    });
    expect(download.status).toBe(200);
    const params = { id: String(batchId), mid, page: "1" };
    for (const user of [outsider, otherAdmin]) {
      for (const side of ["teacher", "student"] as const) {
        const base = `http://localhost/Training/${side}/${batchId}/materials`;
        expect(await statusOf(() => loadMaterialList(signedInPageRequest(base, user.token), params, side))).toBe(404);
        expect(
          await statusOf(() =>
            submitMaterialList(signedInPageRequest(base, user.token, { intent: "download", id: mid }), params, side),
          ),
        ).toBe(404);
        expect(
          await statusOf(() => loadMaterialViewer(signedInPageRequest(`${base}/${mid}/1`, user.token), params, side)),
        ).toBe(404);
      }
      expect((await serve(imageUrl, user.token)).status).toBe(404);
      expect((await serve(download.body.result.url, user.token)).status).toBe(404);
      for (const [method, suffix] of [
        ["GET", ""],
        ["GET", `/${mid}`],
        ["GET", `/${mid}/pages`],
        ["POST", `/${mid}/download`],
        ["DELETE", `/${mid}`],
      ] as const) {
        const answer = await callApi(method, `/material/website/batches/${batchId}/materials${suffix}`, {
          token: user.token,
        });
        expect(answer.status, `${method} ${suffix}`).toBe(404);
      }
    }
    for (const user of [outsider, otherAdmin]) {
      const form = new FormData();
      form.set("title", "外人的课件");
      form.set("file", new File([new Uint8Array(fs.readFileSync(path.join(FIXTURES, "slides.pptx")))], "slides.pptx"));
      const answer = await callApi("POST", `/material/website/batches/${batchId}/materials`, {
        token: user.token,
        rawBody: form,
      });
      expect(answer.status).toBe(404);
    }
    // A material of another batch, asked through a batch the caller is in: as a material that does not exist.
    const outsiderMaterial = await callApi("GET", `/material/website/batches/${otherBatchId}/materials/${mid}`, {
      token: outsider.token,
    });
    const noMaterial = await callApi("GET", `/material/website/batches/${otherBatchId}/materials/987654321`, {
      token: outsider.token,
    });
    expect(outsiderMaterial.status).toBe(404);
    expect(outsiderMaterial.body).toEqual(noMaterial.body);
    // The batch's own student may read but not delete or upload.
    expect(
      (await callApi("DELETE", `/material/website/batches/${batchId}/materials/${mid}`, { token: student.token }))
        .status,
    ).toBe(404);
  });

  it("lets the teacher delete a material with its files", async () => {
    const row = await db
      .selectFrom("training_materials")
      .select(["id", "source_key"])
      .where("batch_id", "=", batchId)
      .where("status", "=", "ready")
      .executeTakeFirstOrThrow();
    const answer = await callApi("DELETE", `/material/website/batches/${batchId}/materials/${row.id}`, {
      token: teacher.token,
    });
    expect(answer.status).toBe(200);
    expect(fs.existsSync(path.join(mediaDir, path.posix.dirname(row.source_key)))).toBe(false);
    const list = await callApi("GET", `/material/website/batches/${batchId}/materials`, { token: teacher.token });
    expect(list.body.result.items.some((item: { id: number }) => item.id === row.id)).toBe(false);
  });
});
