// The shapes of a bench target and of what measuring it reads (targets.ts lists the targets; target-probe.ts and
// answer-preparation.ts read answers off the wire). Types only, so the files that use them need not import each other.
import type http from "node:http";
import type autocannon from "autocannon";
import type { AnswerCounts } from "./answer-queue";

export interface ProbeResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (compressed when the server compressed it). */
  wireBytes: number;
  /** The decoded body. */
  body: Buffer;
}

type DeviceKind = "desktop" | "mobile";
export type TargetKind = "page" | "api" | "control";
/** How the demo student's session travels: the browser's HttpOnly cookie, or the API clients' bearer header. */
type Credential = "none" | "session-cookie" | "bearer";

/** What the runner knows once the server is up. */
export interface TargetContext {
  /** The demo student's session token (empty when no target needs one). */
  accessToken: string;
  /** URL path of the control file written for this run. */
  controlPath: string;
}

interface TargetCheck {
  /** The Content-Type the answer must have. */
  contentType: RegExp;
  /** Texts the decoded body must contain: proof that it is the intended page and, for sessions, the right user. */
  contains?: readonly string[];
  /** JSON answers: the spec's envelope must say code 200; `result` may be checked further (return a problem or null). */
  envelope?: (result: unknown) => string | null;
}

/**
 * Requests that differ one from the next (each answer answers another card), for a target with `prepare`: made once
 * the server is up, before the check; the source brings its own user.
 */
export interface RequestSource {
  /** Sent with every request of the source (its user's bearer token), over the runner's headers. */
  headers: Record<string, string>;
  /** One request for the check before measuring (decoded like the runner's probe). */
  probe(url: string, headers: Record<string, string>): Promise<ProbeResponse>;
  /** autocannon's per-request generation (`requests: [{ setupRequest, onResponse }]`) for a load run. */
  requests(): autocannon.Request[];
  describe(): string;
  counts(): AnswerCounts;
}

export interface BenchTarget {
  /** Stable key for the table and the JSON report. */
  id: string;
  label: string;
  kind: TargetKind;
  /** Picks the user agent (the server redirects by device, app/lib/device-routing.ts). */
  device: DeviceKind;
  credential: Credential;
  path: (context: TargetContext) => string;
  check: TargetCheck;
  /** Targets whose requests differ one from the next (the answers): see RequestSource. */
  prepare?: (baseUrl: string) => Promise<RequestSource>;
}
