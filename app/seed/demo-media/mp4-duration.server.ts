// An MP4's duration from its movie header (moov/mvhd), read with a few small reads (no ffprobe needed): the seed checks
// a generated lesson against the length it asked for, and the tests check the seeded durations against the files.
import fs from "node:fs/promises";

async function readAt(file: fs.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The boxes between `start` and `end`: their type and where their content begins and ends. */
async function* boxes(
  file: fs.FileHandle,
  start: number,
  end: number,
): AsyncGenerator<{ type: string; body: number; end: number }> {
  let offset = start;
  while (offset + 8 <= end) {
    const header = await readAt(file, offset, 16);
    if (header.length < 8) return;
    let size = header.readUInt32BE(0);
    const type = header.toString("latin1", 4, 8);
    let body = offset + 8;
    if (size === 1) {
      if (header.length < 16) return;
      size = Number(header.readBigUInt64BE(8));
      body = offset + 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < body - offset || offset + size > end) return;
    yield { type, body, end: offset + size };
    offset += size;
  }
}

/** Seconds (fractional), or null when the file is not an MP4 with a movie header. */
export async function mp4DurationSeconds(path: string): Promise<number | null> {
  const file = await fs.open(path, "r");
  try {
    const { size } = await file.stat();
    for await (const top of boxes(file, 0, size)) {
      if (top.type !== "moov") continue;
      for await (const box of boxes(file, top.body, top.end)) {
        if (box.type !== "mvhd") continue;
        const header = await readAt(file, box.body, 32);
        const version = header[0];
        if (version === 1 && header.length >= 32) {
          const timescale = header.readUInt32BE(20);
          return timescale > 0 ? Number(header.readBigUInt64BE(24)) / timescale : null;
        }
        if (version === 0 && header.length >= 20) {
          const timescale = header.readUInt32BE(12);
          return timescale > 0 ? header.readUInt32BE(16) / timescale : null;
        }
        return null;
      }
      return null;
    }
    return null;
  } finally {
    await file.close();
  }
}
