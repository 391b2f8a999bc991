// A past paper's PDF as the console accepts it (真题管理, docs/decisions/0051): at most PAPER_PDF_MAX_MB, its bytes
// starting with %PDF- (paper-file.ts names what else was chosen), then opened with pdf.js — the parser Firefox uses,
// maintained by Mozilla — which reads the page count, and refuses a file it cannot open (damaged, cut off) or one that is
// encrypted: a password or permission limits would stop students opening or printing the paper. Only an accepted
// file is written, under MEDIA_DIR/papers/<random>.pdf (a temporary name, then a rename); nothing is stored otherwise.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getAppSecret } from "~/lib/app-secret.server";
import { DomainError } from "~/lib/domain-error";
import { getEnv } from "~/lib/env.server";
import {
  PAPER_PDF_MAX_BYTES,
  PAPER_PDF_MAX_PAGES,
  paperEditorMessages as m,
} from "~/modules/console/paper-editor-messages";
import { localMediaStorage, newMediaKey } from "~/modules/media/media-storage.server";
import { sniffPaperFile } from "./paper-file";

export interface PaperPdf {
  bytes: Uint8Array;
  pageCount: number;
}

const refuse = (message: string, status: 400 | 413 | 422 = 422) => new DomainError(status, message, { file: message });

/** The page count pdf.js reads, or why the file cannot be handed to students. */
async function openWithPdfJs(bytes: Uint8Array): Promise<number> {
  // Loaded on the first upload only: pdf.js is large and nothing else on the server needs it.
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  // pdf.js takes ownership of the buffer it is given (it may transfer it), so it gets a copy.
  const task = getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: true,
    verbosity: 0,
  });
  let document: Awaited<typeof task.promise>;
  try {
    document = await task.promise;
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    throw refuse(name === "PasswordException" ? m.fileEncrypted : m.fileBroken);
  }
  try {
    const { info } = await document.getMetadata();
    if ((info as { EncryptFilterName?: string | null }).EncryptFilterName) throw refuse(m.fileEncrypted);
    const pageCount = document.numPages;
    if (!Number.isInteger(pageCount) || pageCount < 1 || pageCount > PAPER_PDF_MAX_PAGES) throw refuse(m.fileNoPages);
    // The first and the last page open: the page tree is whole, not only its stated count.
    await document.getPage(1);
    await document.getPage(pageCount);
    return pageCount;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw refuse(m.fileBroken);
  } finally {
    await document.destroy();
  }
}

/** The uploaded file checked as a paper's PDF, with its page count; a 4xx DomainError (on `file`) otherwise. */
export async function readPaperPdf(file: File | null | undefined): Promise<PaperPdf> {
  if (!file || file.size === 0) throw refuse(m.fileRequired, 400);
  if (file.size > PAPER_PDF_MAX_BYTES) throw refuse(m.fileTooLarge, 413);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniff = sniffPaperFile(bytes);
  if (!sniff.ok) throw refuse(m.fileNotPdf(sniff.what));
  return { bytes, pageCount: await openWithPdfJs(bytes) };
}

const fileOf = (key: string) => path.resolve(getEnv().MEDIA_DIR, key);

/** Writes an accepted PDF under a new media key (papers/<random>.pdf) and returns the key. */
export async function writePaperPdf(bytes: Uint8Array): Promise<string> {
  const key = newMediaKey("papers", "pdf");
  const target = fileOf(key);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${crypto.randomBytes(6).toString("hex")}.part`;
  await fs.promises.writeFile(temporary, bytes, { flag: "wx" });
  await fs.promises.rename(temporary, target);
  return key;
}

/** Removes a paper's file (a replaced one, or one whose row was never written). */
export async function removePaperPdf(key: string): Promise<void> {
  await fs.promises.rm(fileOf(key), { force: true });
}

/** A signed /media link to the file for the operator who is looking at it (files are written locally, see above). */
export function paperPdfLink(key: string, subject: string, now: number = Date.now()): string {
  const expiresAt = Math.floor(now / 1000) + getEnv().MEDIA_URL_TTL_SECONDS;
  return localMediaStorage(getAppSecret()).signedUrl(key, subject, expiresAt);
}
