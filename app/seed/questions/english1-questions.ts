// 英语一: one complete original mock paper (模拟) in the national paper's parts — 完形填空 20 × 0.5, 阅读 A 4 texts × 5 × 2,
// 新题型 (七选五) 5 × 2, 翻译 5 sentences × 2, 小作文 10, 大作文 20 — and ten word-form fill-ins for practice. Every text was
// written for this site; none is taken from an exam.
import type { QuestionItem } from "~/modules/question/formats/question-document-schema";
import { cloze, reading, writing } from "./english-builders";
import { fill, matching, passage, subjective } from "./question-builders";

const clozeText = `Cities are often several degrees warmer than the countryside around them, a pattern known as the urban heat island. Asphalt and concrete __1__ heat during the day and release it slowly at night, so that residents get little __2__ even after sunset. Planting trees is one of the simplest ways to __3__ the problem. A mature tree shades the ground beneath it and, __4__ importantly, cools the air through the water it releases from its leaves.

The benefits, __5__, depend on where the trees are placed. A tree in a large park does little for a family living in a crowded street two kilometres __6__. For this reason, many planners now __7__ on "street canopy", the share of a street that is covered by leaves when seen from above. Studies in several cities have found that streets with heavy canopy can be __8__ to five degrees cooler in the afternoon than bare streets __9__.

Trees are not a __10__ solution, however. They need water, space for their roots and years of care before they __11__ their full size. Newly planted trees often die because no one is __12__ for watering them during their first dry summer. Some cities have responded by __13__ residents to "adopt" a tree and report its condition through a mobile app. __14__ programmes turn a technical task into a shared one, and they also give officials the data they need to decide where to plant __15__.

Critics point out that tree planting has sometimes __16__ wealthier neighbourhoods, where residents are better at making their voices heard. To __17__ this, a few cities now publish maps that show canopy cover __18__ with income levels, and they direct new planting to the areas where shade is __19__. The lesson is that cooling a city is not only a question of biology but also one of __20__.`;

const clozeGroup = cloze("en1", "en1-cloze-1", clozeText, [
  [["absorb", "reflect", "resist", "produce"], "A", "与后文 release it slowly 相对：白天“吸收”热量，夜间缓慢释放。"],
  [["pressure", "relief", "reward", "shelter"], "B", "get little relief：日落后也得不到（炎热的）缓解。"],
  [["ignore", "define", "ease", "hide"], "C", "ease the problem 缓解问题，植树是缓解热岛效应的简单办法。"],
  [
    ["less", "rather", "still", "more"],
    "D",
    "more importantly 更重要的是，引出树木降温的另一途径（叶片蒸腾）。",
    "logic",
  ],
  [["therefore", "however", "besides", "meanwhile"], "B", "上段讲好处，此处转折：效果取决于树种在哪里。", "logic"],
  [["away", "apart", "along", "aside"], "A", "two kilometres away：两公里之外的公园对拥挤街道的住户帮助不大。"],
  [["rely", "insist", "focus", "comment"], "C", "focus on“街道树冠覆盖率”，与介词 on 搭配且符合语境。"],
  [["down", "up", "off", "out"], "B", "up to five degrees：最多可达五度。"],
  [["lately", "alike", "nearby", "instead"], "C", "than bare streets nearby：与附近没有树荫的街道相比。"],
  [
    ["simple", "dangerous", "temporary", "popular"],
    "A",
    "下文列举树木需要水、空间和多年照料，说明它不是“简单”的解决办法。",
    "logic",
  ],
  [["lose", "measure", "exceed", "reach"], "D", "reach their full size：长到成树的大小。"],
  [["responsible", "famous", "grateful", "eager"], "A", "be responsible for watering：负责浇水。"],
  [["forbidding", "warning", "inviting", "blaming"], "C", "invite residents to adopt a tree：邀请居民“认养”树木。"],
  [["Few", "Such", "Other", "Every"], "B", "Such programmes 指代上一句的认养项目。", "logic"],
  [["ever", "already", "twice", "next"], "D", "decide where to plant next：决定下一步在哪里种树。"],
  [
    ["avoided", "damaged", "favoured", "ignored"],
    "C",
    "后文说富裕社区的居民更善于表达诉求，可见植树曾“偏向”这些社区。",
  ],
  [["explain", "correct", "repeat", "accept"], "B", "To correct this：为纠正这种偏差，下文给出具体做法。"],
  [["apart", "instead", "except", "together"], "D", "show A together with B：把树冠覆盖率与收入水平放在一起展示。"],
  [["scarce", "plentiful", "visible", "cheap"], "A", "把新种植引向树荫“稀缺”的地区，与纠正偏差的目的一致。"],
  [
    ["fashion", "luck", "fairness", "speed"],
    "C",
    "全文落脚于公平：给城市降温不只是生物学问题，也是公平问题。",
    "logic",
  ],
]);

