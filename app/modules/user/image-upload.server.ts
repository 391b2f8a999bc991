// Image uploads (avatars): the type is read from the file's first bytes, never from its name or the browser's claim;
// files are stored under a random name in DATA_DIR/uploads and served from /uploads/<name>.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { DomainError } from "~/lib/domain-error";
import { getEnv } from "~/lib/env.server";

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const signatures: Array<{ ext: "png" | "jpg" | "gif" | "webp"; type: string; test: (b: Uint8Array) => boolean }> = [
  { ext: "png", type: "image/png", test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v) },
  { ext: "jpg", type: "image/jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: "gif", type: "image/gif", test: (b) => String.fromCharCode(...b.slice(0, 6)) === "GIF87a" || String.fromCharCode(...b.slice(0, 6)) === "GIF89a" },
  {
    ext: "webp",
    type: "image/webp",
    test: (b) => String.fromCharCode(...b.slice(0, 4)) === "RIFF" && String.fromCharCode(...b.slice(8, 12)) === "WEBP",
  },
];

export function sniffImageType(bytes: Uint8Array): { ext: "png" | "jpg" | "gif" | "webp"; type: string } | null {
  const match = signatures.find((signature) => signature.test(bytes));
  return match ? { ext: match.ext, type: match.type } : null;
}

export const contentTypeByExtension: Record<string, string> = Object.fromEntries(
  signatures.map((signature) => [signature.ext, signature.type]),
);

export function uploadDirectory(): string {
  return path.resolve(getEnv().DATA_DIR, "uploads");
}

export async function storeImage(file: File | undefined): Promise<{ url: string; size: number; type: string }> {
  if (!file || file.size === 0) throw new DomainError(400, "请选择要上传的图片", { file: "请选择要上传的图片" });
  if (file.size > MAX_IMAGE_BYTES) throw new DomainError(413, "图片不能超过 2 MB", { file: "图片不能超过 2 MB" });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImageType(bytes);
  if (!kind) {
    throw new DomainError(415, "只能上传 PNG、JPEG、GIF 或 WebP 图片", { file: "只能上传 PNG、JPEG、GIF 或 WebP 图片" });
  }
  const name = `${crypto.randomBytes(16).toString("base64url")}.${kind.ext}`;
  await fs.mkdir(uploadDirectory(), { recursive: true });
  await fs.writeFile(path.join(uploadDirectory(), name), bytes, { flag: "wx" });
  return { url: `/uploads/${name}`, size: bytes.byteLength, type: kind.type };
}
