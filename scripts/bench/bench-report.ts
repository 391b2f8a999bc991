// The JSON report: the numbers plus everything needed to judge them later — machine, load before and after,
// database, commit, options and how requests were made.
import fs from "node:fs";
import path from "node:path";
import type { DatabaseKind, MeasureOptions } from "./bench-options";
import type { MachineInfo } from "./machine-info";
import type { BenchResult } from "./measure-targets";
import { USER_AGENTS, VISITOR_UUID } from "./request-headers";

export interface RunEnvironment {
  machine: MachineInfo;
  loadAverage: { before: [number, number, number]; after: [number, number, number] | null };
  database: { kind: DatabaseKind; version: string };
  server: string;
  /** mtime of build/server/index.js when the server started. */
  builtAt: string | null;
}

export function requestPolicy(options: MeasureOptions) {
  return {
    acceptEncoding: options.gzip ? "gzip" : "identity",
    why: options.gzip
      ? "Browsers always send accept-encoding with gzip and the server compresses HTML and JSON, so pages are measured " +
        "with compression, and the control (same bytes as the home page, text/html, same static-file stack) is " +
        "compressed alike. --no-gzip measures identity bodies instead."
      : "--no-gzip: identity bodies for pages, API and control alike.",
    userAgents: USER_AGENTS,
    cookies: `every request carries appuuid=${VISITOR_UUID} (a returning visitor); logged-in pages add the Authorization cookie, the logged-in API endpoint a bearer header`,
    pageHeaders:
      "accept: text/html…, sec-fetch-dest: document (the visit log records each page request as a view, as in production)",
    client: "autocannon in this process, on the same machine as the server: both share the CPUs",
  };
}

export function writeJsonReport(outPath: string, report: unknown): string {
  const absolute = path.resolve(outPath);
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  fs.writeFileSync(absolute, `${JSON.stringify(report, null, 2)}\n`);
  return absolute;
}

/** Targets whose runs had failed requests: their numbers describe errors, not the page. */
export function targetsWithErrors(result: BenchResult): string[] {
  return result.targets
    .filter((target) => target.summary.errors.non2xx > 0 || target.summary.errors.socketErrors > 0)
    .map((target) => target.id);
}
