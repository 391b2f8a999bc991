// Rate limits: named fixed-window counters ("N points per D seconds per key") on rate-limiter-flexible, kept where the
// deployment keeps shared state (docs/decisions/0004-rate-limits.md):
//   REDIS_URL set          → Redis (RateLimiterRedis over ioredis), shared by every app process;
//   PostgreSQL database    → the `rate_limits` table through RateLimiterPostgres on a small pool of its own;
//   SQLite database        → the same table in the SQLite file (RateLimiterSQLite on a second better-sqlite3 handle);
//   SQLite `:memory:`      → process memory (one process by definition).
// Stores open lazily on first use, so importing this module (and calling createLimiter at module level) touches
// nothing. closeRateLimitStores() closes them at shutdown.
import SQLite from "better-sqlite3";
import { Redis } from "ioredis";
import pg from "pg";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { databaseConfig } from "~/db/client.server";
import { getEnv } from "~/lib/env.server";

export interface LimitState {
  /** Points left in the current window. */
  remaining: number;
  /** Seconds until one more point may be consumed: 0 while `remaining` > 0, else until the window ends. */
  retryAfterSeconds: number;
}

interface ConsumeResult extends LimitState {
  /** False when this consume went over the limit (the points are still counted, the window is not extended). */
  allowed: boolean;
}

export interface Limiter {
  consume(key: string, points?: number): Promise<ConsumeResult>;
  /** The state of a key without consuming anything. */
  peek(key: string): Promise<LimitState>;
  /** Forgets a key (e.g. a successful login clears its failure count). */
  reset(key: string): Promise<void>;
}

export interface LimiterOptions {
  /** Unique per limiter; becomes the key prefix in the store. Letters, digits, `-`, `_`, `.`. */
  name: string;
  points: number;
  durationSeconds: number;
}

export type RateLimitStoreKind = "memory" | "sqlite" | "postgres" | "redis";

const TABLE = "rate_limits";
/** Rows whose window ended this long ago are deleted (the library reads them as absent anyway). */
const PRUNE_AFTER_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 5 * 60 * 1000;

/** Where counters live for this process: Redis if configured, else the application database. */
export function defaultRateLimitStore(): RateLimitStoreKind {
  if (getEnv().REDIS_URL) return "redis";
  if (databaseConfig.dialect === "postgres") return "postgres";
  return databaseConfig.location === ":memory:" ? "memory" : "sqlite";
}

// ---- shared store clients, opened on first use ----------------------------------------------------------------

interface Stores {
  sqlite?: SQLite.Database;
  pgPool?: pg.Pool;
  redis: Map<string, Redis>;
  pruneTimer?: NodeJS.Timeout;
}

const stores: Stores = { redis: new Map() };
const built = new Set<LazyLimiter>();

function sqliteStore(): SQLite.Database {
  if (!stores.sqlite) {
    // A second handle on the application's SQLite file (the Kysely one is private to Kysely). WAL mode and the busy
    // timeout let both write without "database is locked"; the table comes from migration 0002.
    const handle = new SQLite(databaseConfig.location);
    handle.pragma("journal_mode = WAL");
    handle.pragma("busy_timeout = 5000");
    stores.sqlite = handle;
    schedulePrune();
  }
  return stores.sqlite;
}

function postgresStore(): pg.Pool {
  if (!stores.pgPool) {
    const pool = new pg.Pool({
      connectionString: databaseConfig.location,
      max: 3,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      allowExitOnIdle: true,
      options: databaseConfig.schema ? `-c search_path=${databaseConfig.schema}` : undefined,
    });
    pool.on("error", (error) => console.error("[rate-limit] idle PostgreSQL client error:", error.message));
    // A connection dying mid-query fails that query; without a listener pg would also emit an unhandled 'error'.
    pool.on("connect", (client) => client.on("error", () => undefined));
    stores.pgPool = pool;
    schedulePrune();
  }
  return stores.pgPool;
}

function redisStore(url: string | undefined): Redis {
  if (!url) throw new Error("REDIS_URL is not set");
  let client = stores.redis.get(url);
  if (!client) {
    client = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 });
    client.on("error", (error: Error) => console.error("[rate-limit] Redis error:", error.message));
    stores.redis.set(url, client);
  }
  return client;
}

/** Deletes long-expired rows now and then (Redis expires keys itself; memory limiters clean up after themselves). */
function schedulePrune() {
  if (stores.pruneTimer) return;
  stores.pruneTimer = setInterval(() => void pruneExpiredRateLimits().catch(() => undefined), PRUNE_EVERY_MS);
  stores.pruneTimer.unref();
}

/** Removes counter rows whose window ended over an hour ago. Returns how many went. */
export async function pruneExpiredRateLimits(now = Date.now()): Promise<number> {
  const before = now - PRUNE_AFTER_MS;
  let removed = 0;
  if (stores.sqlite) removed += stores.sqlite.prepare(`DELETE FROM ${TABLE} WHERE expire < ?`).run(before).changes;
  if (stores.pgPool)
    removed += (await stores.pgPool.query(`DELETE FROM ${TABLE} WHERE expire < $1`, [before])).rowCount ?? 0;
  return removed;
}

