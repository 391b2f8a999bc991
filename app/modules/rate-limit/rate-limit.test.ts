// The limiter's contract on the in-memory store; the database and Redis stores are covered by
// tests/integration/rate-limit.test.ts.
import crypto from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLimiter, formatWait } from "./rate-limit.server";

const uniqueName = (label: string) => `${label}-${crypto.randomBytes(4).toString("hex")}`;

describe("createLimiter (memory store)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-01T00:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("allows `points` per window, then says how long to wait", async () => {
    const limiter = createLimiter({ name: uniqueName("t"), points: 3, durationSeconds: 60 }, { store: "memory" });
    expect(await limiter.consume("k")).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    expect(await limiter.consume("k")).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect(await limiter.consume("k")).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 60 });
    vi.setSystemTime(Date.now() + 15_000);
    expect(await limiter.consume("k")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 45 });
    expect(await limiter.peek("k")).toEqual({ remaining: 0, retryAfterSeconds: 45 });
    expect(await limiter.peek("other")).toEqual({ remaining: 3, retryAfterSeconds: 0 });
  });

  it("reset forgets a key", async () => {
    const limiter = createLimiter({ name: uniqueName("t"), points: 1, durationSeconds: 60 }, { store: "memory" });
    await limiter.consume("k");
    expect((await limiter.consume("k")).allowed).toBe(false);
    await limiter.reset("k");
    expect(await limiter.peek("k")).toEqual({ remaining: 1, retryAfterSeconds: 0 });
    expect((await limiter.consume("k")).allowed).toBe(true);
  });

  it("consumes several points at once", async () => {
    const limiter = createLimiter({ name: uniqueName("t"), points: 5, durationSeconds: 10 }, { store: "memory" });
    expect(await limiter.consume("k", 4)).toMatchObject({ allowed: true, remaining: 1 });
    expect(await limiter.consume("k", 2)).toMatchObject({ allowed: false, remaining: 0 });
  });

  it("refuses bad definitions and a second definition of one name with other numbers", () => {
    expect(() => createLimiter({ name: "has space", points: 1, durationSeconds: 1 })).toThrow();
    expect(() => createLimiter({ name: uniqueName("t"), points: 0, durationSeconds: 1 })).toThrow();
    expect(() => createLimiter({ name: uniqueName("t"), points: 1, durationSeconds: 0.5 })).toThrow();
    const name = uniqueName("dup");
    createLimiter({ name, points: 1, durationSeconds: 60 });
    expect(() => createLimiter({ name, points: 1, durationSeconds: 60 })).not.toThrow();
    expect(() => createLimiter({ name, points: 2, durationSeconds: 60 })).toThrow(/already defined/);
  });
});

describe("formatWait", () => {
  it.each([
    [0, "1 秒"],
    [1, "1 秒"],
    [59, "59 秒"],
    [60, "1 分钟"],
    [61, "2 分钟"],
    [3300, "55 分钟"],
    [3600, "1 小时"],
    [82_500, "23 小时"],
  ])("%d s → %s", (seconds, text) => {
    expect(formatWait(seconds)).toBe(text);
  });
});
