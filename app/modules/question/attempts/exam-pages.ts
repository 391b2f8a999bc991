// The rules of the mock-exam pages (/question/exam and /mobile/question/exam) that need no database: where the pages
// live in each tree, the pages of an attempt (one item per page: a single question, or a group with its passage and
// all its children), the 答题卡 states, where a page post goes next, reading a page's answers from its form fields,
// the offline queue of a hydrated page (newest answer per question by the time it was given) and Beijing time for
// the deadline. Pure and client-safe.
import type { SiteTree } from "~/lib/site-tree";
import type { AttemptLeaf, AttemptView } from "./attempt-views";
import type { StoredAnswer } from "./attempt-schemas";
import type { QuestionCounts } from "../bank/question-counts";
import type { PublicQuestion } from "../bank/question-views";

/** The exam page of each tree (start: ?setId=; an attempt: ?attempt=&q=). */
const examPaths: Record<SiteTree, string> = { desktop: "/question/exam", mobile: "/mobile/question/exam" };

export const examHrefs = (tree: SiteTree) => {
  const base = examPaths[tree];
  return {
    start: (setId: number) => `${base}?setId=${setId}`,
    attempt: (attemptId: number) => `${base}?attempt=${attemptId}`,
    item: (attemptId: number, q: number) => `${base}?attempt=${attemptId}&q=${q}`,
    sheet: (attemptId: number) => `${base}?attempt=${attemptId}&view=sheet`,
    confirm: (attemptId: number) => `${base}?attempt=${attemptId}&view=confirm`,
    result: (attemptId: number) => `${base}?attempt=${attemptId}&view=result`,
    practice: (setId: number) => `${tree === "mobile" ? "/mobile" : ""}/question/list?setId=${setId}`,
    pdf: (setId: number) => `${tree === "mobile" ? "/mobile" : ""}/question/examPdf?id=${setId}`,
    wrongBook: `${tree === "mobile" ? "/mobile" : ""}/question/wrong`,
  };
};

/** One page of an attempt: a slot's question (a group with all its children) and where it stands. */
export interface ExamItem {
  /** 1-based page number (?q=). */
  index: number;
  sectionIndex: number;
  sectionTitle: string;
  sectionInstructions: string;
  question: PublicQuestion;
  leaves: AttemptLeaf[];
}

/** The attempt's questions counted as the shelves count a set's: pages (top-level questions) and answered ones. */
export function attemptCounts(view: Pick<AttemptView, "sections" | "leafCount">): QuestionCounts {
  return { top: view.sections.reduce((sum, section) => sum + section.items.length, 0), leaves: view.leafCount };
}

export function examItems(view: Pick<AttemptView, "sections">): ExamItem[] {
  const items: ExamItem[] = [];
  view.sections.forEach((section, sectionIndex) => {
    for (const item of section.items) {
      items.push({
        index: items.length + 1,
        sectionIndex,
        sectionTitle: section.title,
        sectionInstructions: section.instructions,
        question: item.question,
        leaves: item.leaves,
      });
    }
  });
  return items;
}

/** ?q= as a page number within 1..count (junk, absent or out of range: the first page, or the last when beyond). */
export function itemNumberOf(raw: string | null | undefined, count: number): number {
  if (count < 1) return 1;
  if (!raw || !/^\d{1,6}$/.test(raw.trim())) return 1;
  const value = Number(raw.trim());
  return Math.min(Math.max(value, 1), count);
}

export type SheetState = "answered" | "unanswered";

/** 答题卡: a leaf's state (answered or not) and whether it is flagged for review. */
export function sheetStateOf(leaf: Pick<AttemptLeaf, "answer" | "flagged">): { state: SheetState; flagged: boolean } {
  return { state: isAnswered(leaf.answer) ? "answered" : "unanswered", flagged: leaf.flagged };
}

export function isAnswered(answer: StoredAnswer | undefined): boolean {
  if (answer === null || answer === undefined) return false;
  if (typeof answer === "string") return answer.trim() !== "";
  if (Array.isArray(answer)) return answer.some((part) => part.trim() !== "");
  return answer.text.trim() !== "";
}

/** Where a page post goes: the button pressed (`go`), from page `q` of `count`. */
export type ExamGo = { to: "item"; q: number } | { to: "sheet" } | { to: "confirm" };

export function examTargetOf(go: string | null | undefined, q: number, count: number): ExamGo {
  const clamp = (value: number) => Math.min(Math.max(value, 1), Math.max(count, 1));
  if (go === "next") return { to: "item", q: clamp(q + 1) };
  if (go === "prev") return { to: "item", q: clamp(q - 1) };
  if (go === "sheet") return { to: "sheet" };
  if (go === "confirm") return { to: "confirm" };
  const jump = typeof go === "string" ? /^q(\d{1,6})$/.exec(go) : null;
  if (jump) return { to: "item", q: clamp(Number(jump[1])) };
  return { to: "item", q: clamp(q) };
}

