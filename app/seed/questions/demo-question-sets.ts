// The demo question sets: per public subject one mock paper laid out as the current national paper (the parts of the
// latest paper in papers-data.ts), the 408 mock paper, a practice set per knowledge-point chapter, and 课后练习 hung on
// four demo course sections. Mock papers are 模拟 and carry the year they prepare for (the exam after the latest paper).
import type { QuestionSetDefinition } from "~/modules/question/bank/question-sets.server";
import type { PaperPart } from "~/modules/paper/paper-structure";
import { cs408MockLayout } from "./cs408-questions";
import { demoBanks, type DemoBank } from "./demo-question-banks";
import { english1MockLayout } from "./english1-questions";
import { english2MockLayout } from "./english2-questions";
import { mathQuestions, type MathSubject } from "./math-questions";
import { politicsMockLayout } from "./politics-questions";
import { demoPapers, LAST_PAPER_YEAR } from "../papers-data";

const MOCK_YEAR = LAST_PAPER_YEAR + 1;

/** A course section named by its course's code, chapter and section titles (resolved to an id when seeding). */
export interface CourseSectionRef {
  course: string;
  chapter: string;
  section: string;
}

export type DemoSetDefinition = Omit<QuestionSetDefinition, "courseSectionId"> & { courseSection?: CourseSectionRef };

const numerals = ["一", "二", "三", "四", "五", "六", "七", "八"];

/** The latest national paper's parts of a subject: the structure a mock paper follows. */
export function currentStructure(subject: "politics" | "english1" | "english2" | MathSubject): PaperPart[] {
  const paper = demoPapers.find((entry) => entry.subject === subject && entry.examYear === LAST_PAPER_YEAR);
  if (!paper) throw new Error(`no ${LAST_PAPER_YEAR} paper for ${subject}`);
  return paper.structure;
}

/** 408's national layout (not one of the catalogue's papers). */
export const cs408Structure: PaperPart[] = [
  { name: "单项选择题", count: 40, score: 80 },
  { name: "综合应用题", count: 7, score: 70 },
];

const instructions: Record<string, string> = {
  单项选择题: "每小题给出的四个选项中，只有一个选项符合题目要求。",
  多项选择题: "每小题给出的四个选项中，有两个或两个以上选项符合题目要求，多选或少选均不得分。",
  分析题: "结合材料回答问题，每小题 5 分。",
  选择题: "每小题给出的四个选项中，只有一个选项符合题目要求。",
  填空题: "把答案填在横线上。",
  解答题: "解答应写出文字说明、证明过程或演算步骤。",
  综合应用题: "写出必要的分析、计算过程或算法描述。",
};

/** Sections in the paper's order, each part's title numbered 一、二、…, with the slots given by code. */
function sections(
  parts: readonly PaperPart[],
  codes: ReadonlyArray<readonly string[]>,
  noChildNumbers: readonly string[] = [],
): QuestionSetDefinition["sections"] {
  if (parts.length !== codes.length) throw new Error("parts and slots differ");
  return parts.map((part, index) => ({
    title: `${numerals[index]}、${part.name}`,
    instructions: instructions[part.name] ?? "",
    numbersChildren: !noChildNumbers.includes(part.name),
    questions: (codes[index] ?? []).map((code) => ({ code })),
  }));
}

const mockTitle = (name: string) => `${MOCK_YEAR} 考研${name}模拟卷（一）`;
const mockDescription = (name: string) =>
  `按 ${LAST_PAPER_YEAR} 年全国硕士研究生招生考试${name}的题型、题量和分值编写的原创模拟卷（模拟），可限时 180 分钟作答，也可不限时练习。客观题交卷即判分，主观题对照参考答案和评分要点自评。`;

const mock = (
  subject: DemoSetDefinition["subject"],
  name: string,
  parts: readonly PaperPart[],
  codes: ReadonlyArray<readonly string[]>,
  noChildNumbers: readonly string[] = [],
): DemoSetDefinition => ({
  code: `mock-${subject}-${MOCK_YEAR}-1`,
  kind: "mock",
  subject,
  title: mockTitle(name),
  description: mockDescription(name),
  year: MOCK_YEAR,
  durationMinutes: 180,
  sections: sections(parts, codes, noChildNumbers),
});

const mathNames: Record<MathSubject, string> = { math1: "数学（一）", math2: "数学（二）", math3: "数学（三）" };

const mathMock = (subject: MathSubject): DemoSetDefinition => {
  const { layout } = mathQuestions(subject);
  return mock(subject, mathNames[subject], currentStructure(subject), [layout.choices, layout.fills, layout.solutions]);
};

