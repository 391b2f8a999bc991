// /api/HomePage/ (spec section 7, "Home"): the home pages' hot courses, tag sections, live forecast and replays.
// Open to everyone, like the home pages (docs/decisions/0003); covers are signed for the caller when it has a session
// or a visitor cookie. slide-shows is the slide module's.
import { apiViewer } from "~/modules/access/api-viewer.server";
import { z } from "zod";
import { pagingNotes } from "~/modules/api/result-schemas.server";
import { defineEndpoint } from "~/modules/api/endpoint";
import { liveCard } from "~/modules/live/live-api-results.server";
import { shortLiveListSchema } from "~/modules/live/live-schemas";
import { listLiveForecast, listLiveReplays } from "~/modules/live/live.server";
import { courseCard, shortCourseListNotes, tagCourses } from "./course-api-results.server";
import { listHotCourses, listTagCourses } from "./course-catalog.server";
import { shortCourseListSchema, tagCoursesSchema } from "./course-schemas";

export const homeEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/HomePage/hot-videos",
    auth: "public",
    input: shortCourseListSchema,
    result: z.array(courseCard),
    fieldNotes: shortCourseListNotes,
    handle: async (call) => listHotCourses(await apiViewer(call), call.input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/HomePage/tag-videos",
    auth: "public",
    input: tagCoursesSchema,
    result: tagCourses,
    fieldNotes: { ...shortCourseListNotes, tag: "标签；缺省为该类型最常用的标签（tags 的第一个）" },
    handle: async (call) => listTagCourses(await apiViewer(call), call.input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/HomePage/liveForecast",
    auth: "public",
    input: shortLiveListSchema,
    result: z.array(liveCard),
    fieldNotes: pagingNotes,
    handle: async (call) => listLiveForecast(await apiViewer(call), call.input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/HomePage/liveVideo",
    auth: "public",
    input: shortLiveListSchema,
    result: z.array(liveCard),
    fieldNotes: pagingNotes,
    handle: async (call) => listLiveReplays(await apiViewer(call), call.input),
  }),
];
