import { describe, expect, it } from "vitest";
import { assignmentStateOf, needsReminder } from "./assignment-rules";

const due = Date.UTC(2026, 11, 10, 12);
const before = due - 3_600_000;
const after = due + 3_600_000;

describe("a student's state in an assignment", () => {
  it("is done once the target is met, even after the due time", () => {
    expect(assignmentStateOf({ done: 3, target: 3, started: true }, due, before)).toBe("done");
    expect(assignmentStateOf({ done: 120, target: 100, started: true }, due, after)).toBe("done");
    expect(assignmentStateOf({ done: 1, target: 1, started: false }, due, after)).toBe("done");
  });

  it("is overdue when not done after the due time, started or not", () => {
    expect(assignmentStateOf({ done: 2, target: 3, started: true }, due, after)).toBe("overdue");
    expect(assignmentStateOf({ done: 0, target: 1, started: false }, due, after)).toBe("overdue");
  });

  it("is in progress when begun before the due time, not started otherwise", () => {
    expect(assignmentStateOf({ done: 0, target: 3, started: true }, due, before)).toBe("in_progress");
    expect(assignmentStateOf({ done: 40, target: 100, started: false }, due, before)).toBe("in_progress");
    expect(assignmentStateOf({ done: 0, target: 3, started: false }, due, before)).toBe("not_started");
    // The due minute itself still counts as in time.
    expect(assignmentStateOf({ done: 0, target: 3, started: false }, due, due)).toBe("not_started");
  });

  it("reminds everyone who is not done", () => {
    expect(needsReminder("done")).toBe(false);
    expect(needsReminder("overdue")).toBe(true);
    expect(needsReminder("in_progress")).toBe(true);
    expect(needsReminder("not_started")).toBe(true);
  });
});
