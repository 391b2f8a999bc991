import { describe, expect, it } from "vitest";
import { signMediaGrant, userSubject, verifyMediaGrant, visitorSubject } from "./media-signature";

const SECRET = "s".repeat(40);
const PATH = "/media/samples/sample-1.mp4";
const NOW = 1_800_000_000;
const grant = { path: PATH, expiresAt: NOW + 600, subject: userSubject(7) };

describe("signed media URLs", () => {
  it("accepts its own grant for the subject it was issued to", () => {
    const query = signMediaGrant(SECRET, grant);
    expect(verifyMediaGrant(SECRET, PATH, query, ["u:7"], NOW)).toBeNull();
    expect(verifyMediaGrant(SECRET, PATH, query, ["u:7", "v:abcdefgh12"], NOW)).toBeNull();
  });

  it("refuses a URL without its parameters", () => {
    expect(verifyMediaGrant(SECRET, PATH, new URLSearchParams(), ["u:7"], NOW)).toBe("unsigned");
    const query = signMediaGrant(SECRET, grant);
    query.delete("sig");
    expect(verifyMediaGrant(SECRET, PATH, query, ["u:7"], NOW)).toBe("unsigned");
  });

  it("refuses an expired grant, at the second it expires", () => {
    const query = signMediaGrant(SECRET, grant);
    expect(verifyMediaGrant(SECRET, PATH, query, ["u:7"], NOW + 599)).toBeNull();
    expect(verifyMediaGrant(SECRET, PATH, query, ["u:7"], NOW + 600)).toBe("expired");
  });

  it.each([
    ["another file", (q: URLSearchParams) => q, "/media/samples/sample-2.mp4"],
    ["a later expiry", (q: URLSearchParams) => (q.set("exp", String(NOW + 99_999)), q), PATH],
    ["another subject", (q: URLSearchParams) => (q.set("sub", "u:8"), q), PATH],
    ["a changed signature", (q: URLSearchParams) => (q.set("sig", q.get("sig")!.replace(/^./, (c) => (c === "A" ? "B" : "A"))), q), PATH],
    ["a malformed expiry", (q: URLSearchParams) => (q.set("exp", "soon"), q), PATH],
  ])("refuses a grant tampered with: %s", (_name, tamper, path) => {
    const query = tamper(signMediaGrant(SECRET, grant));
    expect(verifyMediaGrant(SECRET, path, query, ["u:7", "u:8"], NOW)).toBe("tampered");
  });

  it("refuses a grant signed with another secret", () => {
    expect(verifyMediaGrant(SECRET, PATH, signMediaGrant("t".repeat(40), grant), ["u:7"], NOW)).toBe("tampered");
  });

  it("refuses someone else's grant", () => {
    const query = signMediaGrant(SECRET, grant);
    expect(verifyMediaGrant(SECRET, PATH, query, ["u:8"], NOW)).toBe("other-subject");
    expect(verifyMediaGrant(SECRET, PATH, query, [], NOW)).toBe("other-subject");
  });

  it("issues to users and well-formed visitor ids only", () => {
    expect(visitorSubject("0b7c2f0e-4c2a-4f7e-9d8a-1b2c3d4e5f60")).toBe("v:0b7c2f0e-4c2a-4f7e-9d8a-1b2c3d4e5f60");
    expect(visitorSubject("a b")).toBeNull();
    expect(() => signMediaGrant(SECRET, { ...grant, subject: "admin" })).toThrow(/not a media subject/);
  });
});
