// The demo question content: every item passes the import's schema and renders (TeX included); codes are unique;
// every answerable question has a knowledge point of its bank's tree and an explanation; fill-in answers accept their
// own forms; the practice pool reaches 300 questions over all kinds; each mock paper has the national paper's parts,
// question counts and points.
import { describe, expect, it } from "vitest";
import {
  defaultDraftDefaults,
  questionItemSchema,
  type PointNode,
  type QuestionDraft,
} from "~/modules/question/formats/question-document-schema";
import { fillAnswerMatches } from "~/modules/question/marking/fill-answer-normalisation";
import { renderRichText } from "~/modules/question/formats/question-rich-text.server";
import { demoBanks } from "./demo-question-banks";
import {
  cs408Structure,
  currentStructure,
  demoCoursePractices,
  demoMockPapers,
  demoPracticeSets,
} from "./demo-question-sets";

const schema = questionItemSchema(defaultDraftDefaults);

const drafts = demoBanks.map((bank) => ({
  bank,
  drafts: bank.questions.map((item) => {
    const parsed = schema.safeParse(item);
    if (!parsed.success) throw new Error(`${item.code}: ${JSON.stringify(parsed.error.issues)}`);
    return parsed.data;
  }),
}));

const leavesOf = (draft: QuestionDraft): QuestionDraft[] => (draft.kind === "group" ? draft.children : [draft]);
const pointCodes = (nodes: PointNode[]): string[] => nodes.flatMap((node) => [node.code, ...pointCodes(node.children)]);

