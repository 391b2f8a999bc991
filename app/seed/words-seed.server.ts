// The demo word books, derived from the 考研 list shipped in ./data (ECDICT, MIT; its notice is ./data/ECDICT-LICENSE.txt
// and licenses/ECDICT-LICENSE.txt, and the licences page shows it). Idempotent: a book whose code is already there is
// left alone, so running the seed again adds nothing and keeps every user's progress. A changed CSV reaches users
// as a new book through `npm run words:import`; seeded books are never rewritten under their cards.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { seedBookDefinitions } from "~/modules/word/word-book-derivation";
import { formatProblem, readWordCsv } from "~/modules/word/word-csv.server";
import { importWordBooks, sha256Hex } from "~/modules/word/word-import.server";

const KAOYAN_WORDS_FILE = "kaoyan-words.csv";
const WORDS_SOURCE = "ECDICT（MIT 许可，github.com/skywind3000/ECDICT）";

/**
 * The shipped CSV. Looked up next to this module (tsx, tests), from the bundled servers (the Remix server build at
 * build/server/index.js, which carries this module for entry.server's appLifecycle; server-build/index.js), and from
 * the working directory (npm scripts run at the repository root).
 */
function kaoyanWordsPath(): string {
  const here = fileURLToPath(import.meta.url);
  const candidates = [
    path.resolve(path.dirname(here), "data", KAOYAN_WORDS_FILE),
    path.resolve(path.dirname(here), "../../app/seed/data", KAOYAN_WORDS_FILE),
    path.resolve(path.dirname(here), "../app/seed/data", KAOYAN_WORDS_FILE),
    path.resolve(process.cwd(), "app/seed/data", KAOYAN_WORDS_FILE),
  ];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`${KAOYAN_WORDS_FILE} not found (looked in ${candidates.join(", ")})`);
  return found;
}

export interface WordSeedResult {
  loaded: string[];
  skipped: string[];
  ms: number;
}

export async function seedWordBooks(db: Kysely<Database>): Promise<WordSeedResult> {
  const started = performance.now();
  const codes = seedBookDefinitions.map((book) => book.code);
  const present = new Set(
    (await db.selectFrom("word_books").select("code").where("code", "in", codes).execute()).map((row) => row.code),
  );
  const missing = seedBookDefinitions.filter((book) => !present.has(book.code));
  const skipped = seedBookDefinitions.filter((book) => present.has(book.code)).map((book) => book.name);
  if (missing.length === 0) return { loaded: [], skipped, ms: performance.now() - started };

  const content = fs.readFileSync(kaoyanWordsPath());
  const { records, problems } = readWordCsv(content);
  if (problems.length > 0)
    throw new Error(`${KAOYAN_WORDS_FILE}: ${problems.slice(0, 5).map(formatProblem).join("; ")}`);
  const sourceHash = sha256Hex(content);
  await importWordBooks(
    db,
    records,
    missing.map((book) => ({
      code: book.code,
      name: book.name,
      description: book.description,
      source: WORDS_SOURCE,
      sourceHash,
      sortOrder: book.sortOrder,
      headwords: book.select(records),
    })),
  );
  return { loaded: missing.map((book) => book.name), skipped, ms: performance.now() - started };
}
