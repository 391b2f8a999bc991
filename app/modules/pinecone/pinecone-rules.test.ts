// The 松果 rules: milestones, keys, what the ledger says (docs/decisions/0024).
import { describe, expect, it } from "vitest";
import { milestonesReached, pineconeEntryTitle, pineconeKeys, signedAmount } from "./pinecone-rules";

describe("milestonesReached", () => {
  it("gives each milestone the run has reached", () => {
    expect(milestonesReached(6)).toEqual([]);
    expect(milestonesReached(7).map((m) => [m.days, m.amount])).toEqual([[7, 20]]);
    expect(milestonesReached(29).map((m) => m.days)).toEqual([7]);
    expect(milestonesReached(30).map((m) => [m.days, m.amount])).toEqual([
      [7, 20],
      [30, 100],
    ]);
    expect(milestonesReached(150).map((m) => [m.days, m.amount])).toEqual([
      [7, 20],
      [30, 100],
      [100, 300],
    ]);
  });
});

describe("keys and titles", () => {
  it("names each earning once", () => {
    expect(pineconeKeys.checkIn(20_000)).toBe("check-in:20000");
    expect(pineconeKeys.streak(7, 19_994)).toBe("streak:7:19994");
    expect(pineconeKeys.section(12)).toBe("section:12");
    expect(pineconeKeys.exam(3)).toBe("exam:3");
  });
  it("says the reason in Chinese, a milestone with its length", () => {
    expect(pineconeEntryTitle("check_in", "check-in:1")).toBe("每日打卡");
    expect(pineconeEntryTitle("streak", "streak:30:100")).toBe("连续打卡 30 天奖励");
    expect(pineconeEntryTitle("exam", "exam:1")).toBe("完成模拟考试");
    expect(pineconeEntryTitle("spend", "order:YT1")).toBe("抵扣消费");
  });
  it("signs amounts", () => {
    expect(signedAmount(5)).toBe("+5");
    expect(signedAmount(-20)).toBe("−20");
  });
});
