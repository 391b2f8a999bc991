import { PassThrough, type Readable } from "node:stream";
import { createElement, Fragment } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderHtmlResponse, withDocumentEndLast, withoutNulBytes } from "./html-stream.server";

// Chinese text in many short chunks: React 18 flushes its 2 KB view with a zero tail whenever a 3-byte character does
// not fit at the view's end, which text like this hits within a few kilobytes.
const paragraphs = Array.from(
  { length: 120 },
  (_, i) => `第${i + 1}段：从注册账号、填写信息到${"考研经验".repeat(i % 7)}备考。`,
);
// Like RemixServer: the document element, then the single-fetch data script as its sibling.
const page = () =>
  createElement(
    Fragment,
    null,
    documentElement(),
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed inline script, the shape the streamed document must carry
    createElement("script", { dangerouslySetInnerHTML: { __html: "window.__data = 1;" } }),
  );
const documentElement = () =>
  createElement(
    "html",
    { lang: "zh-CN" },
    createElement(
      "body",
      null,
      ...paragraphs.map((text, i) =>
        createElement("nav", { key: i, "aria-label": `热门标签${i}` }, createElement("p", null, text)),
      ),
    ),
  );

async function bytesOf(stream: Readable | ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

function reactStreamBytes(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(documentElement(), {
      onAllReady() {
        const out = new PassThrough();
        bytesOf(out).then(resolve, reject);
        pipe(out);
      },
      onShellError: reject,
    });
  });
}

describe("renderHtmlResponse", () => {
  it("React alone emits NUL bytes for this page (the bug the transform exists for)", async () => {
    // If this starts failing, React no longer pads its views with zeros and dropNulBytes may go (ADR 0016).
    expect((await reactStreamBytes()).includes(0)).toBe(true);
  });

  it("sends valid UTF-8 with no NUL byte, every character of the page, and nothing after </html>", async () => {
    const response = await renderHtmlResponse(page(), {
      status: 200,
      headers: new Headers(),
      nonce: "",
      abortAfterMs: 5_000,
    });
    const bytes = await bytesOf(response.body!);
    expect(bytes.indexOf(0)).toBe(-1);
    const html = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    for (const [i, text] of paragraphs.entries()) {
      expect(html).toContain(`<nav aria-label="热门标签${i}"><p>${text}</p></nav>`);
    }
    expect(html.endsWith("<script>window.__data = 1;</script></body></html>")).toBe(true);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  });
});

describe("withoutNulBytes", () => {
  const bytes = (values: number[]) => [...withoutNulBytes(Buffer.from(values))];

  it("removes zeros anywhere and keeps every other byte in order", () => {
    expect(bytes([0, 0xe7, 0x83, 0xad, 0, 0, 0x41, 0])).toEqual([0xe7, 0x83, 0xad, 0x41]);
    expect(bytes([0x41, 0x42, 0, 0, 0, 0xe6, 0xa0, 0x87, 0])).toEqual([0x41, 0x42, 0xe6, 0xa0, 0x87]);
    expect(bytes([1, 2, 3])).toEqual([1, 2, 3]);
    expect(bytes([0, 0])).toEqual([]);
  });
});

describe("withDocumentEndLast", () => {
  const moved = (html: string) => withDocumentEndLast(Buffer.from(html)).toString();

  it("moves </body></html> after what was written behind it, and leaves a finished document alone", () => {
    expect(moved("<html><body><p>热门</p></body></html><!--$--><script>x()</script><!--/$-->")).toBe(
      "<html><body><p>热门</p><!--$--><script>x()</script><!--/$--></body></html>",
    );
    expect(moved("<html><body></body></html>")).toBe("<html><body></body></html>");
    expect(moved("<p>片段</p>")).toBe("<p>片段</p>");
  });
});
