// The iCalendar (RFC 5545) file of a batch's lectures (issue 27): what a student's calendar app imports. Pure and
// client-safe. Times are written in Asia/Shanghai with the zone's VTIMEZONE (UTC+8 all year, no daylight saving), a
// UID per lecture that stays the same when it is edited (so a re-import updates it), text escaped (backslash, comma,
// semicolon, newline) and lines folded at 75 octets without splitting a UTF-8 character, CRLF line ends.
import { SHANGHAI_OFFSET_MS } from "~/lib/shanghai-time";

export interface CalendarLecture {
  id: number;
  title: string;
  startsAt: number;
  endsAt: number;
  updatedAt: number;
  /** The room, or the live's title as where it happens. */
  location: string;
  description: string;
  /** The lecture's page on the site, absolute. */
  url: string;
}

/** TEXT value escaping (RFC 5545 3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/** Folds a content line into lines of at most 75 octets, continuation lines starting with a space (3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; a continuation line's leading space counts, so it holds 74 more.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const two = (value: number) => String(value).padStart(2, "0");

/** 20261210T193000 in Beijing time (for TZID=Asia/Shanghai). */
export function shanghaiStamp(time: number): string {
  const t = new Date(time + SHANGHAI_OFFSET_MS);
  return `${t.getUTCFullYear()}${two(t.getUTCMonth() + 1)}${two(t.getUTCDate())}T${two(t.getUTCHours())}${two(t.getUTCMinutes())}${two(t.getUTCSeconds())}`;
}

/** 20261210T113000Z. */
export function utcStamp(time: number): string {
  const t = new Date(time);
  return `${t.getUTCFullYear()}${two(t.getUTCMonth() + 1)}${two(t.getUTCDate())}T${two(t.getUTCHours())}${two(t.getUTCMinutes())}${two(t.getUTCSeconds())}Z`;
}

/** The whole VCALENDAR: one VEVENT per lecture. `host` makes the UIDs globally unique (the site's host name). */
export function lectureCalendar(input: { name: string; host: string; lectures: readonly CalendarLecture[] }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//yantu//training lectures//ZH",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(input.name)}`,
    "X-WR-TIMEZONE:Asia/Shanghai",
    "BEGIN:VTIMEZONE",
    "TZID:Asia/Shanghai",
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0800",
    "TZOFFSETTO:+0800",
    "TZNAME:CST",
    "END:STANDARD",
    "END:VTIMEZONE",
  ];
  for (const lecture of input.lectures) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:training-lecture-${lecture.id}@${input.host}`,
      `DTSTAMP:${utcStamp(lecture.updatedAt)}`,
      `LAST-MODIFIED:${utcStamp(lecture.updatedAt)}`,
      `DTSTART;TZID=Asia/Shanghai:${shanghaiStamp(lecture.startsAt)}`,
      `DTEND;TZID=Asia/Shanghai:${shanghaiStamp(lecture.endsAt)}`,
      `SUMMARY:${escapeText(lecture.title)}`,
    );
    if (lecture.location !== "") lines.push(`LOCATION:${escapeText(lecture.location)}`);
    if (lecture.description !== "") lines.push(`DESCRIPTION:${escapeText(lecture.description)}`);
    lines.push(`URL:${lecture.url}`, "END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
