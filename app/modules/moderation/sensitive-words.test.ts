import { describe, expect, it } from "vitest";
import { findSensitiveWords, foldForMatching } from "./sensitive-words";

describe("sensitive-word check", () => {
  it("folds width, case, spaces and punctuation", () => {
    expect(foldForMatching("Ａｂ Ｃ１，２")).toBe("abc12");
    expect(foldForMatching("敏 感*词。")).toBe("敏感词");
  });

  it("finds words written with separators or in full width, each once and in the list's order", () => {
    const words = ["代考", "枪手", "VPN"];
    expect(findSensitiveWords("有人找代 考吗？还有枪-手，ｖｐｎ也行，代考", words)).toEqual(["代考", "枪手", "VPN"]);
    expect(findSensitiveWords("认真复习，按时考试", words)).toEqual([]);
  });

  it("ignores words that fold to nothing and repeated words", () => {
    expect(findSensitiveWords("任何文本", ["", "  ", "***"])).toEqual([]);
    expect(findSensitiveWords("代考代考", ["代考", "代 考"])).toEqual(["代考"]);
  });

  it("finds nothing in empty text", () => {
    expect(findSensitiveWords("", ["代考"])).toEqual([]);
  });
});
