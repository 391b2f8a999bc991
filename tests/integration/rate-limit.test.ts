// Rate limits on the store this deployment would use (SQLite file or PostgreSQL, per test project), plus Redis when
// a server is reachable. Every limiter here gets a unique name, so parallel test files never share counters.
import crypto from "node:crypto";
import net from "node:net";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { databaseConfig, db } from "~/db/client.server";
import {
  closeRateLimitStores,
  createLimiter,
  defaultRateLimitStore,
  pruneExpiredRateLimits,
} from "~/modules/rate-limit/rate-limit.server";

const uniqueName = (label: string) => `${label}-${crypto.randomBytes(5).toString("hex")}`;
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1_000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}
const withRedis = await redisReachable();
// CI runs Redis at 127.0.0.1:6379 (.ci/run starts it): there an unreachable Redis fails these tests rather than
// skipping them, so the store every multi-process deployment uses cannot go untested unnoticed.
const requireRedis = Boolean(process.env.CI);

const T0 = new Date("2026-03-01T08:00:00Z").getTime();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());
afterAll(() => closeRateLimitStores());

describe(`database store (${databaseConfig.dialect})`, () => {
  it("is chosen from the database when REDIS_URL is unset", () => {
    expect(defaultRateLimitStore()).toBe(databaseConfig.dialect);
  });

  it("counts within a window, refuses over it, and opens again when it ends", async () => {
    const limiter = createLimiter({ name: uniqueName("window"), points: 2, durationSeconds: 60 });
    expect(await limiter.consume("a")).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    vi.setSystemTime(T0 + 10_000);
    expect(await limiter.consume("a")).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 50 });
    vi.setSystemTime(T0 + 20_000);
    expect(await limiter.consume("a")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 40 });
    expect(await limiter.peek("a")).toEqual({ remaining: 0, retryAfterSeconds: 40 });
    // The fixed window is not stretched by refused attempts.
    vi.setSystemTime(T0 + 60_000);
    expect(await limiter.peek("a")).toEqual({ remaining: 2, retryAfterSeconds: 0 });
    expect(await limiter.consume("a")).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
  });

  it("keeps keys and limiters apart", async () => {
    const first = createLimiter({ name: uniqueName("apart"), points: 1, durationSeconds: 60 });
    const second = createLimiter({ name: uniqueName("apart"), points: 1, durationSeconds: 60 });
    expect((await first.consume("k")).allowed).toBe(true);
    expect((await first.consume("k")).allowed).toBe(false);
    expect((await first.consume("other")).allowed).toBe(true);
    expect((await second.consume("k")).allowed).toBe(true);
  });

  it("peek does not consume, reset forgets", async () => {
    const limiter = createLimiter({ name: uniqueName("peek"), points: 3, durationSeconds: 600 });
    expect(await limiter.peek("k")).toEqual({ remaining: 3, retryAfterSeconds: 0 });
    expect(await limiter.peek("k")).toEqual({ remaining: 3, retryAfterSeconds: 0 });
    await limiter.consume("k", 3);
    expect(await limiter.peek("k")).toEqual({ remaining: 0, retryAfterSeconds: 600 });
    await limiter.reset("k");
    expect(await limiter.peek("k")).toEqual({ remaining: 3, retryAfterSeconds: 0 });
    await limiter.reset("never-used"); // no error
  });

  it("keeps its counters in the rate_limits table, so they survive a restart of the store", async () => {
    const name = uniqueName("persist");
    const limiter = createLimiter({ name, points: 2, durationSeconds: 300 });
    await limiter.consume("13800138000");
    const rows = await db.selectFrom("rate_limits").selectAll().where("key", "=", `${name}:13800138000`).execute();
    expect(rows).toEqual([{ key: `${name}:13800138000`, points: 1, expire: T0 + 300_000 }]);

    await closeRateLimitStores();
    expect(await limiter.consume("13800138000")).toMatchObject({ allowed: true, remaining: 0 });
    expect((await limiter.consume("13800138000")).allowed).toBe(false);
  });

  it("is exact under concurrency: 30 parallel consumes of a 5-point limit let exactly 5 through", async () => {
    const limiter = createLimiter({ name: uniqueName("race"), points: 5, durationSeconds: 60 });
    const results = await Promise.all(Array.from({ length: 30 }, () => limiter.consume("k")));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it("prunes rows whose window ended over an hour ago", async () => {
    const limiter = createLimiter({ name: uniqueName("prune"), points: 1, durationSeconds: 60 });
    await limiter.consume("old");
    vi.setSystemTime(T0 + 30 * 60_000);
    await limiter.consume("recent");
    const removed = await pruneExpiredRateLimits(T0 + 60_000 + 60 * 60_000 + 1);
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom("rate_limits").select("key").where("key", "like", "prune-%").execute();
    expect(left.some((row) => row.key.endsWith(":old"))).toBe(false);
    expect(left.some((row) => row.key.endsWith(":recent"))).toBe(true);
  });

  it("has the index the pruning needs", async () => {
    const names =
      databaseConfig.dialect === "postgres"
        ? (
            await sql<{
              name: string;
            }>`select indexname as name from pg_indexes where tablename = 'rate_limits'`.execute(db)
          ).rows
        : (
            await sql<{
              name: string;
            }>`select name from sqlite_master where type = 'index' and tbl_name = 'rate_limits'`.execute(db)
          ).rows;
    expect(names.map((row) => row.name)).toContain("rate_limits_expire_idx");
  });
});

describe("memory store", () => {
  it("works without any database", async () => {
    const limiter = createLimiter({ name: uniqueName("mem"), points: 1, durationSeconds: 5 }, { store: "memory" });
    expect((await limiter.consume("k")).allowed).toBe(true);
    expect(await limiter.consume("k")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 5 });
  });
});

describe.runIf(withRedis || requireRedis)("Redis store", () => {
  beforeAll(() => {
    if (!withRedis) throw new Error(`Redis is not reachable at ${REDIS_URL}; CI requires it (set TEST_REDIS_URL)`);
  });

  // Redis keeps its own clock for key expiry, so these cases use real time.
  beforeEach(() => vi.useRealTimers());

  it("counts, refuses, peeks and resets", async () => {
    const limiter = createLimiter(
      { name: uniqueName("redis"), points: 2, durationSeconds: 60 },
      { store: "redis", redisUrl: REDIS_URL },
    );
    expect(await limiter.consume("k")).toMatchObject({ allowed: true, remaining: 1 });
    expect(await limiter.consume("k")).toMatchObject({ allowed: true, remaining: 0 });
    const refused = await limiter.consume("k");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.peek("k")).remaining).toBe(0);
    await limiter.reset("k");
    expect(await limiter.peek("k")).toEqual({ remaining: 2, retryAfterSeconds: 0 });
  });

  it("is exact under concurrency", async () => {
    const limiter = createLimiter(
      { name: uniqueName("redis-race"), points: 5, durationSeconds: 60 },
      { store: "redis", redisUrl: REDIS_URL },
    );
    const results = await Promise.all(Array.from({ length: 30 }, () => limiter.consume("k")));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    await limiter.reset("k");
  });

  it("lets the window expire", async () => {
    const limiter = createLimiter(
      { name: uniqueName("redis-exp"), points: 1, durationSeconds: 1 },
      { store: "redis", redisUrl: REDIS_URL },
    );
    expect((await limiter.consume("k")).allowed).toBe(true);
    expect((await limiter.consume("k")).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await limiter.consume("k")).allowed).toBe(true);
  });
});
