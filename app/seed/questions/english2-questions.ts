// 英语二: one complete original mock paper (模拟) in the national paper's parts — 完形填空 20 × 0.5, 阅读 A 4 texts × 5 × 2,
// 新题型 (小标题匹配) 5 × 2, 英译汉段落 15, 小作文 10, 大作文 15 — and ten word-form fill-ins for practice. Every text was
// written for this site; the chart of the essay task is invented (示例数据).
import type { QuestionItem } from "~/modules/question/formats/question-document-schema";
import { cloze, reading, writing } from "./english-builders";
import { fill, matching, subjective } from "./question-builders";

const clozeText = `Many adults say they regret giving up the piano or the violin as children. Fewer __1__ that it is not too late to start again. Although children may pick up some skills more quickly, adult learners have __2__ of their own. They usually choose to learn because they want to, not because a parent insists, and this motivation can __3__ them through the difficult early months.

Adults also bring __4__ that children lack. They can understand musical theory, plan their practice and __5__ their own progress. A child may practise a piece a hundred times without noticing a repeated mistake; an adult is more likely to __6__ the problem and work on it directly.

__7__, adult beginners face obstacles. Work and family leave limited time, and short, irregular practice sessions make progress __8__. Many also feel embarrassed to play badly in front of others, __9__ they avoid the lessons or group classes that would help them improve. Teachers who work with adults say that the biggest challenge is often not the fingers __10__ the fear of sounding foolish.

The solution, according to these teachers, is to set __11__ goals. Learning one simple song in a month is more __12__ than hoping to master a concerto in a year. Fifteen minutes of practice a day __13__ better results than a single long session at the weekend. Joining a beginners' group can also help, because everyone in the room shares the same __14__.

There are rewards beyond the music itself. Studies suggest that learning an instrument __15__ memory and attention, and many adult learners describe their practice time as a rare __16__ from screens and deadlines. __17__ they never perform in public, they gain the __18__ of making something with their own hands. As one sixty-year-old cellist put it, "I am not trying to become famous. I just want to __19__ the music from the inside." For her, it was never too __20__.`;

const clozeGroup = cloze("en2", "en2-cloze-1", clozeText, [
  [["realise", "regret", "deny", "forget"], "A", "Fewer realise that ...：很少有人意识到现在开始还不算晚。"],
  [
    ["doubts", "advantages", "habits", "debts"],
    "B",
    "Although 引出对比：孩子学得快，但成人也有自己的“优势”。",
    "logic",
  ],
  [["keep", "turn", "carry", "put"], "C", "carry sb. through 帮助某人度过（困难时期）。"],
  [["fears", "toys", "games", "strengths"], "D", "下文列举成人能理解乐理、规划练习，是孩子所缺乏的“长处”。"],
  [["monitor", "ignore", "hide", "copy"], "A", "monitor their own progress：监控自己的进步。"],
  [["create", "identify", "forget", "enjoy"], "B", "与上句孩子“注意不到错误”相对，成人更可能“发现”问题。"],
  [["Therefore", "Similarly", "Still", "Besides"], "C", "上段讲优势，本段讲障碍，用 Still 表示转折。", "logic"],
  [["certain", "easy", "visible", "slow"], "D", "短而不规律的练习让进步变“慢”。"],
  [["so", "but", "unless", "until"], "A", "因为尴尬，所以回避课程，so 表结果。", "logic"],
  [["and", "but", "or", "nor"], "B", "not ... but ...：不是手指，而是害怕出丑。", "logic"],
  [["distant", "vague", "realistic", "secret"], "C", "下文“一个月学会一首简单的歌”说明目标要“切实可行”。"],
  [["expensive", "dangerous", "fashionable", "achievable"], "D", "一个月学会一首歌比一年掌握一首协奏曲更“可实现”。"],
  [["produces", "prevents", "replaces", "reduces"], "A", "每天练十五分钟“产生”更好的效果。"],
  [["salary", "experience", "address", "instrument"], "B", "初学者小组里大家有相同的“经历”，能相互鼓励。"],
  [["weakens", "measures", "improves", "replaces"], "C", "学乐器“改善”记忆力和注意力，与 rewards 呼应。"],
  [
    ["demand", "signal", "result", "break"],
    "D",
    "a rare break from screens and deadlines：难得的远离屏幕和截止日期的休息。",
  ],
  [["Even if", "Because", "Unless", "Once"], "A", "即使从不公开演出，他们也能获得满足感，Even if 表让步。", "logic"],
  [["fear", "satisfaction", "habit", "price"], "B", "the satisfaction of making something：亲手创造带来的满足感。"],
  [["sell", "avoid", "understand", "copy"], "C", "understand the music from the inside：从内部理解音乐。"],
  [["early", "loud", "hard", "late"], "D", "呼应首段 it is not too late，首尾照应：never too late。", "logic"],
]);

