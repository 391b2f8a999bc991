// What an uploaded 课件 is, by its bytes (material-sniff.ts): the formats taken, a password-protected OOXML package,
// and what else people upload by mistake, named.
import fs from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { sniffMaterial } from "./material-sniff";

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.resolve("tests/fixtures/training", name)));

const contentTypes = (main: string) =>
  new TextEncoder().encode(
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="xml" ContentType="application/xml"/><Override PartName="/main.xml" ContentType="${main}"/></Types>`,
  );

/** A compound file (OLE2) whose directory holds one entry of this name, as Office writes it. */
function ole2With(name: string): Uint8Array {
  const bytes = new Uint8Array(512 * 3);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  bytes[30] = 9; // 512-byte sectors
  const entries = ["Root Entry", name];
  entries.forEach((entry, index) => {
    const offset = 512 + index * 128;
    const encoded = Buffer.from(`${entry}\0`, "utf16le");
    bytes.set(encoded, offset);
    bytes[offset + 64] = encoded.byteLength;
  });
  return bytes;
}

describe("sniffMaterial", () => {
  it("takes a PDF by its header", () => {
    expect(sniffMaterial(new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n1 0 obj"))).toEqual({ ok: true, format: "pdf" });
  });

  it("takes a PPTX made by LibreOffice, and a DOCX, by their main part", () => {
    expect(sniffMaterial(fixture("slides.pptx"))).toEqual({ ok: true, format: "pptx" });
    const docx = zipSync({
      "[Content_Types].xml": contentTypes(
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
      ),
    });
    expect(sniffMaterial(docx)).toEqual({ ok: true, format: "docx" });
  });

  it("takes legacy PPT and DOC (OLE2) by their streams", () => {
    expect(sniffMaterial(ole2With("PowerPoint Document"))).toEqual({ ok: true, format: "ppt" });
    expect(sniffMaterial(ole2With("WordDocument"))).toEqual({ ok: true, format: "doc" });
  });

  it("recognises a password-protected PPTX/DOCX (an OLE2 EncryptedPackage)", () => {
    expect(sniffMaterial(ole2With("EncryptedPackage"))).toEqual({ ok: true, format: "encrypted-ooxml" });
  });

  it("names what a renamed or wrong file is", () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(sniffMaterial(png)).toEqual({ ok: false, what: "PNG 图片" });
    const plainZip = zipSync({ "notes.txt": new TextEncoder().encode("hello") });
    expect(sniffMaterial(plainZip)).toEqual({ ok: false, what: "ZIP 压缩包" });
    const xlsx = zipSync({
      "[Content_Types].xml": contentTypes("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"),
    });
    expect(sniffMaterial(xlsx)).toEqual({ ok: false, what: "Excel 表格（XLSX）" });
    expect(sniffMaterial(ole2With("Workbook"))).toEqual({ ok: false, what: "旧版 Excel 表格（XLS）" });
    expect(sniffMaterial(new TextEncoder().encode("第一讲 线性代数\n"))).toEqual({ ok: false, what: "纯文本文件" });
    expect(sniffMaterial(new Uint8Array())).toEqual({ ok: false, what: "空文件" });
    // A PPTX cut short: its zip directory (at the end) is gone.
    const cut = fixture("slides.pptx").subarray(0, 4000);
    expect(sniffMaterial(cut)).toEqual({ ok: false, what: "损坏的 ZIP 压缩包" });
  });
});
