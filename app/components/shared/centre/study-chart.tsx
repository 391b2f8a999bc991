// Study minutes per day for the last 30 days: a server-rendered SVG of the bars (role="img", its <title> says what it
// shows in words) and the same numbers as a table with a caption, behind a <details> to keep the page short. The axis
// labels are HTML beside and under the SVG, not SVG text: the SVG stretches to the page's width, and text inside it
// shrank with it (about 4 px at a 360 px phone); HTML labels keep their 12 px at any width.
import { useId } from "react";
import { shortDate } from "./centre-format";
import "./centre.css";

/** The SVG's own units: one per day across, 100 for the axis top. */
const PLOT_TOP = 100;
/** A date under every 7th bar counted back from today (today always), so labels never crowd a phone's width. */
const LABEL_EVERY = 7;

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
  const count = Math.max(1, days.length);
  const first = days[0]?.date ?? "";
  const last = days.at(-1)?.date ?? "";
  const summary =
    total === 0
      ? `近 30 天（${first} 至 ${last}）每日学习时长柱状图：还没有学习时长`
      : `近 30 天（${first} 至 ${last}）每日学习时长柱状图：共 ${total} 分钟，最多的一天 ${shortDate(best.date)} 学习 ${best.minutes} 分钟`;
  return (
    <section className="centre-chart" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>近 30 天学习时长（分钟）</h2>
      <div className="chart-plot">
        <div className="chart-y" aria-hidden="true">
          <span>{top}</span>
          <span>0</span>
        </div>
        <div>
          <svg
            viewBox={`0 0 ${count} ${PLOT_TOP}`}
            preserveAspectRatio="none"
            role="img"
            aria-labelledby={`${id}-title`}
            focusable="false"
          >
            <title id={`${id}-title`}>{summary}</title>
            <line className="grid" x1={0} x2={count} y1={0} y2={0} vectorEffect="non-scaling-stroke" />
            <line className="grid" x1={0} x2={count} y1={PLOT_TOP} y2={PLOT_TOP} vectorEffect="non-scaling-stroke" />
            {days.map((day, index) => {
              const height = (day.minutes / top) * PLOT_TOP;
              return day.minutes > 0 ? (
                <rect
                  key={day.date}
                  className="bar"
                  x={index + 0.15}
                  y={PLOT_TOP - height}
                  width={0.7}
                  height={height}
                />
              ) : null;
            })}
          </svg>
          <div className="chart-x" aria-hidden="true">
            {days.map((day, index) =>
              (days.length - 1 - index) % LABEL_EVERY === 0 ? (
                <span key={day.date} style={{ left: `${((index + 0.5) / count) * 100}%` }}>
                  {shortDate(day.date)}
                </span>
              ) : null,
            )}
          </div>
        </div>
      </div>
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
