// The Chinese messages of batches, membership and the progress overview (issue 27). Client-safe.
import type { PhoneListProblem } from "./phone-list";

export const batchMessages = {
  nameRequired: "请填写班级名称",
  nameTooLong: "班级名称不能超过 40 个字",
  termRequired: "请填写学期或期次，如 2027 届",
  termTooLong: "学期不能超过 20 个字",
  behindDays: "落后天数须是 1 到 60 之间的整数",
  codeRequired: "请输入邀请码",
  codeFormat: "邀请码是 8 位字母和数字",
  codeUnknown: "邀请码不存在，请向老师确认",
  codeRevoked: "这个邀请码已被老师撤销，请向老师索取新的邀请码",
  codeExpired: "这个邀请码已过期，请向老师索取新的邀请码",
  codeOtherSchool: "这个班级属于其他学校，你不能加入",
  expiryFormat: "有效期请填写日期，如 2027-01-31",
  expiryPast: "有效期不能早于今天",
  alreadyMember: "你已经是这个班级的成员",
  alreadyRequested: "你已申请加入这个班级，请等待老师通过",
  noSchool: "你的账号没有所属学校，不能加入班级",
  orgAccount: "机构账号不能加入班级",
  listRequired: "请粘贴手机号名单，或选择一个 CSV 文件",
  listTooLong: "一次最多导入 500 个手机号",
  fileTooLarge: "CSV 文件不能超过 200 KB",
  fileNotText: "文件不是 UTF-8 编码的文本（CSV），请另存为 CSV UTF-8 后再上传",
  listRefused: "名单中有错误，一个也没有导入；请改正后重新提交",
  phoneUnknown: "不是本校的注册用户",
  phoneOtherSchool: "是其他学校的用户",
  phoneIsTeacher: "是本班的教师",
  notSchoolTeacher: "这个手机号不是本校的教师",
  memberNotFound: "这个成员不在本班",
  requestNotFound: "这条申请不存在或已处理",
  cannotRemoveLastTeacher: "班级至少要有一位教师",
  batchCreated: (name: string) => `已新建班级「${name}」`,
  joined: (name: string) => `已加入班级「${name}」`,
  requested: (name: string) => `已申请加入「${name}」，请等待老师通过`,
  imported: (added: number, already: number) =>
    already > 0 ? `已添加 ${added} 名学员；${already} 人已在班中` : `已添加 ${added} 名学员`,
  approved: "已通过申请",
  declined: "已拒绝申请",
  removed: "已移出班级",
  teacherAdded: "已添加教师",
  codeCreated: "已生成新的邀请码",
  codeRevokedDone: "已撤销邀请码",
  settingsSaved: "已保存班级设置",
  notBatchSchool: "只能申请加入本校的班级",
} as const;

/** One problem of a pasted or uploaded list, as the page and the API say it. */
export function phoneProblemText(problem: PhoneListProblem): string {
  if (problem.kind === "duplicate") return `第 ${problem.line} 行：${problem.value} 与第 ${problem.firstLine} 行重复`;
  return `第 ${problem.line} 行：「${problem.value}」不是正确的手机号`;
}

export const overviewText = {
  title: "学习概况",
  studentTitle: "我的学习",
  homeTitle: "我的班级",
  studentsTitle: "学员管理",
  videos: "看完的视频",
  words: "学过的单词",
  questions: "做过的题目",
  exams: "交卷的模考",
  latestScore: "最近模考得分",
  bestScore: "最好模考得分",
  lastStudy: "最近学习日",
  behind: "落后",
  never: "从未学习",
} as const;
