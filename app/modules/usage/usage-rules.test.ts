// COUNTER's processing rules on hand-made events: double clicks, sessions, unique items, pages read from URLs.
import { describe, expect, it } from "vitest";
import {
  aggregateUsage,
  pageTargetOf,
  sessionOf,
  siteCounts,
  usageDayOf,
  usageDaysBetween,
  usageDayWindow,
  withoutDoubleClicks,
  type UsageEvent,
} from "./usage-rules";

const T0 = Date.parse("2025-10-08T02:00:00Z"); // 10:00 in Beijing

function event(at: number, overrides: Partial<UsageEvent> = {}): UsageEvent {
  return {
    at,
    actor: "u:1",
    schoolId: 1,
    access: "campus",
    device: "desktop",
    action: "request",
    itemType: "course_video",
    itemId: 5,
    databaseType: "course",
    databaseId: 2,
    ...overrides,
  };
}

const count = (rows: ReturnType<typeof aggregateUsage>, metric: string) =>
  rows.filter((row) => row.metric === metric).reduce((sum, row) => sum + row.count, 0);

describe("double clicks (§7.2)", () => {
  it("counts two clicks 10 s apart once, and a click 40 s later again", () => {
    const kept = withoutDoubleClicks([event(T0), event(T0 + 10_000), event(T0 + 50_000)]);
    expect(kept.map((e) => e.at - T0)).toEqual([10_000, 50_000]);
  });

  it("counts a chain of quick clicks once, and 30 s exactly as a double click", () => {
    expect(withoutDoubleClicks([event(T0), event(T0 + 20_000), event(T0 + 40_000)])).toHaveLength(1);
    expect(withoutDoubleClicks([event(T0), event(T0 + 30_000)])).toHaveLength(1);
    expect(withoutDoubleClicks([event(T0), event(T0 + 30_001)])).toHaveLength(2);
  });

  it("keeps clicks of other users, items, actions and search terms", () => {
    const events = [
      event(T0),
      event(T0 + 1_000, { actor: "u:2" }),
      event(T0 + 2_000, { itemId: 6 }),
      event(T0 + 3_000, { action: "investigation" }),
      event(T0 + 4_000, { action: "search_platform", itemType: "", itemId: 0, detail: "高数" }),
      event(T0 + 5_000, { action: "search_platform", itemType: "", itemId: 0, detail: "英语" }),
    ];
    expect(withoutDoubleClicks(events)).toHaveLength(6);
  });
});

describe("sessions and unique items (§7.3)", () => {
  it("is one user within one clock hour", () => {
    expect(sessionOf(event(T0))).toBe(sessionOf(event(T0 + 59 * 60_000)));
    expect(sessionOf(event(T0))).not.toBe(sessionOf(event(T0 + 60 * 60_000)));
    expect(sessionOf(event(T0))).not.toBe(sessionOf(event(T0, { actor: "c:abc" })));
  });

  it("counts totals after double clicks and unique items per session; requests are investigations too", () => {
    const rows = aggregateUsage("2025-10-08", [
      event(T0),
      event(T0 + 10_000),
      event(T0 + 50_000),
      event(T0 + 2 * 3_600_000),
      event(T0 + 60_000, { action: "investigation", itemType: "course", itemId: 2 }),
    ]);
    expect(count(rows, "Total_Item_Requests")).toBe(3);
    expect(count(rows, "Unique_Item_Requests")).toBe(2);
    expect(count(rows, "Total_Item_Investigations")).toBe(4);
    expect(count(rows, "Unique_Item_Investigations")).toBe(3);
    expect(rows.every((row) => row.count > 0 && row.day === "2025-10-08")).toBe(true);
  });

  it("counts searches and refusals, and keeps each dimension apart", () => {
    const rows = aggregateUsage("2025-10-08", [
      event(T0, { action: "search_platform", itemType: "", itemId: 0, databaseType: "", databaseId: 0, detail: "a" }),
      event(T0 + 5_000, {
        action: "search_platform",
        itemType: "",
        itemId: 0,
        databaseType: "",
        databaseId: 0,
        detail: "a",
      }),
      event(T0, { action: "no_license", device: "mobile", access: "login" }),
    ]);
    expect(count(rows, "Searches_Platform")).toBe(1);
    expect(rows.find((row) => row.metric === "No_License")).toMatchObject({ device: "mobile", access: "login" });
  });
});

