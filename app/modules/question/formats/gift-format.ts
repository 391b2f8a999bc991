// Moodle GIFT, the objective kinds: multiple choice with one right answer (single) or with positive weights (multi,
// marked all or nothing here), true/false (a single choice 正确/错误), short answer and exact numerical answers (fill),
// with ::titles::, // comments, $CATEGORY lines, \-escapes (\~ \= \# \{ \} \: \\ \n), the [html]/[markdown]/… format
// tags, per-answer feedback (#…) and general feedback (####…). Essay, matching and ranged numerical questions are
// refused with a reason: they need the JSON format. Our own additions live in comments, which Moodle ignores:
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
    generalFeedback = unescapeGift(body.slice(general + 4)).trim();
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
      feedback = unescapeGift(raw.slice(hash + 1)).trim();
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
    answers.push({ mark: current.mark, weight, text: unescapeGift(raw).trim(), feedback });
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

/** The question item of one GIFT answer block, with the stem and feedback around it. */
function itemOfAnswers(body: string, stem: string): QuestionItem {
  const trimmed = body.trim();
  if (trimmed === "") throw new GiftProblem(m.giftEmptyAnswers);
  const explanationOf = (parts: string[]) => parts.filter(Boolean).join("\n\n");

  if (trimmed.startsWith("#")) {
    const general = findUnescaped(trimmed, "####");
    const numeric = (general === -1 ? trimmed : trimmed.slice(0, general)).slice(1).trim();
    const value = /^=?\s*(-?\d+(?:\.\d+)?)(?:\s*:\s*0+(?:\.0+)?)?(?:\s*#(.*))?$/s.exec(numeric);
    if (!value) throw new GiftProblem(m.giftNumericRange);
    return {
      kind: "fill",
      stem,
      answers: [[value[1] ?? ""]],
      explanation: explanationOf([
        general === -1 ? "" : unescapeGift(trimmed.slice(general + 4)).trim(),
        unescapeGift(value[2] ?? "").trim(),
      ]),
    };
  }

  const general = findUnescaped(trimmed, "####");
  const head = (general === -1 ? trimmed : trimmed.slice(0, general)).trim();
  const trueFalse = /^(T|TRUE|F|FALSE)\s*(#.*)?$/is.exec(head);
  if (trueFalse) {
    const isTrue = trueWords.has((trueFalse[1] ?? "").toUpperCase());
    // {T#shown when wrong#shown when right}: both go into the explanation.
    const feedback = splitUnescaped(trueFalse[2] ?? "", "#").map((part) => unescapeGift(part).trim());
    return {
      kind: "single",
      stem,
      options: [
        { id: "A", content: "正确", isCorrect: isTrue },
        { id: "B", content: "错误", isCorrect: !isTrue },
      ],
      explanation: explanationOf([general === -1 ? "" : unescapeGift(trimmed.slice(general + 4)).trim(), ...feedback]),
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