const text1 = `During the past few years, ordering groceries online has moved from a habit of busy professionals to an ordinary part of life for many families. Shoppers value the convenience of having heavy bags delivered and the ease of comparing prices on a screen. Supermarkets, for their part, have invested heavily in warehouses and delivery vans to keep up with demand.

Yet the shift has not been as profitable as many retailers hoped. Picking individual items from shelves, packing them and driving them to homes is expensive, and customers are reluctant to pay high delivery fees. Some companies have responded by offering collection points where shoppers pick up their orders on the way home. Others are testing automated warehouses in which robots collect products far faster than human workers.

Online shopping also changes what people buy. Without the temptation of displays near the checkout, customers tend to make fewer impulse purchases, which is good for household budgets but bad for sales of snacks and sweets. Fresh produce, on the other hand, remains a weak point: many shoppers still prefer to choose their own fruit and vegetables, worried that a worker will not pick the best items for them.

For now, most families combine both methods—a large weekly order online and quick trips to a local shop for fresh food. The retailers that succeed will probably be those that make the two experiences work together rather than forcing customers to choose.`;

const text2 = `Students preparing for examinations often sacrifice sleep to gain extra hours of study. Research on memory suggests this is a poor bargain. During sleep, the brain does not simply rest; it replays and strengthens what was learned during the day, moving information from short-term storage into more lasting memory.

In one common type of experiment, volunteers learn a list of word pairs in the evening. Half of them sleep normally, while the others stay awake. When both groups are tested the next day, those who slept usually remember more, even if the tired group spent the night reviewing. The benefit is especially clear for material that requires understanding connections rather than memorising isolated facts.

Sleep also affects the ability to learn new information. After a night without sleep, people find it harder to concentrate and to store new memories, so the hours gained for study may be largely wasted. Researchers compare the tired brain to a full inbox: new messages arrive, but there is no space to file them.

None of this means that students should sleep instead of studying. The lesson is that study and sleep work together. Spreading revision over several days, with a full night's rest in between, allows the brain to do its part of the work. The night before an examination may be the worst time to stay up late.`;

const text3 = `Large national museums attract millions of visitors and make headlines with new exhibitions. Far less attention goes to the thousands of small museums scattered across towns and villages, devoted to local history, a single craft or the life of one writer. Many of them are run by a handful of staff and volunteers, and some open only a few days a week.

These modest institutions face real difficulties. Visitor numbers are small, buildings are old and expensive to maintain, and the volunteers who run them are often ageing. When a founder retires, there may be nobody to take over, and collections built over decades can be scattered or lost.

Yet small museums offer experiences that big ones cannot. Visitors can often handle objects, talk to people who remember the events on display, or see how a local industry actually worked. A retired miner explaining the tools in a mining museum communicates something that a label in a glass case never could.

Some small museums are finding ways to survive. They share staff and storage with neighbouring museums, invite schools to use them as outdoor classrooms, and record the memories of older residents before they are lost. Digital photographs of their collections allow people far away to discover them. Their future is uncertain, but their value lies precisely in being small, local and personal.`;

