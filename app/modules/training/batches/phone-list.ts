// The phone-number list a teacher pastes or uploads to add students to a batch (issue 27): one number a line; in a CSV
// file the first column, under an optional header line. Pure and client-safe: the server reads it and tells, by line
// number, which rows are wrong (not a mobile number, or a number the list already had) before anything is looked up.

/** A mainland China mobile number: 11 digits, 1 then 3–9. */
const PHONE_PATTERN = /^1[3-9]\d{9}$/;

interface PhoneListRow {
  /** 1-based line number in what was pasted or uploaded. */
  line: number;
  phone: string;
}

export type PhoneListProblem =
  | { line: number; kind: "format"; value: string }
  | { line: number; kind: "duplicate"; value: string; firstLine: number };

export interface PhoneList {
  rows: PhoneListRow[];
  problems: PhoneListProblem[];
}

/** The first cell of a CSV line, without surrounding quotes and spaces (a quoted cell may hold commas). */
function firstCell(line: string): string {
  const text = line.trim();
  if (text.startsWith('"')) {
    const end = text.indexOf('"', 1);
    return (end === -1 ? text.slice(1) : text.slice(1, end)).trim();
  }
  return (text.split(/[,;\t]/)[0] ?? "").trim();
}

/** A header line: its first cell holds no digit at all (手机号, phone, "Phone Number"). */
const isHeader = (cell: string) => cell.length > 0 && !/\d/.test(cell);

/**
 * Reads a pasted list or a CSV file's text. Blank lines are skipped (they keep their numbers for the lines after
 * them), a byte order mark is dropped, spaces and dashes inside a number are ignored (138-0000-0001), and the first
 * non-blank line is a header when its first cell has no digit.
 */
export function parsePhoneList(text: string): PhoneList {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const rows: PhoneListRow[] = [];
  const problems: PhoneListProblem[] = [];
  const seen = new Map<string, number>();
  let sawContent = false;
  lines.forEach((raw, index) => {
    const line = index + 1;
    const cell = firstCell(raw);
    if (cell === "") return;
    const first = !sawContent;
    sawContent = true;
    if (first && isHeader(cell)) return;
    const phone = cell.replace(/[\s-]/g, "");
    if (!PHONE_PATTERN.test(phone)) {
      problems.push({ line, kind: "format", value: cell.slice(0, 40) });
      return;
    }
    const firstLine = seen.get(phone);
    if (firstLine !== undefined) {
      problems.push({ line, kind: "duplicate", value: phone, firstLine });
      return;
    }
    seen.set(phone, line);
    rows.push({ line, phone });
  });
  return { rows, problems };
}
