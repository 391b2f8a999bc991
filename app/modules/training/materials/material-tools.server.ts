// The programs a 课件's conversion runs (docs/decisions/0055-training-platform.md "课件"): LibreOffice headless
// (Debian's libreoffice-core-nogui + impress/writer) turns PPT/PPTX/DOC/DOCX into PDF; poppler-utils' pdfinfo reads a
// PDF's page count and whether it needs a password, pdftoppm renders its pages and pdftotext extracts their text. Each
// runs with a deadline (killed with its whole process group past it) and LibreOffice with a profile directory of its
// own, so two conversions never share (and lock) one profile.
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import { getEnv } from "~/lib/env.server";

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

/** Runs a program until it ends or `deadline` (epoch ms) passes; then it and its children are killed. */
export function runTool(command: string, args: string[], deadline: number, signal?: AbortSignal): Promise<RunResult> {
  return new Promise((resolve) => {
    // Its own process group (detached), so soffice's helper processes die with it.
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], detached: true });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    const kill = () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    };
    const timer = setTimeout(
      () => {
        timedOut = true;
        kill();
      },
      Math.max(0, deadline - Date.now()),
    );
    const onAbort = () => kill();
    signal?.addEventListener("abort", onAbort, { once: true });
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      // Text of 300 pages fits; a hostile PDF's text stops at 8 MB.
      if (stdout.length < 8 * 1024 * 1024) stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    const finish = (code: number | null, error?: string) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      resolve({ code, stdout, stderr: error ?? stderr, timedOut });
    };
    child.once("error", (error) => finish(null, error.message));
    child.once("close", (code) => finish(code));
  });
}

const found = new Map<string, { at: number; ok: boolean }>();

/** Does `command <versionFlag>` run? A "no" is asked again after a minute (an operator may install it meanwhile). */
export async function commandAvailable(command: string, versionFlag: string, now = Date.now()): Promise<boolean> {
  const known = found.get(command);
  if (known && (known.ok || now - known.at < 60_000)) return known.ok;
  const result = await runTool(command, [versionFlag], now + 30_000);
  const ok = result.code === 0;
  found.set(command, { at: now, ok });
  return ok;
}

/** LibreOffice's program: SOFFICE_PATH (default soffice on PATH). */
export const soffice = () => getEnv().SOFFICE_PATH;
const PDFTOPPM = "pdftoppm";

/** LibreOffice is here: Office files are converted (else they are offered for download only). */
export const officeConversionAvailable = () => commandAvailable(soffice(), "--version");
/** poppler-utils is here: PDFs are rendered into pages (else offered for download only). */
export const pdfRenderingAvailable = () => commandAvailable(PDFTOPPM, "-v");

/** soffice's arguments: headless, its own profile (file URL of `profileDir`), PDF into `outDir`. */
export function sofficeArgs(input: string, outDir: string, profileDir: string): string[] {
  return [
    `-env:UserInstallation=${pathToFileURL(profileDir).href}`,
    "--headless",
    "--invisible",
    "--nologo",
    "--nodefault",
    "--nofirststartwizard",
    "--norestore",
    "--convert-to",
    "pdf",
    "--outdir",
    outDir,
    input,
  ];
}

interface PdfInfo {
  pages: number;
}

export type PdfInfoResult = { ok: true; info: PdfInfo } | { ok: false; reason: "password" | "damaged"; detail: string };

/** pdfinfo's reading of a PDF: its pages, or that it needs a password, or that it cannot be read. */
export function parsePdfInfo(result: RunResult): PdfInfoResult {
  const detail = result.stderr.trim().split(/\r?\n/).slice(-2).join("；").slice(0, 200);
  if (/incorrect password|password/i.test(result.stderr)) return { ok: false, reason: "password", detail };
  if (result.code !== 0) return { ok: false, reason: "damaged", detail };
  const pages = /^Pages:\s+(\d+)/m.exec(result.stdout);
  if (!pages || Number(pages[1]) < 1) return { ok: false, reason: "damaged", detail: detail || "没有页面" };
  return { ok: true, info: { pages: Number(pages[1]) } };
}

/** pdftotext's output of a whole document, one string per page (it ends every page with a form feed). */
export function splitPageTexts(text: string, pages: number): string[] {
  const parts = text.split("\f");
  return Array.from({ length: pages }, (_, index) =>
    (parts[index] ?? "")
      .split(/\r?\n/)
      .map((line) => line.replace(/\s+$/u, ""))
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim(),
  );
}
