// The school section of the console (issue 25: users, staff and teachers, the inbox, library demand): its messages
// and labels, in one place. Client-safe: data only.
import type { AppointmentStatus, InboxState } from "~/db/schema";

export const SEARCH_QUERY_MAX = 20;
export const REPLY_MAX = 500;

export const schoolAdminMessages = {
  cannotDisableSelf: "不能停用自己的账号",
  operatorAccount: "运营人员的账号不能在学校控制台中处理",
  queryTooLong: `搜索内容最多 ${SEARCH_QUERY_MAX} 个字`,
  userIdInvalid: "请选择用户",
  disabledInvalid: "请选择停用或启用",
  accountRequired: "请输入本校用户的手机号或用户 ID",
  accountInvalid: "请输入 11 位手机号或数字用户 ID",
  roleInvalid: "请选择身份（管理员或教师）",
  itemNotFound: "没有找到这条反馈或预约",
  itemIdInvalid: "请选择一条反馈或预约",
  kindInvalid: "请选择类型：意见反馈或预约咨询",
  stateInvalid: "请选择处理状态：新、处理中或已回复",
  replyRequired: "请填写回复内容",
  replyTooLong: `回复最多 ${REPLY_MAX} 个字`,
} as const;

export const inboxStateNames: Record<InboxState, string> = {
  new: "新",
  in_progress: "处理中",
  replied: "已回复",
};

export type InboxKind = "feedback" | "booking";

export const inboxKindNames: Record<InboxKind, string> = {
  feedback: "意见反馈",
  booking: "预约咨询",
};

/** What the user reads in 消息 when the school answers. */
export const inboxReplyTitles: Record<InboxKind, string> = {
  feedback: "您的意见反馈有了回复",
  booking: "您的预约咨询有了回复",
};

/** The user's side of a booking, as the inbox shows it next to the handling state. */
export const bookingStatusNames: Record<AppointmentStatus, string> = {
  open: "待处理",
  done: "已完成",
  cancelled: "用户已取消",
};

export const schoolRoleNames = { school_admin: "管理员", teacher: "教师" } as const;

/** The pages' own words: titles, toasts, refusals of a form sent by hand. */
export const schoolAdminPageText = {
  usersTitle: "用户",
  staffTitle: "管理员与教师",
  inboxTitle: "留言与预约",
  demandTitle: "推荐购买",
  formInvalid: "请求有误，请在页面上重新操作",
  userDisabled: (sessions: number) => (sessions > 0 ? `已停用该用户，并退出了其 ${sessions} 处登录` : "已停用该用户"),
  userEnabled: "已启用该用户",
  userUnchanged: "该用户的状态没有变化",
  userSignedOut: (sessions: number) => (sessions > 0 ? `已退出该用户的 ${sessions} 处登录` : "该用户当前没有登录"),
  memberAdded: (role: string) => `已添加为${role}`,
  memberAlready: (role: string) => `该用户已经是${role}`,
  memberRemoved: (role: string) => `已移除${role}身份`,
  orgCodeRotated: "已生成新的机构注册码，旧的注册码已立即失效",
  stateChanged: (state: string) => `已标记为「${state}」`,
  stateUnchanged: (state: string) => `已经是「${state}」`,
  replied: "已回复，用户会在「消息」中看到",
  /** What became of the SMS notice the sender asked for (nothing is said when they did not ask). */
  repliedSms: {
    sent: "已回复：用户会在「消息」中看到，并已发短信通知",
    off: "已回复，用户会在「消息」中看到；短信通知未开通（未配置短信通知模板），没有发短信",
    "no-phone": "已回复，用户会在「消息」中看到；该账号没有手机号，没有发短信",
    limited: "已回复，用户会在「消息」中看到；该用户今天已收到 3 条短信通知，没有再发",
    failed: "已回复，用户会在「消息」中看到；短信发送失败",
  },
  smsAsked: "用户希望有回复时收到短信通知",
  smsOff: "短信通知未开通（未配置短信通知模板）：回复只会以站内消息送达。",
} as const;
