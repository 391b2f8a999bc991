// Moodle GIFT, the objective kinds: multiple choice with one right answer (single) or with positive weights (multi,
// marked all or nothing here), true/false (a single choice 正确/错误), short answer and exact numerical answers (fill),
// with ::titles::, // comments, $CATEGORY lines, \-escapes (\~ \= \# \{ \} \: \\ \n), the [html]/[markdown]/… format
// tags (before stems, answers and feedback), per-answer feedback (#…) and general feedback (####…). Numerical answers
// keep their tolerance (3.5:0.1, 1..5 → the fill form 3.5±0.1, 3±2). Essay and matching questions and answers worth
// part of the marks are refused with a reason: they need the JSON format. Our own additions live in comments, which Moodle ignores:
// `// @code: m1-001`, `// @kp: math1-limit, math1-continuity`, `// @difficulty: 3`, `// @points: 5`,
// `// @source: 模拟` or `// @source: paper-math1-2025#17`.
//
// Written here rather than taken from npm: gift-pegjs (MIT) parses the grammar well, but stops at the first error with
// an English message and keeps no line per question, and pulls in pegjs 0.10 (unpublished since 2016); an import that
// must list every bad line in Chinese needs its own reader (docs/decisions/0017-question-bank.md). Pure.
import type { QuestionItem } from "./question-document-schema";
import { optionIdAt } from "../bank/question-kinds";
import { questionMessages as m } from "../bank/question-messages";

export interface ImportProblem {
  line: number;
  message: string;
}

export interface ParsedItem {
  /** The line the question starts on. */
  line: number;
  item: QuestionItem;
  /** The line of a field (the stem's own line; anything else: the question's). */
  lineOf: (path: ReadonlyArray<string | number>) => number;
}

export interface ParsedItems {
  items: ParsedItem[];
  problems: ImportProblem[];
}

class GiftProblem extends Error {}

const specials = new Set(["~", "=", "#", "{", "}", ":", "\\"]);

/** Text with GIFT's escapes resolved. */
export function unescapeGift(text: string): string {
  let out = "";
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    const next = text[index + 1];
    if (char === "\\" && next !== undefined && specials.has(next)) {
      out += next;
      index += 1;
    } else if (char === "\\" && next === "n") {
      out += "\n";
      index += 1;
    } else {
      out += char;
    }
  }
  return out;
}

/** The index of the first unescaped `target` (a string of one or more characters) from `from`; -1 if none. */
function findUnescaped(text: string, target: string, from = 0): number {
  for (let index = from; index < text.length; index += 1) {
    if (text[index] === "\\") {
      index += 1;
      continue;
    }
    if (text.startsWith(target, index)) return index;
  }
  return -1;
}

const formatTag = /^\s*\[(html|moodle|markdown|plain)\]\s*/i;

/** Text without a leading format tag: Moodle writes one before a stem, an answer or a feedback alike. */
const withoutFormatTag = (text: string) => text.replace(formatTag, "").trim();

interface Answer {
  mark: "=" | "~";
  weight: number | null;
  text: string;
  feedback: string;
}

