import { describe, expect, it } from "vitest";
import { parsePhoneList } from "./phone-list";

describe("parsePhoneList", () => {
  it("reads one number a line, keeping each line's number across blank lines", () => {
    expect(parsePhoneList("13800000001\n\n  13800000003  \n")).toEqual({
      rows: [
        { line: 1, phone: "13800000001" },
        { line: 3, phone: "13800000003" },
      ],
      problems: [],
    });
  });

  it("takes a CSV's first column under an optional header, with a BOM and CRLF", () => {
    const csv = '\uFEFF手机号,姓名\r\n13800000001,小林\r\n"13800000003",小陈\r\n';
    expect(parsePhoneList(csv).rows).toEqual([
      { line: 2, phone: "13800000001" },
      { line: 3, phone: "13800000003" },
    ]);
    expect(parsePhoneList("phone\n13800000004").rows).toEqual([{ line: 2, phone: "13800000004" }]);
  });

  it("reports a wrong number and a repeated one by line, and a header only on the first line", () => {
    const { rows, problems } = parsePhoneList("13800000001\n1380000\n138-0000-0001\n手机号\n23800000001");
    expect(rows).toEqual([{ line: 1, phone: "13800000001" }]);
    expect(problems).toEqual([
      { line: 2, kind: "format", value: "1380000" },
      { line: 3, kind: "duplicate", value: "13800000001", firstLine: 1 },
      { line: 4, kind: "format", value: "手机号" },
      { line: 5, kind: "format", value: "23800000001" },
    ]);
  });

  it("reads an empty text as no rows", () => {
    expect(parsePhoneList("\uFEFF\n  \n")).toEqual({ rows: [], problems: [] });
  });
});
