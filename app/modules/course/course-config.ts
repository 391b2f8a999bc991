// The course domain's fixed vocabulary: course types, sorts and the "my courses" tabs (subjects are every domain's:
// app/modules/subjects). Client-safe (no imports), so pages can build their filters from it.

/** The micro-course type (微课), the one the spec's navigation links to: /course?type=2. */
export const MICRO_COURSE_TYPE = 2;
/** One-to-one coaching (一对一辅导): assigned to students (enrolments); no school licence covers it. */
export const COACHING_COURSE_TYPE = 3;

/**
 * The site's course type: what course queries default to when no `type` is given (the spec's clients add it from
 * their configuration to every /course GET). A constant for now; an env variable would be one line in env.server.ts.
 * @alias the same value as MICRO_COURSE_TYPE today, by choice, not by definition
 */
export const SITE_COURSE_TYPE = MICRO_COURSE_TYPE;

export const courseTypes = [
  { code: 1, name: "系统课" },
  { code: MICRO_COURSE_TYPE, name: "微课" },
  { code: COACHING_COURSE_TYPE, name: "一对一辅导" },
] as const;

export const courseSorts = [
  { code: "hot", name: "最热" },
  { code: "new", name: "最新" },
] as const;
export type CourseSort = (typeof courseSorts)[number]["code"];

/**
 * The tabs of /course/my (spec: oneCoach, plubic — sic —, zyk). docs/decisions/0010: oneCoach = one-to-one coaching
 * courses the student is enrolled in; plubic = free (public) courses the student has studied; zyk = 资源库, every
 * course the student's school licenses.
 */
export const myCourseTabs = [
  { code: "oneCoach", name: "一对一辅导" },
  { code: "plubic", name: "公开课" },
  { code: "zyk", name: "资源库" },
] as const;
export type MyCourseTab = (typeof myCourseTabs)[number]["code"];

/** A video counts as learnt once the furthest point watched reaches this share of its duration. */
export const LEARNT_SHARE = 0.9;