const text1 = `For most of the twentieth century, fixing things was an ordinary household skill. People darned socks, replaced radio valves and took their bicycles apart on the kitchen floor. Somewhere along the way that habit faded. Products became cheaper to replace than to repair, and many were designed in ways that made repair difficult: parts were glued rather than screwed together, and manuals disappeared from the box.

In the past decade, however, repair has been making a quiet comeback. Volunteer-run "repair cafés", where visitors bring broken lamps, toasters and trousers and learn to fix them with help from experienced volunteers, have spread from a single event to thousands of locations worldwide. Their organisers say the point is not only to keep objects out of landfills but also to rebuild confidence. "People arrive thinking they are not technical," one volunteer explained. "They leave having opened a machine and understood it."

Lawmakers have taken notice too. Several governments have passed or proposed rules requiring manufacturers to make spare parts and repair information available for a number of years after a product is sold. Industry groups initially resisted, arguing that unqualified repairs could be unsafe and that sharing technical details would expose trade secrets. Some firms have since changed course and launched their own repair programmes, perhaps because they have discovered that customers value products that last.

Still, enthusiasm should not be mistaken for transformation. Repair cafés fix a tiny share of the goods thrown away each year, and a right to repair means little if spare parts cost nearly as much as a new device. The real test will be whether designers start to think about the second life of a product from the very beginning, rather than treating repair as an afterthought.`;

const text2 = `When a software firm in a mid-sized city announced that its staff would work four days a week for the same pay, many of its competitors expected chaos. Six months later, the firm reported that projects had been delivered on time and that fewer employees had taken sick leave. Its managers were careful, however, not to claim that the change would suit every business.

The idea behind the shorter week is simple: much of the time people spend at work is not productive. Long meetings, constant messages and poorly defined tasks eat into the day. If the week is compressed, the argument goes, teams are forced to cut what does not matter. Supporters also point to benefits outside the office, from more time for family to lower commuting costs.

Critics raise several objections. In hospitals, schools and shops, work cannot simply be squeezed into fewer hours; someone has to be present. Reducing the days of one employee may mean hiring another, which raises costs. Others fear that the pressure to finish everything in four days may lead to longer, more exhausting working days, trading one kind of stress for another.

What the experiments so far suggest is that the number of days matters less than how work is organised. Firms that reported success had first studied how their employees spent their time and removed unnecessary tasks before changing the schedule. Those that merely announced a new timetable, without changing anything else, often returned to the five-day week within a year. The lesson for managers may be that a shorter week is not a shortcut; it is the reward for doing the harder work of redesigning the job.`;

const text3 = `Every winter, thousands of volunteers across the country spend a weekend counting the birds that visit their gardens and local parks. They record what they see on simple forms or smartphone apps, and the results are sent to researchers. Projects like this, often called citizen science, have become an important source of data for scientists who could never afford to send professional observers to so many places at once.

The value of such data was once questioned. Amateur observers, critics said, might misidentify species, count the same bird twice or report only the unusual birds that excite them. These concerns were not baseless. Early projects sometimes produced numbers that were hard to interpret.

Over time, however, researchers have developed ways to deal with these weaknesses. Volunteers are now given short training sessions and photographs of commonly confused species. Apps ask users to confirm a rare sighting with a picture. Most importantly, statisticians have learned that errors made by a large number of observers tend to be consistent from year to year, so that changes in the counts still reveal real trends even when individual records are imperfect.

The payoff has been considerable. Long-term counts have helped show which species are declining, often years before the decline would otherwise have been noticed, and have guided decisions about which habitats to protect. Participants benefit, too: surveys of volunteers find that many become more interested in nature and more willing to support conservation.

Citizen science is not a replacement for professional research. Some questions require careful experiments and specialised equipment. But as a way of watching the natural world on a large scale, and of involving the public in that work, it has earned its place.`;

