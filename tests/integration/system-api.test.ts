import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { seedDemoData } from "~/seed/demo-seed.server";
import { seedDemo } from "./course-fixtures";
import { callApi } from "../support/api-client";

beforeAll(async () => {
  await seedDemo();
});

describe("GET /api/System/schools", () => {
  it("lists the demo schools with id and name in the envelope", async () => {
    const { status, body } = await callApi("GET", "/api/System/schools");
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.result.items.length).toBeGreaterThanOrEqual(8);
    expect(body.result.items[0]).toEqual({ id: expect.any(Number), name: "演示大学" });
  });

  it("is idempotent to seed twice", async () => {
    await seedDemoData(db);
    const { body } = await callApi("GET", "/api/System/schools");
    const names = body.result.items.map((item: { name: string }) => item.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("GET /api/System/ip-check", () => {
  it.each([
    ["127.0.0.1", true],
    ["::1", true],
    ["192.0.2.77", true],
    ["::ffff:192.0.2.8", true],
    ["198.51.100.7", false],
    ["2001:db8:3::1", true],
    ["8.8.8.8", false],
  ])("%s on campus: %s", async (ip, expected) => {
    const { body } = await callApi("GET", "/api/System/ip-check", { ip });
    expect(body.result.isIpInRange).toBe(expected);
    expect(body.result.ip).toBe(ip);
  });
});

describe("dispatcher", () => {
  it("answers an unknown endpoint with a 404 envelope", async () => {
    const { status, body } = await callApi("GET", "/api/Nope/nothing");
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: "接口不存在", result: null });
  });

  it("answers a wrong method with 405 and Allow", async () => {
    const { status, body, headers } = await callApi("DELETE", "/api/System/schools");
    expect(status).toBe(405);
    expect(body.code).toBe(405);
    expect(headers.get("allow")).toBe("GET");
  });

  it("matches paths without regard to case", async () => {
    const { status } = await callApi("GET", "/api/system/SCHOOLS");
    expect(status).toBe(200);
  });
});
