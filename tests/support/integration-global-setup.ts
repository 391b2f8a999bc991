// Global setup of the integration projects: two template databases per dialect, built once per run — migrated, and
// migrated + demo data — that each test file's database is copied from (database-setup.ts) instead of migrating and
// seeding its own: the demo seed takes 6–14 s, and twenty files on two databases asked for it. A SQLite template is a
// file copied; a PostgreSQL one is a database that CREATE DATABASE … TEMPLATE copies.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createTemplateDatabase, type TemplateDatabases } from "./test-databases";

declare module "vitest" {
  export interface ProvidedContext {
    /** The URLs of this project's template databases. */
    templateDatabases: TemplateDatabases;
  }
}

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Migrates the database at `url` (and with `seed` fills it with the demo data) in a child process; `env` adds to it. */
export async function buildTemplateDatabase(
  url: string,
  seed: boolean,
  env: Record<string, string> = {},
): Promise<void> {
  const args = [
    "tsx",
    "--tsconfig",
    path.join(ROOT, "tsconfig.json"),
    path.join(ROOT, "tests/support/template-database-build.ts"),
    url,
  ];
  if (seed) args.push("--seed");
  await promisify(execFile)("npx", args, {
    cwd: ROOT,
    env: { ...process.env, VITEST: undefined, ...env },
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
    throw new Error(`building the template database failed:\n${error.stdout ?? ""}\n${error.stderr ?? error.message}`);
  });
}

export default async function setup(project: TestProject) {
  const target = project.name.endsWith("postgres") ? "postgres" : "sqlite";
  const started = Date.now();
  const migrated = await createTemplateDatabase(target);
  await buildTemplateDatabase(migrated.url, false);
  const seeded = await createTemplateDatabase(target, migrated);
  await buildTemplateDatabase(seeded.url, true);
  console.log(`[${project.name}] template databases ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide("templateDatabases", { migrated: migrated.url, seeded: seeded.url });
  return async () => {
    await seeded.drop();
    await migrated.drop();
  };
}
