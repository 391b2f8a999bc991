// The forms of 学长学姐认证 in the console (issue 26): one decision over an application, and the list's filter.
// Client-safe: the page checks with them when JavaScript runs, the server always.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, idField, textField } from "~/lib/validation/input-fields";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import {
  SENIOR_OVERRIDE_REASON_MAX,
  seniorOverrideActions,
  seniorOverrideMessages as m,
  type SeniorOverrideAction,
} from "./senior-override-messages";

const actionCodes = seniorOverrideActions.map((action) => action.code) as [
  SeniorOverrideAction,
  ...SeniorOverrideAction[],
];

export const seniorOverrideSchema = z
  .object({
    id: idField(m.idInvalid),
    action: z.preprocess(blankAsAbsent, z.enum(actionCodes, { errorMap: () => ({ message: m.actionInvalid }) })),
    reason: textField({ max: [SENIOR_OVERRIDE_REASON_MAX, m.reasonTooLong] }).describe(
      `原因（不通过、撤销认证时必填，学生会看到；≤ ${SENIOR_OVERRIDE_REASON_MAX} 字）`,
    ),
  })
  .superRefine((value, context) => {
    if (value.action !== "approve" && !value.reason)
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["reason"], message: m.reasonRequired });
  });
export const seniorOverrideFields = ["id", "action", "reason"] as const;

export const seniorOverrideListSchema = pagingSchema.extend({
  state: z.preprocess(
    blankAsAbsent,
    z.enum(["pending", "approved", "declined"], { errorMap: () => ({ message: m.stateInvalid }) }).optional(),
  ),
});
export type SeniorOverrideListInput = z.infer<typeof seniorOverrideListSchema>;
