// The demo courses (docs/decisions/0010): 36 courses over the seven subjects — 32 micro-courses (type 2, the site's
// list), 2 full courses (type 1) and 2 one-to-one coaching courses (type 3) — with 5 to 39 videos each. Teachers are
// fictional. Lessons play the demo lesson videos of their subject's group (1 政治, 2 英语, 3 数学, 4 专业课: two of 3–5½
// minutes each, made by ffmpeg, docs/decisions/0037-demo-media.md), or the group's 24-second sample (media/README.md)
// where they could not be made. Each section gets `perSection` videos; `notes` adds a lecture note (讲义) to every
// section (a mix catalogue).
import type { SubjectCode } from "~/modules/subjects/subjects";

interface DemoTeacher {
  name: string;
  title: string;
}

export interface DemoCourse {
  code: string;
  type: 1 | 2 | 3;
  subject: SubjectCode;
  title: string;
  teachers: DemoTeacher[];
  introduction: string;
  tags: string[];
  priceFen: number;
  /** Chapter title and its section titles. */
  chapters: Array<[string, string[]]>;
  perSection: 1 | 2 | 3 | 4;
  notes?: boolean;
}

const T = {
  lin: { name: "林知远", title: "考研政治主讲 · 十二年教龄" },
  xu: { name: "许清和", title: "时政与分析题主讲" },
  chen: { name: "陈思源", title: "考研英语主讲 · 阅读与长难句" },
  su: { name: "苏晚晴", title: "英语写作与翻译主讲" },
  zhou: { name: "周明哲", title: "考研数学主讲 · 高等数学" },
  he: { name: "何一凡", title: "线性代数主讲" },
  tang: { name: "唐若溪", title: "概率论与数理统计主讲" },
  wu: { name: "吴启航", title: "408 数据结构主讲" },
  zheng: { name: "郑书衡", title: "计算机组成原理与操作系统主讲" },
  gu: { name: "顾言", title: "法律硕士（非法学）主讲" },
  shen: { name: "沈知微", title: "心理学 312 主讲" },
  liang: { name: "梁泽远", title: "金融硕士 431 主讲" },
} satisfies Record<string, DemoTeacher>;

