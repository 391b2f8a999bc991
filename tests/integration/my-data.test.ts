// 我的数据 on SQLite and PostgreSQL (docs/decisions/0026): the export of a seeded student (the demo student, given one
// more row of every kind the demo lacks) unzipped and checked file by file against the database; every table with a
// person column either exported or listed with a reason (tables and columns read from the database itself); two
// workers racing one job build it once; one pending export per user; the link only for its owner and only for 24 h;
// deletion through the API with an SMS code, after which no table holds the phone number and no person column the
// user's id, except the orders the law keeps (anonymised).
import fs from "node:fs";
import path from "node:path";
import { unzipSync } from "fflate";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, dialect } from "~/db/client.server";
import { getEnv } from "~/lib/env.server";
import { latestDevSmsCode } from "~/modules/auth/dev-inbox.server";
import { createSession } from "~/modules/auth/session.server";
import { checkIn } from "~/modules/check-in/check-ins.server";
import { addComment, recountComments, setCommentLike } from "~/modules/comments/comments.server";
import { joinGroup } from "~/modules/groups/study-groups.server";
import { saveAnswer } from "~/modules/question/attempts/attempt-answers.server";
import { startAttempt } from "~/modules/question/attempts/attempt-start.server";
import { submitAttempt } from "~/modules/question/attempts/attempt-submit.server";
import { recordQuestionDownload } from "~/modules/question/pdf/question-downloads.server";
import { saveQuestionNote } from "~/modules/question/notes/question-notes.server";
import { recordZmtDownload } from "~/modules/question/zmt/zmt-papers.server";
import { setReaction } from "~/modules/reactions/reactions.server";
import { setSavedTheme } from "~/modules/settings/user-settings.server";
import { ERASED_NICKNAME, eraseAccount } from "~/modules/privacy/account-deletion.server";
import { runDataExports } from "~/modules/privacy/data-export-worker.server";
import { getLatestDataExport, requestDataExport, serveDataExportFile } from "~/modules/privacy/data-export.server";
import { isPersonColumn, notPersonalColumns, personalTables } from "~/modules/privacy/personal-data-map";
import { callApi } from "../support/api-client";
import { newUser, seedDemo } from "./course-fixtures";
import { loadQuestionFixture, type QuestionFixture } from "./question-fixtures";

const anyDb = db as unknown as Kysely<any>;
const HOUR = 3_600_000;
let f: QuestionFixture;

beforeAll(async () => {
  await seedDemo();
  f = await loadQuestionFixture();
}, 180_000);

afterAll(async () => {
  // The archives the tests built live under MEDIA_DIR/exports: remove them (the rows go with the database).
  const rows = await db.selectFrom("data_exports").select("file_key").where("file_key", "is not", null).execute();
  for (const row of rows) fs.rmSync(path.resolve(getEnv().MEDIA_DIR, row.file_key!), { force: true });
});

// ——— The database's own description of itself ———

interface Column {
  table: string;
  column: string;
  text: boolean;
}

async function databaseColumns(): Promise<Column[]> {
  if (dialect === "postgres") {
    const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = current_schema() and table_name not like 'kysely_%'`.execute(db);
    return rows.map((row) => ({
      table: row.table_name,
      column: row.column_name,
      text: /text|character/.test(row.data_type),
    }));
  }
  const tables = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(
    db,
  );
  const columns: Column[] = [];
  for (const { name } of tables.rows) {
    const info = await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${name})`.execute(
      db,
    );
    columns.push(
      ...info.rows.map((row) => ({
        table: name,
        column: row.name,
        text: /text|char|clob/i.test(row.type) || row.type === "",
      })),
    );
  }
  return columns;
}

// ——— A student with a row of every kind ———

let everything: ReturnType<typeof fillStudent> | undefined;
/** The demo student with one more row of every kind the demo lacks (filled once per file). */
function studentWithEverything() {
  everything ??= fillStudent();
  return everything;
}