describe("the demo questions", () => {
  it("all pass the import's checks and render, TeX included", () => {
    for (const { drafts: items } of drafts) {
      for (const draft of items) {
        for (const question of [draft, ...draft.children]) {
          const sources = [
            question.stem,
            question.explanation,
            question.referenceAnswer,
            ...question.options.map((option) => option.content),
          ];
          for (const source of sources)
            expect(() => renderRichText(source), `${question.code}: ${source.slice(0, 60)}`).not.toThrow();
        }
      }
    }
  });

  it("write no coefficient 1 before a symbol: ln(1+x²), not ln(1+1x²)", () => {
    // A 1 (or -1) that is a coefficient: not part of a number, a subscript, a power or a command's argument, and
    // followed by a letter, a bracket or a function (\\ln, \\sin, …).
    const unitCoefficient = /(?<![\d.\\_^{a-zA-Z])1(?=[a-zA-Z(]|\\(?:sin|cos|tan|ln|log|mathrm|sqrt|left|pi))/;
    expect(unitCoefficient.test("\\ln(1+1x^2)")).toBe(true);
    expect(unitCoefficient.test("y-(-3)=-1(x-1)")).toBe(true);
    expect(unitCoefficient.test("\\ln(1+x^2)+\\frac{1}{x}+x_1x_2+10x+0.1x")).toBe(false);
    const found: string[] = [];
    for (const { drafts: items } of drafts) {
      for (const draft of items) {
        for (const question of [draft, ...draft.children]) {
          const sources = [
            question.stem,
            question.explanation,
            question.referenceAnswer,
            ...question.options.map((option) => option.content),
          ];
          for (const source of sources) {
            for (const [, tex] of source.matchAll(/\$([^$]+)\$/g))
              if (unitCoefficient.test(tex!)) found.push(`${question.code}: ${tex}`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("have unique codes, a knowledge point of their bank's tree and an explanation", () => {
    const codes = drafts.flatMap(({ drafts: items }) =>
      items.flatMap((draft) => [draft, ...draft.children].map((question) => question.code)),
    );
    expect(codes.every(Boolean)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    for (const { bank, drafts: items } of drafts) {
      const known = new Set(pointCodes(bank.tree.points));
      for (const leaf of items.flatMap(leavesOf)) {
        expect(leaf.knowledgePoints.length, leaf.code ?? "").toBeGreaterThan(0);
        for (const point of leaf.knowledgePoints) expect(known.has(point), `${leaf.code} → ${point}`).toBe(true);
        expect(leaf.explanation.trim(), `${leaf.code} has no explanation`).not.toBe("");
        expect(leaf.source).toEqual({ kind: "mock" });
      }
    }
  });

  it("accept each fill-in's own answer forms and offer distinct options", () => {
    for (const leaf of drafts.flatMap(({ drafts: items }) => items.flatMap(leavesOf))) {
      if (leaf.kind === "fill")
        for (const forms of leaf.answers)
          for (const form of forms) expect(fillAnswerMatches(form, forms), `${leaf.code}: ${form}`).toBe(true);
      if (leaf.kind === "single" || leaf.kind === "multi")
        expect(new Set(leaf.options.map((option) => option.content)).size, leaf.code ?? "").toBe(leaf.options.length);
    }
  });

  it("reach 300 original questions over every kind", () => {
    const counts: Record<string, Record<string, number>> = {};
    let total = 0;
    for (const { bank, drafts: items } of drafts) {
      const bankCounts: Record<string, number> = {};
      for (const draft of items) {
        const kind = draft.kind === "group" ? `group:${draft.groupMode}` : draft.kind;
        bankCounts[kind] = (bankCounts[kind] ?? 0) + 1;
        for (const leaf of leavesOf(draft)) {
          bankCounts[`leaf:${leaf.kind}`] = (bankCounts[`leaf:${leaf.kind}`] ?? 0) + 1;
          total += 1;
        }
      }
      counts[bank.subject] = bankCounts;
    }
    console.log(`[demo questions] ${total} answerable questions`, JSON.stringify(counts));
    expect(total).toBeGreaterThanOrEqual(300);
    const kinds = new Set(Object.values(counts).flatMap((bankCounts) => Object.keys(bankCounts)));
    for (const kind of ["leaf:single", "leaf:multi", "leaf:fill", "leaf:subjective", "group:passage", "group:matching"])
      expect(kinds.has(kind), kind).toBe(true);
  });
});

describe("the demo sets", () => {
  const items = new Map(drafts.flatMap(({ drafts: list }) => list.map((draft) => [draft.code, draft] as const)));

  it("lay each mock paper out as the national paper: parts, counts and points", () => {
    const structures = {
      politics: currentStructure("politics"),
      english1: currentStructure("english1"),
      english2: currentStructure("english2"),
      math1: currentStructure("math1"),
      math2: currentStructure("math2"),
      math3: currentStructure("math3"),
      cs408: cs408Structure,
    } as Record<string, ReturnType<typeof currentStructure>>;
    expect(demoMockPapers.map((paper) => paper.subject).sort()).toEqual(Object.keys(structures).sort());
    for (const paper of demoMockPapers) {
      const parts = structures[paper.subject]!;
      expect(paper.sections.map((section) => section.title.replace(/^.、/, ""))).toEqual(
        parts.map((part) => part.name),
      );
      paper.sections.forEach((section, index) => {
        const questions = section.questions.map((slot) => {
          const draft = items.get(slot.code);
          if (!draft) throw new Error(`${paper.code}: no question ${slot.code}`);
          return draft;
        });
        // A part whose groups carry one number each (政治分析题) counts groups; otherwise every numbered question.
        const count =
          section.numbersChildren === false
            ? questions.length
            : questions.reduce((sum, draft) => sum + leavesOf(draft).length, 0);
        const points = questions.reduce((sum, draft) => sum + draft.points, 0);
        expect([paper.code, section.title, count, points]).toEqual([
          paper.code,
          section.title,
          parts[index]!.count,
          parts[index]!.score * 100,
        ]);
      });
      expect(paper.durationMinutes).toBe(180);
    }
  });

  it("build practice sets per chapter and 课后练习 from questions that exist", () => {
    expect(demoPracticeSets.length).toBeGreaterThanOrEqual(15);
    for (const set of [...demoPracticeSets, ...demoCoursePractices]) {
      const codes = set.sections.flatMap((section) => section.questions.map((slot) => slot.code));
      expect(codes.length, set.code).toBeGreaterThan(0);
      for (const code of codes) expect(items.has(code), `${set.code} → ${code}`).toBe(true);
    }
  });
});
