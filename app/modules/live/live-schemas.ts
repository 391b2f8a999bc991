// Input of the live pages and /api/Live. Client-safe: zod only.
import { z } from "zod";
import { blankAsAbsent, idField } from "~/lib/validation/input-fields";
import { keywordField, pagingSchema, shortListSchema } from "~/modules/paging/paging-schemas";
import { subjectField } from "~/modules/subjects/subject-schemas";
import { liveMessages as m } from "./live-messages";
import { liveStatuses } from "./live-schedule";

export const liveIdSchema = z.object({ id: idField(m.liveIdInvalid) });

export const liveListSchema = pagingSchema.extend({
  status: z.preprocess(
    blankAsAbsent,
    z
      .enum(liveStatuses.map((status) => status.code) as ["upcoming", "live", "ended"], {
        errorMap: () => ({ message: m.statusInvalid }),
      })
      .optional(),
  ),
  subject: subjectField,
  /** Part of the title or the teacher's name (the site search). */
  keyword: keywordField,
});
export type LiveListInput = z.infer<typeof liveListSchema>;

export const shortLiveListSchema = shortListSchema;
export type ShortLiveListInput = z.infer<typeof shortLiveListSchema>;
