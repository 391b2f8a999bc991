// 直播管理's rules that need no database: Beijing minutes, the stream address, and the schedule.
import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import {
  beijingMinute,
  beijingMinuteInput,
  isStreamUrl,
  liveSchema,
  liveUpdateSchema,
  scheduleProblem,
} from "./live-editor-schemas";

const HOUR = 3_600_000;

const form = {
  title: "数学冲刺直播",
  teacher: "张老师",
  subject: "math1",
  introduction: "",
  startsAt: "2026-12-10T19:30",
  endsAt: "2026-12-10T21:00",
  streamUrl: "https://live.example.cn/app/math.m3u8?auth_key=1-2-3",
  videoId: "",
  free: "on",
};

describe("beijingMinute", () => {
  it("reads a datetime-local value and a typed one as Beijing time", () => {
    expect(beijingMinute("2026-12-10T19:30")).toBe(Date.parse("2026-12-10T11:30:00Z"));
    expect(beijingMinute(" 2026-12-10 19:30 ")).toBe(Date.parse("2026-12-10T11:30:00Z"));
    expect(beijingMinute("2027-01-01T00:00:00")).toBe(Date.parse("2026-12-31T16:00:00Z"));
  });

  it("refuses what is not a real minute", () => {
    for (const text of ["", "2026-02-30T10:00", "2026-12-10T24:00", "2026-12-10T19:60", "2026/12/10 19:30", "明天"])
      expect(beijingMinute(text)).toBeNull();
  });

  it("writes an instant back as the field's value", () => {
    expect(beijingMinuteInput(Date.parse("2026-12-31T16:05:00Z"))).toBe("2027-01-01T00:05");
    expect(beijingMinute(beijingMinuteInput(1_800_000_000_000))).toBe(1_800_000_000_000 - (1_800_000_000_000 % 60_000));
  });
});

describe("isStreamUrl", () => {
  it("takes https HLS and MP4 addresses, with a query", () => {
    expect(isStreamUrl("https://live.example.cn/app/stream.m3u8")).toBe(true);
    expect(isStreamUrl("https://live.example.cn/app/STREAM.M3U8?auth_key=1-0-0-abc")).toBe(true);
    expect(isStreamUrl("https://cdn.example.cn/a/b.mp4")).toBe(true);
  });

  it("refuses http, other schemes, credentials, other formats and junk", () => {
    for (const text of [
      "http://live.example.cn/app/stream.m3u8",
      "rtmp://live.example.cn/app/stream",
      "javascript:alert(1)//.m3u8",
      "https://user:pass@live.example.cn/app/stream.m3u8",
      "https://live.example.cn/app/stream.flv",
      "https://live.example.cn/app/stream",
      "https://live.example.cn/a b.m3u8",
      "/media/live.m3u8",
    ])
      expect(isStreamUrl(text), text).toBe(false);
  });
});

describe("the schedule", () => {
  it("needs the end after the start, within twelve hours", () => {
    expect(scheduleProblem(0, 2 * HOUR)).toBeNull();
    expect(scheduleProblem(0, 12 * HOUR)).toBeNull();
    expect(scheduleProblem(HOUR, HOUR)).toBe("结束时间必须晚于开始时间");
    expect(scheduleProblem(2 * HOUR, HOUR)).toBe("结束时间必须晚于开始时间");
    expect(scheduleProblem(0, 12 * HOUR + 60_000)).toBe("直播时长不能超过 12 小时，请检查日期");
  });
});

describe("liveSchema", () => {
  it("accepts a live with a stream and no replay", () => {
    const parsed = liveSchema.parse(form);
    expect(parsed).toMatchObject({ subject: "math1", free: true, videoId: undefined });
  });

  it("gives one Chinese message per field", () => {
    const result = liveSchema.safeParse({
      ...form,
      title: " ",
      subject: "chemistry",
      startsAt: "2026-12-10 19:30",
      endsAt: "2026-12-1021:00",
      streamUrl: "http://live.example.cn/a.m3u8",
      videoId: "abc",
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({
      title: "请填写直播标题",
      subject: "请选择科目",
      endsAt: "时间格式应为 2026-12-10 19:30（北京时间）",
      streamUrl: "直播地址须是 https:// 开头的 HLS（.m3u8）或 MP4（.mp4）地址",
      videoId: "请从视频库中选择回放视频",
    });
  });

  it("refuses an end before the start once the fields are sound", () => {
    const result = liveSchema.safeParse({ ...form, endsAt: "2026-12-10T18:00" });
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({ endsAt: "结束时间必须晚于开始时间" });
  });

  it("checks the schedule on the API's save too", () => {
    const result = liveUpdateSchema.safeParse({ ...form, id: 1, version: 5, endsAt: "2026-12-11T19:30" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({ endsAt: "直播时长不能超过 12 小时，请检查日期" });
  });
});
