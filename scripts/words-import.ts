// npm run words:import -- <file.csv> --name <书名> [--description <说明>] [--update-words]
//
// Imports a word list in ECDICT's CSV format (the columns of app/seed/data/kaoyan-words.csv) as a new word book,
// into the database at DATABASE_URL (migrated first). Every row is checked before anything is written: a file with
// any malformed row is refused with each row's line number and reason, and nothing is imported. The import itself is
// one transaction with batched inserts and a progress bar; if it fails, nothing is left behind.
// Headwords already in the dictionary keep their entry unless --update-words is given.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import cliProgress from "cli-progress";
import { db } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { isDomainError } from "~/lib/domain-error";
import { formatProblem, readWordCsv } from "~/modules/word/word-csv.server";
import { checkBookName, importWordBooks, sha256Hex } from "~/modules/word/word-import.server";
import { importCommandMessages as say } from "~/modules/word/word-messages";
import { runDatabaseCommand } from "./database-command";

const USAGE = say.usage;

const readArgs = () =>
  parseArgs({
    allowPositionals: true,
    options: {
      name: { type: "string" },
      description: { type: "string", default: "" },
      "update-words": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });

async function main(): Promise<number> {
  let parsed: ReturnType<typeof readArgs>;
  try {
    parsed = readArgs();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  let name: string;
  try {
    name = checkBookName(values.name);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  const filePath = path.resolve(file);
  if (!fs.existsSync(filePath) || !fs.statSync(filePath).isFile()) {
    console.error(say.fileMissing(filePath));
    return 2;
  }

  const started = performance.now();
  const content = fs.readFileSync(filePath);
  const { records, problems, problemCount } = readWordCsv(content);
  if (problemCount > 0) {
    console.error(say.refused(path.basename(filePath), problemCount));
    for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
    if (problemCount > problems.length) console.error(`  ${say.moreProblems(problemCount - problems.length)}`);
    return 1;
  }
  console.log(say.checked(records.length));

  await migrateToLatest(db);
  const bar = new cliProgress.SingleBar(
    { format: say.progress, hideCursor: true, clearOnComplete: false },
    cliProgress.Presets.shades_classic,
  );
  bar.start(1, 0);
  try {
    const result = await importWordBooks(
      db,
      records,
      [
        {
          code: null,
          name,
          description: values.description.trim(),
          source: path.basename(filePath),
          sourceHash: sha256Hex(content),
          sortOrder: 100,
          headwords: records.map((record) => record.word),
        },
      ],
      {
        updateExisting: values["update-words"],
        onProgress: (done, total) => {
          bar.setTotal(total);
          bar.update(done);
        },
      },
    );
    bar.stop();
    const book = result.books[0];
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(
      say.imported(
        name,
        book?.id ?? "?",
        book?.wordCount ?? 0,
        result.newWords,
        result.existingWords,
        values["update-words"],
        seconds,
      ),
    );
    return 0;
  } catch (error) {
    bar.stop();
    if (isDomainError(error)) {
      console.error(say.failed(error.message));
      return 1;
    }
    throw error;
  }
}

await runDatabaseCommand(main, say.failed);
