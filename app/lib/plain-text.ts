// Stored article text (news, experience posts, seniors' introductions, paper descriptions) is plain text with
// paragraphs separated by a blank line (docs/decisions/0012). Pages render each paragraph as <p>, never as HTML.
// Client-safe.

/** The paragraphs: split at blank lines (a line of only spaces or 　 counts as blank), trimmed, empty ones dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t\u3000]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
