import { describe, expect, it } from "vitest";
import { paperVideoListHref } from "./paper-video-list-href";

const base = "/trueQuesExplanation/trueQuestionExplanation";

describe("paperVideoListHref", () => {
  it("leaves the defaults out", () => {
    expect(paperVideoListHref(base, { subject: null, year: null, sort: "paper", page: 1 })).toBe(base);
  });
  it("keeps subject, year, sort and page", () => {
    expect(paperVideoListHref(base, { subject: "math1", year: 2025, sort: "hot", page: 3 })).toBe(
      `${base}?subject=math1&year=2025&sort=hot&page=3`,
    );
  });
});
