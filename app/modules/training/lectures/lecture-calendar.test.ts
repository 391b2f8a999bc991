import { describe, expect, it } from "vitest";
import { escapeText, foldLine, lectureCalendar, shanghaiStamp, utcStamp } from "./lecture-calendar";

const octets = (text: string) => new TextEncoder().encode(text).length;

describe("the lectures' iCalendar file", () => {
  it("escapes backslashes, commas, semicolons and newlines", () => {
    expect(escapeText("a\\b,c;d\ne\r\nf")).toBe("a\\\\b\\,c\\;d\\ne\\nf");
  });

  it("folds lines at 75 octets without splitting a character", () => {
    const line = `SUMMARY:${"考研英语阅读精讲".repeat(10)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(" ")).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });

  it("writes Beijing times, a UID per lecture and CRLF line ends", () => {
    const startsAt = Date.UTC(2026, 11, 10, 11, 30); // 19:30 in Beijing
    expect(shanghaiStamp(startsAt)).toBe("20261210T193000");
    expect(utcStamp(startsAt)).toBe("20261210T113000Z");
    const text = lectureCalendar({
      name: "2027 集训营",
      host: "example.test",
      lectures: [
        {
          id: 7,
          title: "阅读, 精讲; 第一讲",
          startsAt,
          endsAt: startsAt + 7_200_000,
          updatedAt: startsAt - 86_400_000,
          location: "图书馆 301",
          description: "带上笔记本\n和真题",
          url: "https://example.test/Training/student/1/lectures/7",
        },
      ],
    });
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.split("\r\n").every((line) => !line.includes("\n"))).toBe(true);
    expect(text).toContain("UID:training-lecture-7@example.test");
    expect(text).toContain("DTSTART;TZID=Asia/Shanghai:20261210T193000");
    expect(text).toContain("DTEND;TZID=Asia/Shanghai:20261210T213000");
    expect(text).toContain("SUMMARY:阅读\\, 精讲\\; 第一讲");
    expect(text).toContain("DESCRIPTION:带上笔记本\\n和真题");
    expect(text).toContain("TZID:Asia/Shanghai");
  });
});
