// The console's school administration pages and API (issue 25) on SQLite and PostgreSQL, over the demo data: 用户
// (search, a refused search kept with its message, 停用 / 启用, 退出所有登录), 管理员与教师 (add, a refused account kept
// with its message, remove, one's own admin role kept), 更换机构注册码 (a confirmation with its own address, the new
// code in the action's answer only, the old code refused at once), 留言与预约 (the demo's feedback and booking, filters,
// an item's state and reply as a notification), 推荐购买 — each as the page's loader and action and as the endpoint
// under /api/console/schools/{schoolId}. 演示大学's staff reach their school only (another school's id, user or item
// is 404); the operator reaches any school with ?school=.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { findUserByToken } from "~/modules/auth/session.server";
import { consoleMessages } from "~/modules/console/console-messages";
import { schoolAdminMessages as m } from "~/modules/console/school-admin-messages";
import {
  loadDemandPage,
  loadInboxItemPage,
  loadInboxPage,
  submitInboxItemPage,
} from "~/modules/console/school-inbox-pages.server";
import {
  loadSchoolStaffPage,
  loadSchoolUsersPage,
  submitSchoolStaffPage,
  submitSchoolUsersPage,
} from "~/modules/console/school-users-pages.server";
import { recommendToLibrary } from "~/modules/order/library-recommendations.server";
import { demoConsoleAccounts } from "~/seed/console-accounts";
import { callApi } from "../support/api-client";
import { asConsoleSession } from "../support/console-session";
import { loginDemo, newUser, schoolId, seedDemo, type TestUser } from "./course-fixtures";

const CONTEXT = { clientIp: "10.20.30.41" };

let demoSchool: number;
let pkuSchool: number;
let staff: TestUser;
let operator: TestUser;