const text4 = `In a growing number of towns, shoppers can now bring their own containers to "refill shops" and fill them with pasta, rice, washing-up liquid or shampoo, paying only for the weight of what they take. The idea is to cut the amount of single-use packaging that ends up in bins and, eventually, in landfills or the sea.

Customers say they enjoy buying exactly the amount they need and find the shops friendly and relaxed. Owners often know their regular customers by name. However, refill shopping requires planning: containers must be cleaned and carried, and a quick visit after work is less convenient than picking up a packaged product at a supermarket.

Prices are another issue. Because refill shops are small and buy in smaller quantities, some products cost more than in large chains. Supporters argue that the comparison is unfair, since the price of packaging waste is paid later by society rather than at the till. Still, for households on tight budgets, the difference matters.

Larger retailers have begun to experiment with refill stations in their own stores. If these spread, refilling could become a normal option rather than a choice for a committed few. The challenge will be to keep the convenience that modern shoppers expect while reducing the waste that comes with it.`;

const readingGroups = [
  reading(
    "en2",
    "en2-read-1",
    "Text 1",
    text1,
    [
      [
        "Shoppers like ordering groceries online mainly because of",
        ["lower prices", "convenience", "fresher produce", "checkout displays"],
        "B",
        "第一段：value the convenience of having heavy bags delivered。",
        "detail",
      ],
      [
        "Why has online grocery shopping been less profitable than expected?",
        [
          "Delivery is costly and customers resist high fees.",
          "Warehouses are too small.",
          "Robots are unreliable.",
          "Few people order online.",
        ],
        "A",
        "第二段：Picking ... packing ... driving ... is expensive, and customers are reluctant to pay high delivery fees。",
        "detail",
      ],
      [
        "According to Paragraph 3, people shopping online tend to",
        [
          "buy more snacks and sweets",
          "spend more money each week",
          "make fewer unplanned purchases",
          "prefer frozen food",
        ],
        "C",
        "没有收银台旁商品的诱惑，make fewer impulse purchases。",
        "detail",
      ],
      [
        "Many shoppers still buy fresh produce in person because they",
        [
          "enjoy walking to the shops",
          "find it much cheaper",
          "dislike using screens",
          "do not trust others to choose for them",
        ],
        "D",
        "worried that a worker will not pick the best items for them。",
        "inference",
      ],
      [
        "The text suggests that successful retailers will",
        [
          "close their local shops",
          "make online and in-store shopping work together",
          "raise delivery fees",
          "sell only fresh food",
        ],
        "B",
        "末段：make the two experiences work together。",
        "main",
      ],
    ],
    2,
  ),
  reading(
    "en2",
    "en2-read-2",
    "Text 2",
    text2,
    [
      [
        "The author regards giving up sleep to study as",
        ["a wise choice", "necessary before exams", "an unwise trade", "popular among researchers"],
        "C",
        "第一段：Research on memory suggests this is a poor bargain。",
        "attitude",
      ],
      [
        "In the experiment, volunteers who slept",
        ["studied for longer", "usually remembered more", "forgot more facts", "were tested at night"],
        "B",
        "第二段：those who slept usually remember more。",
        "detail",
      ],
      [
        'The comparison with "a full inbox" suggests that a tired brain',
        [
          "has difficulty taking in new information",
          "stores memories faster",
          "deletes old memories",
          "works exactly like a computer",
        ],
        "A",
        "new messages arrive, but there is no space to file them：难以存入新信息。",
        "inference",
      ],
      [
        "What does the author advise students to do?",
        [
          "Sleep instead of studying.",
          "Study all night before an exam.",
          "Memorise isolated facts.",
          "Spread revision over several days with rest between.",
        ],
        "D",
        "末段：Spreading revision over several days, with a full night's rest in between。",
        "detail",
      ],
      [
        "The text is mainly about",
        ["how sleep supports learning", "why exams cause stress", "how to write word lists", "the dangers of dreaming"],
        "A",
        "全文论述睡眠巩固记忆、影响学习新知识。",
        "main",
      ],
    ],
    2,
  ),
  reading(
    "en2",
    "en2-read-3",
    "Text 3",
    text3,
    [
      [
        "According to Paragraph 1, small museums",
        [
          "receive much media attention",
          "attract millions of visitors",
          "often have few staff and limited opening hours",
          "focus on national history",
        ],
        "C",
        "run by a handful of staff and volunteers, and some open only a few days a week。",
        "detail",
      ],
      [
        "One difficulty small museums face is that",
        [
          "they have too many visitors",
          "their new buildings are costly",
          "young volunteers keep leaving",
          "there may be nobody to take over from founders",
        ],
        "D",
        "第二段：When a founder retires, there may be nobody to take over。",
        "detail",
      ],
      [
        "The example of the retired miner shows that small museums",
        [
          "offer personal, first-hand explanations",
          "sell old tools to visitors",
          "prefer objects in glass cases",
          "are unsafe for visitors",
        ],
        "A",
        "亲历者讲解传达了展柜标签无法传达的东西。",
        "inference",
      ],
      [
        "Which of the following is a way small museums survive?",
        ["Raising ticket prices.", "Sharing staff and storage.", "Closing to schools.", "Selling their collections."],
        "B",
        "第四段：They share staff and storage with neighbouring museums。",
        "detail",
      ],
      [
        "The author's attitude toward small museums is",
        ["critical", "indifferent", "sympathetic", "mocking"],
        "C",
        "作者既写出困难，也强调其独特价值，态度是同情、支持。",
        "attitude",
      ],
    ],
    2,
  ),
  reading(
    "en2",
    "en2-read-4",
    "Text 4",
    text4,
    [
      [
        "Refill shops aim mainly to",
        ["sell imported food", "replace supermarkets", "offer large discounts", "reduce single-use packaging"],
        "D",
        "第一段：The idea is to cut the amount of single-use packaging。",
        "detail",
      ],
      [
        "Which is a disadvantage of refill shopping?",
        [
          "It requires planning.",
          "Its shops are unfriendly.",
          "It sells too much at once.",
          "It has no regular customers.",
        ],
        "A",
        "第二段：refill shopping requires planning。",
        "detail",
      ],
      [
        "Supporters think the price comparison is unfair because",
        [
          "big chains cheat customers",
          "refill shops are larger",
          "society pays later for packaging waste",
          "customers pay by weight",
        ],
        "C",
        "the price of packaging waste is paid later by society rather than at the till。",
        "inference",
      ],
      [
        'The word "till" (Para. 3) most probably means',
        ["a farming tool", "the place where customers pay", "a period of time", "a storage box"],
        "B",
        "与 paid later by society 相对，at the till 指“在收银台”付款时。",
        "word",
      ],
      [
        "What may happen if large retailers spread refill stations?",
        [
          "Refill shops will disappear.",
          "Packaging will become free.",
          "Refilling could become a normal option.",
          "Shoppers will lose convenience.",
        ],
        "C",
        "末段：refilling could become a normal option rather than a choice for a committed few。",
        "inference",
      ],
    ],
    2,
  ),
];

