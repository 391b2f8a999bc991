import { describe, expect, it } from "vitest";
import { answerableDueCards } from "./answer-preparation";
import { nextCardProblem } from "./targets";

describe("answerableDueCards", () => {
  const now = Date.parse("2026-11-21T01:00:00Z");
  const item = (wordId: number, state: string, due: string | null) => ({ wordId, bookId: 3, reps: 4, state, due });

  it("keeps review cards (answerable all day) and learning steps due within 15 minutes", () => {
    const items = [
      item(1, "review", "2026-11-21T10:00:00Z"),
      item(2, "relearning", "2026-11-21T01:10:00Z"),
      item(3, "learning", "2026-11-21T03:00:00Z"),
      item(4, "relearning", "2026-11-20T23:00:00Z"),
    ];
    expect(answerableDueCards(items, now).map((card) => card.wordId)).toEqual([1, 2, 4]);
    expect(answerableDueCards(items, now)[0]).toEqual({ wordId: 1, bookId: 3, reps: 4 });
  });
});

describe("nextCardProblem", () => {
  const progress = { dueToday: 3 };
  it("accepts a NextCard and names what is wrong with other answers", () => {
    expect(nextCardProblem({ status: "card", card: { wordId: 1 }, progress })).toBeNull();
    expect(nextCardProblem({ status: "bookFinished", card: null, progress })).toBeNull();
    expect(nextCardProblem({ status: "card", card: null, progress })).toBe("status card without a card");
    expect(nextCardProblem({ status: "sleeping", card: null, progress })).toBe("no NextCard status");
    expect(nextCardProblem({ status: "noneDue", card: null })).toBe("NextCard without progress");
  });
});
