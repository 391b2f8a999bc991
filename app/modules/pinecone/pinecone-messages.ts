// What the 松果 page and API say. Client-safe.
export const pineconeMessages = {
  notEnough: "松果余额不足",
  amountInvalid: "松果数量应为正整数",
  sourceKeyInvalid: "缺少扣减的来源",
  ledgerEmpty: "还没有松果记录：打卡、学完课程小节或完成一次模拟考试，就能获得松果。",
  pageBeyond: "这一页没有内容。",
} as const;
