// 有回复时短信通知我 (issue 25; docs/decisions/0047) on SQLite and PostgreSQL: the box is kept through the API and the
// pages only for a signed-in user of a school with a phone; a reply then texts the notice to the account's own phone
// (never the feedback's free contact) — or says why not: not asked, notices off (no template), three already today.
// The reply itself and its notification happen whatever becomes of the SMS.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { setSmsProviderForTests, type SmsNotice, type SmsProvider } from "~/modules/auth/sms-provider.server";
import type { ConsoleAccess } from "~/modules/console/console-access";
import { loadInboxItemPage } from "~/modules/console/school-inbox-pages.server";
import { getInboxItem, replyToInboxItem } from "~/modules/console/school-inbox.server";
import { smsReplyOffer } from "~/modules/notifications/sms-reply.server";
import { callApi } from "../support/api-client";
import { actorOf, orgAccount, phoneOf } from "../support/console-fixtures";
import { asConsoleSession } from "../support/console-session";
import { demoConsoleAccounts } from "~/seed/console-accounts";
import { loginDemo, newUser, schoolId, seedDemo, type TestUser } from "./course-fixtures";

const T0 = Date.parse("2026-11-29T10:00:00+08:00");

let demoSchool: number;
let demoAdmin: ConsoleAccess;
/** 演示大学's demo library account, in a console session: for the page and the API. */
let staff: TestUser;
let student: TestUser;
let studentPhone: string;
const sent: Array<{ phoneNumber: string; notice: SmsNotice }> = [];

const withNotices: SmsProvider = {
  name: "recording",
  send: async () => undefined,
  sendNotice: async (phoneNumber, notice) => {
    sent.push({ phoneNumber, notice });
  },
};
/** A provider configured without a notice template: codes only. */
const codesOnly: SmsProvider = { name: "codes-only", send: async () => undefined };

let ipCounter = 0;
const newIp = () => `203.0.113.${++ipCounter}`;

async function feedbackVia(token: string | null, body: Record<string, unknown>) {
  const answer = await callApi("POST", "/api/Feedback", {
    body: { type: 1, phone: "qq 12345678", suggestion: `短信回复测试 ${ipCounter}`, ...body },
    ip: newIp(),
    ...(token ? { token } : {}),
  });
  expect(answer.status).toBe(200);
  return db.selectFrom("feedback").select(["id", "sms_reply"]).orderBy("id", "desc").executeTakeFirstOrThrow();
}

async function bookingVia(user: TestUser, smsReply: unknown) {
  const answer = await callApi("POST", "/api/Appoint", {
    body: {
      name: "林同学",
      phone: "13912345678",
      subject: "数学一",
      preferredTime: "周末",
      ...(smsReply === undefined ? {} : { smsReply }),
    },
    token: user.token,
  });
  expect(answer.status).toBe(200);
  return db
    .selectFrom("appointments")
    .select(["id", "sms_reply"])
    .where("user_id", "=", user.id)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
}

const reply = (kind: "feedback" | "booking", id: number, at: number) =>
  replyToInboxItem(demoAdmin, actorOf(demoAdmin), demoSchool, kind, id, "已收到，谢谢你的反馈。", at);

beforeAll(async () => {
  await seedDemo();
  demoSchool = await schoolId("演示大学");
  demoAdmin = await orgAccount(demoSchool, "演示大学", T0);
  staff = await loginDemo(demoConsoleAccounts[1]!.phoneNumber);
  await asConsoleSession(staff.token);
  student = await newUser("演示大学");
  studentPhone = await phoneOf(student.id);
});

afterEach(() => {
  setSmsProviderForTests(null);
  sent.length = 0;
});

