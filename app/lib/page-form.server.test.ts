import { describe, expect, it } from "vitest";
import { pageFormMessages, readFormEndpointForm, readPageForm } from "./page-form.server";

const post = (body: BodyInit | null, contentType?: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/policy/1", {
    method: "POST",
    body,
    headers: { ...(contentType ? { "content-type": contentType } : {}), ...headers },
  });

/** What readPageForm threw: Remix's data() carries { data, init }. */
async function refusalOf(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const thrown = error as { data?: { message: string }; init?: { status: number } };
    if (thrown.init && thrown.data) return { status: thrown.init.status, message: thrown.data.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

const URLENCODED = "application/x-www-form-urlencoded";

describe("readPageForm", () => {
  it("reads urlencoded forms, Chinese and '+' included, and an empty one", async () => {
    const form = await readPageForm(
      post("intent=collect&name=%E7%83%AD%E9%97%A8+%E6%A0%87%E7%AD%BE&a=1&a=2", `${URLENCODED};charset=UTF-8`),
    );
    expect(form.get("intent")).toBe("collect");
    expect(form.get("name")).toBe("热门 标签");
    expect(form.getAll("a")).toEqual(["1", "2"]);
    expect([...(await readPageForm(post("", URLENCODED))).keys()]).toEqual([]);
  });

  it("reads multipart forms with their files", async () => {
    const body = new FormData();
    body.set("intent", "avatar");
    body.set("file", new File([new Uint8Array([1, 2, 3])], "a.png", { type: "image/png" }));
    const form = await readPageForm(new Request("http://localhost/user/center", { method: "POST", body }));
    expect(form.get("intent")).toBe("avatar");
    expect((form.get("file") as File).size).toBe(3);
  });

  it("refuses a body that is not a form with 415", async () => {
    for (const [body, type] of [
      ['{"a":1}', "application/json"],
      ["hello", "text/plain"],
      ["", undefined],
      ["<x/>", "application/xml"],
    ] as const) {
      expect(await refusalOf(readPageForm(post(body, type)))).toEqual({
        status: 415,
        message: pageFormMessages.unsupportedType,
      });
    }
  });

  it("refuses broken percent-encoding, bytes that are not UTF-8 and broken multipart with 400", async () => {
    for (const body of ["a=%zz", "a=%E7%83", "a=%", "a=%E4%B8%AD&b=%C0%AF"]) {
      expect(await refusalOf(readPageForm(post(body, URLENCODED)))).toEqual({
        status: 400,
        message: pageFormMessages.malformed,
      });
    }
    expect((await refusalOf(readPageForm(post(new Uint8Array([0x61, 0x3d, 0xff, 0xfe]), URLENCODED)))).status).toBe(
      400,
    );
    expect((await refusalOf(readPageForm(post("--x\r\nbroken", "multipart/form-data; boundary=x")))).status).toBe(400);
  });

  it("refuses a body over the limit with 413, by its declared length or as it streams in", async () => {
    const big = `a=${"x".repeat(1024 * 1024)}`;
    expect(await refusalOf(readPageForm(post(big, URLENCODED)))).toEqual({
      status: 413,
      message: pageFormMessages.tooLarge(1024 * 1024),
    });
    expect((await refusalOf(readPageForm(post("a=12345", URLENCODED), { maxBytes: 4 }))).status).toBe(413);
    expect(pageFormMessages.tooLarge(1024 * 1024)).toBe("提交的内容过大，不能超过 1 MB");
  });
});

describe("readFormEndpointForm", () => {
  it("answers the same refusals as a Chinese HTML page", async () => {
    let thrown: unknown;
    try {
      await readFormEndpointForm(post('{"a":1}', "application/json"));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(415);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain(pageFormMessages.unsupportedType);
    expect((await readFormEndpointForm(post("theme=dark", URLENCODED))).get("theme")).toBe("dark");
  });
});