export const demoCourses: DemoCourse[] = [
  // 政治
  {
    code: "demo-politics-01",
    type: 2,
    subject: "politics",
    title: "考研政治马原核心考点精讲",
    teachers: [T.lin],
    introduction:
      "马克思主义基本原理是考研政治中最需要“理解”的一门。本课按唯物论、辩证法、认识论、唯物史观、政治经济学、科学社会主义的顺序，把每个原理讲透，再用近五年真题检验，配套讲义可直接打印做笔记。",
    tags: ["基础", "马原", "讲义"],
    priceFen: 19900,
    chapters: [
      ["马克思主义哲学", ["世界的物质性及其发展规律", "实践与认识及其发展规律", "人类社会及其发展规律"]],
      ["马克思主义政治经济学", ["商品与货币", "剩余价值理论", "资本积累与再生产"]],
      ["科学社会主义", ["社会主义从空想到科学", "共产主义崇高理想"]],
    ],
    perSection: 2,
    notes: true,
  },
  {
    code: "demo-politics-02",
    type: 2,
    subject: "politics",
    title: "毛中特与新思想体系串讲",
    teachers: [T.lin, T.xu],
    introduction:
      "毛中特内容多、更新快。课程用“历史背景—主要内容—历史地位”一条线串起毛泽东思想、中国特色社会主义理论体系和习近平新时代中国特色社会主义思想，帮你把零散的知识点连成网。",
    tags: ["强化", "毛中特"],
    priceFen: 19900,
    chapters: [
      ["毛泽东思想", ["毛泽东思想的形成与发展", "新民主主义革命理论", "社会主义改造理论"]],
      ["中国特色社会主义理论体系", ["邓小平理论", "“三个代表”重要思想", "科学发展观"]],
      ["习近平新时代中国特色社会主义思想", ["主要内容与历史地位", "全面深化改革与全面依法治国"]],
    ],
    perSection: 2,
  },
  {
    code: "demo-politics-03",
    type: 2,
    subject: "politics",
    title: "中国近现代史纲要：一条时间线串起全书",
    teachers: [T.xu],
    introduction:
      "史纲选择题看似好拿分，却最容易在时间和事件上张冠李戴。本课以时间轴为主线，每讲配一张事件图谱，九讲带你从 1840 年走到新时代。免费开放，适合基础阶段入门。",
    tags: ["基础", "史纲", "免费"],
    priceFen: 0,
    chapters: [
      ["旧民主主义革命时期", ["鸦片战争与民族危机", "太平天国与洋务运动", "戊戌维新与辛亥革命"]],
      ["新民主主义革命时期", ["五四运动与中国共产党的成立", "土地革命战争", "抗日战争与解放战争"]],
      ["社会主义革命和建设时期", ["社会主义基本制度的确立", "社会主义建设的艰辛探索", "改革开放与现代化建设"]],
    ],
    perSection: 1,
  },
  {
    code: "demo-politics-04",
    type: 2,
    subject: "politics",
    title: "思想道德与法治：选择题高频考点",
    teachers: [T.xu],
    introduction:
      "思修法基分值不高但几乎每年必考。本课按高频考点整理成六讲，每讲以“考点 + 真题 + 易混辨析”的结构展开，适合强化阶段快速过一遍。",
    tags: ["强化", "思修法基"],
    priceFen: 9900,
    chapters: [
      ["人生观与理想信念", ["人生观与人生价值", "理想信念的内涵与作用"]],
      ["中国精神与核心价值观", ["爱国主义与改革创新", "社会主义核心价值观"]],
      ["道德与法治", ["社会主义道德与公民道德准则", "法治思维与法律权利义务"]],
    ],
    perSection: 2,
  },
  {
    code: "demo-politics-05",
    type: 2,
    subject: "politics",
    title: "考研政治冲刺：分析题答题模板与时政",
    teachers: [T.lin, T.xu],
    introduction:
      "最后六十天，政治提分靠分析题。本课先讲审题与材料定位，再分科给出答题结构和规范术语，最后梳理本年度国内外时政要点。每讲附一道模拟题和参考答案。",
    tags: ["冲刺", "分析题", "时政"],
    priceFen: 29900,
    chapters: [
      ["分析题答题方法", ["审题与材料定位", "答题结构与规范术语"]],
      ["分科分析题专题", ["马原分析题", "毛中特分析题", "史纲分析题", "思修法基分析题"]],
      ["年度时政", ["国内时政要点", "国际形势与中国外交"]],
    ],
    perSection: 3,
  },
  // 英语一
  {
    code: "demo-english1-01",
    type: 2,
    subject: "english1",
    title: "考研英语一阅读基础：长难句拆解",
    teachers: [T.chen],
    introduction:
      "看不懂阅读，多半是卡在长难句。本课从五种基本句型讲起，逐一拆解定语从句、名词性从句、状语从句和倒装、插入、省略等特殊结构，所有例句都取自历年真题，配套讲义列出每讲的拆分步骤。",
    tags: ["基础", "阅读", "长难句", "讲义"],
    priceFen: 14900,
    chapters: [
      ["句子主干", ["简单句的五种基本结构", "并列句与连接词"]],
      ["从句", ["定语从句", "名词性从句", "状语从句"]],
      ["特殊结构", ["倒装与强调", "插入语与省略", "非谓语动词"]],
    ],
    perSection: 2,
    notes: true,
  },
  {
    code: "demo-english1-02",
    type: 2,
    subject: "english1",
    title: "英语一阅读理解真题精析（2015—2025）",
    teachers: [T.chen],
    introduction:
      "细节题、推理题、主旨题、态度题四类题型各有套路。前四讲讲方法，后四讲用最近两年的真题逐篇精读、逐题复盘，带你看清出题人设置干扰项的思路。",
    tags: ["强化", "阅读", "真题"],
    priceFen: 19900,
    chapters: [
      ["题型方法", ["细节题", "推理题", "主旨题", "态度题"]],
      ["真题精讲", ["2025 年 Text 1—2", "2025 年 Text 3—4", "2024 年 Text 1—2", "2024 年 Text 3—4"]],
    ],
    perSection: 3,
  },
  {
    code: "demo-english1-03",
    type: 2,
    subject: "english1",
    title: "英语一写作：从小作文到大作文",
    teachers: [T.su],
    introduction:
      "写作是英语一最容易拉开差距的部分。本课讲清书信和通知的格式与语气，再拆解图画作文的三段式结构，给出可替换的开头、论证和结尾句型，拒绝千篇一律的模板。",
    tags: ["冲刺", "写作"],
    priceFen: 14900,
    chapters: [
      ["小作文", ["书信的格式与语气", "通知与告示"]],
      ["大作文", ["图画作文的三段式", "开头与结尾的句型", "论证段的展开"]],
    ],
    perSection: 2,
  },
  {
    code: "demo-english1-04",
    type: 2,
    subject: "english1",
    title: "英语一翻译与新题型",
    teachers: [T.su],
    introduction:
      "翻译拿分靠“拆”和“调”，新题型拿分靠“连”。本课用真题讲清词义引申、长句拆分与语序调整，以及七选五、排序题、小标题题的解题线索。",
    tags: ["强化", "翻译", "新题型"],
    priceFen: 9900,
    chapters: [
      ["翻译", ["词义的选择与引申", "长句的拆分与重组"]],
      ["新题型", ["七选五", "排序题", "小标题题"]],
    ],
    perSection: 2,
  },
  {
    code: "demo-english1-05",
    type: 2,
    subject: "english1",
    title: "考研英语备考规划公开课",
    teachers: [T.chen, T.su],
    introduction:
      "英语一和英语二有什么不同？各题型分值多少、该花多少时间？这门免费公开课用五讲帮你认识考试、定好基础—强化—冲刺三个阶段的复习计划。",
    tags: ["导学", "规划", "免费"],
    priceFen: 0,
    chapters: [
      ["认识考试", ["英语一与英语二的区别", "分值与题型结构"]],
      ["复习规划", ["基础阶段：词汇与长难句", "强化阶段：真题与方法", "冲刺阶段：写作与模考"]],
    ],
    perSection: 1,
  },
  // 英语二
  {
    code: "demo-english2-01",
    type: 2,
    subject: "english2",
    title: "英语二阅读理解精讲",
    teachers: [T.chen],
    introduction:
      "英语二阅读更重细节定位与同义替换。本课先讲定位方法和常见干扰项，再精讲 2024、2025 年全部阅读真题，每篇附词汇表与长难句解析。",
    tags: ["强化", "阅读"],
    priceFen: 14900,
    chapters: [
      ["方法", ["定位与同义替换", "干扰项的常见类型"]],
      ["真题", ["2025 年 Text 1—2", "2025 年 Text 3—4", "2024 年 Text 1—4"]],
    ],
    perSection: 3,
  },
  {
    code: "demo-english2-02",
    type: 2,
    subject: "english2",
    title: "英语二翻译与图表作文",
    teachers: [T.su],
    introduction:
      "英语二的翻译是段落翻译，大作文是图表作文。本课讲清段落翻译的步骤和常见句式译法，并按柱状图、饼图、表格、折线图分类给出描述与分析的写法。",
    tags: ["冲刺", "写作", "翻译"],
    priceFen: 9900,
    chapters: [
      ["翻译", ["段落翻译的步骤", "常见句式译法"]],
      ["写作", ["小作文常考文体", "图表作文：柱状图与饼图", "图表作文：表格与折线图"]],
    ],
    perSection: 2,
  },
  {
    code: "demo-english2-03",
    type: 2,
    subject: "english2",
    title: "考研核心词汇：词根词缀速记",
    teachers: [T.chen],
    introduction:
      "用词根词缀记单词，一次记住一串。本课整理考研大纲中最常见的词根、前缀和后缀，并专讲“熟词僻义”——真题里最容易看走眼的那些词。英语一、英语二通用。",
    tags: ["基础", "词汇"],
    priceFen: 9900,
    chapters: [
      ["词根", ["常见动词词根", "常见名词词根"]],
      ["词缀", ["否定前缀与方向前缀", "名词与形容词后缀"]],
      ["熟词僻义", ["熟词僻义 50 例（上）", "熟词僻义 50 例（下）"]],
    ],
    perSection: 2,
  },
  {
    code: "demo-english2-04",
    type: 2,
    subject: "english2",
    title: "英语二完形填空与新题型",
    teachers: [T.su],
    introduction:
      "完形填空考逻辑、考词汇、考搭配；新题型考信息匹配和段落排序。五讲短课，每讲二十分钟以内，适合碎片时间复习。",
    tags: ["强化", "完形"],
    priceFen: 6900,
    chapters: [
      ["完形填空", ["逻辑关系题", "词汇辨析题", "固定搭配题"]],
      ["新题型", ["信息匹配题", "段落排序题"]],
    ],
    perSection: 1,
  },
  // 数学一
  {
    code: "demo-math1-01",
    type: 2,
    subject: "math1",
    title: "高等数学基础：极限与连续",
    teachers: [T.zhou],
    introduction:
      "极限是整个高等数学的地基。本课系统讲解函数性质、数列与函数极限的计算方法、无穷小比较以及连续与间断，每个知识点都配“核心考点—典型例题—真题演练”三段视频。",
    tags: ["基础", "高数"],
    priceFen: 19900,
    chapters: [
      ["函数与极限", ["函数的性质", "数列极限", "函数极限的计算", "无穷小的比较"]],
      ["连续与间断", ["连续性与间断点", "闭区间上连续函数的性质"]],
    ],
    perSection: 3,
  },
  {
    code: "demo-math1-02",
    type: 2,
    subject: "math1",
    title: "一元函数微积分强化",
    teachers: [T.zhou],
    introduction:
      "一元微积分在数学一中约占三成分值。课程按微分学、积分学、微分方程三大块展开，重点突破中值定理、定积分应用和反常积分判敛。",
    tags: ["强化", "高数"],
    priceFen: 24900,
    chapters: [
      ["微分学", ["导数与微分", "微分中值定理", "导数的应用"]],
      ["积分学", ["不定积分", "定积分及其应用", "反常积分"]],
      ["微分方程", ["一阶微分方程", "高阶线性微分方程"]],
    ],
    perSection: 3,
  },
  {
    code: "demo-math1-03",
    type: 2,
    subject: "math1",
    title: "多元微积分与曲线曲面积分（数一专属）",
    teachers: [T.zhou],
    introduction:
      "三重积分、曲线曲面积分、三大公式和傅里叶级数是数学一独有的考点，也是很多同学的噩梦。本课用几何直观讲清公式的来历，再用真题训练计算的准确度。",
    tags: ["强化", "高数", "数一专属"],
    priceFen: 29900,
    chapters: [
      ["多元函数微分学", ["偏导数与全微分", "多元函数的极值"]],
      ["重积分", ["二重积分", "三重积分"]],
      ["曲线积分与曲面积分", ["第一类曲线积分", "第二类曲线积分与格林公式", "曲面积分与高斯公式", "斯托克斯公式"]],
      ["无穷级数", ["常数项级数", "幂级数", "傅里叶级数"]],
    ],
    perSection: 3,
  },
  {
    code: "demo-math1-04",
    type: 2,
    subject: "math1",
    title: "线性代数：从行列式到二次型",
    teachers: [T.he],
    introduction:
      "线性代数概念多、联系紧。本课以“秩”为主线把行列式、矩阵、向量组、方程组、特征值和二次型串成一个整体，配套讲义梳理每章的概念关系图。数一、数二、数三通用。",
    tags: ["基础", "线代", "讲义"],
    priceFen: 19900,
    chapters: [
      ["行列式与矩阵", ["行列式的计算", "矩阵的运算与逆矩阵", "矩阵的秩"]],
      ["向量与方程组", ["向量组的线性相关性", "线性方程组的解"]],
      ["特征值与二次型", ["特征值与特征向量", "相似对角化", "二次型及其标准形"]],
    ],
    perSection: 2,
    notes: true,
  },
  {
    code: "demo-math1-05",
    type: 2,
    subject: "math1",
    title: "概率论与数理统计（数一）",
    teachers: [T.tang],
    introduction:
      "数学一的概率统计比数三多了假设检验等内容。本课覆盖随机事件、分布、数字特征、极限定理、抽样分布、参数估计与假设检验，重点讲透最大似然估计这一必考大题。",
    tags: ["强化", "概率"],
    priceFen: 19900,
    chapters: [
      ["概率论", ["随机事件与概率", "随机变量及其分布", "多维随机变量", "数字特征"]],
      ["数理统计", ["大数定律与中心极限定理", "统计量与抽样分布", "参数估计", "假设检验"]],
    ],
    perSection: 2,
  },
  // 数学二
  {
    code: "demo-math2-01",
    type: 2,
    subject: "math2",
    title: "数学二高等数学全程精讲",
    teachers: [T.zhou],
    introduction:
      "数学二的高数占比高达八成。本课按数学二大纲从极限讲到微分方程，特别加强定积分几何应用（面积、体积、弧长）和微分方程应用题。",
    tags: ["基础", "高数"],
    priceFen: 24900,
    chapters: [
      ["极限与连续", ["极限的计算", "连续与间断"]],
      ["一元函数微分学", ["导数的计算", "中值定理与证明", "单调性、极值与凹凸性"]],
      ["一元函数积分学", ["不定积分的计算", "定积分的应用：面积、体积与弧长"]],
      ["微分方程", ["一阶微分方程", "二阶常系数线性微分方程"]],
    ],
    perSection: 3,
  },
  {
    code: "demo-math2-02",
    type: 2,
    subject: "math2",
    title: "数学二线性代数强化",
    teachers: [T.he],
    introduction:
      "数学二线代只占两道大题左右，却是最稳的得分点。十讲短课讲清初等变换、分块矩阵、方程组求解和实对称矩阵的对角化。",
    tags: ["强化", "线代"],
    priceFen: 9900,
    chapters: [
      ["矩阵", ["矩阵的初等变换", "分块矩阵"]],
      ["方程组与特征值", ["齐次与非齐次线性方程组", "特征值的计算", "实对称矩阵"]],
    ],
    perSection: 2,
  },
  {
    code: "demo-math2-03",
    type: 2,
    subject: "math2",
    title: "数学二冲刺：真题套卷讲评",
    teachers: [T.zhou, T.he],
    introduction:
      "冲刺阶段最好的材料就是真题。本课逐题讲评 2023—2025 年数学二真题，再针对证明题和计算题做专项提速训练。",
    tags: ["冲刺", "真题"],
    priceFen: 19900,
    chapters: [
      ["真题讲评", ["2025 年真题讲评", "2024 年真题讲评", "2023 年真题讲评"]],
      ["高频题型", ["证明题专项", "计算题提速"]],
    ],
    perSection: 4,
  },
  {
    code: "demo-math2-04",
    type: 2,
    subject: "math2",
    title: "高数中值定理证明题 20 讲",
    teachers: [T.zhou],
    introduction:
      "证明题让人无从下手？本课总结构造辅助函数的常用方法，按罗尔、拉格朗日、柯西、泰勒和积分中值定理分五章，共二十道经典题逐题精讲。数一、数二、数三通用。",
    tags: ["强化", "证明题"],
    priceFen: 14900,
    chapters: [
      ["中值定理", ["罗尔定理与辅助函数的构造", "拉格朗日中值定理", "柯西中值定理"]],
      ["泰勒与积分中值", ["泰勒公式的应用", "积分中值定理"]],
    ],
    perSection: 4,
  },
  // 数学三
  {
    code: "demo-math3-01",
    type: 2,
    subject: "math3",
    title: "数学三微积分：经济应用专题",
    teachers: [T.zhou],
    introduction:
      "边际、弹性、最值与条件极值是数学三的特色考点。本课把微积分与经济学的应用题放在一起讲，另含差分方程和幂级数两讲。",
    tags: ["强化", "高数", "经济应用"],
    priceFen: 19900,
    chapters: [
      ["一元微积分的经济应用", ["边际与弹性", "最值问题"]],
      ["多元微积分", ["偏导数的经济意义", "条件极值与拉格朗日乘数法", "二重积分"]],
      ["差分与级数", ["差分方程", "幂级数"]],
    ],
    perSection: 2,
  },
  {
    code: "demo-math3-02",
    type: 2,
    subject: "math3",
    title: "数学三概率统计精讲",
    teachers: [T.tang],
    introduction:
      "概率统计在数学三中占 30 分左右。本课从古典概型讲到参数估计，每讲配三段视频：核心考点、典型例题、真题演练。",
    tags: ["基础", "概率"],
    priceFen: 19900,
    chapters: [
      ["概率", ["古典概型与几何概型", "常见分布", "二维随机变量"]],
      ["统计", ["数字特征", "中心极限定理", "参数估计"]],
    ],
    perSection: 3,
  },
  {
    code: "demo-math3-03",
    type: 2,
    subject: "math3",
    title: "数学三线性代数考点串讲",
    teachers: [T.he],
    introduction: "八讲串完数学三线性代数的全部考点，适合已学完一轮、需要快速回顾的同学。",
    tags: ["强化", "线代"],
    priceFen: 6900,
    chapters: [["线性代数", ["行列式与矩阵", "向量组", "线性方程组", "特征值与二次型"]]],
    perSection: 2,
  },
  {
    code: "demo-math3-04",
    type: 2,
    subject: "math3",
    title: "考研数学基础阶段导学（数一数二数三通用）",
    teachers: [T.zhou, T.he, T.tang],
    introduction:
      "三张数学试卷考什么、怎么选？基础阶段用什么教材、怎么做笔记和错题本？这门免费导学课用五讲帮你开好头，附每周学习计划示例。",
    tags: ["导学", "规划", "免费"],
    priceFen: 0,
    chapters: [
      ["认识考研数学", ["三张试卷的区别", "分值结构与题型"]],
      ["基础阶段怎么学", ["教材与笔记", "习题与错题本", "每周学习计划示例"]],
    ],
    perSection: 1,
  },
  // 专业课
  {
    code: "demo-major-01",
    type: 2,
    subject: "major",
    title: "408 计算机学科专业基础：数据结构",
    teachers: [T.wu],
    introduction:
      "数据结构在 408 中占 45 分。本课覆盖线性表、栈与队列、树与图、查找与排序，每种结构都讲清存储方式、基本操作和时间复杂度，并手写代码演示。配套讲义含全部算法的伪代码。",
    tags: ["基础", "408", "数据结构", "讲义"],
    priceFen: 29900,
    chapters: [
      ["线性结构", ["线性表", "栈和队列", "串与数组"]],
      ["树与图", ["二叉树的遍历", "树与森林", "图的存储与遍历", "最短路径与最小生成树"]],
      ["查找与排序", ["顺序查找与折半查找", "B 树与散列表", "内部排序算法比较"]],
    ],
    perSection: 3,
    notes: true,
  },
  {
    code: "demo-major-02",
    type: 2,
    subject: "major",
    title: "408 计算机组成原理与操作系统",
    teachers: [T.zheng],
    introduction:
      "计组和操作系统合计占 408 的 80 分。本课按大纲逐章讲解，重点突破 Cache 映射、指令流水线、进程同步（PV 操作）和虚拟内存，每章配综合应用题精讲。",
    tags: ["强化", "408"],
    priceFen: 29900,
    chapters: [
      ["计算机组成原理", ["数据的表示和运算", "存储系统与 Cache", "指令系统", "中央处理器与指令流水线"]],
      ["操作系统", ["进程与线程", "同步与互斥", "死锁", "内存管理与虚拟内存", "文件系统"]],
    ],
    perSection: 4,
  },
  {
    code: "demo-major-03",
    type: 2,
    subject: "major",
    title: "法硕（非法学）刑法与民法精讲",
    teachers: [T.gu],
    introduction:
      "刑法和民法是法硕专业基础课的两大支柱。本课用案例讲概念：犯罪构成、正当防卫、犯罪停止形态、共同犯罪，以及民事法律行为、代理、物权和合同。",
    tags: ["基础", "法硕"],
    priceFen: 19900,
    chapters: [
      ["刑法", ["犯罪构成", "正当防卫与紧急避险", "故意犯罪的停止形态", "共同犯罪"]],
      ["民法", ["民事法律行为", "代理", "物权", "合同"]],
    ],
    perSection: 2,
  },
  {
    code: "demo-major-04",
    type: 2,
    subject: "major",
    title: "心理学 312 统考：普通心理学",
    teachers: [T.shen],
    introduction:
      "普通心理学是 312 统考的基础科目。本课讲解心理学研究方法、神经生理机制、感知觉、记忆、思维、动机情绪与人格，重要实验逐一图解。",
    tags: ["基础", "心理学"],
    priceFen: 19900,
    chapters: [
      ["心理学概论", ["心理学的研究对象与方法", "心理的神经生理机制"]],
      ["认知过程", ["感觉与知觉", "记忆", "思维与言语"]],
      ["动机与人格", ["动机与情绪", "能力与人格"]],
    ],
    perSection: 2,
  },
  {
    code: "demo-major-05",
    type: 2,
    subject: "major",
    title: "金融硕士 431：公司理财与投资学",
    teachers: [T.liang],
    introduction:
      "431 金融学综合的计算题集中在公司理财和投资学。本课讲清货币时间价值、资本预算、MM 理论、CAPM、有效市场与债券久期，每讲配一道计算真题。",
    tags: ["强化", "金融"],
    priceFen: 19900,
    chapters: [
      ["公司理财", ["货币时间价值", "资本预算", "资本结构与 MM 理论"]],
      ["投资学", ["资本资产定价模型", "有效市场假说", "债券定价与久期"]],
    ],
    perSection: 2,
  },
  // 系统课（type 1）
  {
    code: "demo-system-politics",
    type: 1,
    subject: "politics",
    title: "考研政治全程班（基础＋强化＋冲刺）",
    teachers: [T.lin, T.xu],
    introduction:
      "从七月到考前，一门课走完政治复习全程：基础阶段逐科精讲，强化阶段选择题与分析题专项训练，冲刺阶段时政专题与押题卷讲评。",
    tags: ["全程班"],
    priceFen: 99900,
    chapters: [
      ["基础阶段", ["马原", "毛中特", "史纲", "思修法基"]],
      ["强化阶段", ["选择题专项训练", "分析题专项训练"]],
      ["冲刺阶段", ["时政专题", "押题卷讲评"]],
    ],
    perSection: 3,
  },
  {
    code: "demo-system-math1",
    type: 1,
    subject: "math1",
    title: "考研数学一全程班",
    teachers: [T.zhou, T.he, T.tang],
    introduction:
      "高等数学、线性代数、概率统计三科全覆盖，三位主讲分科授课，按基础—强化—冲刺节奏更新，适合零基础到目标 130 分的同学。",
    tags: ["全程班"],
    priceFen: 129900,
    chapters: [
      ["高等数学", ["极限", "微分学", "积分学", "多元微积分", "级数与微分方程"]],
      ["线性代数", ["矩阵与方程组", "特征值与二次型"]],
      ["概率论与数理统计", ["随机变量", "数理统计"]],
    ],
    perSection: 4,
  },
  // 一对一辅导（type 3）
  {
    code: "demo-coach-math",
    type: 3,
    subject: "math1",
    title: "一对一辅导：数学一薄弱章节诊断与突破",
    teachers: [T.zhou],
    introduction: "先做一次学情诊断，再针对薄弱章节定制讲解和练习，每两周一次阶段测评。本课程为一对一辅导学员专属。",
    tags: ["一对一"],
    priceFen: 299900,
    chapters: [
      ["学情诊断", ["学情诊断与目标设定"]],
      ["专项突破", ["极限与导数补弱", "积分计算补弱", "线性代数概念梳理"]],
      ["跟踪测评", ["阶段测评讲评"]],
    ],
    perSection: 2,
  },
  {
    code: "demo-coach-english",
    type: 3,
    subject: "english1",
    title: "一对一辅导：英语作文逐篇精批",
    teachers: [T.su],
    introduction:
      "每周一篇作文，老师逐句批改并录制讲评视频，考前帮你定稿属于自己的写作框架。本课程为一对一辅导学员专属。",
    tags: ["一对一"],
    priceFen: 199900,
    chapters: [
      ["逐篇精批", ["第一篇：图画作文精批", "第二篇：书信精批", "第三篇：图画作文二次精批"]],
      ["提升", ["个人高频错误清单", "考前写作框架定稿"]],
    ],
    perSection: 1,
  },
];

