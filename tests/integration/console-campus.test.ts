// A school's campus network in the console (issue 25) on SQLite and PostgreSQL, over the demo schools (演示大学
// 127.0.0.0/8 ::1/128 192.0.2.0/24; 北京大学 10.1.0.0/16 2001:db8:1::/48; …): who may read and save which school's
// ranges (another school's id is 404, a student 403), the typed list normalised and refused with every problem named
// (an overlap names the other school), one audit row per change and none for a refusal or a save that changes
// nothing, the address test, two schools racing for one range — and the campus gate counting a change at once, in
// this process and in another process on the same database that had the old ranges compiled.
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import readline from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import type { ConsoleAccess } from "~/modules/console/console-access";
import type { ConsoleActor } from "~/modules/console/console-audit.server";
import { listCampusRanges, replaceCampusRanges, testAddress } from "~/modules/console/campus-ranges.server";
import { createSchool, renameSchool } from "~/modules/console/schools.server";
import { findCampusSchool, isIpInSchoolRanges } from "~/modules/school/school.server";
import { domainErrorOf } from "../support/domain-error";
import { newUser, schoolId, seedDemo } from "./course-fixtures";

const T0 = Date.parse("2026-12-01T09:00:00+08:00");
let demo: number;
let pku: number;
let operator: ConsoleAccess;
let operatorActor: ConsoleActor;
let demoAdmin: ConsoleAccess;
let demoAdminActor: ConsoleActor;
let student: ConsoleAccess;

const auditRows = () => db.selectFrom("console_audit_log").selectAll().orderBy("id").execute();
const savedRanges = async (id: number) =>
  JSON.parse(
    (await db.selectFrom("schools").select("ip_ranges").where("id", "=", id).executeTakeFirstOrThrow()).ip_ranges,
  ) as string[];

/** A fresh school for a test (made by the operator's service, so its ranges are checked as the console's). */
async function freshSchool(name: string, ranges = ""): Promise<number> {
  return (await createSchool(operator, operatorActor, { name, ranges }, T0)).id;
}

beforeAll(async () => {
  await seedDemo();
  demo = await schoolId("演示大学");
  pku = await schoolId("北京大学");
  const operatorUser = await newUser();
  operator = { userId: operatorUser.id, operator: true, adminSchoolId: null, teacherSchoolId: null };
  operatorActor = { userId: operatorUser.id, label: "运营 0001", ip: "10.0.0.8" };
  const admin = await newUser("演示大学");
  demoAdmin = { userId: admin.id, operator: false, adminSchoolId: demo, teacherSchoolId: null };
  demoAdminActor = { userId: admin.id, label: "演示大学管理员", ip: "192.0.2.50" };
  const plain = await newUser("演示大学");
  student = { userId: plain.id, operator: false, adminSchoolId: null, teacherSchoolId: null };
});

describe("reading a school's ranges", () => {
  it("gives a school's administrators their own school's list, and the operator any school's", async () => {
    expect(await listCampusRanges(demoAdmin, demo)).toMatchObject({
      schoolId: demo,
      schoolName: "演示大学",
      ranges: ["127.0.0.0/8", "::1/128", "192.0.2.0/24"],
      text: "127.0.0.0/8\n::1/128\n192.0.2.0/24",
    });
    expect(await listCampusRanges(operator, pku)).toMatchObject({
      schoolName: "北京大学",
      ranges: ["10.1.0.0/16", "2001:db8:1::/48"],
    });
  });

  it("is not found for another school's id or none, and forbidden to a student or a teacher", async () => {
    expect(await domainErrorOf(listCampusRanges(demoAdmin, pku))).toMatchObject({
      status: 404,
      message: "没有这所学校，或您无权管理它",
    });
    expect(await domainErrorOf(listCampusRanges(operator, 999_999))).toMatchObject({ status: 404 });
    expect(await domainErrorOf(listCampusRanges(student, demo))).toMatchObject({
      status: 403,
      message: "此页面仅限运营人员和学校管理员使用",
    });
    const teacher = { ...student, teacherSchoolId: demo };
    expect(await domainErrorOf(listCampusRanges(teacher, demo))).toMatchObject({ status: 403 });
  });
});

