// The console's messages (issue 25), in one place.
export const consoleMessages = {
  notConsoleUser: "此页面仅限运营人员和学校管理员使用",
  userNotFound: "没有这个手机号的用户",
  userNotInSchool: "该用户不是本校用户",
  cannotRemoveSelf: "不能移除自己的管理员身份",
  roleNotFound: "该用户没有这个身份",
  commandLine: "命令行",
  operatorOnly: "此页面仅限运营人员使用",
  consoleExpired: "控制台已超过 8 小时未使用，请重新验证身份",
  signInFirst: "请先完成控制台的二次验证",
  enrolFirst: "请先绑定验证器，再进入控制台",
  schoolNotFound: "没有这所学校，或您无权管理它",
  signedIn: "验证通过，欢迎进入控制台",
  signedOut: "已退出控制台",
  sessionsEnded: (count: number) => `已退出其他 ${count} 处控制台登录`,
  orgLabel: (school: string) => `${school}（机构账号）`,
  userLabel: (nickname: string, phoneTail: string) => (phoneTail ? `${nickname}（尾号 ${phoneTail}）` : nickname),
} as const;

/** The audit log's action codes as the log page shows them; a code without a name is shown as it is. */
const auditActionNames: Record<string, string> = {
  "role.grant": "授予身份",
  "role.revoke": "移除身份",
  "second-factor.enrol": "绑定验证器",
  "console.sign-in": "控制台登录",
  "console.sessions-end": "退出控制台登录",
  "sensitive-word.add": "添加敏感词",
  "sensitive-word.remove": "删除敏感词",
  "moderation.approve": "审核通过",
  "moderation.decline": "审核不通过",
  "moderation.hide": "隐藏内容",
  "moderation.restore": "恢复显示",
  "moderation.dismiss": "驳回举报",
  "user.disable": "停用用户",
  "user.enable": "启用用户",
  "user.sign_out": "退出所有登录",
  "inbox.state": "标记处理状态",
  "inbox.reply": "回复反馈或预约",
  "school.org-code.rotate": "更换机构注册码",
};

export const auditActionName = (action: string): string => auditActionNames[action] ?? action;
