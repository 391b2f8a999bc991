import { describe, expect, it } from "vitest";
import { examPageMessages as m } from "../attempts/attempt-messages";
import { attemptCounts } from "../attempts/exam-pages";
import { leafUnit, questionCountText, topUnit } from "./question-counts";

describe("how many questions, said one way", () => {
  it("names both counts when some questions are groups (a passage with sub-questions), one when none is", () => {
    expect(questionCountText({ top: 38, leaves: 43 })).toBe("38 道大题（共 43 小题）");
    expect(questionCountText({ top: 22, leaves: 22 })).toBe("22 道题");
    expect([topUnit({ top: 38, leaves: 43 }), leafUnit({ top: 38, leaves: 43 })]).toEqual(["大题", "小题"]);
    expect([topUnit({ top: 22, leaves: 22 }), leafUnit({ top: 22, leaves: 22 })]).toEqual(["题", "题"]);
  });

  it("counts an attempt as its set is counted, and the exam screen, 答题卡 and 交卷 say the same units", () => {
    const counts = attemptCounts({ leafCount: 43, sections: [{ items: Array(33) }, { items: Array(5) }] as never });
    expect(counts).toEqual({ top: 38, leaves: 43 });
    expect(m.progress(3, 5, counts)).toBe("第 3 / 38 大题 · 已答 5 / 43 小题");
    expect(m.sheetIntro(5, 1, counts)).toBe("共 43 小题，已答 5 小题，未答 38 小题，标记 1 小题。");
    expect(m.confirmUnanswered(38, counts)).toBe("还有 38 小题未作答。交卷后不能再修改答案。");
    const flat = { top: 22, leaves: 22 };
    expect(m.progress(3, 5, flat)).toBe("第 3 / 22 题 · 已答 5 / 22 题");
    expect(m.confirmUnanswered(2, flat)).toBe("还有 2 道题未作答。交卷后不能再修改答案。");
  });
});
