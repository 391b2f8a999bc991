// The console's 用户 section (issue 25) on SQLite and PostgreSQL, over the demo data: a school's users searched by a
// phone number's last digits or a nickname (20 a page, phone numbers as their last four digits, another school's
// users never listed), 停用 (every session ends at once, console sessions with them, and login refuses the account),
// 启用, 退出所有登录, and staff and teachers named from the school's own users only. Every change writes exactly one
// audit row; a refused or empty one none. Another school's ids are "not found" (404), a student or a teacher is
// refused (403), the operator acts on any school.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { loginWithPassword } from "~/modules/auth/account.server";
import { devCaptchaAnswer } from "~/modules/auth/dev-inbox.server";
import { createImageCaptcha } from "~/modules/auth/image-captcha.server";
import { hashSecret } from "~/modules/auth/secret-hash.server";
import { createSession, findUserByToken } from "~/modules/auth/session.server";
import type { ConsoleAccess } from "~/modules/console/console-access";
import {
  commandLineActor,
  consoleAccessOf,
  grantOperatorByPhone,
  grantSchoolRole,
} from "~/modules/console/console-roles.server";
import { consoleSessionState, openConsoleSession } from "~/modules/console/console-sessions.server";
import {
  addRoleMember,
  listRoleMembers,
  removeRoleMember,
  searchSchoolUsers,
  setUserDisabled,
  signUserOutEverywhere,
} from "~/modules/console/school-users.server";
import { domainErrorOf } from "../support/domain-error";
import { newUser, schoolId, seedDemo, type TestUser } from "./course-fixtures";
import { accessOf, actorOf, auditCount, auditSince, orgAccount, phoneOf } from "../support/console-fixtures";

const T0 = Date.parse("2026-11-28T10:00:00+08:00");
const PASSWORD = "Kaoyan#Console2026";
const META = { ip: "127.0.0.1", userAgent: "vitest" };

let demoSchool: number;
let pkuSchool: number;
let demoAdmin: ConsoleAccess;
let pkuAdmin: ConsoleAccess;
let operator: ConsoleAccess;
let studentAccess: ConsoleAccess;
let teacherAccess: ConsoleAccess;

const sessionCount = async (userId: number, table: "sessions" | "console_sessions" = "sessions") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function passwordLogin(phoneNumber: string): Promise<string> {
  const { captchaId } = await createImageCaptcha();
  return loginWithPassword({ phoneNumber, password: PASSWORD, captchaId, captcha: devCaptchaAnswer(captchaId)! }, META);
}

beforeAll(async () => {
  await seedDemo();
  demoSchool = await schoolId("演示大学");
  pkuSchool = await schoolId("北京大学");
  demoAdmin = await orgAccount(demoSchool, "演示大学", T0);
  pkuAdmin = await orgAccount(pkuSchool, "北京大学", T0);
  const operatorUser = await newUser();
  await grantOperatorByPhone(await phoneOf(operatorUser.id), commandLineActor, T0);
  operator = await consoleAccessOf({ id: operatorUser.id, isOrg: false, schoolId: null });
  studentAccess = await accessOf(await newUser("演示大学"));
  const teacher = await newUser("演示大学");
  await grantSchoolRole(demoSchool, { phoneNumber: await phoneOf(teacher.id), role: "teacher" }, actorOf(demoAdmin));
  teacherAccess = await accessOf(teacher);
});

