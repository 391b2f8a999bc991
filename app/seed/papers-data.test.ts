// The demo papers against the paper module's structure rules (the seed sits above the modules it uses, so its checks
// live here, beside courses-data.test.ts).
import { describe, expect, it } from "vitest";
import { structureTotals } from "~/modules/paper/paper-structure";
import { demoPaperVideos } from "./courses-paper-videos";
import { demoPapers, paperTitle } from "./papers-data";

describe("the demo papers", () => {
  it("are the 2016–2025 papers of the six subjects, once each, 180 minutes", () => {
    expect(demoPapers).toHaveLength(60);
    expect(new Set(demoPapers.map((paper) => paper.code)).size).toBe(60);
    expect(demoPapers.every((paper) => paper.durationMinutes === 180)).toBe(true);
    expect(demoPapers[0]!.title).toBe("2025 年全国硕士研究生招生考试思想政治理论");
  });

  it("add up to their full marks", () => {
    for (const paper of demoPapers) expect(structureTotals(paper.structure).score, paper.code).toBe(paper.totalScore);
  });

  it("lay out each subject as its papers do", () => {
    const of = (subject: string, year: number) =>
      demoPapers.find((paper) => paper.subject === subject && paper.examYear === year)!;
    expect(of("politics", 2016).structure.map((part) => [part.count, part.score])).toEqual([
      [16, 16],
      [17, 34],
      [5, 50],
    ]);
    expect(of("math2", 2020).structure.map((part) => [part.name, part.count, part.score])).toEqual([
      ["选择题", 8, 32],
      ["填空题", 6, 24],
      ["解答题", 9, 94],
    ]);
    expect(of("math3", 2021).structure.map((part) => [part.name, part.count, part.score])).toEqual([
      ["选择题", 10, 50],
      ["填空题", 6, 30],
      ["解答题", 6, 70],
    ]);
    expect(of("english1", 2025).structure.find((part) => part.name === "大作文")?.score).toBe(20);
    expect(of("english2", 2025).structure.find((part) => part.name === "大作文")?.score).toBe(15);
    expect(of("english2", 2025).structure.find((part) => part.name.startsWith("翻译"))?.score).toBe(15);
    expect(of("math1", 2025).totalScore).toBe(150);
  });

  it("share their titles with the paper videos' paper names", () => {
    for (const video of demoPaperVideos) {
      if (video.subject === "major") continue;
      expect(paperTitle(video.subject, video.examYear)).toBe(video.paper);
    }
  });

  it("describe themselves in plain paragraphs", () => {
    for (const paper of demoPapers) {
      const paragraphs = paper.description.split("\n\n");
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs[0]).toContain(paper.title);
    }
  });
});
