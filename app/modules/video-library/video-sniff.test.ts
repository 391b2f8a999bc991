import { describe, expect, it } from "vitest";
import { sniffVideo } from "./video-sniff";

const bytes = (...parts: (string | number[])[]) => {
  const out: number[] = [];
  for (const part of parts) out.push(...(typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part));
  return Uint8Array.from(out);
};

describe("sniffVideo", () => {
  it("knows ISO media by its ftyp box: MP4 and QuickTime are videos, HEIF images and M4A audio are not", () => {
    expect(sniffVideo(bytes([0, 0, 0, 0x20], "ftypisom"))).toEqual({ video: true, container: "mp4" });
    expect(sniffVideo(bytes([0, 0, 0, 0x14], "ftypqt  "))).toEqual({ video: true, container: "mov" });
    expect(sniffVideo(bytes([0, 0, 0, 0x18], "ftypheic"))).toEqual({ video: false, what: "HEIF/AVIF 图片" });
    expect(sniffVideo(bytes([0, 0, 0, 0x18], "ftypM4A "))).toEqual({ video: false, what: "M4A 音频" });
  });

  it("knows Matroska/WebM, AVI, FLV, MPEG-TS (two sync bytes 188 apart) and MPEG-PS", () => {
    expect(sniffVideo(bytes([0x1a, 0x45, 0xdf, 0xa3, 1]))).toEqual({ video: true, container: "webm" });
    expect(sniffVideo(bytes("RIFF", [1, 2, 3, 4], "AVI LIST"))).toEqual({ video: true, container: "avi" });
    expect(sniffVideo(bytes("FLV", [1]))).toEqual({ video: true, container: "flv" });
    const ts = new Uint8Array(189);
    ts[0] = 0x47;
    ts[188] = 0x47;
    expect(sniffVideo(ts)).toEqual({ video: true, container: "mpegts" });
    ts[188] = 0;
    expect(sniffVideo(ts).video).toBe(false);
    expect(sniffVideo(bytes([0, 0, 1, 0xba, 0x44]))).toEqual({ video: true, container: "mpegps" });
  });

  it("names what a refused file is: a PNG named .mp4 is a PNG", () => {
    expect(sniffVideo(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toEqual({ video: false, what: "PNG 图片" });
    expect(sniffVideo(bytes("%PDF-1.7"))).toEqual({ video: false, what: "PDF 文档" });
    expect(sniffVideo(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toEqual({ video: false, what: "WebP 图片" });
    expect(sniffVideo(new Uint8Array())).toEqual({ video: false, what: "空文件" });
    expect(sniffVideo(bytes("hello, world"))).toEqual({ video: false, what: "无法识别的文件类型" });
  });
});
