// The console's campus ranges: parsing and normalising a typed list (ipaddr.js), the refusals with their Chinese
// messages, repeats and nesting inside a list, overlaps with other schools' ranges — and that every normalised range
// is one the campus gate (school/campus-network.ts, node:net's BlockList) compiles and matches the same way.
import { describe, expect, it } from "vitest";
import { buildBlockList, isIpInList, parseCidr } from "~/modules/school/campus-network";
import {
  findOverlaps,
  normaliseAddress,
  normaliseCidr,
  parseRangeList,
  rangesAsText,
  rangesOverlap,
  splitRangeText,
} from "./campus-ranges";

describe("normaliseCidr", () => {
  it.each([
    ["10.0.0.0/8", "10.0.0.0/8"],
    ["10.1.2.3/8", "10.0.0.0/8"],
    [" 192.0.2.77/24 ", "192.0.2.0/24"],
    ["203.0.113.9", "203.0.113.9/32"],
    ["172.16.5.4/12", "172.16.0.0/12"],
    ["10.1.2.3/31", "10.1.2.2/31"],
    ["10.0.0.0/08", "10.0.0.0/8"],
    ["2001:DB8:0:0::1/32", "2001:db8::/32"],
    ["2001:0db8:0003:0000:0000:0000:0000:0001/48", "2001:db8:3::/48"],
    ["2001:db8:0:0:1:0:0:1", "2001:db8::1:0:0:1/128"],
    ["fe80::1", "fe80::1/128"],
    ["::1", "::1/128"],
    ["2001:db8:abcd:12ff::/60", "2001:db8:abcd:12f0::/60"],
    // IPv4-mapped IPv6: the IPv4 range it maps, as the gate matches mapped client addresses as IPv4
    ["::ffff:10.1.2.3", "10.1.2.3/32"],
    ["::ffff:10.0.0.0/104", "10.0.0.0/8"],
    ["::FFFF:c000:0200/120", "192.0.2.0/24"],
    ["0:0:0:0:0:ffff:192.0.2.1/128", "192.0.2.1/32"],
  ])("%j → %s", (typed, expected) => {
    expect(normaliseCidr(typed)).toMatchObject({ ok: true, cidr: expected });
  });

  it.each([
    ["", "invalid"],
    ["abc", "invalid"],
    ["10.0.0.0/33", "invalid"],
    ["10.0.0.0/-1", "invalid"],
    ["10.0.0.0/", "invalid"],
    ["10.0.0.0/8/1", "invalid"],
    ["10.0.0.0/8.5", "invalid"],
    ["10.0.0.0/ 8", "invalid"],
    ["256.0.0.0/8", "invalid"],
    ["10.0.0/8", "invalid"],
    ["10.1", "invalid"],
    ["010.1.2.3", "invalid"],
    ["0x0a.1.2.3", "invalid"],
    ["2001:db8::/129", "invalid"],
    ["2001:db8:::/32", "invalid"],
    ["/24", "invalid"],
    ["fe80::1%eth0", "zone"],
    ["fe80::%eth0/64", "zone"],
    ["0.0.0.0/0", "tooBroad"],
    ["10.0.0.0/7", "tooBroad"],
    ["::/0", "tooBroad"],
    ["2000::/3", "tooBroad"],
    ["::ffff:0.0.0.0/96", "tooBroad"],
    ["::/64", "holdsMapped"],
    ["::ffff:0:0/95", "holdsMapped"],
  ])("refuses %j (%s)", (typed, reason) => {
    expect(normaliseCidr(typed)).toEqual({ ok: false, reason });
  });

  it("gives ranges the campus gate compiles and matches as ipaddr.js does", () => {
    const typed = ["10.1.2.3/16", "2001:DB8:3::7/48", "::ffff:192.0.2.9/120", "198.51.100.1"];
    const saved = typed.map((text) => {
      const result = normaliseCidr(text);
      if (!result.ok) throw new Error(text);
      expect(parseCidr(result.cidr)).not.toBeNull();
      return result.cidr;
    });
    expect(saved).toEqual(["10.1.0.0/16", "2001:db8:3::/48", "192.0.2.0/24", "198.51.100.1/32"]);
    const list = buildBlockList(saved);
    expect(
      ["10.1.255.1", "10.2.0.1", "2001:db8:3:1::1", "::ffff:192.0.2.200", "192.0.2.1", "198.51.100.2"].map((ip) =>
        isIpInList(list, ip),
      ),
    ).toEqual([true, false, true, true, true, false]);
  });
});

