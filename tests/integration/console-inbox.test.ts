// The console's 收件箱 (issue 25) on SQLite and PostgreSQL, over the demo data: the feedback and bookings of a school's
// users in one list (newest first, 20 a page, filtered by state and kind; another school's items and a visitor's
// feedback never in it), one item whole with phone numbers as their last four digits, 新 / 处理中 / 已回复, and a reply
// that is kept with who wrote it and reaches the user as a notification. Every change writes exactly one audit row, a
// refused or empty one none; another school's ids are "not found" (404), a student or a teacher is refused (403).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { createAppointment } from "~/modules/appoint/appoint.server";
import type { ConsoleAccess } from "~/modules/console/console-access";
import {
  commandLineActor,
  consoleAccessOf,
  grantOperatorByPhone,
  grantSchoolRole,
} from "~/modules/console/console-roles.server";
import { getInboxItem, listInbox, replyToInboxItem, setInboxState } from "~/modules/console/school-inbox.server";
import { submitFeedback } from "~/modules/feedback/feedback.server";
import { listNotifications } from "~/modules/notifications/notifications.server";
import { domainErrorOf } from "../support/domain-error";
import { newUser, schoolId, seedDemo, type TestUser } from "./course-fixtures";
import { accessOf, actorOf, auditCount, auditSince, orgAccount, phoneOf } from "../support/console-fixtures";

const T0 = Date.parse("2026-11-28T10:00:00+08:00");
const MINUTE = 60_000;

let demoSchool: number;
let pkuSchool: number;
let demoAdmin: ConsoleAccess;
let pkuAdmin: ConsoleAccess;
let operator: ConsoleAccess;
let studentAccess: ConsoleAccess;
let teacherAccess: ConsoleAccess;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
const aliceFeedback: number[] = [];
let bobFeedback: number;
let aliceBooking: number;
let bobBooking: number;
let carolFeedback: number;
let carolBooking: number;
let visitorFeedback: number;

/** The inbox's replies among a user's notifications (opening 消息 also delivers the demo's system notices). */
const notificationsOf = (userId: number) =>
  db
    .selectFrom("notifications")
    .selectAll()
    .where("user_id", "=", userId)
    .where("dedupe_key", "like", "console:inbox:%")
    .orderBy("id")
    .execute();

let ipCounter = 0;
/** Through the real service (its per-address limit kept out of the way), then dated. */
async function feedbackFrom(user: TestUser | null, suggestion: string, createdAt: number, type = 1) {
  ipCounter += 1;
  const { id } = await submitFeedback(
    { type: type as 1 | 2 | 3, suggestion, phone: "qq 12345678", smsReply: false },
    { user: user && { ...user, phoneNumber: null }, ip: `192.0.2.${ipCounter}`, userAgent: "Mozilla/5.0 (inbox test)" },
  );
  await db.updateTable("feedback").set({ created_at: createdAt }).where("id", "=", id).execute();
  return id;
}

async function bookingFrom(user: TestUser, subject: string, createdAt: number) {
  const { id } = await createAppointment(
    { ...user, phoneNumber: null },
    {
      name: "小林",
      phone: await phoneOf(user.id),
      subject,
      preferredTime: "周末",
      question: "复习规划怎么做",
      smsReply: false,
    },
  );
  await db.updateTable("appointments").set({ created_at: createdAt }).where("id", "=", id).execute();
  return id;
}

beforeAll(async () => {
  await seedDemo();
  demoSchool = await schoolId("演示大学");
  pkuSchool = await schoolId("北京大学");
  // The demo's own feedback and booking (app/seed/inbox-seed.server.ts) are left out: this file counts its own items.
  const demoUsers = db.selectFrom("users").select("id").where("school_id", "=", demoSchool);
  await db.deleteFrom("feedback").where("user_id", "in", demoUsers).execute();
  await db.deleteFrom("appointments").where("user_id", "in", demoUsers).execute();
  demoAdmin = await orgAccount(demoSchool, "演示大学", T0);
  pkuAdmin = await orgAccount(pkuSchool, "北京大学", T0);
  const operatorUser = await newUser();
  await grantOperatorByPhone(await phoneOf(operatorUser.id), commandLineActor, T0);
  operator = await consoleAccessOf({ id: operatorUser.id, isOrg: false, schoolId: null });
  studentAccess = await accessOf(await newUser("演示大学"));
  const teacher = await newUser("演示大学");
  await grantSchoolRole(demoSchool, { phoneNumber: await phoneOf(teacher.id), role: "teacher" }, actorOf(demoAdmin));
  teacherAccess = await accessOf(teacher);

  alice = await newUser("演示大学");
  bob = await newUser("演示大学");
  carol = await newUser("北京大学");
  // 26 items of 演示大学's users, newest first: bob's booking, bob's feedback, alice's booking, alice's 23 feedback.
  for (let index = 0; index < 23; index++)
    aliceFeedback.push(await feedbackFrom(alice, `第 ${index} 条建议`, T0 + index * MINUTE, (index % 3) + 1));
  aliceBooking = await bookingFrom(alice, "数学一", T0 + 25 * MINUTE);
  bobFeedback = await feedbackFrom(bob, "视频在手机上播放卡顿，希望能优化一下清晰度切换", T0 + 30 * MINUTE, 2);
  bobBooking = await bookingFrom(bob, "英语一", T0 + 40 * MINUTE);
  // Another school's, and a visitor's: in no list of 演示大学.
  carolFeedback = await feedbackFrom(carol, "北大同学的建议", T0 + 50 * MINUTE);
  carolBooking = await bookingFrom(carol, "政治", T0 + 51 * MINUTE);
  visitorFeedback = await feedbackFrom(null, "访客的建议", T0 + 50 * MINUTE);
});

