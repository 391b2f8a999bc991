// A paper's structure: its parts (题型) with how many questions and points each. Stored as a JSON array of
// {name, count, score} in exam_papers.structure; read defensively (a bad row shows no table rather than failing the
// page). Client-safe and pure.

export interface PaperPart {
  /** 题型, e.g. 单项选择题. */
  name: string;
  /** 题量 (questions). */
  count: number;
  /** 分值 (points of the whole part). */
  score: number;
}

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

/** The parts in a stored structure; anything that is not a list of {name, count, score} is left out. */
export function parseStructure(text: string | null | undefined): PaperPart[] {
  let value: unknown;
  try {
    value = JSON.parse(text ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((part: unknown) => {
    if (!part || typeof part !== "object") return [];
    const { name, count, score } = part as Record<string, unknown>;
    return typeof name === "string" && name.trim() && isCount(count) && isCount(score)
      ? [{ name: name.trim(), count, score }]
      : [];
  });
}

/** The table's 合计 row. */
export function structureTotals(parts: readonly PaperPart[]): { count: number; score: number } {
  return parts.reduce((sum, part) => ({ count: sum.count + part.count, score: sum.score + part.score }), {
    count: 0,
    score: 0,
  });
}
