import { describe, expect, it } from "vitest";
import {
  courseListHref,
  formatCount,
  formatPrice,
  hasFilters,
  pageCount,
  pageWindow,
  videoPercent,
  type CourseListQuery,
} from "./course-links";

const base: CourseListQuery = { type: 2, sort: "hot", page: 1 };

describe("courseListHref", () => {
  it("leaves defaults out and keeps a stable order", () => {
    expect(courseListHref("/course", base)).toBe("/course?type=2");
    expect(
      courseListHref(
        "/course",
        { ...base, sort: "new", keyword: "真题", tag: "基础", subject: "math1", free: true, page: 3 },
        { page: 3 },
      ),
    ).toBe("/course?type=2&subject=math1&tag=%E5%9F%BA%E7%A1%80&free=1&keyword=%E7%9C%9F%E9%A2%98&sort=new&page=3");
  });

  it("keeps the other parameters and starts again at page 1 when a filter changes", () => {
    const query: CourseListQuery = { ...base, subject: "politics", sort: "new", page: 2 };
    expect(courseListHref("/course", query, { subject: "math1" })).toBe("/course?type=2&subject=math1&sort=new");
    expect(courseListHref("/course", query, { sort: "hot" })).toBe("/course?type=2&subject=politics");
    expect(courseListHref("/course", query, { free: false })).toBe("/course?type=2&subject=politics&free=0&sort=new");
  });

  it("drops a parameter set to null", () => {
    const query: CourseListQuery = { ...base, subject: "politics", tag: "基础", page: 4 };
    expect(courseListHref("/mobile/course", query, { subject: null, tag: null })).toBe("/mobile/course?type=2");
  });

  it("changes only the page for a page link", () => {
    const query: CourseListQuery = { ...base, subject: "politics", page: 1 };
    expect(courseListHref("/course", query, { page: 2 })).toBe("/course?type=2&subject=politics&page=2");
    expect(courseListHref("/course", { ...query, page: 2 }, { page: 1 })).toBe("/course?type=2&subject=politics");
  });

  it("knows whether anything narrows the list", () => {
    expect(hasFilters(base)).toBe(false);
    expect(hasFilters({ ...base, sort: "new", page: 2 })).toBe(false);
    expect(hasFilters({ ...base, free: false })).toBe(true);
    expect(hasFilters({ ...base, keyword: "数" })).toBe(true);
  });
});

describe("formats", () => {
  it("prices from fen", () => {
    expect(formatPrice(0)).toBe("免费");
    expect(formatPrice(19900)).toBe("¥199.00");
    expect(formatPrice(6905)).toBe("¥69.05");
    expect(formatPrice(1)).toBe("¥0.01");
  });

  it("a video's percent, clamped", () => {
    expect(videoPercent(12, 24)).toBe(50);
    expect(videoPercent(30, 24)).toBe(100);
    expect(videoPercent(5, 0)).toBe(0);
  });

  it("counts", () => {
    expect(formatCount(9876)).toBe("9876");
    expect(formatCount(12_345)).toBe("1.2万");
  });
});

describe("pages", () => {
  it("windows the page links", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 20)).toEqual([1, "gap", 4, 5, 6, 7, 8, "gap", 20]);
    expect(pageWindow(20, 20)).toEqual([1, "gap", 18, 19, 20]);
  });

  it("counts pages, at least one", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(32, 12)).toBe(3);
    expect(pageCount(36, 12)).toBe(3);
  });
});
