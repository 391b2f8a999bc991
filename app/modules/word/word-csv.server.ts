// Reads a word list in ECDICT's CSV format (app/seed/data/README.md): a header naming ECDICT columns, then one
// entry per record. Every record is checked before anything is written; a problem is reported with its line number
// and reason in Chinese, and a file with any problem is refused as a whole by the importer. The result is
// normalised: IPA phonetics, sense lines as arrays, parsed inflections and tags, unranked corpus ranks as null.
import { parse, type Options } from "csv-parse/sync";
import { fixPhonetic, parseExchange, splitSenseLines, type ExchangeItem } from "./word-entry";
import { wordMessages as m } from "./word-messages";

/** ECDICT's columns. The kaoyan subset has the first eleven; the full dictionary adds detail and audio. */
const ECDICT_COLUMNS = [
  "word",
  "phonetic",
  "translation",
  "definition",
  "pos",
  "collins",
  "oxford",
  "tag",
  "bnc",
  "frq",
  "exchange",
  "detail",
  "audio",
] as const;
const REQUIRED_COLUMNS = ["word", "translation"] as const;

const WORD_MAX = 64;
const FIELD_MAX: Record<string, number> = {
  phonetic: 128,
  translation: 4000,
  definition: 8000,
  exchange: 1000,
  tag: 200,
};
/** Problems kept for the report (all are counted). */
const MAX_PROBLEMS_KEPT = 100;

export interface WordRecord {
  /** Line in the file (1 = the header). */
  line: number;
  word: string;
  phonetic: string;
  translations: string[];
  definitions: string[];
  exchange: ExchangeItem[];
  tags: string[];
  collins: number | null;
  oxford: boolean;
  /** Corpus ranks (smaller = more frequent); null when unranked (ECDICT writes 0). */
  bnc: number | null;
  frq: number | null;
}

export interface CsvProblem {
  line: number;
  message: string;
}

export interface CsvReadResult {
  records: WordRecord[];
  /** The first MAX_PROBLEMS_KEPT problems, in file order. */
  problems: CsvProblem[];
  problemCount: number;
}

export function formatProblem(problem: CsvProblem): string {
  return problem.line > 0 ? m.csvLine(problem.line, problem.message) : problem.message;
}

