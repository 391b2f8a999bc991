// The rules of a student's state in an assignment (issue 27), without the database. Client-safe. Progress is read from
// what the site already records (training-assignments.server.ts): videos — the assigned course videos learnt (the
// player's 学完), any progress row counts as started; words — new words learnt (cards first answered) between the
// assignment's creation and its due time; exam — a submitted attempt with a score, an attempt in progress counts as
// started. Done once the target is met (whenever: late work still counts as done); otherwise overdue after the due
// time; otherwise in progress when anything was done; otherwise not started.
export type AssignmentState = "not_started" | "in_progress" | "done" | "overdue";

export const assignmentStateNames: Readonly<Record<AssignmentState, string>> = {
  not_started: "未开始",
  in_progress: "进行中",
  done: "已完成",
  overdue: "逾期未完成",
};

export const assignmentKindNames = { videos: "看视频", words: "背单词", exam: "做试卷" } as const;
export type AssignmentKind = keyof typeof assignmentKindNames;

export interface AssignmentProgress {
  /** Videos learnt, new words learnt, or 1 for a submitted attempt. */
  done: number;
  /** Videos assigned, the word target, or 1. */
  target: number;
  /** Anything begun: a video opened, an attempt in progress. */
  started: boolean;
}

export function assignmentStateOf(progress: AssignmentProgress, dueAt: number, now: number): AssignmentState {
  if (progress.done >= progress.target) return "done";
  if (now > dueAt) return "overdue";
  if (progress.started || progress.done > 0) return "in_progress";
  return "not_started";
}

/** Who a 提醒未完成 reaches: everyone not done (not started, in progress, overdue). */
export const needsReminder = (state: AssignmentState) => state !== "done";
