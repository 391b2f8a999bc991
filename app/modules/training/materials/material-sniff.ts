// What an uploaded 课件 is, read from its bytes (never its name or the browser's claim; issue 27,
// docs/decisions/0055-training-platform.md "课件"):
// - PDF: `%PDF-` at the start (readers tolerate a little junk before it; we do not).
// - PPTX / DOCX (OOXML): a zip whose [Content_Types].xml names the presentation's or the document's main part
//   (an .xlsx, an .odp or any other zip is told what it is).
// - PPT / DOC (legacy binary Office): an OLE2 compound file with a "PowerPoint Document" or "WordDocument" stream. A
//   password-protected OOXML file is an OLE2 file too, with an "EncryptedPackage" stream: it is recognised here (so
//   the teacher hears the real reason) and refused by the conversion as password-protected.
// Anything else gets a name for what it is (a PNG image, a ZIP archive, …) so the refusal can say so. Pure.
import { unzipSync } from "fflate";

export type MaterialFormat = "pdf" | "ppt" | "pptx" | "doc" | "docx";

export type MaterialSniff =
  | { ok: true; format: MaterialFormat }
  /** An OLE2 file holding an encrypted OOXML package: a password-protected PPTX/DOCX (or XLSX). */
  | { ok: true; format: "encrypted-ooxml" }
  | { ok: false; what: string };

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.byteLength >= at + magic.length && magic.every((byte, index) => bytes[at + index] === byte);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1", start, end);

/** The main-part content types of the formats we take, and of the neighbours we name. */
const OOXML_MAIN: Array<{ type: string; format: MaterialFormat | null; what: string }> = [
  {
    type: "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml",
    format: "pptx",
    what: "PPTX",
  },
  { type: "application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml", format: "pptx", what: "PPTM" },
  {
    type: "application/vnd.openxmlformats-officedocument.presentationml.slideshow.main+xml",
    format: "pptx",
    what: "PPSX",
  },
  {
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
    format: "docx",
    what: "DOCX",
  },
  { type: "application/vnd.ms-word.document.macroEnabled.main+xml", format: "docx", what: "DOCM" },
  {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
    format: null,
    what: "Excel 表格（XLSX）",
  },
];

/** The names of an OLE2 file's directory entries we look for, UTF-16LE as the directory stores them. */
const OLE2_STREAMS = {
  ppt: "PowerPoint Document",
  doc: "WordDocument",
  encrypted: "EncryptedPackage",
  xls: "Workbook",
} as const;

/**
 * Does the compound file have a directory entry of this name? Directory entries are 128 bytes, in sectors of
 * 2^sectorShift bytes after the 512-byte header; an entry's name is UTF-16LE at its start and its length in bytes
 * (with the terminating NUL) at offset 64. Scanning every entry-aligned position is enough and needs no FAT walk.
 */
function hasOle2Stream(bytes: Uint8Array, name: string): boolean {
  const sectorShift = bytes[30]! | (bytes[31]! << 8);
  const sectorSize = sectorShift === 12 ? 4096 : 512;
  const encoded = Buffer.from(`${name}\0`, "utf16le");
  const start = sectorSize === 4096 ? 4096 : 512;
  for (let offset = start; offset + 128 <= bytes.byteLength; offset += 128) {
    const length = bytes[offset + 64]! | (bytes[offset + 65]! << 8);
    if (length !== encoded.byteLength) continue;
    if (encoded.every((byte, index) => bytes[offset + index] === byte)) return true;
  }
  return false;
}

function sniffOle2(bytes: Uint8Array): MaterialSniff {
  if (hasOle2Stream(bytes, OLE2_STREAMS.encrypted)) return { ok: true, format: "encrypted-ooxml" };
  if (hasOle2Stream(bytes, OLE2_STREAMS.ppt)) return { ok: true, format: "ppt" };
  if (hasOle2Stream(bytes, OLE2_STREAMS.doc)) return { ok: true, format: "doc" };
  if (hasOle2Stream(bytes, OLE2_STREAMS.xls)) return { ok: false, what: "旧版 Excel 表格（XLS）" };
  return { ok: false, what: "Office 复合文档（不是演示文稿或文档）" };
}

