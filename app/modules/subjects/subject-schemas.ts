// The subject filter of the course, live and paper-video lists: a code (math1) or its Chinese name (数学一).
// Client-safe: zod only.
import { z } from "zod";
import { blankAsAbsent } from "~/lib/validation/input-fields";
import { subjectCodeOf, type SubjectCode } from "./subjects";

export const subjectMessages = {
  subjectInvalid: "科目不存在（可选：政治、英语一、英语二、数学一、数学二、数学三、专业课）",
} as const;
const m = subjectMessages;

export const subjectField = z.preprocess(
  blankAsAbsent,
  z
    .string({ invalid_type_error: m.subjectInvalid })
    .transform((value, context) => {
      const code = subjectCodeOf(value);
      if (!code) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: m.subjectInvalid });
        return z.NEVER;
      }
      return code;
    })
    .optional(),
) as z.ZodType<SubjectCode | undefined, z.ZodTypeDef, unknown>;
