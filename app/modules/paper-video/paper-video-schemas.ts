// Input of the paper-explanation pages and /api/TrueQuestionVideo. Client-safe: zod only.
import { z } from "zod";
import { blankAsAbsent, idField } from "~/lib/validation/input-fields";
import { keywordField, pagingSchema, shortListSchema } from "~/modules/paging/paging-schemas";
import { subjectField } from "~/modules/subjects/subject-schemas";
import { paperVideoMessages as m } from "./paper-video-messages";

export const paperVideoIdSchema = z.object({ id: idField(m.idInvalid) });

export const paperVideoListSchema = pagingSchema.extend({
  subject: subjectField,
  year: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ invalid_type_error: m.yearInvalid })
      .int(m.yearInvalid)
      .min(2000, m.yearInvalid)
      .max(2100, m.yearInvalid)
      .optional(),
  ),
  keyword: keywordField,
  sort: z.preprocess(
    (value) => {
      const present = blankAsAbsent(value);
      const aliases: Record<string, string> = { 最热: "hot", 最新: "new", 按试卷: "paper" };
      return typeof present === "string" ? (aliases[present.trim()] ?? present.trim().toLowerCase()) : present;
    },
    z.enum(["paper", "hot", "new"], { errorMap: () => ({ message: m.sortInvalid }) }).default("paper"),
  ),
});
export type PaperVideoListInput = z.infer<typeof paperVideoListSchema>;

export const shortPaperVideoListSchema = shortListSchema;
export type ShortPaperVideoListInput = z.infer<typeof shortPaperVideoListSchema>;