/** Video titles of one section. */
export function sectionVideoTitles(course: Pick<DemoCourse, "subject" | "perSection">, section: string): string[] {
  const english = course.subject === "english1" || course.subject === "english2";
  const patterns: Record<number, string[]> = {
    1: [section],
    2: english ? ["方法精讲", "真题示范"] : ["知识精讲", "真题演练"],
    3: english ? ["方法精讲", "真题示范", "练习讲评"] : ["核心考点", "典型例题", "真题演练"],
    4: ["核心考点", "典型例题", "真题演练", "易错点总结"],
  };
  const parts = patterns[course.perSection]!;
  return course.perSection === 1 ? parts : parts.map((part) => `${section}：${part}`);
}

/** The lecture note of one section of a mix catalogue. */
export function sectionNote(section: string): { title: string; content: string } {
  return {
    title: `${section} · 讲义`,
    content:
      `本节讲义梳理“${section}”的核心概念、常考题型与易错点。\n` +
      "一、核心概念：按教材顺序列出本节定义与结论，关键词加粗，便于背诵与回顾。\n" +
      "二、常考题型：归纳近十年真题中的出题角度，每类题型给出解题步骤。\n" +
      "三、易错点：整理学员作业中最常见的错误及其原因。\n" +
      "建议先看视频再读讲义，最后完成讲义后的三道练习题。",
  };
}

/** The subject's group, and its sample file (1–4): 1 政治, 2 英语, 3 数学, 4 专业课. */
export function sampleFor(subject: string): 1 | 2 | 3 | 4 {
  if (subject === "politics") return 1;
  if (subject.startsWith("english")) return 2;
  if (subject.startsWith("math")) return 3;
  return 4;
}

/** The length of every shipped sample video (media/samples). */
export const SAMPLE_DURATION_SECONDS = 24;
