import { describe, expect, it } from "vitest";
import { InvalidEnvironmentError, parseEnv } from "./env.server";

function errorOf(source: Record<string, string | undefined>): InvalidEnvironmentError {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) return error;
    throw error;
  }
  throw new Error("parseEnv accepted it");
}

describe("parseEnv", () => {
  it("fills in the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "0.0.0.0",
      TRUST_PROXY: "",
      SEED_ON_START: true,
      LOG_REQUESTS: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats an empty variable as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "", HOST: "" })).toMatchObject({ PORT: 3000, HOST: "0.0.0.0" });
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("ignores variables it does not know", () => {
    expect(() => parseEnv({ PATH: "/usr/bin", HOME: "/root", npm_config_foo: "x" })).not.toThrow();
  });

  it.each([
    ["0", 0],
    ["8080", 8080],
    ["65535", 65535],
  ])("accepts PORT=%s", (value, expected) => {
    expect(parseEnv({ PORT: value }).PORT).toBe(expected);
  });

  it.each(["abc", "-1", "65536", "80.5", "3000abc"])("refuses PORT=%s, naming the variable", (value) => {
    const error = errorOf({ PORT: value });
    expect(error.message).toMatch(/^Invalid configuration:/);
    expect(error.message).toContain("PORT");
  });

  it.each(["file:./data/app.db", "file:/tmp/x.db", "postgres://u@h:5432/db", "postgresql://u:p@h/db?schema=t_1"])(
    "accepts DATABASE_URL=%s",
    (value) => {
      expect(parseEnv({ DATABASE_URL: value }).DATABASE_URL).toBe(value);
    },
  );

  it("trims DATABASE_URL", () => {
    expect(parseEnv({ DATABASE_URL: "  postgres://h/db  " }).DATABASE_URL).toBe("postgres://h/db");
  });

  it.each(["mysql://x", "sqlite:./x.db", "./data/app.db", "http://db"])("refuses DATABASE_URL=%s", (value) => {
    const error = errorOf({ DATABASE_URL: value });
    expect(error.message).toContain("DATABASE_URL");
    expect(error.message).toContain("file:");
  });

  it.each([
    ["true", true],
    ["1", true],
    ["false", false],
    ["0", false],
  ])("reads SEED_ON_START=%s and LOG_REQUESTS=%s as booleans", (value, expected) => {
    const env = parseEnv({ SEED_ON_START: value, LOG_REQUESTS: value });
    expect(env.SEED_ON_START).toBe(expected);
    expect(env.LOG_REQUESTS).toBe(expected);
  });

  it.each([
    ["SEED_ON_START", "yes"],
    ["LOG_REQUESTS", "TRUE"],
    ["NODE_ENV", "staging"],
  ])("refuses %s=%s", (name, value) => {
    expect(errorOf({ [name]: value }).message).toContain(name);
  });

  it("lists every bad variable at once, one per line", () => {
    const message = errorOf({ PORT: "abc", DATABASE_URL: "mysql://x", NODE_ENV: "staging" }).message;
    const lines = message.split("\n").slice(1);
    expect(lines).toHaveLength(3);
    for (const name of ["PORT", "DATABASE_URL", "NODE_ENV"]) expect(message).toContain(`  ${name}:`);
  });

  it("keeps TRUST_PROXY as written (client-ip.ts parses it)", () => {
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toBe("loopback, 10.0.0.0/8");
  });
});