function page(path: string, token: string, form?: Record<string, string>): Request {
  const headers = new Headers({ cookie: `Authorization=${token}` });
  if (!form) return new Request(`http://localhost${path}`, { headers });
  headers.set("content-type", "application/x-www-form-urlencoded");
  return new Request(`http://localhost${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
}

interface Outcome {
  status: number;
  location: string | null;
  headers: Headers;
  body: any;
}

/** What a loader or action returned or threw: a redirect, a data() answer with its status, or plain data. */
async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response)
    return { status: value.status, location: value.headers.get("location"), headers: value.headers, body: null };
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = value as unknown as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, location: null, headers: new Headers(init?.headers), body: data };
  }
  if (value instanceof Error) throw value;
  return { status: 200, location: null, headers: new Headers(), body: value };
}

const activeSessions = async (userId: number) =>
  Number(
    (
      await db
        .selectFrom("sessions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const auditRows = (action: string) =>
  db.selectFrom("console_audit_log").select(["school_id", "ip", "target_id"]).where("action", "=", action).execute();

const phoneOf = async (userId: number) =>
  (await db.selectFrom("users").select("phone_number").where("id", "=", userId).executeTakeFirstOrThrow())
    .phone_number!;

beforeAll(async () => {
  await seedDemo();
  demoSchool = await schoolId("演示大学");
  pkuSchool = await schoolId("北京大学");
  staff = await loginDemo(demoConsoleAccounts[1].phoneNumber);
  operator = await loginDemo(demoConsoleAccounts[0].phoneNumber);
  await asConsoleSession(staff.token);
  await asConsoleSession(operator.token);
});

describe("用户", () => {
  it("finds the school's users by nickname or phone digits, keeps a refused search with its message", async () => {
    const user = await newUser("演示大学");
    const phone = await phoneOf(user.id);
    const byPhone = await loadSchoolUsersPage(page(`/console/users?query=${phone.slice(-8)}`, staff.token), CONTEXT);
    expect(byPhone.users.map((row) => row.userId)).toEqual([user.id]);
    expect(byPhone.users[0]).toMatchObject({ phoneTail: phone.slice(-4), disabled: false, activeSessions: 1 });
    expect(JSON.stringify(byPhone)).not.toContain(phone);
    expect(byPhone.school).toEqual({ id: demoSchool, name: "演示大学" });
    expect(byPhone.schools).toBeNull();

    const long = "长".repeat(21);
    const refused = await loadSchoolUsersPage(page(`/console/users?query=${long}`, staff.token), CONTEXT);
    expect([refused.errors.query, refused.typed.query, refused.searched]).toEqual(["搜索内容最多 20 个字", long, ""]);
    expect(refused.total).toBeGreaterThan(1);

    // Past the last page: the last page, one address per state.
    const past = await outcome(() => loadSchoolUsersPage(page("/console/users?page=999", staff.token), CONTEXT));
    expect(past).toMatchObject({ status: 302, location: expect.stringMatching(/^\/console\/users(\?page=\d+)?$/) });
  });

  it("disables (every session ends) and enables a user, signs one out everywhere, each audited once", async () => {
    const user = await newUser("演示大学");
    await loginDemo(await phoneOf(user.id));
    expect(await activeSessions(user.id)).toBe(2);
    const here = `/console/users?query=${(await phoneOf(user.id)).slice(-8)}`;
    const disabled = await outcome(() =>
      submitSchoolUsersPage(
        page(here, staff.token, { intent: "setDisabled", userId: String(user.id), disabled: "1" }),
        CONTEXT,
      ),
    );
    expect([disabled.status, disabled.location]).toEqual([302, here]);
    expect(await activeSessions(user.id)).toBe(0);
    expect(await findUserByToken(user.token)).toBeNull();
    const listed = await loadSchoolUsersPage(page(here, staff.token), CONTEXT);
    expect(listed.users[0]).toMatchObject({ userId: user.id, disabled: true, activeSessions: 0 });

    const enabled = await outcome(() =>
      submitSchoolUsersPage(
        page(here, staff.token, { intent: "setDisabled", userId: String(user.id), disabled: "0" }),
        CONTEXT,
      ),
    );
    expect(enabled.status).toBe(302);
    expect((await loadSchoolUsersPage(page(here, staff.token), CONTEXT)).users[0]?.disabled).toBe(false);

    await loginDemo(await phoneOf(user.id));
    const signedOut = await outcome(() =>
      submitSchoolUsersPage(page(here, staff.token, { intent: "signOut", userId: String(user.id) }), CONTEXT),
    );
    expect(signedOut.status).toBe(302);
    expect(await activeSessions(user.id)).toBe(0);
    const target = String(user.id);
    for (const action of ["user.disable", "user.enable", "user.sign_out"])
      expect((await auditRows(action)).filter((row) => row.target_id === target)).toEqual([
        { school_id: demoSchool, ip: CONTEXT.clientIp, target_id: target },
      ]);
  });

  it("refuses oneself, another school's user and a form sent by hand, on the page with the message", async () => {
    const self = await outcome(() =>
      submitSchoolUsersPage(
        page("/console/users", staff.token, { intent: "setDisabled", userId: String(staff.id), disabled: "1" }),
        CONTEXT,
      ),
    );
    expect([self.status, self.body.errors[""]]).toEqual([409, m.cannotDisableSelf]);
    const pkuUser = await newUser("北京大学");
    const foreign = await outcome(() =>
      submitSchoolUsersPage(
        page("/console/users", staff.token, { intent: "signOut", userId: String(pkuUser.id) }),
        CONTEXT,
      ),
    );
    expect([foreign.status, foreign.body.errors[""]]).toEqual([404, consoleMessages.userNotInSchool]);
    expect(await activeSessions(pkuUser.id)).toBe(1);
    const junk = await outcome(() =>
      submitSchoolUsersPage(page("/console/users", staff.token, { intent: "setDisabled", userId: "x" }), CONTEXT),
    );
    expect([junk.status, junk.body.errors[""]]).toEqual([400, m.userIdInvalid]);
  });

  it("is 演示大学's for its staff (another school's ?school= is 404) and any school's for the operator", async () => {
    const foreign = await outcome(() =>
      loadSchoolUsersPage(page(`/console/users?school=${pkuSchool}`, staff.token), CONTEXT),
    );
    expect([foreign.status, foreign.body]).toEqual([404, { message: consoleMessages.schoolNotFound }]);
    const pkuUser = await newUser("北京大学");
    const asOperator = await loadSchoolUsersPage(page(`/console/users?school=${pkuSchool}`, operator.token), CONTEXT);
    expect(asOperator.school.name).toBe("北京大学");
    expect(asOperator.schools?.length).toBeGreaterThan(5);
    expect(asOperator.users.map((row) => row.userId)).toContain(pkuUser.id);
    const student = await newUser("演示大学");
    expect((await outcome(() => loadSchoolUsersPage(page("/console/users", student.token), CONTEXT))).status).toBe(403);
  });
});

describe("管理员与教师", () => {
  it("adds a teacher by phone, says so when they are one already, keeps a refused account, removes them", async () => {
    const teacher = await newUser("演示大学");
    const phone = await phoneOf(teacher.id);
    const add = (account: string, role = "teacher") =>
      outcome(() =>
        submitSchoolStaffPage(page("/console/staff", staff.token, { intent: "addMember", role, account }), CONTEXT),
      );
    expect(await add(phone)).toMatchObject({ status: 302, location: "/console/staff" });
    expect(await add(phone)).toMatchObject({ status: 302 });
    const listed = await loadSchoolStaffPage(page("/console/staff", staff.token), CONTEXT);
    expect(listed.teachers.map((member) => [member.userId, member.phoneTail])).toContainEqual([
      teacher.id,
      phone.slice(-4),
    ]);
    expect(listed.admins.map((member) => member.userId)).toContain(staff.id);
    expect(listed.selfId).toBe(staff.id);
    expect((await auditRows("role.grant")).filter((row) => row.target_id === String(teacher.id))).toHaveLength(1);

    const pkuUser = await newUser("北京大学");
    const foreign = await add(await phoneOf(pkuUser.id), "school_admin");
    expect(foreign).toMatchObject({
      status: 404,
      body: {
        form: "add-school_admin",
        errors: { account: consoleMessages.userNotInSchool },
        values: { account: await phoneOf(pkuUser.id) },
      },
    });
    expect(await add("abc")).toMatchObject({
      status: 400,
      body: { form: "add-teacher", errors: { account: m.accountInvalid }, values: { account: "abc" } },
    });

    const removed = await outcome(() =>
      submitSchoolStaffPage(
        page("/console/staff", staff.token, { intent: "removeMember", role: "teacher", userId: String(teacher.id) }),
        CONTEXT,
      ),
    );
    expect(removed.status).toBe(302);
    const after = await loadSchoolStaffPage(page("/console/staff", staff.token), CONTEXT);
    expect(after.teachers.map((member) => member.userId)).not.toContain(teacher.id);
    const self = await outcome(() =>
      submitSchoolStaffPage(
        page("/console/staff", staff.token, { intent: "removeMember", role: "school_admin", userId: String(staff.id) }),
        CONTEXT,
      ),
    );
    expect([self.status, self.body.errors[""]]).toEqual([409, consoleMessages.cannotRemoveSelf]);
  });

  it("rotates the organisation code after a confirmation: shown once, the old code refused at once", async () => {
    const orgLogin = (orgCode: string) =>
      callApi("POST", "/api/User/org-login", { body: { orgId: demoSchool, orgCode }, ip: "10.77.0.1" });
    const before = await orgLogin("YT-DEMO-2026");
    expect(before.status).toBe(200);
    const orgToken = before.body.result.accessToken as string;

    const plain = await loadSchoolStaffPage(page("/console/staff", staff.token), CONTEXT);
    expect([plain.confirmRotate, plain.hasOrgCode, plain.confirmHref]).toEqual([
      false,
      true,
      "/console/staff?rotate=1",
    ]);
    expect((await loadSchoolStaffPage(page("/console/staff?rotate=1", staff.token), CONTEXT)).confirmRotate).toBe(true);

    const rotated = await outcome(() =>
      submitSchoolStaffPage(page("/console/staff?rotate=1", staff.token, { intent: "rotateOrgCode" }), CONTEXT),
    );
    expect(rotated.status).toBe(200);
    expect(rotated.headers.get("cache-control")).toBe("no-store");
    const code = rotated.body.rotated.code as string;
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
    expect(rotated.body.rotated.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect(await findUserByToken(orgToken)).toBeNull();
    expect((await orgLogin("YT-DEMO-2026")).status).not.toBe(200);
    expect((await orgLogin(code)).status).toBe(200);
    // Never in a GET.
    expect(JSON.stringify(await loadSchoolStaffPage(page("/console/staff", staff.token), CONTEXT))).not.toContain(code);
    expect(await auditRows("school.org-code.rotate")).toEqual([
      { school_id: demoSchool, ip: CONTEXT.clientIp, target_id: String(demoSchool) },
    ]);
  });
});

describe("留言与预约", () => {
  it("lists the demo's feedback and booking, filters by kind, keeps a refused filter with its message", async () => {
    const all = await loadInboxPage(page("/console/inbox", staff.token), CONTEXT);
    expect(all.items.map((item) => item.kindName).sort()).toEqual(["意见反馈", "预约咨询"]);
    expect(all.items.every((item) => item.stateName === "新")).toBe(true);
    const bookings = await loadInboxPage(page("/console/inbox?kind=booking", staff.token), CONTEXT);
    expect(bookings.items.map((item) => item.summary)).toEqual([expect.stringContaining("数学一")]);
    expect(bookings.filter).toEqual({ kind: "booking", state: "" });
    const refused = await loadInboxPage(page("/console/inbox?state=done", staff.token), CONTEXT);
    expect([refused.errors.state, refused.items.length, refused.filter.state]).toEqual([m.stateInvalid, 2, ""]);
    const operatorView = await loadInboxPage(page(`/console/inbox?school=${pkuSchool}`, operator.token), CONTEXT);
    expect(operatorView.items).toEqual([]);
    expect(operatorView.school.name).toBe("北京大学");
  });

  it("shows an item, changes its state, refuses an empty or long reply with what was typed, and replies", async () => {
    const list = await loadInboxPage(page("/console/inbox?kind=feedback", staff.token), CONTEXT);
    const href = list.items[0]!.href;
    expect(href).toMatch(/^\/console\/inbox\/feedback\/\d+$/);
    const id = href.split("/").at(-1)!;
    const params = { kind: "feedback", id };
    const item = await loadInboxItemPage(page(href, staff.token), CONTEXT, params);
    expect(item.item).toMatchObject({ title: `意见反馈 #${id}`, state: "new", textLabel: "反馈内容", reply: null });
    expect(item.item.details).toContainEqual({ label: "反馈类型", value: "功能异常" });

    const state = await outcome(() =>
      submitInboxItemPage(page(href, staff.token, { intent: "state", state: "in_progress" }), CONTEXT, params),
    );
    expect([state.status, state.location]).toEqual([302, href]);
    const empty = await outcome(() =>
      submitInboxItemPage(page(href, staff.token, { intent: "reply", body: "   " }), CONTEXT, params),
    );
    expect(empty).toMatchObject({ status: 400, body: { form: "reply", errors: { body: m.replyRequired } } });
    const long = "长".repeat(501);
    const tooLong = await outcome(() =>
      submitInboxItemPage(page(href, staff.token, { intent: "reply", body: long }), CONTEXT, params),
    );
    expect(tooLong).toMatchObject({ status: 400, body: { errors: { body: m.replyTooLong }, values: { body: long } } });

    const sender = await db.selectFrom("feedback").select("user_id").where("id", "=", Number(id)).executeTakeFirst();
    const replied = await outcome(() =>
      submitInboxItemPage(
        page(href, staff.token, { intent: "reply", body: "已转给技术同事，本周内修复。" }),
        CONTEXT,
        params,
      ),
    );
    expect(replied.status).toBe(302);
    const after = await loadInboxItemPage(page(href, staff.token), CONTEXT, params);
    expect(after.item).toMatchObject({ state: "replied", reply: { body: "已转给技术同事，本周内修复。" } });
    const notes = await db
      .selectFrom("notifications")
      .select(["title", "body"])
      .where("user_id", "=", sender!.user_id!)
      .where("dedupe_key", "like", "console:inbox:%")
      .execute();
    expect(notes).toEqual([{ title: "您的意见反馈有了回复", body: expect.stringContaining("已转给技术同事") }]);
  });

  it("answers another school's item, and an address that names none, with the same 404", async () => {
    const pkuUser = await newUser("北京大学");
    const row = await db
      .insertInto("feedback")
      .values({
        type: 1,
        suggestion: "北大的建议",
        phone: "x",
        user_id: pkuUser.id,
        ip: "",
        user_agent: "",
        created_at: 1,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const params of [
      { kind: "feedback", id: String(row.id) },
      { kind: "feedback", id: "987654321" },
      { kind: "letter", id: "1" },
    ]) {
      const path = `/console/inbox/${params.kind}/${params.id}`;
      const loaded = await outcome(() => loadInboxItemPage(page(path, staff.token), CONTEXT, params));
      expect([loaded.status, loaded.body]).toEqual([404, { message: m.itemNotFound }]);
      const posted = await outcome(() =>
        submitInboxItemPage(page(path, staff.token, { intent: "state", state: "replied" }), CONTEXT, params),
      );
      expect([posted.status, posted.body]).toEqual([404, { message: m.itemNotFound }]);
    }
  });
});

