import { describe, expect, it } from "vitest";
import { DEFAULT_MAX_BODY_BYTES, readBodyBytes } from "~/lib/body-bytes.server";
import { readRequestBody, searchParamsToObject } from "./request-body.server";
import { domainErrorOf } from "../../../tests/support/domain-error";

const LIMIT = 1024;
const options = { maxBytes: LIMIT, allowMultipart: false };

function post(body: BodyInit | null, contentType?: string, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/api/x", {
    method: "POST",
    body,
    headers: { ...(contentType ? { "content-type": contentType } : {}), ...headers },
  });
}

/** A body that arrives in pieces without a Content-Length, as a chunked upload does. */
function streamed(
  pieces: Uint8Array[],
  headers: Record<string, string> = {},
): { request: Request; pulled: () => number } {
  let index = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[index++];
      if (piece) controller.enqueue(piece);
      else controller.close();
    },
  });
  const init = {
    method: "POST",
    body: stream,
    duplex: "half",
    headers: { "content-type": "application/json", ...headers },
  };
  return { request: new Request("http://localhost/api/x", init as RequestInit), pulled: () => index };
}

describe("the 1 MB default", () => {
  it("is 1024 × 1024 bytes", () => {
    expect(DEFAULT_MAX_BODY_BYTES).toBe(1024 * 1024);
  });
});

describe("readBodyBytes: the size limit", () => {
  it("reads a body of exactly the limit", async () => {
    const bytes = await readBodyBytes(post("a".repeat(LIMIT)), LIMIT);
    expect(bytes.byteLength).toBe(LIMIT);
  });

  it("refuses a declared Content-Length over the limit with 413 before reading anything", async () => {
    const { request, pulled } = streamed([new Uint8Array(10)], { "content-length": String(LIMIT + 1) });
    const error = await domainErrorOf(readBodyBytes(request, LIMIT));
    expect(error.status).toBe(413);
    expect(error.details).toEqual({ maxBytes: LIMIT });
    // (A ReadableStream pulls once by itself to fill its queue.)
    expect(pulled()).toBeLessThanOrEqual(1);
    expect(request.bodyUsed).toBe(false);
  });

  it("refuses a streamed body once it grows past the limit, without reading it all", async () => {
    const pieces = Array.from({ length: 100 }, () => new Uint8Array(300));
    const { request, pulled } = streamed(pieces);
    const error = await domainErrorOf(readBodyBytes(request, LIMIT));
    expect(error.status).toBe(413);
    expect(error.message).toContain("1 KB");
    expect(pulled()).toBeLessThan(10);
  });

  it("leaves the refused stream open (cancelling it would destroy the socket before the 413 is sent)", async () => {
    const pieces = Array.from({ length: 10 }, () => new Uint8Array(300));
    const { request } = streamed(pieces);
    await domainErrorOf(readBodyBytes(request, LIMIT));
    expect(request.body?.locked).toBe(false);
  });

  it("gives an empty array for no body", async () => {
    expect((await readBodyBytes(new Request("http://localhost/", { method: "POST" }), LIMIT)).byteLength).toBe(0);
  });
});

describe("readRequestBody", () => {
  it("parses a JSON object", async () => {
    const body = await readRequestBody(
      post('{"phone":"13800000000","n":1,"nested":{"a":[1]}}', "application/json"),
      options,
    );
    expect(body.fields).toEqual({ phone: "13800000000", n: 1, nested: { a: [1] } });
    expect(body.files.size).toBe(0);
  });

  it.each(["application/json; charset=utf-8", "Application/JSON", "application/vnd.api+json"])(
    "speaks JSON for %s",
    async (contentType) => {
      expect((await readRequestBody(post('{"a":"中文"}', contentType), options)).fields).toEqual({ a: "中文" });
    },
  );

  it("takes an empty body as no fields, whatever the content type", async () => {
    expect((await readRequestBody(post("", "application/json"), options)).fields).toEqual({});
    expect((await readRequestBody(post(null, "text/plain"), options)).fields).toEqual({});
  });

  it.each([
    ["truncated", '{"a":'],
    ["trailing comma", '{"a":1,}'],
    ["single quotes", "{'a':1}"],
    ["not JSON", "a=1"],
  ])("answers malformed JSON (%s) with 400", async (_name, text) => {
    const error = await domainErrorOf(readRequestBody(post(text, "application/json"), options));
    expect(error.status).toBe(400);
    expect(error.message).toContain("JSON");
  });

  it.each([
    ["an array", "[1,2]"],
    ["null", "null"],
    ["a string", '"a"'],
    ["a number", "42"],
  ])("answers JSON that is %s, not an object, with 400", async (_name, text) => {
    expect((await domainErrorOf(readRequestBody(post(text, "application/json"), options))).status).toBe(400);
  });

  it("answers JSON that is not valid UTF-8 with 400", async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    expect((await domainErrorOf(readRequestBody(post(bytes, "application/json"), options))).status).toBe(400);
  });

  it("parses urlencoded forms, repeated keys becoming lists", async () => {
    const body = await readRequestBody(
      post("phone=138&tag=a&tag=b&tag=c&name=%E7%A0%94%E9%80%94", "application/x-www-form-urlencoded; charset=UTF-8"),
      options,
    );
    expect(body.fields).toEqual({ phone: "138", tag: ["a", "b", "c"], name: "研途" });
  });

  it("parses multipart where the endpoint allows it, files apart from fields", async () => {
    const form = new FormData();
    form.append("title", "反馈");
    form.append("image", new File([new Uint8Array([1, 2, 3])], "a.png", { type: "image/png" }));
    const request = new Request("http://localhost/api/x", { method: "POST", body: form });
    const body = await readRequestBody(request, { maxBytes: LIMIT, allowMultipart: true });
    expect(body.fields).toEqual({ title: "反馈" });
    expect(body.files.get("image")?.name).toBe("a.png");
    expect(body.files.get("image")?.size).toBe(3);
  });

  it("answers multipart with 415 where the endpoint does not take files", async () => {
    const form = new FormData();
    form.append("a", "1");
    const request = new Request("http://localhost/api/x", { method: "POST", body: form });
    expect((await domainErrorOf(readRequestBody(request, options))).status).toBe(415);
  });

  it("answers a broken multipart body with 400", async () => {
    const request = post("--x\r\nnot a part", "multipart/form-data; boundary=x");
    expect((await domainErrorOf(readRequestBody(request, { maxBytes: LIMIT, allowMultipart: true }))).status).toBe(400);
  });

  it.each(["text/plain", "application/xml", "application/octet-stream", undefined])(
    "answers a body of type %s with 415",
    async (contentType) => {
      const request = post("phone=138", contentType);
      if (!contentType) request.headers.delete("content-type");
      const error = await domainErrorOf(readRequestBody(request, options));
      expect(error.status).toBe(415);
    },
  );

  it("checks the limit before the content type", async () => {
    expect((await domainErrorOf(readRequestBody(post("x".repeat(LIMIT + 1), "text/plain"), options))).status).toBe(413);
  });
});

describe("searchParamsToObject", () => {
  it("turns a query string into fields, repeated keys into lists", () => {
    expect(searchParamsToObject(new URLSearchParams("page=1&rows=10&id=1&id=2"))).toEqual({
      page: "1",
      rows: "10",
      id: ["1", "2"],
    });
  });
});