describe("normaliseAddress", () => {
  it.each([
    ["10.1.2.3", "10.1.2.3"],
    [" 2001:DB8::0:1 ", "2001:db8::1"],
    ["::ffff:192.0.2.8", "192.0.2.8"],
    ["::ffff:c000:208", "192.0.2.8"],
    ["::1", "::1"],
  ])("%j → %s", (typed, expected) => {
    expect(normaliseAddress(typed)).toBe(expected);
  });

  it.each(["", "x", "10.1.2", "10.1.2.3/32", "fe80::1%eth0", "010.1.2.3"])("refuses %j", (typed) => {
    expect(normaliseAddress(typed)).toBeNull();
  });
});

describe("splitRangeText", () => {
  it("takes one per line, or several separated by commas, semicolons or spaces, and skips blank lines", () => {
    expect(splitRangeText("10.1.0.0/16\r\n\n 10.2.0.0/16, 10.3.0.0/16，10.4.0.0/16;2001:db8::/32 \n")).toEqual([
      { line: 1, typed: "10.1.0.0/16" },
      { line: 3, typed: "10.2.0.0/16" },
      { line: 3, typed: "10.3.0.0/16" },
      { line: 3, typed: "10.4.0.0/16" },
      { line: 3, typed: "2001:db8::/32" },
    ]);
    expect(splitRangeText("   \n")).toEqual([]);
  });
});

describe("rangesOverlap", () => {
  it.each([
    ["10.0.0.0/8", "10.1.0.0/16", true],
    ["10.1.0.0/16", "10.0.0.0/8", true],
    ["10.1.0.0/16", "10.2.0.0/16", false],
    ["10.1.0.0/16", "10.1.255.255/32", true],
    ["2001:db8::/32", "2001:db8:1::/48", true],
    ["2001:db8:1::/48", "2001:db8:2::/48", false],
    ["10.0.0.0/8", "2001:db8::/32", false],
  ] as const)("%s and %s: %s", (a, b, expected) => {
    expect(rangesOverlap(a, b)).toBe(expected);
  });
});

