// The operator's school administration and the licences in the console (issue 25) on SQLite and PostgreSQL, over the
// demo data: the school list with its counts, a new school and a new name (refused when empty, too long or taken;
// its ranges checked as the campus form checks them), the organisation code rotated (the old code fails at the next
// 机构登录, the new one works, the organisation account's other sessions end) by the operator or the school's own
// administrators, and the licences — read by a school's administrators, created, re-dated and ended by the operator
// only, counted by the entitlement check at once. Each change writes exactly one audit row; a refusal writes none.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { entitlementIn, loadAccessContext } from "~/modules/access/content-access.server";
import { loginAsOrganisation } from "~/modules/auth/account.server";
import { findUserByToken } from "~/modules/auth/session.server";
import type { ConsoleAccess } from "~/modules/console/console-access";
import type { ConsoleActor } from "~/modules/console/console-audit.server";
import { changeLicenceDates, createLicence, endLicence, listLicences } from "~/modules/console/licences.server";
import {
  createSchool,
  getConsoleSchool,
  listConsoleSchools,
  renameSchool,
  rotateOrgCode,
} from "~/modules/console/schools.server";
import { findCampusSchool } from "~/modules/school/school.server";
import { domainErrorOf } from "../support/domain-error";
import { newUser, schoolId, seedDemo } from "./course-fixtures";

const DAY = 86_400_000;
const T0 = Date.parse("2026-12-01T09:00:00+08:00");
let demo: number;
let pku: number;
let fudan: number;
let operator: ConsoleAccess;
let operatorActor: ConsoleActor;
let demoAdmin: ConsoleAccess;
let demoAdminActor: ConsoleActor;
let student: ConsoleAccess;

const auditRows = () => db.selectFrom("console_audit_log").selectAll().orderBy("id").execute();
const meta = (ip: string) => ({ ip, userAgent: "vitest" });

beforeAll(async () => {
  await seedDemo();
  demo = await schoolId("演示大学");
  pku = await schoolId("北京大学");
  fudan = await schoolId("复旦大学");
  const operatorUser = await newUser();
  operator = { userId: operatorUser.id, operator: true, adminSchoolId: null, teacherSchoolId: null };
  operatorActor = { userId: operatorUser.id, label: "运营 0001", ip: "10.0.0.8" };
  const admin = await newUser("演示大学");
  demoAdmin = { userId: admin.id, operator: false, adminSchoolId: demo, teacherSchoolId: null };
  demoAdminActor = { userId: admin.id, label: "演示大学管理员", ip: "192.0.2.50" };
  const plain = await newUser("演示大学");
  student = { userId: plain.id, operator: false, adminSchoolId: null, teacherSchoolId: null };
});

describe("the school list", () => {
  it("gives the operator every school with its ranges, users and licences", async () => {
    const students = await db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("school_id", "=", demo)
      .where("is_org", "=", 0)
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    const schools = await listConsoleSchools(operator, T0);
    expect(schools.find((school) => school.id === demo)).toMatchObject({
      name: "演示大学",
      ranges: ["127.0.0.0/8", "::1/128", "192.0.2.0/24"],
      userCount: Number(students.count),
      licenceCount: 1,
      activeLicenceCount: 1,
      orgLogin: true,
    });
    expect(schools.find((school) => school.id === pku)).toMatchObject({ licenceCount: 3, activeLicenceCount: 3 });
    expect(schools.find((school) => school.id === fudan)).toMatchObject({ licenceCount: 0, activeLicenceCount: 0 });
    expect(Number(students.count)).toBeGreaterThan(2);
  });

  it("is the operator's only; one school is its administrators' too", async () => {
    expect(await domainErrorOf(listConsoleSchools(demoAdmin))).toMatchObject({
      status: 403,
      message: "仅运营人员可以进行此操作",
    });
    expect(await domainErrorOf(listConsoleSchools(student))).toMatchObject({ status: 403 });
    expect(await getConsoleSchool(demoAdmin, demo, T0)).toMatchObject({ id: demo, name: "演示大学" });
    expect(await domainErrorOf(getConsoleSchool(demoAdmin, pku))).toMatchObject({
      status: 404,
      message: "没有这所学校，或您无权管理它",
    });
  });
});

