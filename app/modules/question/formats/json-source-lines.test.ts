import { describe, expect, it } from "vitest";
import { jsonValueLines, lineOfPath } from "./json-source-lines";

const text = `{
  "questions": [
    {
      "kind": "single",
      "stem": "a \\"quoted\\" {brace} [x]",
      "options": [
        { "id": "A", "content": "1" },
        { "id": "B",
          "content": "2" }
      ]
    },
    { "kind": "fill", "answers": [[]] }
  ],
  "empty": {}, "list": []
}`;

describe("lines of JSON values", () => {
  const lines = jsonValueLines(text);

  it("finds where each value starts", () => {
    expect(lineOfPath(lines, [])).toBe(1);
    expect(lineOfPath(lines, ["questions"])).toBe(2);
    expect(lineOfPath(lines, ["questions", 0])).toBe(3);
    expect(lineOfPath(lines, ["questions", 0, "stem"])).toBe(5);
    expect(lineOfPath(lines, ["questions", 0, "options", 1])).toBe(8);
    expect(lineOfPath(lines, ["questions", 0, "options", 1, "content"])).toBe(9);
    expect(lineOfPath(lines, ["questions", 1, "answers", 0])).toBe(12);
    expect(lineOfPath(lines, ["list"])).toBe(14);
  });

  it("falls back to the nearest value that exists", () => {
    expect(lineOfPath(lines, ["questions", 0, "rubric", 2])).toBe(3);
    expect(lineOfPath(lines, ["nothing"])).toBe(1);
  });
});