describe("saving a school's ranges", () => {
  it("normalises the list, writes one audit row with before and after, and the gate counts it at once", async () => {
    const school = await freshSchool("南开大学", "10.20.0.0/16");
    // Compiled now, with the old ranges: the save must make this process compile them again.
    expect(await findCampusSchool("10.21.0.9")).toBeNull();
    const before = (await auditRows()).length;

    const saved = await replaceCampusRanges(
      operator,
      operatorActor,
      school,
      "10.20.0.0/16\n10.21.3.4/16, 2001:DB8:20:0::/48\n::ffff:10.22.0.1",
      T0 + 1000,
    );
    expect(saved).toEqual({
      changed: true,
      ranges: ["10.20.0.0/16", "10.21.0.0/16", "2001:db8:20::/48", "10.22.0.1/32"],
      adjusted: [
        { typed: "10.21.3.4/16", saved: "10.21.0.0/16" },
        { typed: "2001:DB8:20:0::/48", saved: "2001:db8:20::/48" },
        { typed: "::ffff:10.22.0.1", saved: "10.22.0.1/32" },
      ],
    });
    expect(await savedRanges(school)).toEqual(saved.ranges);

    const rows = (await auditRows()).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_user_id: operator.userId,
      actor_label: "运营 0001",
      school_id: school,
      action: "school.ranges",
      target_type: "school",
      target_id: String(school),
      ip: "10.0.0.8",
    });
    expect(JSON.parse(rows[0]!.before_json!)).toEqual({ ranges: ["10.20.0.0/16"] });
    expect(JSON.parse(rows[0]!.after_json!)).toEqual({ ranges: saved.ranges });
    expect(Number(rows[0]!.created_at)).toBe(T0 + 1000);

    expect(await findCampusSchool("10.21.0.9")).toEqual({ id: school, name: "南开大学" });
    expect(await findCampusSchool("::ffff:10.22.0.1")).toEqual({ id: school, name: "南开大学" });
    expect(await findCampusSchool("2001:db8:20:ff::1")).toEqual({ id: school, name: "南开大学" });
    expect(await isIpInSchoolRanges(school, "10.22.0.2")).toBe(false);
  });

  it("writes nothing for the same list typed differently, and clears the network with an empty one", async () => {
    const school = await freshSchool("天津大学", "10.30.0.0/16\n10.31.0.0/16");
    const before = (await auditRows()).length;
    expect(await replaceCampusRanges(operator, operatorActor, school, " 10.30.9.9/16 , 10.31.0.0/16 \n\n")).toEqual({
      changed: false,
      ranges: ["10.30.0.0/16", "10.31.0.0/16"],
      adjusted: [{ typed: "10.30.9.9/16", saved: "10.30.0.0/16" }],
    });
    expect((await auditRows()).length).toBe(before);

    expect(await findCampusSchool("10.31.1.1")).toMatchObject({ id: school });
    expect(await replaceCampusRanges(operator, operatorActor, school, "  \n")).toMatchObject({
      changed: true,
      ranges: [],
    });
    expect(await findCampusSchool("10.31.1.1")).toBeNull();
    expect((await auditRows()).length).toBe(before + 1);
  });

  it("refuses a bad list with every problem named by line, keeps the old ranges and writes no row", async () => {
    const before = (await auditRows()).length;
    const error = await domainErrorOf(
      replaceCampusRanges(demoAdmin, demoAdminActor, demo, "127.0.0.0/8\n10.0.0.0/33\n192.0.2.0/24\n192.0.2.9/24"),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe("校园网段有 2 处需要修改");
    expect(error.fieldErrors).toEqual({
      ranges:
        "第 2 行“10.0.0.0/33”不是有效的 IP 地址或网段（例如 10.1.0.0/16、2001:db8::/32）；第 4 行“192.0.2.9/24”与第 3 行的 192.0.2.0/24 重复",
    });
    expect(error.details).toEqual({
      problems: [
        { line: 2, typed: "10.0.0.0/33", message: expect.stringContaining("不是有效的") },
        { line: 4, typed: "192.0.2.9/24", message: expect.stringContaining("重复") },
      ],
    });
    expect(
      (await domainErrorOf(replaceCampusRanges(demoAdmin, demoAdminActor, demo, "0.0.0.0/0"))).fieldErrors,
    ).toEqual({ ranges: "第 1 行“0.0.0.0/0”范围过大：IPv4 网段前缀至少 /8，IPv6 至少 /16" });
    expect(
      (await domainErrorOf(replaceCampusRanges(demoAdmin, demoAdminActor, demo, " ".repeat(20_001)))).fieldErrors,
    ).toEqual({ ranges: "校园网段内容过长（最多 20000 个字符）" });
    expect(await savedRanges(demo)).toEqual(["127.0.0.0/8", "::1/128", "192.0.2.0/24"]);
    expect((await auditRows()).length).toBe(before);
  });

  it("refuses a range overlapping another school's, naming that school and its range", async () => {
    const before = (await auditRows()).length;
    const error = await domainErrorOf(
      replaceCampusRanges(demoAdmin, demoAdminActor, demo, "127.0.0.0/8\n::1/128\n10.1.128.0/17\n2001:db8::/32"),
    );
    expect(error).toMatchObject({ status: 400, message: "校园网段有 2 处需要修改" });
    expect(error.fieldErrors).toEqual({
      ranges:
        "第 3 行“10.1.128.0/17”与北京大学的校园网段 10.1.0.0/16 重叠；第 4 行“2001:db8::/32”与北京大学的校园网段 2001:db8:1::/48 重叠",
    });
    expect(await savedRanges(demo)).toEqual(["127.0.0.0/8", "::1/128", "192.0.2.0/24"]);
    expect((await auditRows()).length).toBe(before);
    // A school's own ranges are not "another school's": saving them again narrower is fine.
    const school = await freshSchool("河北大学", "10.40.0.0/16");
    expect(await replaceCampusRanges(operator, operatorActor, school, "10.40.1.0/24")).toMatchObject({ changed: true });
  });

  it("lets a school's administrators save only their own school's ranges, and nobody else any", async () => {
    const before = (await auditRows()).length;
    expect(await domainErrorOf(replaceCampusRanges(demoAdmin, demoAdminActor, pku, "10.99.0.0/16"))).toMatchObject({
      status: 404,
      message: "没有这所学校，或您无权管理它",
    });
    // Not found comes first: a bad list for another school says nothing about that school.
    expect(await domainErrorOf(replaceCampusRanges(demoAdmin, demoAdminActor, pku, "nonsense"))).toMatchObject({
      status: 404,
    });
    expect(await domainErrorOf(replaceCampusRanges(student, demoAdminActor, demo, "10.99.0.0/16"))).toMatchObject({
      status: 403,
    });
    expect(await savedRanges(pku)).toEqual(["10.1.0.0/16", "2001:db8:1::/48"]);
    expect((await auditRows()).length).toBe(before);

    const saved = await replaceCampusRanges(
      demoAdmin,
      demoAdminActor,
      demo,
      "127.0.0.0/8\n::1/128\n192.0.2.0/24\n198.18.0.0/15",
    );
    expect(saved.changed).toBe(true);
    const [row] = (await auditRows()).slice(before);
    expect(row).toMatchObject({ actor_user_id: demoAdmin.userId, school_id: demo, action: "school.ranges" });
    expect(await findCampusSchool("198.19.0.1")).toEqual({ id: demo, name: "演示大学" });
  });

  it("lets one of two schools racing for the same addresses have them", async () => {
    const [first, second] = [await freshSchool("山东大学"), await freshSchool("吉林大学")];
    const before = (await auditRows()).length;
    const results = await Promise.allSettled([
      replaceCampusRanges(operator, operatorActor, first, "10.50.0.0/16"),
      replaceCampusRanges(operator, operatorActor, second, "10.50.1.0/24"),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result) => result.status === "rejected");
    expect(refused?.status === "rejected" && String(refused.reason.message)).toMatch(/与(山东|吉林)大学的校园网段/);
    expect((await auditRows()).length).toBe(before + 1);
  });
});