describe("a new school", () => {
  it("is made with its ranges, one audit row, and the gate knows it at once", async () => {
    const before = (await auditRows()).length;
    expect(await findCampusSchool("10.70.0.1")).toBeNull();
    const created = await createSchool(
      operator,
      operatorActor,
      { name: "  厦门大学 ", ranges: "10.70.1.1/16\n2001:db8:70::/48" },
      T0,
    );
    expect(created).toMatchObject({
      name: "厦门大学",
      ranges: ["10.70.0.0/16", "2001:db8:70::/48"],
      adjusted: [{ typed: "10.70.1.1/16", saved: "10.70.0.0/16" }],
    });
    expect(await findCampusSchool("10.70.0.1")).toEqual({ id: created.id, name: "厦门大学" });
    const rows = (await auditRows()).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      school_id: created.id,
      action: "school.create",
      target_type: "school",
      target_id: String(created.id),
      before_json: null,
    });
    expect(JSON.parse(rows[0]!.after_json!)).toEqual({ name: "厦门大学", ranges: created.ranges });
    // No organisation code yet: 机构登录 is off until one is generated.
    expect(await getConsoleSchool(operator, created.id)).toMatchObject({ orgLogin: false, userCount: 0 });
  });

  it("refuses an empty, too long or taken name, or ranges of another school, and writes nothing", async () => {
    const before = (await auditRows()).length;
    const schoolsBefore = (await listConsoleSchools(operator)).length;
    expect(await domainErrorOf(createSchool(operator, operatorActor, { name: "  " }))).toMatchObject({
      status: 400,
      message: "请输入学校名称",
      fieldErrors: { name: "请输入学校名称" },
    });
    expect(await domainErrorOf(createSchool(operator, operatorActor, { name: "大".repeat(61) }))).toMatchObject({
      status: 400,
      fieldErrors: { name: "学校名称最多 60 个字" },
    });
    expect(await domainErrorOf(createSchool(operator, operatorActor, { name: "北京大学" }))).toMatchObject({
      status: 409,
      fieldErrors: { name: "已有同名的学校" },
    });
    expect(
      await domainErrorOf(createSchool(operator, operatorActor, { name: "同济大学", ranges: "10.1.2.0/24" })),
    ).toMatchObject({
      status: 400,
      fieldErrors: { ranges: "第 1 行“10.1.2.0/24”与北京大学的校园网段 10.1.0.0/16 重叠" },
    });
    expect(
      await domainErrorOf(createSchool(operator, operatorActor, { name: "同济大学", ranges: "10.80.0.0/33" })),
    ).toMatchObject({ status: 400, fieldErrors: { ranges: expect.stringContaining("不是有效的") } });
    expect(await domainErrorOf(createSchool(demoAdmin, demoAdminActor, { name: "同济大学" }))).toMatchObject({
      status: 403,
    });
    expect((await listConsoleSchools(operator)).length).toBe(schoolsBefore);
    expect((await auditRows()).length).toBe(before);
  });
});

