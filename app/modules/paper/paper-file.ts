// What an uploaded "paper PDF" really is, from its first bytes — never its name or the browser's claim: a PDF starts
// with `%PDF-`. Anything else is named when it is a file operators commonly pick by mistake (a scan saved as an image,
// a Word document), so the refusal says what was chosen. Pure and client-safe; the page count and the encryption are
// read by paper-file.server.ts with pdf.js.

export type PaperFileSniff = { ok: true } | { ok: false; what: string };

const signatures: ReadonlyArray<{ bytes: readonly number[]; what: string }> = [
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], what: "文件内容是 PNG 图片" },
  { bytes: [0xff, 0xd8, 0xff], what: "文件内容是 JPEG 图片" },
  { bytes: [0x47, 0x49, 0x46, 0x38], what: "文件内容是 GIF 图片" },
  // .docx, .xlsx, .pptx and .zip are all zip archives.
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: "文件内容是压缩包或 Word / Excel 文档" },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], what: "文件内容是旧版 Word / Excel 文档" },
];

const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.byteLength >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

export function sniffPaperFile(bytes: Uint8Array): PaperFileSniff {
  if (startsWith(bytes, PDF_HEADER)) return { ok: true };
  if (bytes.byteLength === 0) return { ok: false, what: "文件是空的" };
  return { ok: false, what: signatures.find((known) => startsWith(bytes, known.bytes))?.what ?? "文件开头不是 %PDF-" };
}