describe("testing an address", () => {
  it("says which school's campus network holds it and whether it is this school's", async () => {
    expect(await testAddress(demoAdmin, demo, " 127.0.0.1 ")).toEqual({
      address: "127.0.0.1",
      campusSchool: { id: demo, name: "演示大学" },
      inThisSchool: true,
    });
    expect(await testAddress(demoAdmin, demo, "::FFFF:10.1.0.5")).toEqual({
      address: "10.1.0.5",
      campusSchool: { id: pku, name: "北京大学" },
      inThisSchool: false,
    });
    expect(await testAddress(operator, pku, "2001:DB8:1::9")).toEqual({
      address: "2001:db8:1::9",
      campusSchool: { id: pku, name: "北京大学" },
      inThisSchool: true,
    });
    expect(await testAddress(demoAdmin, demo, "198.51.100.7")).toEqual({
      address: "198.51.100.7",
      campusSchool: null,
      inThisSchool: false,
    });
  });

  it("asks for an address, refuses what is none, and is not found for another school", async () => {
    expect(await domainErrorOf(testAddress(demoAdmin, demo, " "))).toMatchObject({
      status: 400,
      fieldErrors: { address: "请输入要检测的 IP 地址" },
    });
    expect(await domainErrorOf(testAddress(demoAdmin, demo, "10.1.0.0/16"))).toMatchObject({
      status: 400,
      fieldErrors: { address: "请输入有效的 IPv4 或 IPv6 地址，例如 10.1.2.3 或 2001:db8::1" },
    });
    expect(await domainErrorOf(testAddress(demoAdmin, pku, "10.1.0.5"))).toMatchObject({ status: 404 });
    expect(await domainErrorOf(testAddress(student, demo, "10.1.0.5"))).toMatchObject({ status: 403 });
  });
});

