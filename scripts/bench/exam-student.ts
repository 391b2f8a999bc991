// One student of the exam load, saving answers the way the exam page's script does (app/components/shared/question/
// exam-sync.ts): each answer is queued first (the page's own enqueueAnswer/dequeueAnswer: one entry per question, the
// newest by answeredAt), then sent one at a time with PUT /question/website/attempts/{id}/answers and the session
// cookie; a network failure, a 5xx or a 429 leaves the queue as it is and retries after RETRY_MS; a 409/404 refusal
// stops the student (the page empties its queue and shows the message); a 400 drops that answer. Every acknowledged
// save is recorded with its server time (the Server-Timing header) and the client's round trip.
import { dequeueAnswer, enqueueAnswer, type QueuedAnswer } from "~/modules/question/attempts/exam-pages";
import { answerFor, type AcknowledgedAnswer, type AnswerableLeaf, type ExamAnswer } from "./exam-check";

/** exam-sync.ts's pause before retrying after a failed save. */
const RETRY_MS = 4_000;
/** A save without an answer within this long counts as failed (the socket may be to a server that died). */
const REQUEST_TIMEOUT_MS = 10_000;

export interface StudentSession {
  token: string;
  attemptId: number;
  /** ISO, from the start. */
  deadline: string;
  leaves: readonly AnswerableLeaf[];
}

export interface SaveFailure {
  at: number;
  kind: "network" | "refused";
  status: number;
  message: string;
}

/** The counters of every student together (one object shared by all). */
export class ExamTally {
  given = 0;
  sent = 0;
  acknowledged = 0;
  superseded = 0;
  /** Network errors, timeouts, 5xx, 429: retried. */
  failed = 0;
  /** 409, 404, 400: not retried. */
  refused = 0;
  /** Epoch ms each acknowledgement arrived (to count those just before a restart). */
  acknowledgedAt: number[] = [];
  serverMs: number[] = [];
  clientMs: number[] = [];
  /** Acknowledged saves without a Server-Timing header (none expected). */
  missingServerTiming = 0;
  failures: SaveFailure[] = [];
  /** Epoch ms of every failed (retried) save, to tell those in a restart's gap from the others. */
  failedAt: number[] = [];

  record(failure: SaveFailure) {
    if (failure.kind === "network") {
      this.failed += 1;
      this.failedAt.push(failure.at);
    } else this.refused += 1;
    // Enough to say what went wrong; the counters have the totals.
    if (this.failures.length < 200) this.failures.push(failure);
  }
}

/** `app;dur=1.23` → 1.23 (ms), or null. */
export function serverTimingMs(header: string | null): number | null {
  if (!header) return null;
  const match = /(?:^|,)\s*app\s*;[^,]*\bdur=([0-9.]+)/.exec(header);
  return match?.[1] === undefined ? null : Number(match[1]);
}

export class ExamStudent {
  readonly acknowledged: AcknowledgedAnswer[] = [];
  private queue: QueuedAnswer[] = [];
  private running = false;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private serial = 0;

  constructor(
    private readonly baseUrl: string,
    readonly session: StudentSession,
    private readonly tally: ExamTally,
    private readonly random: () => number,
  ) {}

  /** Refused by the server (409/404): the page stops saving. */
  get refused(): boolean {
    return this.stopped;
  }

  get pending(): number {
    return this.queue.length;
  }

  /** The student answers a question now (any of the attempt's, at random). */
  give(): void {
    if (this.stopped) return;
    const leaf = this.session.leaves[Math.floor(this.random() * this.session.leaves.length)]!;
    this.serial += 1;
    const answer = answerFor(leaf, this.random, this.serial);
    this.tally.given += 1;
    this.queue = enqueueAnswer(this.queue, {
      attemptId: this.session.attemptId,
      questionId: leaf.questionId,
      answer,
      answeredAt: Date.now(),
    });
    void this.flush();
  }

  /** Sends the queue, one answer at a time, until it is empty, a save fails (retry later) or the server refuses. */
  async flush(): Promise<void> {
    if (this.running || this.stopped) return;
    if (this.retry) {
      clearTimeout(this.retry);
      this.retry = null;
    }
    this.running = true;
    try {
      while (this.queue.length > 0 && !this.stopped) {
        const entry = this.queue[0]!;
        if (!(await this.send(entry))) {
          if (!this.stopped) this.retry = setTimeout(() => void this.flush(), RETRY_MS);
          return;
        }
      }
    } finally {
      this.running = false;
    }
  }

  /** Stops retrying (the end of a run that gave up waiting). */
  cancel(): void {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  }

  /** One save; true when the queue moved on (acknowledged, or a 400 dropped), false to stop this flush. */
  private async send(entry: QueuedAnswer): Promise<boolean> {
    this.tally.sent += 1;
    const started = performance.now();
    let response: Response;
    let envelope: {
      code?: number;
      msg?: string;
      result?: { savedAt?: string; answeredAt?: string; superseded?: boolean };
    };
    try {
      response = await fetch(`${this.baseUrl}/question/website/attempts/${this.session.attemptId}/answers`, {
        method: "PUT",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          cookie: `Authorization=${this.session.token}`,
          origin: this.baseUrl,
        },
        body: JSON.stringify({ questionId: entry.questionId, answer: entry.answer, answeredAt: entry.answeredAt }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      envelope = (await response.json()) as typeof envelope;
    } catch (error) {
      this.tally.record({
        at: Date.now(),
        kind: "network",
        status: 0,
        message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
      return false;
    }
    const clientMs = performance.now() - started;
    const savedAt = envelope.result?.savedAt;
    if (response.ok && envelope.code === 200 && typeof savedAt === "string") {
      this.tally.acknowledged += 1;
      this.tally.acknowledgedAt.push(Date.now());
      if (envelope.result?.superseded) this.tally.superseded += 1;
      this.tally.clientMs.push(clientMs);
      const serverMs = serverTimingMs(response.headers.get("server-timing"));
      if (serverMs === null) this.tally.missingServerTiming += 1;
      else this.tally.serverMs.push(serverMs);
      const answeredAt = Date.parse(envelope.result?.answeredAt ?? "");
      this.acknowledged.push({
        questionId: entry.questionId,
        answeredAt: Number.isNaN(answeredAt) ? entry.answeredAt : answeredAt,
        answer: entry.answer as ExamAnswer,
      });
      this.queue = dequeueAnswer(this.queue, entry);
      return true;
    }
    const failure = { at: Date.now(), status: response.status, message: envelope.msg ?? "" };
    if (response.status >= 500 || response.status === 429) {
      this.tally.record({ ...failure, kind: "network" });
      return false;
    }
    this.tally.record({ ...failure, kind: "refused" });
    if (response.status === 409 || response.status === 404) {
      this.cancel();
      return false;
    }
    this.queue = dequeueAnswer(this.queue, entry);
    return true;
  }
}