describe("searching the school's users", () => {
  it("finds them by nickname, newest first, 20 a page, with phone numbers as their last four digits", async () => {
    const made: TestUser[] = [];
    for (let index = 0; index < 21; index++) {
      const user = await newUser("演示大学");
      await db
        .updateTable("users")
        .set({ nickname: `检索同学${index}` })
        .where("id", "=", user.id)
        .execute();
      made.push(user);
    }
    const stranger = await newUser("北京大学");
    await db.updateTable("users").set({ nickname: "检索同学外校" }).where("id", "=", stranger.id).execute();

    const first = await searchSchoolUsers(demoAdmin, demoSchool, { query: "检索同学", page: 1 });
    expect(first).toMatchObject({ page: 1, rows: 20, total: 21 });
    expect(first.items.map((item) => item.userId)).toEqual(
      made
        .map((user) => user.id)
        .reverse()
        .slice(0, 20),
    );
    const second = await searchSchoolUsers(demoAdmin, demoSchool, { query: "检索同学", page: 2 });
    expect(second.items.map((item) => item.userId)).toEqual([made[0]!.id]);

    const phone = await phoneOf(made[3]!.id);
    expect(first.items.find((item) => item.userId === made[3]!.id)).toMatchObject({
      nickname: "检索同学3",
      phoneTail: phone.slice(-4),
      disabled: false,
      activeSessions: 1,
    });
    expect(JSON.stringify(first)).not.toContain(phone);
  });

  it("finds a user by the last digits of the phone number, and takes % and _ in a nickname literally", async () => {
    const user = await newUser("演示大学");
    const phone = await phoneOf(user.id);
    const found = await searchSchoolUsers(demoAdmin, demoSchool, { query: phone.slice(-7), page: 1 });
    expect(found.items.map((item) => item.userId)).toContain(user.id);
    expect(found.items.find((item) => item.userId === user.id)?.phoneTail).toBe(phone.slice(-4));
    // The middle digits are not a suffix.
    const middle = await searchSchoolUsers(demoAdmin, demoSchool, { query: phone.slice(3, 7), page: 1 });
    expect(middle.items.map((item) => item.userId)).not.toContain(user.id);

    await db.updateTable("users").set({ nickname: "百分之百%同学" }).where("id", "=", user.id).execute();
    const percent = await searchSchoolUsers(demoAdmin, demoSchool, { query: "%", page: 1 });
    expect(percent.items.map((item) => item.userId)).toEqual([user.id]);
    expect((await searchSchoolUsers(demoAdmin, demoSchool, { query: "_", page: 1 })).total).toBe(0);
  });

  it("never lists the organisation account or another school's users, and refuses anyone else", async () => {
    const all = await searchSchoolUsers(demoAdmin, demoSchool, { page: 1 });
    expect(all.total).toBeGreaterThan(20);
    expect(all.items.map((item) => item.userId)).not.toContain(demoAdmin.userId);
    const everyone = await db.selectFrom("users").select("id").where("school_id", "=", demoSchool).execute();
    const demoIds = new Set(everyone.map((row) => row.id));
    expect(all.items.every((item) => demoIds.has(item.userId))).toBe(true);

    // The operator reads any school; another school's administrator finds no such school; students and teachers none.
    expect((await searchSchoolUsers(operator, demoSchool, { page: 1 })).total).toBe(all.total);
    expect(await domainErrorOf(searchSchoolUsers(pkuAdmin, demoSchool, { page: 1 }))).toMatchObject({
      status: 404,
      message: "没有这所学校，或您无权管理它",
    });
    expect(await domainErrorOf(searchSchoolUsers(operator, 987_654, { page: 1 }))).toMatchObject({ status: 404 });
    for (const refused of [studentAccess, teacherAccess])
      expect(await domainErrorOf(searchSchoolUsers(refused, demoSchool, { page: 1 }))).toMatchObject({
        status: 403,
        message: "此页面仅限运营人员和学校管理员使用",
      });
  });
});

