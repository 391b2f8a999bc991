// The COUNTER_SUSHI credentials page's forms (/console/sushi), for the server and the browser alike.
import { z } from "zod";
import { usageMessages as m } from "./usage-messages";

export const SUSHI_LABEL_MAX = 100;

export const issueCredentialSchema = z.object({
  label: z
    .string({ required_error: m.labelTooLong, invalid_type_error: m.labelTooLong })
    .trim()
    .max(SUSHI_LABEL_MAX, m.labelTooLong),
});

export const credentialIdSchema = z.object({
  id: z.coerce
    .number({ invalid_type_error: m.credentialIdInvalid })
    .int(m.credentialIdInvalid)
    .positive(m.credentialIdInvalid),
});
