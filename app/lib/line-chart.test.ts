import { describe, expect, it } from "vitest";
import { DEFAULT_CHART_BOX, groupDigits, labelIndices, lineChartGeometry, niceStep } from "./line-chart";

describe("line chart geometry", () => {
  it("steps the value axis in 1, 2, 2.5 or 5 × 10ⁿ, never below 1", () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(3)).toBe(1);
    expect(niceStep(7)).toBe(2);
    expect(niceStep(10)).toBe(2.5);
    expect(niceStep(37)).toBe(10);
    expect(niceStep(1234)).toBe(500);
  });

  it("places points from the left edge to the right one, the highest value under the top tick", () => {
    const box = DEFAULT_CHART_BOX;
    const chart = lineChartGeometry([0, 10, 5], ["a", "b", "c"]);
    const base = box.height - box.bottom;
    const plot = box.height - box.top - box.bottom;
    expect(chart.top).toBe(10);
    expect(chart.points).toEqual([
      { x: box.left, y: base, value: 0 },
      { x: box.left + (box.width - box.left - box.right) / 2, y: box.top, value: 10 },
      { x: box.width - box.right, y: base - plot / 2, value: 5 },
    ]);
    expect(chart.line).toBe(`M${box.left} ${base}L300 ${box.top}L${box.width - box.right} ${base - plot / 2}`);
    expect(chart.area.endsWith(`L${box.width - box.right} ${base}L${box.left} ${base}Z`)).toBe(true);
    expect(chart.yTicks.map((tick) => tick.label)).toEqual(["0", "2.5", "5", "7.5", "10"]);
    expect(chart.yTicks[0]!.y).toBe(base);
    expect(chart.yTicks[4]!.y).toBe(box.top);
  });

  it("puts a lone point in the middle and draws nothing for no points", () => {
    const one = lineChartGeometry([4], ["10-01"]);
    expect(one.points[0]!.x).toBe(DEFAULT_CHART_BOX.left + (560 - 56 - 16) / 2);
    expect(one.xLabels).toEqual([{ x: one.points[0]!.x, label: "10-01" }]);
    const none = lineChartGeometry([], []);
    expect([none.line, none.area, none.xLabels]).toEqual(["", "", []]);
  });

  it("labels at most six categories, the first and last among them", () => {
    expect(labelIndices(3, 6)).toEqual([0, 1, 2]);
    expect(labelIndices(31, 6)).toEqual([0, 6, 12, 18, 24, 30]);
    const labels = Array.from({ length: 92 }, (_, index) => `d${index}`);
    const chart = lineChartGeometry(
      labels.map(() => 1),
      labels,
    );
    expect(chart.xLabels.map((label) => label.label)).toEqual(["d0", "d18", "d36", "d55", "d73", "d91"]);
  });

  it("groups digits by thousands", () => {
    expect(groupDigits(1234567)).toBe("1,234,567");
    expect(groupDigits(999)).toBe("999");
    expect(groupDigits(2.5)).toBe("2.5");
  });
});
