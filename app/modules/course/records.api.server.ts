// /Report/website/* (spec section 7, "Records and favourites"): viewing records, progress beacons and favourites, all
// for a logged-in user. Lists take page and rows from the query (or the body) and answer {page, rows, total, items}.
// Save is ours (the spec's player posts progress somewhere under UserVideoProgress): it takes JSON, urlencoded or
// multipart bodies, so navigator.sendBeacon can post a URLSearchParams or FormData — see docs/decisions/0010.
import { apiUserViewer } from "~/modules/access/api-viewer.server";
import { pagingNotes } from "~/modules/api/result-schemas.server";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { usageActorOf } from "~/modules/usage/usage-events.server";
import { reactionMessages } from "~/modules/reactions/reaction-messages";
import {
  collectedCourses,
  collectedLectures,
  lectureFavState,
  savedProgress,
  watchedCourses,
  watchedLectures,
} from "./course-api-results.server";
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
    result: watchedCourses,
    fieldNotes: pagingNotes,
    handle: async (call) => listCourseProgress(await apiUserViewer(call), call.input),
  }),
  defineEndpoint({
    method: "POST",
    path: "/Report/website/UserVideoProgress/GetMyLecturePageList",
    auth: "user",
    input: pagingSchema,
    result: watchedLectures,
    fieldNotes: pagingNotes,
    handle: async (call) => listLectureProgress(await apiUserViewer(call), call.input),
  }),
  defineEndpoint({
    method: "POST",
    path: "/Report/website/UserVideoProgress/Save",
    auth: "user",
    input: progressBeaconSchema,
    body: "multipart",
    maxBodyBytes: 4096,
    result: savedProgress,
    fieldNotes: {
      type: "1 课程视频（缺省），2 真题解析视频",
      position: "播放位置（秒）：按整秒保存，超过视频时长按时长",
      startedAt: "会话开始时间（毫秒时间戳）；比服务器时间晚 24 小时以上时拒绝",
    },
    handle: async ({ input, user, request, clientIp }) =>
      reply(await saveProgress(user.id, input, Date.now(), usageActorOf(request, clientIp, user.id)), {
        msg: m.progressSaved,
      }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/Report/website/UserCourseFav/GetMyCoursePageList",
    auth: "user",
    input: pagingSchema,
    result: collectedCourses,
    fieldNotes: pagingNotes,
    handle: async (call) => listCollectedCourses(await apiUserViewer(call), call.input),
  }),
  defineEndpoint({
    method: "POST",
    path: "/Report/website/UserLectureFav/GetMyLecturePageList",
    auth: "user",
    input: lectureListSchema,
    result: collectedLectures,
    fieldNotes: { ...pagingNotes, type: "1 课程视频，2 真题解析视频；缺省为两者" },
    handle: async (call) => listCollectedLectures(await apiUserViewer(call), call.input),
  }),
  defineEndpoint({
    method: "POST",
    path: "/Report/website/UserLectureFav/PostLectureFav",
    auth: "user",
    input: lectureFavSchema,
    result: lectureFavState,
    fieldNotes: { id: "视频编号（课程视频或真题解析视频，按 type）", type: "1 课程视频（缺省），2 真题解析视频" },
    handle: async ({ input, user }) => {
      const result = await setLectureFavourite(user.id, input);
      return reply(result, { msg: result.collected ? reactionMessages.collected : reactionMessages.uncollected });
    },
  }),
];
