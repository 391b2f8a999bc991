import { describe, expect, it } from "vitest";
import { wrongHref } from "./wrong-pages";

describe("the 错题本 links", () => {
  it("keep the other filters, drop empty ones and the default status", () => {
    expect(wrongHref("/question/wrong", { subject: null, point: null, status: "all" })).toBe("/question/wrong");
    expect(wrongHref("/question/wrong", { subject: "math1", point: "limits", status: "due" }, { page: 2 })).toBe(
      "/question/wrong?subject=math1&point=limits&status=due&page=2",
    );
    expect(wrongHref("/mobile/question/wrong", { subject: "math1", point: null, status: "all" }, { print: 1 })).toBe(
      "/mobile/question/wrong?subject=math1&print=1",
    );
  });
});
