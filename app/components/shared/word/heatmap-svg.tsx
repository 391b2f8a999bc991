// The study heatmap of the last 90 study days, drawn on the server as inline SVG (no JavaScript needed): one square
// per day, a column per week, Monday on top (geometry from layoutHeatmap). Nothing is told by colour alone: the SVG
// is one image with a title and a summary, every square has its date and count as a <title>, the legend names each
// level's range in words, and <details> 查看每日数据 holds every day's number as a table.
import { Group, Stack, Text } from "@mantine/core";
import { useId } from "react";
import { heatmapLegend, layoutHeatmap, type HeatmapDay } from "~/modules/word/word-heatmap";
import { heatmapText } from "~/modules/word/word-messages";

const HEATMAP_GAP = 3;

/** Fill and outline of each level; level 0 is an outlined empty square, so it differs from level 1 in every theme. */
const levelStyle: Record<number, { fill: string; stroke: string }> = {
  0: { fill: "#fff", stroke: "var(--mantine-color-gray-5)" },
  1: { fill: "var(--mantine-primary-color-2)", stroke: "var(--mantine-primary-color-4)" },
  2: { fill: "var(--mantine-primary-color-4)", stroke: "var(--mantine-primary-color-5)" },
  3: { fill: "var(--mantine-primary-color-6)", stroke: "var(--mantine-primary-color-7)" },
  4: { fill: "var(--mantine-primary-color-8)", stroke: "var(--mantine-primary-color-9)" },
};

/** "3月1日 周六" */
function dayLabel(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return heatmapText.day(day.getUTCMonth() + 1, day.getUTCDate(), heatmapText.weekdays[day.getUTCDay()] ?? "");
}

function Swatch({ level }: { level: number }) {
  const style = levelStyle[level] ?? levelStyle[0]!;
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <rect x="0.5" y="0.5" width="13" height="13" rx="2" style={{ fill: style.fill, stroke: style.stroke }} />
    </svg>
  );
}

export function HeatmapSvg({ days, touch = false }: { days: HeatmapDay[]; touch?: boolean }) {
  const layout = layoutHeatmap(days, { gap: HEATMAP_GAP });
  // A month that shows in one column only would print its name over the next month's: leave that label out.
  const step = layout.cellSize + HEATMAP_GAP;
  const monthLabels = layout.monthLabels.filter((label, index, all) => {
    const next = all[index + 1];
    return !next || next.x - label.x >= 2 * step;
  });
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  return (
    <Stack gap="sm">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width={layout.width}
        height={layout.height}
        style={{ width: "100%", maxWidth: layout.width * 2, height: "auto", display: "block" }}
        data-heatmap=""
      >
        <title id={titleId}>{layout.title}</title>
        <desc id={descId}>{layout.description}</desc>
        {monthLabels.map((label) => (
          <text
            key={`m-${label.x}`}
            x={label.x}
            y={label.y}
            fontSize="9"
            style={{ fill: "var(--mantine-color-gray-8)" }}
          >
            {label.text}
          </text>
        ))}
        {layout.weekdayLabels.map((label) => (
          <text
            key={`w-${label.y}`}
            x={label.x}
            y={label.y}
            fontSize="9"
            style={{ fill: "var(--mantine-color-gray-8)" }}
          >
            {label.text}
          </text>
        ))}
        {layout.cells.map((cell) => {
          const style = levelStyle[cell.level] ?? levelStyle[0]!;
          return (
            <rect
              key={cell.date}
              x={cell.x + 0.5}
              y={cell.y + 0.5}
              width={layout.cellSize - 1}
              height={layout.cellSize - 1}
              rx="2"
              data-date={cell.date}
              data-count={cell.count}
              style={{ fill: style.fill, stroke: style.stroke }}
            >
              <title>{cell.label}</title>
            </rect>
          );
        })}
      </svg>
      <Group
        gap={touch ? "xs" : "md"}
        component="ul"
        aria-label="图例"
        style={{ listStyle: "none", margin: 0, padding: 0 }}
      >
        {heatmapLegend.map((entry) => (
          <Group key={entry.level} gap={6} component="li" wrap="nowrap">
            <Swatch level={entry.level} />
            <Text size="sm" c="gray.8">
              {entry.label}
            </Text>
          </Group>
        ))}
      </Group>
      <details>
        <summary
          style={{ cursor: "pointer", minHeight: touch ? 44 : undefined, display: "flex", alignItems: "center" }}
        >
          <Text span size="sm" c="gray.8" td="underline">
            查看每日数据
          </Text>
        </summary>
        <section
          style={{ maxHeight: 320, overflowY: "auto", marginTop: 8 }}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard to scroll it (WCAG 2.1.1)
          tabIndex={0}
          aria-label="每日学习次数"
        >
          <table style={{ borderCollapse: "collapse", width: "100%", maxWidth: 360, fontSize: 14 }}>
            <caption style={{ textAlign: "left", paddingBottom: 4 }}>{layout.description}</caption>
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: "left", padding: "2px 8px 2px 0" }}>
                  日期
                </th>
                <th scope="col" style={{ textAlign: "right", padding: "2px 0" }}>
                  学习次数
                </th>
              </tr>
            </thead>
            <tbody>
              {[...layout.cells].reverse().map((cell) => (
                <tr key={cell.date} style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
                  <th scope="row" style={{ textAlign: "left", fontWeight: 400, padding: "2px 8px 2px 0" }}>
                    {dayLabel(cell.date)}
                  </th>
                  <td style={{ textAlign: "right", padding: "2px 0" }}>{cell.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </Stack>
  );
}
