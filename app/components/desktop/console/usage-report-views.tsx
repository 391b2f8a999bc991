// 使用统计 (issue 28): the period form (GET: without JavaScript it navigates, with it the same zod schema checks the
// dates first), the sub-navigation, the tables with their CSV / XLSX downloads, and per measure a server-drawn chart
// (an image with a title and a summary) beside the table of its numbers. Counts only: no page names a student.
import { Button, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { LineChart } from "~/components/shared/line-chart";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import { groupDigits } from "~/lib/line-chart";
import type {
  loadUsageOverviewPage,
  loadUsageResourcesPage,
  loadUsageSearchesPage,
} from "~/modules/usage/usage-report-pages.server";
import { usageReportPageNames, usageReportPaths } from "~/modules/usage/usage-report-paths";
import { USAGE_PERIOD_FIELDS, usagePeriodSchema } from "~/modules/usage/usage-report-schemas";
import type { ReportCell } from "~/modules/usage/usage-report-tables";
import { FormAlert, ScopeFields } from "./school-users-views";
import "./console.css";

type OverviewData = Awaited<ReturnType<typeof loadUsageOverviewPage>>["data"];
type ResourcesData = Awaited<ReturnType<typeof loadUsageResourcesPage>>["data"];
type SearchesData = Awaited<ReturnType<typeof loadUsageSearchesPage>>["data"];
type FrameData = OverviewData | ResourcesData | SearchesData;

interface DownloadableTable {
  id: string;
  caption: string;
  columns: string[];
  rows: ReportCell[][];
  csv: string;
  xlsx: string;
}

const cellText = (cell: ReportCell) => (typeof cell === "number" ? groupDigits(cell) : cell);

/** A report table (first column the row's name), its downloads under it. */
function ReportTableView({ table, empty = "没有记录。" }: { table: DownloadableTable; empty?: string }) {
  return (
    <div className="usage-table">
      <table className="console-table">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column, index) => (
              <th key={column} scope="col" className={index > 0 ? "usage-number" : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.length === 0 ? (
            <tr>
              <td colSpan={table.columns.length}>{empty}</td>
            </tr>
          ) : (
            table.rows.map((row, rowIndex) => (
              // Rows have no id of their own; their order is the table's.
              // biome-ignore lint/suspicious/noArrayIndexKey: a report row is its position
              <tr key={rowIndex}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={table.columns[index]} scope="row">
                      {cellText(cell)}
                    </th>
                  ) : (
                    <td key={table.columns[index]} className="usage-number">
                      {cellText(cell)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
      <Text size="sm" className="usage-downloads">
        下载此表：
        <a href={table.csv} download>
          CSV<span className="visually-hidden">（{table.caption.split("：")[0]}）</span>
        </a>
        {" · "}
        <a href={table.xlsx} download>
          XLSX<span className="visually-hidden">（{table.caption.split("：")[0]}）</span>
        </a>
      </Text>
    </div>
  );
}

/** The period form, the sub-navigation and the monthly PDF form: the top of every 使用统计 page. */
export function UsageReportFrame({ data }: { data: FrameData }) {
  const { onSubmit, field } = useValidatedForm(usagePeriodSchema(data.today), USAGE_PERIOD_FIELDS, {
    values: data.typed,
    errors: data.errors,
  });
  const here = usageReportPaths[data.page];
  return (
    <Stack gap="md">
      <nav aria-label="使用统计" className="usage-nav">
        <ul>
          {data.nav.map((item) => (
            <li key={item.key}>
              <Link to={item.href} aria-current={item.current ? "page" : undefined}>
                {usageReportPageNames[item.key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" action={here} aria-label="选择统计期" onSubmit={onSubmit} noValidate>
        <ScopeFields query={data.query} />
        <Group align="flex-start" gap="sm">
          <TextInput {...field("from")} id="usage-from" type="date" label="开始日期" max={data.today} />
          <TextInput {...field("to")} id="usage-to" type="date" label="结束日期" max={data.today} />
          <NativeSelect {...field("granularity")} id="usage-granularity" label="粒度" data={data.granularities} />
          <NativeSelect {...field("compare")} id="usage-compare" label="对比" data={data.comparisons} />
          <TextInput
            {...field("cfrom")}
            id="usage-cfrom"
            type="date"
            label="对比期开始日期"
            description="仅“自定义”时使用，长度与统计期相同"
          />
          <Button type="submit" mt={25}>
            查看
          </Button>
        </Group>
      </Form>
      {Object.keys(data.errors).length > 0 ? <FormAlert message="统计期有误，请按提示修改后再查看。" /> : null}
    </Stack>
  );
}

/** The monthly report's form: a month, and the PDF downloads (a plain form: the answer is a file, not a page). */
function MonthlyReportForm({ data }: { data: FrameData }) {
  return (
    <section aria-labelledby="usage-monthly-title">
      <h2 id="usage-monthly-title">月度报告（PDF）</h2>
      <form method="get" action={data.monthly.action} className="usage-monthly">
        <ScopeFields query={data.query} />
        <Group align="flex-end" gap="sm">
          <TextInput
            name="month"
            id="usage-month"
            type="month"
            label="月份（YYYY-MM）"
            defaultValue={data.monthly.month}
            max={data.today.slice(0, 7)}
          />
          <Button type="submit" variant="outline">
            下载月度报告
          </Button>
        </Group>
      </form>
    </section>
  );
}

function Notes({ gate }: { gate: boolean }) {
  return (
    <ul className="usage-notes">
      <li>
        只统计次数，不列出任何学生。访客数按人去重：一段时间的访客不是每天访客之和，一人可能同时计入校园网内与校外登录、电脑与手机。
      </li>
      <li>
        背诵单词与答题不记录访问地址和设备，按“校外登录、电脑”计入（见 ADR 0056）；复习次数为背诵次数减去新学单词数。
      </li>
      <li>拒绝访问（未授权）指本校用户打开本校未购买的内容。</li>
      {gate ? (
        <li>
          拒绝访问（校外未登录，全站）只有运营人员可见：在校外未登录时被校园网检查拒绝的访问无法得知所属学校，记在“学校
          0”下，是全站的数字，并非本校。
        </li>
      ) : null}
    </ul>
  );
}

export function UsageOverviewView({ data }: { data: OverviewData }) {
  const report = data.report;
  if (!report) return null;
  return (
    <Stack gap="lg">
      <Text>
        {data.school.name}：{report.period}，对比期 {report.comparison}。数据每小时汇总已结束的日期（北京时间），
        {report.builtThrough ? `目前已汇总至 ${report.builtThrough}。` : "目前还没有汇总的数据。"}
      </Text>
      <Notes gate={report.gate} />
      <section aria-labelledby="usage-totals-title">
        <h2 id="usage-totals-title">合计与对比</h2>
        <ReportTableView table={report.totals} />
      </section>
      <section aria-labelledby="usage-splits-title">
        <h2 id="usage-splits-title">校园网内与校外、电脑与手机</h2>
        <ReportTableView table={report.splits} />
      </section>
      <section aria-labelledby="usage-trends-title">
        <h2 id="usage-trends-title">趋势</h2>
        {report.trends.map((trend) => (
          <section key={trend.key} aria-labelledby={`usage-trend-${trend.key}`} className="usage-trend">
            <h3 id={`usage-trend-${trend.key}`}>{trend.label}</h3>
            <div className="usage-trend-body">
              <LineChart
                title={`${trend.label}趋势图`}
                description={trend.description}
                values={trend.values}
                labels={report.labels}
              />
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
              <section className="usage-trend-table" tabIndex={0} aria-label={`${trend.label}数据表`}>
                <ReportTableView table={trend.table} />
              </section>
            </div>
          </section>
        ))}
      </section>
      <MonthlyReportForm data={data} />
    </Stack>
  );
}

export function UsageResourcesView({ data }: { data: ResourcesData }) {
  const report = data.report;
  if (!report) return null;
  return (
    <Stack gap="lg">
      <Text>
        {data.school.name}：{report.period}，每类列出使用最多的 {report.top}{" "}
        项。课程的浏览次数包括课程页和其中视频的页面。
      </Text>
      {report.tables.map((table) => (
        <section key={table.id} aria-label={table.caption.split("：")[0]}>
          <ReportTableView table={table} />
        </section>
      ))}
    </Stack>
  );
}

export function UsageSearchesView({ data }: { data: SearchesData }) {
  const report = data.report;
  if (!report) return null;
  return (
    <Stack gap="lg">
      <Text>
        {data.school.name}：{report.period}，站内搜索 {groupDigits(report.searches)} 次（30 秒内重复的同一搜索计一次）；
        按搜索词统计 {groupDigits(report.keywordSearches)} 次，其中 {groupDigits(report.zeroResults)} 次没有找到结果。
      </Text>
      {report.tables.map((table) => (
        <section key={table.id} aria-label={table.caption.split("：")[0]}>
          <ReportTableView table={table} empty="这段时间没有搜索。" />
        </section>
      ))}
    </Stack>
  );
}
