// The restart proof of issue 14, short enough for CI: 30 students take a timed mock exam on the built server, each
// saving an answer every 1.5 s as the exam page does (queue, resend what was not acknowledged); the server is killed
// (SIGKILL) in the middle and started again on the same database and port. Afterwards every acknowledged answer is
// stored (the newest per question), and every attempt resumes with its deadline and the time left — on SQLite and,
// when reachable, PostgreSQL. A shorter SIGTERM run checks the graceful stop is prompt under load. The full-size run
// with the budget is `npm run bench -- --exam` (scripts/bench/README.md).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { examLoadProblems, runExamLoad, type ExamLoadResult } from "../../scripts/bench/exam-load";
import { createExamStudents } from "../../scripts/bench/bench-students";
import { startRestartableServer, type RestartableServer } from "../../scripts/bench/restartable-server";
import { databaseTargets } from "../support/database-targets";
import { PROJECT_ROOT } from "../support/server-process";
import { seededDatabase } from "../support/server-databases";
import type { TestDatabase } from "../support/test-databases";

const { targets } = await databaseTargets();

/**
 * Downloads the biggest built asset again and again over one keep-alive connection (a new one after an error) until
 * stopped: a static file is read from disk over several turns of the server's event loop, so a request is nearly
 * always in flight on that connection when the signal comes.
 */
function busyKeepAlive(baseUrl: string) {
  const assets = path.join(PROJECT_ROOT, "build/client/assets");
  const biggest = fs
    .readdirSync(assets)
    .map((name) => ({ name, size: fs.statSync(path.join(assets, name)).size }))
    .sort((a, b) => b.size - a.size)[0]!.name;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      await new Promise<void>((resolve) => {
        const request = http.get(
          `${baseUrl}/assets/${biggest}`,
          { agent, headers: { "accept-encoding": "identity" } },
          (response) => {
            response.resume();
            response.once("end", () => resolve());
          },
        );
        request.once("error", () => setTimeout(resolve, 50));
      });
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      agent.destroy();
    },
  };
}

let server: RestartableServer | undefined;
let database: TestDatabase | undefined;

afterEach(async () => {
  await server?.stop();
  await database?.drop();
  server = undefined;
  database = undefined;
});

describe("a timed exam through a SIGTERM restart (sqlite)", () => {
  it("exits promptly under load, finishing in-flight saves, and loses nothing", { timeout: 60_000 }, async () => {
    database = await seededDatabase("sqlite");
    server = await startRestartableServer(database.url);
    const { students, sets } = await createExamStudents(database.url, 20);

    // Besides the students, a client that sends request after request on one keep-alive connection, so a connection
    // is busy at the signal whenever it comes.
    const busy = busyKeepAlive(server.baseUrl);
    let result: ExamLoadResult;
    try {
      result = await runExamLoad({
        server,
        students,
        sets,
        durationMs: 9_000,
        intervalMs: 500,
        jitter: 0.3,
        restart: { signal: "SIGTERM", atMs: 4_000 },
        drainTimeoutMs: 20_000,
      });
    } finally {
      await busy.stop();
    }

    expect(result.restart).toMatchObject({ signal: "SIGTERM", exit: { code: 0 } });
    // Busy keep-alive connections do not hold the old process until its 10-second force close.
    expect(result.restart!.exitedAt - result.restart!.signalledAt).toBeLessThan(3_000);
    expect(result.restart!.acknowledgedLastSecond).toBeGreaterThan(0);
    expect(result.answers.present).toBe(result.answers.expected);
    expect(examLoadProblems(result, Number.POSITIVE_INFINITY)).toEqual([]);
  });
});

describe.each(targets)("a timed exam through a SIGKILL restart (%s)", (target) => {
  it("loses no acknowledged answer and resumes every attempt with its time left", { timeout: 120_000 }, async () => {
    database = await seededDatabase(target);
    server = await startRestartableServer(database.url);
    const { students, sets } = await createExamStudents(database.url, 30);

    const result = await runExamLoad({
      server,
      students,
      sets,
      durationMs: 16_000,
      intervalMs: 1_500,
      jitter: 0.3,
      restart: { signal: "SIGKILL", atMs: 7_000 },
      drainTimeoutMs: 30_000,
    });

    // The load was real and the kill hit it: saves were acknowledged just before it, and some failed in the gap.
    expect(result.saves.acknowledged).toBeGreaterThan(200);
    expect(result.restart).toMatchObject({ signal: "SIGKILL", exit: { signal: "SIGKILL" } });
    expect(result.restart!.acknowledgedLastSecond).toBeGreaterThan(0);
    expect(result.restart!.failedInGap).toBeGreaterThan(0);
    // Every failed save was retried and acknowledged; none refused, none failed outside the gap.
    expect(result.saves).toMatchObject({ refused: 0, failedOutsideRestart: 0, unacknowledged: 0 });
    // Every acknowledged answer is there.
    expect(result.answers.lostSamples).toEqual([]);
    expect(result.answers.present).toBe(result.answers.expected);
    expect(result.answers.expected).toBeGreaterThan(150);
    // Resumed with the deadline it was started with and the time left, right after the restart and at the end.
    expect(result.restart!.resume.problems).toEqual([]);
    expect(result.clock.problems).toEqual([]);
    expect(result.resume.problems).toEqual([]);
    // The budget is the bench's (a shared CI machine's timings prove nothing); all else must hold.
    expect(examLoadProblems(result, Number.POSITIVE_INFINITY)).toEqual([]);
  });
});
