// 题库导入 in the console (issue 26) on SQLite and PostgreSQL: the operator uploads a question file on the page or
// through the API, sees its preview (every question rendered, or every problem by line), commits it all or nothing
// with one audit row, or discards it. A refused file keeps the form's choices and stores nothing; an upload is its
// uploader's alone; a school's administrator gets 403.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { loadQuestionImportPage, submitQuestionImportPage } from "~/modules/console/question-import-pages.server";
import { demoConsoleAccounts } from "~/seed/console-accounts";
import { callApi } from "../support/api-client";
import { signedInPageRequest } from "../support/page-request";
import { asConsoleSession } from "../support/console-session";
import { loginDemo, seedDemo } from "./course-fixtures";

const CONTEXT = { clientIp: "10.20.30.41" };
const PAGE = "http://localhost/console/questions";
const fixture = (name: string) => fs.readFileSync(path.join("tests/fixtures/questions", name));

let operator: { id: number; token: string };
let staff: string;
let bankCode: string;

/** A Moodle XML export of two good questions (one with TeX, one numerical with its tolerance). */
const goodXml = (tag: string) => `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/top/导入</text></category></question>
  <question type="multichoice">
    <name><text>极限 ${tag}</text></name>
    <questiontext format="html"><text><![CDATA[<p>\\(\\lim_{x\\to0}\\frac{\\sin x}{x}\\) 等于</p>]]></text></questiontext>
    <defaultgrade>2</defaultgrade>
    <single>true</single>
    <answer fraction="100" format="html"><text>1</text></answer>
    <answer fraction="0" format="html"><text>0</text></answer>
  </question>
  <question type="numerical">
    <name><text>年份 ${tag}</text></name>
    <questiontext format="html"><text>差分机是哪一年提出的？</text></questiontext>
    <defaultgrade>1.0000000</defaultgrade>
    <answer fraction="100"><text>1822</text><tolerance>2</tolerance></answer>
  </question>
</quiz>
`;

const pageRequest = (token: string, init: { query?: string; form?: FormData | Record<string, string> } = {}) =>
  signedInPageRequest(`${PAGE}${init.query ?? ""}`, token, init.form);

function uploadForm(fields: { bank?: string; format?: string; file?: File | null }): FormData {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("bank", fields.bank ?? bankCode);
  form.set("format", fields.format ?? "");
  if (fields.file) form.set("file", fields.file);
  return form;
}

type Refused = { data: { errors: Record<string, string>; values: Record<string, string> }; init: { status: number } };

const questionsIn = async (code: string) =>
  Number(
    (
      await db
        .selectFrom("questions")
        .innerJoin("question_banks", "question_banks.id", "questions.bank_id")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("question_banks.code", "=", code)
        .executeTakeFirstOrThrow()
    ).n,
  );

