// What 换绑手机 (/user/modifyNumber, /mobile/user/modifyNumber, /api/User/modify-phone/*) says. Client-safe.
export const phoneChangeMessages = {
  title: "换绑手机",
  orgRefused: "机构账号没有绑定手机号，以机构身份登录，无需换绑手机",
  noPhone: "当前账号没有绑定手机号",
  oldVerified: "原手机号验证成功，请绑定新手机号",
  stepOldRequired: "请先验证原手机号（验证后 10 分钟内有效）",
  sameAsOld: "新手机号不能与原手机号相同",
  phoneTaken: "该手机号已绑定其他账号",
  changed: "手机号已更换",
  cancelled: "已取消换绑",
  intentInvalid: "未知的操作",
} as const;