const text4 = `When digital books and search engines arrived, many predicted that public libraries would become museums of paper. The opposite has happened in many towns. Libraries have become some of the busiest public spaces, not because people borrow more books—in many places they borrow fewer—but because libraries offer something that is increasingly rare: a warm, quiet place where anyone can stay without being expected to buy anything.

On a typical weekday, a small-town library might host a toddlers' reading session in the morning, job seekers using computers at noon and students doing homework in the afternoon. Librarians help older residents fill in online forms and teach teenagers how to judge whether a website can be trusted. In this sense, the library's mission has shifted from storing information to helping people use it.

This expansion brings difficulties. Librarians are asked to act as teachers, social workers and technicians, often without extra training or pay. Budgets in many areas have been cut, and some branches have reduced their opening hours just as demand for their services has grown. A few local governments have handed libraries over to volunteers, a move that saves money but can make services uneven.

Supporters argue that the return on investment is high. A library that helps an unemployed person write a CV or gives a child a place to read may prevent much larger costs later. The difficulty is that such benefits are spread over many years and many departments, while the costs appear in a single budget line. Deciding how much to spend on libraries, then, is less a question of whether they are useful than of how we measure usefulness.`;

const readingGroups = [
  reading("en1", "en1-read-1", "Text 1", text1, [
    [
      "According to Paragraph 1, repair became less common partly because",
      [
        "people lost interest in practical skills",
        "tools for repair became too expensive",
        "products were designed in ways that hindered repair",
        "manuals were too difficult to follow",
      ],
      "C",
      "第一段：many were designed in ways that made repair difficult，零件被粘合、说明书消失。",
      "detail",
    ],
    [
      "Repair cafés are mentioned to show that repair can",
      [
        "build confidence as well as reduce waste",
        "replace professional repair services",
        "save volunteers a great deal of money",
        "make broken objects look new",
      ],
      "A",
      "第二段组织者说，目的不仅是减少垃圾（keep objects out of landfills），也是重建信心（rebuild confidence）。",
      "inference",
    ],
    [
      "Industry groups first opposed repair rules because they",
      [
        "wanted to sell more spare parts",
        "doubted that customers valued durable goods",
        "had already launched repair programmes",
        "worried about safety and trade secrets",
      ],
      "D",
      "第三段：unqualified repairs could be unsafe and ... expose trade secrets。",
      "detail",
    ],
    [
      'The word "afterthought" (Para. 4) most probably means something',
      ["planned with great care", "considered only at a late stage", "required by law", "too costly to change"],
      "B",
      "与 from the very beginning 相对，afterthought 指“事后才想到的东西”。",
      "word",
    ],
    [
      "The author's attitude toward the repair movement can best be described as",
      ["enthusiastic", "dismissive", "cautiously hopeful", "indifferent"],
      "C",
      "作者肯定维修的回归，但末段提醒 enthusiasm should not be mistaken for transformation，态度是谨慎乐观。",
      "attitude",
    ],
  ]),
  reading("en1", "en1-read-2", "Text 2", text2, [
    [
      "What did the software firm's managers avoid doing?",
      [
        "Publishing the results of the trial.",
        "Claiming that the model suits every business.",
        "Paying employees the same wages.",
        "Measuring sick leave.",
      ],
      "B",
      "第一段末：careful, however, not to claim that the change would suit every business。",
      "detail",
    ],
    [
      "Supporters of a shorter week believe that",
      [
        "a compressed week pushes teams to drop unimportant work",
        "meetings should be banned altogether",
        "employees should work longer days",
        "commuting costs are irrelevant",
      ],
      "A",
      "第二段：If the week is compressed ... teams are forced to cut what does not matter。",
      "detail",
    ],
    [
      "Which objection is raised in Paragraph 3?",
      [
        "The shorter week makes hiring unnecessary.",
        "Most employees dislike the idea.",
        "It reduces stress in every kind of job.",
        "Some jobs require staff to be present.",
      ],
      "D",
      "第三段：In hospitals, schools and shops ... someone has to be present。",
      "detail",
    ],
    [
      "Firms that returned to the five-day week had probably",
      [
        "studied how their staff spent their time",
        "changed only the timetable",
        "hired too many new employees",
        "worked in hospitals and schools",
      ],
      "B",
      "末段：Those that merely announced a new timetable, without changing anything else, often returned to the five-day week。",
      "inference",
    ],
    [
      "Which of the following is the best title for the text?",
      [
        "Why Five Days Are Too Many",
        "Meetings That Waste Our Time",
        "The Shorter Week: A Reward, Not a Shortcut",
        "Hospitals and the Future of Work",
      ],
      "C",
      "全文落脚于末句：a shorter week is not a shortcut; it is the reward for ... redesigning the job。",
      "main",
    ],
  ]),
  reading("en1", "en1-read-3", "Text 3", text3, [
    [
      "Citizen science projects are valuable to researchers mainly because they",
      [
        "cost nothing to organise",
        "collect data from many places at once",
        "focus on rare and exciting species",
        "replace trained observers",
      ],
      "B",
      "第一段：scientists could never afford to send professional observers to so many places at once。",
      "detail",
    ],
    [
      "Paragraph 2 suggests that early doubts about amateur data were",
      ["partly justified", "entirely groundless", "raised mainly by volunteers", "quickly forgotten"],
      "A",
      "These concerns were not baseless，早期数据确实难以解读，说明质疑有一定道理。",
      "inference",
    ],
    [
      "According to Paragraph 3, bird counts can still show real trends because",
      [
        "volunteers seldom make mistakes",
        "apps remove every doubtful record",
        "rare birds are left out of the counts",
        "observers' errors stay similar from year to year",
      ],
      "D",
      "errors ... tend to be consistent from year to year，因此数量的变化仍能反映真实趋势。",
      "detail",
    ],
    [
      "Which of the following is mentioned as a benefit to participants?",
      ["Payment for their time.", "Professional qualifications.", "A stronger interest in nature.", "Free equipment."],
      "C",
      "第四段：many become more interested in nature and more willing to support conservation。",
      "detail",
    ],
    [
      "The author's view of citizen science is that it",
      [
        "will soon replace laboratory research",
        "is valuable within its limits",
        "is little more than a hobby",
        "produces unreliable results",
      ],
      "B",
      "末段：not a replacement for professional research ... it has earned its place。",
      "attitude",
    ],
  ]),
  reading("en1", "en1-read-4", "Text 4", text4, [
    [
      "According to Paragraph 1, libraries remain busy because they",
      ["lend more books than ever", "offer a free place to stay", "sell digital books", "display old manuscripts"],
      "B",
      "第一段：a warm, quiet place where anyone can stay without being expected to buy anything。",
      "detail",
    ],
    [
      "Paragraph 2 mainly shows that libraries now",
      [
        "help people make use of information",
        "store more information than before",
        "serve mainly young children",
        "compete with schools",
      ],
      "A",
      "段末总结：the library's mission has shifted from storing information to helping people use it。",
      "main",
    ],
    [
      "What problem is mentioned in Paragraph 3?",
      [
        "Librarians have too little to do.",
        "Demand for library services has fallen.",
        "Volunteers refuse to work in libraries.",
        "Staff take on many roles without extra support.",
      ],
      "D",
      "第三段：act as teachers, social workers and technicians, often without extra training or pay。",
      "detail",
    ],
    [
      'The phrase "return on investment" (Para. 4) refers to',
      [
        "money that libraries earn from fees",
        "books that readers return on time",
        "benefits gained relative to spending",
        "budgets returned to the government",
      ],
      "C",
      "后文举例说明图书馆的投入能避免更大的社会成本，指投入与收益之比。",
      "word",
    ],
    [
      "The author implies that library funding is hard to decide because",
      [
        "libraries are no longer useful",
        "readers refuse to pay",
        "governments ignore all data",
        "the benefits are long-term and widely spread",
      ],
      "D",
      "末段：benefits are spread over many years and many departments, while the costs appear in a single budget line。",
      "inference",
    ],
  ]),
];