async function fillStudent() {
  const student = await db
    .selectFrom("users")
    .select(["id", "phone_number"])
    .where("phone_number", "=", "13800000001")
    .executeTakeFirstOrThrow();
  const id = student.id;
  const now = Date.now();
  await createSession(id, { ip: "127.0.0.9", userAgent: "vitest export" });
  await setSavedTheme(id, "purple", now);
  await checkIn(id, now);
  const attempt = await startAttempt(id, { setId: f.objectiveSetId, mode: "exam", timed: false }, now - 20 * 60_000);
  await saveAnswer(
    id,
    { id: attempt.id, questionId: f.q["att-s1"]!, answer: "B", answeredAt: now - 19 * 60_000 },
    now - 19 * 60_000,
  );
  await submitAttempt(id, attempt.id, now - 10 * 60_000);
  await saveQuestionNote(id, { questionId: f.q["att-s1"]!, body: "=SUM(A1) 这题要先看选项" }, now);
  await recordQuestionDownload(id, f.mockSetId, now);
  const zmt = await db.selectFrom("zmt_papers").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow();
  await recordZmtDownload(id, zmt.id, now);
  const bank = await db.selectFrom("question_banks").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow();
  await db
    .insertInto("question_bank_enrolments")
    .values({ user_id: id, bank_id: bank.id, source: "gift", created_at: now, expires_at: null })
    .execute();
  const card = await db
    .insertInto("question_cards")
    .values({
      user_id: id,
      question_id: f.q["att-s1"]!,
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
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("question_review_logs")
    .values({
      user_id: id,
      question_id: f.q["att-s1"]!,
      card_id: card.id,
      reps: 1,
      rating: 1,
      state: 1,
      due: now,
      stability: 1,
      difficulty: 5,
      elapsed_days: 0,
      last_elapsed_days: 0,
      scheduled_days: 0,
      learning_steps: 0,
      reviewed_at: now,
      study_day: 1,
    })
    .execute();
  const course = await db.selectFrom("courses").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow();
  await setReaction(id, "course", course.id, "like", true);
  await db
    .insertInto("library_recommendations")
    .values({ user_id: id, course_id: course.id, school_id: null, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto("cart_items")
    .values({ user_id: id, product_kind: "course", product_id: course.id, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto("feedback")
    .values({
      type: 1,
      suggestion: `请回电 ${student.phone_number}，谢谢`,
      phone: student.phone_number!,
      user_id: id,
      ip: "127.0.0.9",
      user_agent: "vitest",
      created_at: now,
    })
    .execute();
  await db
    .insertInto("appointments")
    .values({
      user_id: id,
      name: "小林",
      phone: student.phone_number!,
      subject: "数学一",
      preferred_time: "周末",
      question: "复习规划",
      status: "open",
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto("visit_logs")
    .values({
      browsername: "Chrome",
      browserversion: "140",
      clienttype: 0,
      devicemanufacturer: null,
      devicemodel: null,
      devicetype: "desktop",
      enginename: "Blink",
      engineversion: "140",
      ip: "127.0.0.9",
      osname: "Linux",
      osversion: null,
      screenwidth: 1280,
      screenheight: 800,
      currenturl: "/user/data",
      referrer: null,
      referrertype: 0,
      uuid: "0b7c2f0e-4c2a-4f7e-9d8a-1b2c3d4e5f61",
      user_id: id,
      view_id: null,
      created_at: now,
    })
    .execute();
  const order = await db
    .selectFrom("orders")
    .select(["id", "payable_fen"])
    .where("user_id", "=", id)
    .orderBy("id")
    .limit(1)
    .executeTakeFirstOrThrow();
  await db
    .insertInto("payment_attempts")
    .values({
      order_id: order.id,
      out_trade_no: `T${now}`,
      channel: "native",
      amount_fen: order.payable_fen,
      state: "created",
      pay_url: "weixin://wxpay/bizpayurl?pr=test",
      transaction_id: null,
      created_at: now,
      expires_at: now + HOUR,
      paid_at: null,
      closed_at: null,
    })
    .execute();
  await db
    .updateTable("orders")
    .set({ invoice_kind: "personal", invoice_title: "林小研" })
    .where("id", "=", order.id)
    .execute();
  const post = await db.selectFrom("experiences").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow();
  await db.updateTable("experiences").set({ author_user_id: id }).where("id", "=", post.id).execute();
  return { id, phone: student.phone_number! };
}

function ownedQuery(table: string, userId: number) {
  const entry = personalTables.find((candidate) => candidate.table === table)!;
  const owner = entry.owner;
  return "parent" in owner
    ? anyDb
        .selectFrom(table)
        .where(
          owner.column,
          "in",
          anyDb.selectFrom(owner.parent).select(owner.parentKey).where(owner.parentOwner, "=", userId),
        )
    : anyDb.selectFrom(table).where(owner.column, "=", userId);
}

async function buildExportOf(userId: number): Promise<Record<string, string>> {
  const session = await createSession(userId, { ip: "127.0.0.1", userAgent: "vitest" });
  await requestDataExport(userId);
  const report = await runDataExports();
  expect(report.built).toBeGreaterThanOrEqual(1);
  const view = (await getLatestDataExport(userId))!;
  expect(view.state).toBe("ready");
  expect(view.progress).toBe(100);
  const token = view.downloadUrl!.split("/").at(-1)!;
  const response = await serveDataExportFile(
    new Request(`http://localhost${view.downloadUrl}`, { headers: { cookie: `Authorization=${session}` } }),
    token,
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/zip");
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  // ignoreBOM: keep the CSV files' BOM in the text, to check it is there.
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, decoder.decode(bytes)]));
}

describe("the export", () => {
  it("holds every part of a seeded student's data, as JSON and CSV, row for row", async () => {
    const student = await studentWithEverything();
    const files = await buildExportOf(student.id);
    expect(files["README.txt"]).toContain("个人信息保护法");

    const profile = JSON.parse(files["profile.json"]!) as Array<Record<string, unknown>>;
    expect(profile).toHaveLength(1);
    expect(profile[0]).toMatchObject({
      id: student.id,
      phone_number: student.phone,
      nickname: "研友小林",
      school_name: "演示大学",
      has_password: true,
    });
    expect(profile[0]).not.toHaveProperty("password_hash");
    expect(String(profile[0]!.created_at)).toMatch(/^\d{4}-\d\d-\d\dT/);

    const filled = [
      "login_sessions",
      "settings",
      "word_review_logs",
      "word_cards",
      "word_study_days",
      "word_collects",
      "video_progress",
      "course_progress",
      "favourites_and_likes",
      "library_recommendations",
      "question_answers",
      "question_attempts",
      "question_review_logs",
      "wrong_questions",
      "question_notes",
      "paper_downloads",
      "zmt_paper_downloads",
      "question_bank_enrolments",
      "check_ins",
      "pinecones",
      "notifications",
      "senior_follows",
      "experience_posts",
      "feedback",
      "appointments",
      "visit_logs",
      "cart",
      "orders",
      "order_lines",
      "payments",
    ];
    const headersChecked: string[] = [];
    for (const entry of personalTables) {
      const spec = entry.export;
      if (spec.file === null) {
        expect(files[`${entry.table}.json`], entry.table).toBeUndefined();
        continue;
      }
      const json = JSON.parse(files[`${spec.file}.json`] ?? "null") as Array<Record<string, unknown>> | null;
      expect(json, `${spec.file}.json`).not.toBeNull();
      const count = await ownedQuery(entry.table, student.id)
        .select(anyDb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      expect(json!.length, `${spec.file}: every row of ${entry.table}`).toBe(Number(count.n));
      if (filled.includes(spec.file)) expect(json!.length, `${spec.file} has rows`).toBeGreaterThan(0);
      for (const omitted of spec.omit ?? [])
        expect(
          json!.every((row) => !(omitted in row)),
          `${spec.file} leaves out ${omitted}`,
        ).toBe(true);
      const csv = files[`${spec.file}.csv`]!;
      expect(csv.startsWith("\uFEFF"), `${spec.file}.csv BOM`).toBe(true);
      if (json!.length > 0) {
        const header = csv.slice(1).split("\r\n")[0]!.split(",");
        expect(header, `${spec.file}.csv header`).toEqual(Object.keys(json![0]!));
        headersChecked.push(spec.file);
      }
    }
    // Every file the student has rows in had its CSV header compared, not only those that happened to have rows.
    expect(filled.filter((file) => !headersChecked.includes(file))).toEqual([]);
    expect(files["login_sessions.json"]).not.toContain("token_hash");
    // A note that a spreadsheet would run as a formula is quoted as text in the CSV, exact in the JSON.
    expect(JSON.parse(files["question_notes.json"]!)[0].body).toBe("=SUM(A1) 这题要先看选项");
    expect(files["question_notes.csv"]).toContain("'=SUM(A1) 这题要先看选项");
    const orders = JSON.parse(files["orders.json"]!) as Array<Record<string, unknown>>;
    expect(orders.every((order) => !("client_token" in order))).toBe(true);
  });

  it("lists, for every person column the database has, its table in the export or a reason it is not", async () => {
    const columns = await databaseColumns();
    const personColumns = columns.filter((column) => isPersonColumn(column.column));
    expect(personColumns.length).toBeGreaterThan(20);
    const undecided = personColumns.filter(
      ({ table, column }) =>
        !personalTables.some((entry) => entry.table === table && entry.owner.column === column) &&
        !notPersonalColumns.some((entry) => entry.table === table && entry.column === column),
    );
    expect(
      undecided.map(({ table, column }) => `${table}.${column}`),
      "add them to app/modules/privacy/personal-data-map.ts",
    ).toEqual([]);
    for (const entry of personalTables) {
      // Every listed table exists with its owner column, and is exported or says why not.
      expect(
        columns.some((column) => column.table === entry.table && column.column === entry.owner.column),
        `${entry.table}.${entry.owner.column}`,
      ).toBe(true);
      if (entry.export.file === null) expect(entry.export.reason.length).toBeGreaterThan(5);
    }
    for (const entry of notPersonalColumns) expect(entry.reason.length).toBeGreaterThan(5);
  });

  it("builds a job once when two workers race for it, and keeps one pending export per user", async () => {
    const user = await newUser("演示大学");
    await requestDataExport(user.id);
    await expect(requestDataExport(user.id)).rejects.toMatchObject({ status: 409 });
    const [first, second] = await Promise.all([runDataExports(), runDataExports()]);
    expect(first.built + second.built).toBe(1);
    const rows = await db.selectFrom("data_exports").selectAll().where("user_id", "=", user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe("ready");
    expect(Number(rows[0]!.attempts)).toBe(1);
    const dir = path.resolve(getEnv().MEDIA_DIR, "exports");
    expect(fs.existsSync(path.resolve(getEnv().MEDIA_DIR, rows[0]!.file_key!))).toBe(true);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith(".part"))).toEqual([]);
    // Ready: another may be asked for (up to 3 a day).
    await requestDataExport(user.id);
    await runDataExports();
    await requestDataExport(user.id);
    await runDataExports();
    await expect(requestDataExport(user.id)).rejects.toMatchObject({ status: 429 });
  });

  it("takes over a job whose worker died, once", async () => {
    const user = await newUser();
    const view = await requestDataExport(user.id);
    const long = Date.now() - 11 * 60_000;
    await db
      .updateTable("data_exports")
      .set({ state: "running", claim_id: "dead-worker", heartbeat_at: long, attempts: 1 })
      .where("id", "=", view.id)
      .execute();
    const [a, b] = await Promise.all([runDataExports(), runDataExports()]);
    expect(a.built + b.built).toBe(1);
    const row = await db.selectFrom("data_exports").selectAll().where("id", "=", view.id).executeTakeFirstOrThrow();
    expect(row.state).toBe("ready");
    expect(Number(row.attempts)).toBe(2);
  });

  it("serves the file to its owner only, for 24 hours, then removes it", async () => {
    const owner = await newUser();
    const other = await newUser();
    await requestDataExport(owner.id);
    await runDataExports();
    const view = (await getLatestDataExport(owner.id))!;
    const file = view.downloadUrl!.split("/").at(-1)!;
    const as = (token: string | null) =>
      new Request(`http://localhost${view.downloadUrl}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await serveDataExportFile(as(owner.token), file)).status).toBe(200);
    expect((await serveDataExportFile(as(other.token), file)).status).toBe(404);
    expect((await serveDataExportFile(as(null), file)).status).toBe(404);
    const ranged = await serveDataExportFile(
      new Request(`http://localhost${view.downloadUrl}`, {
        headers: { authorization: `Bearer ${owner.token}`, range: "bytes=0-3" },
      }),
      file,
    );
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).toString("latin1")).toBe("PK\u0003\u0004");

    const later = Date.now() + 24 * HOUR + 1000;
    expect((await serveDataExportFile(as(owner.token), file, later)).status).toBe(404);
    expect((await getLatestDataExport(owner.id, later))!.state).toBe("expired");
    const row = await db
      .selectFrom("data_exports")
      .select("file_key")
      .where("user_id", "=", owner.id)
      .executeTakeFirstOrThrow();
    const report = await runDataExports({ now: () => later });
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(path.resolve(getEnv().MEDIA_DIR, row.file_key!))).toBe(false);
    const after = await db
      .selectFrom("data_exports")
      .select(["state", "file_key"])
      .where("user_id", "=", owner.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ state: "expired", file_key: null });
  });

  it("answers in the API envelope: ask, then read the state", async () => {
    const user = await newUser();
    const none = await callApi("GET", "/api/User/data-export", { token: user.token });
    expect(none.body).toMatchObject({ code: 200, result: null });
    const asked = await callApi("POST", "/api/User/data-export", { token: user.token });
    expect(asked.body).toMatchObject({
      code: 200,
      msg: "已开始导出，准备好后可在本页下载",
      result: { state: "queued", pending: true },
    });
    const again = await callApi("POST", "/api/User/data-export", { token: user.token });
    expect(again.status).toBe(409);
    await runDataExports();
    const ready = await callApi("GET", "/api/User/data-export", { token: user.token });
    expect(ready.body.result).toMatchObject({ state: "ready", progress: 100 });
    expect(ready.body.result.downloadUrl).toMatch(/^\/user\/data\/export\/[A-Za-z0-9_-]+\.zip$/);
    expect((await callApi("GET", "/api/User/data-export")).status).toBe(401);
  });
});

