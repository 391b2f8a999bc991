// Conforming HTML (WCAG 2.1 SC 4.1.1; docs/decisions/0015-conforming-html.md): every audited page's bytes, exactly as
// served, are (1) free of NUL bytes and valid UTF-8, checked here byte by byte so a failure names the offset, and
// (2) valid for the W3C Nu HTML Checker (the `vnu-jar` package, run on Java once over all the pages of the run).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

/** The first thing wrong with a page's bytes as UTF-8 text, or null when they are clean. */
export interface ByteProblem {
  offset: number;
  problem: string;
}

const hex = (byte: number) => `0x${byte.toString(16).padStart(2, "0")}`;

/**
 * Finds the first NUL byte or the first byte that is not part of a well-formed UTF-8 sequence (Unicode table 3-7:
 * no overlong forms, no surrogates, nothing above U+10FFFF, no sequence cut short) — what `new TextDecoder("utf-8",
 * { fatal: true })` rejects, and where. A NUL is legal UTF-8 but never belongs in HTML text: the HTML parser reports
 * it as an error (unexpected-null-character), and React 18's stream once padded its 2 KB views with them.
 */
export function findByteProblem(bytes: Uint8Array): ByteProblem | null {
  const invalid = (offset: number, why: string): ByteProblem => ({ offset, problem: `invalid UTF-8: ${why}` });
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index]!;
    if (lead === 0x00) return { offset: index, problem: "NUL byte" };
    if (lead < 0x80) {
      index += 1;
      continue;
    }
    if (lead <= 0xbf) return invalid(index, `${hex(lead)} is a continuation byte without a lead byte`);
    if (lead <= 0xc1) return invalid(index, `${hex(lead)} starts an overlong encoding`);
    if (lead >= 0xf5) return invalid(index, `${hex(lead)} never occurs in UTF-8`);
    const length = lead <= 0xdf ? 2 : lead <= 0xef ? 3 : 4;
    // The range of the second byte (the others are always 0x80–0xBF), narrowed where the lead byte alone would allow
    // an overlong form, a UTF-16 surrogate (U+D800–U+DFFF) or a code point beyond U+10FFFF.
    const [low, high, narrowed] =
      lead === 0xe0
        ? [0xa0, 0xbf, "an overlong encoding"]
        : lead === 0xed
          ? [0x80, 0x9f, "a UTF-16 surrogate"]
          : lead === 0xf0
            ? [0x90, 0xbf, "an overlong encoding"]
            : lead === 0xf4
              ? [0x80, 0x8f, "beyond U+10FFFF"]
              : [0x80, 0xbf, ""];
    for (let next = 1; next < length; next++) {
      const byte = bytes[index + next];
      if (byte === undefined)
        return invalid(index, `the ${length}-byte sequence ${hex(lead)}… is cut short by the end`);
      if (byte < 0x80 || byte > 0xbf) {
        return invalid(
          index,
          `the ${length}-byte sequence ${hex(lead)}… is cut short: ${hex(byte)} is not a continuation byte`,
        );
      }
      if (next === 1 && (byte < low || byte > high)) return invalid(index, `${hex(lead)} ${hex(byte)} is ${narrowed}`);
    }
    index += length;
  }
  return null;
}

/** One error the Nu HTML Checker reported in a document. */
export interface HtmlError {
  line?: number;
  column?: number;
  message: string;
  /** The markup around the error, as the checker quotes it. */
  extract?: string;
}

/** The checker's JSON output (`--format json`), the fields we read. */
interface VnuOutput {
  messages: Array<{
    type: string;
    subType?: string;
    url?: string;
    lastLine?: number;
    firstColumn?: number;
    lastColumn?: number;
    message: string;
    extract?: string;
  }>;
}

/**
 * False positives of the checker against the current HTML standard, filtered by their exact message (ADR 0015 quotes
 * the standard for each). None so far: every finding was a real error and was fixed in the markup.
 */
const KNOWN_FALSE_POSITIVES: readonly string[] = [];

/**
 * The errors per checked file (by base name) in the checker's JSON. Errors only: "info" messages (warnings) are not
 * conformance errors. A "non-document-error" (a file the checker could not read) counts as an error of that file.
 */
export function errorsByFile(
  output: VnuOutput,
  ignored: readonly string[] = KNOWN_FALSE_POSITIVES,
): Map<string, HtmlError[]> {
  const errors = new Map<string, HtmlError[]>();
  for (const message of output.messages) {
    if (message.type !== "error" && message.type !== "non-document-error") continue;
    if (ignored.includes(message.message)) continue;
    const file = message.url ? path.basename(new URL(message.url).pathname) : "";
    const list = errors.get(file) ?? [];
    list.push({
      line: message.lastLine,
      column: message.firstColumn ?? message.lastColumn,
      message: message.subType === "fatal" ? `fatal: ${message.message}` : message.message,
      extract: message.extract,
    });
    errors.set(file, list);
  }
  return errors;
}

/** The checker's jar, as the vnu-jar package exports its path. */
function vnuJarPath(): string {
  return String(createRequire(import.meta.url)("vnu-jar"));
}

/**
 * Runs the Nu HTML Checker once over `files` (one JVM for the whole run: starting Java costs seconds) and returns the
 * errors per file base name. Rejects when the checker cannot run (no Java: `apt-get install default-jre-headless`).
 * It runs at a lower CPU priority (nice) so that the browser work it may overlap keeps its pace.
 */
export function validateHtmlFiles(files: readonly string[]): Promise<Map<string, HtmlError[]>> {
  if (files.length === 0) return Promise.resolve(new Map());
  const java = process.env.JAVA || "java";
  const args = [
    "-n",
    "10",
    java,
    "-jar",
    vnuJarPath(),
    "--format",
    "json",
    "--stdout",
    "--errors-only",
    "--no-langdetect",
    "--exit-zero-always",
    ...files,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn("nice", args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", (error) => reject(new Error(`the HTML checker did not start: ${error.message}`)));
    child.on("close", (code) => {
      const missingJava = code === 127 || /No such file|not found/i.test(stderr);
      if (code !== 0) {
        reject(
          new Error(
            missingJava
              ? `no Java runtime for the HTML checker (${java}): apt-get install -y --no-install-recommends default-jre-headless`
              : `the HTML checker exited with code ${code}: ${stderr.trim().slice(0, 500)}`,
          ),
        );
        return;
      }
      try {
        resolve(errorsByFile(JSON.parse(stdout) as VnuOutput));
      } catch (error) {
        reject(
          new Error(
            `the HTML checker's output is not JSON (${error instanceof Error ? error.message : error}): ${stdout.slice(0, 300)}`,
          ),
        );
      }
    });
  });
}
