// The kinds of question, group, set and source, with the names pages show. Client-safe: types only.
import type { AttemptMode, QuestionGroupMode, QuestionKind, QuestionSetKind, QuestionSourceKind } from "~/db/schema";

export const questionKinds = [
  "single",
  "multi",
  "fill",
  "subjective",
  "group",
] as const satisfies readonly QuestionKind[];
/** What a group's children may be: no group inside a group. */
export const childKinds = ["single", "multi", "fill", "subjective"] as const satisfies readonly QuestionKind[];

export const questionKindNames: Record<QuestionKind, string> = {
  single: "单选题",
  multi: "多选题",
  fill: "填空题",
  subjective: "主观题",
  group: "题组",
};

export const groupModes = ["passage", "matching"] as const satisfies readonly QuestionGroupMode[];

export const questionSetKinds = ["mock", "paper", "practice", "course"] as const satisfies readonly QuestionSetKind[];
export const questionSetKindNames: Record<QuestionSetKind, string> = {
  mock: "模拟卷",
  paper: "真题卷",
  practice: "专项练习",
  course: "课后练习",
};

export const attemptModes = ["exam", "practice"] as const satisfies readonly AttemptMode[];

export const sourceKindNames: Record<QuestionSourceKind, string> = { paper: "真题", mock: "模拟" };

export const DIFFICULTY_MIN = 1;
export const DIFFICULTY_MAX = 5;
export const difficultyNames = ["", "容易", "较易", "中等", "较难", "困难"] as const;

/** Option ids are capital letters A, B, C, … in order. */
export const optionIdAt = (index: number): string => String.fromCharCode(65 + index);
export const MAX_OPTIONS = 10;

/** The longest private note on a question (笔记), in characters. */
export const NOTE_MAX = 2_000;
