import { describe, expect, it } from "vitest";
import { findSensitiveWords, foldForMatching, markSensitiveWords } from "./sensitive-words";

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

describe("markSensitiveWords", () => {
  const marked = (text: string, words: string[]) =>
    markSensitiveWords(text, words)
      .map((segment) => (segment.marked ? `[${segment.text}]` : segment.text))
      .join("");

  it("marks every place a word occurs, as written", () => {
    expect(marked("有人找代考吗？代考多少钱", ["代考"])).toBe("有人找[代考]吗？[代考]多少钱");
    expect(marked("还有枪-手，ｖｐｎ也行", ["枪手", "VPN"])).toBe("还有[枪-手]，[ｖｐｎ]也行");
  });

  it("merges overlapping finds and leaves clean text whole", () => {
    expect(marked("考试作弊器", ["考试作弊", "作弊器"])).toBe("[考试作弊器]");
    expect(markSensitiveWords("认真复习", ["代考"])).toEqual([{ text: "认真复习", marked: false }]);
    expect(markSensitiveWords("", ["代考"])).toEqual([]);
  });

  it("keeps characters outside the basic plane intact", () => {
    expect(marked("😀代考😀", ["代考"])).toBe("😀[代考]😀");
    expect(marked("ＡＢ代考", ["ab"])).toBe("[ＡＢ]代考");
  });
});