describe("deleting the account", () => {
  it("refuses a wrong code, then with the right one erases everything but the anonymised orders", async () => {
    const student = await studentWithEverything();
    const { id, phone } = student;
    await requestDataExport(id).catch(() => undefined);
    await runDataExports();
    const archive = await db
      .selectFrom("data_exports")
      .select("file_key")
      .where("user_id", "=", id)
      .where("file_key", "is not", null)
      .executeTakeFirstOrThrow();
    expect(fs.existsSync(path.resolve(getEnv().MEDIA_DIR, archive.file_key!))).toBe(true);
    const token = await createSession(id, { ip: "127.0.0.1", userAgent: "vitest" });
    const likedCourse = await db
      .selectFrom("content_reactions")
      .select("target_id")
      .where("user_id", "=", id)
      .where("target_type", "=", "course")
      .where("kind", "=", "like")
      .executeTakeFirstOrThrow();
    const likesBefore = (
      await db
        .selectFrom("courses")
        .select("like_count")
        .where("id", "=", likedCourse.target_id)
        .executeTakeFirstOrThrow()
    ).like_count;

    const sent = await callApi("POST", "/api/User/delete-account/send-code", { token, ip: "127.0.3.1" });
    expect(sent.body.code).toBe(200);
    const code = latestDevSmsCode(phone)!;
    const wrong = await callApi("POST", "/api/User/delete-account", {
      token,
      body: {
        phoneCaptchaId: sent.body.result.phoneCaptchaId,
        phoneCaptcha: code === "000000" ? "111111" : "000000",
        confirm: true,
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe("短信验证码错误或已过期");
    const unconfirmed = await callApi("POST", "/api/User/delete-account", {
      token,
      body: { phoneCaptchaId: sent.body.result.phoneCaptchaId, phoneCaptcha: code },
    });
    expect(unconfirmed.status).toBe(400);
    const done = await callApi("POST", "/api/User/delete-account", {
      token,
      body: { phoneCaptchaId: sent.body.result.phoneCaptchaId, phoneCaptcha: code, confirm: true },
    });
    expect(done.body).toMatchObject({ code: 200, msg: "账号已注销，个人信息已删除" });

    // Logged out everywhere.
    expect((await callApi("GET", "/api/User/info", { token })).status).toBe(401);
    // The counters others see lost this user's like.
    const likesAfter = (
      await db
        .selectFrom("courses")
        .select("like_count")
        .where("id", "=", likedCourse.target_id)
        .executeTakeFirstOrThrow()
    ).like_count;
    expect(Number(likesAfter)).toBe(Math.max(0, Number(likesBefore) - 1));
    expect(fs.existsSync(path.resolve(getEnv().MEDIA_DIR, archive.file_key!))).toBe(false);

    // Every table, every text column: the phone number is nowhere.
    const columns = await databaseColumns();
    const foundPhone: string[] = [];
    for (const column of columns.filter((candidate) => candidate.text)) {
      const hit = await anyDb
        .selectFrom(column.table)
        .select(anyDb.fn.countAll().as("n"))
        .where(sql.ref(column.column), "like", `%${phone}%`)
        .executeTakeFirstOrThrow();
      if (Number(hit.n) > 0) foundPhone.push(`${column.table}.${column.column}`);
    }
    expect(foundPhone).toEqual([]);
    // Every person column: the id only where the policy keeps it (the orders).
    const kept = new Set(
      personalTables
        .filter((entry) => entry.erase.kind === "keep" && !("parent" in entry.owner))
        .map((entry) => `${entry.table}.${entry.owner.column}`),
    );
    expect([...kept]).toEqual(["orders.user_id"]);
    const foundId: string[] = [];
    for (const column of columns.filter((candidate) => isPersonColumn(candidate.column))) {
      const hit = await anyDb
        .selectFrom(column.table)
        .select(anyDb.fn.countAll().as("n"))
        .where(column.column, "=", id)
        .executeTakeFirstOrThrow();
      if (Number(hit.n) > 0) foundId.push(`${column.table}.${column.column}`);
    }
    expect(foundId).toEqual(["orders.user_id"]);
    // What is kept: the stub the orders point at, with nothing personal, and the orders without a personal invoice title.
    const stub = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(stub).toMatchObject({
      phone_number: null,
      password_hash: null,
      nickname: ERASED_NICKNAME,
      avatar: null,
      school_id: null,
      disabled: 1,
    });
    expect(stub.deleted_at).not.toBeNull();
    const orders = await db
      .selectFrom("orders")
      .select(["invoice_kind", "invoice_title"])
      .where("user_id", "=", id)
      .execute();
    expect(orders.length).toBe(2);
    expect(
      orders.filter((order) => order.invoice_kind === "personal").every((order) => order.invoice_title === null),
    ).toBe(true);
    // Feedback stays, anonymous, its text without the number.
    const feedback = await db.selectFrom("feedback").selectAll().where("suggestion", "like", "请回电%").execute();
    expect(feedback.at(-1)).toMatchObject({ user_id: null, phone: "", ip: "", suggestion: "请回电 ***********，谢谢" });

    // The old phone no longer logs in.
    const again = await callApi("GET", `/api/System/send-captcha?phoneNumber=${phone}`, { ip: "127.0.3.2" });
    expect(again.body.code).toBe(200);
    const login = await callApi("POST", "/api/User/captcha-login", {
      body: { phoneNumber: phone, phoneCaptchaId: again.body.result, phoneCaptcha: latestDevSmsCode(phone) },
      ip: "127.0.3.2",
    });
    expect(login.status).toBe(400);
  });

  it("keeps the square's counts exact: the post's comments, the likes on others' comments, the groups' members", async () => {
    const [leaving, staying] = [await newUser(), await newUser()];
    const post = await db
      .selectFrom("experiences")
      .select(["id", "comment_count"])
      .where("published", "=", 1)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const publish = async (userId: number, body: string) => {
      const { id } = await addComment({ userId, schoolId: null }, Number(post.id), { body }, "127.0.4.1");
      await db.updateTable("experience_comments").set({ state: "published" }).where("id", "=", id).execute();
      await recountComments(db, Number(post.id));
      return id;
    };
    await publish(leaving.id, "要注销的同学的评论");
    const kept = await publish(staying.id, "留下的同学的评论");
    await setCommentLike(leaving.id, kept, true);
    const group = await db
      .selectFrom("study_groups")
      .select("id")
      .where("state", "=", "published")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const joined = await joinGroup({ id: leaving.id, isOrg: false, schoolId: null }, Number(group.id));
    const counts = async () => ({
      comments: Number(
        (await db.selectFrom("experiences").select("comment_count").where("id", "=", post.id).executeTakeFirstOrThrow())
          .comment_count,
      ),
      likes: Number(
        (
          await db
            .selectFrom("experience_comments")
            .select("like_count")
            .where("id", "=", kept)
            .executeTakeFirstOrThrow()
        ).like_count,
      ),
      members: Number(
        (
          await db
            .selectFrom("study_groups")
            .select("member_count")
            .where("id", "=", group.id)
            .executeTakeFirstOrThrow()
        ).member_count,
      ),
    });
    const before = await counts();
    expect(before).toEqual({ comments: Number(post.comment_count) + 2, likes: 1, members: joined.memberCount });

    await eraseAccount(leaving.id);
    expect(await counts()).toEqual({ comments: before.comments - 1, likes: 0, members: before.members - 1 });
  });

  it("refuses organisation accounts, and erasing twice changes nothing more", async () => {
    const school = await db.selectFrom("schools").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow();
    const now = Date.now();
    const org = await db
      .insertInto("users")
      .values({
        school_id: school.id,
        phone_number: null,
        password_hash: null,
        nickname: "图书馆",
        avatar: null,
        is_org: 1,
        disabled: 0,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const token = await createSession(org.id, { ip: "127.0.0.1", userAgent: "vitest" });
    const refused = await callApi("POST", "/api/User/delete-account/send-code", { token });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain("机构账号由学校管理");
    await expect(eraseAccount(org.id)).rejects.toMatchObject({ status: 403 });

    const user = await newUser();
    await eraseAccount(user.id, now);
    await eraseAccount(user.id, now + 1000);
    const stub = await db
      .selectFrom("users")
      .select(["deleted_at"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(Number(stub.deleted_at)).toBe(now);
  });
});
