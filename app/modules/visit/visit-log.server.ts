// Visit logs: one row per page view (spec sections 3, 4 and 7), written in batches so logging never slows a page.
// How views become rows — the server records document requests itself, the browser reports client-side navigations
// and adds the screen size — is in docs/decisions/0005-visit-log.md. In short:
//   - root's loader calls recordPageView(request, context, user): for a real document GET (not a `.data` request, not
//     a prefetch, not a bot) it prepares a row and returns a view id for the page's data;
//   - entry.server's handleRequest calls commitPageView(loadContext) when it renders the document, so a document
//     request answered with a redirect (a child loader's requireUser) is not a view;
//   - POST /api/System/web-visitlog either adds a row (a client-side navigation) or, given `viewId`, adds the screen
//     size and visitor id to the row the server recorded.
// Rows wait in an in-process queue flushed every second or at 200 rows with one multi-row insert, and on shutdown
// (appLifecycle.close). The queue is capped: with the database away it drops its oldest rows and says how many.
import crypto from "node:crypto";
import { parse as parseCookies } from "cookie";
import type { Insertable, Kysely } from "kysely";
import { db } from "~/db/client.server";
import type { Database, VisitLogTable } from "~/db/schema";
import { isCounterRobot } from "~/modules/usage/counter-robots";
import { classify, MAX_URL_LENGTH } from "./visit-classify.server";
import type { WebVisitLogInput } from "./visit-schemas";

type NewVisitLog = Insertable<VisitLogTable>;
/**
 * Every column given (null where unknown): a multi-row INSERT needs the same columns in every row on SQLite. The
 * COUNTER robot flag is set by both of the app's writers (and defaults to 0 for rows written otherwise).
 */
export type VisitLogRow = Required<Omit<NewVisitLog, "id" | "counter_robot">> & Pick<NewVisitLog, "counter_robot">;

/** What the browser adds to a view the server recorded: the screen, and the visitor id the first response set. */
export interface ViewPatch {
  screenwidth?: number | null;
  screenheight?: number | null;
  uuid?: string | null;
}

export interface VisitLogQueueOptions {
  db: Kysely<Database>;
  /** How long a row may wait before it is written. */
  flushIntervalMs?: number;
  /** Rows per INSERT; reaching it writes at once. */
  batchSize?: number;
  /** The most rows kept while the database cannot take them; beyond it the oldest are dropped. */
  maxQueued?: number;
  /** How many flushes a screen-size follow-up waits for its row to appear (another process may still hold it). */
  maxPatchAttempts?: number;
  warn?: (message: string) => void;
}

export interface VisitLogQueueStats {
  queued: number;
  pendingPatches: number;
  written: number;
  dropped: number;
  failedFlushes: number;
}

const FAILURE_WARNING_INTERVAL_MS = 30_000;

export class VisitLogQueue {
  private readonly db: Kysely<Database>;
  private readonly flushIntervalMs: number;
  private readonly batchSize: number;
  private readonly maxQueued: number;
  private readonly maxPatchAttempts: number;
  private readonly warn: (message: string) => void;
  private rows: VisitLogRow[] = [];
  private patches = new Map<string, { patch: ViewPatch; attempts: number }>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private closed = false;
  private droppedSinceWarning = 0;
  private lastFailureWarning = 0;
  private readonly stats = { written: 0, dropped: 0, failedFlushes: 0 };

  constructor(options: VisitLogQueueOptions) {
    this.db = options.db;
    this.flushIntervalMs = options.flushIntervalMs ?? 1_000;
    this.batchSize = options.batchSize ?? 200;
    this.maxQueued = options.maxQueued ?? 20_000;
    this.maxPatchAttempts = options.maxPatchAttempts ?? 5;
    this.warn = options.warn ?? ((message) => console.warn(message));
  }

  getStats(): VisitLogQueueStats {
    return { queued: this.rows.length, pendingPatches: this.patches.size, ...this.stats };
  }

  enqueue(row: VisitLogRow): void {
    if (this.closed) {
      this.drop(1);
      this.warnDropped("after shutdown began");
      return;
    }
    // Every row lists every column (SQLite's multi-row VALUES has no DEFAULT): the robot flag too.
    this.rows.push({ ...row, counter_robot: row.counter_robot ?? 0 });
    this.enforceCap();
    if (this.rows.length >= this.batchSize) void this.flush();
    else this.schedule();
  }

  /** Adds what the browser reported to the view `viewId`: in the queue if it is still here, else in the database. */
  patchView(viewId: string, patch: ViewPatch): void {
    const queued = this.rows.find((row) => row.view_id === viewId);
    if (queued) {
      applyPatch(queued, patch);
      return;
    }
    if (this.closed) return;
    const existing = this.patches.get(viewId);
    this.patches.set(viewId, { patch: { ...existing?.patch, ...patch }, attempts: existing?.attempts ?? 0 });
    // Follow-ups are tiny; cap them like rows so a flood of made-up ids cannot grow memory.
    if (this.patches.size > this.maxQueued) {
      const oldest = this.patches.keys().next().value;
      if (oldest !== undefined) this.patches.delete(oldest);
    }
    this.schedule();
  }