describe("a new name", () => {
  it("renames the school and its organisation account, with one audit row; the gate shows it at once", async () => {
    const school = await createSchool(operator, operatorActor, { name: "华东师范大学", ranges: "10.90.0.0/16" }, T0);
    const orgUser = await db
      .insertInto("users")
      .values({
        school_id: school.id,
        phone_number: null,
        password_hash: null,
        nickname: "华东师范大学",
        avatar: null,
        is_org: 1,
        disabled: 0,
        created_at: T0,
        updated_at: T0,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await findCampusSchool("10.90.0.1")).toEqual({ id: school.id, name: "华东师范大学" });
    const before = (await auditRows()).length;

    expect(await renameSchool(operator, operatorActor, school.id, " 华东师大 ", T0 + DAY)).toEqual({
      changed: true,
      name: "华东师大",
    });
    expect(await findCampusSchool("10.90.0.1")).toEqual({ id: school.id, name: "华东师大" });
    expect(
      (await db.selectFrom("users").select("nickname").where("id", "=", orgUser.id).executeTakeFirstOrThrow()).nickname,
    ).toBe("华东师大");
    const rows = (await auditRows()).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "school.rename", school_id: school.id });
    expect(JSON.parse(rows[0]!.before_json!)).toEqual({ name: "华东师范大学" });
    expect(JSON.parse(rows[0]!.after_json!)).toEqual({ name: "华东师大" });

    // The same name again: nothing to write.
    expect(await renameSchool(operator, operatorActor, school.id, "华东师大")).toEqual({
      changed: false,
      name: "华东师大",
    });
    expect((await auditRows()).length).toBe(before + 1);
  });

  it("is refused when empty or taken, for another than the operator, and for no school; nothing is written", async () => {
    const before = (await auditRows()).length;
    expect(await domainErrorOf(renameSchool(operator, operatorActor, fudan, ""))).toMatchObject({
      status: 400,
      fieldErrors: { name: "请输入学校名称" },
    });
    expect(await domainErrorOf(renameSchool(operator, operatorActor, fudan, "北京大学"))).toMatchObject({
      status: 409,
      fieldErrors: { name: "已有同名的学校" },
    });
    expect(await domainErrorOf(renameSchool(demoAdmin, demoAdminActor, demo, "演示学院"))).toMatchObject({
      status: 403,
    });
    expect(await domainErrorOf(renameSchool(operator, operatorActor, 999_999, "某大学"))).toMatchObject({
      status: 404,
    });
    expect((await getConsoleSchool(operator, fudan)).name).toBe("复旦大学");
    expect((await auditRows()).length).toBe(before);
  });
});

describe("the organisation code", () => {
  it("rotated by the school's administrator: the old code fails at once, the new one logs in, once shown", async () => {
    const oldToken = await loginAsOrganisation({ orgId: demo, orgCode: "YT-DEMO-2026" }, meta("192.0.2.61"));
    const orgUser = await findUserByToken(oldToken);
    expect(orgUser).toMatchObject({ isOrg: true, schoolId: demo });
    const keptToken = await loginAsOrganisation({ orgId: demo, orgCode: "YT-DEMO-2026" }, meta("192.0.2.62"));
    const kept = await findUserByToken(keptToken);
    const before = (await auditRows()).length;

    const rotated = await rotateOrgCode(demoAdmin, demoAdminActor, demo, T0, { keepSessionId: kept!.sessionId });
    expect(rotated.code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
    expect(rotated.sessionsEnded).toBe(1);

    expect(
      await domainErrorOf(loginAsOrganisation({ orgId: demo, orgCode: "YT-DEMO-2026" }, meta("192.0.2.63"))),
    ).toMatchObject({ status: 400, message: "机构或机构注册码错误", fieldErrors: { orgCode: "机构或机构注册码错误" } });
    const newToken = await loginAsOrganisation({ orgId: demo, orgCode: rotated.code }, meta("192.0.2.64"));
    expect(await findUserByToken(newToken)).toMatchObject({ id: orgUser!.id, isOrg: true, schoolId: demo });
    // A session opened with the old code has ended; the rotating one stays.
    expect(await findUserByToken(oldToken)).toBeNull();
    expect(await findUserByToken(keptToken)).toMatchObject({ id: orgUser!.id });

    const stored = await db
      .selectFrom("schools")
      .select("org_code_hash")
      .where("id", "=", demo)
      .executeTakeFirstOrThrow();
    expect(stored.org_code_hash).toMatch(/^\$argon2id\$/);
    expect(stored.org_code_hash).not.toContain(rotated.code);

    const rows = (await auditRows()).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_user_id: demoAdmin.userId,
      school_id: demo,
      action: "school.org-code.rotate",
      target_type: "school",
    });
    expect(JSON.parse(rows[0]!.before_json!)).toEqual({ orgLogin: true });
    expect(JSON.parse(rows[0]!.after_json!)).toEqual({ orgLogin: true, sessionsEnded: 1 });
    expect(`${rows[0]!.before_json}${rows[0]!.after_json}`).not.toContain(rotated.code);
  });

  it("is rotated by the operator for any school, turning 机构登录 on for a school without one", async () => {
    const school = await createSchool(operator, operatorActor, { name: "重庆大学" }, T0);
    expect(
      await domainErrorOf(loginAsOrganisation({ orgId: school.id, orgCode: "anything" }, meta("192.0.2.65"))),
    ).toMatchObject({ status: 400 });
    const first = await rotateOrgCode(operator, operatorActor, school.id, T0);
    expect(first.sessionsEnded).toBe(0);
    expect(await getConsoleSchool(operator, school.id)).toMatchObject({ orgLogin: true });
    expect(await loginAsOrganisation({ orgId: school.id, orgCode: first.code }, meta("192.0.2.66"))).toEqual(
      expect.any(String),
    );
    const second = await rotateOrgCode(operator, operatorActor, school.id, T0 + 1);
    expect(second.code).not.toBe(first.code);
    expect(second.sessionsEnded).toBe(1);
    expect(
      await domainErrorOf(loginAsOrganisation({ orgId: school.id, orgCode: first.code }, meta("192.0.2.67"))),
    ).toMatchObject({ status: 400 });
  });

  it("is not another school's administrators' to rotate, nor a student's; nothing changes", async () => {
    const before = (await auditRows()).length;
    const hash = async () =>
      (await db.selectFrom("schools").select("org_code_hash").where("id", "=", pku).executeTakeFirstOrThrow())
        .org_code_hash;
    const pkuHash = await hash();
    expect(await domainErrorOf(rotateOrgCode(demoAdmin, demoAdminActor, pku))).toMatchObject({ status: 404 });
    expect(await domainErrorOf(rotateOrgCode(student, demoAdminActor, demo))).toMatchObject({ status: 403 });
    expect(await hash()).toBe(pkuHash);
    expect(await loginAsOrganisation({ orgId: pku, orgCode: "YT-PKU-2026" }, meta("192.0.2.68"))).toEqual(
      expect.any(String),
    );
    expect((await auditRows()).length).toBe(before);
  });
});

