// The exam load shared by `npm run bench -- --exam` and the server test (tests/server/exam-restart.test.ts): students
// start a timed mock exam through the API, each answers a question every interval (jittered) for the load's duration
// while their clients save as the exam page does (exam-student.ts), the app optionally restarted once in the middle;
// then every queue is drained, and every attempt is read back: each acknowledged answer stored, the deadline unchanged,
// the time left what the deadline means now, and a second start resuming the same attempt.
import { summarizeLatencies, type LatencySummary } from "./statistics";
import {
  compareAnswers,
  timeLeftProblem,
  type AnswerableLeaf,
  type LostAnswer,
  type StoredAnswerRow,
} from "./exam-check";
import type { RestartSignal } from "./exam-options";
import { ExamStudent, ExamTally, type SaveFailure } from "./exam-student";
import type { BenchStudent, ExamSet } from "./bench-students";
import type { RestartTiming } from "./restartable-server";

interface ExamServer {
  baseUrl: string;
  restart(signal: RestartSignal): Promise<RestartTiming>;
}

export interface ExamLoadOptions {
  server: ExamServer;
  students: readonly BenchStudent[];
  sets: readonly ExamSet[];
  durationMs: number;
  intervalMs: number;
  jitter: number;
  restart: { signal: RestartSignal; atMs: number } | null;
  /** How long the queues may take to drain after the load (a failed save waits exam-student.ts RETRY_MS to be resent). */
  drainTimeoutMs?: number;
  seed?: number;
  log?: (line: string) => void;
}

interface ResumeCheck {
  checked: number;
  problems: string[];
}

export interface ExamLoadResult {
  students: number;
  sets: Array<{ id: number; title: string; durationMinutes: number; students: number; leaves: number }>;
  durationSeconds: number;
  intervalSeconds: number;
  saves: {
    given: number;
    sent: number;
    acknowledged: number;
    superseded: number;
    /** Network errors, timeouts, 5xx and 429: retried by the client. */
    failed: number;
    /** Failed outside the restart's gap (from its signal to 2 s after it listens again): none allowed. */
    failedOutsideRestart: number;
    /** 409/404/400: not retried; none allowed. */
    refused: number;
    /** Given but never acknowledged (still queued when the drain gave up, or dropped by a refusal). */
    unacknowledged: number;
    failures: SaveFailure[];
  };
  latency: {
    /** Server-Timing app;dur of acknowledged saves. */
    serverMs: LatencySummary & { samples: number };
    /** The client's round trip (same machine: includes the client's own waits for the CPU). */
    clientMs: LatencySummary & { samples: number };
    missingServerTiming: number;
  };
  answers: {
    expected: number;
    present: number;
    newerThanAcknowledged: number;
    lost: number;
    lostSamples: Array<LostAnswer & { attemptId: number }>;
  };
  /** With the restart: acknowledgedLastSecond counts saves acknowledged in the second before the signal (their commits
   * are the ones a kill could lose), failedInGap the saves that failed from the signal until it listened again. */
  restart:
    | (RestartTiming & { gapMs: number; acknowledgedLastSecond: number; failedInGap: number; resume: ResumeCheck })
    | null;
  /** The read-back at the end: deadlines and time left. */
  clock: ResumeCheck;
  /** A second start after the load: resumes the same attempt. */
  resume: ResumeCheck;
}

interface Envelope<T> {
  code?: number;
  msg?: string;
  result?: T;
}

interface PublicQuestionView {
  id: number;
  kind: string;
  options: Array<{ id: string }>;
  blankCount: number;
  children: PublicQuestionView[];
}

interface AttemptViewShape {
  id: number;
  deadline: string | null;
  secondsLeft: number | null;
  serverTime: string;
  state: string;
  sections: Array<{
    items: Array<{
      question: PublicQuestionView;
      leaves: Array<{ questionId: number; kind: string; answer: StoredAnswerRow["answer"]; answeredAt: string | null }>;
    }>;
  }>;
}

interface StartedShape {
  id: number;
  deadline: string | null;
  secondsLeft: number | null;
  resumed: boolean;
}

/** Saves may fail from a restart's signal until this long after the server listens again (sockets being replaced). */
const RESTART_MARGIN_MS = 2_000;

