// 打卡 in the JSON API (docs/decisions/0024-check-ins-and-pinecones.md): POST /api/CheckIn checks in today (once per
// study day; again answers that it is done), GET /api/CheckIn/month the month's check-ins, the streak and today's
// progress towards the study goal. Both settle the automatic check-ins due first.
import { DomainError } from "~/lib/domain-error";
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, isoDate } from "~/modules/api/result-schemas.server";
import { streakTerms } from "~/modules/records/streak-terms";
import { studyDayIndex } from "~/modules/study-day/study-day";
import { FIRST_MONTH, monthOfDay } from "./check-in-calendar";
import { checkInMessages as m } from "./check-in-messages";
import { checkInMonthQuerySchema } from "./check-in-schemas";
import { checkIn, getCheckInOverview } from "./check-ins.server";

// The answers (check-ins.server.ts CheckInResult, CheckInOverview): the handlers' return types are checked against these.
const checkInSource = z.enum(["manual", "auto"]);
const checkedIn = z.object({
  created: z.boolean(),
  earned: count,
  date: isoDate,
  streak: count,
  balance: count,
});
const checkInMonth = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  today: z.object({ date: isoDate, checkedIn: checkInSource.nullable() }),
  streak: count,
  total: count,
  goal: z.object({ kind: z.enum(["minutes", "words"]), amount: z.number().int().positive() }),
  goalProgress: count,
  goalMet: z.boolean(),
  days: z.array(z.object({ date: isoDate, source: checkInSource })),
});

export const checkInEndpoints = [
  defineEndpoint({
    method: "POST",
    path: "/api/CheckIn",
    auth: "user",
    result: checkedIn,
    summary: `今日打卡（每个学习日一次，以北京时间 04:00 为界；重复打卡不重复计松果）：created 是否本次打卡、earned 本次获得的松果、streak 连续打卡天数（${streakTerms.checkIn.meaning}）、balance 松果余额`,
    handle: async ({ user }) => {
      const result = await checkIn(user.id);
      return reply(result, { msg: result.created ? m.checkedIn(result.earned) : m.alreadyCheckedIn });
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/CheckIn/month",
    auth: "user",
    input: checkInMonthQuerySchema,
    result: checkInMonth,
    fieldNotes: { month: `月份，形如 2026-11：${FIRST_MONTH} 至本月（北京时间学习日），缺省为本月` },
    summary: `某月打卡日历（month 形如 2026-11，缺省为本月）：每天的打卡方式（manual 手动、auto 达成学习目标自动）、streak 连续打卡天数（${streakTerms.checkIn.meaning}）、今日学习目标进度`,
    handle: async ({ input, user }) => {
      const now = Date.now();
      const current = monthOfDay(studyDayIndex(now));
      const month = input.month ?? current;
      if (month > current) throw new DomainError(400, m.monthInvalid, { month: m.monthInvalid });
      const overview = await getCheckInOverview(user.id, month, now);
      return {
        month,
        today: overview.today,
        streak: overview.streak,
        total: overview.total,
        goal: overview.progress.goal,
        goalProgress: overview.progress.today,
        goalMet: overview.progress.met,
        days: overview.days,
      };
    },
  }),
];
