// A question set laid out as a paper to print: every question numbered as the set numbers it (a group's children carry
// the numbers — 完形 1–20 — unless the section says the group has one number, 分析题 34 with (1) (2)), and the
// answer appendix in the same numbers. Shared by the PDF (paper-pdf.server.ts) and its HTML twin (the accessible
// version on /question/examPdf?format=html), so both say the same. Client-safe: pure, types only.
import { formatPoints } from "../marking/question-points";
import type { PublicQuestion, QuestionKey } from "../bank/question-views";

interface OutlineLeaf {
  /** "1." or "(1)". */
  label: string;
  question: PublicQuestion;
}

interface OutlineItem {
  /** A group's passage (its stem) with the numbers it covers; null for a single question. */
  group: { question: PublicQuestion; label: string } | null;
  leaves: OutlineLeaf[];
}

export interface OutlineSection {
  title: string;
  instructions: string;
  /** 共 12 分. */
  pointsLabel: string;
  items: OutlineItem[];
}

export interface AnswerEntry {
  label: string;
  /** The short answer: B, ACD, 1/2；3, or 见参考答案. */
  answer: string;
  referenceHtml: string;
  rubric: Array<{ text: string; points: string }>;
  explanationHtml: string;
}

interface SectionLike {
  title: string;
  instructions: string;
  numbersChildren: boolean;
  points: number;
  slots: Array<{ firstNumber: number; points: number; question: PublicQuestion }>;
}

export function pointsLabel(hundredths: number): string {
  return `${formatPoints(hundredths)} 分`;
}

/** The sections of a set, numbered for print. */
export function outlineOf(sections: readonly SectionLike[]): OutlineSection[] {
  return sections.map((section) => ({
    title: section.title,
    instructions: section.instructions,
    pointsLabel: `共 ${pointsLabel(section.points)}`,
    items: section.slots.map((slot): OutlineItem => {
      const question = slot.question;
      if (question.children.length === 0) return { group: null, leaves: [{ label: `${slot.firstNumber}.`, question }] };
      if (section.numbersChildren) {
        const last = slot.firstNumber + question.children.length - 1;
        const range = last > slot.firstNumber ? `第 ${slot.firstNumber}–${last} 题` : `第 ${slot.firstNumber} 题`;
        return {
          group: { question, label: `${range}（${pointsLabel(slot.points)}）` },
          leaves: question.children.map((child, index) => ({ label: `${slot.firstNumber + index}.`, question: child })),
        };
      }
      return {
        group: { question, label: `${slot.firstNumber}.（${pointsLabel(slot.points)}）` },
        leaves: question.children.map((child, index) => ({
          label: `${slot.firstNumber}(${index + 1})`,
          question: child,
        })),
      };
    }),
  }));
}

function shortAnswer(key: QuestionKey): string {
  switch (key.kind) {
    case "single":
    case "multi":
      return key.correctOptionIds.join("") || "—";
    case "fill":
      return (
        key.acceptedAnswers
          .map((forms) => (forms.length > 1 ? `${forms[0]}（或 ${forms.slice(1).join("、")}）` : (forms[0] ?? "—")))
          .join("；") || "—"
      );
    default:
      return "见参考答案";
  }
}

/** The appendix: each numbered leaf's answer, reference answer, scoring points and explanation. */
export function answerEntriesOf(
  outline: readonly OutlineSection[],
  keys: ReadonlyMap<number, QuestionKey>,
): AnswerEntry[] {
  const keyOf = (id: number): QuestionKey | undefined => {
    const direct = keys.get(id);
    if (direct) return direct;
    for (const key of keys.values()) {
      const child = key.children.find((entry) => entry.id === id);
      if (child) return child;
    }
    return undefined;
  };
  const entries: AnswerEntry[] = [];
  for (const section of outline) {
    for (const item of section.items) {
      const groupKey = item.group ? keyOf(item.group.question.id) : undefined;
      if (groupKey && (groupKey.explanationHtml || groupKey.referenceHtml)) {
        entries.push({
          label: item.group!.label,
          answer: "",
          referenceHtml: groupKey.referenceHtml,
          rubric: [],
          explanationHtml: groupKey.explanationHtml,
        });
      }
      for (const leaf of item.leaves) {
        const key = keyOf(leaf.question.id);
        if (!key) continue;
        entries.push({
          label: leaf.label,
          answer: shortAnswer(key),
          referenceHtml: key.referenceHtml,
          rubric: key.rubric.map((point) => ({ text: point.text, points: pointsLabel(point.points) })),
          explanationHtml: key.explanationHtml,
        });
      }
    }
  }
  return entries;
}
