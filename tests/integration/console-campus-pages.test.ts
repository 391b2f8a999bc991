// The console's 校园网, 授权, 学校 and 运营人员 pages and their API (issue 25) on SQLite and PostgreSQL, over the demo
// schools (演示大学 127.0.0.0/8 ::1/128 192.0.2.0/24; 北京大学 10.1.0.0/16 2001:db8:1::/48): who may see and change
// what (a school's staff their own school, read-only licences; another school 404; operator pages 403), a refusal
// kept with its message and what was typed, PRG with a toast, one audit row per change, the address test, the
// organisation code shown once and the old one refused at once, operators added and removed (never oneself) — and the
// same rules through /api/console/…, where another school's id answers exactly as one that names nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  loadCampusPage,
  loadLicencesPage,
  submitCampusPage,
  submitLicencesPage,
} from "~/modules/console/campus-pages.server";
import {
  loadOperatorsPage,
  loadSchoolsPage,
  submitOperatorsPage,
  submitSchoolsPage,
} from "~/modules/console/schools-pages.server";
import { findCampusSchool } from "~/modules/school/school.server";
import { demoConsoleAccounts } from "~/seed/console-accounts";
import { callApi } from "../support/api-client";
import { asConsoleSession } from "../support/console-session";
import { phoneOf } from "../support/console-fixtures";
import { loginDemo, newUser, schoolId, seedDemo, type TestUser } from "./course-fixtures";

const CONTEXT = { clientIp: "10.20.30.40" };
let demo: number;
let pku: number;
let operator: TestUser;
let staff: TestUser;
let student: TestUser;

