// Batches, membership and the progress overview (issue 27) on SQLite and PostgreSQL, through the API's real
// dispatcher and the pages' loaders: a phone list with one bad row adds nobody; invite codes expire and are revoked;
// requests wait for a teacher; everyone outside the batch (a student of another batch, another school's student,
// teacher or administrator) gets 404 from every batch endpoint and page; the overview's numbers equal counts of the
// raw rows; every teacher's change writes one audit row.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { loader as overviewLoader } from "~/routes/_desktop.Training.teacher.$id._index";
import { loader as studentsLoader } from "~/routes/_desktop.Training.teacher.$id.students";
import { loader as studentLoader } from "~/routes/_desktop.Training.student.$id._index";
import { loader as csvLoader } from "~/routes/Training.teacher.$id.export[.]csv";
import { loader as xlsxLoader } from "~/routes/Training.teacher.$id.export[.]xlsx";
import { batchProgress } from "~/modules/training/batches/progress.server";
import { studyDayIndex } from "~/modules/study-day/study-day";
import { callApi } from "../support/api-client";
import { auditCount, auditSince, phoneOf } from "../support/console-fixtures";
import { signedInPageRequest } from "../support/page-request";
import { newUser, schoolId, seedDemo, type TestUser } from "./course-fixtures";

let demoSchool: number;
let teacher: TestUser;
let studentA: TestUser;
let studentB: TestUser;
let batchId: number;

async function makeTeacher(school: string): Promise<TestUser> {
  const user = await newUser(school);
  await db
    .insertInto("console_roles")
    .values({ user_id: user.id, role: "teacher", school_id: await schoolId(school), granted_by: null, created_at: 1 })
    .execute();
  return user;
}

