// The demo knowledge-point trees (知识点), one per subject, following the national syllabus's chapters. Codes are
// stable keys (the seed adds what is missing and renames by code). The three mathematics papers share one outline,
// each keeping the parts its syllabus has: 数学二 has no probability, series or surface integrals; 数学三 no line and
// surface integrals, and economics applications instead.
import type { PointNode, PointTree } from "~/modules/question/formats/question-document-schema";

type Outline = ReadonlyArray<readonly [string, string, Outline?]>;

const nodes = (outline: Outline): PointNode[] =>
  outline.map(([code, name, children]) => ({ code, name, children: children ? nodes(children) : [] }));

const politics: Outline = [
  [
    "pol-mayuan",
    "马克思主义基本原理",
    [
      ["pol-my-materialism", "世界的物质性"],
      ["pol-my-dialectics", "唯物辩证法"],
      ["pol-my-epistemology", "实践与认识"],
      ["pol-my-history", "唯物史观"],
      ["pol-my-economics", "资本主义的本质及规律"],
      ["pol-my-monopoly", "资本主义的发展及其趋势"],
      ["pol-my-socialism", "科学社会主义"],
    ],
  ],
  [
    "pol-mzt",
    "毛泽东思想和中国特色社会主义理论体系概论",
    [
      ["pol-mzt-newdemocracy", "新民主主义革命理论"],
      ["pol-mzt-transformation", "社会主义改造理论"],
      ["pol-mzt-deng", "邓小平理论"],
      ["pol-mzt-newera", "新时代中国特色社会主义"],
      ["pol-mzt-development", "新发展理念与高质量发展"],
    ],
  ],
  [
    "pol-history",
    "中国近现代史纲要",
    [
      ["pol-hist-old", "旧民主主义革命时期"],
      ["pol-hist-new", "新民主主义革命时期"],
      ["pol-hist-prc", "社会主义革命和建设时期"],
      ["pol-hist-reform", "改革开放和社会主义现代化建设新时期"],
    ],
  ],
  [
    "pol-morality",
    "思想道德与法治",
    [
      ["pol-mor-life", "人生观"],
      ["pol-mor-ideal", "理想信念与中国精神"],
      ["pol-mor-values", "社会主义核心价值观"],
      ["pol-mor-ethics", "道德观"],
      ["pol-mor-law", "法治观"],
    ],
  ],
  ["pol-current", "形势与政策以及当代世界经济与政治", [["pol-cur-world", "当代世界经济与政治"]]],
];

const englishParts: ReadonlyArray<readonly [string, string, ReadonlyArray<readonly [string, string]>]> = [
  [
    "cloze",
    "完形填空",
    [
      ["cloze-vocab", "词义辨析"],
      ["cloze-logic", "逻辑衔接"],
    ],
  ],
  [
    "reading",
    "阅读理解",
    [
      ["reading-detail", "细节题"],
      ["reading-inference", "推断题"],
      ["reading-main", "主旨题"],
      ["reading-attitude", "态度题"],
      ["reading-word", "词义题"],
    ],
  ],
  ["new-type", "新题型", [["new-type-matching", "七选五"]]],
  ["translation", "翻译", [["translation-sentence", "长难句翻译"]]],
  [
    "writing",
    "写作",
    [
      ["writing-practical", "应用文"],
      ["writing-essay", "短文写作"],
    ],
  ],
  ["usage", "词汇与语法", [["usage-word-form", "词形变化"]]],
];

/** 英语一 and 英语二 share an outline; codes carry the paper (en1-…, en2-…). */
const english = (prefix: "en1" | "en2"): Outline =>
  englishParts.map(([code, name, children]) => [
    `${prefix}-${code}`,
    name,
    children.map(([childCode, childName]) => [`${prefix}-${childCode}`, childName] as const),
  ]);

type MathSubject = "math1" | "math2" | "math3";

