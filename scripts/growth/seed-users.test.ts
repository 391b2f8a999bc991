import { describe, expect, it } from "vitest";
import { demoUsers } from "~/seed/schools";
import { PHONE_PREFIXES, seededPhone } from "./seed-users";

describe("seededPhone", () => {
  it("gives unique eleven-digit mainland numbers that never collide with the demo or test accounts", () => {
    const phones = new Set<string>();
    for (let index = 0; index < 20_000; index += 1) phones.add(seededPhone(index));
    expect(phones.size).toBe(20_000);
    const demo = new Set(demoUsers.map((user) => user.phoneNumber));
    expect([...phones].filter((phone) => !/^1[3-9]\d{9}$/.test(phone) || demo.has(phone))).toEqual([]);
    expect(PHONE_PREFIXES).not.toContain("138");
    expect(PHONE_PREFIXES).not.toContain("137");
  });

  it("uses every prefix", () => {
    const prefixes = new Set(Array.from({ length: 1000 }, (_, index) => seededPhone(index).slice(0, 3)));
    expect(prefixes.size).toBe(PHONE_PREFIXES.length);
  });
});
