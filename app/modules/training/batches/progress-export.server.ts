// The overview as a file (issue 27): CSV (UTF-8 with a BOM, so Excel reads the Chinese) and XLSX written by exceljs
// (docs/decisions/0055-training-platform.md says why that package). Both carry every active student, not one page.
import { attachmentDisposition, csvDocument, xlsxDocument } from "~/lib/table-export.server";
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

export async function overviewCsv(batch: TrainingBatch, days: number, now = Date.now()): Promise<string> {
  const rows = await batchProgress(batch, days, now);
  return csvDocument([header, ...rows.map(rowOf)]);
}

export async function overviewXlsx(
  batch: TrainingBatch,
  days: number,
  now = Date.now(),
): Promise<Uint8Array<ArrayBuffer>> {
  const rows = await batchProgress(batch, days, now);
  return xlsxDocument(t.title, header, rows.map(rowOf), { created: new Date(now), columnWidth: 14 });
}

/** The file name of an export: 班级名-学习概况-2026-12-07.csv, ASCII-safe in the header via RFC 5987. */
export function exportDisposition(batch: TrainingBatch, extension: "csv" | "xlsx", date: string): string {
  const name = `${batch.name}-${t.title}-${date}.${extension}`;
  return attachmentDisposition(`training-${batch.id}-${date}.${extension}`, name);
}
