// The cards the answer target answers under load: every request answers another card version that is answerable at
// that moment, so no request is a double submission (409) and none is refused as "not due".
//
// - The queue starts with cards fetched before measuring (answer-preparation.ts): the dedicated user's cards due
//   today, and learning steps of new words learned in the preparation.
// - Every request takes the card at the head and answers it 不认识 (NotKnowWord) with the card version it saw (`reps`).
//   Again never graduates a card (ts-fsrs short-term steps: New/Learning → Learning, 1 min; Review/Relearning →
//   Relearning, 10 min), and a pinned learning step may be answered up to 20 minutes early (docs/decisions/0008), so
//   once its answer is back (2xx) the card goes to the tail with reps + 1, answerable again. A card is never in
//   flight twice; with more cards than connections the head is always free.
// - A card whose answer failed or never came back (run ended, timeout) is dropped: the server may have taken it.
// Which rating is sent does not change the server's work (the same reads, FSRS step and writes).
import type autocannon from "autocannon";

export interface AnswerCard {
  wordId: number;
  bookId: number;
  /** The card version the answer applies to (0 for a word never answered). */
  reps: number;
}

export interface QueuedAnswer {
  method: "POST";
  path: string;
  body: string;
  card: AnswerCard;
}

export const ANSWER_PATH = "/api/Word/NotKnowWord";

export interface AnswerCounts {
  sent: number;
  answered: number;
  refused: number;
  /** Taken from the queue but not settled (in flight when a run ended, or lost with a connection). */
  inFlight: number;
  queued: number;
}

export class AnswerQueue {
  private readonly cards: AnswerCard[];
  private head = 0;
  private sent = 0;
  private answered = 0;
  private refused = 0;

  constructor(cards: readonly AnswerCard[]) {
    const keys = new Set(cards.map((card) => `${card.bookId}:${card.wordId}`));
    if (keys.size !== cards.length) throw new Error("the answer queue holds a card twice");
    this.cards = cards.map((card) => ({ ...card }));
  }

  get size(): number {
    return this.cards.length - this.head;
  }

  /** The next answer to send, or null when every card is in flight. */
  take(): QueuedAnswer | null {
    if (this.head >= this.cards.length) return null;
    const card = this.cards[this.head]!;
    this.head += 1;
    // Compact now and then, so a long run does not keep every card ever queued.
    if (this.head > 4096 && this.head * 2 > this.cards.length) {
      this.cards.splice(0, this.head);
      this.head = 0;
    }
    this.sent += 1;
    return { method: "POST", path: ANSWER_PATH, body: JSON.stringify(card), card };
  }

  /** What became of an answer from take(): HTTP status, 0 when no answer came. */
  settle(answer: QueuedAnswer, status: number): void {
    if (status >= 200 && status < 300) {
      this.answered += 1;
      this.cards.push({ ...answer.card, reps: answer.card.reps + 1 });
    } else if (status > 0) {
      this.refused += 1;
    }
  }

  counts(): AnswerCounts {
    return {
      sent: this.sent,
      answered: this.answered,
      refused: this.refused,
      inFlight: this.sent - this.answered - this.refused,
      queued: this.size,
    };
  }
}

/**
 * autocannon's per-request generation over the queue: `setupRequest` takes the head card (kept in the connection's
 * context), `onResponse` settles it. autocannon calls onResponse before building that connection's next request, and
 * resets the context only then, so the context holds exactly the card of the answer being settled.
 */
export function answerRequests(queue: AnswerQueue, headers: Record<string, string>): autocannon.Request[] {
  let lastSent: QueuedAnswer | null = null;
  return [
    {
      setupRequest: (request, context) => {
        // Never null: autocannon aborts when a connection's first request cannot be built. With more cards than
        // connections the queue is never empty; if it were, the last answer is sent again and refused (409), which
        // the run then reports as an error.
        const answer = queue.take() ?? lastSent;
        if (!answer) throw new Error("the answer queue is empty");
        lastSent = answer;
        (context as { answer?: QueuedAnswer }).answer = answer;
        return {
          ...request,
          method: answer.method,
          path: answer.path,
          headers: { ...request.headers, ...headers, "content-type": "application/json" },
          body: answer.body,
        };
      },
      onResponse: (status, _body, context) => {
        const answer = (context as { answer?: QueuedAnswer }).answer;
        if (answer) queue.settle(answer, status);
        delete (context as { answer?: QueuedAnswer }).answer;
      },
    },
  ];
}
