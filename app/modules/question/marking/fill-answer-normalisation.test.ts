import { describe, expect, it } from "vitest";
import { fillAnswerMatches, normaliseFillAnswer, rationalOf } from "./fill-answer-normalisation";

describe("normalising a fill-in answer", () => {
  it("folds full width to half width (NFKC) and typographic symbols to ASCII", () => {
    expect(normaliseFillAnswer("１／２")).toBe("1/2");
    expect(normaliseFillAnswer("（ｘ＋１）")).toBe("(x+1)");
    expect(normaliseFillAnswer("\u22123")).toBe("-3");
    expect(normaliseFillAnswer("don\u2019t")).toBe("don't");
    expect(normaliseFillAnswer("ＡＢＣ")).toBe("abc");
  });

  it("drops whitespace except between two words", () => {
    expect(normaliseFillAnswer("  x  +  1 ")).toBe("x+1");
    expect(normaliseFillAnswer("take   off")).toBe("take off");
    expect(normaliseFillAnswer("take\u3000off")).toBe("take off");
    expect(normaliseFillAnswer("2 ,  3")).toBe("2,3");
  });

  it("ignores case unless told otherwise", () => {
    expect(normaliseFillAnswer("Economic")).toBe("economic");
    expect(normaliseFillAnswer("Economic", true)).toBe("Economic");
  });

  it("reads a little TeX as plain text", () => {
    expect(normaliseFillAnswer("$\\frac{1}{2}$")).toBe("1/2");
    expect(normaliseFillAnswer("\\dfrac{3\\pi}{16}")).toBe("3π/16");
    expect(normaliseFillAnswer("3pi/16")).toBe("3π/16");
    expect(normaliseFillAnswer("e^{6}")).toBe("e^6");
    expect(normaliseFillAnswer("e^(6)")).toBe("e^6");
    expect(normaliseFillAnswer("\\sqrt{3}")).toBe("√3");
    expect(normaliseFillAnswer("sqrt(3)")).toBe("√3");
    expect(normaliseFillAnswer("2\\cdot 3")).toBe("2*3");
    expect(normaliseFillAnswer("\\ln 2")).toBe("ln 2");
    expect(normaliseFillAnswer("\\frac{\\sqrt{2}}{2}")).toBe("√2/2");
    // "pick" is a word, not π.
    expect(normaliseFillAnswer("pick")).toBe("pick");
  });
});

describe("plain numbers", () => {
  it("are read exactly", () => {
    expect(rationalOf("0.5")).toEqual({ numerator: 5n, denominator: 10n });
    expect(rationalOf("-3/4")).toEqual({ numerator: -3n, denominator: 4n });
    expect(rationalOf("1/0")).toBeNull();
    expect(rationalOf("1/2/3")).toBeNull();
    expect(rationalOf("e")).toBeNull();
  });
});

describe("matching accepted forms", () => {
  it("accepts any listed form, and numbers by value", () => {
    expect(fillAnswerMatches("0.5", ["1/2"])).toBe(true);
    expect(fillAnswerMatches("2/4", ["1/2"])).toBe(true);
    expect(fillAnswerMatches("１／２", ["0.5"])).toBe(true);
    expect(fillAnswerMatches(".5", ["1/2"])).toBe(true);
    expect(fillAnswerMatches("3.0", ["3"])).toBe(true);
    expect(fillAnswerMatches("0.51", ["1/2"])).toBe(false);
    expect(fillAnswerMatches("e^6", ["e^{6}"])).toBe(true);
    expect(fillAnswerMatches("3π/16", ["\\frac{3\\pi}{16}"])).toBe(true);
  });

  it("never accepts an empty answer", () => {
    expect(fillAnswerMatches("   ", [""])).toBe(false);
    expect(fillAnswerMatches("", ["0"])).toBe(false);
  });

  it("respects case when the question asks", () => {
    expect(fillAnswerMatches("ability", ["Ability"], true)).toBe(false);
    expect(fillAnswerMatches("Ability", ["Ability"], true)).toBe(true);
    expect(fillAnswerMatches("ABILITY", ["ability"])).toBe(true);
  });

  it("takes any number within a numerical answer's tolerance (v±t), exactly and nothing else", () => {
    expect(fillAnswerMatches("1822", ["1822±2"])).toBe(true);
    expect(fillAnswerMatches("1824", ["1822±2"])).toBe(true);
    expect(fillAnswerMatches("1819.99", ["1822±2"])).toBe(false);
    expect(fillAnswerMatches("１８２０", ["1822±2"])).toBe(true);
    expect(fillAnswerMatches("3/2", ["1.4±0.1"])).toBe(true);
    expect(fillAnswerMatches("3/-2", ["-1.4±0.1"])).toBe(true);
    expect(fillAnswerMatches("0.3", ["0.1±0.1", "0.3±0"])).toBe(true);
    expect(fillAnswerMatches("0.30001", ["0.3±0"])).toBe(false);
    expect(fillAnswerMatches("about 1822", ["1822±2"])).toBe(false);
  });
});