describe("the box", () => {
  it("is offered to a signed-in user of a school with a phone, naming its last four digits", () => {
    expect(smsReplyOffer({ phoneNumber: "13800000001", schoolId: 1 })).toEqual({ phoneTail: "0001" });
    expect(smsReplyOffer(null)).toBeNull();
    expect(smsReplyOffer({ phoneNumber: null, schoolId: 1 })).toBeNull();
    expect(smsReplyOffer({ phoneNumber: "13800000001", schoolId: null })).toBeNull();
  });

  it("is kept from the API for a school's user, never for a visitor; absent or unticked is no", async () => {
    expect((await feedbackVia(student.token, { smsReply: true })).sms_reply).toBe(1);
    expect((await feedbackVia(student.token, { smsReply: "on" })).sms_reply).toBe(1);
    expect((await feedbackVia(student.token, {})).sms_reply).toBe(0);
    expect((await feedbackVia(student.token, { smsReply: false })).sms_reply).toBe(0);
    expect((await feedbackVia(null, { smsReply: true })).sms_reply).toBe(0);
    const schoolless = await newUser(null);
    expect((await feedbackVia(schoolless.token, { smsReply: true })).sms_reply).toBe(0);
  });
});

describe("a reply", () => {
  it("texts the notice to the account's own phone when asked, and the item says it was asked", async () => {
    setSmsProviderForTests(withNotices);
    const feedback = await feedbackVia(student.token, { smsReply: "on", phone: "someone@example.com" });
    expect((await getInboxItem(demoAdmin, demoSchool, "feedback", feedback.id)).smsReply).toBe(true);
    const { sms, notification } = await reply("feedback", feedback.id, T0);
    expect(sms).toBe("sent");
    expect(notification).toBeTruthy();
    expect(sent).toEqual([{ phoneNumber: studentPhone, notice: { subject: "意见反馈" } }]);
  });

  it("sends nothing when not asked, and says notices are off when no template is configured", async () => {
    setSmsProviderForTests(withNotices);
    const quiet = await feedbackVia(student.token, {});
    expect((await reply("feedback", quiet.id, T0)).sms).toBe("not-asked");
    expect(sent).toEqual([]);

    setSmsProviderForTests(codesOnly);
    const asked = await feedbackVia(student.token, { smsReply: true });
    expect((await reply("feedback", asked.id, T0)).sms).toBe("off");
    const state = await db.selectFrom("feedback").select("inbox_state").where("id", "=", asked.id).executeTakeFirst();
    expect(state?.inbox_state).toBe("replied");
  });

  it("answers through the API with what became of the SMS, and the page warns when notices are off", async () => {
    const booker = await newUser("演示大学");
    const booking = await bookingVia(booker, true);
    expect(booking.sms_reply).toBe(1);
    setSmsProviderForTests(codesOnly);
    const page = await loadInboxItemPage(
      new Request(`http://localhost/console/inbox/booking/${booking.id}`, {
        headers: { cookie: `Authorization=${staff.token}` },
      }),
      { clientIp: "127.0.0.1" },
      { kind: "booking", id: String(booking.id) },
    );
    expect(page.item.smsAsked).toBe(true);
    expect(page.item.smsOff).toBe(true);
    expect(page.item.details).toContainEqual({ label: "短信通知", value: "有回复时发短信通知" });

    setSmsProviderForTests(withNotices);
    const answer = await callApi("POST", `/api/console/schools/${demoSchool}/inbox/booking/${booking.id}/reply`, {
      body: { body: "周末下午老师会给你回电。" },
      token: staff.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({ state: "replied", sms: "sent" });
    expect(answer.body.msg).toBe("已回复：用户会在「消息」中看到，并已发短信通知");
    expect(sent).toEqual([{ phoneNumber: await phoneOf(booker.id), notice: { subject: "预约咨询" } }]);
  });

  it("texts one user at most three notices a day, however many replies", async () => {
    setSmsProviderForTests(withNotices);
    const chatty = await newUser("演示大学");
    const outcomes: string[] = [];
    for (let index = 0; index < 4; index++) {
      const item = await feedbackVia(chatty.token, { smsReply: true });
      outcomes.push((await reply("feedback", item.id, T0 + index)).sms);
    }
    expect(outcomes).toEqual(["sent", "sent", "sent", "limited"]);
    expect(sent).toHaveLength(3);
  });
});
