import { describe, expect, it } from "vitest";
import { stylesheetLinks } from "./page-weight";

describe("stylesheetLinks", () => {
  it("finds the same-origin stylesheets the server rendered, in order, and nothing else", () => {
    const html = [
      '<link rel="stylesheet" href="/assets/styles-1.css"/>',
      '<link rel="modulepreload" href="/assets/root.js"/>',
      '<link rel="icon" href="/favicon.ico"/>',
      '<link href="/assets/app-2.css" rel="stylesheet">',
      '<link rel="stylesheet" href="https://cdn.example/x.css"/>',
    ].join("");
    expect(stylesheetLinks(html)).toEqual(["/assets/styles-1.css", "/assets/app-2.css"]);
  });
});
