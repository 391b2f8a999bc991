// One zod schema per form of batches and membership (issue 27), shared by the pages and the API. Client-safe.
import { z } from "zod";
import { phoneNumberSchema } from "~/modules/auth/auth-schemas";
import { batchMessages as m } from "./batch-messages";

export const INVITE_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const INVITE_CODE_LENGTH = 8;
const CODE_PATTERN = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

const nameField = z.string().trim().min(1, m.nameRequired).max(40, m.nameTooLong);
const termField = z.string().trim().min(1, m.termRequired).max(20, m.termTooLong);

export const createBatchSchema = z.object({ name: nameField, term: termField });

export const joinByCodeSchema = z.object({
  code: z
    .string({ required_error: m.codeRequired })
    .trim()
    .min(1, m.codeRequired)
    .max(20, m.codeFormat)
    .transform((code) => code.toUpperCase().replace(/[\s-]/g, ""))
    .refine((code) => CODE_PATTERN.test(code), m.codeFormat),
});

export const batchIdSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const batchSettingsSchema = z.object({
  name: nameField,
  term: termField,
  behindDays: z.coerce
    .number({ invalid_type_error: m.behindDays })
    .int(m.behindDays)
    .min(1, m.behindDays)
    .max(60, m.behindDays),
  /** A checkbox: "on"/"1"/"true" shows the ranking to students; absent hides it. */
  rankingVisible: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((value) => value === true || value === "on" || value === "1" || value === "true"),
});

/** 有效期: a YYYY-MM-DD date (the code works to the end of that day, Asia/Shanghai), or empty for none. */
export const inviteCodeSchema = z.object({
  expiresOn: z
    .string()
    .trim()
    .max(10, m.expiryFormat)
    .optional()
    .refine((value) => !value || /^\d{4}-\d{2}-\d{2}$/.test(value), m.expiryFormat)
    .transform((value) => value ?? ""),
});

export const memberSchema = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });

export const coTeacherSchema = z.object({ phoneNumber: phoneNumberSchema });

export const overviewQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(60).optional(),
  behind: z
    .string()
    .optional()
    .transform((value) => value === "1" || value === "on" || value === "true"),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
