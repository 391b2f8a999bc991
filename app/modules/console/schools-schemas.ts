// The operator's school forms (issue 25): a new school (name, and optionally its campus ranges) and a new name.
// Client-safe; the service checks again (and the name's uniqueness and the ranges' overlaps, which need the database).
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { campusMessages as m, SCHOOL_NAME_MAX_LENGTH } from "./campus-messages";
import { campusRangesSchema } from "./campus-schemas";

const nameField = z
  .preprocess(
    (value) => (value === null || value === undefined ? "" : value),
    z
      .string({ invalid_type_error: m.nameRequired })
      .trim()
      .min(1, m.nameRequired)
      .refine((name) => [...name].length <= SCHOOL_NAME_MAX_LENGTH, m.nameTooLong),
  )
  .describe(`学校名称（≤ ${SCHOOL_NAME_MAX_LENGTH} 字）`);

/** 新建学校. */
export const createSchoolSchema = z.object({ name: nameField }).merge(campusRangesSchema);

/** 修改名称. */
export const renameSchoolSchema = z.object({ name: nameField });