  /** Writes everything queued now (one INSERT per batch), then the follow-ups. Concurrent calls share one run. */
  flush(): Promise<void> {
    this.flushing ??= this.runFlush().finally(() => {
      this.flushing = undefined;
      if (this.rows.length > 0 || this.patches.size > 0) this.schedule();
    });
    return this.flushing;
  }

  /** Stops the timer and writes what is left; called once at shutdown, before the database closes. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flushing;
    await this.runFlush();
    if (this.rows.length > 0) {
      this.drop(this.rows.length);
      this.rows = [];
      this.warnDropped("at shutdown (the database did not take them)");
    }
    this.patches.clear();
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.flushIntervalMs);
    this.timer.unref();
  }

  private async runFlush(): Promise<void> {
    while (this.rows.length > 0) {
      const batch = this.rows.splice(0, this.batchSize);
      try {
        await this.db.insertInto("visit_logs").values(batch).execute();
        this.stats.written += batch.length;
        this.lastFailureWarning = 0;
      } catch (error) {
        // Keep them for the next attempt, oldest first; the cap decides what cannot wait.
        this.rows.unshift(...batch);
        this.stats.failedFlushes += 1;
        this.enforceCap();
        // Once every 30 s while the database stays away, not once a second.
        const now = Date.now();
        if (now - this.lastFailureWarning >= FAILURE_WARNING_INTERVAL_MS) {
          this.lastFailureWarning = now;
          this.warn(
            `[visit-log] writing ${batch.length} rows failed (${this.rows.length} queued, retrying): ` +
              (error instanceof Error ? error.message : String(error)),
          );
          this.warnDropped("because the queue was full");
        }
        return;
      }
    }
    this.warnDropped("because the queue was full");
    await this.applyPatches();
  }

  private async applyPatches(): Promise<void> {
    if (this.patches.size === 0) return;
    // At most one batch's worth per flush, so a flood of follow-ups cannot turn a flush into thousands of UPDATEs.
    const due = [...this.patches.entries()].slice(0, this.batchSize);
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const [viewId, entry] of due) {
          const result = await patchQuery(trx, viewId, entry.patch).executeTakeFirst();
          const matched = Number(result?.numUpdatedRows ?? 0n) > 0;
          const current = this.patches.get(viewId);
          if (matched || !current || current.attempts + 1 >= this.maxPatchAttempts) this.patches.delete(viewId);
          else current.attempts += 1;
        }
      });
    } catch (error) {
      this.warn(`[visit-log] adding screen sizes failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private enforceCap(): void {
    const excess = this.rows.length - this.maxQueued;
    if (excess > 0) {
      this.rows.splice(0, excess);
      this.drop(excess);
    }
  }

  private drop(count: number): void {
    this.stats.dropped += count;
    this.droppedSinceWarning += count;
  }

  private warnDropped(why: string): void {
    if (this.droppedSinceWarning === 0) return;
    this.warn(
      `[visit-log] dropped ${this.droppedSinceWarning} visit-log rows ${why} (${this.stats.dropped} dropped since start)`,
    );
    this.droppedSinceWarning = 0;
  }
}

function applyPatch(row: VisitLogRow, patch: ViewPatch): void {
  if (row.screenwidth === null && patch.screenwidth != null) row.screenwidth = patch.screenwidth;
  if (row.screenheight === null && patch.screenheight != null) row.screenheight = patch.screenheight;
  if (row.uuid === null && patch.uuid) row.uuid = patch.uuid;
}

function patchQuery(trx: Kysely<Database>, viewId: string, patch: ViewPatch) {
  // Only fills what is still unknown, so a replayed follow-up cannot rewrite a row.
  return trx
    .updateTable("visit_logs")
    .set((eb) => ({
      screenwidth: eb.fn.coalesce("screenwidth", eb.val(patch.screenwidth ?? null)),
      screenheight: eb.fn.coalesce("screenheight", eb.val(patch.screenheight ?? null)),
      uuid: eb.fn.coalesce("uuid", eb.val(patch.uuid ?? null)),
    }))
    .where("view_id", "=", viewId);
}

// The process's queue, on the app's database, made at first use.
let queue: VisitLogQueue | undefined;

function visitLogQueue(): VisitLogQueue {
  queue ??= new VisitLogQueue({ db });
  return queue;
}

/** Writes what is queued now (tests, and anything that wants the rows on disk). */
export function flushVisitLogs(): Promise<void> {
  return queue?.flush() ?? Promise.resolve();
}

/** At shutdown, before the database closes: write what is left and stop. */
export async function closeVisitLogs(): Promise<void> {
  await queue?.close();
  queue = undefined;
}

/** The visitor id of the appuuid cookie, when the request carries a well-formed one. */
export function cookieUuid(request: Request): string | null {
  const value = parseCookies(request.headers.get("cookie") ?? "").appuuid;
  return value && /^[A-Za-z0-9_-]{8,64}$/.test(value) ? value : null;
}

/**
 * A request for a page the browser will show: a GET for a document (not Remix's `<path>.data` fetch of a client-side
 * navigation or of a revalidation after an action, not the loaders' pass after a document POST's action, and not a
 * speculative prefetch). Browsers say so with
 * Sec-Fetch-Dest; older ones that do not send it ask for HTML, which `.data` fetches never do.
 */
export function isDocumentView(request: Request): boolean {
  if (request.method !== "GET") return false;
  // After a document POST's action, Remix runs the loaders with a GET copy of the POST's headers: a form re-rendered
  // in place is not a new view (with JavaScript it is no navigation either). Browsers send no Content-Type on GET.
  if (request.headers.has("content-type")) return false;
  const purpose = `${request.headers.get("sec-purpose") ?? ""} ${request.headers.get("purpose") ?? ""}`.toLowerCase();
  if (purpose.includes("prefetch")) return false;
  const dest = request.headers.get("sec-fetch-dest");
  if (dest) return dest === "document" || dest === "iframe";
  return (request.headers.get("accept") ?? "").toLowerCase().includes("text/html");
}

// Views prepared by root's loader, waiting for the document to be rendered. Keyed by the request's load context
// (one object per request, the same one Remix hands the loaders and entry.server), so nothing leaks between
// requests and a view whose document was never rendered is simply forgotten.
const pendingViews = new WeakMap<object, VisitLogRow>();

/**
 * For root's loader. Prepares the row for this page view when the request is a real document GET (not a bot) and
 * returns its view id, which the page hands to <VisitBeacon> so the browser can add the screen size; null otherwise.
 * The row is written only once commitPageView(context) confirms the document was rendered.
 */
export function recordPageView(
  request: Request,
  context: object & { clientIp?: string; newVisitorId?: string },
  user: { id: number } | null | undefined,
): string | null {
  if (!isDocumentView(request)) return null;
  const url = new URL(request.url);
  const userAgent = request.headers.get("user-agent");
  const fields = classify(userAgent, request.headers.get("referer"), url.host);
  if (fields.isBot) return null;
  const { isBot: _bot, ...payload } = fields;
  const viewId = crypto.randomBytes(16).toString("base64url");
  pendingViews.set(context, {
    ...payload,
    ip: context.clientIp ?? "",
    screenwidth: null,
    screenheight: null,
    currenturl: url.href.slice(0, MAX_URL_LENGTH),
    uuid: cookieUuid(request) ?? context.newVisitorId ?? null,
    user_id: user?.id ?? null,
    view_id: viewId,
    counter_robot: isCounterRobot(userAgent) ? 1 : 0,
    created_at: Date.now(),
  });
  return viewId;
}

/** For entry.server's handleRequest: the document is being rendered, so the view prepared for it counts. */
export function commitPageView(context: object | undefined): void {
  if (!context) return;
  const row = pendingViews.get(context);
  if (!row) return;
  pendingViews.delete(context);
  visitLogQueue().enqueue(row);
}

export interface ClientVisitMeta {
  request: Request;
  /** The client address Express resolved; whatever `ip` the body carried is ignored. */
  clientIp: string;
  user: { id: number } | null;
}

export type ClientVisitOutcome = "logged" | "completed" | "ignored-bot";

/** POST /api/System/web-visitlog: a client-side navigation (a new row), or the follow-up of a server-recorded view. */
export function recordClientVisit(
  input: WebVisitLogInput,
  { request, clientIp, user }: ClientVisitMeta,
): ClientVisitOutcome {
  const userAgent = request.headers.get("user-agent");
  const uuid = input.uuid ?? cookieUuid(request);
  if (input.viewId) {
    // Bots never got a view id; a follow-up only fills blanks, so there is nothing to refuse here.
    visitLogQueue().patchView(input.viewId, { screenwidth: input.screenwidth, screenheight: input.screenheight, uuid });
    return "completed";
  }
  const fields = classify(userAgent, input.referrer, new URL(request.url).host);
  if (fields.isBot) return "ignored-bot";
  const { isBot: _bot, ...payload } = fields;
  visitLogQueue().enqueue({
    ...payload,
    ip: clientIp,
    screenwidth: input.screenwidth ?? null,
    screenheight: input.screenheight ?? null,
    currenturl: (input.currenturl ?? "").slice(0, MAX_URL_LENGTH),
    uuid,
    user_id: user?.id ?? null,
    view_id: null,
    counter_robot: isCounterRobot(userAgent) ? 1 : 0,
    created_at: Date.now(),
  });
  return "logged";
}
