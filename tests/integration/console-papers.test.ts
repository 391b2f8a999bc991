// 真题管理 in the console (issue 26) on SQLite and PostgreSQL: the operator enters a paper on the page or through the
// API, students see nothing of it until it is published, the structure's lines are checked (the bad line named, the
// parts adding up to the full score), a save names the version it read (an older one is refused with the typed text
// kept), the PDF is checked by its bytes and page-counted (a PNG named .pdf refused, nothing stored), unpublishing
// hides it without losing students' favourites; one audit row per change and none for a save that changes nothing;
// a school's administrator gets 403.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { getEnv } from "~/lib/env.server";
import { loadPaperEditor, loadPaperEditorList, submitPaperEditor } from "~/modules/console/paper-editor-pages.server";
import { getPaper, setPaperCollect } from "~/modules/paper/paper.server";
import { demoConsoleAccounts } from "~/seed/console-accounts";
import { callApi } from "../support/api-client";
import { asConsoleSession } from "../support/console-session";
import { signedInPageRequest } from "../support/page-request";
import { handWrittenPdf, pngBytes } from "../support/pdf-fixtures";
import { loginDemo, seedDemo } from "./course-fixtures";

const CONTEXT = { clientIp: "10.20.30.44" };

let operator: string;
let staff: string;
let student: { id: number; token: string };

const pageRequest = (token: string, urlPath: string, form?: FormData | Record<string, string>) =>
  signedInPageRequest(`http://localhost${urlPath}`, token, form);

type Refused = {
  data: { form: string; errors: Record<string, string>; values: Record<string, string> };
  init: { status: number };
};

/** A paper of a year the seed has none of (the seed's run 2016–2025), so each test owns its subject and year. */
const draft = (year: number, tag: string) => ({
  subject: "math1",
  examYear: String(year),
  title: `${year} 年全国硕士研究生招生考试数学（一）${tag}`,
  durationMinutes: "180",
  totalScore: "150",
  structure: "选择题 10 50\n填空题 6 30\n解答题 6 70",
  description: `第一段 ${tag}。\n\n第二段。`,
});

const pdfForm = (bytes: Uint8Array, name = "paper.pdf") => {
  const form = new FormData();
  form.set("intent", "file");
  form.set("file", new File([bytes.slice()], name, { type: "application/pdf" }));
  return form;
};

const papersDirectory = () => path.join(getEnv().MEDIA_DIR, "papers");
const storedFiles = () => (fs.existsSync(papersDirectory()) ? fs.readdirSync(papersDirectory()).sort() : []);
/** Whether any stored paper file (temporary ones too) holds these bytes: the projects share MEDIA_DIR, so no counting. */
const storedWithBytes = (bytes: Uint8Array) =>
  storedFiles().some((name) => Buffer.from(bytes).equals(fs.readFileSync(path.join(papersDirectory(), name))));

const auditRows = (id: number) =>
  db
    .selectFrom("console_audit_log")
    .select(["action", "before_json", "after_json"])
    .where("target_type", "=", "exam_paper")
    .where("target_id", "=", String(id))
    .orderBy("id")
    .execute();
const auditActions = async (id: number) => (await auditRows(id)).map((row) => row.action);

const idOf = (response: Response) =>
  Number(/\/console\/papers\/(\d+)$/.exec(response.headers.get("location") ?? "")?.[1]);

async function createOnPage(year: number, tag: string): Promise<number> {
  const created = (await submitPaperEditor(
    pageRequest(operator, "/console/papers/new", { intent: "save", ...draft(year, tag) }),
    CONTEXT,
    "new",
  )) as Response;
  expect(created.status).toBe(302);
  return idOf(created);
}

beforeAll(async () => {
  await seedDemo();
  operator = (await loginDemo(demoConsoleAccounts[0].phoneNumber)).token;
  await asConsoleSession(operator);
  staff = (await loginDemo(demoConsoleAccounts[1].phoneNumber)).token;
  await asConsoleSession(staff);
  student = await loginDemo("13800000001");
});