const headingsGroup = matching(
  "en2-match-1",
  "en2-new-type-matching",
  `Read the following text and choose the most suitable heading from A–G for each numbered paragraph (41–45). There are two extra headings.

Advice for a job interview

__41__ Before the interview, learn about the organisation: what it does, who its customers are and what challenges it faces. Interviewers notice quickly whether a candidate has made this effort, and informed questions show genuine interest.

__42__ Think of specific situations from your studies, part-time jobs or volunteer work that show your skills. A short story about how you solved a problem is more convincing than a list of adjectives describing yourself.

__43__ Many candidates lose marks before they say a word. Arrive a little early, dress appropriately for the workplace and turn off your phone. These details signal respect for the interviewers' time.

__44__ When you do not understand a question, it is better to ask the interviewer to repeat or explain it than to guess. A thoughtful pause before answering is also acceptable; it suggests that you take the question seriously.

__45__ After the interview, send a brief message thanking the interviewers for their time. It is a small courtesy, but it keeps your name in their minds and gives you a chance to mention anything you forgot to say.`,
  [
    "Make a good first impression",
    "Negotiate your salary early",
    "Do your homework on the employer",
    "Follow up politely",
    "Prepare examples, not adjectives",
    "Bring a friend for support",
    "Don't be afraid to ask for clarity",
  ],
  [
    ["第 41 段", "C", "本段讲面试前了解用人单位，即“做好功课”。"],
    ["第 42 段", "E", "本段讲用具体经历而不是形容词来证明能力。"],
    ["第 43 段", "A", "本段讲提前到达、着装得体、关掉手机，给人良好的第一印象。"],
    ["第 44 段", "G", "本段讲听不懂问题时请对方重复或解释。"],
    ["第 45 段", "D", "本段讲面试后发感谢信息，礼貌跟进。"],
  ],
  2,
  { difficulty: 2 },
);

