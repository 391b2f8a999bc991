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
