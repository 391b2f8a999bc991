// Every message of the moderation kernel, in one place (client-safe).
export const moderationMessages = {
  notModerator: "只有本校的机构账号可以审核内容",
  itemNotFound: "审核内容不存在或已处理",
  reasonRequired: "请填写原因（作者会看到）",
  reasonTooLong: "原因最多 200 个字",
  unknownAction: "不支持的审核操作",
  unknownKind: "不支持的审核类型",
  wordRequired: "请输入敏感词",
  wordTooLong: "敏感词最多 20 个字",
  wordExists: "这个词已在词库中",
  wordNotFound: "这个词不在本校词库中",
  siteWordNotFound: "这个词不在全站词库中",
  siteWordReadOnly: "全站词库由平台维护，学校只能增删本校的词",
  decided: (action: string) => `已${action}`,
  // The moderation centre (docs/decisions/0031-moderation-centre.md)
  itemInvalid: "请选择要审核的内容",
  wordIdInvalid: "请选择要删除的敏感词",
  intentInvalid: "不支持的操作",
  wordAdded: (word: string) => `已添加敏感词「${word}」`,
  wordRemoved: (word: string) => `已删除敏感词「${word}」`,
  notDecided: "未提交",
} as const;

/** The moderation centre's page text (/square/moderation, /mobile/user/moderation). */
export const moderationPageText = {
  title: "内容审核",
  description: "本校用户发布的帖子、评论、学长学姐申请与举报的审核、审核记录与敏感词管理。",
  menuLabel: "内容审核",
  menuLabelWithCount: (count: number) => `内容审核，${count} 条待审核`,
  tabsLabel: "审核分类",
  logTab: "审核记录",
  wordsTab: "敏感词",
  noSources: "还没有需要审核的内容类型。学生可以发帖、评论或申请学长学姐后，待审核的内容会按类型出现在这里。",
  queueEmpty: "没有待审核的内容。",
  pageBeyond: "这一页没有内容。",
  queueTotal: (count: number) => `共 ${count} 条待审核`,
  flagged: "敏感词：",
  noFlags: "未发现敏感词",
  readInContext: "查看原文",
  reasonLabel: "原因",
  reasonHint: "不通过、隐藏时必填，最多 200 个字，作者会看到",
  typedReason: "你填写的原因：",
  logEmpty: "还没有审核记录。",
  logTotal: (count: number) => `共 ${count} 条审核记录`,
  logCaption: "本校机构账号的审核记录，最新的在前",
  siteWordsTitle: "全站敏感词",
  siteWordsNote:
    "平台维护的词库，所有学校共用，学校不能修改。帖子、评论等在进入审核队列前会按全站词库和本校词库检查：忽略全角半角、大小写、空格与标点，发现的词只用于提示审核人员，不会改动或拒绝作者的内容。",
  schoolWordsTitle: "本校敏感词",
  schoolWordsNote: "本校机构账号补充的词，只用于检查本校用户的内容。每个词最多 20 个字。",
  schoolWordsEmpty: "本校还没有补充敏感词。",
  wordLabel: "新的敏感词",
  addWord: "添加",
  removeWord: "删除",
  moderatorUnknown: "（账号已注销）",
  manualTitle: (name: string) => `隐藏或恢复已发布的${name}`,
  manualNote:
    "已发布的内容不在待审核列表中。在网站上看到需要处理的内容时，按它的编号（地址中的 id）隐藏并说明原因，或恢复显示。",
  manualIdLabel: "编号",
  readingTitle: "全文：",
  closeReading: "收起全文",
} as const;

export const REASON_MAX_LENGTH = 200;
export const SENSITIVE_WORD_MAX_LENGTH = 20;