function page(token: string, path: string, form?: Record<string, string>): Request {
  const headers = new Headers({ cookie: `Authorization=${token}` });
  if (!form) return new Request(`http://localhost${path}`, { headers });
  headers.set("content-type", "application/x-www-form-urlencoded");
  return new Request(`http://localhost${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
}

interface Answer {
  status: number;
  location?: string | null;
  data?: any;
  headers?: Headers;
}

/** A loader's or action's outcome, returned or thrown: a Response (redirect), data() with its status, or plain data. */
async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, location: value.headers.get("location") };
  if (value && typeof value === "object" && "init" in value && "data" in value) {
    const init = (value as { init: { status?: number; headers?: HeadersInit } | null }).init;
    return {
      status: init?.status ?? 200,
      data: (value as { data: unknown }).data,
      headers: new Headers(init?.headers),
    };
  }
  return { status: 200, data: value };
}

const auditOf = (action: string) =>
  db
    .selectFrom("console_audit_log")
    .select(["school_id", "target_id", "after_json"])
    .where("action", "=", action)
    .execute();

beforeAll(async () => {
  await seedDemo();
  demo = await schoolId("演示大学");
  pku = await schoolId("北京大学");
  operator = await loginDemo(demoConsoleAccounts[0].phoneNumber);
  staff = await loginDemo(demoConsoleAccounts[1].phoneNumber);
  await asConsoleSession(operator.token);
  await asConsoleSession(staff.token);
  student = await newUser("演示大学");
});

describe("校园网 (/console/campus)", () => {
  it("shows a school's staff their ranges and answers the address test; another school is 404, a student 403", async () => {
    const loaded = await loadCampusPage(page(staff.token, "/console/campus"), CONTEXT);
    expect([loaded.school.name, loaded.ranges, loaded.test]).toEqual([
      "演示大学",
      ["127.0.0.0/8", "::1/128", "192.0.2.0/24"],
      null,
    ]);
    const inside = await loadCampusPage(page(staff.token, "/console/campus?address=192.0.2.7"), CONTEXT);
    expect(inside.test?.answer).toEqual({
      address: "192.0.2.7",
      campusSchool: { id: demo, name: "演示大学" },
      inThisSchool: true,
    });
    const elsewhere = await loadCampusPage(page(staff.token, "/console/campus?address=10.1.2.3"), CONTEXT);
    expect(elsewhere.test?.answer).toMatchObject({ campusSchool: { name: "北京大学" }, inThisSchool: false });
    const bad = await loadCampusPage(page(staff.token, "/console/campus?address=10.1.2"), CONTEXT);
    expect(bad.test).toEqual({
      address: "10.1.2",
      error: "请输入有效的 IPv4 或 IPv6 地址，例如 10.1.2.3 或 2001:db8::1",
    });

    expect(
      (await answerOf(() => loadCampusPage(page(staff.token, `/console/campus?school=${pku}`), CONTEXT))).status,
    ).toBe(404);
    expect((await answerOf(() => loadCampusPage(page(student.token, "/console/campus"), CONTEXT))).status).toBe(403);
  });

  it("refuses a bad line or an overlap naming the other school, keeping the text; saves a good list at once", async () => {
    const overlap = "127.0.0.0/8\n10.1.5.0/24";
    const refused = await answerOf(() =>
      submitCampusPage(page(staff.token, "/console/campus", { intent: "saveRanges", ranges: overlap }), CONTEXT),
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ form: "saveRanges", values: { ranges: overlap } });
    expect(refused.data.errors.ranges).toContain("北京大学");
    const bad = await answerOf(() =>
      submitCampusPage(page(staff.token, "/console/campus", { intent: "saveRanges", ranges: "10.0.0.300/8" }), CONTEXT),
    );
    expect([bad.status, bad.data.errors.ranges]).toEqual([
      400,
      "第 1 行“10.0.0.300/8”不是有效的 IP 地址或网段（例如 10.1.0.0/16、2001:db8::/32）",
    ]);
    expect(await auditOf("school.ranges")).toEqual([]);

    const ranges = "127.0.0.0/8\n::1/128\n192.0.2.0/24\n198.51.100.9/24";
    const saved = await answerOf(() =>
      submitCampusPage(page(staff.token, "/console/campus", { intent: "saveRanges", ranges }), CONTEXT),
    );
    expect([saved.status, saved.location]).toEqual([302, "/console/campus"]);
    expect((await loadCampusPage(page(staff.token, "/console/campus"), CONTEXT)).ranges).toContain("198.51.100.0/24");
    expect(await findCampusSchool("198.51.100.20")).toMatchObject({ id: demo });
    expect(await auditOf("school.ranges")).toHaveLength(1);

    // The operator: no ?school= goes to a school's address; another school's page keeps its ?school= through PRG.
    const bare = await answerOf(() => loadCampusPage(page(operator.token, "/console/campus"), CONTEXT));
    expect(bare.status).toBe(302);
    expect(bare.location).toMatch(/^\/console\/campus\?school=\d+$/);
    const pkuSaved = await answerOf(() =>
      submitCampusPage(
        page(operator.token, `/console/campus?school=${pku}`, {
          intent: "saveRanges",
          ranges: "10.1.0.0/16\n2001:db8:1::/48\n2001:DB8:99::1/48",
        }),
        CONTEXT,
      ),
    );
    expect([pkuSaved.status, pkuSaved.location, pkuSaved.data?.errors]).toEqual([
      302,
      `/console/campus?school=${pku}`,
      undefined,
    ]);
    expect(await findCampusSchool("2001:db8:99::77")).toMatchObject({ name: "北京大学" });
    const unknown = await answerOf(() =>
      submitCampusPage(page(staff.token, "/console/campus", { intent: "dropTables" }), CONTEXT),
    );
    expect(unknown.status).toBe(400);
  });
});

describe("授权 (/console/licences)", () => {
  it("is read-only for a school's staff: no forms, and a post is refused", async () => {
    const loaded = await loadLicencesPage(page(staff.token, "/console/licences"), CONTEXT);
    expect([loaded.editable, loaded.options, loaded.editing]).toEqual([false, null, null]);
    expect(loaded.items.map((item) => [item.kind, item.coverage, item.state])).toContainEqual([
      "全部内容",
      "全部内容",
      "生效中",
    ]);
    const form = { intent: "createLicence", scope: "all", from: "2030-01-01" };
    const refused = await answerOf(() => submitLicencesPage(page(staff.token, "/console/licences", form), CONTEXT));
    expect([refused.status, refused.data.errors[""]]).toEqual([403, "仅运营人员可以进行此操作"]);
    const end = await answerOf(() =>
      submitLicencesPage(page(staff.token, "/console/licences", { intent: "endLicence", id: "1" }), CONTEXT),
    );
    expect(end.status).toBe(403);
  });

  it("lets the operator create, re-date and end (with a confirmation step) a licence, refusals kept as typed", async () => {
    const path = `/console/licences?school=${pku}`;
    const backwards = {
      intent: "createLicence",
      scope: "subject",
      subject: "math2",
      from: "2030-06-30",
      to: "2030-01-01",
    };
    const refused = await answerOf(() => submitLicencesPage(page(operator.token, path, backwards), CONTEXT));
    expect(refused.status).toBe(400);
    expect(refused.data.errors.to).toBe("结束日期不能早于开始日期");
    expect(refused.data.values).toMatchObject({ subject: "math2", from: "2030-06-30", to: "2030-01-01" });
    const noSubject = await answerOf(() =>
      submitLicencesPage(
        page(operator.token, path, { intent: "createLicence", scope: "subject", from: "2030-01-01" }),
        CONTEXT,
      ),
    );
    expect(noSubject.data.errors.subject).toBe("请选择科目");

    const made = await answerOf(() =>
      submitLicencesPage(
        page(operator.token, path, { ...backwards, from: "2030-01-01", to: "2030-06-30", note: "试用" }),
        CONTEXT,
      ),
    );
    expect([made.status, made.location]).toEqual([302, path]);
    const listed = await loadLicencesPage(page(operator.token, path), CONTEXT);
    const licence = listed.items.find((item) => item.coverage === "数学二")!;
    expect(licence).toMatchObject({
      kind: "按科目",
      from: "2030-01-01",
      to: "2030-06-30",
      state: "未开始",
      note: "试用",
    });
    expect(listed.options?.subjects.length).toBeGreaterThan(0);

    const editPath = `${path}&edit=${licence.id}`;
    expect((await loadLicencesPage(page(operator.token, editPath), CONTEXT)).editing?.formDates).toEqual({
      from: "2030-01-01",
      to: "2030-06-30",
    });
    const redated = await answerOf(() =>
      submitLicencesPage(
        page(operator.token, editPath, { intent: "changeDates", id: String(licence.id), from: "2030-02-01", to: "" }),
        CONTEXT,
      ),
    );
    expect(redated.status).toBe(302);
    const after = (await loadLicencesPage(page(operator.token, path), CONTEXT)).items.find((i) => i.id === licence.id)!;
    expect([after.from, after.to]).toEqual(["2030-02-01", "长期有效"]);

    const ask = await answerOf(() =>
      submitLicencesPage(page(operator.token, path, { intent: "endLicence", id: String(licence.id) }), CONTEXT),
    );
    expect(ask.data.confirmEnd).toEqual({ id: licence.id, coverage: "数学二" });
    expect(
      (await loadLicencesPage(page(operator.token, path), CONTEXT)).items.find((i) => i.id === licence.id)?.state,
    ).toBe("未开始");
    const ended = await answerOf(() =>
      submitLicencesPage(
        page(operator.token, path, { intent: "endLicence", id: String(licence.id), confirm: "yes" }),
        CONTEXT,
      ),
    );
    expect(ended.status).toBe(302);
    expect(
      (await loadLicencesPage(page(operator.token, path), CONTEXT)).items.find((i) => i.id === licence.id)?.state,
    ).toBe("已结束");
    expect((await auditOf("licence.create")).map((row) => row.school_id)).toEqual([pku]);
    expect(await auditOf("licence.dates")).toHaveLength(1);
    expect(await auditOf("licence.end")).toHaveLength(1);
  });
});

describe("学校 (/console/schools)", () => {
  it("is the operator's: a school's staff get 403", async () => {
    expect((await answerOf(() => loadSchoolsPage(page(staff.token, "/console/schools"), CONTEXT))).status).toBe(403);
    const post = await answerOf(() =>
      submitSchoolsPage(page(staff.token, "/console/schools", { intent: "createSchool", name: "某学院" }), CONTEXT),
    );
    expect(post.status).toBe(403);
  });

  it("lists, creates and renames schools, refusals kept with what was typed", async () => {
    const listed = await loadSchoolsPage(page(operator.token, "/console/schools"), CONTEXT);
    expect(listed.schools.find((school) => school.id === demo)).toMatchObject({ name: "演示大学", orgLogin: true });
    const empty = await answerOf(() =>
      submitSchoolsPage(
        page(operator.token, "/console/schools", { intent: "createSchool", name: " ", ranges: "" }),
        CONTEXT,
      ),
    );
    expect([empty.status, empty.data.errors.name]).toEqual([400, "请输入学校名称"]);
    const overlap = await answerOf(() =>
      submitSchoolsPage(
        page(operator.token, "/console/schools", { intent: "createSchool", name: "新学院", ranges: "10.1.9.0/24" }),
        CONTEXT,
      ),
    );
    expect(overlap.status).toBe(400);
    expect(overlap.data.errors.ranges).toContain("北京大学");
    expect(overlap.data.values).toEqual({ name: "新学院", ranges: "10.1.9.0/24" });

    const made = await answerOf(() =>
      submitSchoolsPage(
        page(operator.token, "/console/schools", { intent: "createSchool", name: "新学院", ranges: "203.0.113.0/24" }),
        CONTEXT,
      ),
    );
    expect([made.status, made.location]).toEqual([302, "/console/schools"]);
    const created = await schoolId("新学院");
    const taken = await answerOf(() =>
      submitSchoolsPage(
        page(operator.token, `/console/schools?edit=${created}`, {
          intent: "renameSchool",
          id: String(created),
          name: "北京大学",
        }),
        CONTEXT,
      ),
    );
    expect([taken.status, taken.data.errors.name, taken.data.values.name]).toEqual([409, "已有同名的学校", "北京大学"]);
    const renamed = await answerOf(() =>
      submitSchoolsPage(
        page(operator.token, `/console/schools?edit=${created}`, {
          intent: "renameSchool",
          id: String(created),
          name: "新学院（更名）",
        }),
        CONTEXT,
      ),
    );
    expect([renamed.status, renamed.location]).toEqual([302, `/console/schools?edit=${created}`]);
    expect((await loadSchoolsPage(page(operator.token, `/console/schools?edit=${created}`), CONTEXT)).editing).toEqual({
      id: created,
      name: "新学院（更名）",
      orgLogin: false,
      rotateHref: `/console/staff?school=${created}&rotate=1`,
    });
    expect(await auditOf("school.create")).toHaveLength(1);
    expect(await auditOf("school.rename")).toHaveLength(1);
  });

  it("sends a code in use to the one confirmation step; a school without one gets it here, shown once", async () => {
    const inUse = await answerOf(() =>
      submitSchoolsPage(
        page(operator.token, `/console/schools?edit=${demo}`, { intent: "rotateOrgCode", id: String(demo) }),
        CONTEXT,
      ),
    );
    expect([inUse.status, inUse.location]).toEqual([303, `/console/staff?school=${demo}&rotate=1`]);
    const still = await callApi("POST", "/api/User/org-login", { body: { orgId: demo, orgCode: "YT-DEMO-2026" } });
    expect(still.status).toBe(200);

    await answerOf(() =>
      submitSchoolsPage(
        page(operator.token, "/console/schools", { intent: "createSchool", name: "无码学院", ranges: "" }),
        CONTEXT,
      ),
    );
    const school = (await loadSchoolsPage(page(operator.token, "/console/schools"), CONTEXT)).schools.find(
      (candidate) => candidate.name === "无码学院",
    )!;
    expect(school.orgLogin).toBe(false);
    const generated = await answerOf(() =>
      submitSchoolsPage(
        page(operator.token, `/console/schools?edit=${school.id}`, { intent: "rotateOrgCode", id: String(school.id) }),
        CONTEXT,
      ),
    );
    expect(generated.status).toBe(200);
    expect(generated.headers?.get("Cache-Control")).toBe("no-store");
    const code = generated.data.rotated.code as string;
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    expect(generated.data.rotated).toMatchObject({ schoolId: school.id, schoolName: "无码学院", sessionsEnded: 0 });
    const loaded = await loadSchoolsPage(page(operator.token, `/console/schools?edit=${school.id}`), CONTEXT);
    expect(JSON.stringify(loaded)).not.toContain(code);
    expect(loaded.editing?.orgLogin).toBe(true);
    const fresh = await callApi("POST", "/api/User/org-login", { body: { orgId: school.id, orgCode: code } });
    expect(fresh.status).toBe(200);
    expect(await auditOf("school.org-code.rotate")).toHaveLength(1);
  });
});

describe("运营人员 (/console/operators)", () => {
  it("lists operators, adds a registered user by phone and removes them; never oneself; a school's staff 403", async () => {
    expect((await answerOf(() => loadOperatorsPage(page(staff.token, "/console/operators"), CONTEXT))).status).toBe(
      403,
    );
    const listed = await loadOperatorsPage(page(operator.token, "/console/operators"), CONTEXT);
    expect(listed.operators).toEqual([expect.objectContaining({ userId: operator.id, self: true, phoneTail: "0009" })]);

    const badPhone = await answerOf(() =>
      submitOperatorsPage(
        page(operator.token, "/console/operators", { intent: "addOperator", phoneNumber: "12345" }),
        CONTEXT,
      ),
    );
    expect([badPhone.status, badPhone.data.errors.phoneNumber, badPhone.data.values.phoneNumber]).toEqual([
      400,
      "请输入正确的手机号",
      "12345",
    ]);
    const nobody = await answerOf(() =>
      submitOperatorsPage(
        page(operator.token, "/console/operators", { intent: "addOperator", phoneNumber: "13999999999" }),
        CONTEXT,
      ),
    );
    expect([nobody.status, nobody.data.errors.phoneNumber]).toEqual([404, "没有这个手机号的用户"]);

    const colleague = await newUser("北京大学");
    const phone = await phoneOf(colleague.id);
    const added = await answerOf(() =>
      submitOperatorsPage(
        page(operator.token, "/console/operators", { intent: "addOperator", phoneNumber: phone }),
        CONTEXT,
      ),
    );
    expect([added.status, added.location]).toEqual([302, "/console/operators"]);
    expect((await loadOperatorsPage(page(operator.token, "/console/operators"), CONTEXT)).operators).toHaveLength(2);

    const self = await answerOf(() =>
      submitOperatorsPage(
        page(operator.token, "/console/operators", { intent: "revokeOperator", userId: String(operator.id) }),
        CONTEXT,
      ),
    );
    expect([self.status, self.data.errors[""]]).toEqual([409, "不能移除自己的运营人员身份"]);
    const removed = await answerOf(() =>
      submitOperatorsPage(
        page(operator.token, "/console/operators", { intent: "revokeOperator", userId: String(colleague.id) }),
        CONTEXT,
      ),
    );
    expect(removed.status).toBe(302);
    expect((await loadOperatorsPage(page(operator.token, "/console/operators"), CONTEXT)).operators).toHaveLength(1);
    const roleRows = await db
      .selectFrom("console_audit_log")
      .select(["action", "target_id"])
      .where("target_type", "=", "user")
      .where("target_id", "=", String(colleague.id))
      .orderBy("id")
      .execute();
    expect(roleRows.map((row) => row.action)).toEqual(["role.grant", "role.revoke"]);
  });
});

describe("the API under /api/console", () => {
  it("gives a school's staff their campus ranges and address test; another school's id answers as a missing one", async () => {
    const own = await callApi("GET", `/api/console/schools/${demo}/campus-ranges`, { token: staff.token });
    expect(own.body).toMatchObject({ code: 200, result: { schoolId: demo, schoolName: "演示大学" } });
    const other = await callApi("GET", `/api/console/schools/${pku}/campus-ranges`, { token: staff.token });
    const missing = await callApi("GET", "/api/console/schools/987654321/campus-ranges", { token: staff.token });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    const otherPut = await callApi("PUT", `/api/console/schools/${pku}/campus-ranges`, {
      token: staff.token,
      body: { ranges: "" },
    });
    expect(otherPut.body).toEqual(missing.body);
    expect((await callApi("GET", `/api/console/schools/${demo}/campus-ranges`, { token: student.token })).status).toBe(
      403,
    );

    const test = await callApi("GET", `/api/console/schools/${demo}/campus-ranges/test?address=10.1.0.1`, {
      token: staff.token,
    });
    expect(test.body.result).toMatchObject({
      address: "10.1.0.1",
      campusSchool: { name: "北京大学" },
      inThisSchool: false,
    });
    const overlap = await callApi("PUT", `/api/console/schools/${demo}/campus-ranges`, {
      token: staff.token,
      body: { ranges: "127.0.0.0/8\n10.1.0.0/24" },
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.msg).toContain("北京大学");
    const same = await callApi("PUT", `/api/console/schools/${demo}/campus-ranges`, {
      token: staff.token,
      body: { ranges: own.body.result.text },
    });
    expect(same.body.result).toMatchObject({ changed: false });
  });

  it("lets the operator manage licences; a school's staff read theirs and are refused changes", async () => {
    const read = await callApi("GET", `/api/console/schools/${demo}/licences`, { token: staff.token });
    expect(read.body.result).toMatchObject({ editable: false });
    const refused = await callApi("POST", `/api/console/schools/${demo}/licences`, {
      token: staff.token,
      body: { scope: "all", from: "2031-01-01" },
    });
    expect(refused.status).toBe(403);

    const made = await callApi("POST", `/api/console/schools/${pku}/licences`, {
      token: operator.token,
      body: { scope: "subject", subject: "english2", from: "2031-01-01", to: "2031-12-31" },
    });
    expect(made.body).toMatchObject({ code: 200, result: { coverage: "英语二", state: "scheduled" } });
    const id = made.body.result.id as number;
    const backwards = await callApi("PUT", `/api/console/schools/${pku}/licences/${id}`, {
      token: operator.token,
      body: { from: "2031-12-31", to: "2031-01-01" },
    });
    expect([backwards.status, backwards.body.result.fieldErrors.to]).toEqual([400, "结束日期不能早于开始日期"]);
    // A licence of 北京大学 asked for under 演示大学 answers as one that does not exist.
    const elsewhere = await callApi("POST", `/api/console/schools/${demo}/licences/${id}/end`, {
      token: operator.token,
    });
    const missing = await callApi("POST", `/api/console/schools/${demo}/licences/987654321/end`, {
      token: operator.token,
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual(missing.body);
    const ended = await callApi("POST", `/api/console/schools/${pku}/licences/${id}/end`, { token: operator.token });
    expect(ended.body.result.state).toBe("ended");
    const again = await callApi("POST", `/api/console/schools/${pku}/licences/${id}/end`, { token: operator.token });
    expect([again.status, again.body.msg]).toEqual([409, "该授权已结束"]);
  });

  it("lets the operator manage schools and operators; a school's staff may only rotate their own code", async () => {
    expect((await callApi("GET", "/api/console/schools", { token: staff.token })).status).toBe(403);
    const list = await callApi("GET", "/api/console/schools", { token: operator.token });
    expect(list.body.result.items.map((school: { name: string }) => school.name)).toContain("北京大学");
    const made = await callApi("POST", "/api/console/schools", { token: operator.token, body: { name: "接口学院" } });
    const id = made.body.result.id as number;
    const renamed = await callApi("PUT", `/api/console/schools/${id}/name`, {
      token: operator.token,
      body: { name: "接口学院二" },
    });
    expect(renamed.body.result).toEqual({ changed: true, name: "接口学院二" });
    const one = await callApi("GET", `/api/console/schools/${id}`, { token: operator.token });
    expect(one.body.result).toMatchObject({ name: "接口学院二", orgLogin: false });
    const code = await callApi("POST", `/api/console/schools/${id}/org-code`, { token: operator.token });
    expect(code.headers.get("Cache-Control")).toBe("no-store");
    expect(code.body.result.code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    expect((await callApi("POST", `/api/console/schools/${pku}/org-code`, { token: staff.token })).status).toBe(404);

    const colleague = await newUser();
    const added = await callApi("POST", "/api/console/operators", {
      token: operator.token,
      body: { phoneNumber: await phoneOf(colleague.id) },
    });
    expect(added.body.result).toEqual({ userId: colleague.id, granted: true });
    const listed = await callApi("GET", "/api/console/operators", { token: operator.token });
    expect(listed.body.result.items.map((item: { userId: number }) => item.userId)).toContain(colleague.id);
    const self = await callApi("DELETE", `/api/console/operators/${operator.id}`, { token: operator.token });
    expect(self.status).toBe(409);
    expect((await callApi("DELETE", `/api/console/operators/${colleague.id}`, { token: staff.token })).status).toBe(
      403,
    );
    const removed = await callApi("DELETE", `/api/console/operators/${colleague.id}`, { token: operator.token });
    expect(removed.body).toMatchObject({ code: 200, result: { userId: colleague.id } });
  });
});
