// The usage report pages' one form (a GET form: the period, its granularity and what it is compared with), for the
// server and the browser alike, and the monthly PDF's month. Client-safe: zod and pure period rules only.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { usageReportMessages as m } from "./usage-messages";
import {
  addYears,
  bucketCount,
  comparisonOf,
  isCalendarDay,
  MAX_BUCKETS,
  type UsageComparison,
  type UsageGranularity,
} from "./usage-periods";

export const granularityNames: Record<UsageGranularity, string> = { day: "按日", week: "按周", month: "按月" };
export const comparisonNames: Record<UsageComparison, string> = {
  previous: "上一周期（同样天数）",
  year: "去年同期",
  custom: "自定义开始日期",
};

const text = z.preprocess((value) => (typeof value === "string" ? value.trim() : ""), z.string());

/** The period form, judged against `today` (Beijing): nothing after today, at most three years, a readable series. */
export function usagePeriodSchema(today: string) {
  return z
    .object({ from: text, to: text, granularity: text, compare: text, cfrom: text })
    .superRefine((form, context) => {
      const fail = (path: string, message: string) =>
        context.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
      const dayError = (value: string, required: string) =>
        value === "" ? required : isCalendarDay(value) ? null : m.dayInvalid;
      const fromError = dayError(form.from, m.fromRequired);
      const toError = dayError(form.to, m.toRequired);
      if (fromError) fail("from", fromError);
      if (toError) fail("to", toError);
      if (!(form.granularity in granularityNames)) fail("granularity", m.granularityInvalid);
      if (!(form.compare in comparisonNames)) fail("compare", m.compareInvalid);
      if (fromError || toError) return;
      if (form.to < form.from) return fail("to", m.toBeforeFrom);
      if (form.to > today) return fail("to", m.toAfterToday(today));
      if (form.to >= addYears(form.from, 3)) return fail("to", m.tooLong);
      const granularity = form.granularity as UsageGranularity;
      if (granularity in granularityNames) {
        const max = MAX_BUCKETS[granularity];
        if (bucketCount(form, granularity) > max)
          fail("granularity", m.tooManyBuckets(granularityNames[granularity], max));
      }
      if (form.compare === "custom") {
        const startError = dayError(form.cfrom, m.compareStartRequired);
        if (startError) fail("cfrom", startError);
        else if (comparisonOf(form, "custom", form.cfrom).to > today) fail("cfrom", m.compareStartTooLate);
      }
    })
    .transform((form) => ({
      from: form.from,
      to: form.to,
      granularity: form.granularity as UsageGranularity,
      compare: form.compare as UsageComparison,
      cfrom: form.compare === "custom" ? form.cfrom : undefined,
    }));
}

export type UsagePeriodQuery = z.output<ReturnType<typeof usagePeriodSchema>>;

/** The fields the period form sends, in order. */
export const USAGE_PERIOD_FIELDS = ["from", "to", "granularity", "compare", "cfrom"] as const;

/** The monthly report's month: YYYY-MM from 2000-01 to the current month. */
export function usageMonthSchema(currentMonth: string) {
  return z
    .string({ required_error: m.monthInvalid, invalid_type_error: m.monthInvalid })
    .trim()
    .refine(
      (value) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && value >= "2000-01" && value <= currentMonth,
      m.monthInvalid,
    );
}
