// Demo console accounts (README.md lists them): an operator and 演示大学's library staff, each with the same demo TOTP
// secret already bound, so the console can be tried at once by adding the secret to an authenticator app. Demo
// credentials, like the demo passwords and organisation codes; a real site makes its first operator with
// `npm run console:operator` and each person binds their own authenticator.
export const DEMO_CONSOLE_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

export const demoConsoleAccounts = [
  {
    phoneNumber: "13800000009",
    password: "Yantu#2026",
    nickname: "研途运营",
    schoolName: "演示大学",
    role: "operator",
  },
  {
    phoneNumber: "13800000008",
    password: "Yantu#2026",
    nickname: "演示大学图书馆",
    schoolName: "演示大学",
    role: "school_admin",
  },
] as const;