/** The form field names of a leaf's answer: `a-<id>` (choices, text) and `a-<id>-<n>` (the n-th blank, from 1). */
export const answerField = (questionId: number) => `a-${questionId}`;
export const blankField = (questionId: number, blank: number) => `a-${questionId}-${blank}`;
/** The answer the page was rendered with (JSON), so a post saves only what the student changed on it. */
export const shownField = (questionId: number) => `was-${questionId}`;
/** 标记: a checkbox per leaf ("1" when ticked) and whether it was ticked when the page was rendered ("1"/"0"). */
export const flagField = (questionId: number) => `flag-${questionId}`;
export const shownFlagField = (questionId: number) => `wasflag-${questionId}`;

/** What a form's fields say a leaf's answer is (raw: the service checks it against the question). */
export function formAnswerOf(
  kind: PublicQuestion["kind"],
  questionId: number,
  blankCount: number,
  get: (name: string) => string[],
): unknown {
  switch (kind) {
    case "single":
      return get(answerField(questionId))[0] ?? null;
    case "multi":
      return get(answerField(questionId));
    case "fill":
      return Array.from(
        { length: Math.max(blankCount, 1) },
        (_, index) => get(blankField(questionId, index + 1))[0] ?? "",
      );
    case "subjective":
      return { text: get(answerField(questionId))[0] ?? "" };
    default:
      return null;
  }
}

/** The stored form of an answer as the form would give it, to compare with what the page was rendered with. */
export function comparableAnswer(kind: PublicQuestion["kind"], value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (kind === "multi" && Array.isArray(value))
    return value.length === 0 ? "null" : JSON.stringify([...value].map(String).sort());
  if (kind === "fill" && Array.isArray(value))
    return value.every((blank) => String(blank ?? "").trim() === "")
      ? "null"
      : JSON.stringify(value.map((blank) => String(blank ?? "").trim()));
  if (kind === "subjective") {
    const text =
      typeof value === "object" && value !== null && "text" in value
        ? String((value as { text: unknown }).text ?? "")
        : String(value);
    return text.trim() === "" ? "null" : JSON.stringify(text);
  }
  if (typeof value === "string") return value.trim() === "" ? "null" : JSON.stringify(value.trim().toUpperCase());
  return JSON.stringify(value);
}

// ——— The offline queue of a hydrated page ———

/** An answer not yet acknowledged by the server. */
export interface QueuedAnswer {
  attemptId: number;
  questionId: number;
  answer: unknown;
  /** Epoch ms: when the student gave it. */
  answeredAt: number;
}

/** The queue with `entry` added: one entry per question, the newest by answeredAt kept (a tie: the later one). */
export function enqueueAnswer(queue: readonly QueuedAnswer[], entry: QueuedAnswer): QueuedAnswer[] {
  const same = (other: QueuedAnswer) => other.attemptId === entry.attemptId && other.questionId === entry.questionId;
  const existing = queue.find(same);
  if (existing && existing.answeredAt > entry.answeredAt) return [...queue];
  return [...queue.filter((other) => !same(other)), entry];
}

/** The queue without `sent`, unless a newer answer to that question was queued while it was on its way. */
export function dequeueAnswer(queue: readonly QueuedAnswer[], sent: QueuedAnswer): QueuedAnswer[] {
  return queue.filter(
    (other) =>
      !(
        other.attemptId === sent.attemptId &&
        other.questionId === sent.questionId &&
        other.answeredAt <= sent.answeredAt
      ),
  );
}

/** A queue read back from localStorage: anything malformed is dropped. */
export function parseQueue(text: string | null): QueuedAnswer[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is QueuedAnswer =>
        typeof entry === "object" &&
        entry !== null &&
        Number.isSafeInteger((entry as QueuedAnswer).attemptId) &&
        Number.isSafeInteger((entry as QueuedAnswer).questionId) &&
        Number.isSafeInteger((entry as QueuedAnswer).answeredAt),
    );
  } catch {
    return [];
  }
}

export const queueStorageKey = (attemptId: number) => `yantu-exam-queue-${attemptId}`;

// ——— Time ———

/** "1:05:09" / "05:09" for a number of seconds (never negative). */
export function clockOf(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (value: number) => String(value).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** "1 小时 5 分 9 秒" / "5 分 9 秒" / "9 秒", for reading. */
export function spokenSeconds(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h ? `${h} 小时` : "", m ? `${m} 分` : "", s || (!h && !m) ? `${s} 秒` : ""].filter(Boolean).join(" ");
}

/** The minute marks at which a countdown speaks (politely): 30, 15, 5 and 1 minutes left. */
const COUNTDOWN_MARKS = [30, 15, 5, 1] as const;

/** The mark just crossed when the seconds left went from `before` to `after` (null when none). */
export function countdownMarkCrossed(before: number, after: number): number | null {
  for (const mark of COUNTDOWN_MARKS) if (before > mark * 60 && after <= mark * 60) return mark;
  return null;
}

/** Points in hundredths as a score ("12.5"): the bank's one way of writing points. */
export { formatPoints as pointsText } from "../marking/question-points";
