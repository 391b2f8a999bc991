import { describe, expect, it } from "vitest";
import { buildBlockList, isIpInList, isIpInRanges, parseCidr, toPlainAddress } from "./campus-network";

const DEMO = ["127.0.0.0/8", "::1/128", "192.0.2.0/24"];

describe("parseCidr", () => {
  it.each([
    ["10.0.0.0/8", { address: "10.0.0.0", prefix: 8, family: "ipv4" }],
    ["192.0.2.7", { address: "192.0.2.7", prefix: 32, family: "ipv4" }],
    ["0.0.0.0/0", { address: "0.0.0.0", prefix: 0, family: "ipv4" }],
    [" 172.16.0.0/12 ", { address: "172.16.0.0", prefix: 12, family: "ipv4" }],
    ["2001:db8::/32", { address: "2001:db8::", prefix: 32, family: "ipv6" }],
    ["::1/128", { address: "::1", prefix: 128, family: "ipv6" }],
    ["fe80::1", { address: "fe80::1", prefix: 128, family: "ipv6" }],
  ])("%j", (cidr, expected) => {
    expect(parseCidr(cidr)).toEqual(expected);
  });

  it.each([
    "",
    "abc",
    "10.0.0.0/33",
    "10.0.0.0/-1",
    "10.0.0.0/",
    "10.0.0.0/8/1",
    "10.0.0.0/8.5",
    "10.0.0.0/abc",
    "256.0.0.0/8",
    "10.0.0/8",
    "2001:db8::/129",
    "2001:db8:::/32",
    "/24",
  ])("refuses %j", (cidr) => {
    expect(parseCidr(cidr)).toBeNull();
  });
});

describe("toPlainAddress", () => {
  it.each([
    ["127.0.0.1", { address: "127.0.0.1", family: "ipv4" }],
    ["::ffff:192.0.2.8", { address: "192.0.2.8", family: "ipv4" }],
    ["::FFFF:192.0.2.8", { address: "192.0.2.8", family: "ipv4" }],
    ["0:0:0:0:0:ffff:192.0.2.8", { address: "192.0.2.8", family: "ipv4" }],
    ["::ffff:c000:208", { address: "192.0.2.8", family: "ipv4" }],
    ["::ffff:7f00:1", { address: "127.0.0.1", family: "ipv4" }],
    ["::1", { address: "::1", family: "ipv6" }],
    ["2001:db8::1", { address: "2001:db8::1", family: "ipv6" }],
  ])("%s", (ip, expected) => {
    expect(toPlainAddress(ip)).toEqual(expected);
  });

  it.each(["", "x", "1.2.3", "1.2.3.4.5", "::ffff:1.2.3"])("gives null for %j", (ip) => {
    expect(toPlainAddress(ip)).toBeNull();
  });
});

describe("isIpInRanges", () => {
  it.each([
    // IPv4
    ["127.0.0.1", DEMO, true],
    ["127.255.255.254", DEMO, true],
    ["192.0.2.0", DEMO, true],
    ["192.0.2.255", DEMO, true],
    ["192.0.3.0", DEMO, false],
    ["198.51.100.7", DEMO, false],
    ["10.1.2.3", ["10.1.0.0/16"], true],
    ["10.2.0.1", ["10.1.0.0/16"], false],
    ["203.0.113.9", ["203.0.113.9"], true],
    ["203.0.113.10", ["203.0.113.9/32"], false],
    ["8.8.8.8", ["0.0.0.0/0"], true],
    // IPv6
    ["::1", DEMO, true],
    ["::2", DEMO, false],
    ["2001:db8:3::1", ["2001:db8:3::/48"], true],
    ["2001:db8:3:ffff:ffff:ffff:ffff:ffff", ["2001:db8:3::/48"], true],
    ["2001:db8:4::1", ["2001:db8:3::/48"], false],
    ["2001:DB8:3::1", ["2001:db8:3::/48"], true],
    // IPv4-mapped IPv6, dotted and hex, against IPv4 ranges
    ["::ffff:127.0.0.1", DEMO, true],
    ["::ffff:192.0.2.8", DEMO, true],
    ["::ffff:198.51.100.7", DEMO, false],
    ["::ffff:7f00:1", DEMO, true],
    ["::ffff:c000:208", DEMO, true],
    ["::ffff:c633:6407", DEMO, false],
    ["0:0:0:0:0:ffff:7f00:1", DEMO, true],
    // an IPv4 address is not in an IPv6 range and the other way round
    ["10.1.2.3", ["2001:db8::/32"], false],
    ["2001:db8::1", ["10.0.0.0/8"], false],
  ] as const)("%s in %j: %s", (ip, ranges, expected) => {
    expect(isIpInRanges(ip, ranges)).toBe(expected);
  });

  it("skips bad CIDRs in a list and still matches the good ones", () => {
    const ranges = ["not-a-cidr", "10.0.0.0/33", "2001:db8::/129", "", "192.0.2.0/24"];
    expect(isIpInRanges("192.0.2.1", ranges)).toBe(true);
    expect(isIpInRanges("10.0.0.1", ranges)).toBe(false);
  });

  it.each(["", "unknown", "999.1.1.1", "::ffff:1.2.3"])("is never on campus with an unusable address %j", (ip) => {
    expect(isIpInRanges(ip, ["0.0.0.0/0", "::/0"])).toBe(false);
  });

  it("has nothing in an empty range list", () => {
    expect(isIpInRanges("127.0.0.1", [])).toBe(false);
  });
});

describe("buildBlockList + isIpInList", () => {
  it("builds the list once and answers many addresses", () => {
    const list = buildBlockList(DEMO);
    expect(["127.0.0.1", "::1", "::ffff:192.0.2.9", "198.51.100.7"].map((ip) => isIpInList(list, ip))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
