// Every Chinese message of the question bank (lists, rich text and TeX, the import formats, the import and export
// commands), in one place so pages, the API and the commands say the same thing. Client-safe: no imports.

export const questionMessages = {
  // List input
  shelfInvalid: "题库分类不存在（可选：public 公共课、tkzy 统考专业课、zmt 自命题）",
  subjectInvalid: "科目不存在",
  setKindInvalid: "试卷类型不存在（可选：mock 模拟卷、paper 真题卷、practice 专项练习、course 课后练习）",
  yearInvalid: "年份应为 2000–2100 之间的整数",
  bankIdInvalid: "请指定题库",
  pointInvalid: "知识点编号格式不正确",

  // Not found
  bankNotFound: "题库不存在或未发布",
  bankCodeNotFound: (code: string) => `题库“${code}”不存在`,
  pointNotFound: "知识点不存在",
  setNotFound: "试卷不存在或未发布",

  // Building a set (seed, editor)
  setQuestionUnknown: (code: string) => `试卷里的题目“${code}”不存在`,
  setQuestionNotTop: (code: string) => `题目“${code}”是题组中的小题，试卷只能放整道题或整个题组`,
  setQuestionRepeated: (code: string) => `题目“${code}”在试卷里出现了两次`,
  setSectionEmpty: (title: string) => `“${title}”部分没有题目`,
  setPaperUnknown: (code: string) => `真题“${code}”不存在`,

  // Rich text and TeX
  texEmpty: "公式是空的（$ 与 $ 之间没有内容）",
  texTooLong: (max: number) => `公式太长（最多 ${max} 个字符）`,
  texInvalid: (tex: string, reason: string) => `公式“${tex}”无法解析：${reason}`,
  inlineMathNotClosed: "行内公式的 $ 没有配对（要写美元符号本身，请写成 \\$）",
  displayMathNotClosed: "独立公式的 $$ 没有配对",
  codeFenceNotClosed: "代码块的 ``` 没有闭合",
  backtickNotClosed: "行内代码的 ` 没有配对",

  // Question content (the JSON format's checks; GIFT and Aiken items end up here too)
  documentNotObject: 'JSON 文件的最外层应为对象，形如 {"questions": [...]}',
  documentFormat: 'format 应为 "yantu-questions"',
  documentVersion: "version 应为 1",
  questionsMissing: "缺少 questions 数组",
  questionsEmpty: "questions 数组是空的",
  kindInvalid: "kind 应为 single、multi、fill、subjective 或 group",
  childKindInvalid: "题组的小题 kind 应为 single、multi、fill 或 subjective",
  stemMissing: "题干为空",
  stemTooLong: (max: number) => `题干太长（最多 ${max} 个字符）`,
  textTooLong: (max: number) => `内容太长（最多 ${max} 个字符）`,
  codeInvalid: "编号只能包含字母、数字、点、下划线和连字符，最长 80 个字符",
  codeDuplicate: (code: string, line: number) => `编号“${code}”与第 ${line} 行的题目重复`,
  codeTaken: (code: string) => `编号“${code}”已被题库中的题目使用`,
  optionsTooFew: "选择题至少需要 2 个选项",
  optionsTooMany: (max: number) => `选项最多 ${max} 个`,
  optionIdInvalid: "选项编号应为大写字母 A、B、C……并按顺序排列",
  optionContentMissing: (id: string) => `选项 ${id} 的内容为空`,
  singleNeedsOneCorrect: (count: number) => `单选题应恰有 1 个正确选项，实际 ${count} 个`,
  multiNeedsTwoCorrect: "多选题至少需要 2 个正确选项（只有一个正确选项请用单选题）",
  optionsNotAllowed: (kind: string) => `${kind}不应有选项`,
  answersMissing: "填空题缺少答案（answers：每空一组可接受的写法）",
  answersTooMany: "填空题最多 20 个空",
  answerFormsEmpty: (blank: number) => `第 ${blank} 空没有可接受的答案`,
  answerFormBlank: (blank: number) => `第 ${blank} 空有一个答案是空的`,
  rubricMissing: "主观题缺少评分要点（rubric）",
  rubricTooShort: (sum: string, points: string) => `评分要点合计 ${sum} 分，少于本题的 ${points} 分，无法得满分`,
  rubricIdDuplicate: (id: string) => `评分要点编号“${id}”重复`,
  referenceMissing: "主观题缺少参考答案（referenceAnswer）",
  pointsInvalid: "分值应为非负数，最多两位小数，例如 2 或 0.5",
  pointsGroupMismatch: (given: string, sum: string) => `题组分值 ${given} 与小题分值之和 ${sum} 不一致`,
  difficultyInvalid: "难度应为 1–5 的整数",
  childrenMissing: "题组至少需要 1 道小题（children）",
  childrenTooMany: "题组最多 40 道小题",
  childrenNotAllowed: "只有题组（kind: group）可以有小题",
  groupModeInvalid: "group 应为 passage（材料题组）或 matching（七选五）",
  matchingOptionsMissing: "七选五题组需要共用的选项（options，不标正确答案）",
  matchingOptionMarked: "七选五题组的共用选项不应标记 isCorrect，答案写在每道小题的 answer 里",
  matchingChildKind: "七选五的小题应为单选题（kind: single）",
  matchingAnswerMissing: '七选五的小题缺少 answer（如 "C"）',
  matchingAnswerUnknown: (answer: string) => `七选五的答案“${answer}”不是题组的选项`,
  matchingAnswerRepeated: (answer: string) => `七选五的选项 ${answer} 被用了两次`,
  matchingChildOptions: "七选五的小题不需要自己的选项（共用题组的选项）",
  answerNotAllowed: "只有七选五的小题可以写 answer",
  knowledgePointUnknown: (code: string) =>
    `知识点“${code}”不存在（既不在题库科目的知识点树里，也不在文件的 knowledgePoints 里）`,
  knowledgePointSubject: (code: string, subject: string) => `知识点“${code}”属于科目 ${subject}，与题库科目不一致`,
  knowledgePointsTooMany: "每题最多 8 个知识点",
  sourcePaperUnknown: (code: string) => `真题“${code}”不存在`,
  sourceInvalid: 'source 应为 "模拟" 或 {"paper": 真题编号, "number": 题号}',
  unknownField: (field: string) => `不认识的字段“${field}”`,
  pointTreeCodeDuplicate: (code: string) => `知识点编号“${code}”重复`,
  pointTreeSubject: "知识点树的 subject 与题库科目不一致",
  pointNameMissing: "知识点名称为空",
  pointTreeTooDeep: "知识点树最多 5 层",
  jsonSyntax: (reason: string) => `JSON 格式错误：${reason}`,
  bankMismatch: (fileCode: string, bankCode: string) => `文件里的题库编号“${fileCode}”与 --bank ${bankCode} 不一致`,
  bankMissingInFile: (code: string) => `题库“${code}”不存在；JSON 文件可以在 bank 里写明题库信息来创建它`,

  // GIFT
  giftBraceNotClosed: "答案的 { 没有对应的 }",
  giftNoAnswers: "没有答案部分 { … }（说明文字不是题目，请删去或改为注释 //）",
  giftTwoAnswerBlocks: "一道题只能有一组答案 { … }",
  giftEmptyAnswers: "答案部分 { } 是空的：GIFT 的问答题请用 JSON 格式导入主观题",
  giftMatching: "GIFT 的匹配题（->）不受支持：七选五请用 JSON 格式导入",
  giftNumericInvalid: (text: string) =>
    `数值题的答案“${text}”应为一个数、数:误差 或 最小值..最大值（如 {#3.5}、{#3.5:0.1}、{#1..5}）`,
  giftNumericPartial: (weight: number) =>
    `数值题的答案 %${weight}% 只得部分分：本站的填空题没有部分得分，请删去这个答案或把它改为 100%`,
  giftWeightInvalid: (weight: string) => `权重 %${weight}% 不对（应为 -100 到 100 的数）`,
  giftShortPartial: "填空题的每个答案都应是完全正确的写法（不支持部分得分）",
  giftMixedMarks: "答案里不能同时有 = 和带正权重的 ~%n%",
  giftNoCorrect: "没有正确答案（= 或正权重 ~%n%）",
  giftUnknownMark: (text: string) => `答案“${text}”前应为 =（正确）或 ~（错误）`,
  giftMetaUnknown: (name: string) => `不认识的注释指令 @${name}（可用：@code、@kp、@difficulty、@points、@source）`,
  giftMetaInvalid: (name: string) => `注释指令 @${name} 的值不对`,
  giftTitleNotClosed: "标题的 :: 没有闭合",

  // Aiken
  aikenNoOptions: "没有选项（每个选项一行，形如 A. 内容 或 A) 内容）",
  aikenNoAnswer: "缺少答案行（形如 ANSWER: B）",
  aikenAnswerUnknown: (letter: string) => `答案 ${letter} 不是本题的选项`,
  aikenOptionOrder: (expected: string, got: string) => `选项应为 ${expected}，这里是 ${got}`,
  aikenTextAfterAnswer: "答案行之后应为空行，再开始下一题",
  aikenTextAfterOptions: "选项之后应为答案行（ANSWER: 字母）",

  // Moodle XML
  moodleXmlSyntax: (reason: string) => `XML 格式错误：${reason}`,
  moodleDoctype: "文件含 <!DOCTYPE>：Moodle 导出的题目文件没有它，为安全起见不予读取",
  moodleNotQuiz: "不是 Moodle XML 题目文件（最外层应为 <quiz>）",
  moodleMatching: "匹配题不受支持：本站没有对应的题型（七选五请用 JSON 格式导入）",
  moodleTypeUnsupported: (type: string) =>
    `题型“${type}”不受支持（可导入：multichoice、truefalse、shortanswer、numerical、essay）`,
  moodlePartial: (fraction: string) =>
    `有一个答案只得 ${fraction}% 的分：本站的单选题和填空题没有部分得分，请删去这个答案或改为 100%`,
  moodleWildcard: (text: string) => `填空题答案“${text}”含通配符 *，本站按原样比较答案，不支持通配符`,
  moodleNumberInvalid: (text: string) => `数值题的答案“${text}”不是一个数`,
  moodleUnits: (units: string) => `数值题带单位（${units}）：本站的填空题不换算单位，请去掉单位后再导入`,
  moodleEssayNoReference: "问答题（essay）没有评分参考（graderinfo）：本站的主观题需要参考答案",
  moodleEssayRubric: "按参考答案评分",
  moodleImage: "题目含图片或附件：导入不带文件，请先去掉图片（或改用文字、公式）",

  // Any format
  fileEmpty: "文件里没有题目（只有空行或注释）",

  // The console's import (upload → preview → commit)
  uploadEmpty: "请选择要上传的题目文件",
  uploadTooLarge: (mb: number) => `文件超过 ${mb} MB，请分成几个文件上传`,
  uploadNotText: "这不是文本文件：请上传 GIFT、Aiken、JSON 或 Moodle XML 题目文件",
  uploadFormatUnknown: (name: string) => `看不出“${name}”是哪种格式，请在“文件格式”里选择`,
  uploadNotFound: "找不到这次上传（可能已导入、已放弃或超过一天已过期），请重新上传",
  uploadBankRequired: "请选择题库",
  uploadFormatInvalid: "文件格式只能是 GIFT、Aiken、JSON 或 Moodle XML",
  uploadIdInvalid: "上传编号不对",
  uploadRefused: (problems: number) => `文件有 ${problems} 处问题，一道题也没有导入；请改好后重新上传`,
  uploadCommitted: (questions: number, bank: string) => `已导入 ${questions} 道题到题库 ${bank}`,
  uploadDiscarded: "已放弃这次上传，没有导入任何题目",
  uploadReady: "已上传：请逐题检查预览，确认无误后再导入",

  // Import and export commands
  importUsage:
    "用法：npm run questions:import -- <文件> --bank <题库编号> [--format gift|aiken|json|moodle-xml] [--point <知识点编号>] [--difficulty 1-5] [--points <分值>]",
  exportUsage: "用法：npm run questions:export -- --bank <题库编号> [--out <文件>]",
  formatUnknown: (name: string) => `无法识别文件格式“${name}”，请用 --format 指定 gift、aiken、json 或 moodle-xml`,
  fileMissing: (file: string) => `找不到文件：${file}`,
  fileNotUtf8: "文件不是 UTF-8 编码",
  refused: (file: string, count: number) => `导入失败：${file} 有 ${count} 处问题，未写入任何数据。`,
  problemLine: (line: number, message: string) => `第 ${line} 行：${message}`,
  moreProblems: (count: number) => `……另有 ${count} 处问题未列出`,
  imported: (bank: string, questions: number, leaves: number, points: number) =>
    `已导入题库“${bank}”：${questions} 道题（含小题共 ${leaves} 道），新增知识点 ${points} 个`,
  exported: (bank: string, questions: number, file: string) => `已导出题库“${bank}”的 ${questions} 道题到 ${file}`,
  failed: (reason: string) => `操作失败：${reason}`,

  // The paper PDF and its downloads (/question/examPdf, myTrueQuestionDownload)
  pdfFontMissing:
    "服务器缺少中文字体，暂时无法生成 PDF（请管理员安装 fonts-wqy-microhei，或用 PDF_FONT_PATH 指定字体文件）",
  pdfSetIdInvalid: "请指定要下载的试卷（id 应为正整数）",
  pdfLoginToDownload: "登录后即可下载 PDF",
  pdfDownloadRecorded: "已记录下载，PDF 即将开始下载",
  pdfIntentInvalid: "无法识别的操作",
  downloadRecorded: "已记录下载",
  // Banks for sale (/question/order)
  bankPurchaseRequired: (name: string) => `「${name}」需购买，或由本校图书馆开通后使用`,
  bankLoginRequired: (name: string) => `「${name}」需登录后使用（登录后可使用所在学校的开通或购买）`,
} as const;
