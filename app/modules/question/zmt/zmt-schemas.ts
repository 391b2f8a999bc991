// Input of the 自命题 shelf: the list's filters (the page's GET form and GET /question/website/zmt-papers), the
// library's upload form (page and POST …/zmt-papers), and a paper by id (delete, 下载). Client-safe: zod only.
import { z } from "zod";
import { blankAsAbsent, idField, optionalIdField } from "~/lib/validation/input-fields";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { zmtMessages as m } from "./zmt-messages";

/** The size cap of one uploaded PDF (a scanned paper of 10–20 pages is 2–10 MB). */
export const MAX_ZMT_PDF_MB = 20;
export const MAX_ZMT_PDF_BYTES = MAX_ZMT_PDF_MB * 1024 * 1024;

const listYear = z.preprocess(
  blankAsAbsent,
  z.coerce
    .number({ invalid_type_error: m.yearInvalid })
    .int(m.yearInvalid)
    .min(2000, m.yearInvalid)
    .max(2100, m.yearInvalid)
    .optional(),
);

export const zmtListSchema = pagingSchema.extend({
  school: optionalIdField(m.schoolInvalid),
  /** A 科目代码 (801) or part of a 科目名称 or title (经济). */
  major: z.preprocess(
    blankAsAbsent,
    z.string({ invalid_type_error: m.majorTooLong }).trim().max(40, m.majorTooLong).optional(),
  ),
  year: listYear,
});
export type ZmtListInput = z.infer<typeof zmtListSchema>;

/** The newest exam year a paper can carry: next year's (the exam sat in December 2025 is 2026年考研). */
export const latestZmtYear = (now: number = Date.now()) => new Date(now).getUTCFullYear() + 1;

const uploadYearError = () => ({ message: m.uploadYearInvalid(latestZmtYear()) });

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);

export const zmtUploadSchema = z.object({
  majorCode: z.preprocess(
    trimmed,
    z
      .string({ required_error: m.majorCodeInvalid, invalid_type_error: m.majorCodeInvalid })
      .regex(/^\d{3}$/, m.majorCodeInvalid),
  ),
  majorName: z.preprocess(
    trimmed,
    z
      .string({ required_error: m.majorNameRequired, invalid_type_error: m.majorNameRequired })
      .min(1, m.majorNameRequired)
      .max(30, m.majorNameTooLong),
  ),
  year: z
    .preprocess(blankAsAbsent, z.coerce.number({ errorMap: uploadYearError }).int().min(2000))
    .superRefine((year, context) => {
      if (year > latestZmtYear()) context.addIssue({ code: "custom", message: uploadYearError().message });
    }),
  /** Optional: blank gives “2025年801经济学真题”. */
  title: z.preprocess(
    (value) => blankAsAbsent(trimmed(value)),
    z.string({ invalid_type_error: m.titleTooLong }).max(60, m.titleTooLong).optional(),
  ),
});
export type ZmtUploadInput = z.infer<typeof zmtUploadSchema>;

export const zmtPaperIdSchema = z.object({ id: idField(m.paperIdInvalid) });

/** The upload form's fields as typed (kept and shown again when a file is refused). */
export const zmtUploadFieldNames = ["majorCode", "majorName", "year", "title"] as const;
