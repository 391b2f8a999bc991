// 学长学姐认证 in the console (issue 26) on SQLite and PostgreSQL: the operator sees the applications of students with
// no school (which no school's account sees) and of every school, approves one (the badge and the profile appear),
// revokes it with a reason (the badge goes, the profile stays, the student sees why and may apply again), approves a
// declined one; a decision the state no longer allows is 409 and writes nothing; a decline without a reason is refused
// beside its form; one audit row per decision; the proof image for the operator; a school's administrator gets 403;
// the API in its envelope.
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { seniorApplicationSchema } from "~/modules/seniors/senior-application-schemas";
import { applyForSenior, applyStateOf, seniorBadgeFor } from "~/modules/seniors/senior-applications.server";
import { loadSeniorOverrides, submitSeniorOverride } from "~/modules/seniors/senior-override-pages.server";
import { serveOverrideProofImage } from "~/modules/seniors/senior-proof-route.server";
import { demoConsoleAccounts } from "~/seed/console-accounts";
import { callApi } from "../support/api-client";
import { asConsoleSession } from "../support/console-session";
import { signedInPageRequest } from "../support/page-request";
import { loginDemo, newUser, seedDemo, type TestUser } from "./course-fixtures";

const CONTEXT = { clientIp: "10.20.30.44" };
const input = seniorApplicationSchema.parse({
  admittedSchool: "浙江大学",
  admittedMajor: "计算机技术",
  examYear: "2026",
  subject1: "政治",
  score1: "70",
  subject2: "英语二",
  score2: "80",
  totalScore: "150",
  introduction: "在职备考一年，分享时间安排和英语二的复习方法。",
});

let operator: string;
let staff: string;

const pageRequest = (token: string, path: string, form?: Record<string, string>) =>
  signedInPageRequest(`http://localhost${path}`, token, form);
type Refused = { data: { id: string; errors: Record<string, string> }; init: { status: number } };

