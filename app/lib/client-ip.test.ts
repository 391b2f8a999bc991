import { describe, expect, it } from "vitest";
import { normalizeIp, parseTrustProxy } from "./client-ip";

describe("normalizeIp", () => {
  it.each([
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["::FFFF:192.0.2.8", "192.0.2.8"],
    ["127.0.0.1", "127.0.0.1"],
    ["198.51.100.7", "198.51.100.7"],
    ["::1", "::1"],
    ["2001:db8::1", "2001:db8::1"],
  ])("%s → %s", (raw, expected) => {
    expect(normalizeIp(raw)).toBe(expected);
  });

  it("gives an empty string when Express has no address (socket already gone)", () => {
    expect(normalizeIp(undefined)).toBe("");
    expect(normalizeIp("")).toBe("");
  });

  it("leaves an address that only looks mapped alone", () => {
    expect(normalizeIp("::ffff:1.2.3")).toBe("::ffff:1.2.3");
    expect(normalizeIp("::ffff:0:1.2.3.4")).toBe("::ffff:0:1.2.3.4");
  });
});

describe("parseTrustProxy", () => {
  it.each(["", " ", " , ,"])("trusts nothing for %j", (value) => {
    expect(parseTrustProxy(value)).toBe(false);
  });

  it.each([
    ["loopback", ["loopback"]],
    ["linklocal,uniquelocal", ["linklocal", "uniquelocal"]],
    [" loopback , 10.0.0.0/8 ", ["loopback", "10.0.0.0/8"]],
    ["10.0.0.1", ["10.0.0.1"]],
    ["192.0.2.0/24,198.51.100.0/24", ["192.0.2.0/24", "198.51.100.0/24"]],
    ["::1", ["::1"]],
    ["fd00::/8", ["fd00::/8"]],
    ["10.0.0.0/0", ["10.0.0.0/0"]],
    ["2001:db8::/128", ["2001:db8::/128"]],
  ])("%j → %j", (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each([
    "true",
    "1",
    "foo",
    "LOOPBACK",
    "10.0.0.0/33",
    "2001:db8::/129",
    "10.0.0.0/",
    "10.0.0.0/x",
    "10.0.0.0/8/1",
    "300.1.1.1",
    "loopback, nonsense",
  ])("refuses %j, naming TRUST_PROXY and the bad entry", (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/^TRUST_PROXY: "/);
    try {
      parseTrustProxy(value);
    } catch (error) {
      const bad = value
        .split(",")
        .map((entry) => entry.trim())
        .find((entry) => entry !== "loopback");
      expect((error as Error).message).toContain(`"${bad}"`);
    }
  });
});