/** mulberry32: a small seeded generator, so a run's answers can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function api<T>(
  baseUrl: string,
  token: string,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<{ status: number; envelope: Envelope<T> }> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: {
      accept: "application/json",
      cookie: `Authorization=${token}`,
      origin: baseUrl,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  try {
    return { status: response.status, envelope: JSON.parse(text) as Envelope<T> };
  } catch {
    throw new Error(`${method} ${path}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
  }
}

async function inBatches<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** The answerable leaves of an attempt view: each with its question's option ids and blank count. */
function answerableLeaves(view: Pick<AttemptViewShape, "sections">): AnswerableLeaf[] {
  const leaves: AnswerableLeaf[] = [];
  for (const section of view.sections) {
    for (const item of section.items) {
      for (const leaf of item.leaves) {
        const question =
          item.question.id === leaf.questionId
            ? item.question
            : item.question.children.find((child) => child.id === leaf.questionId);
        if (!question) continue;
        const kind = leaf.kind;
        const optionIds = question.options.map((option) => option.id);
        if ((kind === "single" || kind === "multi") && optionIds.length > 0)
          leaves.push({ questionId: leaf.questionId, kind, optionIds, blankCount: 0 });
        else if (kind === "fill" && question.blankCount > 0)
          leaves.push({ questionId: leaf.questionId, kind, optionIds: [], blankCount: question.blankCount });
        else if (kind === "subjective")
          leaves.push({ questionId: leaf.questionId, kind, optionIds: [], blankCount: 0 });
      }
    }
  }
  return leaves;
}