const translation = subjective(
  "en2-trans-1",
  "en2-translation-sentence",
  `Translate the following text into Chinese.（15 分）

Travelling slowly has become fashionable again. Instead of flying to five cities in a week, some travellers now choose to stay in one place for longer, taking trains, walking and eating where local people eat. They say this way of travelling lets them notice details that hurried visitors miss, such as the rhythm of a market morning or the way neighbours greet each other in the street. Slow travel is not always cheaper, and it requires more time than many workers have. But it reminds us that the purpose of a journey is not to collect places, but to understand them.`,
  "慢旅行重新流行起来。一些旅行者不再一周之内飞往五个城市，而是选择在一个地方多住一段时间，坐火车、步行，在当地人吃饭的地方吃饭。他们说，这种旅行方式让他们注意到匆忙的游客所错过的细节，比如集市清晨的节奏，或是邻居们在街上打招呼的方式。慢旅行并不总是更便宜，而且它需要的时间比许多上班族所拥有的要多。但它提醒我们，旅行的目的不是收集地方，而是理解它们。",
  [
    ["第一、二句译文准确（“不再……而是……”结构清楚）", 5],
    ["第三句准确译出 details 的定语从句和 such as 的举例", 5],
    ["第四、五句准确译出比较结构和 not ... but ...", 3],
    ["全文通顺，无明显错译、漏译", 2],
  ],
  "英译汉段落按句评分：先理清每句主干，再处理定语从句和插入成分，最后通读检查是否通顺。",
  { points: 15, difficulty: 3 },
);

const notice = writing(
  "en2",
  "en2-write-a",
  "practical",
  `Part A（小作文，10 分）

You are organising an English reading club for international and Chinese students on campus. Write a notice of about 100 words to

1) introduce the club, and
2) invite students to join.

Do not use your own name. Use "Li Ming" instead.`,
  `Notice

To help international and Chinese students learn from each other, the Students' Union is starting an English Reading Club.

The club will meet every Wednesday from 7 to 8:30 p.m. in Room 302 of the Library. Each month we will read one short novel or a collection of essays, and members will take turns to lead the discussion. Tea and snacks will be provided.

All students are welcome, whatever their level of English. If you would like to join, please send your name and major to limingclub@example.com before Friday.

Students' Union
Li Ming`,
  [
    ["写明俱乐部的目的、时间、地点和活动内容", 4],
    ["写明加入方式，邀请语气恰当", 2],
    ["通知格式正确（标题、落款）", 2],
    ["语言准确，约 100 词", 2],
  ],
  "通知要素：标题、目的、时间地点、活动内容、参与方式、落款；缺少关键信息会失分。",
);

