// The monthly usage report as a PDF (使用统计月报): the month's totals beside the month before, a line chart per
// measure drawn as vector paths from the same geometry as the pages' SVG, the splits, the most used resources and the
// searches' keywords — the same tables the pages show (usage-report-tables.ts). pdfkit with the Chinese font the paper
// PDF finds (docs/decisions/0018-paper-pdf.md); no font: its 503 with what to install.
import type PDFDocument from "pdfkit";
import { type ChartBox, groupDigits, lineChartGeometry } from "~/lib/line-chart";
import { newA4Pdf, pdfFontBytes, requirePdfFont } from "~/modules/question/pdf/paper-pdf.server";
import type { UsageOverview, UsageResources, UsageSearches } from "./usage-console-reports.server";
import {
  periodText,
  type ReportTable,
  resourceTables,
  searchTables,
  splitsTable,
  totalsTable,
} from "./usage-report-tables";

const MARGIN = 48;
const INK = "#111111";
const MUTED = "#555555";
const LINE = "#1c6bb0";
const GRID = "#d0d0d0";

export interface MonthlyUsageContent {
  schoolName: string;
  month: string;
  overview: UsageOverview;
  resources: UsageResources;
  searches: UsageSearches;
}

class ReportWriter {
  readonly doc: PDFDocument;
  readonly width: number;

  constructor(title: string) {
    const font = requirePdfFont();
    this.doc = newA4Pdf({ margin: MARGIN, title, subject: "使用统计月报" });
    this.doc.registerFont("body", pdfFontBytes(font.path), font.face);
    this.doc.font("body").fillColor(INK);
    this.width = this.doc.page.width - MARGIN * 2;
  }

  /** Room for `height` points below, or a new page. */
  room(height: number) {
    if (this.doc.y + height > this.doc.page.height - MARGIN) this.doc.addPage();
  }

  heading(text: string, size = 14) {
    this.room(size * 3);
    this.doc.moveDown(0.6).font("body", size).fillColor(INK).text(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
  }

  note(text: string) {
    this.doc.font("body", 9).fillColor(MUTED).text(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.fillColor(INK);
  }

  /** A table: the first column wide, the others right-aligned numbers. */
  table(table: ReportTable) {
    this.heading(table.caption, 11);
    const rowHeight = 16;
    const first = table.columns.length > 3 ? this.width * 0.34 : this.width * 0.5;
    const rest = (this.width - first) / Math.max(1, table.columns.length - 1);
    const draw = (cells: ReadonlyArray<string | number>, bold: boolean) => {
      this.room(rowHeight);
      const y = this.doc.y;
      this.doc.font("body", 9).fillColor(bold ? MUTED : INK);
      cells.forEach((cell, index) => {
        const x = index === 0 ? MARGIN : MARGIN + first + rest * (index - 1);
        const width = index === 0 ? first - 6 : rest - 6;
        this.doc.text(typeof cell === "number" ? groupDigits(cell) : cell, x, y + 3, {
          width,
          height: rowHeight,
          ellipsis: true,
          lineBreak: false,
          align: index === 0 ? "left" : "right",
        });
      });
      this.doc
        .moveTo(MARGIN, y + rowHeight)
        .lineTo(MARGIN + this.width, y + rowHeight)
        .lineWidth(0.4)
        .strokeColor(GRID)
        .stroke();
      this.doc.x = MARGIN;
      this.doc.y = y + rowHeight;
    };
    draw(table.columns, true);
    if (table.rows.length === 0) {
      this.doc.moveDown(0.3);
      this.note("本月没有记录。");
      return;
    }
    for (const row of table.rows) draw(row, false);
  }

  /** A measure's line chart at (x, y), drawn from the shared geometry. */
  chart(x: number, y: number, title: string, values: readonly number[], labels: readonly string[], box: ChartBox) {
    const chart = lineChartGeometry(values, labels, box, 4);
    const doc = this.doc;
    doc.font("body", 9).fillColor(INK).text(title, x, y, { width: box.width, lineBreak: false });
    const top = y + 14;
    doc.save().translate(x, top);
    doc.font("body", 7).fillColor(MUTED);
    for (const tick of chart.yTicks) {
      doc
        .moveTo(box.left, tick.y)
        .lineTo(box.width - box.right, tick.y)
        .lineWidth(0.3)
        .strokeColor(GRID)
        .stroke();
      doc.text(tick.label, 0, tick.y - 3.5, { width: box.left - 4, align: "right", lineBreak: false });
    }
    for (const label of chart.xLabels)
      doc.text(label.label, label.x - 20, box.height - box.bottom + 4, {
        width: 40,
        align: "center",
        lineBreak: false,
      });
    if (chart.line) doc.path(chart.line).lineWidth(1.2).strokeColor(LINE).stroke();
    doc.restore();
    doc.fillColor(INK);
  }

  async finish(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
    });
    this.doc.end();
    return done;
  }
}

export async function usageMonthlyPdf(content: MonthlyUsageContent): Promise<Buffer> {
  const { overview } = content;
  const title = `${content.schoolName} 使用统计月报 ${content.month}`;
  const writer = new ReportWriter(title);
  const doc = writer.doc;
  doc.font("body", 18).text(title, { width: writer.width });
  doc.moveDown(0.3);
  writer.note(
    `统计期 ${periodText(overview.period)}（北京时间），对比上月 ${periodText(overview.comparison)}。` +
      `数据已汇总至 ${overview.builtThrough ?? "（尚未汇总）"}。只统计次数，不含任何学生个人信息。` +
      "背诵单词与答题不记录访问地址和设备，按校外登录、电脑计入。" +
      (overview.gate ? "“校外未登录”为全站数字（无法得知访问者所属学校），仅运营人员可见。" : ""),
  );
  writer.table(totalsTable(overview));

  writer.heading("每日趋势", 12);
  const box: ChartBox = { width: 240, height: 110, left: 36, bottom: 16, top: 6, right: 8 };
  const labels = overview.buckets.map((bucket) => bucket.short);
  overview.measures.forEach((measure, index) => {
    const column = index % 2;
    if (column === 0) writer.room(box.height + 24);
    const y = doc.y;
    writer.chart(MARGIN + column * (box.width + 18), y, measure.label, measure.series, labels, box);
    if (column === 1 || index === overview.measures.length - 1) doc.y = y + box.height + 22;
  });
  doc.x = MARGIN;

  writer.table(splitsTable(overview));
  for (const table of resourceTables(content.resources)) writer.table(table);
  for (const table of searchTables(content.searches)) writer.table(table);
  return writer.finish();
}
