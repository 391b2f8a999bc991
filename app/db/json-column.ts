// Reading the JSON text columns (tags, teachers, structure) the portable schema keeps as TEXT (docs/decisions/0002).

/** The array a JSON column holds, keeping only the elements `keep` accepts; [] for anything else. */
export function jsonList<T>(text: string, keep: (value: unknown) => value is T): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(keep) : [];
  } catch {
    return [];
  }
}
