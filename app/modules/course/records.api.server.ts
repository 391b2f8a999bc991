// /Report/website/* (spec section 7, "Records and favourites"): viewing records, progress beacons and favourites, all
// for a logged-in user. Lists take page and rows from the query (or the body) and answer {page, rows, total, items}.
// Save is ours (the spec's player posts progress somewhere under UserVideoProgress): it takes JSON, urlencoded or
// multipart bodies, so navigator.sendBeacon can post a URLSearchParams or FormData — see docs/decisions/0010.
import { apiUserViewer } from "~/modules/access/api-viewer.server";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { reactionMessages } from "~/modules/reactions/reaction-messages";
import { courseMessages as m } from "./course-messages";
import { lectureFavSchema, lectureListSchema, progressBeaconSchema } from "./course-schemas";
import { listCollectedCourses, listCollectedLectures, setLectureFavourite } from "./favourites.server";
import { listCourseProgress, listLectureProgress, saveProgress } from "./progress.server";

export const courseRecordEndpoints = [
  defineEndpoint({
    method: "POST",
    path: "/Report/website/UserVideoProgress/GetMyCoursePageList",
    auth: "user",
    input: pagingSchema,
    handle: async (call) => listCourseProgress(await apiUserViewer(call), call.input),
  }),
  defineEndpoint({
    method: "POST",
    path: "/Report/website/UserVideoProgress/GetMyLecturePageList",
    auth: "user",
    input: pagingSchema,
    handle: async (call) => listLectureProgress(await apiUserViewer(call), call.input),
  }),
  defineEndpoint({
    method: "POST",
    path: "/Report/website/UserVideoProgress/Save",
    auth: "user",
    input: progressBeaconSchema,
    body: "multipart",
    maxBodyBytes: 4096,
    handle: async ({ input, user }) => reply(await saveProgress(user.id, input), { msg: m.progressSaved }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/Report/website/UserCourseFav/GetMyCoursePageList",
    auth: "user",
    input: pagingSchema,
    handle: async (call) => listCollectedCourses(await apiUserViewer(call), call.input),
  }),
  defineEndpoint({
    method: "POST",
    path: "/Report/website/UserLectureFav/GetMyLecturePageList",
    auth: "user",
    input: lectureListSchema,
    handle: async (call) => listCollectedLectures(await apiUserViewer(call), call.input),
  }),
  defineEndpoint({
    method: "POST",
    path: "/Report/website/UserLectureFav/PostLectureFav",
    auth: "user",
    input: lectureFavSchema,
    handle: async ({ input, user }) => {
      const result = await setLectureFavourite(user.id, input);
      return reply(result, { msg: result.collected ? reactionMessages.collected : reactionMessages.uncollected });
    },
  }),
];
