// The demo question banks: one per public subject on the 公共课 shelf and the 408 bank on the 统考专业课 shelf, each with
// its knowledge-point tree and its questions (all 模拟, written for this site).
import type { QuestionShelf } from "~/db/schema";
import type { PointTree, QuestionItem } from "~/modules/question/formats/question-document-schema";
import { cs408Questions } from "./cs408-questions";
import { english1Questions } from "./english1-questions";
import { english2Questions } from "./english2-questions";
import { demoPointTrees } from "./knowledge-point-trees";
import { mathQuestions } from "./math-questions";
import { politicsQuestions } from "./politics-questions";

export interface DemoBank {
  code: string;
  shelf: QuestionShelf;
  subject: string;
  name: string;
  description: string;
  sortOrder: number;
  /** Fen; absent = free. A priced bank is used where a school licenses it, or bought (/question/order). */
  priceFen?: number;
  tree: PointTree;
  questions: QuestionItem[];
}

const original = "题目均为本站原创模拟题（标注“模拟”），覆盖大纲知识点，每题附解析。";

export const demoBanks: DemoBank[] = [
  {
    code: "bank-politics",
    shelf: "public",
    subject: "politics",
    name: "考研政治题库",
    description: `马原、毛中特、史纲、思想道德与法治、形势与政策的单选、多选和分析题。${original}`,
    sortOrder: 1,
    tree: demoPointTrees.politics,
    questions: politicsQuestions,
  },
  {
    code: "bank-english1",
    shelf: "public",
    subject: "english1",
    name: "考研英语（一）题库",
    description: `完形填空、阅读理解、七选五、翻译、写作与词形变化练习。${original}`,
    sortOrder: 2,
    tree: demoPointTrees.english1,
    questions: english1Questions,
  },
  {
    code: "bank-english2",
    shelf: "public",
    subject: "english2",
    name: "考研英语（二）题库",
    description: `完形填空、阅读理解、小标题匹配、英译汉、写作与词形变化练习。${original}`,
    sortOrder: 3,
    tree: demoPointTrees.english2,
    questions: english2Questions,
  },
  {
    code: "bank-math1",
    shelf: "public",
    subject: "math1",
    name: "考研数学（一）题库",
    description: `高等数学、线性代数、概率论与数理统计的选择、填空和解答题，公式以 MathML 显示。${original}`,
    sortOrder: 4,
    tree: demoPointTrees.math1,
    questions: mathQuestions("math1").questions,
  },
  {
    code: "bank-math2",
    shelf: "public",
    subject: "math2",
    name: "考研数学（二）题库",
    description: `高等数学与线性代数（不含概率论与数理统计）的选择、填空和解答题。${original}`,
    sortOrder: 5,
    tree: demoPointTrees.math2,
    questions: mathQuestions("math2").questions,
  },
  {
    code: "bank-math3",
    shelf: "public",
    subject: "math3",
    name: "考研数学（三）题库",
    description: `微积分（含经济应用）、线性代数、概率论与数理统计的选择、填空和解答题。${original}`,
    sortOrder: 6,
    tree: demoPointTrees.math3,
    questions: mathQuestions("math3").questions,
  },
  {
    code: "bank-cs408",
    shelf: "tkzy",
    subject: "cs408",
    name: "408 计算机学科专业基础题库",
    description: `数据结构、计算机组成原理、操作系统、计算机网络的单选、填空和综合应用题。${original}`,
    sortOrder: 10,
    // The demo's bank for sale: 演示大学 licenses everything; a student of a school without it buys it.
    priceFen: 3990,
    tree: demoPointTrees.cs408,
    questions: cs408Questions,
  },
];