describe("停用 and 启用", () => {
  it("ends every session at once, console sessions too; login refuses the account until it is enabled", async () => {
    const user = await newUser("演示大学");
    await db
      .updateTable("users")
      .set({ password_hash: await hashSecret(PASSWORD) })
      .where("id", "=", user.id)
      .execute();
    const phone = await phoneOf(user.id);
    const secondToken = await createSession(user.id, { ip: "10.0.0.2", userAgent: "second" });
    const second = await findUserByToken(secondToken);
    await openConsoleSession({ id: second!.sessionId, userId: user.id }, T0);
    const before = await auditCount();

    expect(await setUserDisabled(demoAdmin, actorOf(demoAdmin), demoSchool, user.id, true, T0)).toEqual({
      changed: true,
      sessionsEnded: 2,
    });
    expect(await sessionCount(user.id)).toBe(0);
    expect(await sessionCount(user.id, "console_sessions")).toBe(0);
    expect(await consoleSessionState(second!.sessionId, T0 + 1000)).toBe("none");
    expect(await findUserByToken(user.token)).toBeNull();
    expect(await domainErrorOf(passwordLogin(phone))).toMatchObject({
      status: 403,
      message: "该账号已停用，请联系学校图书馆",
    });

    const rows = await auditSince(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_user_id: demoAdmin.userId,
      actor_label: "测试",
      school_id: demoSchool,
      action: "user.disable",
      target_type: "user",
      target_id: String(user.id),
      ip: "10.0.0.8",
      before_json: JSON.stringify({ disabled: false, sessions: 2 }),
      after_json: JSON.stringify({ disabled: true, sessions: 0 }),
    });
    expect(Number(rows[0]!.created_at)).toBe(T0);

    // Disabling again changes nothing and writes nothing.
    expect(await setUserDisabled(demoAdmin, actorOf(demoAdmin), demoSchool, user.id, true, T0 + 1)).toEqual({
      changed: false,
      sessionsEnded: 0,
    });
    expect(await auditCount()).toBe(before + 1);

    // The operator may enable it (any school); login works again.
    expect(await setUserDisabled(operator, actorOf(operator), demoSchool, user.id, false, T0 + 2)).toEqual({
      changed: true,
      sessionsEnded: 0,
    });
    const enabled = await auditSince(before + 1);
    expect(enabled).toHaveLength(1);
    expect(enabled[0]).toMatchObject({
      actor_user_id: operator.userId,
      school_id: demoSchool,
      action: "user.enable",
      before_json: JSON.stringify({ disabled: true }),
      after_json: JSON.stringify({ disabled: false }),
    });
    const token = await passwordLogin(phone);
    expect((await findUserByToken(token))?.id).toBe(user.id);
  });

  it("refuses another school's user, the school's organisation account, an operator, oneself; writes nothing", async () => {
    const stranger = await newUser("北京大学");
    const staff = await newUser("演示大学");
    await grantSchoolRole(
      demoSchool,
      { phoneNumber: await phoneOf(staff.id), role: "school_admin" },
      actorOf(demoAdmin),
    );
    const staffAccess = await accessOf(staff);
    const operatorOfDemo = await newUser("演示大学");
    await grantOperatorByPhone(await phoneOf(operatorOfDemo.id), commandLineActor, T0);
    const student = await newUser("演示大学");
    const before = await auditCount();

    expect(
      await domainErrorOf(setUserDisabled(demoAdmin, actorOf(demoAdmin), demoSchool, stranger.id, true, T0)),
    ).toMatchObject({ status: 404, message: "该用户不是本校用户" });
    expect(
      await domainErrorOf(setUserDisabled(pkuAdmin, actorOf(pkuAdmin), pkuSchool, student.id, true, T0)),
    ).toMatchObject({ status: 404, message: "该用户不是本校用户" });
    expect(
      await domainErrorOf(setUserDisabled(pkuAdmin, actorOf(pkuAdmin), demoSchool, student.id, true, T0)),
    ).toMatchObject({ status: 404, message: "没有这所学校，或您无权管理它" });
    expect(
      await domainErrorOf(setUserDisabled(staffAccess, actorOf(staffAccess), demoSchool, demoAdmin.userId, true, T0)),
    ).toMatchObject({ status: 404 });
    expect(
      await domainErrorOf(setUserDisabled(demoAdmin, actorOf(demoAdmin), demoSchool, operatorOfDemo.id, true, T0)),
    ).toMatchObject({ status: 403, message: "运营人员的账号不能在学校控制台中处理" });
    expect(
      await domainErrorOf(setUserDisabled(staffAccess, actorOf(staffAccess), demoSchool, staff.id, true, T0)),
    ).toMatchObject({ status: 409, message: "不能停用自己的账号" });
    for (const refused of [studentAccess, teacherAccess])
      expect(
        await domainErrorOf(setUserDisabled(refused, actorOf(refused), demoSchool, student.id, true, T0)),
      ).toMatchObject({ status: 403 });
    expect(await auditCount()).toBe(before);
    expect(await findUserByToken(student.token)).not.toBeNull();
    expect(await findUserByToken(stranger.token)).not.toBeNull();

    // A staff administrator named by the school may disable a student of it; the operator its fellow operator.
    expect(await setUserDisabled(staffAccess, actorOf(staffAccess), demoSchool, student.id, true, T0)).toMatchObject({
      changed: true,
    });
    expect(await setUserDisabled(operator, actorOf(operator), demoSchool, operatorOfDemo.id, true, T0)).toMatchObject({
      changed: true,
      sessionsEnded: 1,
    });
    expect(await auditCount()).toBe(before + 2);
  });
});