const matchingGroup = matching(
  "en1-match-1",
  "en1-new-type-matching",
  `Read the following text and choose the most suitable sentence from A–G for each numbered gap (41–45). There are two extra choices.

Most of us have started a new habit with great energy only to abandon it a few weeks later. Research on behaviour suggests that the problem is rarely a lack of willpower. Instead, it lies in how the habit is designed.

__41__ A person who decides to "exercise more" has no clear signal telling them when to begin. Someone who decides to "walk for ten minutes after lunch every day" has attached the new behaviour to an existing routine, and lunch becomes the reminder.

__42__ Ambitious plans are exciting on the first day but exhausting on the fifth. Beginning with a version of the habit that feels almost too easy—two push-ups, one page of reading—builds the routine first. The amount can be increased once the behaviour feels automatic.

__43__ If your running shoes are buried in a cupboard, every run begins with a small search, and small obstacles are enough to stop a tired person. Putting the shoes by the door, or the book on the pillow, removes that friction.

__44__ Crossing off days on a calendar or keeping a simple note of each session gives a visible record of progress. Many people find that they do not want to "break the chain", and the record itself becomes a reason to continue.

__45__ Everyone misses a day sometimes. The danger is that one missed day turns into a week, because the person decides that the effort has already failed. Treating a lapse as normal, and simply starting again the next day, is what separates lasting habits from abandoned ones.`,
  [
    "Make the habit small at the start.",
    "Link the new habit to a clear cue.",
    "Reward yourself with a large treat every day.",
    "Keep track of what you do.",
    "Shape your surroundings to make the habit easy.",
    "Ask a doctor before changing your diet.",
    "Expect to slip, and plan how to recover.",
  ],
  [
    ["第 41 空", "B", "本段讲“午饭后散步”把新习惯挂在已有的日常上，午饭成了提示（cue）。"],
    ["第 42 空", "A", "本段讲从“几乎太容易”的小目标开始（two push-ups, one page）。"],
    ["第 43 空", "E", "本段讲把跑鞋放在门口、书放在枕头上，改变环境以减少阻力。"],
    ["第 44 空", "D", "本段讲在日历上打勾、记录每次练习，即记录进展。"],
    ["第 45 空", "G", "本段讲偶尔中断很正常，关键是第二天重新开始。"],
  ],
  2,
  { difficulty: 3 },
);