const chartEssay = writing(
  "en2",
  "en2-write-b",
  "essay",
  `Part B（大作文，15 分）

Write an essay of about 150 words based on the table below. In your essay, you should

1) interpret the table, and
2) give your comments.

<table><caption>某大学学生课外主要学习方式占比（示例数据）</caption><thead><tr><th scope="col">学习方式</th><th scope="col">2020 年</th><th scope="col">2024 年</th></tr></thead><tbody><tr><td>图书馆自习</td><td>48%</td><td>31%</td></tr><tr><td>在线课程</td><td>22%</td><td>39%</td></tr><tr><td>学习小组</td><td>18%</td><td>20%</td></tr><tr><td>其他</td><td>12%</td><td>10%</td></tr></tbody></table>`,
  `The table shows how students at a university chose to study outside class in 2020 and 2024. The most striking change is the rise of online courses, which grew from 22% to 39% and became the most popular method. Meanwhile, the share of students studying in the library fell sharply from 48% to 31%, while study groups and other methods remained roughly stable.

Several factors may explain this shift. Online courses are flexible: students can learn at any time and replay difficult parts as often as they need. Moreover, many universities now offer high-quality courses free of charge.

However, online learning requires strong self-discipline, and it lacks the quiet atmosphere and face-to-face help that libraries provide. In my opinion, students should combine the two, using online courses for flexibility and the library for concentration. Only in this way can they make the most of both.`,
  [
    ["准确描述表格的主要变化（在线课程上升、图书馆自习下降）", 4],
    ["分析变化的原因", 4],
    ["提出自己的评论或建议", 3],
    ["语言准确，结构清晰，约 150 词", 4],
  ],
  "图表作文先写最显著的变化并引用数据，再分析原因，最后给出评价；数据要准确，不必逐项罗列。",
);

const wordForms: ReadonlyArray<readonly [string, readonly string[], string]> = [
  [
    "We need to find a ______ (solve) to this problem as quickly as possible.",
    ["solution"],
    "不定冠词后用名词 solution。",
  ],
  ["The hotel staff were extremely ______ (help) during our stay.", ["helpful"], "系动词 were 后用形容词 helpful。"],
  [
    "Please check the ______ (accurate) of your figures before you submit the report.",
    ["accuracy"],
    "定冠词后用名词 accuracy（准确性）。",
  ],
  [
    "The city has ______ (significant) improved its public transport in recent years.",
    ["significantly"],
    "修饰动词 improved 用副词。",
  ],
  ["After months of thought, he made the ______ (decide) to study abroad.", ["decision"], "make a decision 作决定。"],
  [
    "Regular exercise can ______ (strength) your immune system.",
    ["strengthen"],
    "情态动词后用动词原形，strength 的动词是 strengthen。",
  ],
  ["Her ______ (perform) in the final match was outstanding.", ["performance"], "物主代词后用名词 performance。"],
  [
    "The instructions were written so ______ (clear) that everyone understood them at once.",
    ["clearly"],
    "修饰过去分词 written 用副词 clearly。",
  ],
  [
    "There is a growing ______ (aware) of environmental problems among young people.",
    ["awareness"],
    "a growing + 名词，aware 的名词是 awareness。",
  ],
  [
    "The meeting was ______ (postpone) because the manager was ill.",
    ["postponed"],
    "会议“被推迟”，用被动语态 was postponed。",
  ],
];

const practice: QuestionItem[] = wordForms.map(([stem, answers, explanation], index) =>
  fill(
    `en2-word-${String(index + 1).padStart(2, "0")}`,
    "en2-usage-word-form",
    `用括号中单词的适当形式填空：\n\n${stem}`,
    answers,
    explanation,
    { points: 1, difficulty: 2 },
  ),
);

export const english2Questions: QuestionItem[] = [
  clozeGroup,
  ...readingGroups,
  headingsGroup,
  translation,
  notice,
  chartEssay,
  ...practice,
];

export const english2MockLayout = {
  cloze: ["en2-cloze-1"],
  readingA: readingGroups.map((group) => group.code as string),
  readingB: ["en2-match-1"],
  translation: ["en2-trans-1"],
  writingA: ["en2-write-a"],
  writingB: ["en2-write-b"],
};