const storedRows = (view: AttemptViewShape): StoredAnswerRow[] =>
  view.sections.flatMap((section) =>
    section.items.flatMap((item) =>
      item.leaves.map((leaf) => ({
        questionId: leaf.questionId,
        answeredAt: leaf.answeredAt === null ? null : Date.parse(leaf.answeredAt),
        answer: leaf.answer,
      })),
    ),
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each student starts a timed exam on one of the sets (in turn), through the API as the exam page does. */
async function startExams(
  options: ExamLoadOptions,
  random: () => number,
): Promise<{ clients: ExamStudent[]; tally: ExamTally; setStats: ExamLoadResult["sets"] }> {
  const { baseUrl } = options.server;
  const tally = new ExamTally();
  const leavesBySet = new Map<number, AnswerableLeaf[]>();
  const counts = new Map<number, number>();
  const clients = await inBatches(options.students, 10, async (student, index) => {
    const set = options.sets[index % options.sets.length]!;
    const { status, envelope } = await api<StartedShape>(baseUrl, student.token, "POST", "/question/website/attempts", {
      setId: set.id,
      mode: "exam",
      timed: true,
    });
    const started = envelope.result;
    if (status !== 200 || !started || started.deadline === null)
      throw new Error(`starting the exam for ${student.phoneNumber}: HTTP ${status} ${envelope.msg ?? ""}`);
    let leaves = leavesBySet.get(set.id);
    if (!leaves) {
      const view = await api<AttemptViewShape>(
        baseUrl,
        student.token,
        "GET",
        `/question/website/attempts/${started.id}`,
      );
      if (!view.envelope.result)
        throw new Error(`reading attempt ${started.id}: HTTP ${view.status} ${view.envelope.msg ?? ""}`);
      leaves = answerableLeaves(view.envelope.result);
      if (leaves.length === 0) throw new Error(`set ${set.id} has no answerable question`);
      leavesBySet.set(set.id, leaves);
    }
    counts.set(set.id, (counts.get(set.id) ?? 0) + 1);
    return new ExamStudent(
      baseUrl,
      { token: student.token, attemptId: started.id, deadline: started.deadline, leaves },
      tally,
      random,
    );
  });
  const setStats = options.sets
    .filter((set) => counts.has(set.id))
    .map((set) => ({ ...set, students: counts.get(set.id) ?? 0, leaves: leavesBySet.get(set.id)?.length ?? 0 }));
  return { clients, tally, setStats };
}

/** A second start of the same set resumes the open attempt: same id, same deadline, the time left from now. */
async function checkResume(
  baseUrl: string,
  clients: readonly ExamStudent[],
  students: readonly BenchStudent[],
  sets: readonly ExamSet[],
): Promise<ResumeCheck> {
  const problems: string[] = [];
  await inBatches(clients, 10, async (client, index) => {
    const set = sets[index % sets.length]!;
    const before = Date.now();
    const { status, envelope } = await api<StartedShape>(
      baseUrl,
      students[index]!.token,
      "POST",
      "/question/website/attempts",
      { setId: set.id, mode: "exam", timed: true },
    );
    const now = (before + Date.now()) / 2;
    const started = envelope.result;
    if (status !== 200 || !started)
      problems.push(`attempt ${client.session.attemptId}: start again → HTTP ${status} ${envelope.msg ?? ""}`);
    else if (!started.resumed || started.id !== client.session.attemptId)
      problems.push(
        `attempt ${client.session.attemptId}: start again → ${started.resumed ? "resumed" : "new"} attempt ${started.id}`,
      );
    else {
      const problem = timeLeftProblem(started, client.session.deadline, now);
      if (problem) problems.push(`attempt ${client.session.attemptId}: ${problem}`);
    }
  });
  return { checked: clients.length, problems };
}

export async function runExamLoad(options: ExamLoadOptions): Promise<ExamLoadResult> {
  const log = options.log ?? (() => undefined);
  const random = seededRandom(options.seed ?? 20_261_125);
  const { baseUrl } = options.server;
  const { clients, tally, setStats } = await startExams(options, random);
  log(
    `${clients.length} students started timed exams on ${setStats.length} mock papers; answering every ${options.intervalMs / 1000} s ± ${Math.round(options.jitter * 100)} % for ${options.durationMs / 1000} s`,
  );

  // Answering: each student's first answer at a random moment of the first interval, then every interval ± jitter.
  const loadStart = Date.now();
  const loadEnd = loadStart + options.durationMs;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const schedule = (client: ExamStudent, delay: number) => {
    if (Date.now() + delay >= loadEnd) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      client.give();
      schedule(client, options.intervalMs * (1 + options.jitter * (2 * random() - 1)));
    }, delay);
    timers.add(timer);
  };
  for (const client of clients) schedule(client, random() * options.intervalMs);

  let restart: ExamLoadResult["restart"] = null;
  const progress = setInterval(() => {
    const seconds = Math.round((Date.now() - loadStart) / 1000);
    log(
      `${seconds} s: ${tally.acknowledged} saves acknowledged, ${tally.failed} failed (retried), ${tally.refused} refused`,
    );
  }, 30_000);
  try {
    if (options.restart) {
      await sleep(Math.max(0, loadStart + options.restart.atMs - Date.now()));
      log(`${Math.round((Date.now() - loadStart) / 1000)} s: ${options.restart.signal} to the app…`);
      const timing = await options.server.restart(options.restart.signal);
      log(
        `the app exited (code ${timing.exit.code}, signal ${timing.exit.signal}) after ${timing.exitedAt - timing.signalledAt} ms and listens again ` +
          `${timing.listeningAt - timing.signalledAt} ms after the signal; checking every attempt resumes`,
      );
      const resume = await checkResume(baseUrl, clients, options.students, options.sets);
      const acknowledgedLastSecond = tally.acknowledgedAt.filter(
        (at) => at >= timing.signalledAt - 1_000 && at <= timing.signalledAt,
      ).length;
      const failedInGap = tally.failedAt.filter(
        (at) => at >= timing.signalledAt && at <= timing.listeningAt + RESTART_MARGIN_MS,
      ).length;
      restart = {
        ...timing,
        gapMs: timing.listeningAt - timing.signalledAt,
        acknowledgedLastSecond,
        failedInGap,
        resume,
      };
    }
    await sleep(Math.max(0, loadEnd - Date.now()));
  } finally {
    clearInterval(progress);
    for (const timer of timers) clearTimeout(timer);
  }

  // Drain: the clients keep retrying (every RETRY_MS) until their queues are empty.
  const drainUntil = Date.now() + (options.drainTimeoutMs ?? 60_000);
  while (clients.some((client) => client.pending > 0 && !client.refused) && Date.now() < drainUntil) await sleep(100);
  const unacknowledged = clients.reduce((sum, client) => sum + client.pending, 0);
  for (const client of clients) client.cancel();

  // Read back every attempt.
  const clockProblems: string[] = [];
  const answers: ExamLoadResult["answers"] = {
    expected: 0,
    present: 0,
    newerThanAcknowledged: 0,
    lost: 0,
    lostSamples: [],
  };
  await inBatches(clients, 8, async (client) => {
    const before = Date.now();
    const { status, envelope } = await api<AttemptViewShape>(
      baseUrl,
      client.session.token,
      "GET",
      `/question/website/attempts/${client.session.attemptId}`,
    );
    const now = (before + Date.now()) / 2;
    const view = envelope.result;
    if (status !== 200 || !view) {
      clockProblems.push(`attempt ${client.session.attemptId}: read back → HTTP ${status} ${envelope.msg ?? ""}`);
      return;
    }
    if (view.state !== "in_progress")
      clockProblems.push(`attempt ${client.session.attemptId}: ${view.state} before its deadline`);
    const problem = timeLeftProblem(view, client.session.deadline, now);
    if (problem) clockProblems.push(`attempt ${client.session.attemptId}: ${problem}`);
    const comparison = compareAnswers(client.acknowledged, storedRows(view));
    answers.expected += comparison.expected;
    answers.present += comparison.present;
    answers.newerThanAcknowledged += comparison.newerThanAcknowledged;
    answers.lost += comparison.lost.length;
    for (const lost of comparison.lost)
      if (answers.lostSamples.length < 10) answers.lostSamples.push({ ...lost, attemptId: client.session.attemptId });
  });
  const resume = await checkResume(baseUrl, clients, options.students, options.sets);

  const inGap = (at: number) =>
    restart !== null && at >= restart.signalledAt && at <= restart.listeningAt + RESTART_MARGIN_MS;
  const failedOutsideRestart = tally.failedAt.filter((at) => !inGap(at)).length;
  return {
    students: clients.length,
    sets: setStats,
    durationSeconds: options.durationMs / 1000,
    intervalSeconds: options.intervalMs / 1000,
    saves: {
      given: tally.given,
      sent: tally.sent,
      acknowledged: tally.acknowledged,
      superseded: tally.superseded,
      failed: tally.failed,
      failedOutsideRestart,
      refused: tally.refused,
      unacknowledged,
      failures: tally.failures.slice(0, 20),
    },
    latency: {
      serverMs: { ...summarizeLatencies(tally.serverMs), samples: tally.serverMs.length },
      clientMs: { ...summarizeLatencies(tally.clientMs), samples: tally.clientMs.length },
      missingServerTiming: tally.missingServerTiming,
    },
    answers,
    restart,
    clock: { checked: clients.length, problems: clockProblems },
    resume,
  };
}

