// Where a 课件's files live under MEDIA_DIR (never public/): one folder per material, training/<random hex>/, holding
// the upload (source.<its format>), LibreOffice's PDF of an Office file (document.pdf) and the page images
// (pages-<random>/1.jpg …, renamed into place whole when a conversion is published). Deleting a material removes the
// folder. Keys are plain segments (newMediaKey's rules), so a key never leaves the directory.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { getEnv } from "~/lib/env.server";
import { newMediaKey } from "~/modules/media/media-storage.server";
import { type MaterialFormat, materialExtension } from "./material-sniff";

/** The file behind a material's media key. */
export function materialFile(key: string): string {
  return path.join(path.resolve(getEnv().MEDIA_DIR), key);
}

/** training/<hex>: the folder of a material, from its source key. */
export function materialFolderOf(sourceKey: string): string {
  return path.posix.dirname(sourceKey);
}

export function pagesFolderOf(folder: string, nonce: string): string {
  return `${folder}/pages-${nonce}`;
}

/** Writes an upload into a new folder; returns its key (training/<hex>/source.<ext>). */
export async function writeMaterialSource(bytes: Uint8Array, format: MaterialFormat): Promise<string> {
  const folder = newMediaKey("training", "d").slice(0, -2);
  const key = `${folder}/source.${materialExtension[format]}`;
  const target = materialFile(key);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${crypto.randomBytes(6).toString("hex")}.part`;
  await fs.writeFile(temporary, bytes, { flag: "wx" });
  await fs.rename(temporary, target);
  return key;
}

/** Removes a material's folder and everything in it. */
export async function removeMaterialFiles(sourceKey: string): Promise<void> {
  const folder = materialFolderOf(sourceKey);
  if (!/^training\/[0-9a-f]{36}$/.test(folder)) return;
  await fs.rm(materialFile(folder), { recursive: true, force: true });
}
