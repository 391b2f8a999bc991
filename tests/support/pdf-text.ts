// The text of a PDF, page by page, read with pdfjs-dist (a devDependency: docs/decisions/0018-paper-pdf.md), for the
// tests that check a generated paper "opens": it parses, and its text holds what was drawn.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface PdfText {
  pageCount: number;
  pages: string[];
  /** Every page's text joined, runs concatenated without spaces added (CJK text reads as drawn). */
  text: string;
  title: string | null;
}

export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
    }
    const metadata = await document.getMetadata();
    const info = metadata.info as { Title?: string } | undefined;
    return { pageCount: document.numPages, pages, text: pages.join("\n"), title: info?.Title ?? null };
  } finally {
    await document.destroy();
  }
}