describe("the inbox list", () => {
  it("holds the school's users' feedback and bookings, newest first, 20 a page", async () => {
    const first = await listInbox(demoAdmin, demoSchool, { page: 1 });
    expect(first).toMatchObject({ page: 1, rows: 20, total: 26 });
    const expected = [
      ["booking", bobBooking],
      ["feedback", bobFeedback],
      ["booking", aliceBooking],
      ...aliceFeedback.map((id) => ["feedback", id]).reverse(),
    ];
    expect(first.items.map((item) => [item.kind, item.id])).toEqual(expected.slice(0, 20));
    const second = await listInbox(demoAdmin, demoSchool, { page: 2 });
    expect(second.items.map((item) => [item.kind, item.id])).toEqual(expected.slice(20));
    expect(first.items[0]).toMatchObject({
      kind: "booking",
      kindName: "预约咨询",
      state: "new",
      stateName: "新",
      createdAt: T0 + 40 * MINUTE,
      from: { userId: bob.id, phoneTail: (await phoneOf(bob.id)).slice(-4) },
      summary: "英语一：复习规划怎么做",
      repliedAt: null,
    });
    expect(first.items[1]!.summary).toBe("视频在手机上播放卡顿，希望能优化一下清晰度切换");
    expect(JSON.stringify(first)).not.toContain(await phoneOf(bob.id));

    // The operator reads any school's; another school's inbox has its own items only.
    expect((await listInbox(operator, demoSchool, { page: 1 })).total).toBe(26);
    const pku = await listInbox(pkuAdmin, pkuSchool, { page: 1 });
    expect(pku.items.map((item) => [item.kind, item.id])).toEqual([
      ["booking", carolBooking],
      ["feedback", carolFeedback],
    ]);
  });

  it("filters by kind and by state", async () => {
    const bookings = await listInbox(demoAdmin, demoSchool, { kind: "booking", page: 1 });
    expect(bookings.items.map((item) => item.id)).toEqual([bobBooking, aliceBooking]);
    expect((await listInbox(demoAdmin, demoSchool, { kind: "feedback", page: 1 })).total).toBe(24);
    expect((await listInbox(demoAdmin, demoSchool, { state: "new", page: 1 })).total).toBe(26);

    await setInboxState(demoAdmin, actorOf(demoAdmin), demoSchool, "feedback", aliceFeedback[4]!, "in_progress", T0);
    await setInboxState(demoAdmin, actorOf(demoAdmin), demoSchool, "booking", aliceBooking, "in_progress", T0);
    const working = await listInbox(demoAdmin, demoSchool, { state: "in_progress", page: 1 });
    expect(working.items.map((item) => [item.kind, item.id, item.stateName])).toEqual([
      ["booking", aliceBooking, "处理中"],
      ["feedback", aliceFeedback[4], "处理中"],
    ]);
    const workingFeedback = await listInbox(demoAdmin, demoSchool, {
      state: "in_progress",
      kind: "feedback",
      page: 1,
    });
    expect(workingFeedback.items.map((item) => item.id)).toEqual([aliceFeedback[4]]);
    expect((await listInbox(demoAdmin, demoSchool, { state: "new", page: 1 })).total).toBe(24);
    expect((await listInbox(demoAdmin, demoSchool, { state: "replied", page: 1 })).total).toBe(0);
  });

  it("is refused to another school's administrator (404), a student and a teacher (403)", async () => {
    expect(await domainErrorOf(listInbox(pkuAdmin, demoSchool, { page: 1 }))).toMatchObject({
      status: 404,
      message: "没有这所学校，或您无权管理它",
    });
    for (const refused of [studentAccess, teacherAccess])
      expect(await domainErrorOf(listInbox(refused, demoSchool, { page: 1 }))).toMatchObject({ status: 403 });
  });
});