describe("退出所有登录", () => {
  it("ends every session of the user with one row; none left to end writes none", async () => {
    const user = await newUser("演示大学");
    const tokens = [
      user.token,
      await createSession(user.id, { ip: "10.0.0.3", userAgent: "b" }),
      await createSession(user.id, { ip: "10.0.0.4", userAgent: "c" }),
    ];
    const before = await auditCount();
    expect(await signUserOutEverywhere(demoAdmin, actorOf(demoAdmin), demoSchool, user.id, T0)).toEqual({
      sessionsEnded: 3,
    });
    for (const token of tokens) expect(await findUserByToken(token)).toBeNull();
    const rows = await auditSince(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      school_id: demoSchool,
      action: "user.sign_out",
      target_id: String(user.id),
      before_json: JSON.stringify({ sessions: 3 }),
      after_json: JSON.stringify({ sessions: 0 }),
    });
    // The account itself is not disabled: a new login works.
    expect(await findUserByToken(await createSession(user.id, META))).not.toBeNull();
    await db.deleteFrom("sessions").where("user_id", "=", user.id).execute();
    expect(await signUserOutEverywhere(demoAdmin, actorOf(demoAdmin), demoSchool, user.id, T0)).toEqual({
      sessionsEnded: 0,
    });
    expect(await auditCount()).toBe(before + 1);
  });

  it("refuses another school's user, another school, a student; writes nothing and ends nothing", async () => {
    const stranger = await newUser("北京大学");
    const student = await newUser("演示大学");
    const before = await auditCount();
    expect(
      await domainErrorOf(signUserOutEverywhere(demoAdmin, actorOf(demoAdmin), demoSchool, stranger.id, T0)),
    ).toMatchObject({ status: 404, message: "该用户不是本校用户" });
    expect(
      await domainErrorOf(signUserOutEverywhere(pkuAdmin, actorOf(pkuAdmin), demoSchool, student.id, T0)),
    ).toMatchObject({ status: 404 });
    expect(
      await domainErrorOf(signUserOutEverywhere(studentAccess, actorOf(studentAccess), demoSchool, student.id, T0)),
    ).toMatchObject({ status: 403 });
    expect(await auditCount()).toBe(before);
    expect(await findUserByToken(stranger.token)).not.toBeNull();
    expect(await findUserByToken(student.token)).not.toBeNull();
  });
});

