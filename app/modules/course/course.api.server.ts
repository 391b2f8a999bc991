// /api/Course (spec section 7, "Courses"). Handlers only call the services the pages call too. Browsing needs the
// campus network or a login (the "campus" rule); play URLs are "public" because the entitlement rule itself answers
// 401 (log in) or 403 (buy) — docs/decisions/0010. practices lists the question bank's 课后练习 of the course's sections.
import { z } from "zod";
import { apiUserViewer, apiViewer, playUrlHandler } from "~/modules/access/api-viewer.server";
import { pagingNotes } from "~/modules/api/result-schemas.server";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { listCoursePractices } from "~/modules/question/practice/course-practices.server";
import { reactionMessages } from "~/modules/reactions/reaction-messages";
import {
  getCourseCatalog,
  getCourseConditions,
  getCourseDetail,
  getCourseMixCatalog,
  findPublishedCourse,
  listCourses,
  listHotCourses,
  listLatestCourses,
} from "./course-catalog.server";
import {
  collectedLectures,
  courseCard,
  courseCards,
  courseCatalog,
  courseCollectState,
  courseConditions,
  courseDetail,
  courseLikeState,
  courseListNotes,
  courseMixCatalog,
  coursePlayGrant,
  coursePlayRefusals,
  coursePractices,
  courseSummary,
  myCourses,
  shortCourseListNotes,
} from "./course-api-results.server";
import { catalogVideoPlayUrl, courseVideoPlayUrl } from "./course-play.server";
import {
  courseIdSchema,
  courseListSchema,
  coursePlaySchema,
  courseTypeSchema,
  learnListSchema,
  shortCourseListSchema,
  videoIdSchema,
} from "./course-schemas";
import { listCollectedLectures, setCourseCollect, setCourseLike } from "./favourites.server";
import { listMyCourses } from "./my-courses.server";
import { getCourseSummary } from "./progress.server";

const courseList = (path: string) =>
  defineEndpoint({
    method: "GET",
    path,
    auth: "campus",
    input: courseListSchema,
    result: courseCards,
    fieldNotes: courseListNotes,
    handle: async (call) => listCourses(await apiViewer(call), call.input),
  });

const reaction = (path: string, kind: "like" | "collect", on: boolean) =>
  defineEndpoint({
    method: "POST",
    path,
    auth: "user",
    input: courseIdSchema,
    result: kind === "like" ? courseLikeState : courseCollectState,
    handle: async ({ input, user }) => {
      if (kind === "like")
        return reply(await setCourseLike(user.id, input.id, on), {
          msg: on ? reactionMessages.liked : reactionMessages.unliked,
        });
      return reply(await setCourseCollect(user.id, input.id, on), {
        msg: on ? reactionMessages.collected : reactionMessages.uncollected,
      });
    },
  });

export const courseEndpoints = [
  courseList("/api/Course/page-query"),
  courseList("/api/Course"),
  defineEndpoint({
    method: "GET",
    path: "/api/Course/condition",
    auth: "campus",
    input: courseTypeSchema,
    result: courseConditions,
    fieldNotes: { type: courseListNotes.type },
    handle: async ({ input }) => getCourseConditions(input.type),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Course/catalogs",
    auth: "campus",
    input: courseIdSchema,
    result: courseCatalog,
    handle: async (call) => getCourseCatalog(await apiViewer(call), call.input.id),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Course/practices",
    auth: "campus",
    input: courseIdSchema,
    result: coursePractices,
    handle: async ({ input }) => {
      await findPublishedCourse(input.id);
      return listCoursePractices(input.id);
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Course/mix-catalogs",
    auth: "campus",
    input: courseIdSchema,
    result: courseMixCatalog,
    handle: async (call) => getCourseMixCatalog(await apiViewer(call), call.input.id),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Course/summary",
    auth: "user",
    input: courseIdSchema,
    result: courseSummary,
    handle: async ({ input, user }) => getCourseSummary(user.id, input.id),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Course/video-play-url",
    auth: "public",
    input: coursePlaySchema,
    result: coursePlayGrant,
    refuses: coursePlayRefusals,
    fieldNotes: {
      id: "课程编号",
      videoId: "视频编号（须属于该课程）；缺省为上次看到的视频，没有则为第一个",
    },
    handle: playUrlHandler(courseVideoPlayUrl),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Course/catalog-video-play-url",
    auth: "public",
    input: videoIdSchema,
    result: coursePlayGrant,
    refuses: coursePlayRefusals,
    fieldNotes: { id: "视频编号（课程目录中的视频）" },
    handle: playUrlHandler((viewer, input) => catalogVideoPlayUrl(viewer, input.id)),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Course/hot-videos",
    auth: "campus",
    input: shortCourseListSchema,
    result: z.array(courseCard),
    fieldNotes: shortCourseListNotes,
    handle: async (call) => listHotCourses(await apiViewer(call), call.input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Course/lastest-videos",
    auth: "campus",
    input: shortCourseListSchema,
    result: z.array(courseCard),
    fieldNotes: shortCourseListNotes,
    handle: async (call) => listLatestCourses(await apiViewer(call), call.input),
  }),
  reaction("/api/Course/i-like", "like", true),
  reaction("/api/Course/cancel-like", "like", false),
  reaction("/api/Course/i-collect", "collect", true),
  reaction("/api/Course/cancel-collect", "collect", false),
  defineEndpoint({
    method: "GET",
    path: "/api/Course/video/favorite-page-query",
    auth: "user",
    input: pagingSchema,
    result: collectedLectures,
    fieldNotes: pagingNotes,
    handle: async (call) => listCollectedLectures(await apiUserViewer(call), { ...call.input, type: 1 }),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Course/learn-page-query",
    auth: "user",
    input: learnListSchema,
    result: myCourses,
    fieldNotes: {
      ...pagingNotes,
      tab: "列表页签：oneCoach 报名的一对一辅导课，plubic 学过的免费课，zyk 本人学校开通的资源库；缺省为学过的全部课程",
    },
    handle: async (call) => listMyCourses(await apiUserViewer(call), call.input),
  }),
  // Last: /api/Course/{id} would also match the named calls above (the first match of a method wins).
  defineEndpoint({
    method: "GET",
    path: "/api/Course/{id}",
    auth: "campus",
    input: courseIdSchema,
    result: courseDetail,
    handle: async (call) => getCourseDetail(await apiViewer(call), call.input.id),
  }),
];
