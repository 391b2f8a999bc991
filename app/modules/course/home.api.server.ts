// /api/HomePage/ (spec section 7, "Home"): the home pages' hot courses, tag sections, live forecast and replays.
// Open to everyone, like the home pages (docs/decisions/0003); covers are signed for the caller when it has a session
// or a visitor cookie. slide-shows is the slide module's.
import { apiViewer } from "~/modules/access/api-viewer.server";
import { defineEndpoint } from "~/modules/api/endpoint";
import { shortLiveListSchema } from "~/modules/live/live-schemas";
import { listLiveForecast, listLiveReplays } from "~/modules/live/live.server";
import { listHotCourses, listTagCourses } from "./course-catalog.server";
import { shortCourseListSchema, tagCoursesSchema } from "./course-schemas";

export const homeEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/HomePage/hot-videos",
    auth: "public",
    input: shortCourseListSchema,
    handle: async (call) => listHotCourses(await apiViewer(call), call.input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/HomePage/tag-videos",
    auth: "public",
    input: tagCoursesSchema,
    handle: async (call) => listTagCourses(await apiViewer(call), call.input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/HomePage/liveForecast",
    auth: "public",
    input: shortLiveListSchema,
    handle: async (call) => listLiveForecast(await apiViewer(call), call.input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/HomePage/liveVideo",
    auth: "public",
    input: shortLiveListSchema,
    handle: async (call) => listLiveReplays(await apiViewer(call), call.input),
  }),
];
