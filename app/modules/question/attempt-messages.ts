// The Chinese messages of answering: attempts (mock exams and practice), marking, the wrong-question book (错题本),
// notes and favourites of questions. Apart from question-messages.ts (the bank's content, import and export) so the
// two halves of the question bank can grow independently. Client-safe: no imports.

export const attemptMessages = {
  // Input
  setIdInvalid: "请指定试卷或练习",
  setOrPaperMissing: "请指定要作答的试卷（setId）或真题（paperId）",
  attemptIdInvalid: "作答记录编号不正确",
  questionIdInvalid: "请指定题目",
  modeInvalid: "作答模式应为 exam（模考）或 practice（刷题）",
  flagInvalid: "应为 true 或 false",
  answeredAtInvalid: "作答时间应为毫秒时间戳或 ISO 时间",
  marksInvalid: "评分应为每道主观题勾选的评分要点：[{questionId, rubricIds}]",
  rubricIdsInvalid: "评分要点编号应为字符串数组",
  repsInvalid: "复习次数应为非负整数",
  noteMissing: "笔记内容不能为空",
  noteTooLong: (max: number) => `笔记最多 ${max} 个字`,

  // Answers by kind
  answerSingle: (ids: string) => `单选题请选择一个选项（${ids}）`,
  answerMulti: (ids: string) => `多选题请选择一个或多个选项（${ids}）`,
  answerFill: (blanks: number) => `填空题请按空的顺序填写，共 ${blanks} 个空，每空最多 500 个字`,
  answerSubjective: (max: number) => `主观题请填写作答内容（最多 ${max} 个字）`,
  answerGroup: "题组请逐个作答其中的小题",

  // Not found
  setNotFound: "试卷不存在或未发布",
  paperSetNotFound: "这套真题还没有可以作答的题目",
  attemptNotFound: "作答记录不存在",
  questionNotInAttempt: "这道题不在本次作答的试卷里",
  questionNotFound: "题目不存在",
  wrongQuestionNotFound: "错题本里没有这道题",
  noteNotFound: "还没有这道题的笔记",

  // Refusals
  untimedOnly: "这套题没有规定考试时长，只能不限时作答",
  deadlinePassed: (deadline: string) => `考试时间已到（截止 ${deadline}），已按保存的答案自动交卷，之后的作答不再保存`,
  alreadySubmitted: "本次作答已交卷，不能再修改答案",
  startRaced: "开始作答的请求有冲突，请重试",
  practiceAnswerLocked: "刷题模式下本题已作答并显示了答案，不能再修改",
  notSubjective: (id: number) => `第 ${id} 号题不是主观题，不需要自评`,
  notAnswered: (id: number) => `第 ${id} 号题没有作答，无需自评`,
  rubricUnknown: (id: string) => `评分要点“${id}”不属于这道题`,
  selfMarkNotOpen: "现在不能自评：交卷后才能对主观题估分（刷题模式下作答后即可）",
  alreadyMarked: "本次作答已完成评分",
  reviewSelfMarksMissing: "主观题复习请勾选自己答到的评分要点（selfMarks）",
  reviewStale: "这道错题已经复习过了，请刷新后再试",

  // Success
  started: "开始作答",
  resumed: "继续上次未完成的作答",
  saved: "已保存",
  superseded: "已保存过更晚的答案，本次提交未覆盖",
  submitted: "已交卷",
  autoSubmitted: "考试时间已到，已自动交卷",
  selfMarked: "已保存自评分",
  reviewed: (correct: boolean) => (correct ? "回答正确" : "回答错误，已安排再次复习"),
  noteSaved: "笔记已保存",
  noteDeleted: "笔记已删除",
  collected: "已收藏",
  uncollected: "已取消收藏",

  // Labels
  stateLabels: { in_progress: "作答中", needs_marking: "待自评", finished: "已完成" },
  modeLabels: { exam: "模考", practice: "刷题" },
  finishReasonLabels: { user: "主动交卷", deadline: "到时自动交卷" },
  outcomeLabels: { right: "正确", partial: "部分正确", wrong: "错误", unanswered: "未作答", pending: "待自评" },
  cardStateLabels: { new: "新错题", learning: "学习中", review: "复习中", relearning: "重新学习" },
  retiredLabel: "已掌握",
  reviewAnswerMissing: "请作答后再提交",
} as const;
