// Issue 25: changing a school's campus ranges while 100 students browse loses no request and gives no 5xx, every
// process answers by the new ranges from the moment the change is acknowledged, and the audit log has exactly one row
// per change. Two built servers share one database (SQLite file, then PostgreSQL when reachable); its library staff change
// 演示大学's ranges through server A's API, the students browse both servers from 203.0.113.0/24 (TEST-NET-3, put in
// and taken out of the school's network by the changes) through a trusted proxy.
import { afterEach, describe, expect, it } from "vitest";
import { databaseTargets } from "../support/database-targets";
import { loginConsoleThroughApi } from "../support/demo-login";
import { type ServerProcess, startServer } from "../support/server-process";
import { seededDatabase, seededDataDir } from "../support/server-databases";
import type { TestDatabase } from "../support/test-databases";

const { targets } = await databaseTargets();
const STUDENTS = 100;
const CHANGES = 6;
/** Gated visits answered in full under each change before the next is sent (waited for, not timed: load varies). */
const VISITS_PER_PHASE = 20;
const DEMO_RANGES = ["127.0.0.0/8", "::1/128", "192.0.2.0/24"];
const STUDENT_RANGE = "203.0.113.0/24";
/**
 * Every server shares one secret, as several processes of one deployment must: the one the seeded template's DATA_DIR
 * holds (each server's own starts as a copy of it), which the demo console accounts' authenticator secrets are sealed
 * with.
 */
const env = { TRUST_PROXY: "loopback" };

interface Visit {
  server: number;
  path: string;
  startedAt: number;
  endedAt: number;
  status: number | "error";
}

let database: TestDatabase | undefined;
const servers: ServerProcess[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  await database?.drop();
  database = undefined;
});

/** The school of the console account behind `token` (演示大学 for the demo staff). */
async function adminSchoolOf(baseUrl: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/console/me`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { result: { adminSchoolId: number | null } | null };
  if (!body.result?.adminSchoolId) throw new Error(`no school in /api/console/me: ${JSON.stringify(body)}`);
  return body.result.adminSchoolId;
}

describe.each(targets)("campus ranges changed under load (%s)", (target) => {
  it("keeps every request answered, by the ranges in force, with one audit row per change", {
    timeout: 180_000,
  }, async () => {
    // Both on one copy of the seeded template (the demo data).
    database = await seededDatabase(target);
    for (let index = 0; index < 2; index++)
      servers.push(await startServer({ databaseUrl: database.url, dataFrom: seededDataDir(target), env }));
    const [a] = servers as [ServerProcess, ServerProcess];
    const staff = await loginConsoleThroughApi(a.baseUrl, "school");
    const schoolId = await adminSchoolOf(a.baseUrl, staff);

    // Each change is [when it was sent, when it was acknowledged, whether the students are on campus after it].
    const changes: { sentAt: number; ackedAt: number; onCampus: boolean }[] = [];
    const changeRanges = async (onCampus: boolean) => {
      const ranges = onCampus ? [...DEMO_RANGES, STUDENT_RANGE] : DEMO_RANGES;
      const sentAt = performance.now();
      const response = await fetch(`${a.baseUrl}/api/console/schools/${schoolId}/campus-ranges`, {
        method: "PUT",
        headers: { authorization: `Bearer ${staff}`, "content-type": "application/json" },
        body: JSON.stringify({ ranges: ranges.join("\n") }),
      });
      const body = (await response.json()) as { code: number; msg: string };
      if (body.code !== 200) throw new Error(`saving the ranges failed: ${JSON.stringify(body)}`);
      changes.push({ sentAt, ackedAt: performance.now(), onCampus });
    };

    const visits: Visit[] = [];
    let browsing = true;
    const student = async (index: number) => {
      const ip = `203.0.113.${(index % 250) + 1}`;
      for (let turn = 0; browsing; turn += 1) {
        const server = (index + turn) % servers.length;
        // The gated policy list answers 200 on campus and 403 off it; the home page is open to everyone.
        const path = turn % 3 === 2 ? "/" : "/policy";
        const startedAt = performance.now();
        let status: Visit["status"];
        try {
          const response = await fetch(`${servers[server]!.baseUrl}${path}`, {
            headers: { "x-forwarded-for": ip },
            redirect: "manual",
          });
          await response.arrayBuffer();
          status = response.status;
        } catch {
          status = "error";
        }
        visits.push({ server, path, startedAt, endedAt: performance.now(), status });
      }
    };

    /** Waits until VISITS_PER_PHASE gated visits begun after `since` have been answered (a minute at most). */
    const phase = async (since: number) => {
      const deadline = performance.now() + 60_000;
      const answered = () => visits.filter((visit) => visit.path === "/policy" && visit.startedAt >= since).length;
      while (answered() < VISITS_PER_PHASE) {
        if (performance.now() > deadline) throw new Error(`only ${answered()} gated visits answered in a minute`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    const browsers = Array.from({ length: STUDENTS }, (_, index) => student(index));
    try {
      await phase(0);
      for (let change = 0; change < CHANGES; change += 1) {
        await changeRanges(change % 2 === 0);
        await phase(changes.at(-1)!.ackedAt);
      }
    } finally {
      // Also when a phase or a change fails: else the students browse on, against servers afterEach has stopped (each
      // visit an instant connection error), and the file never ends (seen: 30 minutes on a loaded machine).
      browsing = false;
      await Promise.all(browsers);
    }

    // Nothing lost, nothing broken.
    expect(visits.filter((visit) => visit.status === "error")).toEqual([]);
    expect(visits.filter((visit) => typeof visit.status === "number" && visit.status >= 500)).toEqual([]);
    expect(visits.filter((visit) => visit.path === "/" && visit.status !== 200)).toEqual([]);
    expect(visits.length).toBeGreaterThanOrEqual(VISITS_PER_PHASE * (CHANGES + 1));

    // A gated visit begun after a change was acknowledged and ended before the next one was sent is answered by
    // that change's ranges, on either server: the change takes effect at once on every process.
    const wrong: string[] = [];
    const judged: number[] = [];
    for (const [index, change] of changes.entries()) {
      const nextSentAt = changes[index + 1]?.sentAt ?? Number.POSITIVE_INFINITY;
      judged[index] = 0;
      for (const visit of visits) {
        if (visit.path !== "/policy" || visit.startedAt < change.ackedAt || visit.endedAt > nextSentAt) continue;
        judged[index] += 1;
        const expected = change.onCampus ? 200 : 403;
        if (visit.status !== expected) wrong.push(`server ${visit.server} answered ${visit.status}, not ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
    // Every change has visits judged by it: the phases waited for them to be answered before the next change.
    for (const count of judged) expect(count).toBeGreaterThanOrEqual(VISITS_PER_PHASE);
    // Before the first change the students were off campus.
    const before = visits.filter((visit) => visit.path === "/policy" && visit.endedAt < changes[0]!.sentAt);
    expect(before.every((visit) => visit.status === 403)).toBe(true);

    // Exactly one audit row per change.
    const audit = await fetch(`${a.baseUrl}/api/console/audit?limit=100`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    const rows = ((await audit.json()) as { result: { items: { action: string; schoolId: number | null }[] } }).result
      .items;
    const rangeRows = rows.filter((row) => row.schoolId === schoolId && row.action === "school.ranges");
    expect(rangeRows).toHaveLength(CHANGES);
  });
});
