import { describe, expect, it } from "vitest";
import { newsCategoryCodeOf, newsCategoryName, newsDay, newsParagraphs } from "./news-config";

describe("news categories", () => {
  it("take a code in any case or the Chinese name", () => {
    expect(newsCategoryCodeOf("policy")).toBe("policy");
    expect(newsCategoryCodeOf(" Guide ")).toBe("guide");
    expect(newsCategoryCodeOf("考试安排")).toBe("schedule");
    expect(newsCategoryCodeOf("招生")).toBeNull();
    expect(newsCategoryName("admission")).toBe("招生信息");
  });
});

describe("paragraphs", () => {
  it("split at blank lines (also with spaces, full-width spaces or CRLF), trimmed, empty ones dropped", () => {
    expect(newsParagraphs("第一段。\n\n第二段，\n同一段。\r\n\r\n  第三段  \n \u3000\n\n\n")).toEqual(["第一段。", "第二段，\n同一段。", "第三段"]);
    expect(newsParagraphs("")).toEqual([]);
  });

  it("never interpret markup", () => {
    expect(newsParagraphs("<b>粗体</b>")).toEqual(["<b>粗体</b>"]);
  });
});

describe("dates", () => {
  it("are Beijing days (UTC+8)", () => {
    expect(newsDay("2026-03-04T15:59:59.000Z")).toBe("2026-03-04");
    expect(newsDay("2026-03-04T16:00:00.000Z")).toBe("2026-03-05");
  });
});
