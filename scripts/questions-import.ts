// npm run questions:import -- <file> --bank <题库编号> [--format gift|aiken|json|moodle-xml] [--point <知识点编号>]
//                                     [--difficulty 1-5] [--points <分值>]
//
// Imports questions into a bank of the database at DATABASE_URL (migrated first). GIFT and Aiken files hold objective
// questions; the JSON format (docs/question-format.md) holds everything and may create the bank and its knowledge
// points. All or nothing: every item is checked (format, rules, knowledge points, papers, codes, TeX) before anything
// is written; a file with any problem is refused with each problem's line number and nothing is imported. The
// writing itself is one transaction. --point, --difficulty and --points fill in what an item leaves out.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { db } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { defaultDraftDefaults, codePattern } from "~/modules/question/formats/question-document-schema";
import {
  formatOfFile,
  questionFileFormats,
  readQuestionFile,
  type QuestionFileFormat,
} from "~/modules/question/formats/question-file";
import { importQuestionFile } from "~/modules/question/formats/question-import.server";
import { questionMessages as say } from "~/modules/question/bank/question-messages";
import { hundredthsOf } from "~/modules/question/marking/question-points";
import { runDatabaseCommand } from "./database-command";

/** At most this many problems are printed; the rest are counted. */
const SHOWN_PROBLEMS = 200;

const readArgs = () =>
  parseArgs({
    allowPositionals: true,
    options: {
      bank: { type: "string" },
      format: { type: "string" },
      point: { type: "string" },
      difficulty: { type: "string" },
      points: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });

async function main(): Promise<number> {
  let parsed: ReturnType<typeof readArgs>;
  try {
    parsed = readArgs();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${say.importUsage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(say.importUsage);
    return 0;
  }
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0 || !values.bank) {
    console.error(say.importUsage);
    return 2;
  }
  const filePath = path.resolve(file);
  if (!fs.existsSync(filePath) || !fs.statSync(filePath).isFile()) {
    console.error(say.fileMissing(filePath));
    return 2;
  }
  const defaults = { ...defaultDraftDefaults };
  if (values.points !== undefined) {
    const points = hundredthsOf(values.points);
    if (points === null) {
      console.error(`${say.pointsInvalid}\n${say.importUsage}`);
      return 2;
    }
    defaults.points = points;
  }
  if (values.difficulty !== undefined) {
    if (!/^[1-5]$/.test(values.difficulty)) {
      console.error(`${say.difficultyInvalid}\n${say.importUsage}`);
      return 2;
    }
    defaults.difficulty = Number(values.difficulty);
  }
  if (values.point !== undefined) {
    if (!codePattern.test(values.point)) {
      console.error(`${say.pointInvalid}\n${say.importUsage}`);
      return 2;
    }
    defaults.knowledgePoints = [values.point];
  }

  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(fs.readFileSync(filePath));
  } catch {
    console.error(say.fileNotUtf8);
    return 1;
  }
  // A name that says nothing (.txt, as Moodle names its GIFT exports) is settled by the text.
  const format = (values.format?.toLowerCase() ?? formatOfFile(filePath, text)) as QuestionFileFormat | null;
  if (!format || !(questionFileFormats as readonly string[]).includes(format)) {
    console.error(say.formatUnknown(values.format ?? path.basename(filePath)));
    return 2;
  }
  const questionFile = readQuestionFile(text, format, defaults);
  await migrateToLatest(db);
  const outcome = await importQuestionFile(db, { bankCode: values.bank, file: questionFile });
  if (!outcome.ok) {
    console.error(say.refused(path.basename(filePath), outcome.problems.length));
    for (const problem of outcome.problems.slice(0, SHOWN_PROBLEMS))
      console.error(`  ${say.problemLine(problem.line, problem.message)}`);
    if (outcome.problems.length > SHOWN_PROBLEMS)
      console.error(`  ${say.moreProblems(outcome.problems.length - SHOWN_PROBLEMS)}`);
    return 1;
  }
  console.log(say.imported(values.bank, outcome.questions, outcome.leaves, outcome.pointsAdded));
  return 0;
}

await runDatabaseCommand(main, say.failed);
