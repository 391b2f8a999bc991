import { describe, expect, it } from "vitest";
import { courseListSchema, lectureFavSchema, learnListSchema, progressBeaconSchema } from "./course-schemas";

describe("courseListSchema", () => {
  it("defaults to the site's course type, page 1, 20 rows, 最热", () => {
    expect(courseListSchema.parse({})).toEqual({ page: 1, rows: 20, type: 2, sort: "hot" });
  });

  it("reads query strings: subject by name or code, Chinese sorts, free flags, clamped rows", () => {
    expect(
      courseListSchema.parse({
        subject: "数学一",
        sort: "最新",
        free: "1",
        rows: "500",
        page: "3",
        type: "1",
        tag: " 真题 ",
      }),
    ).toEqual({
      page: 3,
      rows: 100,
      type: 1,
      subject: "math1",
      sort: "new",
      free: true,
      tag: "真题",
    });
    expect(courseListSchema.parse({ subject: "Politics", free: "0", sort: "" }).subject).toBe("politics");
    expect(courseListSchema.parse({ subject: "", keyword: "" })).toEqual({ page: 1, rows: 20, type: 2, sort: "hot" });
  });

  it("refuses what it cannot read, with Chinese messages", () => {
    const result = courseListSchema.safeParse({ subject: "物理", sort: "random", page: "0" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages.some((message) => message.startsWith("科目不存在"))).toBe(true);
    expect(messages).toContain("排序方式只能是最热（hot）或最新（new）");
    expect(messages).toContain("页码应为正整数");
  });
});

describe("progress and favourite inputs", () => {
  it("reads a beacon from form strings", () => {
    expect(
      progressBeaconSchema.parse({
        videoId: "5",
        position: "12.5",
        session: "abc-1",
        seq: "3",
        startedAt: "1800000000000",
      }),
    ).toEqual({
      videoId: 5,
      type: 1,
      position: 12.5,
      session: "abc-1",
      seq: 3,
      startedAt: 1_800_000_000_000,
    });
  });

  it("defaults PostLectureFav to collecting a course video", () => {
    expect(lectureFavSchema.parse({ id: 3 })).toEqual({ id: 3, state: 1, type: 1 });
    expect(lectureFavSchema.parse({ id: "3", state: "0", type: "2" })).toEqual({ id: 3, state: 0, type: 2 });
    expect(lectureFavSchema.safeParse({ id: 3, state: 2 }).success).toBe(false);
  });

  it("knows the three tabs of my courses", () => {
    expect(learnListSchema.parse({ tab: "zyk" }).tab).toBe("zyk");
    expect(learnListSchema.parse({}).tab).toBeUndefined();
    expect(learnListSchema.safeParse({ tab: "public" }).success).toBe(false);
  });
});
