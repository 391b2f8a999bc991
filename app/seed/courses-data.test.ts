import { describe, expect, it } from "vitest";
import { subjects } from "~/modules/subjects/subjects";
import { demoCourses, sampleFor, sectionVideoTitles } from "./courses-data";
import { demoPaperVideos, paperVideoTitle } from "./courses-paper-videos";
import { demoLives, demoLiveStart } from "./lives-data";

const videoCount = (course: (typeof demoCourses)[number]) =>
  course.chapters.reduce((sum, [, sections]) => sum + sections.length * course.perSection, 0);

describe("demo courses", () => {
  it("has at least 30 courses over every subject, each with 5–40 videos", () => {
    expect(demoCourses.length).toBeGreaterThanOrEqual(30);
    expect(new Set(demoCourses.map((course) => course.subject))).toEqual(
      new Set(subjects.map((subject) => subject.code)),
    );
    for (const course of demoCourses) {
      expect(videoCount(course), course.code).toBeGreaterThanOrEqual(5);
      expect(videoCount(course), course.code).toBeLessThanOrEqual(40);
    }
  });

  it("has unique codes and titles, Chinese introductions and a few free courses", () => {
    expect(new Set(demoCourses.map((course) => course.code)).size).toBe(demoCourses.length);
    expect(new Set(demoCourses.map((course) => course.title)).size).toBe(demoCourses.length);
    expect(
      demoCourses.every((course) => /[\u4e00-\u9fff]{20}/.test(course.introduction.replace(/[^\u4e00-\u9fff]/g, ""))),
    ).toBe(true);
    expect(demoCourses.filter((course) => course.priceFen === 0).length).toBeGreaterThanOrEqual(2);
  });

  it("names videos after their section", () => {
    expect(sectionVideoTitles({ subject: "math1", perSection: 1 }, "导数与微分")).toEqual(["导数与微分"]);
    expect(sectionVideoTitles({ subject: "math1", perSection: 3 }, "导数与微分")).toEqual([
      "导数与微分：核心考点",
      "导数与微分：典型例题",
      "导数与微分：真题演练",
    ]);
    expect(sectionVideoTitles({ subject: "english1", perSection: 2 }, "细节题")).toEqual([
      "细节题：方法精讲",
      "细节题：真题示范",
    ]);
  });

  it("maps subjects to the sample files", () => {
    expect(["politics", "english1", "english2", "math1", "math3", "major"].map(sampleFor)).toEqual([1, 2, 2, 3, 3, 4]);
  });
});

describe("demo paper videos and lives", () => {
  it("has 40 paper videos with unique codes and readable titles", () => {
    expect(demoPaperVideos).toHaveLength(40);
    expect(new Set(demoPaperVideos.map((video) => video.code)).size).toBe(40);
    expect(paperVideoTitle(demoPaperVideos[0]!)).toBe("2025 考研数学（一） 第 1 题 解析：等价无穷小与极限的计算");
  });

  it("schedules six lives in all three states around the seeding moment", () => {
    const now = Date.UTC(2026, 10, 21, 4, 0); // 12:00 in Shanghai
    const states = demoLives.map((live) => {
      const start = demoLiveStart(live, now);
      const end = start + live.minutes * 60_000;
      return now < start ? "upcoming" : now < end ? "live" : "ended";
    });
    expect(demoLives).toHaveLength(6);
    expect(states.filter((state) => state === "upcoming")).toHaveLength(2);
    expect(states.filter((state) => state === "live")).toHaveLength(2);
    expect(states.filter((state) => state === "ended")).toHaveLength(2);
    // Whole-day lives start at 19:30 Shanghai time (11:30 UTC).
    const upcoming = demoLives.find((live) => live.code === "demo-live-english1-reading")!;
    expect(new Date(demoLiveStart(upcoming, now)).toISOString()).toBe("2026-11-23T11:30:00.000Z");
  });
});
