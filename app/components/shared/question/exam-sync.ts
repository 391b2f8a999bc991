// The hydrated exam page's answer saver: each answer goes into a queue in localStorage first (so a reload or a dropped
// connection loses nothing), then to the server through the JSON API (PUT /question/website/attempts/{id}/answers
// with the time the student gave it; the cookie session authenticates), one at a time. While the browser is offline,
// or when a request fails, the queue waits and is retried when the `online` event fires or after a pause; the server
// keeps the newest answer by answeredAt, so a late sync never overwrites a later answer. A refusal (409: the time is
// up, the attempt was submitted) empties the queue and is reported with the server's message.
import { useCallback, useEffect, useRef, useState } from "react";
import {
  dequeueAnswer,
  enqueueAnswer,
  parseQueue,
  queueStorageKey,
  type QueuedAnswer,
} from "~/modules/question/attempts/exam-pages";

export type SyncStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved" }
  | { kind: "offline"; count: number }
  | { kind: "failed"; count: number }
  | { kind: "syncing"; count: number }
  | { kind: "refused"; message: string };

const RETRY_MS = 4_000;

function readQueue(attemptId: number): QueuedAnswer[] {
  try {
    return parseQueue(window.localStorage.getItem(queueStorageKey(attemptId))).filter(
      (entry) => entry.attemptId === attemptId,
    );
  } catch {
    return [];
  }
}

function writeQueue(attemptId: number, queue: readonly QueuedAnswer[]) {
  try {
    if (queue.length === 0) window.localStorage.removeItem(queueStorageKey(attemptId));
    else window.localStorage.setItem(queueStorageKey(attemptId), JSON.stringify(queue));
  } catch {
    // Storage full or disabled: the queue still lives in memory for this page.
  }
}

type SendOutcome =
  | { ok: true }
  | { ok: false; network: true }
  | { ok: false; network: false; status: number; message: string };

async function sendJson(path: string, body: unknown): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "PUT",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, network: true };
  }
  let envelope: { code?: number; msg?: string } = {};
  try {
    envelope = (await response.json()) as { code?: number; msg?: string };
  } catch {
    return { ok: false, network: true };
  }
  if (response.ok && envelope.code === 200) return { ok: true };
  if (response.status >= 500 || response.status === 429) return { ok: false, network: true };
  return { ok: false, network: false, status: response.status, message: envelope.msg ?? "" };
}

const answerPath = (attemptId: number) => `/question/website/attempts/${attemptId}/answers`;
const flagPath = (attemptId: number) => `/question/website/attempts/${attemptId}/flags`;

/** The saver of one attempt: `give` an answer, `flag` a question, `flush` now; `status` for the page to show. */
export function useAnswerSync(attemptId: number, onRefused: (message: string) => void) {
  const queue = useRef<QueuedAnswer[]>([]);
  const running = useRef(false);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refused = useRef(false);
  const [status, setStatus] = useState<SyncStatus>({ kind: "idle" });
  const [pending, setPending] = useState(0);
  const refusedHandler = useRef(onRefused);
  refusedHandler.current = onRefused;

  const update = useCallback(
    (next: QueuedAnswer[]) => {
      queue.current = next;
      writeQueue(attemptId, next);
      setPending(next.length);
    },
    [attemptId],
  );

  const flush = useCallback(async (): Promise<boolean> => {
    if (running.current || refused.current) return queue.current.length === 0;
    if (retry.current) {
      clearTimeout(retry.current);
      retry.current = null;
    }
    if (queue.current.length === 0) return true;
    if (!navigator.onLine) {
      setStatus({ kind: "offline", count: queue.current.length });
      return false;
    }
    running.current = true;
    const backlog = queue.current.length > 1;
    setStatus(backlog ? { kind: "syncing", count: queue.current.length } : { kind: "saving" });
    try {
      while (queue.current.length > 0) {
        const entry = queue.current[0]!;
        const outcome = await sendJson(answerPath(attemptId), {
          questionId: entry.questionId,
          answer: entry.answer,
          answeredAt: entry.answeredAt,
        });
        if (outcome.ok) {
          update(dequeueAnswer(queue.current, entry));
          continue;
        }
        if (outcome.network) {
          const count = queue.current.length;
          setStatus(navigator.onLine ? { kind: "failed", count } : { kind: "offline", count });
          retry.current = setTimeout(() => void flush(), RETRY_MS);
          return false;
        }
        if (outcome.status === 409 || outcome.status === 404) {
          refused.current = true;
          update([]);
          setStatus({ kind: "refused", message: outcome.message });
          refusedHandler.current(outcome.message);
          return false;
        }
        // A 400 (an answer the question cannot take): dropped, with its message; the others go on.
        update(dequeueAnswer(queue.current, entry));
        setStatus({ kind: "refused", message: outcome.message });
      }
      setStatus({ kind: "saved" });
      return true;
    } finally {
      running.current = false;
    }
  }, [attemptId, update]);

  // Answers queued by an earlier visit of this page (a reload while offline) go first; `online` resumes the sync.
  useEffect(() => {
    update(readQueue(attemptId));
    if (queue.current.length > 0) void flush();
    const online = () => void flush();
    const offline = () => {
      if (queue.current.length > 0) setStatus({ kind: "offline", count: queue.current.length });
    };
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
      if (retry.current) clearTimeout(retry.current);
    };
  }, [attemptId, flush, update]);

  const give = useCallback(
    (questionId: number, answer: unknown, answeredAt: number = Date.now()) => {
      if (refused.current) return;
      update(enqueueAnswer(queue.current, { attemptId, questionId, answer, answeredAt }));
      setStatus(navigator.onLine ? { kind: "saving" } : { kind: "offline", count: queue.current.length });
    },
    [attemptId, update],
  );

  const flag = useCallback(
    async (questionId: number, flagged: boolean): Promise<boolean> => {
      const outcome = await sendJson(flagPath(attemptId), { questionId, flagged });
      if (outcome.ok) return true;
      if (!outcome.network && outcome.status === 409) {
        refused.current = true;
        refusedHandler.current(outcome.message);
      }
      return false;
    },
    [attemptId],
  );

  return { status, pending, give, flush, flag };
}
