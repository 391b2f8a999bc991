// The campus-IP gate on the server: the API's "campus" rule and the page loaders' requireCampusOrUser.
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { db } from "~/db/client.server";
import { compileEndpoints, dispatchApiRequest } from "~/modules/api/dispatcher.server";
import { defineEndpoint } from "~/modules/api/endpoint";
import { requireCampusOrUser } from "~/modules/auth/campus-gate.server";
import { createSession } from "~/modules/auth/session.server";
import { seedDemo } from "./course-fixtures";

const table = compileEndpoints([
  defineEndpoint({
    method: "GET",
    path: "/api/Test/licensed",
    auth: "campus",
    result: z.object({ ok: z.boolean() }),
    handle: async () => ({ ok: true }),
  }),
]);
let token: string;

beforeAll(async () => {
  await seedDemo();
  const user = await db
    .selectFrom("users")
    .select("id")
    .where("phone_number", "=", "13800000002")
    .executeTakeFirstOrThrow();
  token = await createSession(user.id, { ip: "198.51.100.7", userAgent: "test" });
});

const call = (ip: string, headers: Record<string, string> = {}) =>
  dispatchApiRequest(new Request("http://localhost/api/Test/licensed", { headers }), { clientIp: ip }, table);

describe("API campus rule", () => {
  it("lets a campus address through without login", async () => {
    expect((await call("192.0.2.10")).status).toBe(200);
    expect((await call("::1")).status).toBe(200);
  });

  it("refuses an off-campus visitor with a 403 envelope naming the address", async () => {
    const response = await call("198.51.100.7");
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 403,
      msg: "请登录或连接校园网后访问",
      result: { isIpInRange: false, ip: "198.51.100.7" },
    });
  });

  it("lets a logged-in visitor through from anywhere", async () => {
    expect((await call("198.51.100.7", { authorization: `Bearer ${token}` })).status).toBe(200);
  });
});

describe("requireCampusOrUser", () => {
  it("throws a 403 that the error boundary renders as the tips dialog", async () => {
    const thrown = await requireCampusOrUser(new Request("http://localhost/course"), "198.51.100.7").catch(
      (error) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 403 }, data: { gate: "campus" } });
  });

  it("returns the campus school or the user", async () => {
    const onCampus = await requireCampusOrUser(new Request("http://localhost/course"), "127.0.0.1");
    expect(onCampus.campusSchool?.name).toBe("演示大学");
    const member = await requireCampusOrUser(
      new Request("http://localhost/course", { headers: { cookie: `Authorization=${token}` } }),
      "198.51.100.7",
    );
    expect(member.user?.nickname).toBeTruthy();
  });
});