/** The answers inside { … } (without the braces) and the general feedback after ####. */
function readAnswers(body: string): { answers: Answer[]; generalFeedback: string } {
  let generalFeedback = "";
  const general = findUnescaped(body, "####");
  let rest = body;
  if (general !== -1) {
    generalFeedback = withoutFormatTag(unescapeGift(body.slice(general + 4)));
    rest = body.slice(0, general);
  }
  const answers: Answer[] = [];
  let current: { mark: "=" | "~"; raw: string } | null = null;
  const finish = () => {
    if (!current) return;
    let raw = current.raw;
    let feedback = "";
    const hash = findUnescaped(raw, "#");
    if (hash !== -1) {
      feedback = withoutFormatTag(unescapeGift(raw.slice(hash + 1)));
      raw = raw.slice(0, hash);
    }
    if (findUnescaped(raw, "->") !== -1) throw new GiftProblem(m.giftMatching);
    let weight: number | null = null;
    const weighted = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(raw);
    if (weighted) {
      weight = Number(weighted[1]);
      if (!(weight >= -100 && weight <= 100)) throw new GiftProblem(m.giftWeightInvalid(weighted[1] ?? ""));
      raw = raw.slice(weighted[0].length);
    } else if (/^\s*%/.test(raw)) {
      throw new GiftProblem(m.giftWeightInvalid(raw.trim().split(/\s/)[0] ?? ""));
    }
    answers.push({ mark: current.mark, weight, text: withoutFormatTag(unescapeGift(raw)), feedback });
    current = null;
  };
  for (let index = 0; index < rest.length; index += 1) {
    const char = rest[index];
    if (char === "\\") {
      if (current) current.raw += rest.slice(index, index + 2);
      index += 1;
      continue;
    }
    if (char === "=" || char === "~") {
      finish();
      current = { mark: char, raw: "" };
      continue;
    }
    if (!current) {
      if (char !== undefined && char.trim() !== "") throw new GiftProblem(m.giftUnknownMark(rest.trim().slice(0, 20)));
      continue;
    }
    current.raw += char;
  }
  finish();
  return { answers, generalFeedback };
}

const trueWords = new Set(["T", "TRUE"]);

/** `text` cut at every unescaped `separator`. */
function splitUnescaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let at = findUnescaped(text, separator); at !== -1; at = findUnescaped(text, separator, start)) {
    parts.push(text.slice(start, at));
    start = at + separator.length;
  }
  parts.push(text.slice(start));
  return parts;
}

const numberText = "-?(?:\\d+(?:\\.\\d*)?|\\.\\d+)";
const exactOrTolerance = new RegExp(`^(${numberText})(?:\\s*:\\s*(${numberText}))?$`);
const minToMax = new RegExp(`^(${numberText})\\s*\\.\\.\\s*(${numberText})$`);
/** A decimal without binary noise: (0.1 + 0.3) / 2 reads 0.2. */
const decimalText = (value: number) => String(Number(value.toPrecision(12)));

/** One numerical answer ("3.5", "3.5:0.1", "1..5") as an accepted fill form: "v" or "v±t". */
function numericFormOf(text: string): string {
  const exact = exactOrTolerance.exec(text);
  if (exact) {
    const tolerance = Math.abs(Number(exact[2] ?? 0));
    return tolerance === 0
      ? decimalText(Number(exact[1]))
      : `${decimalText(Number(exact[1]))}±${decimalText(tolerance)}`;
  }
  const range = minToMax.exec(text);
  if (!range) throw new GiftProblem(m.giftNumericInvalid(text));
  const [low, high] = [Number(range[1]), Number(range[2])].sort((a, b) => a - b) as [number, number];
  return `${decimalText((low + high) / 2)}±${decimalText((high - low) / 2)}`;
}

/**
 * The accepted forms of a numerical block (after the #): one answer ({#3.5:0.1#feedback}) or several
 * ({#=1822:0#ok =%50%1822:2#close}). Every right answer is read with its tolerance; an answer worth part of the
 * marks is refused (a fill-in here is right or wrong), and a ~ or 0 % answer only carries feedback for a wrong answer.
 */
function numericForms(body: string): Array<{ text: string; feedback: string }> {
  const answers = /^[=~]/.test(body)
    ? readAnswers(body).answers
    : [
        (() => {
          const hash = findUnescaped(body, "#");
          return {
            mark: "=" as const,
            weight: null,
            text: unescapeGift(hash === -1 ? body : body.slice(0, hash)).trim(),
            feedback: hash === -1 ? "" : withoutFormatTag(unescapeGift(body.slice(hash + 1))),
          };
        })(),
      ];
  const forms: Array<{ text: string; feedback: string }> = [];
  for (const answer of answers) {
    if (answer.mark === "~" || (answer.weight !== null && answer.weight <= 0)) continue;
    if (answer.weight !== null && answer.weight < 100) throw new GiftProblem(m.giftNumericPartial(answer.weight));
    forms.push({ text: numericFormOf(answer.text), feedback: answer.feedback });
  }
  if (forms.length === 0) throw new GiftProblem(m.giftNoCorrect);
  return forms;
}

