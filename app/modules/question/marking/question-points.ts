// Points as the question bank keeps them: integer hundredths (0.5 分 = 50), so sums and shares are exact on both
// databases. Pure and client-safe.

export const POINTS_SCALE = 100;

/** Hundredths from points written by a person (2, 0.5, "1.25"); null when not a number with at most two decimals. */
export function hundredthsOf(points: number | string): number | null {
  const text = typeof points === "number" ? String(points) : points.trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  return Number(whole) * POINTS_SCALE + Number(fraction.padEnd(2, "0"));
}

/** "0.5", "2", "12.25": hundredths as people write points. */
export function formatPoints(hundredths: number): string {
  const sign = hundredths < 0 ? "-" : "";
  const value = Math.abs(hundredths);
  const whole = Math.floor(value / POINTS_SCALE);
  const fraction = value % POINTS_SCALE;
  if (fraction === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(fraction).padStart(2, "0").replace(/0$/, "")}`;
}

/**
 * `total` shared out over parts in proportion to `weights` (largest remainder, ties to the earlier part), so the
 * shares are integers that add up to `total` exactly. Equal weights share equally; all-zero weights count as equal.
 * Used for a group's slot points over its children and a fill question's points over its blanks.
 */
export function sharePoints(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const effective = sum > 0 ? weights : weights.map(() => 1);
  const effectiveSum = sum > 0 ? sum : weights.length;
  const exact = effective.map((weight) => (total * weight) / effectiveSum);
  const shares = exact.map((value) => Math.floor(value));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
