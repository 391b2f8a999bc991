// What the 打卡 page and API say. Client-safe.
export const checkInMessages = {
  checkedIn: (amount: number) => `打卡成功，获得 ${amount} 个松果`,
  alreadyCheckedIn: "今天已经打过卡了",
  monthInvalid: "月份格式应为 2026-11，且不早于 2020 年 1 月、不晚于本月",
  checkedInLabel: "已打卡",
  notCheckedInLabel: "未打卡",
} as const;