describe("one item", () => {
  it("is read whole, with the contact and phone number as their last four characters", async () => {
    expect(await getInboxItem(demoAdmin, demoSchool, "feedback", bobFeedback)).toEqual({
      kind: "feedback",
      kindName: "意见反馈",
      id: bobFeedback,
      state: "new",
      stateName: "新",
      createdAt: T0 + 30 * MINUTE,
      from: { userId: bob.id, nickname: expect.any(String), phoneTail: (await phoneOf(bob.id)).slice(-4) },
      smsReply: false,
      reply: null,
      typeName: "功能异常",
      suggestion: "视频在手机上播放卡顿，希望能优化一下清晰度切换",
      contactTail: "5678",
      userAgent: "Mozilla/5.0 (inbox test)",
    });
    const booking = await getInboxItem(demoAdmin, demoSchool, "booking", bobBooking);
    expect(booking).toMatchObject({
      kind: "booking",
      name: "小林",
      subject: "英语一",
      preferredTime: "周末",
      question: "复习规划怎么做",
      phoneTail: (await phoneOf(bob.id)).slice(-4),
      bookingStatus: "open",
      bookingStatusName: "待处理",
    });
    expect(JSON.stringify(booking)).not.toContain(await phoneOf(bob.id));
  });

  it("is not found in another school, for a visitor's feedback, or under the other kind", async () => {
    for (const [access, school, kind, id] of [
      [pkuAdmin, pkuSchool, "feedback", bobFeedback],
      [pkuAdmin, pkuSchool, "booking", bobBooking],
      [demoAdmin, demoSchool, "feedback", carolFeedback],
      [demoAdmin, demoSchool, "booking", carolBooking],
      [demoAdmin, demoSchool, "feedback", visitorFeedback],
      [operator, demoSchool, "booking", carolBooking],
    ] as const)
      expect(await domainErrorOf(getInboxItem(access, school, kind, id))).toMatchObject({
        status: 404,
        message: "没有找到这条反馈或预约",
      });
    expect(await domainErrorOf(getInboxItem(pkuAdmin, demoSchool, "feedback", bobFeedback))).toMatchObject({
      status: 404,
      message: "没有这所学校，或您无权管理它",
    });
    expect(await domainErrorOf(getInboxItem(studentAccess, demoSchool, "feedback", bobFeedback))).toMatchObject({
      status: 403,
    });
  });
});

