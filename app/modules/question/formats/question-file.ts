// Reading a question file of any format into checked drafts: the format's parser finds the items (with their lines),
// and the one item schema of question-document-schema.ts checks each. Every problem of the whole file is collected
// with its line, in line order; the import writes nothing unless there are none. Pure.
import { parseAiken } from "./aiken-format";
import { parseGift, type ImportProblem } from "./gift-format";
import { parseMoodleXml } from "./moodle-xml-format";
import { jsonValueLines, lineOfPath } from "./json-source-lines";
import {
  issueMessage,
  questionDocumentSchema,
  questionItemSchema,
  type BankInfo,
  type DraftDefaults,
  type PointTree,
  type QuestionDraft,
} from "./question-document-schema";
import { questionMessages as m } from "../bank/question-messages";

export const questionFileFormats = ["gift", "aiken", "json", "moodle-xml"] as const;
export type QuestionFileFormat = (typeof questionFileFormats)[number];

export const questionFileFormatNames: Record<QuestionFileFormat, string> = {
  gift: "GIFT",
  aiken: "Aiken",
  json: "JSON",
  "moodle-xml": "Moodle XML",
};

/** The format a file name says (.gift, .aiken, .json, .xml); null when it says nothing (.txt, as Moodle names GIFT). */
export function formatOfFileName(name: string): QuestionFileFormat | null {
  const extension = name.toLowerCase().split(".").pop() ?? "";
  if (extension === "gift") return "gift";
  if (extension === "json") return "json";
  if (extension === "aiken") return "aiken";
  if (extension === "xml") return "moodle-xml";
  return null;
}

/**
 * The format of a file: by its name when the name says, else by its text — XML starts with "<", JSON with "{",
 * a GIFT question has an answer block { … } and an Aiken one an ANSWER: line. Null when neither tells.
 */
export function formatOfFile(name: string, text: string): QuestionFileFormat | null {
  const named = formatOfFileName(name);
  if (named) return named;
  const body = text.replace(/^\uFEFF/, "").trimStart();
  if (body.startsWith("<")) return "moodle-xml";
  if (body.startsWith("{")) return "json";
  const lines = body.split(/\r?\n/).filter((line) => !line.trim().startsWith("//"));
  const gift = lines.some((line) => /(^|[^\\])\{/.test(line));
  const aiken = lines.some((line) => /^\s*ANSWER\s*[:：]/i.test(line));
  if (gift && !aiken) return "gift";
  if (aiken && !gift) return "aiken";
  return null;
}

export interface FileDraft {
  line: number;
  /** The line of a field of this item, for problems found later (knowledge points, TeX). */
  lineOf: (path: ReadonlyArray<string | number>) => number;
  draft: QuestionDraft;
}

export interface QuestionFile {
  bank: BankInfo | null;
  pointTrees: PointTree[];
  /** Where each point tree starts (for problems found later). */
  pointTreeLines: number[];
  drafts: FileDraft[];
  problems: ImportProblem[];
}

const byLine = (a: ImportProblem, b: ImportProblem) => a.line - b.line;

function readJson(text: string, defaults: DraftDefaults): QuestionFile {
  const empty: QuestionFile = { bank: null, pointTrees: [], pointTreeLines: [], drafts: [], problems: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(reason);
    const line = position ? text.slice(0, Number(position[1])).split("\n").length : 1;
    return { ...empty, problems: [{ line, message: m.jsonSyntax(reason) }] };
  }
  const lines = jsonValueLines(text);
  if (!value || typeof value !== "object" || Array.isArray(value))
    return { ...empty, problems: [{ line: 1, message: m.documentNotObject }] };
  const document = questionDocumentSchema.safeParse(value);
  if (!document.success) {
    return {
      ...empty,
      problems: document.error.issues
        .map((issue) => ({ line: lineOfPath(lines, issue.path), message: issueMessage(issue) }))
        .sort(byLine),
    };
  }
  const itemSchema = questionItemSchema(defaults);
  const file: QuestionFile = {
    ...empty,
    bank: document.data.bank ?? null,
    pointTrees: document.data.knowledgePoints ?? [],
    pointTreeLines: (document.data.knowledgePoints ?? []).map((_, index) =>
      lineOfPath(lines, ["knowledgePoints", index]),
    ),
  };
  document.data.questions.forEach((raw, index) => {
    const at = (path: ReadonlyArray<string | number>) => lineOfPath(lines, ["questions", index, ...path]);
    const parsed = itemSchema.safeParse(raw);
    if (parsed.success) file.drafts.push({ line: at([]), lineOf: at, draft: parsed.data });
    else
      for (const issue of parsed.error.issues)
        file.problems.push({ line: at(issue.path), message: issueMessage(issue) });
  });
  file.problems.sort(byLine);
  return file;
}

/** Reads a file's text in the given format; problems carry line numbers and Chinese messages. */
export function readQuestionFile(text: string, format: QuestionFileFormat, defaults: DraftDefaults): QuestionFile {
  const file = readItems(text, format, defaults);
  // A file with nothing to import is a mistake (the wrong file, an export of an empty category), not a success.
  if (file.drafts.length === 0 && file.problems.length === 0) file.problems.push({ line: 1, message: m.fileEmpty });
  return file;
}

const parsers = { gift: parseGift, aiken: parseAiken, "moodle-xml": parseMoodleXml } as const;

function readItems(text: string, format: QuestionFileFormat, defaults: DraftDefaults): QuestionFile {
  if (format === "json") return readJson(text.replace(/^\uFEFF/, ""), defaults);
  const parsed = parsers[format](text);
  const itemSchema = questionItemSchema(defaults);
  const file: QuestionFile = {
    bank: null,
    pointTrees: [],
    pointTreeLines: [],
    drafts: [],
    problems: [...parsed.problems],
  };
  for (const { line, item, lineOf } of parsed.items) {
    const checked = itemSchema.safeParse(item);
    if (checked.success) file.drafts.push({ line, lineOf, draft: checked.data });
    else
      for (const issue of checked.error.issues)
        file.problems.push({ line: lineOf(issue.path), message: issueMessage(issue) });
  }
  file.problems.sort(byLine);
  return file;
}
