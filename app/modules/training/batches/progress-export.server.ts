// The overview as a file (issue 27): CSV (UTF-8 with a BOM, so Excel reads the Chinese) and XLSX written by exceljs
// (docs/decisions/0055-training-platform.md says why that package). Both carry every active student, not one page.
import ExcelJS from "exceljs";
import type { TrainingBatch } from "../training-access.server";
import { overviewText as t } from "./batch-messages";
import { batchProgress, type StudentProgress } from "./progress.server";
import { formatPoints } from "~/modules/question/marking/question-points";

const header = [
  "昵称",
  "手机号",
  t.videos,
  t.words,
  t.questions,
  t.exams,
  t.latestScore,
  t.bestScore,
  t.lastStudy,
  "未学习天数",
  t.behind,
];

const score = (value: StudentProgress["latestScore"]) =>
  value ? `${formatPoints(value.score)}/${formatPoints(value.maxScore)}` : "";

function rowOf(row: StudentProgress): (string | number)[] {
  return [
    row.nickname,
    row.phone,
    row.videos,
    row.words,
    row.questions,
    row.exams,
    score(row.latestScore),
    score(row.bestScore),
    row.lastStudyDay ?? t.never,
    row.idleDays ?? "",
    row.behind ? "是" : "否",
  ];
}

/** A cell that a spreadsheet would read as a formula gets a leading apostrophe (CSV injection). */
function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function overviewCsv(batch: TrainingBatch, days: number, now = Date.now()): Promise<string> {
  const rows = await batchProgress(batch, days, now);
  const lines = [header, ...rows.map(rowOf)].map((cells) => cells.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export async function overviewXlsx(
  batch: TrainingBatch,
  days: number,
  now = Date.now(),
): Promise<Uint8Array<ArrayBuffer>> {
  const rows = await batchProgress(batch, days, now);
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(now);
  const sheet = workbook.addWorksheet(t.title);
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(rowOf(row));
  sheet.columns.forEach((column) => {
    column.width = 14;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

/** The file name of an export: 班级名-学习概况-2026-12-07.csv, ASCII-safe in the header via RFC 5987. */
export function exportDisposition(batch: TrainingBatch, extension: "csv" | "xlsx", date: string): string {
  const name = `${batch.name}-${t.title}-${date}.${extension}`;
  return `attachment; filename="training-${batch.id}-${date}.${extension}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
