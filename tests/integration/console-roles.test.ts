// The console's roles and audit log (issue 25; docs/decisions/0044) on SQLite and PostgreSQL, over the demo data: the
// first operator from the command line's service (again: no change, no row), a school's organisation account as its
// administrator without a row, staff and teachers named from the school's own users only (another school's user or
// row is "not found"), removal, and the log — one row per change, in the change's transaction, read whole by an
// operator and per school by its administrators.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { listAuditLog, type ConsoleActor } from "~/modules/console/console-audit.server";
import {
  commandLineActor,
  consoleAccessOf,
  grantOperatorByPhone,
  grantSchoolRole,
  listSchoolRole,
  requireConsoleAccess,
  revokeSchoolRole,
} from "~/modules/console/console-roles.server";
import { runCli } from "../support/cli";
import { domainErrorOf } from "../support/domain-error";
import { newUser, schoolId, seedDemo, type TestUser } from "./course-fixtures";

const T0 = Date.parse("2026-11-28T10:00:00+08:00");
let demoSchool: number;
let otherSchool: number;
let org: { id: number; isOrg: true; schoolId: number };

const phoneOf = async (user: TestUser) =>
  (await db.selectFrom("users").select("phone_number").where("id", "=", user.id).executeTakeFirstOrThrow())
    .phone_number!;
const asStudent = (user: TestUser) => ({ id: user.id, isOrg: false, schoolId: user.schoolId });
const actorOf = (userId: number, label: string): ConsoleActor => ({ userId, label, ip: "10.0.0.8" });
const logRows = () => db.selectFrom("console_audit_log").selectAll().orderBy("id").execute();

beforeAll(async () => {
  await seedDemo();
  demoSchool = await schoolId("演示大学");
  otherSchool = await schoolId("北京大学");
  // The organisation account is made at its first 机构登录; made here as that login makes it.
  const orgRow = await db
    .insertInto("users")
    .values({
      school_id: demoSchool,
      phone_number: null,
      password_hash: null,
      nickname: "演示大学",
      avatar: null,
      is_org: 1,
      disabled: 0,
      created_at: T0,
      updated_at: T0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  org = { id: orgRow.id, isOrg: true, schoolId: demoSchool };
});

describe("console access", () => {
  it("is nothing for a student, and the administrator's of its school for an organisation account, without a row", async () => {
    const student = await newUser("演示大学");
    expect(await consoleAccessOf(asStudent(student))).toEqual({
      userId: student.id,
      operator: false,
      adminSchoolId: null,
      teacherSchoolId: null,
    });
    expect(() => requireConsoleAccess({ userId: 1, operator: false, adminSchoolId: null, teacherSchoolId: 5 })).toThrow(
      "此页面仅限运营人员和学校管理员使用",
    );
    expect(await consoleAccessOf(org)).toMatchObject({ operator: false, adminSchoolId: demoSchool });
  });
});

describe("the first operator, from the command line", () => {
  it("is granted once with one log row, and again changes nothing", async () => {
    const user = await newUser();
    const phone = await phoneOf(user);
    const before = (await logRows()).length;
    expect(await grantOperatorByPhone(phone, commandLineActor, T0)).toEqual({ userId: user.id, granted: true });
    expect(await grantOperatorByPhone(phone, commandLineActor, T0 + 1)).toEqual({ userId: user.id, granted: false });
    const rows = (await logRows()).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_user_id: null,
      actor_label: "命令行",
      school_id: null,
      action: "role.grant",
      target_type: "user",
      target_id: String(user.id),
      before_json: null,
      after_json: JSON.stringify({ role: "operator" }),
    });
    expect(Number(rows[0]!.created_at)).toBe(T0);
    expect(await consoleAccessOf({ id: user.id, isOrg: false, schoolId: null })).toMatchObject({ operator: true });
  });

  it("refuses a phone number nobody has", async () => {
    expect(await domainErrorOf(grantOperatorByPhone("13912345678", commandLineActor))).toMatchObject({
      status: 404,
      message: "没有这个手机号的用户",
    });
  });
});