describe("pages as COUNTER sees them", () => {
  it("reads both trees' item pages, a course's page and a search", () => {
    expect(pageTargetOf("http://x/videoPlay?id=5")).toEqual({ action: "request", itemType: "course_video", itemId: 5 });
    expect(pageTargetOf("http://x/mobile/videvPlay?id=5")).toMatchObject({ itemType: "course_video", itemId: 5 });
    expect(pageTargetOf("/course/player?id=2&videoId=5")).toEqual({
      action: "request",
      itemType: "course_video",
      itemId: 5,
      courseId: 2,
    });
    expect(pageTargetOf("/course/player?id=2")).toEqual({ action: "investigation", itemType: "course", itemId: 2 });
    expect(pageTargetOf("/mobile/course/cover?id=2")).toEqual({
      action: "investigation",
      itemType: "course",
      itemId: 2,
    });
    expect(pageTargetOf("/trueQuesExplanation/videoPlay?id=3")).toMatchObject({ itemType: "paper_video" });
    expect(pageTargetOf("/mobile/trueQuesExplanation/videvPlay?id=3")).toMatchObject({ itemType: "paper_video" });
    expect(pageTargetOf("/livePlayback?id=4")).toMatchObject({ itemType: "live", itemId: 4 });
    expect(pageTargetOf("/question/7")).toMatchObject({ itemType: "paper", itemId: 7 });
    expect(pageTargetOf("/mobile/question/list?id=7")).toMatchObject({ itemType: "paper", itemId: 7 });
    expect(pageTargetOf("/search?keyword=%E9%AB%98%E6%95%B0")).toEqual({ action: "search_platform", keyword: "高数" });
  });

  it("ignores lists, empty searches and ids that are not ids", () => {
    for (const url of ["/livePlayback", "/search?keyword=+", "/videoPlay?id=abc", "/videoPlay?id=0", "/", "::"]) {
      expect(pageTargetOf(url), url).toBeNull();
    }
  });
});

describe("Beijing days", () => {
  it("starts a day at 16:00 UTC the day before", () => {
    expect(usageDayOf(Date.parse("2025-10-07T16:00:00Z"))).toBe("2025-10-08");
    expect(usageDayOf(Date.parse("2025-10-07T15:59:59Z"))).toBe("2025-10-07");
    expect(usageDayWindow("2025-10-08")).toEqual({
      from: Date.parse("2025-10-07T16:00:00Z"),
      to: Date.parse("2025-10-08T16:00:00Z"),
    });
    expect(usageDaysBetween(Date.parse("2025-10-30T00:00:00Z"), Date.parse("2025-11-02T00:00:00Z"))).toEqual([
      "2025-10-30",
      "2025-10-31",
      "2025-11-01",
      "2025-11-02",
    ]);
  });
});

describe("the console's measures", () => {
  it("counts page views, the day's visitors and user-hour sessions per school, access and device; gate refusals", () => {
    const view = (at: number, actor: string, device: "desktop" | "mobile" = "desktop") => ({
      at,
      actor,
      schoolId: 1,
      access: "campus" as const,
      device,
    });
    const rows = siteCounts(
      "2025-10-08",
      [view(T0, "u:1"), view(T0 + 60_000, "u:1"), view(T0 + 3_600_000, "u:1"), view(T0, "u:2", "mobile")],
      [{ device: "mobile" }, { device: "mobile" }],
    );
    const find = (metric: string, device: string) =>
      rows.find((row) => row.metric === metric && row.device === device)?.count;
    expect([find("page_views", "desktop"), find("visitors", "desktop"), find("sessions", "desktop")]).toEqual([
      3, 1, 2,
    ]);
    expect([find("page_views", "mobile"), find("visitors", "mobile"), find("sessions", "mobile")]).toEqual([1, 1, 1]);
    expect(rows.find((row) => row.metric === "campus_refusals")).toMatchObject({
      school_id: 0,
      access: "gate",
      count: 2,
    });
  });
});
