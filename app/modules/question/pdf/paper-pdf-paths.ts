// Where a question set's PDF page and the PDF itself live. Client-safe. The PDF's path ends in .pdf so device routing
// never sends it to the other tree (app/lib/device-routing.ts leaves file-like paths alone); both trees share it.
import type { SiteTree } from "~/lib/site-tree";

export const paperPdfPaths = {
  desktop: {
    page: (setId: number) => `/question/examPdf?id=${setId}`,
    html: (setId: number) => `/question/examPdf?id=${setId}&format=html`,
  },
  mobile: {
    page: (setId: number) => `/mobile/question/examPdf?id=${setId}`,
    html: (setId: number) => `/mobile/question/examPdf?id=${setId}&format=html`,
  },
  pdf: (setId: number) => `/question/examPdf/paper.pdf?id=${setId}`,
  /** Helper P's practice of a set (answers and explanations as the student goes). */
  practice: (tree: SiteTree, setId: number) => `${tree === "mobile" ? "/mobile" : ""}/question/list?setId=${setId}`,
} as const;