describe("another process on the same database", () => {
  let child: ChildProcessWithoutNullStreams;
  const answers: string[] = [];
  const waiting: Array<(line: string) => void> = [];

  /** The child's campus lookup of `ip`, as the gate of another server process would answer. */
  function ask(ip: string): Promise<unknown> {
    return new Promise((resolve) => {
      waiting.push((line) => resolve(JSON.parse(line)));
      child.stdin.write(`${ip}\n`);
    });
  }

  beforeAll(async () => {
    child = spawn(process.execPath, ["--import", "tsx", "tests/support/campus-lookup-child.ts"], {
      env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL },
      cwd: process.cwd(),
    });
    let errors = "";
    child.stderr.on("data", (chunk) => {
      errors += String(chunk);
    });
    child.on("exit", (code) => {
      if (code !== 0) for (const resolve of waiting.splice(0)) resolve(JSON.stringify({ exit: code, errors }));
    });
    readline.createInterface({ input: child.stdout }).on("line", (line) => {
      const resolve = waiting.shift();
      if (resolve) resolve(line);
      else answers.push(line);
    });
  });

  afterAll(() => {
    child.stdin.end();
  });

  it("counts a saved change at its next lookup, with its old ranges compiled", async () => {
    const school = await freshSchool("兰州大学", "10.60.0.0/16");
    // The other process compiles the ranges as they are now and keeps them.
    expect(await ask("10.60.0.1")).toEqual({ id: school, name: "兰州大学" });
    expect(await ask("10.61.0.1")).toBeNull();

    await replaceCampusRanges(operator, operatorActor, school, "10.61.0.0/16");
    expect(await ask("10.61.0.1")).toEqual({ id: school, name: "兰州大学" });
    expect(await ask("10.60.0.1")).toBeNull();

    await replaceCampusRanges(operator, operatorActor, school, "10.60.0.0/16\n2001:db8:60::/48");
    expect(await ask("::ffff:10.60.9.9")).toEqual({ id: school, name: "兰州大学" });
    expect(await ask("2001:db8:60::1")).toEqual({ id: school, name: "兰州大学" });
    expect(await ask("10.61.0.1")).toBeNull();

    await renameSchool(operator, operatorActor, school, "兰州大学（榆中校区）");
    expect(await ask("10.60.0.1")).toEqual({ id: school, name: "兰州大学（榆中校区）" });
    expect(answers).toEqual([]);
  }, 60_000);
});
