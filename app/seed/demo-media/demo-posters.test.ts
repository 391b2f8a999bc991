import { describe, expect, it } from "vitest";
import { isMediaKey } from "~/modules/media/media-storage.server";
import { subjects } from "~/modules/subjects/subjects";
import { demoCourses } from "../courses-data";
import { demoPaperVideos } from "../courses-paper-videos";
import { demoLives } from "../lives-data";
import { coursePosterContent, demoPosters, livePosterContent, paperVideoPosterContent } from "./demo-catalogue";
import { escapeXml, POSTER_WIDTH, posterKey, posterSvg, subjectColours, textWidth, wrapTitle } from "./demo-posters";

const TITLE_WIDTH = POSTER_WIDTH - 80;

describe("demo posters", () => {
  it("wraps a title after its colon when both halves fit, and fills lines otherwise", () => {
    expect(wrapTitle("考研政治冲刺：分析题答题模板与时政", TITLE_WIDTH, 40)).toEqual([
      "考研政治冲刺：",
      "分析题答题模板与时政",
    ]);
    expect(wrapTitle("考研数学基础阶段导学（数一数二数三通用）", TITLE_WIDTH, 40)).toEqual([
      "考研数学基础阶段导学",
      "（数一数二数三通用）",
    ]);
    expect(wrapTitle("考研政治马原核心考点精讲", TITLE_WIDTH, 40)).toEqual(["考研政治马原核心考点精讲"]);
  });

  it("keeps numbers whole, keeps closing punctuation off a line's start and ends an overlong title with …", () => {
    expect(wrapTitle("数据结构数据结构408真题", 360, 40)).toEqual(["数据结构数据结构", "408真题"]);
    expect(wrapTitle("数据结构数据结构数，真题", 360, 40)).toEqual(["数据结构数据结构数，", "真题"]);
    const long = wrapTitle("这".repeat(80), TITLE_WIDTH, 40);
    expect(long).toHaveLength(3);
    expect(long[2]).toMatch(/…$/);
    expect(long.every((line) => textWidth(line, 40) <= TITLE_WIDTH)).toBe(true);
  });

  it("fits every demo title on the poster in at most three lines, without cutting any", () => {
    const titles = [...demoCourses.map((course) => course.title), ...demoLives.map((live) => live.title)];
    for (const title of titles) {
      const lines = wrapTitle(title, TITLE_WIDTH, 40);
      expect(lines.length, title).toBeLessThanOrEqual(3);
      expect(lines.join("").replace(/\s/g, ""), title).toBe(title.replace(/\s/g, ""));
      expect(
        lines.every((line) => textWidth(line, 40) <= TITLE_WIDTH),
        title,
      ).toBe(true);
    }
  });

  it("escapes markup in what it prints", () => {
    expect(escapeXml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;");
    const svg = posterSvg({
      subject: "major",
      badge: "专业课 · 微课",
      title: "C++ <模板> & 泛型",
      byline: "吴启航 主讲",
    });
    expect(svg).toContain("C++ &lt;模板&gt; &amp; 泛型");
    expect(svg).not.toContain("<模板>");
  });

  it("says the subject, the kind, the title and the teacher, in the subject's colour", () => {
    const course = demoCourses.find((entry) => entry.code === "demo-politics-02")!;
    expect(coursePosterContent(course)).toEqual({
      subject: "politics",
      badge: "政治 · 微课",
      title: course.title,
      byline: `${course.teachers.map((teacher) => teacher.name).join("、")} 主讲`,
    });
    const paper = demoPaperVideos.find((video) => video.code === "demo-paper-math1-2025-17")!;
    expect(paperVideoPosterContent(paper)).toEqual({
      subject: "math1",
      badge: "数学一 · 真题解析",
      title: "2025 数学（一） 第 17 题",
      subtitle: "可降阶微分方程的求解",
      byline: "周明哲 讲解",
    });
    expect(livePosterContent(demoLives[0]!)).toMatchObject({
      badge: "政治 · 直播",
      byline: `${demoLives[0]!.teacher} 主讲`,
    });
    expect(posterSvg(coursePosterContent(course))).toContain(`fill="${subjectColours.politics}"`);
    expect(new Set(subjects.map((subject) => subjectColours[subject.code])).size).toBe(subjects.length);
  });

  it("names each poster by its code and content: one per course, paper video and live, a new name when it changes", () => {
    const posters = demoPosters();
    expect(posters.size).toBe(demoCourses.length + demoPaperVideos.length + demoLives.length);
    for (const poster of posters.values()) {
      expect(poster.key).toMatch(new RegExp(`^demo/posters/${poster.code}\\.[0-9a-f]{12}\\.webp$`));
      expect(isMediaKey(poster.key)).toBe(true);
    }
    expect(demoPosters().get("demo-politics-01")!.key).toBe(posters.get("demo-politics-01")!.key);
    const svg = posters.get("demo-politics-01")!.svg;
    expect(posterKey("demo-politics-01", svg.replace("林知远", "许清和"))).not.toBe(
      posters.get("demo-politics-01")!.key,
    );
  });
});
