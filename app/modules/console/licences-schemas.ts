// The operator's licence forms (issue 25): a new licence (what it covers, from a day to a day or without end, a note)
// and new dates for one. Days are Beijing days, both inclusive as people read 2026-09-01 至 2027-06-30: the licence
// starts at the first day's 00:00 and ends at the 00:00 after the last day (entitlement.ts's ends_at is exclusive).
// Client-safe; the service checks again (and that the course or bank exists).
import { z } from "zod";
import { SHANGHAI_OFFSET_MS, shanghaiIsoDay } from "~/lib/shanghai-time";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, idField, optionalIdField } from "~/lib/validation/input-fields";
import { subjects } from "~/modules/subjects/subjects";
import { campusMessages as m, LICENCE_NOTE_MAX_LENGTH } from "./campus-messages";
import { schoolPathFields } from "./schools-schemas";

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 2026-09-01 → that Beijing day's 00:00 (epoch ms); null for anything that is not a real day. */
export function beijingDayStart(day: string): number | null {
  const match = DAY.exec(day.trim());
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return utc - SHANGHAI_OFFSET_MS;
}

/** A licence's dates as the form shows them: its first day, and its last day ("" when it has no end). */
export function licenceFormDates(licence: { startsAt: number; endsAt: number | null }): { from: string; to: string } {
  return {
    from: shanghaiIsoDay(licence.startsAt),
    to: licence.endsAt === null ? "" : shanghaiIsoDay(licence.endsAt - 1),
  };
}

const dayField = (required: string) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? "" : value),
    z
      .string({ invalid_type_error: m.dateInvalid })
      .trim()
      .min(1, required)
      .refine((day) => beijingDayStart(day) !== null, m.dateInvalid),
  );

export const optionalDayField = z.preprocess(
  blankAsAbsent,
  z
    .string({ invalid_type_error: m.dateInvalid })
    .trim()
    .refine((day) => day === "" || beijingDayStart(day) !== null, m.dateInvalid)
    .optional(),
);

const noteField = z.preprocess(
  (value) => (value === null || value === undefined ? "" : value),
  z
    .string({ invalid_type_error: m.noteTooLong })
    .trim()
    .refine((note) => [...note].length <= LICENCE_NOTE_MAX_LENGTH, m.noteTooLong),
);

/** The form's days → the licence's instants: from the first day's start to the start of the day after the last. */
function toInstants(input: { from: string; to?: string | undefined }) {
  const startsAt = beijingDayStart(input.from) ?? Number.NaN;
  const lastDay = input.to ? beijingDayStart(input.to) : null;
  return { startsAt, endsAt: lastDay === null ? null : lastDay + DAY_MS };
}

const datesFields = {
  from: dayField(m.startRequired).describe("开始日期（北京时间，含当天），如 2026-09-01"),
  to: optionalDayField.describe("结束日期（含当天）；留空为长期有效"),
  note: noteField.describe(`备注（≤ ${LICENCE_NOTE_MAX_LENGTH} 字）`),
};

const endNotBeforeStart = (input: { from: string; to?: string | undefined }, context: z.RefinementCtx) => {
  const { startsAt, endsAt } = toInstants(input);
  if (endsAt !== null && endsAt <= startsAt) {
    context.addIssue({ code: z.ZodIssueCode.custom, path: ["to"], message: m.endBeforeStart });
  }
};

const scopes = ["all", "subject", "course", "bank"] as const;
const subjectCodes = subjects.map((subject) => subject.code) as [string, ...string[]];

const createLicenceFields = {
  scope: z
    .enum(scopes, { errorMap: () => ({ message: m.scopeInvalid }) })
    .describe("授权范围：all 全部、subject 科目、course 课程、bank 题库"),
  subject: z.preprocess(
    blankAsAbsent,
    z.enum(subjectCodes, { errorMap: () => ({ message: m.subjectRequired }) }).optional(),
  ),
  courseId: optionalIdField(m.courseRequired),
  bankId: optionalIdField(m.bankRequired),
  ...datesFields,
};

type CreateLicenceFields = z.infer<z.ZodObject<typeof createLicenceFields>>;

function checkCoverageField(input: CreateLicenceFields, context: z.RefinementCtx) {
  const missing =
    input.scope === "subject" && !input.subject
      ? (["subject", m.subjectRequired] as const)
      : input.scope === "course" && !input.courseId
        ? (["courseId", m.courseRequired] as const)
        : input.scope === "bank" && !input.bankId
          ? (["bankId", m.bankRequired] as const)
          : null;
  if (missing) context.addIssue({ code: z.ZodIssueCode.custom, path: [missing[0]], message: missing[1] });
  endNotBeforeStart(input, context);
}

const toLicenceInput = (input: CreateLicenceFields) => ({
  scope: input.scope,
  subject: input.scope === "subject" ? (input.subject ?? null) : null,
  courseId: input.scope === "course" ? (input.courseId ?? null) : null,
  bankId: input.scope === "bank" ? (input.bankId ?? null) : null,
  ...toInstants(input),
  note: input.note,
});

/** 新增授权: the scope and the one field it needs, the dates, a note. Gives the service's LicenceInput. */
export const createLicenceSchema = z
  .object(createLicenceFields)
  .superRefine(checkCoverageField)
  .transform(toLicenceInput);

/** 新增授权 over the API: the same, with the path's {schoolId} (left out of the result). */
export const createLicenceApiSchema = z
  .object({ ...createLicenceFields, ...schoolPathFields })
  .superRefine(checkCoverageField)
  .transform(toLicenceInput);

const licenceDatesFields = {
  ...datesFields,
  note: z.preprocess((value) => (value === null ? undefined : value), noteField.innerType().optional()),
};

const toLicenceDates = (input: { from: string; to?: string | undefined; note?: string | undefined }) => ({
  ...toInstants(input),
  note: input.note,
});

/** 修改日期: new dates for a licence, and its note when the form sends one (absent: kept). Gives LicenceDates. */
export const licenceDatesSchema = z.object(licenceDatesFields).superRefine(endNotBeforeStart).transform(toLicenceDates);

/** 修改日期 over the API: the same, with the path's {schoolId} and licence {id} (left out of the result). */
export const licenceDatesApiSchema = z
  .object({ ...licenceDatesFields, ...schoolPathFields, id: idField(m.licenceNotFound) })
  .superRefine(endNotBeforeStart)
  .transform(toLicenceDates);
