// The campus-network and school forms: the ranges text checked line by line with the service's messages (an empty
// list allowed), the address to test, a school's name.
import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { campusRangesSchema, testAddressSchema } from "./campus-schemas";
import { createSchoolSchema, renameSchoolSchema } from "./schools-schemas";

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) =>
  result.success ? {} : fieldErrorsOf(result.error!);

describe("campusRangesSchema", () => {
  it("takes the typed text as it is (the service saves it normalised), and an empty list", () => {
    expect(campusRangesSchema.parse({ ranges: "10.1.2.3/16\n2001:db8::/32" })).toEqual({
      ranges: "10.1.2.3/16\n2001:db8::/32",
    });
    expect(campusRangesSchema.parse({})).toEqual({ ranges: "" });
  });

  it("names every bad line", () => {
    expect(errorsOf(campusRangesSchema.safeParse({ ranges: "10.1.0.0/16\nabc\n10.1.0.0/16" }))).toEqual({
      ranges:
        "第 2 行“abc”不是有效的 IP 地址或网段（例如 10.1.0.0/16、2001:db8::/32）；第 3 行“10.1.0.0/16”与第 1 行的 10.1.0.0/16 重复",
    });
    expect(errorsOf(campusRangesSchema.safeParse({ ranges: "1".repeat(20_001) }))).toEqual({
      ranges: "校园网段内容过长（最多 20000 个字符）",
    });
  });
});

describe("testAddressSchema", () => {
  it("takes an IPv4 or IPv6 address", () => {
    expect(testAddressSchema.parse({ address: " 10.1.2.3 " })).toEqual({ address: "10.1.2.3" });
    expect(testAddressSchema.parse({ address: "2001:db8::1" })).toEqual({ address: "2001:db8::1" });
  });

  it("asks for one and refuses what is not an address", () => {
    expect(errorsOf(testAddressSchema.safeParse({ address: " " }))).toEqual({ address: "请输入要检测的 IP 地址" });
    expect(errorsOf(testAddressSchema.safeParse({}))).toEqual({ address: "请输入要检测的 IP 地址" });
    expect(errorsOf(testAddressSchema.safeParse({ address: "10.1.2.0/24" }))).toEqual({
      address: "请输入有效的 IPv4 或 IPv6 地址，例如 10.1.2.3 或 2001:db8::1",
    });
  });
});

describe("school forms", () => {
  it("trims the name and requires one of at most 60 characters", () => {
    expect(renameSchoolSchema.parse({ name: " 南开大学 " })).toEqual({ name: "南开大学" });
    expect(errorsOf(renameSchoolSchema.safeParse({ name: "   " }))).toEqual({ name: "请输入学校名称" });
    expect(errorsOf(renameSchoolSchema.safeParse({}))).toEqual({ name: "请输入学校名称" });
    expect(renameSchoolSchema.safeParse({ name: "大".repeat(60) }).success).toBe(true);
    expect(errorsOf(renameSchoolSchema.safeParse({ name: "大".repeat(61) }))).toEqual({ name: "学校名称最多 60 个字" });
  });

  it("creates a school with its ranges checked, or none", () => {
    expect(createSchoolSchema.parse({ name: "南开大学" })).toEqual({ name: "南开大学", ranges: "" });
    expect(errorsOf(createSchoolSchema.safeParse({ name: "", ranges: "10.0.0.0/33" }))).toEqual({
      name: "请输入学校名称",
      ranges: "第 1 行“10.0.0.0/33”不是有效的 IP 地址或网段（例如 10.1.0.0/16、2001:db8::/32）",
    });
  });
});
