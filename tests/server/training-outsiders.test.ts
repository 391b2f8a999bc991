// The training platform's one access rule (issue 27), enumerated: every route under /Training and /mobile/Training in
// the server build (pages, their actions, exports, the calendar, the 课件 files) and every operation of the training
// families in the served OpenAPI document (/api/Training/batches/{id}…, /lecture/website, /material/website,
// /course/website/training) is asked for the demo batch by people outside it — a student of another batch of the
// same school and a student of another school — and must answer 404, as for an id that names nothing. A route or
// operation added later is covered by itself; a write operation must be given its body below (a missing one fails).
// The batch's own student and teacher get 200 from the pages of their side, so the ids asked about are real.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginThroughApi, registerStudentThroughApi } from "../support/demo-login";
import { uniquePhone } from "../support/dev-inbox";
import { handWrittenPdf } from "../support/pdf-fixtures";
import { startSeededServer } from "../support/server-databases";
import { PROJECT_ROOT, type ServerProcess } from "../support/server-process";

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const TEACHER = { phoneNumber: "13800000007", password: "Yantu#2026" };
const MEMBER = { phoneNumber: "13800000001", password: "Yantu#2026" };
/** 复旦大学's demo student. */
const OTHER_SCHOOL = { phoneNumber: "13800000005", password: "Yantu#2026" };

const FAMILIES = ["/api/Training/batches/{id}", "/lecture/website", "/material/website", "/course/website/training"];
/** Operations of the families that name no batch: the caller's own list, making a batch, joining by a code. */
const NOT_OF_A_BATCH = new Set(["GET /course/website/training/batch-list"]);
/** Asking to join is how a student of the batch's school gets in (a teacher approves); another school's gets 404. */
const OPEN_TO_THE_SCHOOL = new Set(["POST /api/Training/batches/{id}/request"]);

interface BuiltRoute {
  id: string;
  parentId?: string;
  path?: string;
  module: { action?: unknown; default?: unknown };
}

const buildRoutes: Record<string, BuiltRoute> = (
  await import(pathToFileURL(path.join(PROJECT_ROOT, "build/server/index.js")).href)
).routes;

function patternOf(route: BuiltRoute): string {
  const segments: string[] = [];
  for (let at: BuiltRoute | undefined = route; at; at = at.parentId ? buildRoutes[at.parentId] : undefined) {
    if (at.path) segments.unshift(at.path);
  }
  return `/${segments.join("/")}`;
}

