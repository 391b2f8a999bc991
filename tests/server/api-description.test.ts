// The built server serves the API description: /api/openapi.json (not swallowed by the /api/* dispatcher's splat route)
// and the /api/docs page, which lists every endpoint of the table in its server-rendered HTML.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointTable } from "~/api/endpoint-table.server";
import { apiGroupOf } from "~/modules/api/openapi.server";
import { startSeededServer } from "../support/server-databases";
import type { ServerProcess } from "../support/server-process";

/** The text React renders for a path: & < > escaped. */
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("the API description on the built server", () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startSeededServer();
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("answers GET /api/openapi.json with the OpenAPI 3.1 document as JSON", async () => {
    const response = await fetch(`${server.baseUrl}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json\b/);
    const document = (await response.json()) as {
      openapi: string;
      info: { title: string };
      paths: Record<string, object>;
    };
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBe("研途 API");
    for (const { endpoint } of endpointTable) {
      expect(document.paths[endpoint.path], endpoint.path).toHaveProperty(endpoint.method.toLowerCase());
    }
  });

  it("answers GET /api/docs with an HTML page listing every endpoint path", async () => {
    const response = await fetch(`${server.baseUrl}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html\b/);
    const html = await response.text();
    expect(html).toContain('<html lang="zh-CN"');
    expect(html.match(/<h1\b[^>]*>([^<]*)<\/h1>/g)).toEqual([expect.stringContaining("研途 API 文档")]);
    expect(html).toContain('href="/api/openapi.json"');
    for (const { endpoint } of endpointTable) expect(html, endpoint.path).toContain(escapeHtml(endpoint.path));
    // Issue 24: the whole reference on one page was 292 KB; the index and every group's page stay under 100 KB.
    expect(Buffer.byteLength(html)).toBeLessThan(100_000);
  });

  it("answers each group's page with its endpoints in full, under 100 KB, and 404 for an unknown group", async () => {
    const groups = [...new Set(endpointTable.map(({ endpoint }) => apiGroupOf(endpoint.path)))];
    for (const group of groups) {
      const response = await fetch(`${server.baseUrl}/api/docs?group=${group}`);
      expect(response.status, group).toBe(200);
      const html = await response.text();
      expect(Buffer.byteLength(html), group).toBeLessThan(100_000);
      expect(html.match(/<h1\b[^>]*>/g), group).toHaveLength(1);
      for (const { endpoint } of endpointTable.filter(({ endpoint }) => apiGroupOf(endpoint.path) === group))
        expect(html, endpoint.path).toContain(`<code>${escapeHtml(endpoint.path)}</code>`);
    }
    expect((await fetch(`${server.baseUrl}/api/docs?group=Nope`)).status).toBe(404);
  });

  it("still answers other /api paths through the dispatcher", async () => {
    const response = await fetch(`${server.baseUrl}/api/openapi`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, msg: "接口不存在", result: null });
  });
});
