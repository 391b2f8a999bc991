// readPaperPdf with pdf.js on hand-written PDFs: the page count read, and a file refused with its Chinese reason —
// not a PDF, encrypted, damaged, too large, missing.
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { handWrittenPdf, pngBytes } from "../../../tests/support/pdf-fixtures";
import { readPaperPdf } from "./paper-file.server";

const fileOf = (bytes: Uint8Array, name = "paper.pdf") => new File([bytes.slice()], name, { type: "application/pdf" });

describe("readPaperPdf", () => {
  it("reads the page count of a PDF", async () => {
    expect((await readPaperPdf(fileOf(handWrittenPdf(3)))).pageCount).toBe(3);
    expect((await readPaperPdf(fileOf(handWrittenPdf(1)))).pageCount).toBe(1);
  });

  it("refuses what is not a PDF, naming it, whatever the file is called", async () => {
    await expect(readPaperPdf(fileOf(pngBytes))).rejects.toMatchObject({
      status: 422,
      fieldErrors: { file: "这不是 PDF 文件（文件内容是 PNG 图片）：请上传试卷的 PDF" },
    });
  });

  it("refuses a PDF that opens but is encrypted with permission limits (an owner password only)", async () => {
    // pdfkit encrypts when given an owner password; its types here (paper-pdf-pdfkit.d.ts) omit these options.
    const document = new PDFDocument({ ownerPassword: "owner", permissions: { printing: "lowResolution" } } as never);
    const chunks: Buffer[] = [];
    const done = new Promise<void>((resolve) => document.on("end", resolve));
    document.on("data", (chunk) => chunks.push(chunk));
    document.addPage();
    document.end();
    await done;
    await expect(readPaperPdf(fileOf(new Uint8Array(Buffer.concat(chunks))))).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining("已加密"),
    });
  });

  it("refuses an encrypted PDF and a damaged one", async () => {
    await expect(readPaperPdf(fileOf(handWrittenPdf(2, { encrypted: true })))).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining("已加密"),
    });
    const whole = handWrittenPdf(2);
    await expect(readPaperPdf(fileOf(whole.slice(0, 60)))).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining("已损坏或不完整"),
    });
    const garbage = new TextEncoder().encode("%PDF-1.7\nnot a pdf at all\n%%EOF\n");
    await expect(readPaperPdf(fileOf(garbage))).rejects.toMatchObject({ message: expect.stringContaining("已损坏") });
  });

  it("refuses an empty choice and a file over the limit before reading it", async () => {
    await expect(readPaperPdf(null)).rejects.toMatchObject({ status: 400, message: "请选择试卷的 PDF 文件" });
    const huge = new File([new Uint8Array(21 * 1024 * 1024)], "big.pdf");
    await expect(readPaperPdf(huge)).rejects.toMatchObject({ status: 413, message: "PDF 不能超过 20 MB" });
  });
});
