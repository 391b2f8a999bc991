import zlib from "node:zlib";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { pageCountOf, sniffPdf } from "./zmt-pdf-sniff";

/** A real PDF of `pages` pages from pdfkit (the built-in Helvetica: no font file needed). */
async function pdfkitPdf(pages: number): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: "A4" });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on("end", () => resolve()));
  for (let page = 1; page <= pages; page += 1) {
    if (page > 1) doc.addPage();
    doc.text(`Sample page ${page}`);
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/** A PDF 1.5 whose page tree sits in a compressed object stream, as Word and many scanners write it. */
function objectStreamPdf(pages: number): Uint8Array {
  const kids = Array.from({ length: pages }, (_, i) => `${3 + i} 0 R`).join(" ");
  const objects = [`<< /Type /Catalog /Pages 2 0 R >>`, `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`];
  for (let i = 0; i < pages; i += 1) objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>`);
  const body = objects.join("\n");
  const compressed = zlib.deflateSync(Buffer.from(body, "latin1"));
  const head = Buffer.from(
    `%PDF-1.5\n%\xe2\xe3\xcf\xd3\n9 0 obj\n<< /Type /ObjStm /N ${objects.length} /First 0 /Filter /FlateDecode /Length ${compressed.length} >>\nstream\n`,
    "latin1",
  );
  const tail = Buffer.from("\nendstream\nendobj\nstartxref\n0\n%%EOF\n", "latin1");
  return new Uint8Array(Buffer.concat([head, compressed, tail]));
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describe("sniffPdf", () => {
  it("accepts a PDF and counts its pages", async () => {
    expect(sniffPdf(await pdfkitPdf(1))).toMatchObject({ ok: true, pageCount: 1 });
    const three = sniffPdf(await pdfkitPdf(3));
    expect(three).toMatchObject({ ok: true, pageCount: 3 });
    expect(three.ok && three.version).toMatch(/^1\.\d$/);
  });

  it("counts pages kept in a compressed object stream", () => {
    expect(sniffPdf(objectStreamPdf(4))).toEqual({ ok: true, version: "1.5", pageCount: 4 });
  });

  it("refuses what is not a PDF, whatever its name", () => {
    expect(sniffPdf(PNG)).toEqual({ ok: false, reason: "not-pdf" });
    expect(sniffPdf(new Uint8Array())).toEqual({ ok: false, reason: "not-pdf" });
    expect(sniffPdf(new TextEncoder().encode("<html>%PDF-1.7 %%EOF</html>"))).toEqual({ ok: false, reason: "not-pdf" });
  });

  it("refuses a cut-off upload (no %%EOF near the end) and a PDF with no pages", async () => {
    const whole = await pdfkitPdf(2);
    expect(sniffPdf(whole.subarray(0, Math.floor(whole.byteLength / 2)))).toEqual({ ok: false, reason: "truncated" });
    expect(sniffPdf(new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"))).toEqual({
      ok: false,
      reason: "no-pages",
    });
  });

  it("takes the root's /Count over the /Page objects (incremental updates repeat pages)", () => {
    const text =
      "<< /Type /Pages /Kids [3 0 R] /Count 1 /Parent 2 0 R >> << /Type /Pages /Count 12 /Kids [4 0 R] >> << /Type /Page >> << /Type /Page >>";
    expect(pageCountOf(text)).toBe(12);
    expect(pageCountOf("<< /Type /Page >> << /Type/Page/Parent 2 0 R >> << /Type /Pages >>")).toBe(2);
  });
});
