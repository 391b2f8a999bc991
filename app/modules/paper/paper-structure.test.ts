import { describe, expect, it } from "vitest";
import { parseStructure, structureTotals } from "./paper-structure";

describe("parseStructure", () => {
  it("reads the parts and leaves out what is not one", () => {
    expect(
      parseStructure(
        '[{"name":"选择题","count":10,"score":50},{"name":"","count":1,"score":1},{"name":"x","count":-1,"score":2},3]',
      ),
    ).toEqual([{ name: "选择题", count: 10, score: 50 }]);
    expect(parseStructure("not json")).toEqual([]);
    expect(parseStructure('{"name":"x"}')).toEqual([]);
    expect(parseStructure(null)).toEqual([]);
  });

  it("totals a structure", () => {
    expect(
      structureTotals([
        { name: "a", count: 2, score: 3 },
        { name: "b", count: 4, score: 5 },
      ]),
    ).toEqual({ count: 6, score: 8 });
  });
});