const translationSentences: ReadonlyArray<readonly [string, string, string]> = [
  [
    "Children ask hundreds of questions a day before they start school, but the number drops sharply once they learn that lessons usually reward correct answers rather than interesting questions.",
    "孩子们在上学之前每天会问上百个问题，但一旦他们明白课堂通常奖励的是正确答案而不是有趣的问题，提问的数量就会急剧下降。",
    "once 引导时间状语从句，that 引导 learn 的宾语从句；rather than 连接两个并列宾语。",
  ],
  [
    "What is needed is not the abandonment of structure but a structure that treats questions as a resource to be developed rather than an interruption to be managed.",
    "我们需要的不是抛弃规则体系，而是建立一种把问题当作有待开发的资源、而不是有待处理的干扰的体系。",
    "What is needed 是主语从句；not ... but ... 表示“不是……而是……”；treat A as B 译为“把 A 当作 B”。",
  ],
  [
    "The results suggest that students who are allowed to investigate what puzzles them tend to remember more of what they learn, even when the topic is not on the examination.",
    "结果表明，被允许探究自己所困惑问题的学生，往往能记住更多所学的内容，即使这个话题不在考试范围之内。",
    "主干是 The results suggest that ...；who 引导定语从句修饰 students，两个 what 分别引导宾语从句；even when 表让步。",
  ],
  [
    "Yet the skill they cultivate—the ability to turn vague puzzlement into a question that can actually be investigated—is precisely the one that employers and universities complain is missing.",
    "然而，他们所培养的技能——把模糊的困惑转化为一个真正可以研究的问题的能力——恰恰是雇主和大学所抱怨的（学生身上）缺少的那种技能。",
    "破折号之间是 the skill 的同位语；the one that ... complain is missing 中 employers and universities complain 是插入成分，可译为“所抱怨的”。",
  ],
  [
    "If we want adults who can think for themselves, we might begin by protecting the curiosity that children bring to school in the first place.",
    "如果我们希望培养出能够独立思考的成年人，或许应当从保护孩子们最初带到学校来的好奇心做起。",
    "begin by doing 译为“从……做起”；in the first place 表示“最初、原本”。",
  ],
];