const trainingRoutes = Object.values(buildRoutes)
  .map((route) => ({ id: route.id, pattern: patternOf(route), hasAction: typeof route.module.action === "function" }))
  .filter((route) => /^\/(mobile\/)?Training\//.test(route.pattern));

describe("everyone outside a batch gets 404 from every training route and operation", () => {
  let server: ServerProcess;
  let ids: { id: number; mid: number; lectureId: number; assignmentId: number; memberUserId: number };
  let tokens: { teacher: string; member: string; sameSchool: string; otherSchool: string };
  /** The member's signed links to a page image and the original: an outsider holding them still gets 404. */
  let signedFiles: string[];

  const api = async (method: string, url: string, token: string, body?: unknown) => {
    const response = await fetch(`${server.baseUrl}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { code: number; result: any } };
  };

  beforeAll(async () => {
    server = await startSeededServer({ env: { TRUST_PROXY: "loopback" } });
    const teacher = await loginThroughApi(server.baseUrl, TEACHER);
    const member = await loginThroughApi(server.baseUrl, MEMBER);
    const batchId = (await api("GET", "/api/Training/batch-list", teacher)).body.result.jssList[0].id as number;

    // A 课件 converted from a PDF, as the demo has none.
    const form = new FormData();
    form.set("title", "访问规则测试课件");
    form.set("file", new File([new Uint8Array(handWrittenPdf(2))], "rule.pdf"));
    const uploaded = await fetch(`${server.baseUrl}/material/website/batches/${batchId}/materials`, {
      method: "POST",
      headers: { authorization: `Bearer ${teacher}` },
      body: form,
    });
    const mid = ((await uploaded.json()) as { result: { id: number } }).result.id;
    let status = "";
    for (let attempt = 0; attempt < 300 && status !== "ready"; attempt += 1) {
      status = (await api("GET", `/material/website/batches/${batchId}/materials/${mid}`, teacher)).body.result.status;
      if (status === "failed") throw new Error("the test PDF did not convert");
      if (status !== "ready") await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe("ready");

    const lectureId = (await api("GET", `/lecture/website/lectures?batchId=${batchId}`, member)).body.result[0].id;
    const assignments = await api("GET", `/course/website/training/assignments?batchId=${batchId}`, teacher);
    const assignmentId = assignments.body.result[0].id;
    const members = await api("GET", `/api/Training/batches/${batchId}/members`, teacher);
    const memberUserId = (members.body.result.items as Array<{ userId: number; role: string }>).find(
      (item) => item.role === "student",
    )!.userId;
    ids = { id: batchId, mid, lectureId, assignmentId, memberUserId };

    const pages = await api("GET", `/material/website/batches/${batchId}/materials/${mid}/pages`, member);
    const download = await api("POST", `/material/website/batches/${batchId}/materials/${mid}/download`, member, {});
    signedFiles = [pages.body.result.pages[0].imageUrl, download.body.result.url];

    // Outsiders: a new student of 演示大学 in a batch of their own, and 复旦大学's student.
    const sameSchoolPhone = uniquePhone("139");
    const sameSchool = await registerStudentThroughApi(server.baseUrl, sameSchoolPhone, "Yantu#2026");
    const other = await api("POST", "/api/Training/batches", teacher, { name: "另一个班", term: "2027 届" });
    await api("POST", `/api/Training/batches/${other.body.result.id}/members/import`, teacher, {
      phones: sameSchoolPhone,
    });
    tokens = { teacher, member, sameSchool, otherSchool: await loginThroughApi(server.baseUrl, OTHER_SCHOOL) };
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  const urlOf = (pattern: string, file = "1.jpg") =>
    pattern.replace(/:(\w+)/g, (_, name: string) =>
      name === "file" ? file : name === "page" ? "1" : String(ids[name as keyof typeof ids]),
    );

  const page = (url: string, token: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}${url}`, {
      redirect: "manual",
      ...init,
      headers: {
        accept: "text/html",
        cookie: `Authorization=${token}`,
        origin: server.baseUrl,
        "user-agent": url.startsWith("/mobile/") ? PHONE : DESKTOP,
        ...init.headers,
      },
    });

  it("finds the training pages and resource routes in the build", () => {
    expect(trainingRoutes.length).toBeGreaterThanOrEqual(25);
    expect(trainingRoutes.map((route) => route.pattern)).toEqual(
      expect.arrayContaining([
        "/Training/teacher/:id/export.csv",
        "/Training/student/:id/lectures.ics",
        "/Training/material/:mid/:file",
        "/mobile/Training/student/:id/materials/:mid/:page",
      ]),
    );
  });

  it("serves the batch's own people the pages of their side (the ids are real)", async () => {
    const failures: string[] = [];
    for (const route of trainingRoutes) {
      if (route.pattern.includes("/material/")) continue;
      const side = route.pattern.includes("/teacher/") ? tokens.teacher : tokens.member;
      const url = urlOf(route.pattern);
      const response = await page(url, side);
      if (response.status !== 200) failures.push(`${url}: ${response.status}`);
    }
    for (const signed of signedFiles) {
      const response = await page(signed, tokens.member);
      if (response.status !== 200) failures.push(`${signed}: ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 to outsiders on every training route, read or posted", async () => {
    const failures: string[] = [];
    for (const [who, token] of [
      ["same school", tokens.sameSchool],
      ["other school", tokens.otherSchool],
    ] as const) {
      const asked = [
        ...trainingRoutes.flatMap((route) =>
          route.pattern.includes(":file")
            ? [urlOf(route.pattern, "1.jpg"), urlOf(route.pattern, "source.pdf"), ...signedFiles].map((url) => ({
                url,
                post: false,
              }))
            : [{ url: urlOf(route.pattern), post: route.hasAction }],
        ),
      ];
      for (const { url, post } of asked) {
        const read = await page(url, token);
        if (read.status !== 404) failures.push(`${who} GET ${url}: ${read.status}`);
        if (!post) continue;
        const posted = await page(url, token, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "intent=save",
        });
        if (posted.status !== 404) failures.push(`${who} POST ${url}: ${posted.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 to outsiders on every operation of the training API families", async () => {
    /** What a batch's teacher or student would send: valid, so only the access rule can refuse it. */
    const bodies: Record<string, unknown> = {
      "POST /api/Training/batches/{id}/request": {},
      "POST /api/Training/batches/{id}/members/import": { phones: "13800000002" },
      "POST /api/Training/batches/{id}/members/{userId}/approve": {},
      "POST /api/Training/batches/{id}/members/{userId}/decline": {},
      "POST /api/Training/batches/{id}/members/{userId}/remove": {},
      "POST /lecture/website/lectures": {
        batchId: ids.id,
        title: "越权讲座",
        teacher: "某老师",
        startsAt: "2027-03-01T19:00",
        endsAt: "2027-03-01T21:00",
        room: "302",
      },
      "PUT /lecture/website/lectures/{lectureId}": {
        title: "越权讲座",
        teacher: "某老师",
        startsAt: "2027-03-01T19:00",
        endsAt: "2027-03-01T21:00",
        room: "302",
      },
      "DELETE /lecture/website/lectures/{lectureId}": {},
      "POST /lecture/website/lectures/{lectureId}/collect": { on: true },
      "POST /material/website/batches/{batchId}/materials/{id}/download": {},
      "DELETE /material/website/batches/{batchId}/materials/{id}": {},
      "POST /course/website/training/assignments": {
        batchId: ids.id,
        title: "越权作业",
        dueAt: "2027-03-01T23:00",
        kind: "words",
        wordTarget: 20,
      },
      "DELETE /course/website/training/assignments/{assignmentId}": {},
      "POST /course/website/training/assignments/{assignmentId}/remind": {},
    };
    const document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([pattern, methods]) =>
      FAMILIES.some((family) => pattern.startsWith(family))
        ? Object.entries(methods).map(([method, operation]) => ({ pattern, method: method.toUpperCase(), operation }))
        : [],
    );
    expect(operations.length).toBeGreaterThanOrEqual(25);
    const failures: string[] = [];
    for (const { pattern, method, operation } of operations) {
      const key = `${method} ${pattern}`;
      if (NOT_OF_A_BATCH.has(key)) continue;
      const query = operation.parameters?.some((parameter) => parameter.in === "query" && parameter.name === "batchId")
        ? `?batchId=${ids.id}`
        : "";
      const url = `${pattern.replace(/\{(\w+)\}/g, (_, name: string) =>
        String(
          name === "batchId"
            ? ids.id
            : name === "id" && pattern.includes("/materials/")
              ? ids.mid
              : name === "userId"
                ? ids.memberUserId
                : ids[name as keyof typeof ids],
        ),
      )}${query}`;
      if (method !== "GET" && !(key in bodies) && !key.endsWith("/materials")) {
        failures.push(`${key}: no body given to this test`);
        continue;
      }
      for (const token of OPEN_TO_THE_SCHOOL.has(key)
        ? [tokens.otherSchool]
        : [tokens.sameSchool, tokens.otherSchool]) {
        let status: number;
        if (method === "POST" && key.endsWith("/materials")) {
          const form = new FormData();
          form.set("title", "越权课件");
          form.set("file", new File([new Uint8Array(handWrittenPdf(1))], "x.pdf"));
          status = (
            await fetch(`${server.baseUrl}${url}`, {
              method,
              headers: { authorization: `Bearer ${token}` },
              body: form,
            })
          ).status;
        } else status = (await api(method, url, token, method === "GET" ? undefined : bodies[key])).status;
        if (status !== 404) failures.push(`${key} (${url}): ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
