// A dictionary entry as pages and the API show it, and the ECDICT conventions behind it: sense lines joined by the
// two characters `\n`, phonetics written with Cyrillic ә/є where IPA has ə/ɛ, inflections in the `exchange` field
// (`p:perceived/d:perceived/3:perceives/i:perceiving`, `0:advance/1:dp`). Pure and client-safe.
import { inflectionLabels, tagLabels } from "./word-messages";

/** IPA for the look-alike Cyrillic letters ECDICT uses: ә (U+04D9) → ə (U+0259), є (U+0454) → ɛ (U+025B). */
export function fixPhonetic(raw: string): string {
  return raw
    .replace(/[\u04D9\u04D8]/g, "\u0259")
    .replace(/[\u0454\u0404]/g, "\u025B")
    .trim();
}

/** Sense lines of an ECDICT field: split on the literal two characters `\n` (and real line breaks), blanks dropped. */
export function splitSenseLines(raw: string): string[] {
  return raw
    .split(/\\n|\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Inflection types a form can have (`p d i 3 r t s`), plus `0` (the lemma) and `1` (which forms this word is). */
const FORM_CODES = ["p", "d", "i", "3", "r", "t", "s"] as const;
const EXCHANGE_CODES = [...FORM_CODES, "0", "1", "b", "z", "f"] as const;

export type ExchangeItem = readonly [code: string, value: string];

export type ExchangeParse =
  | { ok: true; items: ExchangeItem[] }
  | { ok: false; reason: "item" | "code" | "lemmaForms"; item: string };

/**
 * Parses an exchange field; an empty field has no items. A type with an empty form (`i:`, as ECDICT has for "bath"
 * and "worst") says nothing and is dropped.
 */
export function parseExchange(raw: string): ExchangeParse {
  const items: ExchangeItem[] = [];
  const text = raw.trim();
  if (!text) return { ok: true, items };
  for (const part of text.split("/")) {
    const item = part.trim();
    const colon = item.indexOf(":");
    if (colon <= 0) return { ok: false, reason: "item", item };
    const code = item.slice(0, colon).trim();
    const value = item.slice(colon + 1).trim();
    if (!(EXCHANGE_CODES as readonly string[]).includes(code)) return { ok: false, reason: "code", item: code };
    if (!value) continue;
    if (code === "1" && ![...value].every((c) => (FORM_CODES as readonly string[]).includes(c))) {
      return { ok: false, reason: "lemmaForms", item: value };
    }
    items.push([code, value]);
  }
  return { ok: true, items };
}

export interface Inflection {
  /** The ECDICT code (p d i 3 r t s 0). */
  code: string;
  /** 过去式, 过去分词, 现在分词, 第三人称单数, 比较级, 最高级, 复数, 原形. */
  label: string;
  word: string;
}

export interface FormOf {
  /** The lemma this word is a form of (advanced → advance). */
  lemma: string;
  /** Which forms, in Chinese (advanced → 过去式, 过去分词). */
  labels: string[];
}

const DISPLAY_ORDER = ["0", "s", "3", "p", "d", "i", "r", "t"];
const ALIASES: Record<string, string> = { b: "r", z: "t", f: "s" };

/** Inflections in a fixed order with Chinese labels (duplicates of b/z/f dropped), and what this word is a form of. */
export function decodeExchange(items: readonly ExchangeItem[]): { inflections: Inflection[]; formOf: FormOf | null } {
  const seen = new Set<string>();
  const forms: Inflection[] = [];
  let lemma: string | null = null;
  let lemmaForms = "";
  for (const [rawCode, value] of items) {
    if (rawCode === "1") {
      lemmaForms = value;
      continue;
    }
    const code = ALIASES[rawCode] ?? rawCode;
    if (code === "0") lemma = value;
    const key = `${code}:${value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    forms.push({ code, label: inflectionLabels[code] ?? code, word: value });
  }
  forms.sort((a, b) => DISPLAY_ORDER.indexOf(a.code) - DISPLAY_ORDER.indexOf(b.code));
  const labels = [
    ...new Set([...lemmaForms].map((c) => inflectionLabels[c]).filter((label): label is string => !!label)),
  ];
  return { inflections: forms, formOf: lemma && labels.length > 0 ? { lemma, labels } : null };
}

interface WordTag {
  code: string;
  /** 中考, 高考, 四级, 六级, 考研, 托福, 雅思, GRE; the code itself for a tag we have no name for. */
  label: string;
}

function decodeTags(codes: readonly string[]): WordTag[] {
  return codes.map((code) => ({ code, label: tagLabels[code] ?? code }));
}

/** What the words table holds for an entry (lists are JSON text, docs/decisions/0002). */
export interface WordRow {
  id: number;
  word: string;
  phonetic: string;
  translation: string;
  definition: string;
  exchange: string;
  tags: string;
  collins: number | null;
  oxford: number;
}

export interface WordEntry {
  id: number;
  word: string;
  /** IPA-fixed, without slashes; "" when ECDICT has none. */
  phonetic: string;
  /** Chinese senses, one per line, each led by its part of speech (vt. 放弃, 抛弃). */
  translations: string[];
  /** English senses (WordNet style), one per line. */
  definitions: string[];
  inflections: Inflection[];
  formOf: FormOf | null;
  tags: WordTag[];
  /** Collins stars 1–5, null when unrated. */
  collins: number | null;
  /** In the Oxford 3000. */
  oxford: boolean;
}

function jsonList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

export function toWordEntry(row: WordRow): WordEntry {
  const { inflections, formOf } = decodeExchange(jsonList<ExchangeItem>(row.exchange));
  return {
    id: row.id,
    word: row.word,
    phonetic: fixPhonetic(row.phonetic),
    translations: jsonList<string>(row.translation),
    definitions: jsonList<string>(row.definition),
    inflections,
    formOf,
    tags: decodeTags(jsonList<string>(row.tags)),
    collins: row.collins && row.collins > 0 ? row.collins : null,
    oxford: row.oxford === 1,
  };
}

/** The columns toWordEntry needs, for selects. */
export const wordEntryColumns = [
  "id",
  "word",
  "phonetic",
  "translation",
  "definition",
  "exchange",
  "tags",
  "collins",
  "oxford",
] as const;
