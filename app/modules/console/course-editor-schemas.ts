// The forms of 课程管理 (issue 26): a course's facts, which course, the list's filter, and every change of its
// catalogue (one schema, told apart by `intent`, for the page's small forms and the API's one catalogue endpoint).
// Client-safe: the page checks with them in the browser when JavaScript runs, the server always.
import { z } from "zod";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { blankAsAbsent, checkboxField, idField, optionalIdField, textField } from "~/lib/validation/input-fields";
import { courseTypes } from "~/modules/course/course-config";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { subjects, type SubjectCode } from "~/modules/subjects/subjects";
import {
  CATALOGUE_TITLE_MAX,
  COURSE_INTRODUCTION_MAX,
  COURSE_PRICE_MAX_FEN,
  COURSE_TAG_MAX,
  COURSE_TAGS_MAX,
  COURSE_TEACHER_NAME_MAX,
  COURSE_TEACHER_TITLE_MAX,
  COURSE_TEACHERS_MAX,
  COURSE_TITLE_MAX,
  courseEditorMessages as m,
  courseStates,
  type CourseState,
} from "./course-editor-messages";

export interface CourseTeacher {
  name: string;
  title: string;
}

/** An API client may send the teachers as a list; the form sends lines. Both become lines here. */
const teachersAsLines = (value: unknown) =>
  Array.isArray(value)
    ? value
        .map((teacher) =>
          teacher && typeof teacher === "object"
            ? [String((teacher as CourseTeacher).name ?? ""), String((teacher as CourseTeacher).title ?? "")]
                .filter(Boolean)
                .join("，")
            : String(teacher),
        )
        .join("\n")
    : (value ?? "");

/** 「姓名，介绍」 per line (a Chinese or English comma, or a tab); blank lines are skipped. */
export function parseTeacherLines(text: string): { teachers: CourseTeacher[]; error: string | null } {
  const teachers: CourseTeacher[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const cut = line.search(/[，,\t]/);
    const name = (cut === -1 ? line : line.slice(0, cut)).trim();
    const title = cut === -1 ? "" : line.slice(cut + 1).trim();
    if (!name || [...name].length > COURSE_TEACHER_NAME_MAX || [...title].length > COURSE_TEACHER_TITLE_MAX)
      return { teachers, error: m.teacherLine(index + 1) };
    if (teachers.some((teacher) => teacher.name === name)) return { teachers, error: m.teacherRepeated(name) };
    teachers.push({ name, title });
  }
  if (teachers.length > COURSE_TEACHERS_MAX) return { teachers, error: m.teachersTooMany };
  return { teachers, error: null };
}

