// The campus-network forms of the console (issue 25), one schema each, for the page's server and the browser alike.
// Client-safe: zod and the pure range rules. The service checks again, and adds what only the database knows (other
// schools' ranges), with the same messages.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { campusMessages as m, MAX_RANGE_TEXT_LENGTH } from "./campus-messages";
import { normaliseAddress, parseRangeList } from "./campus-ranges";

const text = (message: string) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? "" : value),
    z.string({ invalid_type_error: message }),
  );

/** 校园网段: the whole list as one text, one range per line (or comma separated); empty: no campus network. */
export const campusRangesSchema = z.object({
  ranges: text(m.rangeTextTooLong)
    .pipe(z.string().max(MAX_RANGE_TEXT_LENGTH, m.rangeTextTooLong))
    .superRefine((value, context) => {
      const { problems } = parseRangeList(value);
      if (problems.length > 0) {
        context.addIssue({
          code: z.ZodIssueCode.custom,
          message: problems.map((problem) => problem.message).join("；"),
        });
      }
    })
    .describe("校园网段，每行一个 IPv4/IPv6 地址或 CIDR 网段（也可用逗号分隔）"),
});

/** 测试地址: one IPv4 or IPv6 address. */
export const testAddressSchema = z.object({
  address: text(m.addressRequired)
    .pipe(z.string().trim().min(1, m.addressRequired))
    .refine((value) => normaliseAddress(value) !== null, m.addressInvalid)
    .describe("要检测的 IP 地址"),
});
