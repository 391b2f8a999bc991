// A line chart's geometry: where a series' points, its line and area, the value axis's ticks and the few category
// labels go in a box of a given size. Pure and client-safe, so the SVG component (app/components/shared/line-chart.tsx)
// and the PDF reports draw the same chart from the same numbers.

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the value labels (left) and the category labels (bottom). */
  left: number;
  bottom: number;
  top: number;
  right: number;
}

export const DEFAULT_CHART_BOX: ChartBox = { width: 560, height: 200, left: 56, bottom: 28, top: 12, right: 16 };

export interface ChartGeometry {
  box: ChartBox;
  points: Array<{ x: number; y: number; value: number }>;
  /** The line through the points (an SVG path). */
  line: string;
  /** The area under the line, closed on the axis (an SVG path). */
  area: string;
  /** The value axis's ticks from 0 to the top, evenly spaced. */
  yTicks: Array<{ y: number; value: number; label: string }>;
  /** At most `maxLabels` category labels, the first and last always among them. */
  xLabels: Array<{ x: number; label: string }>;
  /** The value at the top of the axis. */
  top: number;
}

const TICKS = 4;

/** The smallest 1, 2, 2.5 or 5 × 10^n step with TICKS steps reaching `max` (1 for nothing). */
export function niceStep(max: number): number {
  if (!(max > 0)) return 1;
  const raw = max / TICKS;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw - 1e-9)!;
  // Counts are whole: a step below 1 would label 0.25 of a visit.
  return Math.max(1, step);
}

/** 1234567 → 1,234,567 (written out, so server and browser agree whatever their locale data). */
export function groupDigits(value: number): string {
  const [whole, fraction] = String(Math.abs(value)).split(".") as [string, string | undefined];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${value < 0 ? "−" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Indices of at most `max` labels spread evenly over `count` categories, the first and the last included. */
export function labelIndices(count: number, max: number): number[] {
  if (count <= 0) return [];
  if (count <= max) return Array.from({ length: count }, (_, index) => index);
  const indices = new Set<number>();
  for (let slot = 0; slot < max; slot += 1) indices.add(Math.round((slot * (count - 1)) / (max - 1)));
  return [...indices].sort((a, b) => a - b);
}

export function lineChartGeometry(
  values: readonly number[],
  labels: readonly string[],
  box: ChartBox = DEFAULT_CHART_BOX,
  maxLabels = 6,
): ChartGeometry {
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const base = box.height - box.bottom;
  const step = niceStep(Math.max(0, ...values));
  const top = step * TICKS;
  const xOf = (index: number) =>
    round(values.length === 1 ? box.left + plotWidth / 2 : box.left + (index * plotWidth) / (values.length - 1));
  const yOf = (value: number) => round(base - (Math.max(0, value) / top) * plotHeight);
  const points = values.map((value, index) => ({ x: xOf(index), y: yOf(value), value }));
  const line = points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x} ${point.y}`).join("");
  const area =
    points.length === 0 ? "" : `${line}L${points[points.length - 1]!.x} ${round(base)}L${points[0]!.x} ${round(base)}Z`;
  const yTicks = Array.from({ length: TICKS + 1 }, (_, index) => {
    const value = step * index;
    return { y: yOf(value), value, label: groupDigits(value) };
  });
  const xLabels = labelIndices(values.length, maxLabels).map((index) => ({
    x: xOf(index),
    label: labels[index] ?? "",
  }));
  return { box, points, line, area, yTicks, xLabels, top };
}