describe("licences", () => {
  let mathCourse: { id: number; subject: string };
  let bank: { id: number; name: string };
  let fudanStudent: Awaited<ReturnType<typeof newUser>>;

  /** Whether a 复旦大学 student, off campus, may watch the paid course now (their school's licences). */
  const mayWatch = async (now: number) => {
    const viewer = { userId: fudanStudent.id, schoolId: fudan, campusSchoolId: null, subject: `u:${fudanStudent.id}` };
    const context = await loadAccessContext(viewer, now);
    return entitlementIn(
      context,
      { kind: "course", courseId: mathCourse.id, subject: mathCourse.subject },
      {
        free: false,
      },
    ).allowed;
  };

  beforeAll(async () => {
    mathCourse = await db
      .selectFrom("courses")
      .select(["id", "subject"])
      .where("subject", "=", "math1")
      .where("price_fen", ">", 0)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    bank = await db.selectFrom("question_banks").select(["id", "name"]).orderBy("id").executeTakeFirstOrThrow();
    fudanStudent = await newUser("复旦大学");
  });

  it("are read by the school's administrators, not changed; another school's are not found", async () => {
    const listed = await listLicences(demoAdmin, demo, T0);
    expect(listed).toMatchObject({ schoolId: demo, schoolName: "演示大学", editable: false });
    expect(listed.items).toEqual([
      expect.objectContaining({
        scope: "all",
        coverage: "全部内容",
        endsAt: null,
        state: "active",
        note: "全库开通（演示）",
      }),
    ]);
    expect(await domainErrorOf(listLicences(demoAdmin, pku))).toMatchObject({ status: 404 });
    expect(await domainErrorOf(listLicences(student, demo))).toMatchObject({ status: 403 });
    expect((await listLicences(operator, pku, T0)).editable).toBe(true);

    const before = (await auditRows()).length;
    const input = { scope: "all" as const, startsAt: T0, endsAt: null };
    expect(await domainErrorOf(createLicence(demoAdmin, demoAdminActor, demo, input))).toMatchObject({
      status: 403,
      message: "仅运营人员可以进行此操作",
    });
    const [licence] = listed.items;
    expect(
      await domainErrorOf(
        changeLicenceDates(demoAdmin, demoAdminActor, demo, licence!.id, { startsAt: T0, endsAt: null }),
      ),
    ).toMatchObject({ status: 403 });
    expect(await domainErrorOf(endLicence(demoAdmin, demoAdminActor, demo, licence!.id))).toMatchObject({
      status: 403,
    });
    expect((await listLicences(demoAdmin, demo, T0)).items).toEqual(listed.items);
    expect((await auditRows()).length).toBe(before);
  });

  it("made by the operator count for the school's students at once, and end at once", async () => {
    const now = T0;
    expect(await mayWatch(now)).toBe(false);
    const before = (await auditRows()).length;

    const created = await createLicence(
      operator,
      operatorActor,
      fudan,
      { scope: "subject", subject: "math1", courseId: 5, startsAt: now - DAY, endsAt: null, note: " 数学一 " },
      now,
    );
    expect(created).toMatchObject({
      scope: "subject",
      subject: "math1",
      courseId: null,
      coverage: "数学一",
      startsAt: now - DAY,
      endsAt: null,
      note: "数学一",
      state: "active",
    });
    expect(await mayWatch(now)).toBe(true);

    const ended = await endLicence(operator, operatorActor, fudan, created.id, now + 1000);
    expect(ended).toMatchObject({ endsAt: now + 1000, state: "ended" });
    expect(await mayWatch(now + 1000)).toBe(false);

    const rows = (await auditRows()).slice(before);
    expect(rows.map((row) => row.action)).toEqual(["licence.create", "licence.end"]);
    expect(rows.every((row) => row.school_id === fudan && row.target_id === String(created.id))).toBe(true);
    expect(JSON.parse(rows[0]!.after_json!)).toEqual({
      scope: "subject",
      subject: "math1",
      courseId: null,
      bankId: null,
      startsAt: now - DAY,
      endsAt: null,
      note: "数学一",
    });
    expect(JSON.parse(rows[1]!.before_json!)).toMatchObject({ endsAt: null });
    expect(JSON.parse(rows[1]!.after_json!)).toMatchObject({ endsAt: now + 1000 });

    // Ending it again: refused, nothing written.
    expect(await domainErrorOf(endLicence(operator, operatorActor, fudan, created.id, now + 2000))).toMatchObject({
      status: 409,
      message: "该授权已结束",
    });
    expect((await auditRows()).length).toBe(before + 2);
  });

  it("re-dated by the operator: a later start stops it now; a scheduled one ended never starts", async () => {
    // Long after the licences of the test before have ended.
    const now = T0 + 100 * DAY;
    const licence = await createLicence(
      operator,
      operatorActor,
      fudan,
      { scope: "course", courseId: mathCourse.id, startsAt: now - DAY, endsAt: now + 30 * DAY },
      now,
    );
    expect(licence).toMatchObject({ scope: "course", courseId: mathCourse.id, state: "active" });
    expect(await mayWatch(now)).toBe(true);
    const before = (await auditRows()).length;

    const later = await changeLicenceDates(
      operator,
      operatorActor,
      fudan,
      licence.id,
      { startsAt: now + DAY, endsAt: now + 30 * DAY },
      now,
    );
    expect(later).toMatchObject({ changed: true, licence: { startsAt: now + DAY, state: "scheduled" } });
    expect(await mayWatch(now)).toBe(false);
    expect(
      await changeLicenceDates(operator, operatorActor, fudan, licence.id, {
        startsAt: now + DAY,
        endsAt: now + 30 * DAY,
      }),
    ).toMatchObject({ changed: false });
    // A scheduled one ended: it ends at its start, never in force, its dates still in order.
    const ended = await endLicence(operator, operatorActor, fudan, licence.id, now);
    expect(ended).toMatchObject({ startsAt: now + DAY, endsAt: now + DAY, state: "ended" });
    expect(await mayWatch(now + DAY + 1)).toBe(false);
    expect(await domainErrorOf(endLicence(operator, operatorActor, fudan, licence.id, now))).toMatchObject({
      status: 409,
    });
    const rows = (await auditRows()).slice(before);
    expect(rows.map((row) => row.action)).toEqual(["licence.dates", "licence.end"]);
    expect(JSON.parse(rows[0]!.before_json!)).toMatchObject({ startsAt: now - DAY });
    expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({ startsAt: now + DAY });
  });

  it("refuses an end before the start, a missing or unknown subject, course or bank, and writes nothing", async () => {
    const before = (await auditRows()).length;
    const count = async () => (await listLicences(operator, fudan)).items.length;
    const licencesBefore = await count();
    const refused = (input: Parameters<typeof createLicence>[3]) =>
      domainErrorOf(createLicence(operator, operatorActor, fudan, input));

    expect(await refused({ scope: "all", startsAt: T0, endsAt: T0 - DAY })).toMatchObject({
      status: 400,
      message: "结束日期不能早于开始日期",
      fieldErrors: { to: "结束日期不能早于开始日期" },
    });
    expect(await refused({ scope: "all", startsAt: T0, endsAt: T0 })).toMatchObject({
      fieldErrors: { to: "结束日期不能早于开始日期" },
    });
    expect(await refused({ scope: "subject", subject: null, startsAt: T0, endsAt: null })).toMatchObject({
      fieldErrors: { subject: "请选择科目" },
    });
    expect(await refused({ scope: "subject", subject: "chemistry", startsAt: T0, endsAt: null })).toMatchObject({
      fieldErrors: { subject: "请选择科目" },
    });
    expect(await refused({ scope: "course", startsAt: T0, endsAt: null })).toMatchObject({
      fieldErrors: { courseId: "请选择课程" },
    });
    expect(await refused({ scope: "course", courseId: 999_999, startsAt: T0, endsAt: null })).toMatchObject({
      fieldErrors: { courseId: "课程不存在" },
    });
    expect(await refused({ scope: "bank", bankId: 999_999, startsAt: T0, endsAt: null })).toMatchObject({
      fieldErrors: { bankId: "题库不存在" },
    });
    expect(await refused({ scope: "nothing" as "all", startsAt: T0, endsAt: null })).toMatchObject({
      fieldErrors: { scope: "请选择授权范围" },
    });
    expect(await refused({ scope: "all", startsAt: T0, endsAt: null, note: "注".repeat(201) })).toMatchObject({
      fieldErrors: { note: "备注最多 200 个字" },
    });
    expect(
      await domainErrorOf(
        createLicence(operator, operatorActor, 999_999, { scope: "all", startsAt: T0, endsAt: null }),
      ),
    ).toMatchObject({ status: 404 });

    const [existing] = (await listLicences(operator, pku, T0)).items;
    expect(
      await domainErrorOf(
        changeLicenceDates(operator, operatorActor, pku, existing!.id, { startsAt: T0, endsAt: T0 - DAY }),
      ),
    ).toMatchObject({ status: 400, fieldErrors: { to: "结束日期不能早于开始日期" } });
    // A licence is found with its school: PKU's licence under 复旦大学 is not found.
    expect(
      await domainErrorOf(
        changeLicenceDates(operator, operatorActor, fudan, existing!.id, { startsAt: T0, endsAt: null }),
      ),
    ).toMatchObject({ status: 404, message: "授权不存在" });
    expect(await domainErrorOf(endLicence(operator, operatorActor, fudan, existing!.id))).toMatchObject({
      status: 404,
    });

    expect(await count()).toBe(licencesBefore);
    expect((await auditRows()).length).toBe(before);
  });

  it("for a question bank name the bank", async () => {
    const licence = await createLicence(operator, operatorActor, fudan, {
      scope: "bank",
      bankId: bank.id,
      startsAt: T0,
      endsAt: T0 + 365 * DAY,
    });
    expect(licence).toMatchObject({ scope: "bank", bankId: bank.id, coverage: bank.name });
  });
});
