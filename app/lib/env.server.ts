// The process environment, read and validated once. Anything that reads configuration goes through getEnv(), so a
// bad value is reported at start with the variable's name instead of surfacing later as a strange failure.
import { z } from "zod";

const databaseUrl = z
  .string()
  .trim()
  .refine((value) => value.startsWith("file:") || /^postgres(ql)?:\/\//.test(value), {
    message: "must start with file: (SQLite) or postgres:// (PostgreSQL)",
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: databaseUrl.optional(),
  /** Comma list of addresses/CIDRs, or `loopback`; empty means the socket address is the client. */
  TRUST_PROXY: z.string().default(""),
  /** Load demo data into an empty database at start. */
  SEED_ON_START: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((value) => value === "true" || value === "1"),
  LOG_REQUESTS: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((value) => value === "true" || value === "1"),
});

export type Env = z.infer<typeof envSchema>;

export class InvalidEnvironmentError extends Error {
  override name = "InvalidEnvironmentError";
}

let cached: Env | undefined;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable counts as unset, as it does for most tools.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new InvalidEnvironmentError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Where the SQLite file lives when DATABASE_URL is unset. */
export const DEFAULT_SQLITE_URL = "file:./data/app.db";
