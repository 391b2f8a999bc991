// A table as a file to download: CSV (UTF-8 with a BOM, so Excel reads the Chinese; a cell a spreadsheet would take
// for a formula gets a leading apostrophe) or XLSX written by exceljs (docs/decisions/0055-training-platform.md says
// why that package), the header row bold and numbers kept as numbers. Used by the training overview and the console's
// usage reports.
import ExcelJS from "exceljs";

type Cell = string | number;

function csvCell(value: Cell): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows (the header first) as CSV text with a BOM and CRLF line ends. */
export function csvDocument(rows: ReadonlyArray<readonly Cell[]>): string {
  return `\uFEFF${rows.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** The header and rows as a one-sheet workbook; the sheet's name cut to Excel's 31 characters without []:*?/\. */
export async function xlsxDocument(
  sheetName: string,
  header: readonly Cell[],
  rows: ReadonlyArray<readonly Cell[]>,
  options: { created?: Date; columnWidth?: number } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  if (options.created) workbook.created = options.created;
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, " ").slice(0, 31));
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  if (options.columnWidth !== undefined) {
    for (const column of sheet.columns) column.width = options.columnWidth;
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

/** Content-Disposition of a download: an ASCII name for old clients, the Chinese one by RFC 5987. */
export function attachmentDisposition(asciiName: string, name: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