/** Closes whatever stores were opened. Limiters stay usable: they reopen their store on next use. */
export async function closeRateLimitStores(): Promise<void> {
  if (stores.pruneTimer) clearInterval(stores.pruneTimer);
  const { sqlite, pgPool } = stores;
  const redisClients = [...stores.redis.values()];
  stores.pruneTimer = stores.sqlite = stores.pgPool = undefined;
  stores.redis.clear();
  for (const limiter of built) limiter.forget();
  built.clear();
  sqlite?.close();
  await Promise.all([pgPool?.end(), ...redisClients.map((client) => client.quit().catch(() => client.disconnect()))]);
}

// ---- limiters ---------------------------------------------------------------------------------------------------

export interface StoreSettings {
  /** Where the counters live; default: defaultRateLimitStore(). */
  store?: RateLimitStoreKind;
  /** Redis URL for store "redis"; default: REDIS_URL. */
  redisUrl?: string;
}

function buildStoreLimiter(options: LimiterOptions, settings: StoreSettings): RateLimiterAbstract {
  const kind = settings.store ?? defaultRateLimitStore();
  const base = { keyPrefix: options.name, points: options.points, duration: options.durationSeconds };
  switch (kind) {
    case "memory":
      return new RateLimiterMemory(base);
    case "sqlite":
      return new RateLimiterSQLite({
        ...base,
        storeClient: sqliteStore(),
        storeType: "better-sqlite3",
        tableName: TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
      });
    case "postgres":
      return new RateLimiterPostgres({
        ...base,
        storeClient: postgresStore(),
        storeType: "pool",
        tableName: TABLE,
        schemaName: databaseConfig.schema,
        tableCreated: true,
        clearExpiredByTimeout: false,
      });
    case "redis":
      return new RateLimiterRedis({
        ...base,
        keyPrefix: `yantu:rl:${options.name}`,
        storeClient: redisStore(settings.redisUrl ?? getEnv().REDIS_URL),
      });
  }
}

const toSeconds = (ms: number) => (ms > 0 ? Math.ceil(ms / 1000) : 0);

function stateOf(res: RateLimiterRes, points: number): LimitState {
  const remaining = Math.max(points - res.consumedPoints, 0);
  return { remaining, retryAfterSeconds: remaining > 0 ? 0 : toSeconds(res.msBeforeNext) };
}

class LazyLimiter implements Limiter {
  private limiter: RateLimiterAbstract | undefined;

  constructor(
    private readonly options: LimiterOptions,
    private readonly settings: StoreSettings,
  ) {}

  private store(): RateLimiterAbstract {
    if (!this.limiter) {
      this.limiter = buildStoreLimiter(this.options, this.settings);
      built.add(this);
    }
    return this.limiter;
  }

  forget() {
    this.limiter = undefined;
  }

  async consume(key: string, points = 1): Promise<ConsumeResult> {
    try {
      const res = await this.store().consume(key, points);
      return { allowed: true, ...stateOf(res, this.options.points) };
    } catch (error) {
      // The library rejects with a RateLimiterRes when over the limit and with an Error when the store fails.
      if (error instanceof RateLimiterRes) {
        return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(toSeconds(error.msBeforeNext), 1) };
      }
      throw error;
    }
  }

  async peek(key: string): Promise<LimitState> {
    const res = await this.store().get(key);
    return res ? stateOf(res, this.options.points) : { remaining: this.options.points, retryAfterSeconds: 0 };
  }

  async reset(key: string): Promise<void> {
    await this.store().delete(key);
  }
}

const NAME_PATTERN = /^[A-Za-z0-9_.-]{1,60}$/;
const registry = new Map<string, string>();

/**
 * A limiter allowing `points` per `durationSeconds` per key, in a fixed window that starts at the key's first
 * consume. Call it once per purpose at module level; the name must be unique (two limiters with one name would
 * share counters, so a second definition with other numbers throws).
 *
 * `settings` override where the counters live; leave them out in application code (tests use them).
 */
export function createLimiter(options: LimiterOptions, settings: StoreSettings = {}): Limiter {
  if (!NAME_PATTERN.test(options.name)) throw new Error(`Rate limiter name "${options.name}" is not allowed`);
  if (!Number.isInteger(options.points) || options.points < 1) throw new Error("Rate limiter points must be ≥ 1");
  if (!Number.isInteger(options.durationSeconds) || options.durationSeconds < 1) {
    throw new Error("Rate limiter durationSeconds must be a whole number ≥ 1");
  }
  const signature = `${options.points}/${options.durationSeconds}/${settings.store ?? ""}`;
  const existing = registry.get(options.name);
  if (existing !== undefined && existing !== signature) {
    throw new Error(`Rate limiter "${options.name}" is already defined with other settings`);
  }
  registry.set(options.name, signature);
  return new LazyLimiter(options, { ...settings });
}

/** "45 秒", "12 分钟", "3 小时": a wait as a person would say it, rounded up. */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} 秒`;
  if (s < 3600) return `${Math.ceil(s / 60)} 分钟`;
  return `${Math.ceil(s / 3600)} 小时`;
}
