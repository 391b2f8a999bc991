// 我的下载 of question-set PDFs and the PDF itself, on SQLite and PostgreSQL: recording a download (once per user and
// set, counted, newest first), the spec's myTrueQuestionDownload calls through the real dispatcher (login, 400 in
// Chinese for bad input, 404 for an unknown set, another user's downloads never listed), and a generated paper that
// parses as a PDF whose text holds the Chinese stems, the maths in linear form and the answer appendix.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { isDomainError } from "~/lib/domain-error";
import { clearPaperPdfCache, paperPdfFor } from "~/modules/question/pdf/paper-pdf.server";
import { listMyQuestionDownloads, recordQuestionDownload } from "~/modules/question/pdf/question-downloads.server";
import { callApi } from "../support/api-client";
import { readPdfText } from "../support/pdf-text";
import { IP, newUser, type TestUser } from "./course-fixtures";
import { loadQuestionFixture, type QuestionFixture } from "./question-fixtures";

const RECORD = "/api/TrueQuestion/myTrueQuestionDownload";
const LIST = "/api/TrueQuestion/myTrueQuestionDownload-page-query";
let f: QuestionFixture;

beforeAll(async () => {
  f = await loadQuestionFixture();
});

const as = (user: TestUser, method: string, path: string, body?: unknown) =>
  callApi(method, path, { token: user.token, ip: IP.offCampus, body });

describe("recording downloads", () => {
  it("keeps one row per user and set, counts again and moves it to the top", async () => {
    const user = await newUser();
    const t0 = Date.UTC(2026, 0, 5, 8);
    const first = await recordQuestionDownload(user.id, f.mockSetId, t0);
    expect(first).toMatchObject({
      id: f.mockSetId,
      title: "作答测试模拟卷",
      kindName: "模拟卷",
      subjectName: "数学一",
      downloadCount: 1,
      pdfUrl: `/question/examPdf/paper.pdf?id=${f.mockSetId}`,
    });
    await recordQuestionDownload(user.id, f.objectiveSetId, t0 + 1000);
    const again = await recordQuestionDownload(user.id, f.mockSetId, t0 + 2000);
    expect(again).toMatchObject({
      downloadCount: 2,
      firstDownloadedAt: new Date(t0).toISOString(),
      lastDownloadedAt: new Date(t0 + 2000).toISOString(),
    });
    const page = await listMyQuestionDownloads(user.id, { page: 1, rows: 10 });
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.id)).toEqual([f.mockSetId, f.objectiveSetId]);
    const rows = await db.selectFrom("question_downloads").select("id").where("user_id", "=", user.id).execute();
    expect(rows).toHaveLength(2);
  });

  it("refuses an unknown or unpublished set with 404", async () => {
    const user = await newUser();
    const refused = await recordQuestionDownload(user.id, 987654).catch((error: unknown) => error);
    expect(isDomainError(refused) && refused.status === 404 && refused.message).toBe("试卷不存在或未发布");
  });
});

describe("the myTrueQuestionDownload API", () => {
  it("records and lists the caller's own downloads only, newest first, in the envelope", async () => {
    const user = await newUser();
    const other = await newUser();
    const recorded = await as(user, "POST", RECORD, { id: f.objectiveSetId });
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({
      code: 200,
      msg: "已记录下载",
      result: { id: f.objectiveSetId, downloadCount: 1 },
    });
    await as(user, "POST", RECORD, { id: f.mockSetId });
    await as(other, "POST", RECORD, { id: String(f.objectiveSetId) });

    const mine = await as(user, "GET", `${LIST}?page=1&rows=1`);
    expect(mine.body).toMatchObject({
      code: 200,
      result: { page: 1, rows: 1, total: 2, items: [{ id: f.mockSetId }] },
    });
    const theirs = await as(other, "GET", LIST);
    expect(theirs.body.result.total).toBe(1);
    expect(theirs.body.result.items.map((item: { id: number }) => item.id)).toEqual([f.objectiveSetId]);
  });

  it("needs a login, answers bad input with 400 in Chinese and an unknown set with 404", async () => {
    expect((await callApi("POST", RECORD, { ip: IP.offCampus, body: { id: f.mockSetId } })).status).toBe(401);
    expect((await callApi("GET", LIST, { ip: IP.offCampus })).status).toBe(401);
    const user = await newUser();
    for (const body of [{}, { id: "abc" }, { id: -3 }, { id: 1.5 }]) {
      const bad = await as(user, "POST", RECORD, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.msg).toBe("请指定要下载的试卷（id 应为正整数）");
    }
    const badPage = await as(user, "GET", `${LIST}?page=0`);
    expect(badPage.status).toBe(400);
    expect(badPage.body.msg).toMatch(/页码/);
    const unknown = await as(user, "POST", RECORD, { id: 987654 });
    expect(unknown.body).toMatchObject({ code: 404, msg: "试卷不存在或未发布" });
    expect((await as(user, "GET", LIST)).body.result.total).toBe(0);
  });
});

describe("the paper PDF", () => {
  it("parses as a PDF with the title, Chinese stems, maths, every number and the answer appendix", async () => {
    clearPaperPdfCache();
    const started = performance.now();
    const pdf = await paperPdfFor(f.mockSetId);
    const elapsed = performance.now() - started;
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.fileName).toBe("作答测试模拟卷.pdf");
    const read = await readPdfText(pdf.bytes);
    expect(read.title).toBe("作答测试模拟卷");
    const text = read.text.replace(/\s+/g, "");
    expect(text).toContain("作答测试模拟卷");
    expect(text).toContain("一、选择题");
    expect(text).toContain("函数y=x²在x=1处的导数是");
    expect(text).toContain("∫₀¹xdx=");
    expect(text).toContain("参考答案与解析");
    expect(text).toContain("y′=2x");
    // The group's number with its children as (1) (2): 三、材料题 with numbersChildren false.
    expect(text).toContain("5(1)f′(0)=");
    // The same content again: from the cache, the same bytes.
    expect((await paperPdfFor(f.mockSetId)).bytes).toBe(pdf.bytes);
    expect(elapsed).toBeLessThan(5000);
  });

  it("is 404 for an unknown set", async () => {
    const refused = await paperPdfFor(987654).catch((error: unknown) => error);
    expect(isDomainError(refused) && refused.status).toBe(404);
  });
});
