// One benchmark against a running server: log in if a target needs it, write the control file from the desktop home
// page's HTML, check every target's answer, warm each up, then measure them in interleaved rounds (every round
// measures every target once, in a rotated order) so that machine noise falls on all targets alike, and summarize.
import fs from "node:fs";
import type { MeasureOptions } from "./bench-options";
import { onCleanup } from "./cleanup-registry";
import { sizedBody, writeControlFile } from "./control-file";
import { loadRun } from "./load-run";
import { requestHeaders } from "./request-headers";
import { logIn } from "./session-login";
import { median, roundOrder, summarizeTarget, type RunMeasurement, type TargetSummary } from "./statistics";
import { findProblems, probe } from "./target-probe";
import { CONTROL_SOURCE_ID, DEMO_STUDENT, targets as allTargets } from "./targets";
import type { BenchTarget, RequestSource, TargetContext, TargetKind } from "./bench-target";

interface TargetResult {
  id: string;
  label: string;
  kind: TargetKind;
  path: string;
  /** The checked answer before measuring. */
  checked: {
    status: number;
    contentType: string;
    contentEncoding: string;
    decodedBytes: number;
    wireBodyBytes: number;
  };
  runs: RunMeasurement[];
  summary: TargetSummary;
}

export interface BenchResult {
  startedAt: string;
  finishedAt: string;
  /** The control file: its size equals the desktop home page's HTML, its bytes are that HTML. */
  control: { sourceTarget: string; bytes: number; sizesSeen: number[] };
  targets: TargetResult[];
}

export interface MeasureTargetsInput {
  baseUrl: string;
  clientDir: string;
  options: MeasureOptions;
  log: (line: string) => void;
  targets?: readonly BenchTarget[];
}

