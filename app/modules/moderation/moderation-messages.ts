// Every message of the moderation kernel, in one place (client-safe).
export const moderationMessages = {
  notModerator: "只有本校的机构账号可以审核内容",
  otherSchool: "这条内容不属于本校，不能审核",
  itemNotFound: "审核内容不存在或已处理",
  reasonRequired: "请填写原因（作者会看到）",
  reasonTooLong: "原因最多 200 个字",
  unknownAction: "不支持的审核操作",
  unknownKind: "不支持的审核类型",
  wordRequired: "请输入敏感词",
  wordTooLong: "敏感词最多 20 个字",
  wordExists: "这个词已在词库中",
  wordNotFound: "这个词不在本校词库中",
  siteWordReadOnly: "全站词库由平台维护，学校只能增删本校的词",
  decided: (action: string) => `已${action}`,
} as const;

export const REASON_MAX_LENGTH = 200;
export const SENSITIVE_WORD_MAX_LENGTH = 20;
