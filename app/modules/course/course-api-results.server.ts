// The answers of /api/Course, the home page's course sections and /Report/website/* (ApiEndpoint.result): the shapes
// of course-catalog.server.ts (CourseCard, CourseDetail, the catalogues), progress.server.ts, favourites.server.ts,
// my-courses.server.ts and course-play.server.ts, as JSON. The handlers' return types are checked against these, and
// the contract check validates every answer the tests see. Server-only.
import { z } from "zod";
import {
  accessSummaryResult,
  count,
  isoDateTime,
  pageResultOf,
  pagingNotes,
  rowId,
  subjectCode,
  videoGrantResult,
} from "~/modules/api/result-schemas.server";
import { subjectFieldNote } from "~/modules/subjects/subject-notes.server";
import { courseSorts, type CourseSort } from "./course-config";

const courseSort = z.enum(courseSorts.map((sort) => sort.code) as [CourseSort, ...CourseSort[]]);
/** 1 a course's video, 2 a paper video (app/modules/video/video-types.ts). */
const videoType = z.union([z.literal(1), z.literal(2)]);
/** A place in a catalogue (chapters, sections, videos and notes are ordered by it). */
const place = z.number().int();

export const courseCard = z.object({
  id: rowId,
  type: z.number().int().positive(),
  subject: subjectCode,
  subjectName: z.string(),
  title: z.string(),
  cover: z.string().nullable(),
  teachers: z.array(z.object({ name: z.string(), title: z.string() })),
  tags: z.array(z.string()),
  priceFen: count,
  free: z.boolean(),
  videoCount: count,
  totalDuration: count,
  viewCount: count,
  likeCount: count,
  collectCount: count,
  publishedAt: isoDateTime.nullable(),
});

export const courseConditions = z.object({
  type: z.number().int().positive(),
  types: z.array(z.object({ code: z.number().int().positive(), name: z.string() })),
  subjects: z.array(z.object({ code: subjectCode, name: z.string(), count })),
  tags: z.array(z.object({ name: z.string(), count })),
  sorts: z.array(z.object({ code: courseSort, name: z.string() })),
});

export const courseDetail = courseCard.extend({
  introduction: z.string(),
  previewVideoCount: count,
  firstVideoId: rowId.nullable(),
  liked: z.boolean(),
  collected: z.boolean(),
  access: accessSummaryResult,
});

const catalogVideo = z.object({
  id: rowId,
  title: z.string(),
  duration: count,
  poster: z.string().nullable(),
  freePreview: z.boolean(),
  sequence: place,
  playable: z.boolean(),
  progress: z.object({ position: count, furthest: count, learnt: z.boolean() }).nullable(),
});

const catalogNote = z.object({
  id: rowId,
  title: z.string(),
  content: z.string().nullable(),
  file: z.string().nullable(),
  locked: z.boolean(),
});

function catalogOf<Item extends z.ZodTypeAny>(item: Item) {
  const section = z.object({ id: rowId, title: z.string(), position: place, items: z.array(item) });
  return z.object({
    courseId: rowId,
    title: z.string(),
    videoCount: count,
    totalDuration: count,
    access: accessSummaryResult,
    chapters: z.array(z.object({ id: rowId, title: z.string(), position: place, sections: z.array(section) })),
  });
}

export const courseCatalog = catalogOf(catalogVideo);
export const courseMixCatalog = catalogOf(
  z.discriminatedUnion("kind", [
    catalogVideo.extend({ kind: z.literal("video") }),
    catalogNote.extend({ kind: z.literal("note") }),
  ]),
);

export const coursePractices = z.array(
  z.object({
    id: rowId,
    title: z.string(),
    sectionId: rowId,
    sectionTitle: z.string(),
    questionCount: count,
    totalPoints: count,
  }),
);

