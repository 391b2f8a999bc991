// 打卡 in both trees (docs/decisions/0024-check-ins-and-pinecones.md): today's state and 立即打卡 (a post form, so it
// works without JavaScript), the streak and today's progress towards the study goal, and the month calendar — a real
// table with a caption, weekday column headers, each day saying in words whether it was checked in, today marked with
// aria-current="date", and the months either side as links (?month=).
import { Button } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import type { loadClockPage } from "~/modules/check-in/check-in-pages.server";
import { WEEKDAY_FULL_NAMES, WEEKDAY_NAMES, monthLabel } from "~/modules/check-in/check-in-calendar";
import { checkInMessages as m } from "~/modules/check-in/check-in-messages";
import { goalText } from "~/modules/check-in/check-in-rules";
import { streakTerms } from "~/modules/records/streak-terms";
import { StreakTerms } from "./streak-terms";
import "./centre.css";
import "./check-in.css";

type ClockPageData = Awaited<ReturnType<typeof loadClockPage>>;

export function ClockView({ data, path, touch = false }: { data: ClockPageData; path: string; touch?: boolean }) {
  const { today, streak, total, progress, calendar, days, balance, monthError, isCurrentMonth, rules, links } = data;
  const byDate = new Map(days.map((day) => [day.date, day.source]));
  const monthHref = (month: string | null) => (month ? `${path}?month=${month}` : path);
  const here = isCurrentMonth ? path : monthHref(calendar.month);
  const unit = progress.goal.kind === "minutes" ? "分钟" : "个单词";
  return (
    <>
      <section className="clock-today" aria-labelledby="clock-today-title">
        <h2 id="clock-today-title" className="centre-section-title">
          今日打卡
        </h2>
        {today.checkedIn ? (
          <p className="clock-done">
            <span aria-hidden="true">✓ </span>
            今日已打卡{today.checkedIn === "auto" ? "（达成学习目标，已自动打卡）" : ""}
          </p>
        ) : (
          <Form method="post" action={here} className="clock-form">
            <Button type="submit" size={touch ? "lg" : "md"}>
              立即打卡
            </Button>
            <span className="centre-meta">打卡可得 {rules.checkIn} 个松果</span>
          </Form>
        )}
        <dl className="centre-stats">
          <div>
            <dt>{streakTerms.checkIn.label}</dt>
            <dd>{streak} 天</dd>
          </div>
          <div>
            <dt>累计打卡</dt>
            <dd>{total} 天</dd>
          </div>
          <div>
            <dt>今日学习</dt>
            <dd>
              {progress.today} / {progress.goal.amount} {unit}
            </dd>
          </div>
          <div>
            <dt>松果余额</dt>
            <dd>{balance} 个</dd>
          </div>
        </dl>
        <StreakTerms terms={["checkIn", "study"]} />
        <p className="centre-meta">
          学习目标：{goalText(progress.goal)}
          {progress.met ? "（今日已达成）" : ""}，达成后自动打卡。<Link to={links.settings}>修改学习目标</Link>
        </p>
        <p className="centre-meta">
          <Link to={links.pinecone}>查看松果明细</Link>
        </p>
      </section>

      <section className="clock-calendar-box" aria-labelledby="clock-calendar-title">
        <h2 id="clock-calendar-title" className="centre-section-title">
          打卡日历
        </h2>
        {monthError ? (
          <p role="alert" className="centre-error">
            {monthError}
          </p>
        ) : null}
        <nav className="clock-months" aria-label="切换月份">
          {calendar.previous ? (
            <Link to={monthHref(calendar.previous)} aria-label={`上个月：${monthLabel(calendar.previous)}`}>
              ‹ 上个月
            </Link>
          ) : null}
          {isCurrentMonth ? null : <Link to={path}>回到本月</Link>}
          {calendar.next ? (
            <Link to={monthHref(calendar.next)} aria-label={`下个月：${monthLabel(calendar.next)}`}>
              下个月 ›
            </Link>
          ) : null}
        </nav>
        <table className="clock-calendar">
          <caption>
            {calendar.label}（打卡 {days.length} 天）
          </caption>
          <thead>
            <tr>
              {WEEKDAY_NAMES.map((name, index) => (
                <th key={name} scope="col">
                  <span aria-hidden="true">{name}</span>
                  <span className="visually-hidden">{WEEKDAY_FULL_NAMES[index]}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {calendar.weeks.map((week, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a calendar grid: the week's row and the day's column are the cell's identity
              <tr key={row}>
                {week.map((cell, column) => {
                  // biome-ignore lint/suspicious/noArrayIndexKey: a calendar grid: the week's row and the day's column are the cell's identity
                  if (!cell) return <td key={`blank-${column}`} className="clock-blank" />;
                  const source = byDate.get(cell.date);
                  const state = source
                    ? source === "auto"
                      ? `${m.checkedInLabel}（自动）`
                      : m.checkedInLabel
                    : cell.isFuture
                      ? ""
                      : m.notCheckedInLabel;
                  return (
                    <td
                      key={cell.date}
                      className={[
                        "clock-day",
                        source ? "clock-day--checked" : "",
                        cell.isToday ? "clock-day--today" : "",
                      ]
                        .filter(Boolean)
                        .join(" ")}
                      aria-current={cell.isToday ? "date" : undefined}
                    >
                      <span className="clock-day-number">{cell.day}</span>
                      {cell.isToday ? <span className="clock-day-today">今天</span> : null}
                      {source ? (
                        <span className="clock-mark" aria-hidden="true">
                          {source === "auto" ? "✓自动" : "✓"}
                        </span>
                      ) : null}
                      {state ? <span className="visually-hidden">{state}</span> : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="centre-meta">✓ 表示已打卡，“自动”表示达成学习目标后自动打卡。学习日以北京时间凌晨 4 点为界。</p>
      </section>

      <section aria-labelledby="clock-rules-title">
        <h2 id="clock-rules-title" className="centre-section-title">
          打卡规则
        </h2>
        <ul className="clock-rules">
          <li>每个学习日可打卡一次，获得 {rules.checkIn} 个松果；当天学习达到目标时自动打卡。</li>
          {rules.milestones.map((milestone) => (
            <li key={milestone.days}>
              {streakTerms.checkIn.label} {milestone.days} 天，额外获得 {milestone.amount} 个松果。
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
