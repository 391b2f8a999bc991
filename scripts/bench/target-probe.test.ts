import { describe, expect, it } from "vitest";
import type { ProbeResponse } from "./bench-target";
import { findProblems } from "./target-probe";
import { targets } from "./targets";

function answer(
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): ProbeResponse {
  const buffer = Buffer.from(body);
  return { status, headers: { "content-type": contentType, ...headers }, wireBytes: buffer.length, body: buffer };
}

const byId = (id: string) => targets.find((target) => target.id === id)!;

describe("findProblems", () => {
  it("accepts the intended page", () => {
    expect(
      findProblems(byId("desktop-home"), answer(200, "text/html; charset=utf-8", "<h1>研途 · 高校优质考研课程库</h1>")),
    ).toEqual([]);
  });

  it("reports a device redirect with its target", () => {
    expect(findProblems(byId("desktop-home"), answer(302, "text/plain", "", { location: "/mobile/" }))).toEqual([
      "status 302 → /mobile/ (expected 200)",
    ]);
  });

  it("reports the wrong page (the mobile tree's home for the desktop target)", () => {
    expect(findProblems(byId("desktop-home"), answer(200, "text/html", "<h1>研途 · 考研课程库</h1>"))).toEqual([
      'body lacks "研途 · 高校优质考研课程库"',
    ]);
  });

  it("checks the API envelope and its result", () => {
    const target = byId("api-is-appointed");
    expect(
      findProblems(target, answer(200, "application/json", '{"code":200,"msg":"","result":{"isAppointed":false}}')),
    ).toEqual([]);
    expect(
      findProblems(target, answer(200, "application/json", '{"code":401,"msg":"请先登录","result":null}')),
    ).toEqual(["envelope code 401 (请先登录), expected 200"]);
    expect(findProblems(target, answer(200, "application/json", "<html>"))).toEqual(["body is not JSON"]);
    expect(findProblems(target, answer(200, "text/html", '{"code":200,"result":{}}'))).toEqual([
      'content-type "text/html" does not match /^application\\/json\\b/i',
      "result.isAppointed is missing",
    ]);
  });
});

describe("targets", () => {
  it("have unique ids and exactly one control", () => {
    expect(new Set(targets.map((target) => target.id)).size).toBe(targets.length);
    expect(targets.filter((target) => target.kind === "control")).toHaveLength(1);
  });
});
