// What 我的数据 says (toasts, refusals, states). Client-safe.
import type { DataExportState } from "~/db/schema";

export const privacyMessages = {
  exportRequested: "已开始导出，准备好后可在本页下载",
  exportPending: "已有一个导出正在进行，请等它完成",
  exportTooMany: (limit: number) => `24 小时内最多申请 ${limit} 次导出，请稍后再试`,
  exportMissing: "下载链接无效或已过期，请重新申请导出",
  codeSent: (masked: string) => `验证码已发送至 ${masked}`,
  deletionOrgRefused: "机构账号由学校管理，不能在这里注销。如需注销，请学校联系客服。",
  deletionNoPhone: "这个账号没有绑定手机号，无法通过短信确认，请联系客服注销",
  deletionConfirmRequired: "请勾选“我已了解注销的后果”",
  deletionCodeRequired: "请输入短信验证码",
  deletionCodeMissing: "请先获取短信验证码",
  deleted: "账号已注销，个人信息已删除",
  codeInvalid: "短信验证码错误或已过期",
} as const;

export const exportStateNames: Readonly<Record<DataExportState, string>> = {
  queued: "排队中",
  running: "正在生成",
  ready: "已就绪",
  failed: "生成失败",
  expired: "已过期",
};