function sniffZip(bytes: Uint8Array): MaterialSniff {
  let types: Uint8Array | undefined;
  let mimetype: Uint8Array | undefined;
  try {
    const entries = unzipSync(bytes, {
      // Only the small parts that say what the package is; nothing else is inflated.
      filter: (file) =>
        (file.name === "[Content_Types].xml" || file.name === "mimetype") && file.originalSize <= 1024 * 1024,
    });
    types = entries["[Content_Types].xml"];
    mimetype = entries.mimetype;
  } catch {
    return { ok: false, what: "损坏的 ZIP 压缩包" };
  }
  if (types) {
    const xml = Buffer.from(types).toString("utf8");
    for (const main of OOXML_MAIN) {
      if (!xml.includes(`ContentType="${main.type}"`)) continue;
      return main.format ? { ok: true, format: main.format } : { ok: false, what: main.what };
    }
    return { ok: false, what: "不是演示文稿或文档的 Office Open XML 文件" };
  }
  if (mimetype) {
    const type = Buffer.from(mimetype).toString("ascii");
    if (type.includes("opendocument.presentation")) return { ok: false, what: "OpenDocument 演示文稿（ODP）" };
    if (type.includes("opendocument.text")) return { ok: false, what: "OpenDocument 文档（ODT）" };
    if (type.includes("opendocument")) return { ok: false, what: "OpenDocument 文件" };
  }
  return { ok: false, what: "ZIP 压缩包" };
}

/** Other things people upload by mistake, named for the refusal. */
const OTHER_MAGIC: Array<{ magic: number[]; at?: number; what: string }> = [
  { magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], what: "PNG 图片" },
  { magic: [0xff, 0xd8, 0xff], what: "JPEG 图片" },
  { magic: [0x47, 0x49, 0x46, 0x38], what: "GIF 图片" },
  { magic: [0x52, 0x61, 0x72, 0x21], what: "RAR 压缩包" },
  { magic: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], what: "7z 压缩包" },
  { magic: [0x1f, 0x8b], what: "gzip 压缩包" },
  { magic: [0x66, 0x74, 0x79, 0x70], at: 4, what: "MP4 等音视频文件" },
  { magic: [0x7b, 0x5c, 0x72, 0x74, 0x66], what: "RTF 文档" },
];

export function sniffMaterial(bytes: Uint8Array): MaterialSniff {
  if (bytes.byteLength === 0) return { ok: false, what: "空文件" };
  if (ascii(bytes, 0, 5) === "%PDF-") return { ok: true, format: "pdf" };
  if (startsWith(bytes, OLE2_MAGIC)) return sniffOle2(bytes);
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return sniffZip(bytes);
  for (const other of OTHER_MAGIC) if (startsWith(bytes, other.magic, other.at)) return { ok: false, what: other.what };
  const head = ascii(bytes, 0, Math.min(bytes.byteLength, 512)).trimStart().toLowerCase();
  if (head.startsWith("<!doctype html") || head.startsWith("<html")) return { ok: false, what: "网页（HTML）" };
  // Printable text in the first bytes: a text file (UTF-8 Chinese passes as bytes ≥ 0x80).
  const sample = bytes.subarray(0, Math.min(bytes.byteLength, 512));
  if (sample.every((byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d))
    return { ok: false, what: "纯文本文件" };
  return { ok: false, what: "无法识别的文件" };
}

/** The extension a stored original gets (its own format, never the uploaded name's). */
export const materialExtension: Record<MaterialFormat, string> = {
  pdf: "pdf",
  ppt: "ppt",
  pptx: "pptx",
  doc: "doc",
  docx: "docx",
};

export const materialContentType: Record<MaterialFormat, string> = {
  pdf: "application/pdf",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};
