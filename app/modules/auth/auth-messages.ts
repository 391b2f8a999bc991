// Every sentence the accounts screens and endpoints say, in one place. Section 5 and 8 of the spec give most of them
// word for word; the rest follow their tone.
export const authMessages = {
  schoolRequired: "请选择学校",
  phoneRequired: "请输入手机号",
  passwordRequired: "请输入密码",
  smsCodeRequired: "请输入短信验证码",
  imageCaptchaRequired: "请输入图形验证码",
  orgRequired: "请选择机构",
  orgCodeRequired: "请输入机构注册码",
  newPasswordRequired: "请输入新密码",
  confirmPasswordRequired: "请再次输入新密码",
  oldPasswordRequired: "请输入原密码",
  passwordRule: "密码至少 8 位，且须同时包含大写字母、小写字母、数字和特殊符号",
  passwordTooLong: "密码不能超过 64 位",
  passwordCommon: "这个密码太常见，容易被猜到，请换一个",
  passwordContainsPhone: "密码不能包含手机号",
  passwordMismatch: "两次输入的新密码不一致",
  passwordSameAsOld: "新密码不能与原密码相同",
  badCredentials: "手机号或密码错误",
  badOldPassword: "原密码错误",
  badImageCaptcha: "图形验证码错误或已过期，请重新输入",
  badOrgCode: "机构或机构注册码错误",
  tooManyFailures: (minutes: number) => `登录失败次数过多，请 ${minutes} 分钟后再试`,
  phoneTaken: "该手机号已注册，请直接登录",
  phoneUnknown: "该手机号尚未注册",
  schoolUnknown: "请选择学校",
  campusOnly: "注册需要校园网：请在所选学校的校园网内完成注册",
  accountDisabled: "该账号已停用，请联系学校图书馆",
  loginSuccess: "登录成功！",
  registerSuccess: "注册并登录成功！",
  resetSuccess: "重置成功！",
  modifySuccess: "密码修改成功",
  editSuccess: "保存成功",
  logoutTitle: "系统提示",
  logoutConfirm: "您要退出本次登录吗？",
  logoutSuccess: "退出成功！",
  sessionExpired: "登录已失效，请重新登录！",
  loginRequired: "请先登录",
  smsSent: "验证码已发送，请查收短信",
  nicknameRequired: "请输入昵称",
  nicknameTooLong: "昵称最多 20 个字",
} as const;

/** The limit dialog shown when registration is attempted off the campus network (the spec names it, not its text). */
export const campusLimitDialog = {
  title: "注册需要校园网",
  body: "为保障学校购买资源的使用权限，新用户需连接所选学校的校园网（有线或无线）后才能注册。已有账号可直接登录；如果您在校外，也可以联系学校图书馆获取机构账号。",
} as const;

/** The tips dialog shown to a visitor who is neither logged in nor on a campus network. */
export const ipGateTips = {
  title: "温馨提示",
  body: "您当前不在学校的校园网内。请登录后继续使用；新用户请连接校园网后注册。如有疑问，欢迎向我们反馈。",
} as const;
