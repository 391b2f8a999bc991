import { describe, expect, it } from "vitest";
import { decideRange, ifRangeHolds, mediaContentType } from "./byte-range";

const validators = { etag: '"1f4-18c"', lastModified: new Date("2026-11-01T08:00:00.000Z") };
const SIZE = 500;

describe("decideRange", () => {
  it("sends the whole file without a Range header", () => {
    expect(decideRange(SIZE, null, null, validators)).toEqual({ kind: "full" });
  });

  it.each([
    ["bytes=0-99", 0, 99],
    ["bytes=100-", 100, 499],
    ["bytes=-50", 450, 499],
    ["bytes=400-10000", 400, 499],
    ["bytes=0-0", 0, 0],
    ["bytes=0-99,50-149", 0, 149],
  ])("%s → one part", (range, start, end) => {
    expect(decideRange(SIZE, range, null, validators)).toEqual({ kind: "partial", start, end });
  });

  it.each(["bytes=500-", "bytes=600-700", "bytes=-0"])("%s lies outside the file → 416", (range) => {
    expect(decideRange(SIZE, range, null, validators)).toEqual({ kind: "unsatisfiable" });
  });

  it.each(["bytes=abc", "items=0-5", "bytes=0-99,200-299"])("%s → the whole file (ignored or multipart)", (range) => {
    expect(decideRange(SIZE, range, null, validators)).toEqual({ kind: "full" });
  });

  it("honours If-Range only for the current representation", () => {
    expect(decideRange(SIZE, "bytes=0-9", '"1f4-18c"', validators)).toEqual({ kind: "partial", start: 0, end: 9 });
    expect(decideRange(SIZE, "bytes=0-9", '"old"', validators)).toEqual({ kind: "full" });
    expect(decideRange(SIZE, "bytes=0-9", "Sun, 01 Nov 2026 08:00:00 GMT", validators)).toEqual({
      kind: "partial",
      start: 0,
      end: 9,
    });
    expect(decideRange(SIZE, "bytes=0-9", "Sun, 01 Nov 2026 07:59:59 GMT", validators)).toEqual({ kind: "full" });
  });

  it("never lets a weak validator satisfy If-Range", () => {
    expect(ifRangeHolds('W/"1f4-18c"', validators)).toBe(false);
    expect(ifRangeHolds("not a date", validators)).toBe(false);
  });
});

describe("mediaContentType", () => {
  it.each([
    ["a/b.mp4", "video/mp4"],
    ["x.MP4", "video/mp4"],
    ["subs.vtt", "text/vtt; charset=utf-8"],
    ["poster.jpg", "image/jpeg"],
    ["notes.pdf", "application/pdf"],
    ["run.sh", "application/octet-stream"],
  ])("%s → %s", (name, type) => {
    expect(mediaContentType(name)).toBe(type);
  });
});