const translationGroup = passage(
  "en1-trans-1",
  "en1-translation-sentence",
  `Read the following text carefully and translate the underlined sentences (46–50) into Chinese.

Curiosity is often described as the engine of learning, yet schools do not always know how to feed it. (46) <u>${translationSentences[0]![0]}</u> Teachers are not to blame for this; they work within timetables and examinations that leave little room for wandering. (47) <u>${translationSentences[1]![0]}</u> Some schools set aside time each week for pupils to pursue questions of their own choosing. (48) <u>${translationSentences[2]![0]}</u> Such projects demand patience from teachers, who must resist the temptation to supply the answer too quickly. (49) <u>${translationSentences[3]![0]}</u> (50) <u>${translationSentences[4]![0]}</u>`,
  translationSentences.map(([sentence, reference, note], index) =>
    subjective(
      `en1-trans-1-${index + 1}`,
      "en1-translation-sentence",
      `第 ${46 + index} 题：${sentence}`,
      reference,
      [
        ["句子结构处理正确（主从关系清楚）", 1],
        ["关键词语译文准确，语句通顺", 1],
      ],
      note,
      { points: 2, difficulty: 4 },
    ),
  ),
  { difficulty: 4 },
);

const letter = writing(
  "en1",
  "en1-write-a",
  "practical",
  `Part A（小作文，10 分）

Your university is going to hold a "repair café" where students can bring broken items and learn to fix them. Write an email of about 100 words to the Student Union to

1) volunteer to help at the event, and
2) explain what you can do.

Do not use your own name. Use "Li Ming" instead.`,
  `Dear Student Union,

I am writing to volunteer for the repair café to be held next month. As a student of mechanical engineering, I have repaired bicycles, desk lamps and small kitchen appliances for my classmates, so I believe I can be of real help.

At the event, I could run a table for simple electrical repairs and show visitors how to use basic tools safely. I would also be glad to help with setting up and cleaning the venue.

Please let me know if you need any further information. I look forward to your reply.

Yours sincerely,
Li Ming`,
  [
    ["内容完整：写明志愿参加并说明自己能做的事", 4],
    ["格式与语气恰当：称呼、落款正确，语气礼貌", 2],
    ["语言准确，语法和拼写错误少", 2],
    ["行文连贯，字数约 100 词", 2],
  ],
  "应用文先交代写信目的，再具体说明能力与分工，最后礼貌结尾。评分时先看任务是否完成，再看语言质量。",
);

