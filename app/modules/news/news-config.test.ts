import { describe, expect, it } from "vitest";
import { newsCategoryCodeOf, newsCategoryName } from "./news-config";

describe("news categories", () => {
  it("take a code in any case or the Chinese name", () => {
    expect(newsCategoryCodeOf("policy")).toBe("policy");
    expect(newsCategoryCodeOf(" Guide ")).toBe("guide");
    expect(newsCategoryCodeOf("考试安排")).toBe("schedule");
    expect(newsCategoryCodeOf("招生")).toBeNull();
    expect(newsCategoryName("admission")).toBe("招生信息");
  });
});