const mathOutline = (subject: MathSubject): Outline => {
  const p = (code: string) => `${subject}-${code}`;
  const calculus: Outline = [
    [p("limit"), "函数、极限与连续"],
    [p("derivative"), "一元函数微分学"],
    [p("integral"), "一元函数积分学"],
    ...(subject === "math1" ? ([[p("vector"), "向量代数与空间解析几何"]] as const) : []),
    [p("multivariable"), "多元函数微分学"],
    [p("double-integral"), subject === "math1" ? "多元函数积分学" : "二重积分"],
    ...(subject === "math2" ? [] : ([[p("series"), "无穷级数"]] as const)),
    [p("ode"), subject === "math3" ? "常微分方程与差分方程" : "常微分方程"],
    ...(subject === "math3" ? ([[p("economics"), "经济学应用"]] as const) : []),
  ];
  const linear: Outline = [
    [p("determinant"), "行列式"],
    [p("matrix"), "矩阵"],
    [p("vectors"), "向量组"],
    [p("equations"), "线性方程组"],
    [p("eigen"), "特征值与特征向量"],
    [p("quadratic"), "二次型"],
  ];
  const probability: Outline = [
    [p("events"), "随机事件和概率"],
    [p("random-variable"), "随机变量及其分布"],
    [p("joint"), "多维随机变量及其分布"],
    [p("moments"), "数字特征"],
    [p("limit-theorems"), "大数定律和中心极限定理"],
    [p("statistics"), "数理统计"],
  ];
  return [
    [p("calculus"), subject === "math3" ? "微积分" : "高等数学", calculus],
    [p("linear"), "线性代数", linear],
    ...(subject === "math2" ? [] : ([[p("probability"), "概率论与数理统计", probability]] as const)),
  ];
};

const cs408: Outline = [
  [
    "cs-ds",
    "数据结构",
    [
      ["cs-ds-complexity", "算法与复杂度"],
      ["cs-ds-list", "线性表"],
      ["cs-ds-stack", "栈、队列和数组"],
      ["cs-ds-tree", "树与二叉树"],
      ["cs-ds-graph", "图"],
      ["cs-ds-search", "查找"],
      ["cs-ds-sort", "排序"],
    ],
  ],
  [
    "cs-co",
    "计算机组成原理",
    [
      ["cs-co-overview", "计算机系统概述"],
      ["cs-co-data", "数据的表示和运算"],
      ["cs-co-memory", "存储器层次结构"],
      ["cs-co-isa", "指令系统"],
      ["cs-co-cpu", "中央处理器"],
      ["cs-co-bus-io", "总线和输入输出系统"],
    ],
  ],
  [
    "cs-os",
    "操作系统",
    [
      ["cs-os-overview", "操作系统概述"],
      ["cs-os-process", "进程与线程"],
      ["cs-os-sync", "同步与互斥"],
      ["cs-os-deadlock", "死锁"],
      ["cs-os-memory", "内存管理"],
      ["cs-os-file", "文件管理"],
      ["cs-os-io", "输入输出管理"],
    ],
  ],
  [
    "cs-cn",
    "计算机网络",
    [
      ["cs-cn-architecture", "体系结构"],
      ["cs-cn-physical", "物理层"],
      ["cs-cn-link", "数据链路层"],
      ["cs-cn-network", "网络层"],
      ["cs-cn-transport", "传输层"],
      ["cs-cn-application", "应用层"],
    ],
  ],
];

export const demoPointTrees = {
  politics: { subject: "politics", points: nodes(politics) },
  english1: { subject: "english1", points: nodes(english("en1")) },
  english2: { subject: "english2", points: nodes(english("en2")) },
  math1: { subject: "math1", points: nodes(mathOutline("math1")) },
  math2: { subject: "math2", points: nodes(mathOutline("math2")) },
  math3: { subject: "math3", points: nodes(mathOutline("math3")) },
  cs408: { subject: "cs408", points: nodes(cs408) },
} satisfies Record<string, PointTree>;
