// Media delivery through the built server (SQLite and PostgreSQL): signed URLs only, HTTP ranges, validators, types.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signMediaGrant } from "~/modules/media/media-signature";
import { databaseTargets } from "../support/database-targets";
import { loginThroughApi } from "../support/demo-login";
import { startSeededServer } from "../support/server-databases";
import type { ServerProcess } from "../support/server-process";

const { postgresReachable } = await databaseTargets();
const SECRET = "media-test-secret-".padEnd(48, "x");
const VISITOR = "0b7c2f0e-4c2a-4f7e-9d8a-1b2c3d4e5f60";
const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));

function signed(urlPath: string, subject: string, expiresAt = Math.floor(Date.now() / 1000) + 600): string {
  return `${urlPath}?${signMediaGrant(SECRET, { path: urlPath, subject, expiresAt })}`;
}

for (const target of ["sqlite", "postgres"] as const) {
  describe.skipIf(target === "postgres" && !postgresReachable)(`media on ${target}`, () => {
    let server: ServerProcess;
    let mediaDir: string;
    const visitor = { cookie: `appuuid=${VISITOR}` };
    const get = (url: string, headers: Record<string, string> = {}, method = "GET") =>
      fetch(`${server.baseUrl}${url}`, { method, headers: { ...visitor, ...headers } });

    beforeAll(async () => {
      mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "yantu-media-"));
      fs.mkdirSync(path.join(mediaDir, "clips"));
      fs.writeFileSync(path.join(mediaDir, "clips/test.mp4"), BYTES);
      fs.writeFileSync(path.join(mediaDir, "clips/subs.vtt"), "WEBVTT\n");
      // On a copy of the seeded template: the server does not seed, so it needs no demo media in this directory.
      server = await startSeededServer({ target, env: { APP_SECRET: SECRET, MEDIA_DIR: mediaDir } });
    });

    afterAll(async () => {
      await server?.stop();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    });

    it("serves the whole file to the holder of its URL, with validators, type and ranges advertised", async () => {
      const response = await get(signed("/media/clips/test.mp4", `v:${VISITOR}`));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("video/mp4");
      expect(response.headers.get("accept-ranges")).toBe("bytes");
      expect(response.headers.get("content-length")).toBe("1000");
      expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      expect(response.headers.get("last-modified")).toBeTruthy();
      expect(response.headers.get("cache-control")).toMatch(/^private, max-age=\d+, no-transform$/);
      expect(Buffer.from(await response.arrayBuffer()).equals(BYTES)).toBe(true);
    });

    it("answers a range with 206 and exactly those bytes, uncompressed", async () => {
      const response = await get(signed("/media/clips/test.mp4", `v:${VISITOR}`), {
        range: "bytes=100-199",
        "accept-encoding": "gzip",
      });
      expect(response.status).toBe(206);
      expect(response.headers.get("content-range")).toBe("bytes 100-199/1000");
      expect(response.headers.get("content-length")).toBe("100");
      expect(response.headers.get("content-encoding")).toBeNull();
      expect(Buffer.from(await response.arrayBuffer()).equals(BYTES.subarray(100, 200))).toBe(true);

      const tail = await get(signed("/media/clips/test.mp4", `v:${VISITOR}`), { range: "bytes=-10" });
      expect(tail.status).toBe(206);
      expect(tail.headers.get("content-range")).toBe("bytes 990-999/1000");
    });

    it("answers a range outside the file with 416 and the size", async () => {
      const response = await get(signed("/media/clips/test.mp4", `v:${VISITOR}`), { range: "bytes=1000-" });
      expect(response.status).toBe(416);
      expect(response.headers.get("content-range")).toBe("bytes */1000");
    });

    it("sends a part only while If-Range names the current file, and 304 for a matching If-None-Match", async () => {
      const url = signed("/media/clips/test.mp4", `v:${VISITOR}`);
      const etag = (await get(url, {}, "HEAD")).headers.get("etag")!;
      expect((await get(url, { range: "bytes=0-9", "if-range": etag })).status).toBe(206);
      const stale = await get(url, { range: "bytes=0-9", "if-range": '"stale"' });
      expect(stale.status).toBe(200);
      expect(stale.headers.get("content-length")).toBe("1000");
      expect((await get(url, { "if-none-match": etag })).status).toBe(304);
    });

    it("answers HEAD with the headers and no body", async () => {
      const response = await get(signed("/media/clips/test.mp4", `v:${VISITOR}`), {}, "HEAD");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-length")).toBe("1000");
      expect((await response.arrayBuffer()).byteLength).toBe(0);
    });

    it("gives each file its content type", async () => {
      const response = await get(signed("/media/clips/subs.vtt", `v:${VISITOR}`));
      expect(response.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    });

    it("refuses an unsigned, expired, tampered or someone else's URL with a Chinese 403", async () => {
      const expired = signed("/media/clips/test.mp4", `v:${VISITOR}`, Math.floor(Date.now() / 1000) - 1);
      const good = signed("/media/clips/test.mp4", `v:${VISITOR}`);
      const cases: Array<[string, Record<string, string>, RegExp]> = [
        ["/media/clips/test.mp4", {}, /视频地址无效/],
        [expired, {}, /已过期/],
        [good.replace("exp=", "exp=9"), {}, /视频地址无效/],
        [good.replace("/clips/test.mp4", "/clips/subs.vtt"), {}, /视频地址无效/],
        [good, { cookie: "appuuid=someone-else-1234" }, /不属于当前账号/],
        [good, { cookie: "" }, /不属于当前账号/],
      ];
      for (const [url, headers, message] of cases) {
        const response = await get(url, headers);
        expect(response.status, url).toBe(403);
        expect(await response.text(), url).toMatch(message);
      }
    });

    it("serves a user's URL in their session, and not to a visitor without it", async () => {
      const token = await loginThroughApi(server.baseUrl);
      const me = await (
        await fetch(`${server.baseUrl}/api/User/info`, { headers: { authorization: `Bearer ${token}` } })
      ).json();
      const url = signed("/media/clips/test.mp4", `u:${me.result.id}`);
      expect((await get(url, { cookie: `Authorization=${token}` })).status).toBe(200);
      expect((await get(url)).status).toBe(403);
    });

    it("never serves outside the media directory, and 404s a missing file", async () => {
      expect((await get(signed("/media/clips/none.mp4", `v:${VISITOR}`))).status).toBe(404);
      const traversal = await get(signed("/media/clips/%2e%2e/%2e%2e/etc/passwd", `v:${VISITOR}`));
      expect([403, 404]).toContain(traversal.status);
    });
  });
}