/** The question item of one GIFT answer block, with the stem and feedback around it. */
function itemOfAnswers(body: string, stem: string): QuestionItem {
  const trimmed = body.trim();
  if (trimmed === "") throw new GiftProblem(m.giftEmptyAnswers);
  const explanationOf = (parts: string[]) => parts.filter(Boolean).join("\n\n");

  if (trimmed.startsWith("#")) {
    const general = findUnescaped(trimmed, "####");
    const body = (general === -1 ? trimmed : trimmed.slice(0, general)).slice(1).trim();
    const forms = numericForms(body);
    return {
      kind: "fill",
      stem,
      answers: [forms.map((form) => form.text)],
      explanation: explanationOf([
        general === -1 ? "" : withoutFormatTag(unescapeGift(trimmed.slice(general + 4))),
        ...forms.map((form) => form.feedback),
      ]),
    };
  }

  const general = findUnescaped(trimmed, "####");
  const head = (general === -1 ? trimmed : trimmed.slice(0, general)).trim();
  const trueFalse = /^(T|TRUE|F|FALSE)\s*(#.*)?$/is.exec(head);
  if (trueFalse) {
    const isTrue = trueWords.has((trueFalse[1] ?? "").toUpperCase());
    // {T#shown when wrong#shown when right}: both go into the explanation.
    const feedback = splitUnescaped(trueFalse[2] ?? "", "#").map((part) => withoutFormatTag(unescapeGift(part)));
    return {
      kind: "single",
      stem,
      options: [
        { id: "A", content: "正确", isCorrect: isTrue },
        { id: "B", content: "错误", isCorrect: !isTrue },
      ],
      explanation: explanationOf([
        general === -1 ? "" : withoutFormatTag(unescapeGift(trimmed.slice(general + 4))),
        ...feedback,
      ]),
    };
  }

  const { answers, generalFeedback } = readAnswers(body);
  if (answers.length === 0) throw new GiftProblem(m.giftEmptyAnswers);
  const hasWrong = answers.some((answer) => answer.mark === "~");

  if (!hasWrong) {
    // Short answer: every form must be wholly right.
    if (answers.some((answer) => answer.weight !== null && answer.weight !== 100))
      throw new GiftProblem(m.giftShortPartial);
    const feedback = answers.filter((answer) => answer.feedback).map((answer) => `${answer.text}：${answer.feedback}`);
    return {
      kind: "fill",
      stem,
      answers: [answers.map((answer) => answer.text)],
      explanation: explanationOf([generalFeedback, ...feedback]),
    };
  }

  const equals = answers.filter((answer) => answer.mark === "=" && (answer.weight === null || answer.weight > 0));
  const weighted = answers.filter((answer) => answer.mark === "~" && answer.weight !== null && answer.weight > 0);
  if (equals.length > 0 && weighted.length > 0) throw new GiftProblem(m.giftMixedMarks);
  const correct = new Set([...equals, ...weighted]);
  if (correct.size === 0) throw new GiftProblem(m.giftNoCorrect);
  const options = answers.map((answer, index) => ({
    id: optionIdAt(index),
    content: answer.text,
    isCorrect: correct.has(answer),
  }));
  const feedback = answers.flatMap((answer, index) =>
    answer.feedback ? [`${optionIdAt(index)}：${answer.feedback}`] : [],
  );
  return {
    kind: correct.size === 1 ? "single" : "multi",
    stem,
    options,
    explanation: explanationOf([generalFeedback, ...feedback]),
  };
}

const metaNames = new Set(["code", "kp", "difficulty", "points", "source"]);

type MetaFields = Pick<QuestionItem, "code" | "knowledgePoints" | "difficulty" | "points" | "source">;

/** Our additions, read from `// @name: value` comments (checked even when the question itself is bad). */
function readMeta(meta: Array<{ name: string; value: string; line: number }>, problems: ImportProblem[]): MetaFields {
  const fields: MetaFields = {};
  for (const { name, value, line } of meta) {
    if (!metaNames.has(name)) {
      problems.push({ line, message: m.giftMetaUnknown(name) });
      continue;
    }
    if (name === "code") fields.code = value;
    else if (name === "kp") fields.knowledgePoints = value.split(/[,，\s]+/).filter(Boolean);
    else if (name === "difficulty") {
      if (!/^\d$/.test(value)) problems.push({ line, message: m.giftMetaInvalid(name) });
      else fields.difficulty = Number(value);
    } else if (name === "points") fields.points = value;
    else if (name === "source") {
      const paper = /^([A-Za-z0-9][A-Za-z0-9._-]*)(?:#(\d+))?$/.exec(value);
      if (value === "模拟" || value === "mock") fields.source = "模拟";
      else if (paper) fields.source = { paper: paper[1] ?? "", ...(paper[2] ? { number: Number(paper[2]) } : {}) };
      else problems.push({ line, message: m.giftMetaInvalid(name) });
    }
  }
  return fields;
}

interface Block {
  lines: Array<{ text: string; line: number }>;
}

/** Blank lines part questions (as Moodle reads GIFT). */
function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  text.split("\n").forEach((raw, index) => {
    if (raw.trim() === "") {
      current = null;
      return;
    }
    if (!current) {
      current = { lines: [] };
      blocks.push(current);
    }
    current.lines.push({ text: raw, line: index + 1 });
  });
  return blocks;
}

/** Every question of a GIFT text, and every problem with its line (a bad question does not stop the others). */
export function parseGift(input: string): ParsedItems {
  const text = input.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const items: ParsedItem[] = [];
  const problems: ImportProblem[] = [];
  for (const block of blocksOf(text)) {
    const meta: Array<{ name: string; value: string; line: number }> = [];
    const content: Array<{ text: string; line: number }> = [];
    for (const entry of block.lines) {
      const trimmed = entry.text.trim();
      if (trimmed.startsWith("//")) {
        const directive = /^\/\/\s*@([A-Za-z]+)\s*[:：]\s*(.*)$/.exec(trimmed);
        if (directive)
          meta.push({ name: (directive[1] ?? "").toLowerCase(), value: (directive[2] ?? "").trim(), line: entry.line });
        continue;
      }
      if (/^\$CATEGORY\s*:/i.test(trimmed)) continue;
      content.push(entry);
    }
    if (content.length === 0) continue;
    const line = content[0]?.line ?? 1;
    const fields = readMeta(meta, problems);
    const joined = content.map((entry) => entry.text).join("\n");
    try {
      let rest = joined.trim();
      let title = "";
      if (rest.startsWith("::")) {
        const close = findUnescaped(rest, "::", 2);
        if (close === -1) throw new GiftProblem(m.giftTitleNotClosed);
        title = unescapeGift(rest.slice(2, close)).trim();
        rest = rest.slice(close + 2);
      }
      rest = rest.replace(formatTag, "");
      const open = findUnescaped(rest, "{");
      if (open === -1) throw new GiftProblem(m.giftNoAnswers);
      const close = findUnescaped(rest, "}", open + 1);
      if (close === -1) throw new GiftProblem(m.giftBraceNotClosed);
      if (findUnescaped(rest, "{", close + 1) !== -1) throw new GiftProblem(m.giftTwoAnswerBlocks);
      const before = unescapeGift(rest.slice(0, open)).trim();
      const after = unescapeGift(rest.slice(close + 1).replace(formatTag, "")).trim();
      // Missing-word questions keep their answer's place in the sentence.
      const stem = after ? `${before} ____ ${after}`.trim() : before;
      const item = itemOfAnswers(rest.slice(open + 1, close), stem);
      if (title) item.title = title;
      Object.assign(item, fields);
      items.push({ line, item, lineOf: () => line });
    } catch (error) {
      if (!(error instanceof GiftProblem)) throw error;
      problems.push({ line, message: error.message });
    }
  }
  return { items, problems };
}
