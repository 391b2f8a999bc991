// The Code's tabular form as an XLSX workbook (exceljs, as the training exports; docs/decisions/0055 says why that
// package): the same rows as the TSV, one sheet named by the Report_ID, the counts as numbers.
import ExcelJS from "exceljs";

/** The row the headings are on (after 13 header rows and a blank one): the rows below it hold counts. */
const HEADINGS_ROW = 14;

export async function tabularXlsx(rows: readonly string[][], sheetName: string): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  rows.forEach((row, index) => {
    const cells = index > HEADINGS_ROW ? row.map((cell) => (/^\d+$/.test(cell) ? Number(cell) : cell)) : row;
    const added = sheet.addRow(cells);
    if (index === HEADINGS_ROW) added.font = { bold: true };
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