describe("staff and teachers", () => {
  it("are named from the school's own users by phone number or user id, listed, and removed, one row each", async () => {
    const colleague = await newUser("演示大学");
    const teacher = await newUser("演示大学");
    const actor = actorOf(demoAdmin);
    const before = await auditCount();

    expect(
      await addRoleMember(
        demoAdmin,
        actor,
        demoSchool,
        "school_admin",
        { phoneNumber: await phoneOf(colleague.id) },
        T0,
      ),
    ).toEqual({ userId: colleague.id, granted: true });
    expect(await addRoleMember(demoAdmin, actor, demoSchool, "teacher", { userId: teacher.id }, T0)).toEqual({
      userId: teacher.id,
      granted: true,
    });
    // Naming again changes nothing.
    expect(await addRoleMember(demoAdmin, actor, demoSchool, "teacher", { userId: teacher.id }, T0)).toEqual({
      userId: teacher.id,
      granted: false,
    });
    const rows = await auditSince(before);
    expect(rows.map((row) => [row.action, row.target_id, row.after_json])).toEqual([
      ["role.grant", String(colleague.id), JSON.stringify({ role: "school_admin" })],
      ["role.grant", String(teacher.id), JSON.stringify({ role: "teacher" })],
    ]);

    const staff = await listRoleMembers(demoAdmin, demoSchool, "school_admin");
    expect(staff.find((member) => member.userId === colleague.id)).toMatchObject({
      phoneTail: (await phoneOf(colleague.id)).slice(-4),
    });
    expect((await listRoleMembers(demoAdmin, demoSchool, "teacher")).map((member) => member.userId)).toContain(
      teacher.id,
    );
    expect(await consoleAccessOf({ id: colleague.id, isOrg: false, schoolId: demoSchool })).toMatchObject({
      adminSchoolId: demoSchool,
    });

    await removeRoleMember(demoAdmin, actor, demoSchool, "teacher", teacher.id, T0 + 1);
    expect((await listRoleMembers(demoAdmin, demoSchool, "teacher")).map((member) => member.userId)).not.toContain(
      teacher.id,
    );
    const removed = await auditSince(before + 2);
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({
      action: "role.revoke",
      school_id: demoSchool,
      target_id: String(teacher.id),
      before_json: JSON.stringify({ role: "teacher" }),
      after_json: null,
    });
  });

  it("refuses another school's user (by phone or id), another school's row, a student; writes nothing", async () => {
    const stranger = await newUser("北京大学");
    const pkuTeacher = await newUser("北京大学");
    await addRoleMember(pkuAdmin, actorOf(pkuAdmin), pkuSchool, "teacher", { userId: pkuTeacher.id }, T0);
    const student = await newUser("演示大学");
    const actor = actorOf(demoAdmin);
    const before = await auditCount();

    for (const account of [{ phoneNumber: await phoneOf(stranger.id) }, { userId: stranger.id }])
      expect(
        await domainErrorOf(addRoleMember(demoAdmin, actor, demoSchool, "school_admin", account, T0)),
      ).toMatchObject({
        status: 404,
        message: "该用户不是本校用户",
        fieldErrors: { account: "该用户不是本校用户" },
      });
    expect(
      await domainErrorOf(addRoleMember(demoAdmin, actor, pkuSchool, "teacher", { userId: stranger.id }, T0)),
    ).toMatchObject({ status: 404, message: "没有这所学校，或您无权管理它" });
    expect(
      await domainErrorOf(removeRoleMember(demoAdmin, actor, demoSchool, "teacher", pkuTeacher.id, T0)),
    ).toMatchObject({ status: 404, message: "该用户没有这个身份" });
    expect(await domainErrorOf(listRoleMembers(demoAdmin, pkuSchool, "teacher"))).toMatchObject({ status: 404 });
    for (const refused of [studentAccess, teacherAccess]) {
      expect(await domainErrorOf(listRoleMembers(refused, demoSchool, "teacher"))).toMatchObject({ status: 403 });
      expect(
        await domainErrorOf(
          addRoleMember(refused, actorOf(refused), demoSchool, "teacher", { userId: student.id }, T0),
        ),
      ).toMatchObject({ status: 403 });
      expect(
        await domainErrorOf(removeRoleMember(refused, actorOf(refused), demoSchool, "teacher", student.id, T0)),
      ).toMatchObject({ status: 403 });
    }
    expect(await auditCount()).toBe(before);
    expect((await listRoleMembers(pkuAdmin, pkuSchool, "teacher")).map((member) => member.userId)).toContain(
      pkuTeacher.id,
    );

    // The operator names staff of any school; the row is that school's.
    await addRoleMember(operator, actorOf(operator), pkuSchool, "school_admin", { userId: stranger.id }, T0);
    const rows = await auditSince(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_user_id: operator.userId, school_id: pkuSchool, action: "role.grant" });
  });
});