describe("推荐购买", () => {
  it("counts the school's students' requests per course, read-only", async () => {
    const [first, second] = [await newUser("演示大学"), await newUser("演示大学")];
    await recommendToLibrary(first, 1, Date.now() - 60_000);
    await recommendToLibrary(second, 1);
    await recommendToLibrary(first, 2, Date.now() - 120_000);
    const demand = await loadDemandPage(page("/console/demand", staff.token), CONTEXT);
    expect(demand.courses.map((course) => [course.courseId, course.requests, course.licensed])).toEqual([
      [1, 2, true],
      [2, 1, true],
    ]);
    expect(demand.courses[0]).toMatchObject({ href: "/course/detail?id=1", subject: expect.any(String) });
    const pku = await loadDemandPage(page(`/console/demand?school=${pkuSchool}`, operator.token), CONTEXT);
    expect(pku.courses).toEqual([]);
  });
});

describe("the API under /api/console/schools/{schoolId}", () => {
  const base = () => `/api/console/schools/${demoSchool}`;

  it("answers another school's id 404 whatever is asked, and a student 403", async () => {
    for (const [method, path] of [
      ["GET", "/users"],
      ["GET", "/staff"],
      ["POST", "/org-code"],
      ["GET", "/inbox"],
      ["GET", "/demand"],
    ] as const) {
      const answer = await callApi(method, `/api/console/schools/${pkuSchool}${path}`, {
        token: staff.token,
        ...(method === "GET" ? {} : { body: {} }),
      });
      expect(answer.body, path).toEqual({ code: 404, msg: consoleMessages.schoolNotFound, result: null });
    }
    const student = await newUser("演示大学");
    expect((await callApi("GET", `${base()}/users`, { token: student.token })).status).toBe(403);
  });

  it("searches, disables, enables and signs out a user", async () => {
    const user = await newUser("演示大学");
    const phone = await phoneOf(user.id);
    const found = await callApi("GET", `${base()}/users?query=${phone.slice(-8)}`, { token: staff.token });
    expect(found.body.result).toMatchObject({ total: 1, items: [{ userId: user.id, phoneTail: phone.slice(-4) }] });
    const disabled = await callApi("POST", `${base()}/users/${user.id}/disabled`, {
      token: staff.token,
      body: { disabled: true },
    });
    expect(disabled.body).toEqual({
      code: 200,
      msg: "已停用该用户，并退出了其 1 处登录",
      result: { changed: true, sessionsEnded: 1 },
    });
    const again = await callApi("POST", `${base()}/users/${user.id}/disabled`, {
      token: staff.token,
      body: { disabled: true },
    });
    expect(again.body.result).toEqual({ changed: false, sessionsEnded: 0 });
    expect(
      (await callApi("POST", `${base()}/users/${user.id}/disabled`, { token: staff.token, body: { disabled: false } }))
        .body.result,
    ).toEqual({ changed: true, sessionsEnded: 0 });
    await loginDemo(phone);
    const signedOut = await callApi("POST", `${base()}/users/${user.id}/sign-out`, { token: staff.token, body: {} });
    expect(signedOut.body.result).toEqual({ sessionsEnded: 1 });
    const bad = await callApi("POST", `${base()}/users/${user.id}/disabled`, { token: staff.token, body: {} });
    expect(bad.body).toMatchObject({ code: 400, msg: m.disabledInvalid });
  });

  it("lists, adds and removes staff, and rotates the organisation code (no-store)", async () => {
    const teacher = await newUser("演示大学");
    const added = await callApi("POST", `${base()}/staff`, {
      token: operator.token,
      body: { role: "teacher", account: String(teacher.id) },
    });
    expect(added.body.result).toEqual({ userId: teacher.id, granted: true });
    const listed = await callApi("GET", `${base()}/staff`, { token: staff.token });
    expect(listed.body.result.teachers.map((member: { userId: number }) => member.userId)).toContain(teacher.id);
    const removed = await callApi("DELETE", `${base()}/staff/teacher/${teacher.id}`, { token: staff.token });
    expect(removed.body).toEqual({ code: 200, msg: "已移除教师身份", result: { userId: teacher.id, role: "teacher" } });
    const gone = await callApi("DELETE", `${base()}/staff/teacher/${teacher.id}`, { token: staff.token });
    expect(gone.body).toMatchObject({ code: 404, msg: consoleMessages.roleNotFound });

    const rotated = await callApi("POST", `${base()}/org-code`, { token: staff.token, body: {} });
    expect(rotated.status).toBe(200);
    expect(rotated.headers.get("cache-control")).toBe("no-store");
    expect(rotated.body.result.code).toMatch(/^[2-9A-Z]{4}-/);
  });

  it("reads the inbox and an item, marks its state and replies; 推荐购买 as a page of courses", async () => {
    const list = await callApi("GET", `${base()}/inbox?kind=booking`, { token: staff.token });
    expect(list.body.result.items).toHaveLength(1);
    const id = list.body.result.items[0].id as number;
    const item = await callApi("GET", `${base()}/inbox/booking/${id}`, { token: staff.token });
    expect(item.body.result).toMatchObject({ kind: "booking", subject: "数学一", bookingStatus: "open" });
    const marked = await callApi("POST", `${base()}/inbox/booking/${id}/state`, {
      token: staff.token,
      body: { state: "in_progress" },
    });
    expect(marked.body).toEqual({ code: 200, msg: "已标记为「处理中」", result: { changed: true } });
    const refused = await callApi("POST", `${base()}/inbox/booking/${id}/reply`, { token: staff.token, body: {} });
    expect(refused.body).toMatchObject({ code: 400, msg: m.replyRequired });
    const replied = await callApi("POST", `${base()}/inbox/booking/${id}/reply`, {
      token: staff.token,
      body: { body: "周三晚上 7 点给您回电。" },
    });
    expect(replied.body.result).toEqual({ state: "replied", sms: "not-asked" });
    const missing = await callApi("GET", `${base()}/inbox/booking/987654321`, { token: staff.token });
    expect(missing.body).toMatchObject({ code: 404, msg: m.itemNotFound });

    const demand = await callApi("GET", `${base()}/demand`, { token: staff.token });
    expect(demand.body.result).toMatchObject({ page: 1, rows: 20 });
  });
});
