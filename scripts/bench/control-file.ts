// The control: a static file with exactly the desktop home page's byte size, served by the same server (its
// express.static for build/client, behind the same compression and security headers). Its content is the home page's
// own HTML, so the gzip work per response is the same too; the difference between the two is what rendering the page
// costs. The file gets a unique name, is removed afterwards (also on Ctrl-C or failure), and never outlives the run.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Exactly `size` bytes made from `sample`: the sample itself when the sizes agree, else the sample repeated or cut.
 * (The page's HTML can differ by a few bytes between requests — a nonce, a view id — so the size is taken as the
 * median of several answers and the last answer is fitted to it.)
 */
export function sizedBody(sample: Buffer, size: number): Buffer {
  if (!Number.isInteger(size) || size < 0) throw new Error(`control size must be a whole number of bytes, got ${size}`);
  if (size === 0) return Buffer.alloc(0);
  if (sample.length === 0) return Buffer.alloc(size, " ");
  if (sample.length === size) return Buffer.from(sample);
  const body = Buffer.alloc(size);
  for (let offset = 0; offset < size; offset += sample.length)
    sample.copy(body, offset, 0, Math.min(sample.length, size - offset));
  return body;
}

export interface ControlFile {
  /** The path to request, e.g. /bench-control-1a2b3c4d5e6f.html */
  urlPath: string;
  filePath: string;
  bytes: number;
  /**
   * Writes the file again if it has gone (someone ran `npm run build`, which empties build/client); true when it had
   * to. The running server keeps its build in memory, so only the control is affected by a rebuild.
   */
  restoreIfMissing(): boolean;
  remove(): void;
}

export function controlFileName(): string {
  return `bench-control-${crypto.randomBytes(6).toString("hex")}.html`;
}

/** Writes the control into the directory express.static serves (build/client); remove() is safe to call twice. */
export function writeControlFile(clientDir: string, body: Buffer): ControlFile {
  if (!fs.existsSync(clientDir)) throw new Error(`${clientDir} does not exist: run \`npm run build\``);
  const name = controlFileName();
  const filePath = path.join(clientDir, name);
  fs.writeFileSync(filePath, body, { flag: "wx" });
  return {
    urlPath: `/${name}`,
    filePath,
    bytes: body.length,
    restoreIfMissing: () => {
      if (fs.existsSync(filePath) || !fs.existsSync(clientDir)) return false;
      fs.writeFileSync(filePath, body);
      return true;
    },
    remove: () => fs.rmSync(filePath, { force: true }),
  };
}
