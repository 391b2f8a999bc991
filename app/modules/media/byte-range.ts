// What to send for a media request's Range / If-Range headers (RFC 9110 §14). Parsing is range-parser's, the parser
// Express and `send` use; this decides between the whole file, one part, and 416.
import parseRange from "range-parser";

export type RangeDecision =
  | { kind: "full" }
  | { kind: "partial"; start: number; end: number }
  | { kind: "unsatisfiable" };

export interface Validators {
  /** A strong ETag, quoted. */
  etag: string;
  lastModified: Date;
}

/**
 * If-Range holds when it names the current representation: the same strong ETag, or exactly the Last-Modified date
 * (an HTTP date has whole seconds). Otherwise the client's partial copy is stale and it gets the whole file.
 */
export function ifRangeHolds(ifRange: string, validators: Validators): boolean {
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith("W/")) return value === validators.etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(validators.lastModified.getTime() / 1000) === Math.floor(date / 1000);
}

const BYTE_RANGE_SET = /^bytes=\s*(\d+-\d*|-\d+)(\s*,\s*(\d+-\d*|-\d+))*\s*$/;

export function decideRange(
  size: number,
  range: string | null,
  ifRange: string | null,
  validators: Validators,
): RangeDecision {
  if (!range) return { kind: "full" };
  if (ifRange !== null && !ifRangeHolds(ifRange, validators)) return { kind: "full" };
  // A header that is not a byte-range set is ignored (RFC 9110 §14.2); range-parser would call "bytes=abc" unsatisfiable.
  if (!BYTE_RANGE_SET.test(range)) return { kind: "full" };
  const ranges = parseRange(size, range, { combine: true });
  // -1: nothing of it lies inside the file → 416.
  if (ranges === -2) return { kind: "full" };
  if (ranges === -1) return { kind: "unsatisfiable" };
  if (ranges.type !== "bytes") return { kind: "full" };
  // Several disjoint ranges would need multipart/byteranges, which no media player asks for: send the whole file.
  if (ranges.length !== 1) return { kind: "full" };
  const [only] = ranges;
  return { kind: "partial", start: only!.start, end: only!.end };
}

/** Content types of the media we serve; anything else is a download. */
const TYPES: Record<string, string> = {
  ".mp4": "video/mp4",
  ".m4v": "video/mp4",
  ".webm": "video/webm",
  ".m4a": "audio/mp4",
  ".mp3": "audio/mpeg",
  ".vtt": "text/vtt; charset=utf-8",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".pdf": "application/pdf",
};

export function mediaContentType(fileName: string): string {
  const extension = /\.[a-z0-9]+$/i.exec(fileName)?.[0]?.toLowerCase() ?? "";
  return TYPES[extension] ?? "application/octet-stream";
}
