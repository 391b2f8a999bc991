import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateSmsCode, hashSmsCode, SMS_CODE_LENGTH } from "./sms-code.server";

describe("generateSmsCode", () => {
  it("makes 6 decimal digits, leading zeros kept", () => {
    for (let i = 0; i < 2_000; i++) expect(generateSmsCode()).toMatch(/^\d{6}$/);
    expect(SMS_CODE_LENGTH).toBe(6);
  });

  it("draws from the whole range, roughly uniformly (first digit over 20 000 codes)", () => {
    const firstDigits = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) {
      const digit = generateSmsCode()[0]!;
      firstDigits.set(digit, (firstDigits.get(digit) ?? 0) + 1);
    }
    expect(firstDigits.size).toBe(10); // "0" included: codes below 100000 are padded, not dropped
    for (const count of firstDigits.values()) expect(count).toBeGreaterThan(1_600); // expected 2 000 each
  });

  it("uses the CSPRNG (crypto.randomInt), not Math.random", async () => {
    const { vi } = await import("vitest");
    const spy = vi.spyOn(Math, "random");
    generateSmsCode();
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe("hashSmsCode", () => {
  const secret = "s".repeat(32);

  it("is HMAC-SHA256 over id, phone and code, in hex", () => {
    const expected = crypto
      .createHmac("sha256", secret)
      .update(["sms-code", "id-1", "13800138000", "123456"].join("\u0000"))
      .digest("hex");
    expect(hashSmsCode(secret, "id-1", "13800138000", "123456")).toBe(expected);
    expect(hashSmsCode(secret, "id-1", "13800138000", "123456")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("differs when any input differs, so a row matches only its own id and phone", () => {
    const base = hashSmsCode(secret, "id-1", "13800138000", "123456");
    expect(hashSmsCode(secret, "id-2", "13800138000", "123456")).not.toBe(base);
    expect(hashSmsCode(secret, "id-1", "13800138001", "123456")).not.toBe(base);
    expect(hashSmsCode(secret, "id-1", "13800138000", "123457")).not.toBe(base);
    expect(hashSmsCode("t".repeat(32), "id-1", "13800138000", "123456")).not.toBe(base);
    // Field boundaries cannot be shifted: ("id-11", phone…) ≠ ("id-1", "1" + phone…).
    expect(hashSmsCode(secret, "id-11", "3800138000", "123456")).not.toBe(base);
  });
});
