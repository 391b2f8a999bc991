import { describe, expect, it } from "vitest";
import { decodeExchange, fixPhonetic, parseExchange, splitSenseLines, toWordEntry } from "./word-entry";

describe("phonetics", () => {
  it("turns ECDICT's Cyrillic look-alikes into IPA", () => {
    expect(fixPhonetic("ә'bændәn")).toBe("ə'bændən");
    expect(fixPhonetic("'mєtә")).toBe("'mɛtə");
    expect(fixPhonetic(" hai'pɒθәsis ")).toBe("hai'pɒθəsis");
    expect(fixPhonetic("")).toBe("");
    expect([...fixPhonetic("ә є")].map((c) => c.codePointAt(0))).toEqual([0x259, 0x20, 0x25b]);
  });
});

describe("sense lines", () => {
  it("split on the two characters backslash-n", () => {
    expect(splitSenseLines("vt. 放弃, 抛弃\\nn. 放任, 狂热")).toEqual(["vt. 放弃, 抛弃", "n. 放任, 狂热"]);
    expect(splitSenseLines("n. 假设\\n[化] 假设")).toEqual(["n. 假设", "[化] 假设"]);
    expect(splitSenseLines(" \\n a \\n\\n")).toEqual(["a"]);
    expect(splitSenseLines("")).toEqual([]);
  });
});

describe("exchange (inflections)", () => {
  it("decodes every code into its Chinese label, in a fixed order", () => {
    const parsed = parseExchange("s:purples/d:purpled/i:purpling/p:purpled/3:purples/r:purpler/t:purplest");
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(decodeExchange(parsed.items).inflections).toEqual([
      { code: "s", label: "复数", word: "purples" },
      { code: "3", label: "第三人称单数", word: "purples" },
      { code: "p", label: "过去式", word: "purpled" },
      { code: "d", label: "过去分词", word: "purpled" },
      { code: "i", label: "现在分词", word: "purpling" },
      { code: "r", label: "比较级", word: "purpler" },
      { code: "t", label: "最高级", word: "purplest" },
    ]);
  });

  it("says which forms of which lemma a word is (0 and 1)", () => {
    const parsed = parseExchange("0:advance/1:dp");
    if (!parsed.ok) throw new Error("should parse");
    expect(decodeExchange(parsed.items)).toEqual({
      inflections: [{ code: "0", label: "原形", word: "advance" }],
      formOf: { lemma: "advance", labels: ["过去分词", "过去式"] },
    });
  });

  it("treats the older b/z/f as comparative/superlative/plural and drops their duplicates", () => {
    const parsed = parseExchange("r:bigger/b:bigger/z:biggest");
    if (!parsed.ok) throw new Error("should parse");
    expect(decodeExchange(parsed.items).inflections).toEqual([
      { code: "r", label: "比较级", word: "bigger" },
      { code: "t", label: "最高级", word: "biggest" },
    ]);
  });

  it("drops a type with no form (ECDICT's bath has i:)", () => {
    expect(parseExchange("s:baths/i:/p:bathed")).toEqual({
      ok: true,
      items: [
        ["s", "baths"],
        ["p", "bathed"],
      ],
    });
  });

  it("refuses what is not code:form", () => {
    expect(parseExchange("")).toEqual({ ok: true, items: [] });
    expect(parseExchange("x:foo")).toEqual({ ok: false, reason: "code", item: "x" });
    expect(parseExchange("s:cats/dogs")).toEqual({ ok: false, reason: "item", item: "dogs" });
    expect(parseExchange(":cats")).toEqual({ ok: false, reason: "item", item: ":cats" });
    expect(parseExchange("1:dq")).toEqual({ ok: false, reason: "lemmaForms", item: "dq" });
  });
});

describe("a stored entry as shown", () => {
  it("decodes the JSON columns", () => {
    const entry = toWordEntry({
      id: 7,
      word: "abandon",
      phonetic: "ә'bændәn",
      translation: JSON.stringify(["vt. 放弃, 抛弃", "n. 放任"]),
      definition: JSON.stringify(["n. the trait of lacking restraint"]),
      exchange: JSON.stringify([
        ["d", "abandoned"],
        ["p", "abandoned"],
      ]),
      tags: JSON.stringify(["cet4", "ky", "gre"]),
      collins: 3,
      oxford: 1,
    });
    expect(entry).toEqual({
      id: 7,
      word: "abandon",
      phonetic: "ə'bændən",
      translations: ["vt. 放弃, 抛弃", "n. 放任"],
      definitions: ["n. the trait of lacking restraint"],
      inflections: [
        { code: "p", label: "过去式", word: "abandoned" },
        { code: "d", label: "过去分词", word: "abandoned" },
      ],
      formOf: null,
      tags: [
        { code: "cet4", label: "四级" },
        { code: "ky", label: "考研" },
        { code: "gre", label: "GRE" },
      ],
      collins: 3,
      oxford: true,
    });
  });
});
