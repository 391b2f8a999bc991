// A course's cover as students get it (课程管理, issue 26): the upload is checked like every image (type by its bytes,
// ≤ 2 MB, decoded, metadata dropped; user/image-upload.server.ts), refused when smaller than the cards draw it, then
// cropped to 16:9 around its most detailed part and stored as a 640 × 360 progressive JPEG at quality 80 — tens of KB
// whatever was uploaded. Stored as a media key (covers/…), served signed like the seeded covers.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { getEnv } from "~/lib/env.server";
import { DomainError } from "~/lib/domain-error";
import { newMediaKey } from "~/modules/media/media-storage.server";
import { readUploadedImage } from "~/modules/user/image-upload.server";
import {
  COURSE_COVER_HEIGHT,
  COURSE_COVER_MIN_HEIGHT,
  COURSE_COVER_MIN_WIDTH,
  COURSE_COVER_WIDTH,
  courseEditorMessages as m,
} from "~/modules/console/course-editor-messages";

const COVER_FOLDER = "covers";

const coverPath = (key: string) => path.join(path.resolve(getEnv().MEDIA_DIR), key);

/** Checks, crops and stores an uploaded cover; returns its media key. */
export async function storeCourseCover(file: File | null | undefined): Promise<string> {
  if (!file || file.size === 0) throw new DomainError(400, m.coverRequired, { cover: m.coverRequired });
  let image: Awaited<ReturnType<typeof readUploadedImage>>;
  try {
    image = await readUploadedImage(file, ["png", "jpg", "webp"]);
  } catch (error) {
    // The upload module names its field "file"; here the field is "cover".
    if (error instanceof DomainError) throw new DomainError(error.status, error.message, { cover: error.message });
    throw error;
  }
  const { width = 0, height = 0 } = await sharp(image.bytes).metadata();
  if (width < COURSE_COVER_MIN_WIDTH || height < COURSE_COVER_MIN_HEIGHT)
    throw new DomainError(422, m.coverTooSmall, { cover: m.coverTooSmall });
  const jpeg = await sharp(image.bytes)
    .resize(COURSE_COVER_WIDTH, COURSE_COVER_HEIGHT, { fit: "cover", position: sharp.strategy.attention })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 80, progressive: true, mozjpeg: true })
    .toBuffer();
  const key = newMediaKey(COVER_FOLDER, "jpg");
  await fs.mkdir(path.dirname(coverPath(key)), { recursive: true });
  await fs.writeFile(coverPath(key), jpeg, { flag: "wx" });
  return key;
}

/** Removes a cover this editor stored (never a seeded one): after the change that replaced it committed. */
export async function removeCourseCover(key: string | null): Promise<void> {
  if (!key?.startsWith(`${COVER_FOLDER}/`)) return;
  await fs.rm(coverPath(key), { force: true });
}
