// Which requests are page views: document GETs only — not Remix's `.data` fetches (client navigations, revalidation
// after an action), not prefetches, not other methods, not bots. (Writing rows is tested in
// tests/integration/visit-log.test.ts.)
import { describe, expect, it } from "vitest";
import { isDocumentView, recordPageView } from "./visit-log.server";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const HTML_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

function request(headers: Record<string, string>, method = "GET", url = "http://yantu.test/course?type=2") {
  return new Request(url, { method, headers: { "user-agent": CHROME, ...headers } });
}

describe("isDocumentView", () => {
  it("a browser's navigation to a page", () => {
    expect(
      isDocumentView(request({ "sec-fetch-dest": "document", "sec-fetch-mode": "navigate", accept: HTML_ACCEPT })),
    ).toBe(true);
  });

  it("an older browser without Sec-Fetch headers asking for HTML", () => {
    expect(isDocumentView(request({ accept: HTML_ACCEPT }))).toBe(true);
  });

  it("not Remix's single-fetch request (client navigation or revalidation)", () => {
    expect(isDocumentView(request({ "sec-fetch-dest": "empty", "sec-fetch-mode": "cors", accept: "*/*" }))).toBe(false);
    expect(isDocumentView(request({ accept: "*/*" }))).toBe(false);
  });

  it("not a prefetch or prerender", () => {
    expect(
      isDocumentView(request({ "sec-fetch-dest": "document", "sec-purpose": "prefetch", accept: HTML_ACCEPT })),
    ).toBe(false);
    expect(isDocumentView(request({ purpose: "prefetch", accept: HTML_ACCEPT }))).toBe(false);
  });

  it("not a form POST (its page view is the redirect target's GET)", () => {
    expect(isDocumentView(request({ "sec-fetch-dest": "document", accept: HTML_ACCEPT }, "POST"))).toBe(false);
  });

  it("not the loaders' GET pass after a document POST's action (it carries the POST's Content-Type)", () => {
    const afterAction = request({
      "sec-fetch-dest": "document",
      accept: HTML_ACCEPT,
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://yantu.test",
    });
    expect(isDocumentView(afterAction)).toBe(false);
  });

  it("not a script or an image", () => {
    expect(isDocumentView(request({ "sec-fetch-dest": "script", accept: "*/*" }))).toBe(false);
  });
});

describe("recordPageView", () => {
  const documentHeaders = { "sec-fetch-dest": "document", accept: HTML_ACCEPT };

  it("hands out a fresh random view id for a document view", () => {
    const first = recordPageView(request(documentHeaders), { clientIp: "10.0.0.1" }, null);
    const second = recordPageView(request(documentHeaders), { clientIp: "10.0.0.1" }, null);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second).not.toBe(first);
  });

  it("hands out nothing for a data request or a bot", () => {
    expect(
      recordPageView(request({ "sec-fetch-dest": "empty", accept: "*/*" }), { clientIp: "10.0.0.1" }, null),
    ).toBeNull();
    const bot = request({
      ...documentHeaders,
      "user-agent": "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)",
    });
    expect(recordPageView(bot, { clientIp: "10.0.0.1" }, null)).toBeNull();
  });
});
