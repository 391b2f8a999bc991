// The 打卡 queries. Client-safe: zod only.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent } from "~/lib/validation/input-fields";
import { FIRST_MONTH } from "./check-in-calendar";
import { checkInMessages as m } from "./check-in-messages";

/** ?month=YYYY-MM (the page and GET /api/CheckIn/month); absent: this month. Not after this month: checked with the clock. */
export const checkInMonthQuerySchema = z.object({
  month: z.preprocess(
    blankAsAbsent,
    z
      .string({ invalid_type_error: m.monthInvalid })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.monthInvalid)
      .refine((month) => month >= FIRST_MONTH, m.monthInvalid)
      .optional(),
  ),
});
