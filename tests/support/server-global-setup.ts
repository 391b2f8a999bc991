// Global setup of the `server` project: one template database per dialect, migrated and filled with the demo data once
// per run, that each test's server starts on a copy of (server-databases.ts) instead of migrating and seeding its own
// at start: ≈ 2 s less per start on SQLite, for some twenty starts. On PostgreSQL each copy is a database of its own
// (CREATE DATABASE … TEMPLATE), not a schema in the shared `test` database: Kysely's migrator lists the tables of every
// schema it can see, and another file's schema dropped during that query failed a server's start ("schema … does not
// exist", seen in campus-ranges-load while exam-restart ran beside it).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildTemplateDatabase } from "./integration-global-setup";
import { createTemplateDatabase, isPostgresReachable, type TestDatabase } from "./test-databases";

export interface SeededTemplate {
  url: string;
  /** The DATA_DIR its seed wrote to (the demo senior's proof picture): each server's own starts as a copy. */
  dataDir: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The seeded templates: SQLite always, PostgreSQL when it is reachable. */
    serverTemplates: { sqlite: SeededTemplate; postgres?: SeededTemplate };
  }
}

async function seededTemplate(target: "sqlite" | "postgres"): Promise<SeededTemplate & { database: TestDatabase }> {
  const database = await createTemplateDatabase(target);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `yantu-tpl-data-${target}-`));
  await buildTemplateDatabase(database.url, true, { DATA_DIR: dataDir });
  return { url: database.url, dataDir, database };
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  // The two dialects' seeds side by side: PostgreSQL's waits on its round trips more than it computes.
  const [sqlite, postgres] = await Promise.all([
    seededTemplate("sqlite"),
    (await isPostgresReachable()) ? seededTemplate("postgres") : undefined,
  ]);
  console.log(`[server] seeded template databases ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide("serverTemplates", {
    sqlite: { url: sqlite.url, dataDir: sqlite.dataDir },
    ...(postgres ? { postgres: { url: postgres.url, dataDir: postgres.dataDir } } : {}),
  });
  return async () => {
    for (const template of [sqlite, postgres]) {
      if (!template) continue;
      await template.database.drop();
      fs.rmSync(template.dataDir, { recursive: true, force: true });
    }
  };
}
