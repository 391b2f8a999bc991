// The demo paper-explanation videos (真题解析): 40 videos over seven papers of the 2024 and 2025 national exams, one
// per question (or group). Teachers are fictional; titles name the question and what it tests. A few are free previews.
import type { SubjectCode } from "~/modules/subjects/subjects";

export interface DemoPaperVideo {
  code: string;
  subject: SubjectCode;
  examYear: number;
  paper: string;
  questionNumber: number;
  questionLabel: string;
  topic: string;
  teacher: string;
  freePreview?: boolean;
}

const paperName = (year: number, subject: string) => `${year} 年全国硕士研究生招生考试${subject}`;

type Question = [number, string, string, boolean?];

function paper(
  subject: SubjectCode,
  year: number,
  name: string,
  teacher: string,
  questions: Question[],
): DemoPaperVideo[] {
  return questions.map(([questionNumber, questionLabel, topic, freePreview]) => ({
    code: `demo-paper-${subject}-${year}-${questionNumber}`,
    subject,
    examYear: year,
    paper: paperName(year, name),
    questionNumber,
    questionLabel,
    topic,
    teacher,
    freePreview,
  }));
}

export const demoPaperVideos: DemoPaperVideo[] = [
  ...paper("math1", 2025, "数学（一）", "周明哲", [
    [1, "第 1 题", "等价无穷小与极限的计算", true],
    [5, "第 5 题", "矩阵的秩与线性方程组解的结构"],
    [9, "第 9 题", "幂级数的收敛域"],
    [11, "第 11 题", "第二类曲线积分的计算"],
    [17, "第 17 题", "可降阶微分方程的求解"],
    [18, "第 18 题", "多元函数的条件极值"],
    [19, "第 19 题", "曲面积分与高斯公式"],
    [20, "第 20 题", "拉格朗日中值定理的证明"],
    [21, "第 21 题", "正交变换化二次型为标准形"],
    [22, "第 22 题", "最大似然估计与无偏性"],
  ]),
  ...paper("math1", 2024, "数学（一）", "周明哲", [
    [17, "第 17 题", "二重积分的极坐标计算"],
    [18, "第 18 题", "二阶常系数线性微分方程"],
    [19, "第 19 题", "格林公式与曲线积分"],
    [21, "第 21 题", "特征值与相似对角化"],
    [22, "第 22 题", "随机变量函数的分布"],
  ]),
  ...paper("math2", 2025, "数学（二）", "周明哲", [
    [1, "第 1 题", "洛必达法则与极限的计算", true],
    [17, "第 17 题", "定积分求旋转体体积"],
    [19, "第 19 题", "利用单调性证明不等式"],
    [21, "第 21 题", "含参数的非齐次线性方程组"],
  ]),
  ...paper("math3", 2025, "数学（三）", "唐若溪", [
    [17, "第 17 题", "需求价格弹性与边际收益"],
    [18, "第 18 题", "拉格朗日乘数法求利润最大化"],
    [21, "第 21 题", "二次型的规范形与合同"],
    [22, "第 22 题", "矩估计与最大似然估计"],
  ]),
  ...paper("english1", 2025, "英语（一）", "陈思源", [
    [1, "第 1—20 题 完形填空", "完形填空：逻辑衔接与词义辨析"],
    [21, "第 21—25 题 Text 1", "阅读理解 Text 1：人工智能与就业", true],
    [26, "第 26—30 题 Text 2", "阅读理解 Text 2：城市更新中的历史街区"],
    [31, "第 31—35 题 Text 3", "阅读理解 Text 3：睡眠研究的新发现"],
    [36, "第 36—40 题 Text 4", "阅读理解 Text 4：科研经费与学术自由"],
    [41, "第 41—45 题 新题型", "新题型：段落排序的衔接线索"],
    [46, "第 46—50 题 翻译", "翻译：长句拆分与语序调整"],
    [51, "第 51 题 小作文", "小作文：邀请信的格式与语气"],
    [52, "第 52 题 大作文", "大作文：图画作文的审题与立意"],
  ]),
  ...paper("english2", 2025, "英语（二）", "苏晚晴", [
    [21, "第 21—25 题 Text 1", "阅读理解 Text 1：远程办公的利与弊"],
    [26, "第 26—30 题 Text 2", "阅读理解 Text 2：年轻人的消费观"],
    [46, "第 46 题 翻译", "段落翻译：博物馆的数字化"],
    [48, "第 48 题 大作文", "图表作文：大学生课余时间分配"],
  ]),
  ...paper("politics", 2025, "思想政治理论", "林知远", [
    [34, "第 34 题", "马原分析题：矛盾的普遍性与特殊性", true],
    [35, "第 35 题", "毛中特分析题：新质生产力"],
    [36, "第 36 题", "史纲分析题：抗日战争胜利的意义"],
    [37, "第 37 题", "思修法基分析题：法治思维"],
  ]),
];

export function paperVideoTitle(video: DemoPaperVideo): string {
  return `${video.examYear} 考研${video.paper.replace(/^\d+ 年全国硕士研究生招生考试/, "")} ${video.questionLabel} 解析：${video.topic}`;
}

export function paperVideoIntroduction(video: DemoPaperVideo): string {
  return `${video.paper}${video.questionLabel}逐步讲解。本题考查“${video.topic.replace(/^[^：]*：/, "")}”，视频先分析题干条件与命题意图，再给出完整解答过程，最后总结同类题的通用方法和易错点。`;
}