const uploadsOf = async (userId: number) =>
  Number(
    (
      await db
        .selectFrom("question_import_uploads")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A 1×1 PNG: binary, not UTF-8 text. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const uploadIdOf = (response: Response) => Number(/upload=(\d+)/.exec(response.headers.get("location") ?? "")?.[1]);

beforeAll(async () => {
  await seedDemo();
  const op = await loginDemo(demoConsoleAccounts[0].phoneNumber);
  await asConsoleSession(op.token);
  operator = { id: op.id, token: op.token };
  staff = (await loginDemo(demoConsoleAccounts[1].phoneNumber)).token;
  await asConsoleSession(staff);
  const bank = await db
    .selectFrom("question_banks")
    .select("code")
    .where("subject", "=", "math1")
    .where("code", "is not", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  bankCode = bank.code ?? "";
});

describe("题库导入 on the page", () => {
  it("previews a Moodle export's problems by line, commits nothing from it, and discards it", async () => {
    const before = await questionsIn(bankCode);
    const uploaded = (await submitQuestionImportPage(
      pageRequest(operator.token, {
        form: uploadForm({ file: new File([fixture("moodle-export.xml")], "moodle-export.xml") }),
      }),
      CONTEXT,
    )) as Response;
    expect(uploaded.status).toBe(302);
    const id = uploadIdOf(uploaded);
    const data = await loadQuestionImportPage(pageRequest(operator.token, { query: `?upload=${id}` }), CONTEXT);
    expect(data.preview?.format).toBe("moodle-xml");
    expect(data.preview?.problems.map((problem) => problem.line)).toEqual([190, 216, 234, 249]);
    expect(data.preview?.questions).toEqual([]);

    const commit = (await submitQuestionImportPage(
      pageRequest(operator.token, { form: { intent: "commit", upload: String(id) } }),
      CONTEXT,
    )) as Response;
    expect([commit.status, commit.headers.get("location")]).toEqual([302, `/console/questions?upload=${id}`]);
    expect(await questionsIn(bankCode)).toBe(before);

    const discard = (await submitQuestionImportPage(
      pageRequest(operator.token, { form: { intent: "discard", upload: String(id) } }),
      CONTEXT,
    )) as Response;
    expect([discard.status, discard.headers.get("location")]).toEqual([302, "/console/questions"]);
    await expect(
      loadQuestionImportPage(pageRequest(operator.token, { query: `?upload=${id}` }), CONTEXT),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("shows every question as stored, imports them all with one audit row, and cannot import them twice", async () => {
    const before = await questionsIn(bankCode);
    const audits = (
      await db.selectFrom("console_audit_log").select("id").where("action", "=", "question.import").execute()
    ).length;
    const uploaded = (await submitQuestionImportPage(
      pageRequest(operator.token, { form: uploadForm({ file: new File([goodXml("页面")], "页面.xml") }) }),
      CONTEXT,
    )) as Response;
    const id = uploadIdOf(uploaded);
    const { preview } = await loadQuestionImportPage(pageRequest(operator.token, { query: `?upload=${id}` }), CONTEXT);
    expect(preview?.problems).toEqual([]);
    expect(preview?.questions.map((question) => [question.title, question.kind, question.points])).toEqual([
      ["极限 页面", "single", 200],
      ["年份 页面", "fill", 100],
    ]);
    expect(preview?.questions[0]?.stemHtml).toContain("<math");
    expect(preview?.questions[1]?.acceptedAnswers).toEqual([["1822±2"]]);

    const commit = (await submitQuestionImportPage(
      pageRequest(operator.token, { form: { intent: "commit", upload: String(id) } }),
      CONTEXT,
    )) as Response;
    expect([commit.status, commit.headers.get("location")]).toEqual([302, "/console/questions"]);
    expect(await questionsIn(bankCode)).toBe(before + 2);
    const rows = await db
      .selectFrom("console_audit_log")
      .select(["target_type", "after_json", "ip"])
      .where("action", "=", "question.import")
      .orderBy("id")
      .execute();
    expect(rows).toHaveLength(audits + 1);
    expect(rows.at(-1)).toMatchObject({ target_type: "question_bank", ip: CONTEXT.clientIp });
    expect(JSON.parse(rows.at(-1)?.after_json ?? "{}")).toMatchObject({ fileName: "页面.xml", questions: 2 });

    const again = (await submitQuestionImportPage(
      pageRequest(operator.token, { form: { intent: "commit", upload: String(id) } }),
      CONTEXT,
    )) as Response;
    expect([again.status, again.headers.get("location")]).toEqual([302, "/console/questions"]);
    expect(await questionsIn(bankCode)).toBe(before + 2);
  });

  it("refuses a missing file, a picture, an unknown format and a file over 5 MB, keeping the choices and storing nothing", async () => {
    const kept = await uploadsOf(operator.id);
    const cases: Array<[File | null, string, number, string]> = [
      [null, "", 400, "请选择要上传的题目文件"],
      [new File([png], "bank.gift"), "gift", 415, "这不是文本文件"],
      [new File(["随便写的几行字\n没有题目"], "notes.txt"), "", 415, "看不出“notes.txt”是哪种格式"],
      [new File([new Uint8Array(5 * 1024 * 1024 + 1).fill(0x41)], "big.gift"), "gift", 413, "文件超过 5 MB"],
    ];
    for (const [file, format, status, message] of cases) {
      const refused = (await submitQuestionImportPage(
        pageRequest(operator.token, { form: uploadForm({ file, format }) }),
        CONTEXT,
      )) as unknown as Refused;
      expect(refused.init.status).toBe(status);
      expect(Object.values(refused.data.errors).join("")).toContain(message);
      expect(refused.data.values).toEqual({ bank: bankCode, format });
    }
    const noBank = (await submitQuestionImportPage(
      pageRequest(operator.token, { form: uploadForm({ bank: "", file: new File([goodXml("x")], "x.xml") }) }),
      CONTEXT,
    )) as unknown as Refused;
    expect([noBank.init.status, noBank.data.errors.bank]).toEqual([400, "请选择题库"]);
    expect(await uploadsOf(operator.id)).toBe(kept);
  });

  it("keeps an upload its uploader's alone, and the page the operator's", async () => {
    const stranger = await loginDemo("13800000001");
    const { id } = await db
      .insertInto("question_import_uploads")
      .values({
        user_id: stranger.id,
        bank_code: bankCode,
        file_name: "别人的.gift",
        format: "gift",
        body: "1+1 {=2 ~3}",
        created_at: Date.now(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await expect(
      loadQuestionImportPage(pageRequest(operator.token, { query: `?upload=${id}` }), CONTEXT),
    ).rejects.toMatchObject({ init: { status: 404 } });
    const commit = (await submitQuestionImportPage(
      pageRequest(operator.token, { form: { intent: "commit", upload: String(id) } }),
      CONTEXT,
    )) as Response;
    expect(commit.headers.get("location")).toBe("/console/questions");
    expect(await uploadsOf(stranger.id)).toBe(1);
    await expect(loadQuestionImportPage(pageRequest(staff), CONTEXT)).rejects.toMatchObject({ init: { status: 403 } });
    expect((await callApi("GET", `/api/console/question-imports/${id}`, { token: staff })).status).toBe(403);
  });
});

describe("/api/console/question-imports", () => {
  it("uploads a Moodle GIFT export named .txt, previews, refuses its bad question with 422, and deletes it", async () => {
    const form = new FormData();
    form.set("bank", bankCode);
    form.set("file", new File([fixture("moodle-gift-export.txt")], "questions-历史.txt"));
    const uploaded = await callApi("POST", "/api/console/question-imports", { token: operator.token, rawBody: form });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.result).toMatchObject({ format: "gift", questions: [] });
    expect(uploaded.body.result.problems).toEqual([{ line: 27, message: expect.stringContaining("%50%") }]);
    const id = uploaded.body.result.id as number;
    const refused = await callApi("POST", `/api/console/question-imports/${id}/commit`, { token: operator.token });
    expect(refused.status).toBe(422);
    expect(refused.body.result.problems).toHaveLength(1);
    expect((await callApi("DELETE", `/api/console/question-imports/${id}`, { token: operator.token })).status).toBe(
      200,
    );
    expect((await callApi("GET", `/api/console/question-imports/${id}`, { token: operator.token })).status).toBe(404);
  });

  it("imports a good file all at once and answers what it wrote", async () => {
    const before = await questionsIn(bankCode);
    const form = new FormData();
    form.set("bank", bankCode);
    form.set("format", "moodle-xml");
    form.set("file", new File([goodXml("接口")], "接口.xml"));
    const uploaded = await callApi("POST", "/api/console/question-imports", { token: operator.token, rawBody: form });
    const id = uploaded.body.result.id as number;
    expect(
      (await callApi("GET", `/api/console/question-imports/${id}`, { token: operator.token })).body.result,
    ).toEqual(uploaded.body.result);
    const committed = await callApi("POST", `/api/console/question-imports/${id}/commit`, { token: operator.token });
    expect(committed.status).toBe(200);
    expect(committed.body.result).toMatchObject({ bankCode, questions: 2, leaves: 2, bankCreated: false });
    expect(await questionsIn(bankCode)).toBe(before + 2);
    const bad = new FormData();
    bad.set("bank", bankCode);
    bad.set("format", "word");
    bad.set("file", new File([goodXml("x")], "x.xml"));
    const badFormat = await callApi("POST", "/api/console/question-imports", { token: operator.token, rawBody: bad });
    expect(badFormat.status).toBe(400);
  });
});
