// POST /api/Feedback and /api/Appoint (book, isAppointed, cancel) through the real dispatcher, plus the feedback
// form's page glue (the dialog's post/redirect/get and the mobile page's in-place answer), on SQLite and PostgreSQL.
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { createSession } from "~/modules/auth/session.server";
import { FEEDBACK_LIMIT } from "~/modules/feedback/feedback.server";
import { handleFeedbackDialogPost, handleFeedbackPagePost } from "~/modules/feedback/feedback-forms.server";
import { callApi } from "../support/api-client";

let ipCounter = 0;
/** A fresh documentation-range address per call, so the per-IP feedback limit never leaks between tests. */
function newIp(): string {
  ipCounter += 1;
  return `203.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

let userCounter = 0;
async function newUser(): Promise<{ id: number; token: string }> {
  userCounter += 1;
  const now = Date.now();
  const phone = `136${String(process.pid % 10000).padStart(4, "0")}${String(userCounter).padStart(4, "0")}`;
  const row = await db
    .insertInto("users")
    .values({
      school_id: null,
      phone_number: phone,
      password_hash: null,
      nickname: `预约用户${userCounter}`,
      avatar: null,
      is_org: 0,
      disabled: 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, token: await createSession(row.id, { ip: "127.0.0.1", userAgent: "vitest" }) };
}

const goodFeedback = { type: 2, phone: "13800000001", suggestion: "视频播放到一半会卡住，希望能修复。" };
const goodBooking = {
  name: "林同学",
  phone: "13912345678",
  subject: "计算机科学与技术（408）",
  preferredTime: "工作日晚上",
  question: "二战该如何安排专业课复习？",
};

describe("POST /api/Feedback", () => {
  it.each([
    [{}, "phone", "请填写您的联系方式"],
    [{ type: 1, suggestion: "很好用" }, "phone", "请填写您的联系方式"],
    [{ type: 1, phone: "qq 12345" }, "suggestion", "请填写您的意见建议"],
    [{ type: 1, phone: "qq 12345", suggestion: "好".repeat(201) }, "suggestion", "意见建议最多 200 个字"],
    [{ type: 4, phone: "qq 12345", suggestion: "好" }, "type", "请选择反馈类型"],
  ])("validates %j → %s: %s", async (input, field, message) => {
    const { status, body } = await callApi("POST", "/api/Feedback", { body: input, ip: newIp() });
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.msg).toBe(message);
    expect(body.result.fieldErrors[field]).toBe(message);
  });

  it("reports the contact before the suggestion when both are missing", async () => {
    const { body } = await callApi("POST", "/api/Feedback", {
      body: { type: 1, phone: "", suggestion: "" },
      ip: newIp(),
    });
    expect(body.msg).toBe("请填写您的联系方式");
    expect(Object.keys(body.result.fieldErrors)).toEqual(["phone", "suggestion"]);
  });

  it("stores a visitor's feedback with user_id null and answers 提交成功 in the 200 envelope", async () => {
    const ip = newIp();
    const suggestion = `匿名反馈 ${ip}`;
    const { status, body } = await callApi("POST", "/api/Feedback", {
      body: { ...goodFeedback, suggestion },
      ip,
      headers: { "user-agent": "Mozilla/5.0 (test)" },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, msg: "提交成功", result: null });
    const row = await db
      .selectFrom("feedback")
      .selectAll()
      .where("suggestion", "=", suggestion)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      type: 2,
      phone: "13800000001",
      user_id: null,
      ip,
      user_agent: "Mozilla/5.0 (test)",
      inbox_state: "new",
    });
    expect(Math.abs(row.created_at - Date.now())).toBeLessThan(60_000);
  });

  it("ties the feedback to the user when a token is sent", async () => {
    const user = await newUser();
    const suggestion = `登录用户的反馈 ${user.id}`;
    const { status } = await callApi("POST", "/api/Feedback", {
      body: { type: "3", phone: " 我的邮箱 a@b.cn ", suggestion },
      token: user.token,
      ip: newIp(),
    });
    expect(status).toBe(200);
    const row = await db
      .selectFrom("feedback")
      .selectAll()
      .where("suggestion", "=", suggestion)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 3, phone: "我的邮箱 a@b.cn", user_id: user.id });
  });

  it(`allows ${FEEDBACK_LIMIT.points} per address per 10 minutes, then 429 with Retry-After; invalid input is not counted`, async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await callApi("POST", "/api/Feedback", { body: {}, ip })).status).toBe(400);
    }
    for (let i = 0; i < FEEDBACK_LIMIT.points; i += 1) {
      const { status } = await callApi("POST", "/api/Feedback", {
        body: { ...goodFeedback, suggestion: `第 ${i} 条` },
        ip,
      });
      expect(status).toBe(200);
    }
    const refused = await callApi("POST", "/api/Feedback", { body: goodFeedback, ip });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(429);
    expect(refused.body.msg).toMatch(/^提交过于频繁，请 \d+ 分钟后再试$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await callApi("POST", "/api/Feedback", { body: goodFeedback, ip: newIp() })).status).toBe(200);
  });
});

describe("/api/Appoint", () => {
  it.each([
    ["POST", "/api/Appoint"],
    ["GET", "/api/Appoint/isAppointed"],
    ["POST", "/api/Appoint/cancel"],
  ])("%s %s needs a token (401)", async (method, path) => {
    const { status, body } = await callApi(method, path, { body: method === "POST" ? goodBooking : undefined });
    expect(status).toBe(401);
    expect(body.msg).toBe("请先登录");
  });

  it("says nobody is appointed at first", async () => {
    const user = await newUser();
    const { status, body } = await callApi("GET", "/api/Appoint/isAppointed", { token: user.token });
    expect(status).toBe(200);
    expect(body.result).toEqual({ isAppointed: false, appointment: null });
  });

  it.each([
    [{}, "name", "请输入姓名"],
    [{ ...goodBooking, phone: "12345" }, "phone", "请输入正确的手机号"],
    [{ ...goodBooking, subject: "" }, "subject", "请填写报考专业或科目"],
    [{ ...goodBooking, preferredTime: "凌晨" }, "preferredTime", "请选择期望联系时间"],
    [{ ...goodBooking, question: "问".repeat(501) }, "question", "问题描述最多 500 个字"],
  ])("validates %j → %s: %s", async (input, field, message) => {
    const user = await newUser();
    const { status, body } = await callApi("POST", "/api/Appoint", { body: input, token: user.token });
    expect(status).toBe(400);
    expect(body.msg).toBe(message);
    expect(body.result.fieldErrors[field]).toBe(message);
  });

  it("books, reports the open appointment, refuses a second one (409), cancels, and books again", async () => {
    const user = await newUser();
    const created = await callApi("POST", "/api/Appoint", { body: goodBooking, token: user.token });
    expect(created.status).toBe(200);
    expect(created.body.msg).toBe("预约成功，我们会尽快与您联系");
    expect(created.body.result).toMatchObject({
      id: expect.any(Number),
      name: "林同学",
      phone: "139****5678",
      subject: "计算机科学与技术（408）",
      preferredTime: "工作日晚上",
      question: "二战该如何安排专业课复习？",
      status: "open",
    });

    const state = await callApi("GET", "/api/Appoint/isAppointed", { token: user.token });
    expect(state.body.result).toEqual({ isAppointed: true, appointment: created.body.result });

    const second = await callApi("POST", "/api/Appoint", {
      body: { ...goodBooking, name: "林同学二" },
      token: user.token,
    });
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe("您已有一个待处理的预约，请勿重复预约；如需修改，请先取消当前预约");

    const cancelled = await callApi("POST", "/api/Appoint/cancel", { body: {}, token: user.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.msg).toBe("预约已取消");
    expect(cancelled.body.result).toMatchObject({ id: created.body.result.id, status: "cancelled" });
    expect((await callApi("GET", "/api/Appoint/isAppointed", { token: user.token })).body.result).toEqual({
      isAppointed: false,
      appointment: null,
    });
    const cancelAgain = await callApi("POST", "/api/Appoint/cancel", { body: {}, token: user.token });
    expect(cancelAgain.status).toBe(404);
    expect(cancelAgain.body.msg).toBe("您当前没有待处理的预约");

    const again = await callApi("POST", "/api/Appoint", {
      body: { ...goodBooking, preferredTime: "周末" },
      token: user.token,
    });
    expect(again.status).toBe(200);
    expect(again.body.result.id).not.toBe(created.body.result.id);
    const rows = await db
      .selectFrom("appointments")
      .select(["status", "preferred_time"])
      .where("user_id", "=", user.id)
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { status: "cancelled", preferred_time: "工作日晚上" },
      { status: "open", preferred_time: "周末" },
    ]);
  });

  it("never cancels someone else's appointment", async () => {
    const owner = await newUser();
    const other = await newUser();
    const created = await callApi("POST", "/api/Appoint", { body: goodBooking, token: owner.token });
    const attempt = await callApi("POST", "/api/Appoint/cancel", {
      body: { id: created.body.result.id },
      token: other.token,
    });
    expect(attempt.status).toBe(404);
    expect((await callApi("GET", "/api/Appoint/isAppointed", { token: owner.token })).body.result.isAppointed).toBe(
      true,
    );
  });

  it("lets only one of two simultaneous bookings in", async () => {
    const user = await newUser();
    const results = await Promise.all(
      [1, 2, 3].map(() => callApi("POST", "/api/Appoint", { body: goodBooking, token: user.token })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
    const open = await db
      .selectFrom("appointments")
      .select("id")
      .where("user_id", "=", user.id)
      .where("status", "=", "open")
      .execute();
    expect(open).toHaveLength(1);
  });

  it("has a partial unique index: one open row per user, any number of closed ones", async () => {
    const user = await newUser();
    const now = Date.now();
    const row = (status: "open" | "done" | "cancelled") => ({
      user_id: user.id,
      name: "索引测试",
      phone: "13912345678",
      subject: "数学一",
      preferred_time: "周末",
      question: "",
      status,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto("appointments")
      .values([row("cancelled"), row("cancelled"), row("done"), row("open")])
      .execute();
    await expect(db.insertInto("appointments").values(row("open")).execute()).rejects.toThrow(/UNIQUE|duplicate key/i);
  });
});

describe("feedback form glue", () => {
  const context = (ip: string) => ({ clientIp: ip, cspNonce: "" }) as AppLoadContext;
  const post = (url: string, fields: Record<string, string>) =>
    new Request(url, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });

  it("dialog: a failure returns to the page with ?feedback=1 and the messages in the flash", async () => {
    const response = await handleFeedbackDialogPost(
      post("http://localhost/feedback", {
        redirectTo: "/course?type=2",
        type: "1",
        phone: "",
        suggestion: "想要夜间模式",
      }),
      context(newIp()),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/course?type=2&feedback=1");
    expect(response.headers.get("set-cookie")).toMatch(/^__flash=/);
  });

  it("dialog: success stores it and returns to the page without the dialog", async () => {
    const ip = newIp();
    const response = await handleFeedbackDialogPost(
      post("http://localhost/feedback", {
        redirectTo: "/?feedback=1",
        type: "1",
        phone: "a@b.cn",
        suggestion: `对话框反馈 ${ip}`,
      }),
      context(ip),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    const row = await db
      .selectFrom("feedback")
      .select(["ip", "user_id"])
      .where("suggestion", "=", `对话框反馈 ${ip}`)
      .executeTakeFirst();
    expect(row).toEqual({ ip, user_id: null });
  });

  it("dialog: never redirects off the site", async () => {
    const response = await handleFeedbackDialogPost(
      post("http://localhost/feedback", { redirectTo: "//evil.example/x", type: "1", phone: "", suggestion: "" }),
      context(newIp()),
    );
    expect(response.headers.get("location")).toBe("/?feedback=1");
  });

  it("mobile page: a failure answers in place with the messages in order and what was typed", async () => {
    const result = (await handleFeedbackPagePost(
      post("http://localhost/mobile/user/feedback", { type: "2", phone: "", suggestion: "" }),
      context(newIp()),
    )) as unknown as {
      data: { values: Record<string, string>; errors: Record<string, string> };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(Object.entries(result.data.errors)).toEqual([
      ["phone", "请填写您的联系方式"],
      ["suggestion", "请填写您的意见建议"],
    ]);
    expect(result.data.values).toEqual({ phone: "", suggestion: "", type: "2" });
  });

  it("mobile page: success goes to the redirect target with the toast", async () => {
    const ip = newIp();
    const response = await handleFeedbackPagePost(
      post("http://localhost/mobile/user/feedback?redirect=%2Fmobile%2Fuser", {
        type: "3",
        phone: "qq 123",
        suggestion: `移动端 ${ip}`,
      }),
      context(ip),
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("location")).toBe("/mobile/user");
  });
});
