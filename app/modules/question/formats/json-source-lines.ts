// Where each value of a JSON text starts, by its path (["questions", 3, "options", 1]), so the import can say on which
// line a bad item or field is. JSON.parse checks the syntax first; this only walks text that parsed. Pure.

export type JsonPath = ReadonlyArray<string | number>;

const keyOf = (path: JsonPath) => JSON.stringify(path);

/** The line (from 1) on which each value starts, for every value in the text. */
export function jsonValueLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let index = 0;
  let line = 1;

  const skipSpace = () => {
    while (index < text.length) {
      const char = text[index];
      if (char === "\n") line += 1;
      else if (char !== " " && char !== "\t" && char !== "\r" && char !== "\uFEFF") return;
      index += 1;
    }
  };

  const readString = (): string => {
    const start = index;
    index += 1;
    while (index < text.length && text[index] !== '"') index += text[index] === "\\" ? 2 : 1;
    index += 1;
    return JSON.parse(text.slice(start, index)) as string;
  };

  const readValue = (path: JsonPath): void => {
    skipSpace();
    lines.set(keyOf(path), line);
    const char = text[index];
    if (char === "{") {
      index += 1;
      skipSpace();
      if (text[index] === "}") {
        index += 1;
        return;
      }
      for (;;) {
        skipSpace();
        const key = readString();
        skipSpace();
        index += 1; // the colon
        readValue([...path, key]);
        skipSpace();
        if (text[index++] === "}") return;
      }
    }
    if (char === "[") {
      index += 1;
      skipSpace();
      if (text[index] === "]") {
        index += 1;
        return;
      }
      for (let item = 0; ; item += 1) {
        readValue([...path, item]);
        skipSpace();
        if (text[index++] === "]") return;
      }
    }
    if (char === '"') {
      readString();
      return;
    }
    while (index < text.length && !/[\s,\]}]/.test(text[index] ?? "")) index += 1;
  };

  readValue([]);
  return lines;
}

/** The line of the deepest value on `path` that exists (the whole document's first line at worst). */
export function lineOfPath(lines: Map<string, number>, path: JsonPath): number {
  for (let length = path.length; length >= 0; length -= 1) {
    const found = lines.get(keyOf(path.slice(0, length)));
    if (found !== undefined) return found;
  }
  return 1;
}
