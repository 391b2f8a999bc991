// The pure parts of 消息: tabs, links in each tree, the events' texts and keys, the reminder's window, the forms.
import { describe, expect, it } from "vitest";
import {
  isReminderDue,
  liveReminderNotice,
  orderClosedNotice,
  orderPaidNotice,
  refundRefusedNotice,
  refundSucceededNotice,
  yuanText,
} from "./notification-events";
import { isSitePath, notificationLinkFor, notificationTabOf, notificationTabs } from "./notification-kinds";
import { liveBookingSchema, newsActionSchema, notificationPageQuerySchema } from "./notification-schemas";

describe("tabs", () => {
  it("lists 全部 / 未读 / 系统通知 / 订单 / 直播 / 社区 and reads ?tab=", () => {
    expect(notificationTabs.map((tab) => tab.name)).toEqual(["全部", "未读", "系统通知", "订单", "直播", "社区"]);
    expect(notificationTabOf(null)).toBe("all");
    expect(notificationTabOf("")).toBe("all");
    expect(notificationTabOf("unread")).toBe("unread");
    expect(notificationTabOf("square")).toBe("square");
    expect(notificationTabOf("admin")).toBeNull();
  });
});

describe("links", () => {
  it("accepts only paths of this site", () => {
    expect(isSitePath("/user/order")).toBe(true);
    expect(isSitePath("//evil.example/x")).toBe(false);
    expect(isSitePath("/\\evil.example")).toBe(false);
    expect(isSitePath("https://evil.example/")).toBe(false);
    expect(isSitePath(`/${"a".repeat(600)}`)).toBe(false);
  });

  it("shows the desktop form on desktop and the /mobile twin on mobile", () => {
    expect(notificationLinkFor("desktop", "/livePlayback?id=3")).toBe("/livePlayback?id=3");
    expect(notificationLinkFor("mobile", "/livePlayback?id=3")).toBe("/mobile/livePlayback?id=3");
    expect(notificationLinkFor("mobile", "/user/order")).toBe("/mobile/user/order");
    expect(notificationLinkFor("mobile", "/square/experPlay?id=1#comment-2")).toBe(
      "/mobile/news/player?id=1#comment-2",
    );
    expect(notificationLinkFor("desktop", "/square/experPlay?id=1#comment-2")).toBe("/square/experPlay?id=1#comment-2");
    expect(notificationLinkFor("mobile", "/")).toBe("/mobile/");
    expect(notificationLinkFor("mobile", "/mobile/user/news")).toBe("/mobile/user/news");
    expect(notificationLinkFor("mobile", null)).toBeNull();
    expect(notificationLinkFor("desktop", "//evil.example")).toBeNull();
  });
});

describe("events", () => {
  const order = { orderNo: "YT202611250000000001", firstTitle: "考研政治全程班", lines: 1, amountFen: 19900 };

  it("says what was paid, closed or refunded, each keyed by its order or refund", () => {
    expect(yuanText(19900)).toBe("¥199.00");
    expect(orderPaidNotice(order)).toEqual({
      kind: "order",
      title: "支付成功",
      body: "订单 YT202611250000000001（「考研政治全程班」）已支付 ¥199.00，现在就可以开始学习了。",
      link: "/course/order/result?orderNo=YT202611250000000001",
      dedupeKey: "order:paid:YT202611250000000001",
    });
    expect(orderClosedNotice({ ...order, lines: 3 })).toMatchObject({
      title: "订单已关闭",
      body: expect.stringContaining("「考研政治全程班」等 3 件商品"),
      link: "/user/order",
      dedupeKey: "order:closed:YT202611250000000001",
    });
    const refund = { ...order, outRefundNo: "R1", refundFen: 19900, origin: "student" as const };
    expect(refundSucceededNotice(refund)).toMatchObject({
      title: "退款成功",
      dedupeKey: "refund:success:R1",
      body: expect.stringContaining("权限已收回"),
    });
    expect(refundSucceededNotice({ ...refund, origin: "duplicate" }).body).toContain("多支付的 ¥199.00 已原路退回");
    expect(refundRefusedNotice(refund)).toMatchObject({ title: "退款未成功", dedupeKey: "refund:refused:R1" });
  });

  it("reminds of a booked live from 15 minutes before its start until its end, in Beijing time", () => {
    const startsAt = Date.parse("2026-11-25T19:30:00+08:00");
    const live = { startsAt, endsAt: startsAt + 90 * 60_000 };
    expect(isReminderDue(live, startsAt - 15 * 60_000 - 1)).toBe(false);
    expect(isReminderDue(live, startsAt - 15 * 60_000)).toBe(true);
    expect(isReminderDue(live, startsAt + 60 * 60_000)).toBe(true);
    expect(isReminderDue(live, live.endsAt)).toBe(false);
    const before = liveReminderNotice({ id: 7, title: "国家线解读", startsAt }, startsAt - 10 * 60_000);
    expect(before).toMatchObject({
      kind: "live",
      title: "直播即将开始",
      link: "/livePlayback?id=7",
      dedupeKey: "live:7",
    });
    expect(before.body).toContain("11月25日 19:30");
    expect(liveReminderNotice({ id: 7, title: "国家线解读", startsAt }, startsAt + 60_000).title).toBe("直播已开始");
  });
});

describe("forms", () => {
  it("reads 标为已读 and 全部标为已读, and refuses anything else with a Chinese message", () => {
    expect(newsActionSchema.parse({ intent: "read", id: "12" })).toEqual({ intent: "read", id: 12 });
    expect(newsActionSchema.parse({ intent: "read-all" })).toEqual({ intent: "read-all" });
    const noId = newsActionSchema.safeParse({ intent: "read", id: "" });
    expect(noId.success ? null : noId.error.issues[0]!.message).toBe("请选择要标为已读的消息");
    const bad = newsActionSchema.safeParse({ intent: "delete" });
    expect(bad.success ? null : bad.error.issues[0]!.message).toBe("无法识别的操作");
    expect(liveBookingSchema.safeParse({ intent: "book" }).success).toBe(true);
    expect(liveBookingSchema.safeParse({ intent: "later" }).success).toBe(false);
  });

  it("clamps the API's rows and defaults the tab", () => {
    expect(notificationPageQuerySchema.parse({ rows: "500" })).toEqual({ tab: "all", page: 1, rows: 100 });
    expect(notificationPageQuerySchema.safeParse({ tab: "spam" }).success).toBe(false);
  });
});