export const courseSummary = z.object({
  courseId: rowId,
  title: z.string(),
  videoCount: count,
  learntCount: count,
  percent: z.number().int().min(0).max(100),
  totalDuration: count,
  startedCount: count,
  firstWatchedAt: isoDateTime.nullable(),
  lastWatchedAt: isoDateTime.nullable(),
  resume: z.object({ videoId: rowId, title: z.string(), sequence: place, position: count, duration: count }).nullable(),
});

export const coursePlayGrant = videoGrantResult.extend({
  videoId: rowId,
  courseId: rowId,
  next: z.object({ id: rowId, title: z.string() }).nullable(),
});

export const courseLikeState = z.object({ id: rowId, liked: z.boolean(), likeCount: count });
export const courseCollectState = z.object({ id: rowId, collected: z.boolean(), collectCount: count });

const progressBrief = z.object({
  learntCount: count,
  percent: z.number().int().min(0).max(100),
  lastVideoId: rowId,
  lastPosition: count,
  lastWatchedAt: isoDateTime,
});

export const myCourses = pageResultOf(
  courseCard.extend({ progress: progressBrief.nullable(), enrolledAt: isoDateTime.nullable() }),
);

export const watchedCourses = pageResultOf(courseCard.extend({ progress: progressBrief }));

const lectureBase = z.object({
  type: videoType,
  id: rowId,
  title: z.string(),
  duration: count,
  poster: z.string().nullable(),
  course: z.object({ id: rowId, title: z.string(), subject: subjectCode, subjectName: z.string() }).nullable(),
  paper: z
    .object({
      subject: z.string(),
      subjectName: z.string(),
      examYear: z.number().int(),
      paper: z.string(),
      questionLabel: z.string(),
    })
    .nullable(),
});

export const watchedLectures = pageResultOf(
  lectureBase.extend({
    position: count,
    furthest: count,
    learnt: z.boolean(),
    percent: z.number().int().min(0).max(100),
    updatedAt: isoDateTime,
  }),
);

export const collectedLectures = pageResultOf(lectureBase.extend({ collectedAt: isoDateTime }));

export const collectedCourses = pageResultOf(courseCard.extend({ collectedAt: isoDateTime }));

export const savedProgress = z.object({
  videoId: rowId,
  type: videoType,
  courseId: rowId.nullable(),
  position: count,
  furthest: count,
  duration: count,
  learnt: z.boolean(),
  accepted: z.boolean(),
});

export const lectureFavState = z.object({
  id: rowId,
  type: videoType,
  state: z.union([z.literal(0), z.literal(1)]),
  collected: z.boolean(),
  /** null for a course video (it keeps no counter). */
  collectCount: count.nullable(),
});

export const tagCourses = z.object({
  tags: z.array(z.string()),
  tag: z.string().nullable(),
  items: z.array(courseCard),
});

export const courseCards = pageResultOf(courseCard);

/** The play URLs' refusals beyond their "public" rule: the entitlement rule's (docs/decisions/0010). */
export const coursePlayRefusals = {
  401:
    "未登录时：不在校园网内（免费课程与试看视频也一样），或所在校园网的学校未开通这门付费课程的非试看视频（一对一辅导课只对报名的学员开放）；" +
    "msg 请登录后观看，result 给出 reason（login-required）及 courseId、videoId、priceFen",
  403:
    "已登录但无权观看付费课程的非试看视频：未报名，本人学校与所在校园网的学校也都未开通（一对一辅导课只看报名）；" +
    "msg 需购买或由学校开通，result 给出 reason（purchase-required）及 courseId、videoId、priceFen",
} as const;

/** The course list's filters, for the API description. */
export const courseListNotes = {
  ...pagingNotes,
  type: "课程类型：1 系统课，2 微课（缺省），3 一对一辅导",
  subject: subjectFieldNote,
  sort: "排序：hot 最热（缺省），new 最新；也接受 最热、最新",
  free: "true 只看免费课程，false 只看付费课程；缺省不限",
} as const;

export const shortCourseListNotes = { ...pagingNotes, type: courseListNotes.type } as const;
