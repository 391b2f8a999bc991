// How 松果 are earned (docs/decisions/0024-check-ins-and-pinecones.md): the amounts, the streak milestones, each
// entry's idempotency key and its reason in Chinese. The 松果 page states these same numbers. Pure and client-safe.
import type { PineconeReason } from "~/db/schema";

/** 每日打卡 (by hand or automatically when the day's study goal is met). */
export const CHECK_IN_PINECONES = 5;
/** 学完一节课程视频 (watched to the point the course counts it learnt). */
export const SECTION_PINECONES = 2;
/** 完成一次模拟考试 (交卷). */
export const EXAM_PINECONES = 10;

/** 连续打卡 milestones: reaching N days in a row earns the bonus once per run. */
export const STREAK_MILESTONES = [
  { days: 7, amount: 20 },
  { days: 30, amount: 100 },
  { days: 100, amount: 300 },
] as const;

export type StreakMilestone = (typeof STREAK_MILESTONES)[number];

/** The milestones a run of `runLength` consecutive check-in days has reached. */
export function milestonesReached(runLength: number): StreakMilestone[] {
  return STREAK_MILESTONES.filter((milestone) => runLength >= milestone.days);
}

/** Idempotency keys: one ledger entry per user and key. */
export const pineconeKeys = {
  checkIn: (day: number) => `check-in:${day}`,
  /** A run is named by its first day, so the same run earns a milestone once, and a new run can earn it again. */
  streak: (days: number, startDay: number) => `streak:${days}:${startDay}`,
  section: (videoId: number) => `section:${videoId}`,
  exam: (attemptId: number) => `exam:${attemptId}`,
} as const;

const pineconeReasonNames: Readonly<Record<PineconeReason, string>> = {
  check_in: "每日打卡",
  streak: "连续打卡奖励",
  section: "学完课程小节",
  exam: "完成模拟考试",
  spend: "抵扣消费",
  refund: "退还松果",
};

/** What the ledger shows for an entry: the reason, with the streak's length when it is a milestone. */
export function pineconeEntryTitle(reason: PineconeReason, sourceKey: string): string {
  if (reason === "streak") {
    const days = /^streak:(\d+):/.exec(sourceKey)?.[1];
    if (days) return `连续打卡 ${days} 天奖励`;
  }
  return pineconeReasonNames[reason] ?? reason;
}

/** +5 / −20 */
export const signedAmount = (amount: number) => (amount > 0 ? `+${amount}` : amount < 0 ? `−${-amount}` : "0");
