// parseDatabaseUrl only. Importing client.server also creates the app's `db` handle from the environment, which is
// harmless here: both dialects open lazily, so nothing touches the disk or the network until a query runs.
import { describe, expect, it } from "vitest";
import { parseDatabaseUrl } from "./client.server";

describe("parseDatabaseUrl", () => {
  it("defaults to the SQLite file ./data/app.db", () => {
    expect(parseDatabaseUrl(undefined)).toEqual({ dialect: "sqlite", location: "./data/app.db" });
  });

  it.each([
    ["file:./data/app.db", "./data/app.db"],
    ["file:/var/lib/yantu/app.db", "/var/lib/yantu/app.db"],
    ["file:relative.db", "relative.db"],
    ["file::memory:", ":memory:"],
    ["file:", "./data/app.db"],
  ])("%s → SQLite at %s", (url, location) => {
    expect(parseDatabaseUrl(url)).toEqual({ dialect: "sqlite", location });
  });

  it.each(["postgres://postgres@127.0.0.1:5432/test", "postgresql://user:secret@db.internal/yantu"])(
    "%s → PostgreSQL with the URL as given",
    (url) => {
      const config = parseDatabaseUrl(url);
      expect(config.dialect).toBe("postgres");
      expect(new URL(config.location).href).toBe(new URL(url).href);
      expect(config.schema).toBeUndefined();
    },
  );

  it("takes our own schema parameter out of the connection string and keeps the others", () => {
    const config = parseDatabaseUrl("postgres://u:p@h:5433/db?sslmode=require&schema=t_0a1b2c&application_name=yantu");
    expect(config.dialect).toBe("postgres");
    expect(config.schema).toBe("t_0a1b2c");
    const location = new URL(config.location);
    expect(location.searchParams.has("schema")).toBe(false);
    expect(location.searchParams.get("sslmode")).toBe("require");
    expect(location.searchParams.get("application_name")).toBe("yantu");
    expect(location.username).toBe("u");
    expect(location.password).toBe("p");
    expect(location.host).toBe("h:5433");
    expect(location.pathname).toBe("/db");
  });

  it.each(["Bad", "1abc", "a-b", "a;drop table x", "x".repeat(64), ""])(
    "refuses the schema %j (it becomes part of search_path)",
    (schema) => {
      const url = `postgres://h/db?schema=${encodeURIComponent(schema)}`;
      expect(() => parseDatabaseUrl(url)).toThrow(`DATABASE_URL schema "${schema}" must be a lower-case identifier`);
    },
  );
});