/** Someone else's `npm run build` may be emptying build/client right now: give it a minute to finish. */
async function waitForDirectory(dir: string, timeoutMs: number, log: (line: string) => void): Promise<void> {
  if (fs.existsSync(dir)) return;
  log(`${dir} is missing (a build in progress?): waiting up to ${timeoutMs / 1000} s`);
  const deadline = Date.now() + timeoutMs;
  while (!fs.existsSync(dir) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
}

/** How many answers of the source page are read to size the control (the median wins). */
const CONTROL_SIZE_SAMPLES = 5;

export async function measureTargets(input: MeasureTargetsInput): Promise<BenchResult> {
  const { baseUrl, options, log } = input;
  const targets = input.targets ?? allTargets;
  const control = targets.find((target) => target.kind === "control");
  const source = targets.find((target) => target.id === CONTROL_SOURCE_ID);
  if (!control || targets.filter((target) => target.kind === "control").length !== 1)
    throw new Error("targets need exactly one control");
  if (!source) throw new Error(`the control's source target ${CONTROL_SOURCE_ID} is not in the list`);
  const startedAt = new Date().toISOString();

  const context: TargetContext = { accessToken: "", controlPath: "" };
  if (targets.some((target) => target.credential !== "none")) {
    context.accessToken = await logIn(baseUrl, DEMO_STUDENT.phoneNumber, DEMO_STUDENT.password);
    log(`logged in as ${DEMO_STUDENT.phoneNumber}`);
  }

  // Size the control from the page as the measurement will receive it.
  const sourceHeaders = requestHeaders(source, context, options);
  const samples: Buffer[] = [];
  for (let index = 0; index < CONTROL_SIZE_SAMPLES; index += 1) {
    const answer = await probe(baseUrl + source.path(context), sourceHeaders);
    const problems = findProblems(source, answer);
    if (problems.length > 0) throw new Error(`${source.id} (${source.path(context)}): ${problems.join("; ")}`);
    samples.push(answer.body);
  }
  const sizesSeen = samples.map((sample) => sample.length);
  const controlBytes = Math.round(median(sizesSeen));
  await waitForDirectory(input.clientDir, 60_000, log);
  const controlFile = writeControlFile(input.clientDir, sizedBody(samples[samples.length - 1]!, controlBytes));
  // Removed by the normal cleanup, and synchronously if the process exits some other way.
  const removeOnExit = () => controlFile.remove();
  process.once("exit", removeOnExit);
  const removeControl = onCleanup("remove the control file", () => {
    controlFile.remove();
    process.off("exit", removeOnExit);
  });
  context.controlPath = controlFile.urlPath;
  log(
    `control file ${controlFile.urlPath}: ${controlBytes} bytes (${source.id} answered ${sizesSeen.join(", ")} bytes)`,
  );

  try {
    // Targets whose requests differ one from the next (the answers) prepare their source now (their own user, a queue).
    const sources = new Map<string, RequestSource>();
    for (const target of targets) {
      if (!target.prepare) continue;
      const source = await target.prepare(baseUrl);
      sources.set(target.id, source);
      log(`${target.id}: ${source.describe()}`);
    }
    const plans = new Map<string, { target: BenchTarget; url: string; headers: Record<string, string> }>();
    const checked = new Map<string, TargetResult["checked"]>();
    const problems: string[] = [];
    for (const target of targets) {
      const url = baseUrl + target.path(context);
      const headers = requestHeaders(target, context, options);
      plans.set(target.id, { target, url, headers });
      const source = sources.get(target.id);
      const answer = source ? await source.probe(url, headers) : await probe(url, headers);
      const found = findProblems(target, answer);
      if (target === control && answer.body.length !== controlBytes) {
        found.push(`served ${answer.body.length} bytes instead of ${controlBytes}`);
      }
      if (found.length > 0) problems.push(`${target.id} (${target.path(context)}): ${found.join("; ")}`);
      checked.set(target.id, {
        status: answer.status,
        contentType: String(answer.headers["content-type"] ?? ""),
        contentEncoding: String(answer.headers["content-encoding"] ?? "identity"),
        decodedBytes: answer.body.length,
        wireBodyBytes: answer.wireBytes,
      });
    }
    if (problems.length > 0) throw new Error(`targets do not answer as intended:\n  ${problems.join("\n  ")}`);
    log(`all ${targets.length} targets answer 200 with the intended content`);

    if (options.warmupSeconds > 0) {
      log(`warming up: ${options.warmupSeconds} s per target`);
      for (const plan of plans.values()) {
        await loadRun(0, {
          url: plan.url,
          headers: plan.headers,
          durationSeconds: options.warmupSeconds,
          connections: options.connections,
          requests: sources.get(plan.target.id)?.requests(),
        });
      }
    }

    const runs = new Map<string, RunMeasurement[]>(targets.map((target) => [target.id, []]));
    for (let round = 0; round < options.runs; round += 1) {
      for (const target of roundOrder(targets, round)) {
        const plan = plans.get(target.id)!;
        // A concurrent `npm run build` empties build/client: put the control back at once, and keep watching while
        // it is measured (its failed requests still count as errors: a rebuild also disturbs the measurement).
        let restored = target === control && controlFile.restoreIfMissing() ? 1 : 0;
        const watcher =
          target === control ? setInterval(() => (restored += controlFile.restoreIfMissing() ? 1 : 0), 100) : undefined;
        const measurement = await loadRun(round + 1, {
          url: plan.url,
          headers: plan.headers,
          durationSeconds: options.durationSeconds,
          connections: options.connections,
          requests: sources.get(target.id)?.requests(),
        }).finally(() => clearInterval(watcher));
        if (restored > 0)
          log(`warning: the control file had gone ${restored}× (build/client rebuilt?) and was written again`);
        runs.get(target.id)!.push(measurement);
        const errors = measurement.non2xx + measurement.socketErrors;
        log(
          `run ${round + 1}/${options.runs} ${target.id.padEnd(18)} ${measurement.requestsPerSecond.toFixed(0).padStart(6)} req/s` +
            `  p50 ${measurement.latencyMs.p50.toFixed(2)} ms  p99 ${measurement.latencyMs.p99.toFixed(2)} ms` +
            (errors > 0 ? `  ${errors} errors` : ""),
        );
      }
    }

    for (const [id, source] of sources) log(`${id}: ${JSON.stringify(source.counts())}`);
    const controlRuns = runs.get(control.id)!;
    return {
      startedAt,
      finishedAt: new Date().toISOString(),
      control: { sourceTarget: source.id, bytes: controlBytes, sizesSeen },
      targets: targets.map((target) => ({
        id: target.id,
        label: target.label,
        kind: target.kind,
        path: target === control ? "/bench-control-….html" : target.path(context),
        checked: checked.get(target.id)!,
        runs: runs.get(target.id)!,
        summary: summarizeTarget(target.id, runs.get(target.id)!, controlRuns),
      })),
    };
  } finally {
    await removeControl();
    if (fs.existsSync(controlFile.filePath)) log(`warning: could not remove ${controlFile.filePath}`);
  }
}
