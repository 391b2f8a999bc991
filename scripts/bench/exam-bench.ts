// npm run bench -- --exam: issue 14's budget — N students (default 300) taking a timed mock exam at once on one
// process, each saving an answer every 10 s (jittered) for D minutes (default 5): no failed save, no lost answer,
// p95 of a save's server time (Server-Timing) ≤ 10 ms. With --restart term|kill the app is restarted in the middle and
// every acknowledged answer must still be there, every attempt resuming with the right time left.
import { buildTimestamp, ensureProductionBuild } from "./app-server";
import { writeJsonReport } from "./bench-report";
import { onCleanup } from "./cleanup-registry";
import { runCommand, usageText } from "./command-line";
import { examLoadProblems, runExamLoad, type ExamLoadResult } from "./exam-load";
import { EXAM_FLAGS, parseExamArgs, type ExamOptions } from "./exam-options";
import { createExamStudents } from "./bench-students";
import { describeMachine, loadAverage } from "./machine-info";
import { startRestartableServer } from "./restartable-server";
import { createRunDatabase } from "./run-database";
import type { LatencySummary } from "./statistics";

const log = (line: string) => console.error(`[bench] ${line}`);
const USAGE = usageText(
  "npm run bench -- --exam",
  "Students taking a timed mock exam at once, saving answers as the exam page does; optionally the app restarted.",
  EXAM_FLAGS,
);

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "–" : value.toFixed(2));
const latencyLine = (label: string, summary: LatencySummary & { samples: number }) =>
  `${label.padEnd(22)} p50 ${ms(summary.p50)}  p95 ${ms(summary.p95)}  p99 ${ms(summary.p99)}  max ${ms(summary.max)} ms  (${summary.samples} saves)`;

function examReport(result: ExamLoadResult, options: ExamOptions): string {
  const { saves, answers, latency, restart } = result;
  const lines = [
    `${result.students} students on ${result.sets.map((set) => `${set.title} (${set.students}, ${set.leaves} questions)`).join(", ")}`,
    `${result.durationSeconds} s of answering, one answer per student every ${result.intervalSeconds} s ± ${Math.round(options.jitter * 100)} %`,
    "",
    `saves: ${saves.given} answers given, ${saves.sent} sent, ${saves.acknowledged} acknowledged (${saves.superseded} superseded by a newer one), ` +
      `${saves.failed} failed and retried (${saves.failedOutsideRestart} outside a restart), ${saves.refused} refused, ${saves.unacknowledged} never acknowledged`,
    `answers read back: ${answers.present} of ${answers.expected} acknowledged (newest per question) stored, ${answers.lost} lost` +
      (answers.newerThanAcknowledged > 0 ? `, ${answers.newerThanAcknowledged} newer than acknowledged` : ""),
    latencyLine("server time (Server-Timing)", latency.serverMs),
    latencyLine("client round trip", latency.clientMs),
    `budget: p95 server time ≤ ${options.budgetP95Ms} ms${restart ? " (judged on runs without a restart; a restarted process starts cold)" : ""}`,
  ];
  if (restart) {
    lines.push(
      "",
      `restart: ${restart.signal} at ${options.restartAtSeconds} s; exited after ${restart.exitedAt - restart.signalledAt} ms (code ${restart.exit.code}, signal ${restart.exit.signal}); ` +
        `listening again ${restart.gapMs} ms after the signal; ${restart.acknowledgedLastSecond} saves acknowledged in the second before the signal, ` +
        `${restart.failedInGap} failed in the gap (resent by their clients)`,
      `after the restart: ${restart.resume.checked - restart.resume.problems.length} of ${restart.resume.checked} attempts resumed with their deadline and the time left`,
    );
  }
  lines.push(
    `at the end: ${result.clock.checked - result.clock.problems.length} of ${result.clock.checked} attempts read back with their deadline and the right time left; ` +
      `${result.resume.checked - result.resume.problems.length} resumed by a second start`,
  );
  return lines.join("\n");
}

async function examBench(options: ExamOptions): Promise<number> {
  const before = loadAverage();
  ensureProductionBuild(log);
  const database = await createRunDatabase(options.database);
  log(`database: ${database.version}`);
  const builtAt = buildTimestamp();
  const server = await startRestartableServer(database.url);
  const stopServer = onCleanup("stop the server", () => server.stop());
  log(`server: ${server.baseUrl} (NODE_ENV=production, demo data, build of ${builtAt})`);
  const { students, sets } = await createExamStudents(database.url, options.students);
  log(`${students.length} students created with a session each`);

  let result: ExamLoadResult;
  try {
    result = await runExamLoad({
      server,
      students,
      sets,
      durationMs: options.minutes * 60_000,
      intervalMs: options.intervalSeconds * 1000,
      jitter: options.jitter,
      restart: options.restart ? { signal: options.restart, atMs: options.restartAtSeconds * 1000 } : null,
      log,
    });
  } catch (error) {
    console.error(server.output().slice(-4000));
    throw error;
  }
  await stopServer();
  await database.drop();

  const after = loadAverage();
  console.log(
    `\n${database.version} · ${describeMachine().cpuCount}× ${describeMachine().cpuModel} · Node ${process.version}\n`,
  );
  console.log(examReport(result, options));
  console.log(`\nload average before ${before.join(" ")}, after ${after.join(" ")}`);
  const problems = examLoadProblems(result, options.budgetP95Ms);
  if (options.outPath) {
    const { outPath, ...settings } = options;
    const report = {
      tool: "npm run bench -- --exam",
      machine: describeMachine(),
      loadAverage: { before, after },
      database: { kind: database.kind, version: database.version },
      builtAt,
      options: settings,
      ...result,
      problems,
    };
    log(`report written to ${writeJsonReport(outPath, report)}`);
  }
  if (problems.length > 0) {
    console.error(`\nFAILED: ${problems.join("; ")}`);
    for (const failure of result.saves.failures.slice(0, 5))
      console.error(`  ${new Date(failure.at).toISOString()} ${failure.kind} ${failure.status} ${failure.message}`);
    for (const lost of result.answers.lostSamples.slice(0, 5)) console.error(`  lost: ${JSON.stringify(lost)}`);
    return 1;
  }
  console.log(
    result.restart
      ? "\nOK: every save that failed in the restart was resent and acknowledged, no lost answer, every attempt resumes with its time left"
      : "\nOK: no failed save, no lost answer, every attempt resumes with its time left, within the budget",
  );
  return 0;
}

export function runExamBench(): void {
  runCommand("bench", USAGE, parseExamArgs, examBench);
}
