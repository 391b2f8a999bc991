// Uploaded images lose their metadata: a JPEG's EXIF (here with a GPS position and an orientation) and comment, a PNG's
// text chunks; the EXIF orientation is applied before it goes. Files that are not images of an allowed type, or do not
// decode, are refused.
import zlib from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DomainError } from "~/lib/domain-error";
import { readUploadedImage, stripImageMetadata } from "./image-upload.server";

/** A big-endian TIFF/EXIF block: IFD0 with Orientation = 6 (rotate 90° clockwise) and a GPS IFD (39°54′N). */
function exifWithGps(): Buffer {
  const tiff = Buffer.alloc(92);
  tiff.write("MM", 0, "latin1");
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  // IFD0 at 8: two entries
  tiff.writeUInt16BE(2, 8);
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(6, 18);
  tiff.writeUInt16BE(0x8825, 22); // GPSInfo IFD pointer
  tiff.writeUInt16BE(4, 24); // LONG
  tiff.writeUInt32BE(1, 26);
  tiff.writeUInt32BE(38, 30);
  tiff.writeUInt32BE(0, 34); // no next IFD
  // GPS IFD at 38: GPSLatitudeRef "N", GPSLatitude 39/1 54/1 0/1
  tiff.writeUInt16BE(2, 38);
  tiff.writeUInt16BE(0x0001, 40);
  tiff.writeUInt16BE(2, 42); // ASCII
  tiff.writeUInt32BE(2, 44);
  tiff.write("N\0", 48, "latin1");
  tiff.writeUInt16BE(0x0002, 52);
  tiff.writeUInt16BE(5, 54); // RATIONAL
  tiff.writeUInt32BE(3, 56);
  tiff.writeUInt32BE(68, 60);
  tiff.writeUInt32BE(0, 64);
  for (const [index, value] of [39, 1, 54, 1, 0, 1].entries()) tiff.writeUInt32BE(value, 68 + index * 4);
  return Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
}

function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** A 40×20 JPEG with an APP1 EXIF segment (GPS, orientation 6) and a COM comment after its SOI. */
async function jpegWithGps(): Promise<Buffer> {
  const plain = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#c0392b" } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([
    plain.subarray(0, 2),
    segment(0xe1, exifWithGps()),
    segment(0xfe, Buffer.from("taken at home, room 302", "latin1")),
    plain.subarray(2),
  ]);
}

/** A PNG with a tEXt chunk (Comment = a location) before IEND. */
async function pngWithText(): Promise<Buffer> {
  const plain = await sharp({ create: { width: 8, height: 8, channels: 4, background: "#2980b9" } })
    .png()
    .toBuffer();
  const data = Buffer.from("Comment\0secret location 39.9N 116.4E", "latin1");
  const typeAndData = Buffer.concat([Buffer.from("tEXt", "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  const iend = plain.length - 12;
  return Buffer.concat([plain.subarray(0, iend), length, typeAndData, crc, plain.subarray(iend)]);
}

const file = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

describe("stripping image metadata", () => {
  it("a JPEG's EXIF with GPS and its comment are gone, and the orientation is applied", async () => {
    const input = await jpegWithGps();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(input.includes(Buffer.from("room 302"))).toBe(true);

    const { bytes, ext } = await readUploadedImage(file(input, "photo.jpg", "image/jpeg"));
    const output = Buffer.from(bytes);
    const after = await sharp(output).metadata();
    expect(ext).toBe("jpg");
    expect(after.format).toBe("jpeg");
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.comments ?? []).toEqual([]);
    // Orientation 6 turned the 40×20 picture upright: it is now 20 wide and 40 high.
    expect([after.width, after.height]).toEqual([20, 40]);
    expect(output.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
    expect(output.includes(Buffer.from("room 302"))).toBe(false);
  });

  it("a PNG's tEXt chunk is gone", async () => {
    const input = await pngWithText();
    expect(input.includes(Buffer.from("secret location"))).toBe(true);
    expect((await sharp(input).metadata()).format).toBe("png");
    const { bytes, ext } = await readUploadedImage(file(input, "a.png", "image/png"));
    const output = Buffer.from(bytes);
    expect(ext).toBe("png");
    expect((await sharp(output).metadata()).comments ?? []).toEqual([]);
    expect(output.includes(Buffer.from("tEXt", "latin1"))).toBe(false);
    expect(output.includes(Buffer.from("secret location"))).toBe(false);
  });

  it("an animated GIF keeps its frames", async () => {
    // Two different frames (an encoder may merge identical ones).
    const frames = await Promise.all(
      ["#27ae60", "#8e44ad"].map((background) =>
        sharp({ create: { width: 6, height: 12, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated, { animated: true }).metadata()).pages).toBe(2);
    const output = await stripImageMetadata(new Uint8Array(animated), "gif");
    expect((await sharp(output, { animated: true }).metadata()).pages).toBe(2);
  });

  it("refuses a file that is not an image, even named .jpg", async () => {
    const text = new TextEncoder().encode("#!/bin/sh\necho not a picture\n");
    await expect(readUploadedImage(file(text, "photo.jpg", "image/jpeg"))).rejects.toMatchObject({
      status: 415,
      message: "只能上传 PNG、JPEG、GIF 或 WebP 图片",
    });
  });

  it("refuses a file with an image's first bytes that does not decode", async () => {
    const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3, 4, 5, 6]);
    const error = await readUploadedImage(file(broken, "b.jpg", "image/jpeg")).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).status).toBe(415);
  });

  it("refuses a type outside the allowed ones, naming those", async () => {
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    await expect(readUploadedImage(file(gif, "a.gif", "image/gif"), ["jpg", "png"])).rejects.toMatchObject({
      status: 415,
      message: "只能上传 JPEG 或 PNG 图片",
    });
  });

  it("refuses an empty file and one over 2 MB", async () => {
    await expect(readUploadedImage(file(new Uint8Array(), "a.png", "image/png"))).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      readUploadedImage(file(new Uint8Array(2 * 1024 * 1024 + 1), "a.png", "image/png")),
    ).rejects.toMatchObject({
      status: 413,
    });
  });
});
