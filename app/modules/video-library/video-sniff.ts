// What a file is, by its first bytes, never by its name (issue 26: "a file that is not a video (sniffed, not trusted by
// name) refused with the reason"). The containers ffmpeg reads that a camera, a phone or a screen recorder writes.
// ISO media (ftyp) is also the container of HEIF/AVIF images and of M4A audio: their brands are named and refused.
// A container that passes still has to show a video stream to ffprobe (ffmpeg.server.ts) before it is kept.

export type VideoContainer = "mp4" | "mov" | "webm" | "avi" | "flv" | "mpegts" | "mpegps" | "asf";

export type SniffResult = { video: true; container: VideoContainer } | { video: false; what: string };

/** How many leading bytes sniffVideo needs (MPEG-TS is recognised by its second sync byte at 188). */
export const SNIFF_BYTES = 189;

const IMAGE_BRANDS = new Set(["avif", "avis", "heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "jpeg"]);
const AUDIO_BRANDS = new Set(["M4A ", "M4B ", "M4P ", "F4A ", "F4B "]);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The kind of a file that is not a video, in words the operator knows, when its bytes say. */
function notVideoKind(bytes: Uint8Array): string {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return "PNG 图片";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "JPEG 图片";
  if (ascii(bytes, 0, 4) === "GIF8") return "GIF 图片";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "WebP 图片";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WAVE") return "WAV 音频";
  if (ascii(bytes, 0, 5) === "%PDF-") return "PDF 文档";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return "ZIP 压缩包或 Office 文档";
  if (ascii(bytes, 0, 3) === "ID3" || startsWith(bytes, [0xff, 0xfb])) return "MP3 音频";
  if (bytes.length === 0) return "空文件";
  return "无法识别的文件类型";
}

export function sniffVideo(bytes: Uint8Array): SniffResult {
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (IMAGE_BRANDS.has(brand)) return { video: false, what: "HEIF/AVIF 图片" };
    if (AUDIO_BRANDS.has(brand)) return { video: false, what: "M4A 音频" };
    return { video: true, container: brand === "qt  " ? "mov" : "mp4" };
  }
  // Old QuickTime files may start with a moov/mdat/wide/free atom instead of ftyp.
  if (["moov", "mdat", "wide", "free", "skip"].includes(ascii(bytes, 4, 8))) return { video: true, container: "mov" };
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { video: true, container: "webm" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "AVI ") return { video: true, container: "avi" };
  if (ascii(bytes, 0, 3) === "FLV") return { video: true, container: "flv" };
  if (bytes[0] === 0x47 && bytes[188] === 0x47) return { video: true, container: "mpegts" };
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0xba])) return { video: true, container: "mpegps" };
  if (startsWith(bytes, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11])) return { video: true, container: "asf" };
  return { video: false, what: notVideoKind(bytes) };
}

/** The extension a kept source file gets (ffmpeg reads by content; the name only helps a person looking at disk). */
export const containerExtension: Record<VideoContainer, string> = {
  mp4: "mp4",
  mov: "mov",
  webm: "webm",
  avi: "avi",
  flv: "flv",
  mpegts: "ts",
  mpegps: "mpg",
  asf: "wmv",
};