// biome-ignore-start lint/suspicious/noControlCharactersInRegex: these match the control characters a word may not hold
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F]/;
// biome-ignore-end lint/suspicious/noControlCharactersInRegex: the two patterns above
const WORD_SHAPE = /^[\p{L}\p{M}0-9][\p{L}\p{M}0-9 .'’-]*$/u;

interface CsvParseError extends Error {
  code?: string;
  lines?: number;
}

/** Parses and checks the whole file; never throws for bad content. */
export function readWordCsv(input: string | Buffer): CsvReadResult {
  const problems: CsvProblem[] = [];
  let problemCount = 0;
  const report = (line: number, message: string) => {
    problemCount += 1;
    if (problems.length < MAX_PROBLEMS_KEPT) problems.push({ line, message });
  };
  const text = typeof input === "string" ? input : input.toString("utf8");
  if (text.replace(/^\uFEFF/, "").trim() === "") {
    report(0, m.csvEmpty);
    return { records: [], problems, problemCount };
  }

  let lastGoodLine = 0;
  let rows: Array<{ record: string[]; info: { lines: number } }>;
  try {
    const options = {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // Each record with the line it ends on (the record is an array of strings: no `columns` option).
      on_record: (record: string[], context: { lines: number }) => {
        lastGoodLine = context.lines;
        return { record, info: { lines: context.lines } };
      },
    };
    rows = parse(text, options as unknown as Options<string[], string[]>) as unknown as typeof rows;
  } catch (error) {
    const failure = error as CsvParseError;
    if (failure.code === "CSV_QUOTE_NOT_CLOSED") report(lastGoodLine + 1, m.csvQuoteNotClosed);
    else if (
      failure.code === "CSV_INVALID_CLOSING_QUOTE" ||
      failure.code === "INVALID_OPENING_QUOTE" ||
      failure.code === "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE"
    ) {
      report(failure.lines ?? lastGoodLine + 1, m.csvBadQuote);
    } else report(failure.lines ?? lastGoodLine + 1, m.csvUnreadable(failure.message));
    return { records: [], problems, problemCount };
  }

  const [header, ...body] = rows;
  if (!header) {
    report(0, m.csvEmpty);
    return { records: [], problems, problemCount };
  }
  const columns = header.record.map((name) => name.trim().toLowerCase());
  let headerOk = true;
  columns.forEach((name, index) => {
    if (!(ECDICT_COLUMNS as readonly string[]).includes(name)) {
      report(header.info.lines, m.csvHeaderUnknown(header.record[index] ?? name));
      headerOk = false;
    } else if (columns.indexOf(name) !== index) {
      report(header.info.lines, m.csvHeaderDuplicate(name));
      headerOk = false;
    }
  });
  for (const required of REQUIRED_COLUMNS) {
    if (!columns.includes(required)) {
      report(header.info.lines, m.csvHeaderMissing(required));
      headerOk = false;
    }
  }
  if (!headerOk) return { records: [], problems, problemCount };
  if (body.length === 0) {
    report(0, m.csvNoRows);
    return { records: [], problems, problemCount };
  }

  const records: WordRecord[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { record, info } of body) {
    const line = info.lines;
    if (record.length !== columns.length) {
      report(line, m.csvColumnCount(columns.length, record.length));
      continue;
    }
    const field = (name: string) => {
      const index = columns.indexOf(name);
      return index < 0 ? "" : (record[index] ?? "");
    };
    const checked = checkRecord(field);
    if (typeof checked === "string") {
      report(line, checked);
      continue;
    }
    const seenAt = firstLineOf.get(checked.word);
    if (seenAt !== undefined) {
      report(line, m.csvWordDuplicate(checked.word, seenAt));
      continue;
    }
    firstLineOf.set(checked.word, line);
    records.push({ line, ...checked });
  }
  return { records, problems, problemCount };
}

/** The record's values, or the first thing wrong with it. */
function checkRecord(field: (name: string) => string): Omit<WordRecord, "line"> | string {
  const word = field("word").trim();
  if (!word) return m.csvWordMissing;
  if (CONTROL_OR_BREAK.test(word) || word.includes("\\n")) return m.csvControlCharacters("word");
  if (word.length > WORD_MAX) return m.csvWordTooLong(WORD_MAX);
  if (!WORD_SHAPE.test(word) || !/[A-Za-z]/.test(word)) return m.csvWordBadCharacters;

  for (const [name, max] of Object.entries(FIELD_MAX)) {
    const value = field(name);
    if (value.length > max) return m.csvFieldTooLong(name, max);
    if ((name === "translation" || name === "definition" ? CONTROL : CONTROL_OR_BREAK).test(value)) {
      return m.csvControlCharacters(name);
    }
  }

  const translations = splitSenseLines(field("translation"));
  if (translations.length === 0) return m.csvTranslationMissing;

  const collinsText = field("collins").trim();
  if (collinsText && !/^[0-5]$/.test(collinsText)) return m.csvCollins(collinsText);
  const oxfordText = field("oxford").trim();
  if (oxfordText && !/^[01]$/.test(oxfordText)) return m.csvOxford(oxfordText);

  const ranks: Record<"bnc" | "frq", number | null> = { bnc: null, frq: null };
  for (const name of ["bnc", "frq"] as const) {
    const value = field(name).trim();
    if (!value) continue;
    if (!/^\d{1,9}$/.test(value)) return m.csvNotInteger(name, value);
    const rank = Number(value);
    ranks[name] = rank > 0 ? rank : null;
  }

  const tags = field("tag").trim().split(/\s+/).filter(Boolean);
  const badTag = tags.find((tag) => !/^[a-z0-9]{1,16}$/.test(tag));
  if (badTag) return m.csvTag(badTag);

  const exchange = parseExchange(field("exchange"));
  if (!exchange.ok) {
    if (exchange.reason === "code") return m.csvExchangeCode(exchange.item);
    if (exchange.reason === "lemmaForms") return m.csvExchangeLemmaForms(exchange.item);
    return m.csvExchangeItem(exchange.item);
  }

  return {
    word,
    phonetic: fixPhonetic(field("phonetic")),
    translations,
    definitions: splitSenseLines(field("definition")),
    exchange: exchange.items,
    tags: [...new Set(tags)],
    collins: collinsText && collinsText !== "0" ? Number(collinsText) : null,
    oxford: oxfordText === "1",
    bnc: ranks.bnc,
    frq: ranks.frq,
  };
}