/** Why the run fails its budget and proofs (empty: it passes). The latency budget is judged on runs without a restart. */
export function examLoadProblems(result: ExamLoadResult, budgetP95Ms: number): string[] {
  const problems: string[] = [];
  const { saves, answers, latency } = result;
  if (saves.refused > 0) problems.push(`${saves.refused} saves refused`);
  if (saves.failedOutsideRestart > 0)
    problems.push(`${saves.failedOutsideRestart} saves failed${result.restart ? " outside the restart" : ""}`);
  if (saves.unacknowledged > 0) problems.push(`${saves.unacknowledged} answers never acknowledged`);
  if (answers.lost > 0) problems.push(`${answers.lost} acknowledged answers lost`);
  if (result.clock.problems.length > 0)
    problems.push(
      `${result.clock.problems.length} attempts with a wrong clock afterwards (${result.clock.problems[0]})`,
    );
  if (result.resume.problems.length > 0)
    problems.push(`${result.resume.problems.length} attempts not resumed afterwards (${result.resume.problems[0]})`);
  if (result.restart && result.restart.resume.problems.length > 0) {
    problems.push(
      `${result.restart.resume.problems.length} attempts not resumed after the restart (${result.restart.resume.problems[0]})`,
    );
  }
  if (latency.serverMs.samples === 0) problems.push("no save carried a Server-Timing header");
  // The budget is the steady state's: a restarted process serves its first saves cold (JIT, pool, caches).
  else if (!result.restart && (latency.serverMs.p95 ?? Infinity) > budgetP95Ms)
    problems.push(`p95 server time ${latency.serverMs.p95?.toFixed(2)} ms > ${budgetP95Ms} ms`);
  return problems;
}
