// A carousel image as students get it: the upload is checked like every image (type by its bytes, ≤ 2 MB, decoded,
// metadata dropped; user/image-upload.server.ts), refused when too small for the 3:1 carousel, then cropped to 3:1
// around its most detailed part and stored as a 1200 × 400 progressive JPEG at quality 80 — tens of KB whatever was
// uploaded, so a slide never costs a slow campus network a phone photo's megabytes. Served from /uploads like the
// site's other public images (a new name each time, so it may be cached for ever).
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { DomainError } from "~/lib/domain-error";
import {
  SLIDE_IMAGE_HEIGHT,
  SLIDE_IMAGE_MIN_HEIGHT,
  SLIDE_IMAGE_MIN_WIDTH,
  SLIDE_IMAGE_WIDTH,
  slideEditorMessages as m,
} from "~/modules/console/slide-editor-messages";
import { randomImageName, readUploadedImage, uploadDirectory } from "~/modules/user/image-upload.server";

export async function storeSlideImage(file: File | null | undefined): Promise<{ url: string; size: number }> {
  if (!file || file.size === 0) throw new DomainError(400, m.imageRequired, { file: m.imageRequired });
  const image = await readUploadedImage(file, ["png", "jpg", "webp"]);
  const { width = 0, height = 0 } = await sharp(image.bytes).metadata();
  if (width < SLIDE_IMAGE_MIN_WIDTH || height < SLIDE_IMAGE_MIN_HEIGHT)
    throw new DomainError(422, m.imageTooSmall, { file: m.imageTooSmall });
  const jpeg = await sharp(image.bytes)
    .resize(SLIDE_IMAGE_WIDTH, SLIDE_IMAGE_HEIGHT, { fit: "cover", position: sharp.strategy.attention })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 80, progressive: true, mozjpeg: true })
    .toBuffer();
  const name = randomImageName("jpg");
  await fs.mkdir(uploadDirectory(), { recursive: true });
  await fs.writeFile(path.join(uploadDirectory(), name), jpeg, { flag: "wx" });
  return { url: `/uploads/${name}`, size: jpeg.byteLength };
}
