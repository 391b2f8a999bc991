import { describe, expect, it } from "vitest";
import { inlineOptionHtml } from "./option-row";

describe("an option's HTML inside a <label>", () => {
  it("unwraps a single paragraph and refuses block content", () => {
    expect(inlineOptionHtml("<p>$x$ 与 <math><mi>x</mi></math></p>")).toBe("$x$ 与 <math><mi>x</mi></math>");
    expect(inlineOptionHtml("plain")).toBe("plain");
    expect(inlineOptionHtml("<p>one</p><p>two</p>")).toBeNull();
    expect(inlineOptionHtml("<table><tr><td>1</td></tr></table>")).toBeNull();
  });
});