describe("真题管理 on the page", () => {
  it("saves a draft students cannot see, takes its PDF with the page count, previews it and publishes it", async () => {
    const id = await createOnPage(2031, "页面");
    expect(id).toBeGreaterThan(0);
    await expect(getPaper(null, id)).rejects.toMatchObject({ status: 404 });

    const editor = await loadPaperEditor(pageRequest(operator, `/console/papers/${id}`), CONTEXT, String(id));
    expect(editor.paper?.state).toBe("draft");
    expect(editor.paper?.values.structure).toBe("选择题 10 50\n填空题 6 30\n解答题 6 70");
    expect(editor.paper?.preview.structure).toEqual([
      { name: "选择题", count: 10, score: 50 },
      { name: "填空题", count: 6, score: 30 },
      { name: "解答题", count: 6, score: 70 },
    ]);
    expect([editor.paper?.pageCount, editor.paper?.fileHref]).toEqual([null, null]);
    const drafts = await loadPaperEditorList(pageRequest(operator, "/console/papers?state=draft"), CONTEXT);
    expect(drafts.items.find((item) => item.id === id)).toMatchObject({ stateName: "草稿", pageCount: null });

    const pdf = handWrittenPdf(3);
    const uploaded = (await submitPaperEditor(
      pageRequest(operator, `/console/papers/${id}`, pdfForm(pdf)),
      CONTEXT,
      String(id),
    )) as Response;
    expect([uploaded.status, uploaded.headers.get("location")]).toEqual([302, `/console/papers/${id}`]);
    const stored = await db
      .selectFrom("exam_papers")
      .select(["file_key", "page_count"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored.file_key).toMatch(/^papers\/[0-9a-f]{36}\.pdf$/);
    expect(stored.page_count).toBe(3);
    const name = path.basename(stored.file_key ?? "");
    expect(fs.readFileSync(path.join(papersDirectory(), name))).toEqual(Buffer.from(pdf));
    const withFile = await loadPaperEditor(pageRequest(operator, `/console/papers/${id}`), CONTEXT, String(id));
    expect(withFile.paper?.preview.pageCount).toBe(3);
    expect(withFile.paper?.fileHref).toMatch(new RegExp(`^/media/papers/${name}\\?`));
    // A new file leaves the facts' version alone: an editor open meanwhile still saves.
    expect(withFile.paper?.version).toBe(editor.paper?.version);

    const published = (await submitPaperEditor(
      pageRequest(operator, `/console/papers/${id}`, { intent: "publish" }),
      CONTEXT,
      String(id),
    )) as Response;
    expect(published.status).toBe(302);
    const shown = await getPaper(null, id);
    expect([shown.title, shown.pageCount, shown.totalScore]).toEqual([draft(2031, "页面").title, 3, 150]);
    expect(await auditActions(id)).toEqual(["paper.create", "paper.file", "paper.publish"]);
    const fileRow = (await auditRows(id))[1];
    expect(JSON.parse(fileRow?.after_json ?? "null")).toMatchObject({ pageCount: 3, fileKey: stored.file_key });

    // Publishing twice writes nothing.
    await submitPaperEditor(pageRequest(operator, `/console/papers/${id}`, { intent: "publish" }), CONTEXT, String(id));
    expect(await auditActions(id)).toEqual(["paper.create", "paper.file", "paper.publish"]);

    // A second PDF replaces the first: its page count shown, the old file removed.
    await submitPaperEditor(
      pageRequest(operator, `/console/papers/${id}`, pdfForm(handWrittenPdf(5))),
      CONTEXT,
      String(id),
    );
    expect((await getPaper(null, id)).pageCount).toBe(5);
    expect(storedFiles()).not.toContain(name);
  });

  it("refuses a PNG named .pdf with the reason and stores nothing", async () => {
    const id = await createOnPage(2032, "图片");
    const refused = (await submitPaperEditor(
      pageRequest(operator, `/console/papers/${id}`, pdfForm(pngBytes, "试卷.pdf")),
      CONTEXT,
      String(id),
    )) as unknown as Refused;
    expect(refused.init.status).toBe(422);
    expect(refused.data.form).toBe("file");
    expect(refused.data.errors.file).toBe("这不是 PDF 文件（文件内容是 PNG 图片）：请上传试卷的 PDF");
    const locked = handWrittenPdf(2, { encrypted: true });
    const encrypted = (await submitPaperEditor(
      pageRequest(operator, `/console/papers/${id}`, pdfForm(locked)),
      CONTEXT,
      String(id),
    )) as unknown as Refused;
    expect([encrypted.init.status, encrypted.data.errors.file]).toEqual([422, expect.stringContaining("已加密")]);
    expect(storedWithBytes(pngBytes) || storedWithBytes(locked)).toBe(false);
    const row = await db
      .selectFrom("exam_papers")
      .select(["file_key", "page_count"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect([row.file_key, row.page_count]).toEqual([null, null]);
    expect(await auditActions(id)).toEqual(["paper.create"]);
  });

  it("refuses bad input field by field, naming the structure's bad line, keeping everything typed", async () => {
    const typed = {
      intent: "save",
      ...draft(2033, "坏"),
      title: " ",
      examYear: "1990",
      structure: "选择题 10 50\n\n填空题 六 30",
    };
    const refused = (await submitPaperEditor(
      pageRequest(operator, "/console/papers/new", typed),
      CONTEXT,
      "new",
    )) as unknown as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.errors).toEqual({
      title: "请填写试卷名称",
      examYear: "年份应为 2000–2100 之间的整数",
      structure: "第 3 行「填空题 六 30」请写成“题型 题量 分值”，例如：单项选择题 16 16",
    });
    expect(refused.data.values.structure).toBe(typed.structure);

    const sum = (await submitPaperEditor(
      pageRequest(operator, "/console/papers/new", { intent: "save", ...draft(2033, "合计"), totalScore: "100" }),
      CONTEXT,
      "new",
    )) as unknown as Refused;
    expect(sum.data.errors).toEqual({ structure: "各题型分值合计 150 分，与满分 100 分不一致" });

    // The seed has 数学一 2025: the same subject and year again is refused on the year, nothing written.
    const count = async () =>
      Number((await db.selectFrom("exam_papers").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    const papers = await count();
    const duplicate = (await submitPaperEditor(
      pageRequest(operator, "/console/papers/new", { intent: "save", ...draft(2025, "重复") }),
      CONTEXT,
      "new",
    )) as unknown as Refused;
    expect([duplicate.init.status, duplicate.data.errors.examYear]).toEqual([
      409,
      "数学一 2025 年的真题已经有了，请打开它修改",
    ]);
    expect(await count()).toBe(papers);
  });

  it("refuses a save over newer facts with the typed text kept, and writes nothing for an unchanged one", async () => {
    const id = await createOnPage(2034, "版本");
    const opened = await loadPaperEditor(pageRequest(operator, `/console/papers/${id}`), CONTEXT, String(id));
    const version = opened.paper?.version ?? "";
    const save = (fields: Record<string, string>) =>
      submitPaperEditor(
        pageRequest(operator, `/console/papers/${id}`, { intent: "save", version, ...draft(2034, "版本"), ...fields }),
        CONTEXT,
        String(id),
      );

    // The same facts, the structure typed with 题 and 分 and blank lines: nothing to save.
    const unchanged = (await save({ structure: "\n选择题 10题 50分\n填空题 6 30\n\n解答题 6 70\n" })) as Response;
    expect(unchanged.status).toBe(302);
    expect(await auditActions(id)).toEqual(["paper.create"]);

    const first = (await save({ structure: "选择题 10 50\n填空题 6 30\n解答题 5 70" })) as Response;
    expect(first.status).toBe(302);
    const second = (await save({ durationMinutes: "200" })) as unknown as Refused;
    expect(second.init.status).toBe(409);
    expect(second.data.errors[""]).toContain("刚被别人修改过");
    expect(second.data.values.durationMinutes).toBe("200");
    const stored = await db
      .selectFrom("exam_papers")
      .select(["duration_minutes", "structure"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored.duration_minutes).toBe(180);

    const rows = await auditRows(id);
    expect(rows.map((row) => row.action)).toEqual(["paper.create", "paper.update"]);
    // Only the field that changed.
    expect(JSON.parse(rows[1]?.before_json ?? "null")).toEqual({
      structure: [
        { name: "选择题", count: 10, score: 50 },
        { name: "填空题", count: 6, score: 30 },
        { name: "解答题", count: 6, score: 70 },
      ],
    });
    expect(Object.keys(JSON.parse(rows[1]?.after_json ?? "null"))).toEqual(["structure"]);
  });

  it("answers 404 for an unknown paper and 403 to a school's administrator", async () => {
    await expect(
      loadPaperEditor(pageRequest(operator, "/console/papers/99999999"), CONTEXT, "99999999"),
    ).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loadPaperEditor(pageRequest(operator, "/console/papers/abc"), CONTEXT, "abc")).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(loadPaperEditorList(pageRequest(staff, "/console/papers"), CONTEXT)).rejects.toMatchObject({
      init: { status: 403 },
    });
    await expect(
      submitPaperEditor(
        pageRequest(staff, "/console/papers/new", { intent: "save", ...draft(2035, "越权") }),
        CONTEXT,
        "new",
      ),
    ).rejects.toMatchObject({ init: { status: 403 } });
  });
});

describe("/api/console/papers", () => {
  it("enters, saves, uploads, unpublishes with favourites kept and publishes again at its first time", async () => {
    const created = await callApi("POST", "/api/console/papers", { token: operator, body: draft(2036, "接口") });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({ state: "draft", examYear: 2036, pageCount: null });
    expect(created.body.result.structure).toHaveLength(3);
    const id = created.body.result.id as number;

    const saved = await callApi("PUT", `/api/console/papers/${id}`, {
      token: operator,
      body: { ...draft(2036, "接口"), title: "改过的试卷名称", version: created.body.result.updatedAt },
    });
    expect([saved.status, saved.body.result.changed, saved.body.result.title]).toEqual([200, true, "改过的试卷名称"]);
    const stale = await callApi("PUT", `/api/console/papers/${id}`, {
      token: operator,
      body: { ...draft(2036, "接口"), version: created.body.result.updatedAt },
    });
    expect([stale.status, stale.body.msg]).toEqual([409, expect.stringContaining("刚被别人修改过")]);

    const form = new FormData();
    form.set("file", new File([handWrittenPdf(4).slice()], "paper.pdf"));
    const file = await callApi("POST", `/api/console/papers/${id}/file`, { token: operator, rawBody: form });
    expect([file.status, file.body.result.pageCount, file.body.msg]).toEqual([200, 4, "已上传试卷 PDF（4 页）"]);
    const png = new FormData();
    png.set("file", new File([pngBytes.slice()], "paper.pdf"));
    const refused = await callApi("POST", `/api/console/papers/${id}/file`, { token: operator, rawBody: png });
    expect([refused.status, refused.body.msg]).toEqual([422, expect.stringContaining("文件内容是 PNG 图片")]);

    const published = await callApi("POST", `/api/console/papers/${id}/publish`, { token: operator });
    expect(published.body.result.state).toBe("published");
    const firstPublished = published.body.result.publishedAt as number;
    await setPaperCollect(student.id, id, true);

    const unpublished = await callApi("POST", `/api/console/papers/${id}/unpublish`, { token: operator });
    expect([unpublished.status, unpublished.body.result.state]).toEqual([200, "draft"]);
    await expect(getPaper(student.id, id)).rejects.toMatchObject({ status: 404 });
    expect((await callApi("POST", `/api/console/papers/${id}/unpublish`, { token: operator })).status).toBe(409);
    // What the student recorded is still there while the paper is hidden.
    const reactions = await db
      .selectFrom("content_reactions")
      .select("kind")
      .where("user_id", "=", student.id)
      .where("target_type", "=", "exam_paper")
      .where("target_id", "=", id)
      .execute();
    expect(reactions.map((row) => row.kind)).toEqual(["collect"]);

    const back = await callApi("POST", `/api/console/papers/${id}/publish`, { token: operator });
    expect(back.body.result.publishedAt).toBe(firstPublished);
    const paper = await getPaper(student.id, id);
    expect([paper.collected, paper.collectCount, paper.pageCount]).toEqual([true, 1, 4]);
    expect(await auditActions(id)).toEqual([
      "paper.create",
      "paper.update",
      "paper.file",
      "paper.publish",
      "paper.unpublish",
      "paper.publish",
    ]);

    const list = await callApi("GET", "/api/console/papers?state=published&rows=100", { token: operator });
    expect(list.body.result.items.map((item: { id: number }) => item.id)).toContain(id);
    const one = await callApi("GET", `/api/console/papers/${id}`, { token: operator });
    expect([one.status, one.body.result.pageCount, one.body.result.fileKey]).toEqual([
      200,
      4,
      expect.stringMatching(/^papers\/[0-9a-f]{36}\.pdf$/),
    ]);
  });

  it("refuses bad input and anyone but the operator", async () => {
    const bad = await callApi("POST", "/api/console/papers", {
      token: operator,
      body: { ...draft(2037, "x"), structure: "选择题 10 50\n解答题 100" },
    });
    expect([bad.status, bad.body.msg]).toEqual([400, expect.stringContaining("第 2 行「解答题 100」")]);
    expect((await callApi("GET", "/api/console/papers?state=hidden", { token: operator })).status).toBe(400);
    expect((await callApi("GET", "/api/console/papers/0", { token: operator })).status).toBe(400);
    expect((await callApi("GET", "/api/console/papers/99999999", { token: operator })).status).toBe(404);
    expect((await callApi("GET", "/api/console/papers", { token: staff })).status).toBe(403);
    expect((await callApi("POST", "/api/console/papers", { token: staff, body: draft(2037, "越权") })).status).toBe(
      403,
    );
    const form = new FormData();
    form.set("file", new File([handWrittenPdf(1).slice()], "paper.pdf"));
    expect((await callApi("POST", "/api/console/papers/1/file", { token: staff, rawBody: form })).status).toBe(403);
    expect((await callApi("GET", "/api/console/papers", { token: student.token })).status).toBe(403);
    expect((await callApi("GET", "/api/console/papers")).status).toBe(401);
  });
});
