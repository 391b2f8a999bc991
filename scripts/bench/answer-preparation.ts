// Before the answer target is checked and measured: its dedicated user (not the demo student, whose next-card
// targets must not change under the answers) logs in, has the syllabus book chosen and a high daily quota, and the
// queue is filled with cards answerable now — the cards due today (the review list; the big user of the growth run
// has hundreds), topped up with new words learned here through the study API (新词 → 认识, so each is a learning
// step answerable again with its version). See answer-queue.ts for how the queue stays answerable under load.
import http from "node:http";
import { AnswerQueue, answerRequests, type AnswerCard } from "./answer-queue";
import { logIn } from "./session-login";
import type { ProbeResponse, RequestSource } from "./bench-target";
import { readProbeResponse } from "./target-probe";

/** The answer target's user: a demo student with a known password and no vocabulary history of its own. */
export const ANSWER_STUDENT = { phoneNumber: "13800000006", password: "Yantu#2026" } as const;
const ANSWER_BOOK_NAME = "考研英语大纲词汇";
/** Cards wanted in the queue (far more than connections, so a card comes round again only every few hundred answers). */
const ANSWER_QUEUE_MIN = 200;
/** Due cards read at most (the review list, 100 a page). */
const DUE_CARDS_MAX = 3_000;
/** A learning step this close to due may be answered with its version (LEARN_AHEAD_MS is 20 min; keep a margin). */
const STEP_AHEAD_MS = 15 * 60_000;

interface Envelope {
  code?: number;
  msg?: string;
  result?: unknown;
}

interface DueItem {
  wordId: number;
  bookId: number;
  reps: number;
  state: string;
  due: string | null;
}

/** The due-list items answerable now: review cards (all day) and learning steps due within STEP_AHEAD_MS. */
export function answerableDueCards(items: readonly DueItem[], now: number): AnswerCard[] {
  return items
    .filter((item) => item.state === "review" || (item.due !== null && Date.parse(item.due) <= now + STEP_AHEAD_MS))
    .map((item) => ({ wordId: item.wordId, bookId: item.bookId, reps: item.reps }));
}

function client(baseUrl: string, token: string) {
  return async function call<T>(method: "GET" | "POST" | "PUT", path: string, body?: unknown): Promise<T> {
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      throw new Error(`${method} ${path}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
    }
    if (envelope.code !== 200) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg ?? ""}`);
    return envelope.result as T;
  };
}

export interface PreparedAnswers extends RequestSource {
  queue: AnswerQueue;
}

export async function prepareAnswers(baseUrl: string, now: number = Date.now()): Promise<PreparedAnswers> {
  const token = await logIn(baseUrl, ANSWER_STUDENT.phoneNumber, ANSWER_STUDENT.password);
  const call = client(baseUrl, token);
  const { chosenBookId, books } = await call<{
    chosenBookId: number | null;
    books: Array<{ id: number; name: string }>;
  }>("GET", "/api/Book");
  const book = books.find((entry) => entry.name === ANSWER_BOOK_NAME);
  if (!book) throw new Error(`no word book ${ANSWER_BOOK_NAME}`);
  if (chosenBookId !== book.id) await call("PUT", "/api/Book", { bookId: book.id });
  await call("PUT", "/api/Word/settings", { dailyNewWords: 200 });

  const cards: AnswerCard[] = [];
  for (let page = 1; cards.length < DUE_CARDS_MAX; page += 1) {
    const list = await call<{ items: DueItem[] }>("GET", `/api/Word/review?bookId=${book.id}&page=${page}&rows=100`);
    cards.push(...answerableDueCards(list.items, now));
    if (list.items.length < 100) break;
  }
  const due = cards.length;
  let learned = 0;
  while (cards.length < ANSWER_QUEUE_MIN) {
    const { next } = await call<{
      next: { status: string; card: { wordId: number; bookId: number; reps: number; state: string } | null };
    }>("GET", `/api/Book/study?bookId=${book.id}`);
    if (next.status !== "card" || !next.card || next.card.state !== "new") break;
    await call("POST", "/api/Word/KnowWord", { wordId: next.card.wordId, bookId: next.card.bookId, reps: 0 });
    cards.push({ wordId: next.card.wordId, bookId: next.card.bookId, reps: 1 });
    learned += 1;
  }
  const queue = new AnswerQueue(cards);
  const headers = { authorization: `Bearer ${token}` };
  return {
    queue,
    headers,
    describe: () =>
      `${ANSWER_STUDENT.phoneNumber}: ${due} cards due today + ${learned} new words learned for the queue`,
    counts: () => queue.counts(),
    requests: () => answerRequests(queue, headers),
    probe: (url, baseHeaders) => probeAnswer(url, { ...baseHeaders, ...headers }, queue),
  };
}

/** One answer outside autocannon (the check before measuring), from the same queue. */
function probeAnswer(
  url: string,
  headers: Record<string, string>,
  queue: AnswerQueue,
  timeoutMs = 30_000,
): Promise<ProbeResponse> {
  const answer = queue.take();
  if (!answer) return Promise.reject(new Error("the answer queue is empty"));
  const target = new URL(url);
  return new Promise<ProbeResponse>((resolve, reject) => {
    const request = http.request(
      target.origin + answer.path,
      {
        method: answer.method,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(answer.body)),
        },
        timeout: timeoutMs,
      },
      (response) => {
        response.once("end", () => queue.settle(answer, response.statusCode ?? 0));
        readProbeResponse(response).then(resolve, reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`)));
    request.on("error", reject);
    request.end(answer.body);
  });
}
