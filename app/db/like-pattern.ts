// Keyword search with LIKE on both dialects: the pattern and its ESCAPE character.

/** LIKE pattern for a keyword, with %, _ and \ taken literally (ESCAPE '\'). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
