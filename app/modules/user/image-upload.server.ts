// Image uploads (avatars, square post images, senior proof images): the type is read from the file's first bytes, never
// from its name or the browser's claim; then the image is decoded and re-encoded to the same format with sharp
// (libvips), which applies the EXIF orientation and keeps no metadata — no EXIF (GPS location, camera, time), XMP, IPTC,
// ICC or PNG text chunks, GIF comments (docs/decisions/0033-senior-applications.md). Public images are stored under a
// random name in DATA_DIR/uploads and served from /uploads/<name>; private ones (proof images) by their own module.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { DomainError } from "~/lib/domain-error";
import { getEnv } from "~/lib/env.server";

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** A 2 MB file can still decode to a huge bitmap (a "decompression bomb"): refuse more pixels than a photo has. */
const MAX_IMAGE_PIXELS = 50_000_000;

export type ImageExtension = "png" | "jpg" | "gif" | "webp";
/** The content types of the images accepted, one per extension. */
export const imageContentTypes = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
type ImageContentType = (typeof imageContentTypes)[number];

const signatures: Array<{ ext: ImageExtension; type: ImageContentType; test: (b: Uint8Array) => boolean }> = [
  {
    ext: "png",
    type: "image/png",
    test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  },
  { ext: "jpg", type: "image/jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: "gif",
    type: "image/gif",
    test: (b) =>
      String.fromCharCode(...b.slice(0, 6)) === "GIF87a" || String.fromCharCode(...b.slice(0, 6)) === "GIF89a",
  },
  {
    ext: "webp",
    type: "image/webp",
    test: (b) => String.fromCharCode(...b.slice(0, 4)) === "RIFF" && String.fromCharCode(...b.slice(8, 12)) === "WEBP",
  },
];

function sniffImageType(bytes: Uint8Array): { ext: ImageExtension; type: ImageContentType } | null {
  const match = signatures.find((signature) => signature.test(bytes));
  return match ? { ext: match.ext, type: match.type } : null;
}

export const contentTypeByExtension: Record<string, string> = Object.fromEntries(
  signatures.map((signature) => [signature.ext, signature.type]),
);

const typeNames: Record<ImageExtension, string> = { png: "PNG", jpg: "JPEG", gif: "GIF", webp: "WebP" };

export function uploadDirectory(): string {
  return path.resolve(getEnv().DATA_DIR, "uploads");
}

/**
 * Decodes and re-encodes an image of a sniffed type to the same type, oriented by its EXIF tag and without any
 * metadata (sharp keeps none unless asked with keepMetadata/withMetadata). Animated GIF and WebP keep their frames and
 * delays (a sticker stays a sticker); only the first frame is rotated, so animations are not auto-oriented — they carry
 * no EXIF orientation in practice. A file that does not decode is refused with 415.
 */
export async function stripImageMetadata(bytes: Uint8Array, ext: ImageExtension): Promise<Uint8Array> {
  const animated = ext === "gif" || ext === "webp";
  try {
    let image = sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" });
    if (!animated) image = image.autoOrient();
    switch (ext) {
      case "jpg":
        image = image.jpeg({ quality: 90, mozjpeg: true });
        break;
      case "png":
        image = image.png({ compressionLevel: 9 });
        break;
      case "gif":
        image = image.gif();
        break;
      case "webp":
        image = image.webp({ quality: 90 });
        break;
    }
    return new Uint8Array(await image.toBuffer());
  } catch {
    throw new DomainError(415, "图片已损坏或无法读取，请换一张", { file: "图片已损坏或无法读取，请换一张" });
  }
}

/**
 * Checks an uploaded file (present, ≤ 2 MB, one of `allowed` by its bytes) and returns it cleaned of metadata.
 * The messages name the allowed types; the caller stores the bytes where they belong.
 */
export async function readUploadedImage(
  file: File | undefined,
  allowed: readonly ImageExtension[] = ["png", "jpg", "gif", "webp"],
): Promise<{ bytes: Uint8Array; ext: ImageExtension; type: ImageContentType }> {
  if (!file || file.size === 0) throw new DomainError(400, "请选择要上传的图片", { file: "请选择要上传的图片" });
  if (file.size > MAX_IMAGE_BYTES) {
    // result.maxBytes, as every 413 of the API carries it.
    throw new DomainError(413, "图片不能超过 2 MB", { file: "图片不能超过 2 MB" }, { maxBytes: MAX_IMAGE_BYTES });
  }
  const raw = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImageType(raw);
  if (!kind || !allowed.includes(kind.ext)) {
    const message = `只能上传 ${allowed
      .map((ext) => typeNames[ext])
      .join("、")
      .replace(/、([^、]+)$/, " 或 $1")} 图片`;
    throw new DomainError(415, message, { file: message });
  }
  return { bytes: await stripImageMetadata(raw, kind.ext), ext: kind.ext, type: kind.type };
}

/** A random file name that is never reused (so what is served under it may be cached for ever). */
export function randomImageName(ext: ImageExtension): string {
  return `${crypto.randomBytes(16).toString("base64url")}.${ext}`;
}

export async function storeImage(
  file: File | undefined,
): Promise<{ url: string; size: number; type: ImageContentType }> {
  const image = await readUploadedImage(file);
  const name = randomImageName(image.ext);
  await fs.mkdir(uploadDirectory(), { recursive: true });
  await fs.writeFile(path.join(uploadDirectory(), name), image.bytes, { flag: "wx" });
  return { url: `/uploads/${name}`, size: image.bytes.byteLength, type: image.type };
}
