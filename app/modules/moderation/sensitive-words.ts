// The sensitive-word check (issue 17): it flags, never alters. Text and words are compared after the same folding —
// NFKC (full-width letters and digits to half-width, compatibility forms), lower case, and no white space or the
// punctuation people put between characters to dodge a list (敏 感, 敏*感, 敏.感) — so the check finds what a person
// would read as the word. Pure and client-safe; the list itself is data (sensitive-words.server.ts).

// Separators a writer may slip between the characters of a word: spaces, ASCII and CJK punctuation, symbols.
const SEPARATORS = /[\s\p{P}\p{S}]+/gu;

/** The form both the text and the words are compared in. */
export function foldForMatching(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(SEPARATORS, "");
}

/**
 * The words of `words` that occur in `text` (folded), each once, in the list's order. Words that fold to nothing are
 * ignored. Linear in text × words, which is fine for a school's list of hundreds against a post of ≤ 20,000 chars.
 */
export function findSensitiveWords(text: string, words: readonly string[]): string[] {
  const folded = foldForMatching(text);
  if (!folded) return [];
  const found: string[] = [];
  const seen = new Set<string>();
  for (const word of words) {
    const key = foldForMatching(word);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    if (folded.includes(key)) found.push(word);
  }
  return found;
}

/** A stretch of text, marked when it is (part of) a flagged word as the check found it. */
export interface MarkedSegment {
  text: string;
  marked: boolean;
}

/**
 * Splits `text` into stretches so the moderator sees where each flagged word is (the centre wraps the marked ones in
 * <mark>). Found the way the check finds them — each character folded on its own, separators skipped — so `代 考`
 * and `ｖｐｎ` are marked whole, separators included. Overlapping or touching finds merge into one stretch.
 */
export function markSensitiveWords(text: string, words: readonly string[]): MarkedSegment[] {
  if (!text) return [];
  // The folded text, and for each of its UTF-16 units the original's [start, end) it came from.
  let folded = "";
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const char of text) {
    const piece = foldForMatching(char);
    for (let i = 0; i < piece.length; i++) {
      starts.push(at);
      ends.push(at + char.length);
    }
    folded += piece;
    at += char.length;
  }
  const ranges: Array<[number, number]> = [];
  for (const word of words) {
    const key = foldForMatching(word);
    if (!key) continue;
    for (let from = folded.indexOf(key); from !== -1; from = folded.indexOf(key, from + 1)) {
      ranges.push([starts[from]!, ends[from + key.length - 1]!]);
    }
  }
  if (ranges.length === 0) return [{ text, marked: false }];
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  const segments: MarkedSegment[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), marked: false });
  return segments;
}
