import { describe, expect, it } from "vitest";
import { searchMessages as m } from "./search-messages";
import { searchSchema } from "./search-schemas";

const issue = (input: Record<string, unknown>) => {
  const parsed = searchSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues.map((entry) => entry.message);
};

describe("searchSchema", () => {
  it("trims the keyword and defaults to every kind, page 1", () => {
    expect(searchSchema.parse({ keyword: "  长难句 " })).toEqual({ keyword: "长难句", type: "all", page: 1, rows: 20 });
  });

  it("asks for a keyword when it is missing, empty or only spaces", () => {
    expect(issue({})).toEqual([m.keywordRequired]);
    expect(issue({ keyword: "" })).toEqual([m.keywordRequired]);
    expect(issue({ keyword: "   " })).toEqual([m.keywordRequired]);
  });

  it("refuses a keyword over 40 characters and an unknown kind", () => {
    expect(issue({ keyword: "题".repeat(41) })).toEqual([m.keywordTooLong]);
    expect(searchSchema.parse({ keyword: "题".repeat(40) }).keyword).toHaveLength(40);
    expect(issue({ keyword: "政治", type: "video" })).toEqual([m.scopeInvalid]);
  });

  it("takes each kind by its code", () => {
    for (const type of ["all", "course", "paper", "paperVideo", "news", "experience", "live"]) {
      expect(searchSchema.parse({ keyword: "x", type }).type).toBe(type);
    }
  });
});