/** Tags separated by commas, 、, semicolons or spaces; the same tag twice counts once. */
export function parseTags(text: string): { tags: string[]; error: string | null } {
  const tags = [
    ...new Set(
      text
        .split(/[，,、;；\s]+/)
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
  const long = tags.find((tag) => [...tag].length > COURSE_TAG_MAX);
  if (long) return { tags, error: m.tagTooLong(long) };
  if (tags.length > COURSE_TAGS_MAX) return { tags, error: m.tagsTooMany };
  return { tags, error: null };
}

/** 元 as typed (0, 9.9, 199.00) → fen; at most two decimals. */
export function yuanToFen(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Fen → the price field's text (19900 → "199", 990 → "9.9"). */
export function fenToYuanText(fen: number): string {
  return String(fen / 100);
}

const typeCodes = courseTypes.map((type) => String(type.code)) as [string, ...string[]];
const subjectCodes = subjects.map((subject) => subject.code) as [SubjectCode, ...SubjectCode[]];

/** 保存 (a new draft or a course's new facts). */
export const courseSchema = z.object({
  type: z.preprocess(
    (value) => blankAsAbsent(typeof value === "number" ? String(value) : value),
    z.enum(typeCodes, { errorMap: () => ({ message: m.typeRequired }) }).transform(Number),
  ),
  subject: z.preprocess(blankAsAbsent, z.enum(subjectCodes, { errorMap: () => ({ message: m.subjectRequired }) })),
  title: textField({ required: m.titleRequired, max: [COURSE_TITLE_MAX, m.titleTooLong] }).describe(
    `课程名称（≤ ${COURSE_TITLE_MAX} 字）`,
  ),
  introduction: textField({
    required: m.introductionRequired,
    max: [COURSE_INTRODUCTION_MAX, m.introductionTooLong],
  }).describe(`课程介绍（纯文本，≤ ${COURSE_INTRODUCTION_MAX} 字）`),
  teachers: z
    .preprocess(teachersAsLines, z.string({ invalid_type_error: m.teacherLine(1) }))
    .transform((text, context) => {
      const parsed = parseTeacherLines(text);
      if (parsed.error) context.addIssue({ code: z.ZodIssueCode.custom, message: parsed.error });
      return parsed.teachers;
    })
    .describe("主讲老师：每行一位「姓名，介绍」，或 [{name, title}]"),
  tags: z
    .preprocess((value) => (Array.isArray(value) ? value.join(",") : (value ?? "")), z.string())
    .transform((text, context) => {
      const parsed = parseTags(text);
      if (parsed.error) context.addIssue({ code: z.ZodIssueCode.custom, message: parsed.error });
      return parsed.tags;
    })
    .describe(`标签：逗号或顿号分隔，或字符串数组（≤ ${COURSE_TAGS_MAX} 个）`),
  price: z
    .preprocess(
      (value) => (typeof value === "number" ? String(value) : value === undefined || value === null ? "" : value),
      z.string({ invalid_type_error: m.priceInvalid }),
    )
    .transform((text, context) => {
      const fen = yuanToFen(text === "" ? "0" : text);
      if (fen === null) context.addIssue({ code: z.ZodIssueCode.custom, message: m.priceInvalid });
      else if (fen > COURSE_PRICE_MAX_FEN) context.addIssue({ code: z.ZodIssueCode.custom, message: m.priceTooHigh });
      return fen ?? 0;
    })
    .describe("价格（元，最多两位小数；0 或留空为免费）"),
});
export type CourseInput = z.output<typeof courseSchema>;
export const courseFields = ["type", "subject", "title", "introduction", "teachers", "tags", "price"] as const;

export const courseIdSchema = z.object({ id: idField(m.idInvalid) });
export const courseVersionSchema = z.object({
  version: z.coerce
    .number({ invalid_type_error: m.versionInvalid })
    .int(m.versionInvalid)
    .nonnegative(m.versionInvalid),
});

const stateCodes = courseStates.map((state) => state.code) as [CourseState, ...CourseState[]];

export const courseEditorListSchema = pagingSchema.extend({
  state: z.preprocess(blankAsAbsent, z.enum(stateCodes, { errorMap: () => ({ message: m.stateInvalid }) }).optional()),
});
export type CourseEditorListInput = z.infer<typeof courseEditorListSchema>;

// ——— the catalogue ———

const chapterTitle = textField({
  required: m.chapterTitleRequired,
  max: [CATALOGUE_TITLE_MAX, m.catalogueTitleTooLong],
});
const sectionTitle = textField({
  required: m.sectionTitleRequired,
  max: [CATALOGUE_TITLE_MAX, m.catalogueTitleTooLong],
});
const direction = z.preprocess(
  blankAsAbsent,
  z.enum(["up", "down"], { errorMap: () => ({ message: m.directionInvalid }) }),
);
const chapterId = idField(m.chapterInvalid);
const sectionId = idField(m.sectionInvalid);
const lessonId = idField(m.lessonInvalid);

/**
 * One change of a course's chapters, sections and videos, by its `intent`. A lesson is a course video; its file is a
 * 视频库 video. One object schema per intent (not z.discriminatedUnion, whose code would join every page's shared zod
 * chunk and break the mobile first-visit budget): each page form checks with its own, the server reads through
 * parseCatalogueChange.
 */
export const catalogueChangeSchemas = {
  addChapter: z.object({ intent: z.literal("addChapter"), title: chapterTitle }),
  renameChapter: z.object({ intent: z.literal("renameChapter"), chapterId, title: chapterTitle }),
  removeChapter: z.object({ intent: z.literal("removeChapter"), chapterId }),
  moveChapter: z.object({ intent: z.literal("moveChapter"), chapterId, direction }),
  addSection: z.object({ intent: z.literal("addSection"), chapterId, title: sectionTitle }),
  renameSection: z.object({ intent: z.literal("renameSection"), sectionId, title: sectionTitle }),
  removeSection: z.object({ intent: z.literal("removeSection"), sectionId }),
  moveSection: z.object({ intent: z.literal("moveSection"), sectionId, direction }),
  addLesson: z.object({
    intent: z.literal("addLesson"),
    sectionId,
    videoId: idField(m.videoRequired),
    // Empty: the 视频库 video's own title.
    title: textField({ max: [CATALOGUE_TITLE_MAX, m.videoTitleTooLong] }),
    freePreview: checkboxField,
  }),
  saveLesson: z.object({
    intent: z.literal("saveLesson"),
    lessonId,
    title: textField({ max: [CATALOGUE_TITLE_MAX, m.videoTitleTooLong] }),
    // Empty: keep the file it has.
    videoId: optionalIdField(m.videoRequired),
    freePreview: checkboxField,
  }),
  removeLesson: z.object({ intent: z.literal("removeLesson"), lessonId }),
  moveLesson: z.object({ intent: z.literal("moveLesson"), lessonId, direction }),
} as const;

export type CatalogueIntent = keyof typeof catalogueChangeSchemas;
export type CatalogueChange = {
  [Intent in CatalogueIntent]: z.output<(typeof catalogueChangeSchemas)[Intent]>;
}[CatalogueIntent];
export const catalogueIntents = Object.keys(catalogueChangeSchemas) as CatalogueIntent[];

export const isCatalogueIntent = (intent: unknown): intent is CatalogueIntent =>
  typeof intent === "string" && Object.hasOwn(catalogueChangeSchemas, intent);

/** A change as posted (strings from a form, JSON from the API): its intent's schema, or the intent's own message. */
export function parseCatalogueChange(
  values: Record<string, unknown>,
): { success: true; data: CatalogueChange } | { success: false; errors: Record<string, string> } {
  const intent = values.intent;
  if (!isCatalogueIntent(intent)) return { success: false, errors: { intent: m.intentInvalid } };
  const parsed = catalogueChangeSchemas[intent].safeParse(values);
  return parsed.success
    ? { success: true, data: parsed.data as CatalogueChange }
    : { success: false, errors: fieldErrorsOf(parsed.error) };
}

/** The key of one catalogue form on the page (its intent and the row it acts on): a refusal goes back beside it. */
export function catalogueFormKey(intent: string, ids: Readonly<Record<string, string | number | undefined>>): string {
  return `${intent}-${ids.lessonId || ids.sectionId || ids.chapterId || ""}`;
}
