// Is an uploaded file a PDF, and how many pages has it? Read from the bytes, never from the name or the browser's
// claim (as avatars are, app/modules/user/image-upload.server.ts). No PDF parser runs on the server (pdfjs-dist is a
// devDependency, pdfkit only writes), so this is the cheap check 0021 settles on: the `%PDF-x.y` header, an `%%EOF`
// marker near the end (a cut-off upload has none), and a page count — the largest `/Count` of a `/Type /Pages` node
// (the root's counts every page; incremental updates only add nodes), else the number of `/Type /Page` objects. PDF 1.5+
// writers often hide those dictionaries in compressed object streams, so when the plain text shows none, the
// FlateDecode `/ObjStm` streams are inflated (bounded) and read the same way. Pure apart from zlib.
import zlib from "node:zlib";

export type PdfSniff =
  | { ok: true; version: string; pageCount: number }
  | { ok: false; reason: "not-pdf" | "truncated" | "no-pages" };

/** A PDF's last `%%EOF` may be followed by a little whitespace or junk; 1 KB is what readers commonly tolerate. */
const EOF_WINDOW = 1024;
/** Inflating object streams stops here, so a crafted stream cannot make the server inflate gigabytes. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;
/** More pages than any exam paper; a larger count is a broken or hostile file. */
const MAX_PDF_PAGES = 5000;

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");

/** The page count a text of PDF objects states: the largest /Count of a /Pages node, else its /Page objects; 0 for none. */
export function pageCountOf(text: string): number {
  let largest = 0;
  for (const match of text.matchAll(/\/Type\s*\/Pages(?![A-Za-z0-9])/g)) {
    // The node's own dictionary: from the last `<<` before /Type to the next `>>` after it (a Pages node holds no
    // nested dictionary in practice; /Kids is an array of references).
    const start = text.lastIndexOf("<<", match.index);
    const end = text.indexOf(">>", match.index);
    if (start < 0 || end < 0) continue;
    const count = /\/Count\s+(\d{1,9})/.exec(text.slice(start, end));
    if (count) largest = Math.max(largest, Number(count[1]));
  }
  if (largest > 0) return largest;
  return [...text.matchAll(/\/Type\s*\/Page(?![A-Za-z0-9])/g)].length;
}

/** The inflated text of every FlateDecode object stream (/Type /ObjStm), within the bound. */
function objectStreamTexts(bytes: Uint8Array, text: string): string[] {
  const texts: string[] = [];
  let budget = MAX_INFLATED_BYTES;
  for (const match of text.matchAll(/stream\r?\n/g)) {
    if (text.slice(match.index - 3, match.index) === "end") continue;
    const dictStart = text.lastIndexOf("obj", match.index);
    const dict = text.slice(dictStart < 0 ? Math.max(0, match.index - 2048) : dictStart, match.index);
    if (!/\/Type\s*\/ObjStm\b/.test(dict) || !/\/FlateDecode\b/.test(dict)) continue;
    const dataStart = match.index + match[0].length;
    const dataEnd = text.indexOf("endstream", dataStart);
    if (dataEnd < 0 || budget <= 0) continue;
    try {
      const inflated = zlib.inflateSync(bytes.subarray(dataStart, dataEnd), {
        maxOutputLength: budget,
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      });
      budget -= inflated.byteLength;
      texts.push(inflated.toString("latin1"));
    } catch {
      // A stream that does not inflate (or would exceed the bound) tells us nothing; the others may.
    }
  }
  return texts;
}

export function sniffPdf(bytes: Uint8Array): PdfSniff {
  const header = /^%PDF-(\d\.\d)/.exec(latin1(bytes.subarray(0, 16)));
  if (!header) return { ok: false, reason: "not-pdf" };
  if (!latin1(bytes.subarray(Math.max(0, bytes.byteLength - EOF_WINDOW))).includes("%%EOF"))
    return { ok: false, reason: "truncated" };
  const text = latin1(bytes);
  let pageCount = pageCountOf(text);
  if (pageCount === 0) pageCount = Math.max(0, ...objectStreamTexts(bytes, text).map(pageCountOf));
  if (pageCount < 1 || pageCount > MAX_PDF_PAGES) return { ok: false, reason: "no-pages" };
  return { ok: true, version: header[1]!, pageCount };
}
