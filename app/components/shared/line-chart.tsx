// A line chart drawn on the server as inline SVG (no script): one image (role="img") named by its <title> and summed up
// by its <desc>; the numbers themselves belong in a table beside it, which the caller draws. Geometry from
// ~/lib/line-chart, shared with the PDF reports. Colours are the theme's, text at least 4.5:1 on white.
import { useId } from "react";
import { DEFAULT_CHART_BOX, lineChartGeometry, type ChartBox } from "~/lib/line-chart";

export function LineChart({
  title,
  description,
  values,
  labels,
  box = DEFAULT_CHART_BOX,
}: {
  title: string;
  description: string;
  values: readonly number[];
  labels: readonly string[];
  box?: ChartBox;
}) {
  const chart = lineChartGeometry(values, labels, box);
  const id = useId();
  const base = box.height - box.bottom;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-t ${id}-d`}
      viewBox={`0 0 ${box.width} ${box.height}`}
      className="line-chart"
      style={{ width: "100%", maxWidth: box.width, height: "auto", display: "block" }}
    >
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{description}</desc>
      <g fontSize="11" style={{ fill: "var(--mantine-color-gray-8)" }}>
        {chart.yTicks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={box.left}
              x2={box.width - box.right}
              y1={tick.y}
              y2={tick.y}
              style={{ stroke: "var(--mantine-color-gray-3)" }}
            />
            <text x={box.left - 6} y={tick.y + 4} textAnchor="end">
              {tick.label}
            </text>
          </g>
        ))}
        {chart.xLabels.map((label, index) => (
          <text
            key={label.x}
            x={label.x}
            y={base + 18}
            textAnchor={
              index === 0 && chart.xLabels.length > 1
                ? "start"
                : index === chart.xLabels.length - 1 && index > 0
                  ? "end"
                  : "middle"
            }
          >
            {label.label}
          </text>
        ))}
        <path d={chart.area} style={{ fill: "var(--mantine-primary-color-1)" }} />
        <path d={chart.line} style={{ fill: "none", stroke: "var(--mantine-primary-color-7)", strokeWidth: 2 }} />
        {chart.points.length <= 40
          ? chart.points.map((point) => (
              <circle
                key={point.x}
                cx={point.x}
                cy={point.y}
                r="2.5"
                style={{ fill: "var(--mantine-primary-color-7)" }}
              />
            ))
          : null}
      </g>
    </svg>
  );
}
