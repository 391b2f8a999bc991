import { describe, expect, it } from "vitest";
import { paragraphsOf } from "./plain-text";

describe("paragraphsOf", () => {
  it("splits at blank lines, keeps single line breaks inside a paragraph, drops empty ones", () => {
    expect(paragraphsOf("第一段。\n\n第二段，\n同一段。\r\n\r\n  第三段  \n \u3000\n\n\n")).toEqual([
      "第一段。",
      "第二段，\n同一段。",
      "第三段",
    ]);
    expect(paragraphsOf("")).toEqual([]);
  });

  it("leaves markup as text (the page escapes it)", () => {
    expect(paragraphsOf("<b>粗体</b>")).toEqual(["<b>粗体</b>"]);
  });
});
