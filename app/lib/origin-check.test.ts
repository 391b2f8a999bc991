import { describe, expect, it } from "vitest";
import { isForeignOrigin } from "./origin-check";

const HOST = "yantu.example.edu.cn:8080";

describe("isForeignOrigin", () => {
  it.each(["GET", "HEAD", "OPTIONS", "get"])("never refuses a safe %s, whatever its Origin", (method) => {
    expect(isForeignOrigin({ method, origin: "https://evil.example", host: HOST })).toBe(false);
    expect(isForeignOrigin({ method, origin: "null", host: HOST })).toBe(false);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE", "post"])(
    "leaves a %s without Origin to token authentication",
    (method) => {
      expect(isForeignOrigin({ method, origin: undefined, host: HOST })).toBe(false);
    },
  );

  it.each([`http://${HOST}`, `https://${HOST}`, "http://YANTU.example.edu.cn:8080", `http://${HOST}/some/path`])(
    "lets a POST from the site itself through (%s)",
    (origin) => {
      expect(isForeignOrigin({ method: "POST", origin, host: HOST })).toBe(false);
    },
  );

  it.each([
    "https://evil.example",
    "http://yantu.example.edu.cn",
    "http://yantu.example.edu.cn:8081",
    "http://sub.yantu.example.edu.cn:8080",
    "http://yantu.example.edu.cn:8080.evil.example",
    "null",
    "not a url",
    "",
  ])("refuses a POST from %j", (origin) => {
    expect(isForeignOrigin({ method: "POST", origin, host: HOST })).toBe(true);
  });

  it("refuses a POST with an Origin when the Host header is missing", () => {
    expect(isForeignOrigin({ method: "POST", origin: "http://a.example", host: undefined })).toBe(true);
    expect(isForeignOrigin({ method: "DELETE", origin: "http://a.example", host: "" })).toBe(true);
  });

  it("compares the default port as the browser writes it", () => {
    expect(isForeignOrigin({ method: "POST", origin: "http://a.example:80", host: "a.example" })).toBe(false);
    expect(isForeignOrigin({ method: "POST", origin: "https://a.example:443", host: "a.example" })).toBe(false);
  });
});
