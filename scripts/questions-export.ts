// npm run questions:export -- --bank <题库编号> [--out <文件>]
//
// Writes a bank of the database at DATABASE_URL in the JSON interchange format (docs/question-format.md): the bank,
// its subject's knowledge points and every question as written (TeX and rich text, not the rendered HTML). Without
// --out the JSON goes to standard output.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { db } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { isDomainError } from "~/lib/domain-error";
import { exportQuestionBank } from "~/modules/question/formats/question-export.server";
import { questionMessages as say } from "~/modules/question/bank/question-messages";
import { runDatabaseCommand } from "./database-command";

const readArgs = () =>
  parseArgs({
    allowPositionals: false,
    options: {
      bank: { type: "string" },
      out: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });

async function main(): Promise<number> {
  let parsed: ReturnType<typeof readArgs>;
  try {
    parsed = readArgs();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${say.exportUsage}`);
    return 2;
  }
  const { values } = parsed;
  if (values.help) {
    console.log(say.exportUsage);
    return 0;
  }
  if (!values.bank) {
    console.error(say.exportUsage);
    return 2;
  }
  await migrateToLatest(db);
  try {
    const document = await exportQuestionBank(db, values.bank);
    const json = `${JSON.stringify(document, null, 2)}\n`;
    if (!values.out) {
      process.stdout.write(json);
      return 0;
    }
    const outPath = path.resolve(values.out);
    fs.writeFileSync(outPath, json);
    console.log(say.exported(values.bank, document.questions.length, outPath));
    return 0;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    console.error(error.message);
    return 1;
  }
}

await runDatabaseCommand(main, say.failed);
