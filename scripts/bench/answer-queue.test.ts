import type autocannon from "autocannon";
import { describe, expect, it } from "vitest";
import { ANSWER_PATH, AnswerQueue, answerRequests } from "./answer-queue";

const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ wordId: index + 1, bookId: 7, reps: 0 }));

describe("AnswerQueue", () => {
  it("answers the cards in order, each with the version it holds", () => {
    const queue = new AnswerQueue(cards(3));
    const first = queue.take()!;
    expect(first).toEqual({
      method: "POST",
      path: ANSWER_PATH,
      body: JSON.stringify({ wordId: 1, bookId: 7, reps: 0 }),
      card: { wordId: 1, bookId: 7, reps: 0 },
    });
    expect(queue.take()!.card.wordId).toBe(2);
    expect(queue.size).toBe(1);
  });

  it("puts an answered card back at the tail with the next version; a refused or lost one never comes back", () => {
    const queue = new AnswerQueue(cards(3));
    const [a, b, c] = [queue.take()!, queue.take()!, queue.take()!];
    expect(queue.take()).toBeNull();
    queue.settle(b, 200);
    queue.settle(a, 409);
    expect(queue.take()!.card).toEqual({ wordId: 2, bookId: 7, reps: 1 });
    expect(queue.take()).toBeNull();
    expect(queue.counts()).toEqual({ sent: 4, answered: 1, refused: 1, inFlight: 2, queued: 0 });
    queue.settle(c, 0);
    expect(queue.counts().inFlight).toBe(2);
  });

  it("never holds a card twice, so no version is sent twice", () => {
    expect(() => new AnswerQueue([...cards(2), { wordId: 1, bookId: 7, reps: 3 }])).toThrow(/twice/);
  });

  it("keeps its order across compaction over a long run", () => {
    const queue = new AnswerQueue(cards(50));
    const seen: number[] = [];
    for (let index = 0; index < 20_000; index += 1) {
      const answer = queue.take()!;
      seen.push(answer.card.wordId);
      queue.settle(answer, 200);
    }
    expect(seen.slice(0, 3)).toEqual([1, 2, 3]);
    expect(seen[50]).toBe(1);
    expect(seen.at(-1)).toBe(50);
    expect(queue.size).toBe(50);
  });
});

describe("answerRequests", () => {
  it("builds a JSON POST per request from the queue and settles it from the same connection context", () => {
    const queue = new AnswerQueue(cards(2));
    const [request] = answerRequests(queue, { authorization: "Bearer t" });
    const setup = request!.setupRequest as (request: autocannon.Request, context: object) => autocannon.Request;
    const onResponse = request!.onResponse as (status: number, body: string, context: object) => void;
    const context = {};
    const built = setup(
      { method: "GET", path: "/x", headers: { "user-agent": "ua", authorization: "Bearer demo" } },
      context,
    );
    expect(built).toMatchObject({
      method: "POST",
      path: ANSWER_PATH,
      body: JSON.stringify({ wordId: 1, bookId: 7, reps: 0 }),
      headers: { "user-agent": "ua", authorization: "Bearer t", "content-type": "application/json" },
    });
    onResponse(200, "", context);
    expect(queue.counts()).toMatchObject({ answered: 1, inFlight: 0, queued: 2 });
    onResponse(200, "", context);
    expect(queue.counts().answered).toBe(1);
  });
});
