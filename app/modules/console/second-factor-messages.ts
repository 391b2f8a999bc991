// The console's second-factor messages (issue 25), in one place.
export const secondFactorMessages = {
  wrongCode: "验证码不正确，或已使用过，请输入验证器中新的 6 位数字或一个未用过的恢复码",
  tooManyAttempts: (wait: string) => `验证码错误次数过多，请 ${wait}后再试`,
  enrolFirst: "请先绑定验证器",
  alreadyEnrolled: "已绑定验证器；如需更换，请联系运营人员重置",
} as const;
