// Everything 学习小组 says (docs/decisions/0034). Client-safe.
import { GROUP_INTRO_MAX, GROUP_LIMITS, GROUP_NAME_MAX, GROUP_TARGET_MAX, GROUP_YEAR_MAX, GROUP_YEAR_MIN } from "./group-config";

export const groupMessages = {
  // Input
  nameRequired: "请填写小组名称",
  nameTooLong: `小组名称最多 ${GROUP_NAME_MAX} 个字`,
  targetRequired: "请填写备考目标，如：2027 计算机 408",
  targetTooLong: `备考目标最多 ${GROUP_TARGET_MAX} 个字`,
  subjectInvalid: "请选择科目",
  yearInvalid: `考研年份应为 ${GROUP_YEAR_MIN} 到 ${GROUP_YEAR_MAX} 之间的整数`,
  introTooLong: `小组介绍最多 ${GROUP_INTRO_MAX} 个字`,
  groupInvalid: "请选择小组",
  intentInvalid: "不支持的操作",
  sortInvalid: "排序只能是最新或成员最多",
  keywordTooLong: "小组名称关键词最多 20 个字",
  queryInvalid: "部分筛选条件无效，已忽略：",

  // Rules
  loginToJoin: "请先登录，再加入小组",
  loginToCreate: "请先登录，再创建小组",
  orgCannotJoin: "机构账号不能创建或加入学习小组",
  notFound: "小组不存在或尚未通过审核",
  tooManyOwned: `每人最多创建 ${GROUP_LIMITS.ownedPerUser} 个小组（解散一个后可再创建）`,
  tooManyJoined: `每人最多加入 ${GROUP_LIMITS.joinedPerUser} 个小组`,
  groupFull: `这个小组已满 ${GROUP_LIMITS.membersPerGroup} 人`,
  notJoinable: "小组尚未通过审核，暂不能加入",
  notMember: "你不是这个小组的成员",
  ownerCannotLeave: "组长不能退出小组；只剩你一人时可以解散小组",
  notOwner: "只有组长可以解散小组",
  notEmpty: "小组还有其他成员，不能解散",
  tooFast: (wait: string) => `创建小组太频繁，请 ${wait}后再试`,
  noSchool: "你的账号没有所属学校，小组将无人审核，会一直处于审核中",

  // Outcomes
  created: "小组已提交，审核通过后公开",
  joined: "已加入小组",
  left: "已退出小组",
  dissolved: "小组已解散",
  approvedTitle: "你的学习小组已通过审核",
  approvedBody: (name: string) => `小组「${name}」已公开，同学们可以加入了。`,
  declinedTitle: "你的学习小组未通过审核",
  declinedBody: (name: string, reason: string) => `小组「${name}」未通过审核。原因：${reason}`,
  hiddenTitle: "你的学习小组已被隐藏",
  hiddenBody: (name: string, reason: string) => `小组「${name}」已被隐藏。原因：${reason}`,
  restoredTitle: "你的学习小组已恢复显示",
  restoredBody: (name: string) => `小组「${name}」已恢复显示。`,

  // Pages
  listTitle: "学习小组",
  listDescription: "按备考目标找到一起复习的同学：2027 计算机 408、英语一冲刺……加入小组，在组里发帖交流。",
  mineTitle: "我的小组",
  mineEmpty: "还没有加入小组。",
  listEmpty: "还没有公开的学习小组。",
  listNoMatch: "没有符合条件的小组。",
  createTitle: "创建小组",
  createNote: `新小组需经本校机构账号审核后公开。每人最多创建 ${GROUP_LIMITS.ownedPerUser} 个、加入 ${GROUP_LIMITS.joinedPerUser} 个小组；每个小组最多 ${GROUP_LIMITS.membersPerGroup} 人。`,
  membersTitle: "成员",
  postsTitle: "小组帖子",
  postsEmpty: "小组里还没有帖子。",
  pageBeyond: "这一页没有内容。",
  stateNote: {
    pending: "审核中：只有你能看到这个小组，审核通过后公开。",
    declined: "未通过审核：只有你能看到这个小组。",
    hidden: "已被隐藏：只有你能看到这个小组。",
  },
  ownerNote: "你是组长。组长不能退出小组；只剩你一人时可以解散小组。",
  memberCount: (count: number) => `${count} 名成员`,
} as const;