export const demoMockPapers: DemoSetDefinition[] = [
  mock(
    "politics",
    "思想政治理论",
    currentStructure("politics"),
    [politicsMockLayout.single, politicsMockLayout.multi, politicsMockLayout.analysis],
    ["分析题"],
  ),
  mock("english1", "英语（一）", currentStructure("english1"), [
    english1MockLayout.cloze,
    english1MockLayout.readingA,
    english1MockLayout.readingB,
    english1MockLayout.translation,
    english1MockLayout.writingA,
    english1MockLayout.writingB,
  ]),
  mock("english2", "英语（二）", currentStructure("english2"), [
    english2MockLayout.cloze,
    english2MockLayout.readingA,
    english2MockLayout.readingB,
    english2MockLayout.translation,
    english2MockLayout.writingA,
    english2MockLayout.writingB,
  ]),
  mathMock("math1"),
  mathMock("math2"),
  mathMock("math3"),
  mock("cs408", "计算机学科专业基础", cs408Structure, [cs408MockLayout.single, cs408MockLayout.solutions]),
];

/** The chapter (root knowledge point) each point belongs to, per bank. */
function chapterOf(bank: DemoBank): Map<string, { code: string; name: string }> {
  const map = new Map<string, { code: string; name: string }>();
  for (const root of bank.tree.points) {
    const walk = (node: (typeof bank.tree.points)[number]) => {
      map.set(node.code, { code: root.code, name: root.name });
      node.children.forEach(walk);
    };
    walk(root);
  }
  return map;
}

/** 专项练习: per bank and chapter, the bank's questions tagged with a point of that chapter, in bank order. */
export const demoPracticeSets: DemoSetDefinition[] = demoBanks.flatMap((bank) => {
  const chapters = chapterOf(bank);
  const byChapter = new Map<string, { name: string; codes: string[] }>();
  for (const item of bank.questions) {
    const chapter = chapters.get(item.knowledgePoints?.[0] ?? "");
    if (!chapter || !item.code) continue;
    const entry = byChapter.get(chapter.code) ?? { name: chapter.name, codes: [] };
    entry.codes.push(item.code);
    byChapter.set(chapter.code, entry);
  }
  return [...byChapter.entries()].map(([chapter, { name, codes }]) => ({
    code: `practice-${chapter}`,
    kind: "practice" as const,
    subject: bank.subject,
    title: `${name}专项练习`,
    description: `${bank.name}中“${name}”部分的全部 ${codes.length} 道题，按知识点顺序练习，做完即可查看解析。`,
    sections: [{ title: name, questions: codes.map((code) => ({ code })) }],
  }));
});

/** Questions of a bank tagged with any of `points`, in bank order. */
function tagged(bankCode: string, points: readonly string[], limit: number): string[] {
  const bank = demoBanks.find((entry) => entry.code === bankCode);
  if (!bank) throw new Error(`no bank ${bankCode}`);
  return bank.questions
    .filter((item) => item.code && (item.knowledgePoints ?? []).some((point) => points.includes(point)))
    .slice(0, limit)
    .map((item) => item.code as string);
}

const coursePractice = (
  code: string,
  subject: string,
  title: string,
  courseSection: CourseSectionRef,
  codes: string[],
): DemoSetDefinition => ({
  code,
  kind: "course",
  subject,
  title,
  description: `《${courseSection.section}》一节的课后练习，看完视频后巩固本节知识点。`,
  courseSection,
  sections: [{ title: "课后练习", questions: codes.map((questionCode) => ({ code: questionCode })) }],
});

export const demoCoursePractices: DemoSetDefinition[] = [
  coursePractice(
    "course-practice-math1-limits",
    "math1",
    "课后练习：函数极限的计算",
    { course: "demo-math1-01", chapter: "函数与极限", section: "函数极限的计算" },
    tagged("bank-math1", ["math1-limit"], 8),
  ),
  coursePractice(
    "course-practice-politics-matter",
    "politics",
    "课后练习：世界的物质性及其发展规律",
    { course: "demo-politics-01", chapter: "马克思主义哲学", section: "世界的物质性及其发展规律" },
    tagged("bank-politics", ["pol-my-materialism", "pol-my-dialectics"], 10),
  ),
  coursePractice(
    "course-practice-cs-trees",
    "cs408",
    "课后练习：二叉树的遍历",
    { course: "demo-major-01", chapter: "树与图", section: "二叉树的遍历" },
    tagged("bank-cs408", ["cs-ds-tree"], 8),
  ),
  coursePractice(
    "course-practice-english1-clauses",
    "english1",
    "课后练习：定语从句",
    { course: "demo-english1-01", chapter: "从句", section: "定语从句" },
    tagged("bank-english1", ["en1-translation-sentence"], 1),
  ),
];