describe("parseRangeList", () => {
  it("normalises every entry and says which were saved in another form", () => {
    expect(parseRangeList("10.1.2.3/16\n2001:db8:1::/48\n192.0.2.9")).toEqual({
      ranges: [
        { line: 1, typed: "10.1.2.3/16", cidr: "10.1.0.0/16" },
        { line: 2, typed: "2001:db8:1::/48", cidr: "2001:db8:1::/48" },
        { line: 3, typed: "192.0.2.9", cidr: "192.0.2.9/32" },
      ],
      adjusted: [
        { typed: "10.1.2.3/16", saved: "10.1.0.0/16" },
        { typed: "192.0.2.9", saved: "192.0.2.9/32" },
      ],
      problems: [],
    });
  });

  it("is an empty list for empty text (a school without a campus network)", () => {
    expect(parseRangeList(" \n ")).toEqual({ ranges: [], adjusted: [], problems: [] });
  });

  it("reports every bad entry with its line, a repeat (the later one) and a range inside another (the narrower)", () => {
    const result = parseRangeList(
      ["10.1.0.0/16", "10.0.0.0/33", "10.1.9.9/16", "10.1.2.0/24, 0.0.0.0/0", "fe80::1%eth0", "10.0.0.0/8"].join("\n"),
    );
    expect(result.problems).toEqual([
      { line: 1, typed: "10.1.0.0/16", message: "第 1 行“10.1.0.0/16”已包含在第 6 行的 10.0.0.0/8 中" },
      {
        line: 2,
        typed: "10.0.0.0/33",
        message: "第 2 行“10.0.0.0/33”不是有效的 IP 地址或网段（例如 10.1.0.0/16、2001:db8::/32）",
      },
      { line: 3, typed: "10.1.9.9/16", message: "第 3 行“10.1.9.9/16”与第 1 行的 10.1.0.0/16 重复" },
      { line: 4, typed: "10.1.2.0/24", message: "第 4 行“10.1.2.0/24”已包含在第 1 行的 10.1.0.0/16 中" },
      {
        line: 4,
        typed: "0.0.0.0/0",
        message: "第 4 行“0.0.0.0/0”范围过大：IPv4 网段前缀至少 /8，IPv6 至少 /16",
      },
      { line: 5, typed: "fe80::1%eth0", message: "第 5 行“fe80::1%eth0”带有网卡名（%…），网段中不能使用" },
    ]);
    expect(result.ranges.map((range) => range.cidr)).toEqual(["10.0.0.0/8"]);
  });

  it("finds a repeat typed twice on one line", () => {
    expect(parseRangeList("10.1.0.0/16, 10.1.0.0/16").problems).toEqual([
      { line: 1, typed: "10.1.0.0/16", message: "第 1 行“10.1.0.0/16”与第 1 行的 10.1.0.0/16 重复" },
    ]);
  });

  it("refuses more than 200 ranges", () => {
    const text = Array.from({ length: 201 }, (_, index) => `10.${index >> 8}.${index & 255}.0/24`).join("\n");
    expect(parseRangeList(text).problems).toEqual([{ line: 0, typed: "", message: "校园网段最多 200 条" }]);
    expect(parseRangeList(text.split("\n").slice(0, 200).join("\n")).problems).toEqual([]);
  });
});

describe("findOverlaps", () => {
  const others = [
    { name: "北京大学", ranges: ["10.1.0.0/16", "2001:db8:1::/48"] },
    // saved before the console normalised: still compared as the range it means; a bad entry is skipped
    { name: "清华大学", ranges: ["not a range", "10.2.3.4/16"] },
  ];

  it("names the other school and its range for each typed range that overlaps one", () => {
    // inside one of theirs, holding one of theirs, and an IPv6 one
    const { ranges } = parseRangeList("10.1.5.0/24\n2001:db8::/32\n10.9.0.0/16");
    expect(findOverlaps(ranges, others)).toEqual([
      { line: 1, typed: "10.1.5.0/24", message: "第 1 行“10.1.5.0/24”与北京大学的校园网段 10.1.0.0/16 重叠" },
      { line: 2, typed: "2001:db8::/32", message: "第 2 行“2001:db8::/32”与北京大学的校园网段 2001:db8:1::/48 重叠" },
    ]);
    expect(findOverlaps(parseRangeList("10.0.0.0/8").ranges, others)).toEqual([
      { line: 1, typed: "10.0.0.0/8", message: "第 1 行“10.0.0.0/8”与北京大学的校园网段 10.1.0.0/16 重叠" },
    ]);
    expect(findOverlaps(parseRangeList("10.2.200.0/24").ranges, others)).toEqual([
      { line: 1, typed: "10.2.200.0/24", message: "第 1 行“10.2.200.0/24”与清华大学的校园网段 10.2.0.0/16 重叠" },
    ]);
  });

  it("finds nothing for ranges beside the others'", () => {
    expect(findOverlaps(parseRangeList("10.3.0.0/16\n2001:db8:2::/48").ranges, others.slice(0, 1))).toEqual([]);
  });
});

describe("rangesAsText", () => {
  it("gives the saved list back one per line, as it parses again", () => {
    const text = rangesAsText(["10.1.0.0/16", "2001:db8:1::/48"]);
    expect(text).toBe("10.1.0.0/16\n2001:db8:1::/48");
    expect(parseRangeList(text).adjusted).toEqual([]);
  });
});