async function proof(): Promise<File> {
  const bytes = await sharp({ create: { width: 24, height: 16, channels: 3, background: "#2e86de" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "offer.png", { type: "image/png" });
}

async function applied(user: TestUser): Promise<number> {
  const view = await applyForSenior({ id: user.id, isOrg: false, schoolId: user.schoolId }, input, await proof());
  return view.id;
}

const decide = (token: string, form: Record<string, string>) =>
  submitSeniorOverride(pageRequest(token, "/console/seniors?state=pending", form), CONTEXT);

const auditOf = async (id: number) =>
  (
    await db
      .selectFrom("console_audit_log")
      .select("action")
      .where("target_type", "=", "senior_application")
      .where("target_id", "=", String(id))
      .orderBy("id")
      .execute()
  ).map((row) => row.action);

beforeAll(async () => {
  await seedDemo();
  operator = (await loginDemo(demoConsoleAccounts[0].phoneNumber)).token;
  await asConsoleSession(operator);
  staff = (await loginDemo(demoConsoleAccounts[1].phoneNumber)).token;
  await asConsoleSession(staff);
});

describe("学长学姐认证 on the page", () => {
  it("approves a school-less student's application, revokes it with a reason, and lets them apply again", async () => {
    const student = await newUser(null);
    const id = await applied(student);
    const pending = await loadSeniorOverrides(pageRequest(operator, "/console/seniors?state=pending"), CONTEXT);
    const row = pending.items.find((item) => item.id === id);
    expect(row).toMatchObject({ schoolName: null, actions: ["approve", "decline"], verified: false });

    const approved = (await decide(operator, { id: String(id), action: "approve", reason: "" })) as Response;
    expect([approved.status, approved.headers.get("location")]).toEqual([302, "/console/seniors?state=pending"]);
    const badge = (await seniorBadgeFor([student.id])).get(student.id);
    expect(badge?.seniorId).toBeGreaterThan(0);

    // Approving again: the state no longer allows it.
    const twice = (await decide(operator, { id: String(id), action: "approve", reason: "" })) as unknown as Refused;
    expect([twice.init.status, twice.data.id]).toEqual([409, String(id)]);

    const noReason = (await decide(operator, { id: String(id), action: "revoke", reason: " " })) as unknown as Refused;
    expect([noReason.init.status, noReason.data.errors.reason]).toEqual([
      400,
      "不通过或撤销认证时请写明原因（学生会看到）",
    ]);
    const revoked = (await decide(operator, {
      id: String(id),
      action: "revoke",
      reason: "录取信息与学校公示不符",
    })) as Response;
    expect(revoked.status).toBe(302);
    expect((await seniorBadgeFor([student.id])).size).toBe(0);
    // The profile stays (its posts name it); the student sees why and may apply again.
    const profile = await db
      .selectFrom("seniors")
      .select("user_id")
      .where("id", "=", badge?.seniorId ?? 0)
      .executeTakeFirst();
    expect(profile).toEqual({ user_id: null });
    const state = await applyStateOf({ id: student.id, isOrg: false, schoolId: null });
    expect([state.canApply, state.application?.state, state.application?.reason]).toEqual([
      true,
      "declined",
      "录取信息与学校公示不符",
    ]);
    const notices = await db
      .selectFrom("notifications")
      .select("title")
      .where("user_id", "=", student.id)
      .orderBy("id")
      .execute();
    expect(notices.map((notice) => notice.title)).toEqual(["学长学姐申请已通过", "学长学姐认证已撤销"]);

    // A declined application may be approved over: the account is linked to its profile again.
    expect(((await decide(operator, { id: String(id), action: "approve", reason: "" })) as Response).status).toBe(302);
    expect((await seniorBadgeFor([student.id])).get(student.id)?.seniorId).toBe(badge?.seniorId);
    expect(await auditOf(id)).toEqual(["senior.approve", "senior.revoke", "senior.approve"]);
  });

  it("declines a school's pending application with its reason, serves the proof to the operator only", async () => {
    const student = await newUser("北京大学");
    const id = await applied(student);
    const declined = (await decide(operator, {
      id: String(id),
      action: "decline",
      reason: "证明图片看不清",
    })) as Response;
    expect(declined.status).toBe(302);
    const state = await applyStateOf({ id: student.id, isOrg: false, schoolId: student.schoolId });
    expect(state.application?.reason).toBe("证明图片看不清");
    const unknownAction = (await decide(operator, {
      id: String(id),
      action: "delete",
      reason: "",
    })) as unknown as Refused;
    expect([unknownAction.init.status, unknownAction.data.errors.action]).toEqual([
      400,
      "请选择认证通过、不通过或撤销认证",
    ]);

    const image = await serveOverrideProofImage(
      pageRequest(operator, `/console/seniors/proof/${id}`),
      CONTEXT,
      String(id),
    );
    expect([image.status, image.headers.get("content-type"), image.headers.get("cache-control")]).toEqual([
      200,
      "image/png",
      "private, no-store",
    ]);
    await expect(
      serveOverrideProofImage(pageRequest(operator, "/console/seniors/proof/99999999"), CONTEXT, "99999999"),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      serveOverrideProofImage(pageRequest(staff, `/console/seniors/proof/${id}`), CONTEXT, String(id)),
    ).rejects.toMatchObject({ init: { status: 403 } });
    await expect(loadSeniorOverrides(pageRequest(staff, "/console/seniors"), CONTEXT)).rejects.toMatchObject({
      init: { status: 403 },
    });
  });
});

describe("/api/console/seniors", () => {
  it("lists and decides in the envelope", async () => {
    const student = await newUser(null);
    const id = await applied(student);
    const list = await callApi("GET", "/api/console/seniors?state=pending&rows=100", { token: operator });
    expect(list.status).toBe(200);
    expect(list.body.result.items.find((item: { id: number }) => item.id === id)?.actions).toEqual([
      "approve",
      "decline",
    ]);
    const decided = await callApi("POST", `/api/console/seniors/${id}/decide`, {
      token: operator,
      body: { action: "approve" },
    });
    expect([decided.status, decided.body.msg]).toEqual([200, expect.stringContaining("已认证通过")]);
    const again = await callApi("POST", `/api/console/seniors/${id}/decide`, {
      token: operator,
      body: { action: "decline", reason: "晚了" },
    });
    expect(again.status).toBe(409);
    expect((await callApi("GET", "/api/console/seniors", { token: staff })).status).toBe(403);
  });
});
