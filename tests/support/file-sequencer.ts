// The order Vitest hands test files to its workers: the longest first, by the wall times of tests/file-times.json
// (measured; scripts/test-all.mjs writes a fresh table to reports/file-times.json after every run). Two workers take
// files from one queue, so with the longest first the last files to finish are short ones and neither worker idles
// long at the end of a group; Vitest's own order on a clean clone (no results cache yet) is by file size, and a large
// file is not always a slow one. A file missing from the table (a new one) runs first, as Vitest runs unknown files.
import fs from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const TABLE = path.resolve(import.meta.dirname, "../file-times.json");

/** Seconds by "project:path from the repository root". */
function measuredTimes(): Record<string, number> {
  return fs.existsSync(TABLE) ? (JSON.parse(fs.readFileSync(TABLE, "utf8")) as Record<string, number>) : {};
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const times = measuredTimes();
    const root = path.resolve(import.meta.dirname, "../..");
    const timeOf = (spec: TestSpecification) =>
      times[`${spec.project.name}:${path.relative(root, spec.moduleId).split(path.sep).join("/")}`];
    // Vitest's order first (projects one after the other; failed, then slower, files first when its cache knows them),
    // then, within a project, the measured files by their time (a stable sort keeps Vitest's order among the others).
    const ordered = await super.sort(files);
    const rank = new Map(ordered.map((spec, index) => [spec, index]));
    return ordered.toSorted((a, b) => {
      if (a.project.name !== b.project.name) return rank.get(a)! - rank.get(b)!;
      const [timeA, timeB] = [timeOf(a), timeOf(b)];
      if (timeA === undefined || timeB === undefined)
        return timeA === timeB ? rank.get(a)! - rank.get(b)! : timeA === undefined ? -1 : 1;
      return timeB - timeA;
    });
  }
}
