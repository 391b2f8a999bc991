import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { controlFileName, sizedBody, writeControlFile } from "./control-file";

describe("sizedBody", () => {
  const html = Buffer.from("<!DOCTYPE html><html><body>研途</body></html>");

  it("is the sample itself when the sizes agree", () => {
    expect(sizedBody(html, html.length).equals(html)).toBe(true);
  });

  it("repeats or cuts the sample to exactly the size", () => {
    for (const size of [1, html.length - 1, html.length + 1, html.length * 3 + 7]) {
      const body = sizedBody(html, size);
      expect(body.length).toBe(size);
      expect(body.subarray(0, Math.min(size, html.length)).equals(html.subarray(0, Math.min(size, html.length)))).toBe(
        true,
      );
    }
  });

  it("handles the edges", () => {
    expect(sizedBody(html, 0).length).toBe(0);
    expect(sizedBody(Buffer.alloc(0), 5).toString()).toBe("     ");
    expect(() => sizedBody(html, 1.5)).toThrow();
    expect(() => sizedBody(html, -1)).toThrow();
  });
});

describe("writeControlFile", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("writes a uniquely named HTML file and removes it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-control-test-"));
    dirs.push(dir);
    const file = writeControlFile(dir, Buffer.from("<p>x</p>"));
    expect(file.urlPath).toMatch(/^\/bench-control-[0-9a-f]{12}\.html$/);
    expect(fs.readFileSync(file.filePath, "utf8")).toBe("<p>x</p>");
    expect(file.bytes).toBe(8);
    fs.rmSync(file.filePath);
    expect(file.restoreIfMissing()).toBe(true);
    expect(file.restoreIfMissing()).toBe(false);
    expect(fs.readFileSync(file.filePath, "utf8")).toBe("<p>x</p>");
    file.remove();
    file.remove();
    expect(fs.existsSync(file.filePath)).toBe(false);
  });

  it("refuses a missing build directory", () => {
    expect(() => writeControlFile(path.join(os.tmpdir(), "no-such-build-dir-for-bench"), Buffer.from("x"))).toThrow(
      "npm run build",
    );
  });

  it("names differ between runs", () => {
    expect(controlFileName()).not.toBe(controlFileName());
  });
});