describe("a school's staff and teachers", () => {
  it("are named from the school's own users; another school's user is not found and nothing is written", async () => {
    const colleague = await newUser("演示大学");
    const stranger = await newUser("北京大学");
    const actor = actorOf(org.id, "演示大学");
    const before = (await logRows()).length;

    expect(
      await grantSchoolRole(demoSchool, { phoneNumber: await phoneOf(colleague), role: "school_admin" }, actor, T0),
    ).toEqual({ userId: colleague.id, granted: true });
    expect(
      await domainErrorOf(
        grantSchoolRole(demoSchool, { phoneNumber: await phoneOf(stranger), role: "teacher" }, actor, T0),
      ),
    ).toMatchObject({ status: 404, message: "该用户不是本校用户" });
    expect((await logRows()).length).toBe(before + 1);

    expect(await consoleAccessOf(asStudent(colleague))).toMatchObject({ adminSchoolId: demoSchool });
    expect((await listSchoolRole(demoSchool, "school_admin")).map((member) => member.userId)).toContain(colleague.id);
    expect((await listSchoolRole(otherSchool, "school_admin")).map((member) => member.userId)).not.toContain(
      colleague.id,
    );
  });

  it("gives a teacher no console of its own, and removes a role only within its school", async () => {
    const teacher = await newUser("演示大学");
    const actor = actorOf(org.id, "演示大学");
    await grantSchoolRole(demoSchool, { phoneNumber: await phoneOf(teacher), role: "teacher" }, actor, T0);
    const access = await consoleAccessOf(asStudent(teacher));
    expect(access).toMatchObject({ adminSchoolId: null, teacherSchoolId: demoSchool });
    expect(() => requireConsoleAccess(access)).toThrow("此页面仅限运营人员和学校管理员使用");
    const listed = await listSchoolRole(demoSchool, "teacher");
    expect(listed.find((member) => member.userId === teacher.id)?.phoneTail).toBe((await phoneOf(teacher)).slice(-4));

    const before = (await logRows()).length;
    expect(
      await domainErrorOf(revokeSchoolRole(otherSchool, { userId: teacher.id, role: "teacher" }, actor, T0)),
    ).toMatchObject({ status: 404, message: "该用户没有这个身份" });
    expect((await logRows()).length).toBe(before);
    await revokeSchoolRole(demoSchool, { userId: teacher.id, role: "teacher" }, actor, T0 + 5);
    const rows = (await logRows()).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_user_id: org.id,
      school_id: demoSchool,
      action: "role.revoke",
      ip: "10.0.0.8",
      before_json: JSON.stringify({ role: "teacher" }),
      after_json: null,
    });
    expect(await consoleAccessOf(asStudent(teacher))).toMatchObject({ teacherSchoolId: null });
  });

  it("refuses an administrator removing itself", async () => {
    const actor = actorOf(org.id, "演示大学");
    const admin = await newUser("演示大学");
    await grantSchoolRole(demoSchool, { phoneNumber: await phoneOf(admin), role: "school_admin" }, actor, T0);
    expect(
      await domainErrorOf(
        revokeSchoolRole(demoSchool, { userId: admin.id, role: "school_admin" }, actorOf(admin.id, "0001"), T0),
      ),
    ).toMatchObject({ status: 409, message: "不能移除自己的管理员身份" });
  });
});

describe("npm run console:operator", () => {
  it("makes a registered user an operator, and refuses a malformed phone number with its usage", async () => {
    const user = await newUser();
    const granted = await runCli("scripts/console-operator.ts", ["--phone", await phoneOf(user)]);
    expect(granted).toMatchObject({ code: 0, stderr: "" });
    expect(granted.stdout).toContain(`已设为运营人员（用户 ${user.id}）`);
    expect(await consoleAccessOf({ id: user.id, isOrg: false, schoolId: null })).toMatchObject({ operator: true });
    const malformed = await runCli("scripts/console-operator.ts", ["--phone", "12345"]);
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain("用法：npm run console:operator -- --phone <手机号>");
    // Two Node processes that each compile the app with tsx (5–10 s apiece on a busy 2-core machine).
  }, 60_000);
});

describe("the audit log", () => {
  it("is read whole by an operator, per school by its administrators, and not at all by a student", async () => {
    const operator = await newUser();
    await grantOperatorByPhone(await phoneOf(operator), commandLineActor, T0);
    const pkuStaff = await newUser("北京大学");
    await grantSchoolRole(
      otherSchool,
      { phoneNumber: await phoneOf(pkuStaff), role: "teacher" },
      actorOf(operator.id, "0001"),
      T0,
    );

    const all = await listAuditLog(await consoleAccessOf({ id: operator.id, isOrg: false, schoolId: null }), {
      limit: 500,
    });
    expect(new Set(all.map((entry) => entry.schoolId))).toEqual(new Set([null, demoSchool, otherSchool]));
    expect(all.map((entry) => entry.id)).toEqual([...all.map((entry) => entry.id)].sort((a, b) => b - a));

    const demo = await listAuditLog(await consoleAccessOf(org), { limit: 500 });
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.every((entry) => entry.schoolId === demoSchool)).toBe(true);
    const older = await listAuditLog(await consoleAccessOf(org), { limit: 1, beforeId: demo[0]!.id });
    expect(older.map((entry) => entry.id)).toEqual([demo[1]!.id]);

    expect(await listAuditLog(await consoleAccessOf(asStudent(await newUser("演示大学"))), { limit: 500 })).toEqual([]);
  });
});
