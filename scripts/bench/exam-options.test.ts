import { describe, expect, it } from "vitest";
import { UsageError } from "./command-line";
import { EXAM_DEFAULTS, isExamMode, parseExamArgs } from "./exam-options";

describe("parseExamArgs", () => {
  it("uses issue 14's defaults: 300 students, 5 minutes, an answer every 10 s, p95 ≤ 10 ms, SQLite, no restart", () => {
    expect(parseExamArgs(["--exam"])).toEqual({
      database: "sqlite",
      students: 300,
      minutes: 5,
      intervalSeconds: 10,
      jitter: EXAM_DEFAULTS.jitter,
      restart: null,
      restartAtSeconds: 150,
      budgetP95Ms: 10,
      outPath: undefined,
    });
  });

  it("reads every option; the restart is half way unless told", () => {
    expect(
      parseExamArgs([
        "--exam",
        "--pg",
        "--students",
        "30",
        "--minutes=0.5",
        "--interval",
        "2",
        "--jitter",
        "0",
        "--restart",
        "kill",
        "--budget",
        "15",
        "--out",
        "x.json",
      ]),
    ).toEqual({
      database: "postgres",
      students: 30,
      minutes: 0.5,
      intervalSeconds: 2,
      jitter: 0,
      restart: "SIGKILL",
      restartAtSeconds: 15,
      budgetP95Ms: 15,
      outPath: "x.json",
    });
    expect(parseExamArgs(["--restart", "term", "--restart-at", "100"])).toMatchObject({
      restart: "SIGTERM",
      restartAtSeconds: 100,
    });
  });

  it.each([
    [["--restart", "hup"], '--restart must be term or kill, got "hup"'],
    [["--restart-at", "10"], "--restart-at needs --restart"],
    [["--restart", "kill", "--restart-at", "300"], "--restart-at must be within the 300 s of load"],
    [["--jitter", "1"], "--jitter must be below 1, got 1"],
    [["--students", "0"], "--students must be at least 1, got 0"],
    [["--connections", "4"], "unknown option --connections"],
  ])("refuses %j", (argv, message) => {
    expect(() => parseExamArgs(argv)).toThrow(new UsageError(message));
  });

  it("is the mode when --exam is among the arguments", () => {
    expect(isExamMode(["--pg", "--exam"])).toBe(true);
    expect(isExamMode(["--pg"])).toBe(false);
  });
});