async function createBatch(owner: TestUser, name = "集训营"): Promise<number> {
  const answer = await callApi("POST", "/api/Training/batches", {
    token: owner.token,
    body: { name, term: "2027 届" },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result.id as number;
}

const studentCount = async (id: number) =>
  Number(
    (
      await db
        .selectFrom("training_members")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("batch_id", "=", id)
        .where("role", "=", "student")
        .executeTakeFirstOrThrow()
    ).n,
  );

async function pageStatus(load: () => Promise<unknown>): Promise<number> {
  try {
    const result = await load();
    return result instanceof Response ? result.status : 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw error;
  }
}

beforeAll(async () => {
  await seedDemo();
  demoSchool = await schoolId("演示大学");
  teacher = await makeTeacher("演示大学");
  studentA = await newUser("演示大学");
  studentB = await newUser("演示大学");
  batchId = await createBatch(teacher);
});

describe("creating and listing batches", () => {
  it("lets a school's teacher create a batch and lists it as theirs; a plain student may not create one", async () => {
    const list = await callApi("GET", "/api/Training/batch-list", { token: teacher.token });
    expect(list.body.result.jssList.map((b: { id: number }) => b.id)).toContain(batchId);
    const same = await callApi("GET", "/course/website/training/batch-list", { token: teacher.token });
    expect(same.body.result).toEqual(list.body.result);
    const refused = await callApi("POST", "/api/Training/batches", {
      token: studentA.token,
      body: { name: "x", term: "y" },
    });
    expect(refused.status).toBe(403);
    const row = await db.selectFrom("training_batches").selectAll().where("id", "=", batchId).executeTakeFirstOrThrow();
    expect(Number(row.school_id)).toBe(demoSchool);
  });
});

describe("importing a phone list", () => {
  it("refuses a whole list with one bad row and names it by line; a good list adds everyone, once", async () => {
    const other = await newUser("北京大学");
    const [a, b, o] = [await phoneOf(studentA.id), await phoneOf(studentB.id), await phoneOf(other.id)];
    const before = await studentCount(batchId);
    const bad = await callApi("POST", `/api/Training/batches/${batchId}/members/import`, {
      token: teacher.token,
      body: { phones: `手机号\n${a}\n${o}\n${b}\n12345\n${a}` },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.result.problems).toEqual([
      expect.stringContaining("第 3 行"),
      expect.stringContaining("第 5 行"),
      expect.stringContaining("第 6 行"),
    ]);
    expect(await studentCount(batchId)).toBe(before);

    const audits = await auditCount();
    const good = await callApi("POST", `/api/Training/batches/${batchId}/members/import`, {
      token: teacher.token,
      body: { phones: `\uFEFF${a}\r\n${b}\r\n` },
    });
    expect(good.status).toBe(200);
    expect(good.body.result).toEqual({ added: 2, already: [] });
    expect(await studentCount(batchId)).toBe(before + 2);
    const rows = await auditSince(audits);
    expect(rows.map((row) => [row.action, Number(row.school_id)])).toEqual([["training.members.import", demoSchool]]);

    const again = await callApi("POST", `/api/Training/batches/${batchId}/members/import`, {
      token: teacher.token,
      body: { phones: a },
    });
    expect(again.body.result).toEqual({ added: 0, already: [{ line: 1, phone: a }] });
  });
});

describe("invite codes", () => {
  it("joins with a live code; an expired, revoked or other school's code is refused with its reason", async () => {
    const owner = await makeTeacher("演示大学");
    const id = await createBatch(owner, "邀请码班");
    const { generateInviteCode, revokeInviteCode } = await import("~/modules/training/batches/batches.server");
    const { requireBatchTeaching } = await import("~/modules/training/training-access.server");
    const access = await requireBatchTeaching({ id: owner.id, isOrg: false, schoolId: demoSchool }, id);
    const actor = { userId: owner.id, label: "t", ip: "127.0.0.1" };
    const now = Date.now();
    const live = await generateInviteCode(access, "", actor, now);
    const joiner = await newUser("演示大学");
    const joined = await callApi("POST", "/api/Training/join", { token: joiner.token, body: { code: live.code } });
    expect(joined.status).toBe(200);
    const again = await callApi("POST", "/api/Training/join", { token: joiner.token, body: { code: live.code } });
    expect(again.status).toBe(409);

    const stranger = await newUser("北京大学");
    const other = await callApi("POST", "/api/Training/join", { token: stranger.token, body: { code: live.code } });
    expect([other.status, other.body.msg]).toEqual([403, "这个班级属于其他学校，你不能加入"]);

    // An expiry today: the code works to the end of the study day; a moment after, it is expired.
    const today = new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
    const dated = await generateInviteCode(access, today, actor, now - 1000);
    await db
      .updateTable("training_batches")
      .set({ invite_expires_at: now - 1 })
      .where("id", "=", id)
      .execute();
    const late = await newUser("演示大学");
    const expired = await callApi("POST", "/api/Training/join", { token: late.token, body: { code: dated.code } });
    expect([expired.status, expired.body.msg]).toEqual([403, "这个邀请码已过期，请向老师索取新的邀请码"]);

    await revokeInviteCode(access, actor);
    const revoked = await callApi("POST", "/api/Training/join", { token: late.token, body: { code: dated.code } });
    expect([revoked.status, revoked.body.msg]).toEqual([403, "这个邀请码已被老师撤销，请向老师索取新的邀请码"]);
    const replaced = await callApi("POST", "/api/Training/join", { token: late.token, body: { code: live.code } });
    expect(replaced.status).toBe(403);
    const unknown = await callApi("POST", "/api/Training/join", { token: late.token, body: { code: "ABCDEFGH" } });
    expect(unknown.status).toBe(404);
  });
});

describe("requests to join", () => {
  it("waits as requested until a teacher approves; a declined request is gone; another school's batch is 404", async () => {
    const asker = await newUser("演示大学");
    const asked = await callApi("POST", `/api/Training/batches/${batchId}/request`, { token: asker.token });
    expect(asked.status).toBe(200);
    expect(await pageStatus(() => studentLoader(pageArgs(`/Training/student/${batchId}`, asker)))).toBe(404);
    const approve = await callApi("POST", `/api/Training/batches/${batchId}/members/${asker.id}/approve`, {
      token: teacher.token,
    });
    expect(approve.status).toBe(200);
    expect(await pageStatus(() => studentLoader(pageArgs(`/Training/student/${batchId}`, asker)))).toBe(200);

    const other = await newUser("演示大学");
    await callApi("POST", `/api/Training/batches/${batchId}/request`, { token: other.token });
    const decline = await callApi("POST", `/api/Training/batches/${batchId}/members/${other.id}/decline`, {
      token: teacher.token,
    });
    expect(decline.status).toBe(200);
    const gone = await callApi("POST", `/api/Training/batches/${batchId}/members/${other.id}/approve`, {
      token: teacher.token,
    });
    expect(gone.status).toBe(404);

    const pku = await newUser("北京大学");
    expect((await callApi("POST", `/api/Training/batches/${batchId}/request`, { token: pku.token })).status).toBe(404);
  });
});

function pageArgs(path: string, user: TestUser) {
  const id = path.split("/")[3] ?? "";
  return { request: signedInPageRequest(`http://localhost${path}`, user.token), params: { id }, context: {} } as never;
}

describe("the access rule", () => {
  it("answers 404 on every batch endpoint and page to everyone outside the batch", async () => {
    const otherTeacher = await makeTeacher("演示大学");
    const otherBatch = await createBatch(otherTeacher, "另一个班");
    const otherStudent = await newUser("演示大学");
    await callApi("POST", `/api/Training/batches/${otherBatch}/members/import`, {
      token: otherTeacher.token,
      body: { phones: await phoneOf(otherStudent.id) },
    });
    const pkuTeacher = await makeTeacher("北京大学");
    const pkuAdmin = await newUser("北京大学");
    await db
      .insertInto("console_roles")
      .values({
        user_id: pkuAdmin.id,
        role: "school_admin",
        school_id: await schoolId("北京大学"),
        granted_by: null,
        created_at: 1,
      })
      .execute();
    const outsiders = [otherStudent, otherTeacher, pkuTeacher, pkuAdmin, studentA];
    const endpoints: [string, string, unknown?][] = [
      ["GET", `/api/Training/batches/${batchId}/members`],
      ["POST", `/api/Training/batches/${batchId}/members/import`, { phones: "13800000001" }],
      ["POST", `/api/Training/batches/${batchId}/members/${studentA.id}/approve`],
      ["POST", `/api/Training/batches/${batchId}/members/${studentA.id}/decline`],
      ["POST", `/api/Training/batches/${batchId}/members/${studentA.id}/remove`],
      ["GET", `/api/Training/batches/${batchId}/overview`],
    ];
    for (const who of outsiders) {
      for (const [method, path, body] of endpoints) {
        const answer = await callApi(method, path, { token: who.token, body });
        expect([who.id, path, answer.status]).toEqual([who.id, path, 404]);
      }
      for (const [load, path] of [
        [overviewLoader, `/Training/teacher/${batchId}`],
        [studentsLoader, `/Training/teacher/${batchId}/students`],
        [csvLoader, `/Training/teacher/${batchId}/export.csv`],
        [xlsxLoader, `/Training/teacher/${batchId}/export.xlsx`],
      ] as const)
        expect([who.id, path, await pageStatus(() => load(pageArgs(path, who)))]).toEqual([who.id, path, 404]);
      if (who !== studentA)
        expect(await pageStatus(() => studentLoader(pageArgs(`/Training/student/${batchId}`, who)))).toBe(404);
    }
    expect(await studentCount(batchId)).toBeGreaterThan(0);
  });
});

describe("the overview", () => {
  it("shows each student's numbers equal to the raw rows, who is behind, and exports them", async () => {
    const now = Date.now();
    // studentA: two videos learnt, one not; a word study day today.
    for (const [videoId, learnt] of [
      [900001, 1],
      [900002, 1],
      [900003, 0],
    ] as const)
      await db
        .insertInto("video_progress")
        .values({
          user_id: studentA.id,
          video_type: 1,
          video_id: videoId,
          course_id: null,
          position_seconds: 10,
          furthest_seconds: 10,
          duration_seconds: 10,
          learnt,
          learnt_at: learnt ? now : null,
          session_id: "s",
          session_started_at: now,
          seq: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
    const rows = await batchProgress({ id: batchId }, 7, now);
    const a = rows.find((row) => row.userId === studentA.id)!;
    const raw = async (userId: number) => ({
      videos: Number(
        (
          await db
            .selectFrom("video_progress")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("user_id", "=", userId)
            .where("learnt", "=", 1)
            .executeTakeFirstOrThrow()
        ).n,
      ),
      words: Number(
        (
          await db
            .selectFrom("word_cards")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("user_id", "=", userId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
      exams: Number(
        (
          await db
            .selectFrom("question_attempts")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("user_id", "=", userId)
            .where("mode", "=", "exam")
            .where("submitted_at", "is not", null)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    });
    for (const row of rows)
      expect({ videos: row.videos, words: row.words, exams: row.exams }).toEqual(await raw(row.userId));
    expect(a.videos).toBe(2);
    expect(a.lastStudyDay).not.toBeNull();
    expect(a.idleDays).toBe(0);
    expect(a.behind).toBe(false);
    const b = rows.find((row) => row.userId === studentB.id)!;
    expect([b.lastStudyDay, b.behind]).toEqual([null, true]);
    // Ten days on, with 7 days' grace, studentA has fallen behind; with 30 not.
    const later = now + 10 * 86_400_000;
    expect(studyDayIndex(later) - studyDayIndex(now)).toBe(10);
    expect((await batchProgress({ id: batchId }, 7, later)).find((row) => row.userId === studentA.id)?.behind).toBe(
      true,
    );
    expect((await batchProgress({ id: batchId }, 30, later)).find((row) => row.userId === studentA.id)?.behind).toBe(
      false,
    );

    const api = await callApi("GET", `/api/Training/batches/${batchId}/overview?behind=1`, { token: teacher.token });
    expect(api.status).toBe(200);
    expect(api.body.result.students.every((row: { behind: boolean }) => row.behind)).toBe(true);
    expect(api.body.result.students.map((row: { userId: number }) => row.userId)).toContain(studentB.id);

    const csv = (await csvLoader(pageArgs(`/Training/teacher/${batchId}/export.csv`, teacher))) as Response;
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const csvBytes = new Uint8Array(await csv.arrayBuffer());
    expect([...csvBytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(csvBytes);
    expect(text.startsWith("昵称,手机号")).toBe(true);
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(rows.length + 1);
    const xlsx = (await xlsxLoader(pageArgs(`/Training/teacher/${batchId}/export.xlsx`, teacher))) as Response;
    const bytes = new Uint8Array(await xlsx.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
  });
});