describe("state and reply", () => {
  it("marks a state with one row; the same state again writes none", async () => {
    const id = aliceFeedback[10]!;
    const before = await auditCount();
    expect(await setInboxState(demoAdmin, actorOf(demoAdmin), demoSchool, "feedback", id, "in_progress", T0)).toEqual({
      changed: true,
    });
    expect(
      await setInboxState(demoAdmin, actorOf(demoAdmin), demoSchool, "feedback", id, "in_progress", T0 + 1),
    ).toEqual({ changed: false });
    const rows = await auditSince(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_user_id: demoAdmin.userId,
      school_id: demoSchool,
      action: "inbox.state",
      target_type: "feedback",
      target_id: String(id),
      before_json: JSON.stringify({ state: "new" }),
      after_json: JSON.stringify({ state: "in_progress" }),
    });
    expect((await getInboxItem(demoAdmin, demoSchool, "feedback", id)).stateName).toBe("处理中");
  });

  it("keeps a reply with who wrote it, makes the item 已回复 and notifies the user, one row each", async () => {
    const staff = await newUser("演示大学");
    await db.updateTable("users").set({ nickname: "图书馆小王" }).where("id", "=", staff.id).execute();
    await grantSchoolRole(
      demoSchool,
      { phoneNumber: await phoneOf(staff.id), role: "school_admin" },
      actorOf(demoAdmin),
    );
    const staffAccess = await accessOf(staff);
    const before = await auditCount();

    expect(
      await replyToInboxItem(
        staffAccess,
        actorOf(staffAccess),
        demoSchool,
        "booking",
        bobBooking,
        "  我们会在周六上午电话联系您。 ",
        T0 + 60 * MINUTE,
      ),
    ).toEqual({ notification: "stored", sms: "not-asked" });
    const item = await getInboxItem(demoAdmin, demoSchool, "booking", bobBooking);
    expect(item).toMatchObject({
      state: "replied",
      stateName: "已回复",
      reply: {
        body: "我们会在周六上午电话联系您。",
        repliedAt: T0 + 60 * MINUTE,
        repliedBy: { userId: staff.id, nickname: "图书馆小王" },
      },
    });
    const notes = await notificationsOf(bob.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: "system",
      title: "您的预约咨询有了回复",
      body: "关于您提交的预约咨询「英语一」：我们会在周六上午电话联系您。",
      link: null,
      read_at: null,
    });
    const listed = await listNotifications(bob.id, { tab: "all", page: 1, rows: 20 }, T0 + 61 * MINUTE);
    expect(listed.items.map((note) => note.title)).toContain("您的预约咨询有了回复");

    // A second reply replaces the item's; the row keeps the first, and the user hears again.
    await replyToInboxItem(
      demoAdmin,
      actorOf(demoAdmin),
      demoSchool,
      "booking",
      bobBooking,
      "改到周日。",
      T0 + 70 * MINUTE,
    );
    expect((await getInboxItem(demoAdmin, demoSchool, "booking", bobBooking)).reply).toMatchObject({
      body: "改到周日。",
      repliedBy: { userId: demoAdmin.userId, nickname: "演示大学" },
    });
    expect(await notificationsOf(bob.id)).toHaveLength(2);
    const rows = await auditSince(before);
    expect(rows.map((row) => [row.action, row.target_type, row.target_id, row.before_json, row.after_json])).toEqual([
      [
        "inbox.reply",
        "booking",
        String(bobBooking),
        JSON.stringify({ state: "new", reply: null }),
        JSON.stringify({ state: "replied", reply: "我们会在周六上午电话联系您。" }),
      ],
      [
        "inbox.reply",
        "booking",
        String(bobBooking),
        JSON.stringify({ state: "replied", reply: "我们会在周六上午电话联系您。" }),
        JSON.stringify({ state: "replied", reply: "改到周日。" }),
      ],
    ]);
    expect(rows[0]!.actor_user_id).toBe(staff.id);
    const replied = await listInbox(demoAdmin, demoSchool, { state: "replied", page: 1 });
    expect(replied.items.map((entry) => [entry.kind, entry.id, entry.repliedAt])).toEqual([
      ["booking", bobBooking, T0 + 70 * MINUTE],
    ]);

    // Feedback too; the quote is the start of what the user wrote.
    await replyToInboxItem(operator, actorOf(operator), demoSchool, "feedback", bobFeedback, "已修复。", T0);
    expect((await notificationsOf(bob.id)).at(-1)).toMatchObject({
      title: "您的意见反馈有了回复",
      body: "关于您提交的意见反馈「视频在手机上播放卡顿，希望能优化一下清晰…」：已修复。",
    });
  });

  it("refuses another school's item, another school, a student, a teacher, an empty reply: no row, no notification", async () => {
    const before = await auditCount();
    const aliceNotes = (await notificationsOf(alice.id)).length;
    const carolNotes = (await notificationsOf(carol.id)).length;
    const id = aliceFeedback[0]!;
    const refusals: Array<[() => Promise<unknown>, number]> = [
      [() => replyToInboxItem(pkuAdmin, actorOf(pkuAdmin), pkuSchool, "feedback", id, "回复", T0), 404],
      [() => replyToInboxItem(pkuAdmin, actorOf(pkuAdmin), demoSchool, "feedback", id, "回复", T0), 404],
      [() => replyToInboxItem(demoAdmin, actorOf(demoAdmin), demoSchool, "booking", carolBooking, "回复", T0), 404],
      [() => replyToInboxItem(demoAdmin, actorOf(demoAdmin), demoSchool, "feedback", visitorFeedback, "回复", T0), 404],
      [() => replyToInboxItem(studentAccess, actorOf(studentAccess), demoSchool, "feedback", id, "回复", T0), 403],
      [() => replyToInboxItem(teacherAccess, actorOf(teacherAccess), demoSchool, "feedback", id, "回复", T0), 403],
      [() => replyToInboxItem(demoAdmin, actorOf(demoAdmin), demoSchool, "feedback", id, "   ", T0), 400],
      [() => setInboxState(pkuAdmin, actorOf(pkuAdmin), pkuSchool, "feedback", id, "replied", T0), 404],
      [() => setInboxState(pkuAdmin, actorOf(pkuAdmin), demoSchool, "feedback", id, "replied", T0), 404],
      [() => setInboxState(demoAdmin, actorOf(demoAdmin), demoSchool, "booking", carolBooking, "replied", T0), 404],
      [() => setInboxState(studentAccess, actorOf(studentAccess), demoSchool, "feedback", id, "replied", T0), 403],
    ];
    for (const [refusal, status] of refusals) expect(await domainErrorOf(refusal())).toMatchObject({ status });
    expect(await auditCount()).toBe(before);
    expect(await notificationsOf(alice.id)).toHaveLength(aliceNotes);
    expect(await notificationsOf(carol.id)).toHaveLength(carolNotes);
    expect((await getInboxItem(demoAdmin, demoSchool, "feedback", id)).state).toBe("new");
    expect((await getInboxItem(pkuAdmin, pkuSchool, "booking", carolBooking)).state).toBe("new");
  });
});
