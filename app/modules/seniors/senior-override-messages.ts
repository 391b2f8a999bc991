// Chinese messages of 学长学姐认证 in the console (/console/seniors, /api/console/seniors; issue 26). Client-safe.

export const SENIOR_OVERRIDE_REASON_MAX = 200;

export const seniorOverrideActions = [
  { code: "approve", name: "认证通过" },
  { code: "decline", name: "不通过" },
  { code: "revoke", name: "撤销认证" },
] as const;

export type SeniorOverrideAction = (typeof seniorOverrideActions)[number]["code"];

const actionNames: Record<SeniorOverrideAction, string> = {
  approve: "认证通过",
  decline: "不通过",
  revoke: "撤销认证",
};
const stateNames: Record<string, string> = { pending: "审核中", approved: "已通过", declined: "未通过" };

export const seniorOverrideMessages = {
  actionInvalid: "请选择认证通过、不通过或撤销认证",
  reasonRequired: "不通过或撤销认证时请写明原因（学生会看到）",
  reasonTooLong: `原因不能超过 ${SENIOR_OVERRIDE_REASON_MAX} 个字`,
  idInvalid: "请指定申请",
  notFound: "申请不存在",
  stateInvalid: "请选择：全部、审核中、已通过或未通过",
  notAllowed: (action: SeniorOverrideAction, state: string) =>
    `这份申请现在是「${stateNames[state] ?? state}」，不能${actionNames[action]}（可能刚有人处理过），请刷新页面`,
  done: (action: SeniorOverrideAction, title: string) =>
    action === "approve"
      ? `已认证通过「${title}」，学生名字旁显示学长学姐标识`
      : action === "decline"
        ? `已不通过「${title}」，学生会看到原因`
        : `已撤销「${title}」的认证，学长学姐主页和经验帖保留`,
} as const;
