import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifyMediaGrant } from "./media-signature";
import { aliyunCdnStorage, isMediaKey, localMediaStorage, newMediaKey } from "./media-storage.server";

const SECRET = "k".repeat(40);

describe("media keys", () => {
  it.each(["samples/sample-1.mp4", "courses/2026/zz_01.mp4", "a.b-c_d.mp4"])("accepts %s", (key) => {
    expect(isMediaKey(key)).toBe(true);
  });
  it.each(["../etc/passwd", "samples/../../x", "/abs.mp4", ".hidden", "samples/.x.mp4", "a//b.mp4", "a b.mp4", "a\\b.mp4", ""])(
    "refuses %j",
    (key) => {
      expect(isMediaKey(key)).toBe(false);
    },
  );
});

describe("local storage", () => {
  it("makes a /media URL whose grant verifies for its subject", () => {
    const url = new URL(localMediaStorage(SECRET).signedUrl("samples/sample-1.mp4", "u:3", 2_000_000_000), "http://x");
    expect(url.pathname).toBe("/media/samples/sample-1.mp4");
    expect(verifyMediaGrant(SECRET, url.pathname, url.searchParams, ["u:3"], 1_999_999_999)).toBeNull();
    expect(verifyMediaGrant(SECRET, url.pathname, url.searchParams, ["u:4"], 1_999_999_999)).toBe("other-subject");
  });

  it("refuses to sign a key that could escape the media directory", () => {
    expect(() => localMediaStorage(SECRET).signedUrl("../secret.db", "u:3", 2_000_000_000)).toThrow(/not a media key/);
  });
});

describe("Aliyun CDN storage (URL authentication type A)", () => {
  it("signs path-timestamp-rand-uid-key with MD5, the timestamp one console TTL before our expiry", () => {
    const storage = aliyunCdnStorage({ baseUrl: "https://media.example.cn/", authKey: "aliyunkey123", ttlSeconds: 1800 });
    const url = new URL(storage.signedUrl("samples/sample-2.mp4", "u:3", 2_000_000_000));
    expect(url.origin + url.pathname).toBe("https://media.example.cn/samples/sample-2.mp4");
    const [timestamp, rand, uid, hash] = url.searchParams.get("auth_key")!.split("-");
    expect(Number(timestamp)).toBe(2_000_000_000 - 1800);
    expect(rand).toMatch(/^[0-9a-f]{16}$/);
    expect(uid).toBe("0");
    const expected = crypto
      .createHash("md5")
      .update(`/samples/sample-2.mp4-${timestamp}-${rand}-${uid}-aliyunkey123`)
      .digest("hex");
    expect(hash).toBe(expected);
  });
});

describe("newMediaKey", () => {
  it("always makes a key isMediaKey accepts (a base64url name starting with '-' was refused: 1 export in 64 was a 404)", () => {
    const keys = Array.from({ length: 5_000 }, (_, index) => newMediaKey(index % 2 ? "exports" : "zmt", index % 2 ? "zip" : "pdf"));
    expect(keys.filter((key) => !isMediaKey(key))).toEqual([]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys[0]).toMatch(/^zmt\/[0-9a-f]{36}\.pdf$/);
  });
});
