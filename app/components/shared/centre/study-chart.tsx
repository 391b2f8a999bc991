// Study minutes per day for the last 30 days: a server-rendered SVG bar chart (role="img", its <title> says what it
// shows in words) and the same numbers as a table with a caption, behind a <details> to keep the page short.
import { useId } from "react";
import { shortDate } from "./centre-format";
import "./centre.css";

const WIDTH = 600;
const HEIGHT = 180;
const LEFT = 36;
const BOTTOM = 20;
const TOP = 8;

/** A round top for the axis: 10, 20, 30, 60, 90, 120 … minutes. */
function axisTop(max: number): number {
  if (max <= 10) return 10;
  if (max <= 30) return Math.ceil(max / 10) * 10;
  return Math.ceil(max / 30) * 30;
}

export function StudyChart({ days }: { days: { date: string; minutes: number }[] }) {
  const id = useId();
  const total = days.reduce((sum, day) => sum + day.minutes, 0);
  const best = days.reduce((top, day) => (day.minutes > top.minutes ? day : top), days[0] ?? { date: "", minutes: 0 });
  const top = axisTop(best.minutes);
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const step = (WIDTH - LEFT) / Math.max(1, days.length);
  const first = days[0]?.date ?? "";
  const last = days.at(-1)?.date ?? "";
  const summary =
    total === 0
      ? `近 30 天（${first} 至 ${last}）每日学习时长柱状图：还没有学习时长`
      : `近 30 天（${first} 至 ${last}）每日学习时长柱状图：共 ${total} 分钟，最多的一天 ${shortDate(best.date)} 学习 ${best.minutes} 分钟`;
  return (
    <section className="centre-chart" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>近 30 天学习时长</h2>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`} focusable="false">
        <title id={`${id}-title`}>{summary}</title>
        <line className="grid" x1={LEFT} x2={WIDTH} y1={TOP} y2={TOP} />
        <line className="grid" x1={LEFT} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} />
        <text className="axis" x={LEFT - 4} y={TOP + 4} textAnchor="end">
          {top}
        </text>
        <text className="axis" x={LEFT - 4} y={HEIGHT - BOTTOM} textAnchor="end">
          0
        </text>
        {days.map((day, index) => {
          const height = (day.minutes / top) * plotHeight;
          const x = LEFT + index * step + 2;
          return (
            <g key={day.date}>
              {day.minutes > 0 ? <rect className="bar" x={x} y={HEIGHT - BOTTOM - height} width={Math.max(1, step - 4)} height={height} rx={2} /> : null}
              {index % 5 === 0 || index === days.length - 1 ? (
                <text className="axis" x={x + (step - 4) / 2} y={HEIGHT - 6} textAnchor="middle">
                  {shortDate(day.date)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details>
        <summary>查看数据表</summary>
        <table className="centre-table">
          <caption>近 30 天每日学习时长（分钟）</caption>
          <thead>
            <tr>
              <th scope="col">日期</th>
              <th scope="col">分钟</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td>{day.minutes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
