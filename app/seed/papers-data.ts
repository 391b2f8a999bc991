// The demo past papers (真题): the national papers of the 2016–2025 exams for the six unified subjects, with their
// parts as the papers of those years are laid out. Titles use the names the paper videos use
// (courses-paper-videos.ts: "2025 年全国硕士研究生招生考试数学（一）"), so a paper and its videos read alike. No paper
// files: file_key stays null.
import type { PaperSubjectCode } from "~/modules/paper/paper-schemas";
import type { PaperPart } from "~/modules/paper/paper-structure";

export interface DemoPaper {
  code: string;
  subject: PaperSubjectCode;
  examYear: number;
  title: string;
  description: string;
  durationMinutes: number;
  totalScore: number;
  structure: PaperPart[];
}

const FIRST_PAPER_YEAR = 2016;
export const LAST_PAPER_YEAR = 2025;

/** The paper's name after "…招生考试", as on the paper itself. */
const paperNames: Record<PaperSubjectCode, string> = {
  politics: "思想政治理论",
  english1: "英语（一）",
  english2: "英语（二）",
  math1: "数学（一）",
  math2: "数学（二）",
  math3: "数学（三）",
};

export const paperTitle = (subject: PaperSubjectCode, year: number) =>
  `${year} 年全国硕士研究生招生考试${paperNames[subject]}`;

const part = (name: string, count: number, score: number): PaperPart => ({ name, count, score });

const politics = [part("单项选择题", 16, 16), part("多项选择题", 17, 34), part("分析题", 5, 50)];

const english1 = [
  part("完形填空", 20, 10),
  part("阅读理解 A 节", 20, 40),
  part("阅读理解 B 节", 5, 10),
  part("翻译", 5, 10),
  part("小作文", 1, 10),
  part("大作文", 1, 20),
];

const english2 = [
  part("完形填空", 20, 10),
  part("阅读理解 A 节", 20, 40),
  part("阅读理解 B 节", 5, 10),
  part("翻译（英译汉段落）", 1, 15),
  part("小作文", 1, 10),
  part("大作文", 1, 15),
];

/** The mathematics papers changed their parts with the 2021 exam. */
const mathUntil2020 = [part("选择题", 8, 32), part("填空题", 6, 24), part("解答题", 9, 94)];
const mathFrom2021 = [part("选择题", 10, 50), part("填空题", 6, 30), part("解答题", 6, 70)];

const mathContent: Record<"math1" | "math2" | "math3", { who: string; what: string }> = {
  math1: { who: "工学中对数学要求较高的学科和专业", what: "高等数学、线性代数、概率论与数理统计" },
  math2: { who: "工学中对数学要求相对较低的学科和专业", what: "高等数学和线性代数，不考概率论与数理统计" },
  math3: { who: "经济学、管理学等学科和专业", what: "微积分、线性代数、概率论与数理统计，题目常结合经济背景" },
};

const practice =
  "建议先在 180 分钟内限时完整作答一遍，按评分标准自评，再对照逐题解析视频订正错题，把失分点归入错题本。";

function describe(subject: PaperSubjectCode, year: number, structure: PaperPart[], totalScore: number): string {
  const title = paperTitle(subject, year);
  const parts = structure.map((p) => `${p.name}（${p.count} 题，${p.score} 分）`).join("、");
  if (subject === "politics") {
    return [
      `${title}，满分 ${totalScore} 分，考试时间 180 分钟，由${parts}组成。`,
      "试卷考查马克思主义基本原理、毛泽东思想和中国特色社会主义理论体系、中国近现代史纲要、思想道德与法治（原思想道德修养与法律基础）以及形势与政策和当代世界经济与政治等内容。选择题重在概念辨析和史实记忆，分析题要求结合材料运用原理作答。",
      practice,
    ].join("\n\n");
  }
  if (subject === "english1" || subject === "english2") {
    const audience =
      subject === "english1"
        ? "英语（一）主要供学术学位和部分专业学位的考生使用，翻译为段落中 5 个划线句子的英译汉。"
        : "英语（二）主要供专业学位考生使用，翻译为一段短文的英译汉，阅读和写作的整体难度较英语（一）平缓。";
    return [
      `${title}，满分 ${totalScore} 分，考试时间 180 分钟，由${parts}组成。`,
      `${audience}试卷考查词汇与语法、篇章阅读、英汉转换和书面表达能力，阅读理解 A 节是分值最重的部分。`,
      practice,
    ].join("\n\n");
  }
  const { who, what } = mathContent[subject];
  const reform =
    year >= 2021
      ? "自 2021 年起，数学试卷增加选择题、减少解答题，每道选择题和填空题 5 分。"
      : "2021 年以前的数学试卷选择题和填空题每题 4 分，解答题共 9 道。";
  return [
    `${title}，满分 ${totalScore} 分，考试时间 180 分钟，由${parts}组成。`,
    `试卷适用于${who}，考查${what}。${reform}`,
    practice,
  ].join("\n\n");
}

function paper(subject: PaperSubjectCode, year: number): DemoPaper {
  const isMath = subject === "math1" || subject === "math2" || subject === "math3";
  const structure = isMath
    ? year >= 2021
      ? mathFrom2021
      : mathUntil2020
    : subject === "politics"
      ? politics
      : subject === "english1"
        ? english1
        : english2;
  const totalScore = isMath ? 150 : 100;
  return {
    code: `paper-${subject}-${year}`,
    subject,
    examYear: year,
    title: paperTitle(subject, year),
    description: describe(subject, year, structure, totalScore),
    durationMinutes: 180,
    totalScore,
    structure,
  };
}

const subjectsInOrder: PaperSubjectCode[] = ["politics", "english1", "english2", "math1", "math2", "math3"];

/** Latest year first, then the subjects in subjects.ts order: 60 papers. */
export const demoPapers: DemoPaper[] = Array.from(
  { length: LAST_PAPER_YEAR - FIRST_PAPER_YEAR + 1 },
  (_, offset) => LAST_PAPER_YEAR - offset,
).flatMap((year) => subjectsInOrder.map((subject) => paper(subject, year)));