const essay = writing(
  "en1",
  "en1-write-b",
  "essay",
  `Part B（大作文，20 分）

Write an essay of 160–200 words based on the picture described below. In your essay, you should

1) describe the picture briefly,
2) interpret its intended meaning, and
3) give your comments.

【图画】一名学生站在书架前犹豫，书架上的书名是“三天精通”“一夜速成”“七日满分”；身旁的老师没有看书架，而是指向窗外一条蜿蜒上山的小路。图下文字：“捷径在哪里？”`,
  `In the picture, a student stands hesitating in front of a bookshelf filled with titles such as "Master It in Three Days" and "Full Marks in a Week". Beside him, a teacher ignores the shelf and points instead to a winding path that climbs a mountain. The caption asks, "Where is the shortcut?"

The picture reminds us that real learning seldom offers a shortcut. Books and courses that promise quick success appeal to our impatience, yet knowledge and skills are built step by step, much like a climber who reaches the top only by walking the whole path. Students who chase instant results often end up with a shallow understanding that collapses under the pressure of a real examination.

In my view, the wisest strategy is to accept the long road and make it manageable. We can divide a large goal into small daily tasks, review regularly and learn from our mistakes. Good methods certainly save time, but they are tools for walking the path, not a way of avoiding it. Only by steady effort can we reach the summit and enjoy the view.`,
  [
    ["准确描述图画的主要内容", 4],
    ["正确阐释图画寓意（学习没有捷径、需要循序渐进）", 6],
    ["提出合理的看法或建议并加以论证", 4],
    ["语言丰富准确，结构清晰，字数符合要求", 6],
  ],
  "图画作文按“描述—阐释—评论”三段写作；寓意是本题的关键得分点，只描述图画最多得到描述部分的分数。",
);

const wordForms: ReadonlyArray<readonly [string, readonly string[], string]> = [
  [
    "The new policy had an immediate ______ (effective) on traffic in the city centre.",
    ["effect"],
    "名词作宾语：have an effect on 对……产生影响。",
  ],
  [
    "She spoke so ______ (convince) that nobody questioned her plan.",
    ["convincingly"],
    "修饰动词 spoke 用副词 convincingly。",
  ],
  [
    "Scientists are still debating the ______ (reliable) of the data.",
    ["reliability"],
    "定冠词后用名词 reliability（可靠性）。",
  ],
  [
    "The company plans to ______ (wide) its range of products next year.",
    ["widen"],
    "plan to 后接动词原形；wide 的动词形式是 widen。",
  ],
  [
    "His ______ (refuse) to compromise surprised his colleagues.",
    ["refusal"],
    "物主代词后用名词，refuse 的名词是 refusal。",
  ],
  [
    "These findings are ______ (consist) with earlier research.",
    ["consistent"],
    "be consistent with 与……一致，用形容词。",
  ],
  [
    "The museum's collection has grown ______ (consider) over the past decade.",
    ["considerably"],
    "修饰动词 grown 用副词 considerably（大大地）。",
  ],
  [
    "Online courses have made higher education more ______ (access) to working adults.",
    ["accessible"],
    "make sth. + 形容词作宾补：accessible to 可获得的。",
  ],
  [
    "The report published last week ______ (emphasis) the need for cleaner energy.",
    ["emphasised", "emphasized"],
    "句子缺谓语，last week 表示过去，用过去式 emphasised（美式拼写 emphasized 亦可）。",
  ],
  [
    "Many species will face ______ (extinct) if their habitats continue to disappear.",
    ["extinction"],
    "face 后接名词 extinction（灭绝）。",
  ],
];

const practice: QuestionItem[] = wordForms.map(([stem, answers, explanation], index) =>
  fill(
    `en1-word-${String(index + 1).padStart(2, "0")}`,
    "en1-usage-word-form",
    `用括号中单词的适当形式填空：\n\n${stem}`,
    answers,
    explanation,
    { points: 1, difficulty: 2 },
  ),
);

export const english1Questions: QuestionItem[] = [
  clozeGroup,
  ...readingGroups,
  matchingGroup,
  translationGroup,
  letter,
  essay,
  ...practice,
];

/** The mock paper's parts by code, in the paper's order (the English parts of papers-data.ts). */
export const english1MockLayout = {
  cloze: ["en1-cloze-1"],
  readingA: readingGroups.map((group) => group.code as string),
  readingB: ["en1-match-1"],
  translation: ["en1-trans-1"],
  writingA: ["en1-write-a"],
  writingB: ["en1-write-b"],
};
