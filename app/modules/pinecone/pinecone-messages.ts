// What the 松果 page and API say. Client-safe.
export const pineconeMessages = {
  notEnough: "松果余额不足",
  amountInvalid: "松果数量应为正整数",
  sourceKeyInvalid: "缺少扣减的来源",
  ledgerEmpty: "还没有松果记录：打卡、学完课程小节或完成一次模拟考试，就能获得松果。",
  pageBeyond: "这一页没有内容。",
  // What 松果 are for, as it is: no checkout spends them yet (spendPinecones has no caller; docs/decisions/0024 leaves
  // the capped order discount to the orders), so the page says so rather than promise a discount.
  usesTitle: "松果有什么用",
  uses: "松果记录你打卡和学习的坚持。目前松果还不能使用：购买课程或题库时不能用松果抵扣，也不能兑换或提现；已获得的松果会一直保留在余额里。",
} as const;
