// Input of the course pages and of /api/Course, /api/HomePage, /Report/website/*: one schema per call, for query
// strings, forms (strings) and JSON (numbers) alike. Unknown fields are ignored — the spec's clients add `type` to
// every /course GET. Client-safe: zod only. Paging, ids and subjects are the shared fields (app/modules/paging,
// app/lib/validation/input-fields.ts, app/modules/subjects).
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, idField, INT_MAX, optionalIdField } from "~/lib/validation/input-fields";
import { keywordField, pagingSchema, shortListSchema } from "~/modules/paging/paging-schemas";
import { subjectField } from "~/modules/subjects/subject-schemas";
import { courseSorts, myCourseTabs, SITE_COURSE_TYPE } from "./course-config";
import { courseMessages as m } from "./course-messages";

const typeField = z.preprocess(
  blankAsAbsent,
  z.coerce
    .number({ invalid_type_error: m.typeInvalid })
    .int(m.typeInvalid)
    .positive(m.typeInvalid)
    .max(99, m.typeInvalid)
    .default(SITE_COURSE_TYPE),
);

const sortAliases: Record<string, string> = { 最热: "hot", 最新: "new", hot: "hot", new: "new" };
const sortField = z.preprocess(
  (value) => {
    const present = blankAsAbsent(value);
    return typeof present === "string"
      ? (sortAliases[present.trim().toLowerCase()] ?? sortAliases[present.trim()] ?? present)
      : present;
  },
  z
    .enum(courseSorts.map((sort) => sort.code) as ["hot", "new"], { errorMap: () => ({ message: m.sortInvalid }) })
    .default("hot"),
);

const flagField = (message: string) =>
  z.preprocess((value) => {
    const present = blankAsAbsent(value);
    if (present === undefined) return undefined;
    if (present === true || present === 1 || present === "1" || present === "true") return true;
    if (present === false || present === 0 || present === "0" || present === "false") return false;
    return present;
  }, z.boolean({ invalid_type_error: message }).optional());

/** GET /api/Course/page-query (and /api/Course): the list with the filters of `condition`. */
export const courseListSchema = pagingSchema.extend({
  type: typeField,
  subject: subjectField,
  tag: z.preprocess(
    blankAsAbsent,
    z.string({ invalid_type_error: m.tagTooLong }).trim().max(20, m.tagTooLong).optional(),
  ),
  keyword: keywordField,
  sort: sortField,
  /** true: only free courses; false: only paid ones. */
  free: flagField(m.freeInvalid),
});
export type CourseListInput = z.infer<typeof courseListSchema>;

export const courseTypeSchema = z.object({ type: typeField });

export const shortCourseListSchema = shortListSchema.extend({ type: typeField });
export type ShortCourseListInput = z.infer<typeof shortCourseListSchema>;

export const tagCoursesSchema = shortCourseListSchema.extend({
  tag: z.preprocess(
    blankAsAbsent,
    z.string({ invalid_type_error: m.tagTooLong }).trim().max(20, m.tagTooLong).optional(),
  ),
});
export type TagCoursesInput = z.infer<typeof tagCoursesSchema>;

export const courseIdSchema = z.object({ id: idField(m.courseIdInvalid) });
export const videoIdSchema = z.object({ id: idField(m.videoIdInvalid) });

/** GET /api/Course/video-play-url: a course (its resume video) or one of its videos. */
export const coursePlaySchema = z.object({
  id: idField(m.courseIdInvalid),
  videoId: optionalIdField(m.videoIdInvalid),
});

export const learnListSchema = pagingSchema.extend({
  tab: z.preprocess(
    blankAsAbsent,
    z
      .enum(myCourseTabs.map((tab) => tab.code) as ["oneCoach", "plubic", "zyk"], {
        errorMap: () => ({ message: m.tabInvalid }),
      })
      .optional(),
  ),
});
export type LearnListInput = z.infer<typeof learnListSchema>;

const videoTypeField = (required: boolean) =>
  z.preprocess(
    (value) => {
      const present = blankAsAbsent(value);
      return present === undefined && required ? 1 : present;
    },
    z.coerce
      .number({ invalid_type_error: m.lectureTypeInvalid })
      .int(m.lectureTypeInvalid)
      .min(1, m.lectureTypeInvalid)
      .max(2, m.lectureTypeInvalid)
      .optional() as z.ZodType<1 | 2 | undefined>,
  );

/** POST /Report/website/UserLectureFav/PostLectureFav: id, state (1 collect, 0 cancel), type (1 course video, 2 paper video). */
export const lectureFavSchema = z.object({
  id: idField(m.videoIdInvalid),
  state: z.preprocess(
    (value) => {
      const present = blankAsAbsent(value);
      if (present === undefined) return 1;
      if (present === true || present === "true") return 1;
      if (present === false || present === "false") return 0;
      return present;
    },
    z.coerce
      .number({ invalid_type_error: m.favStateInvalid })
      .int(m.favStateInvalid)
      .min(0, m.favStateInvalid)
      .max(1, m.favStateInvalid),
  ),
  type: videoTypeField(true).transform((value) => value ?? 1),
});
export type LectureFavInput = z.infer<typeof lectureFavSchema>;

/** GetMyLecturePageList: favourites of one type, or (absent) both. */
export const lectureListSchema = pagingSchema.extend({ type: videoTypeField(false) });
export type LectureListInput = z.infer<typeof lectureListSchema>;

const DAY_MS = 86_400_000;

/**
 * POST /Report/website/UserVideoProgress/Save: one progress beacon. `session` is random per playback (a page load),
 * `seq` counts up within it, `startedAt` is when that playback began (client epoch ms). `position` is in seconds.
 */
export const progressBeaconSchema = z.object({
  videoId: idField(m.videoIdInvalid),
  type: videoTypeField(true).transform((value) => value ?? 1),
  position: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ required_error: m.positionInvalid, invalid_type_error: m.positionInvalid })
      .finite(m.positionInvalid)
      .min(0, m.positionInvalid)
      .max(1e7, m.positionInvalid),
  ),
  session: z
    .string({ required_error: m.sessionInvalid, invalid_type_error: m.sessionInvalid })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, m.sessionInvalid),
  seq: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ required_error: m.seqInvalid, invalid_type_error: m.seqInvalid })
      .int(m.seqInvalid)
      .min(0, m.seqInvalid)
      .max(INT_MAX, m.seqInvalid),
  ),
  startedAt: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ required_error: m.startedAtInvalid, invalid_type_error: m.startedAtInvalid })
      .int(m.startedAtInvalid)
      // 2020-01-01 … far future; "not in the future" needs the clock and is the service's check.
      .min(1_577_836_800_000, m.startedAtInvalid)
      .max(1_577_836_800_000 + 100 * 365 * DAY_MS, m.startedAtInvalid),
  ),
});
export type ProgressBeaconInput = z.infer<typeof progressBeaconSchema>;
