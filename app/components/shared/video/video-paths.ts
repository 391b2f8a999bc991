// Where the course, video, paper-explanation and live pages live in each tree (spec section 2). Client-safe: pages
// build their links from it (a card on the home page, the catalogue, "next video", the player's back link), so a URL
// is spelled in one place. Query parameters: `id` is the course / video / paper video / live id; the player also takes
// `videoId` (absent: the course's resume point).
import type { SiteTree } from "~/lib/site-tree";
import { MICRO_COURSE_TYPE } from "~/modules/course/course-config";

export interface VideoPaths {
  /** The course list (filters, sort and page as query parameters). */
  courses: string;
  /** One course: introduction, catalogue, teachers, like/collect, progress. */
  course: (courseId: number) => string;
  /** The course player (lecture layout on desktop); without videoId: where the viewer left off. */
  player: (courseId: number, videoId?: number) => string;
  /** A single course video by id (home page cards): /videoPlay, /mobile/videvPlay. */
  video: (videoId: number) => string;
  /** Paper explanations by subject and year. */
  paperVideos: string;
  paperVideo: (paperVideoId: number) => string;
  /** Lives: without id the schedule (upcoming, live, ended), with id one live or its playback. */
  lives: string;
  live: (liveId: number) => string;
}

const query = (path: string, params: Record<string, number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export const videoPaths: Record<SiteTree, VideoPaths> = {
  desktop: {
    courses: `/course?type=${MICRO_COURSE_TYPE}`,
    course: (id) => query("/course/detail", { id }),
    player: (id, videoId) => query("/course/player", { id, videoId }),
    video: (id) => query("/videoPlay", { id }),
    paperVideos: "/trueQuesExplanation/trueQuestionExplanation",
    paperVideo: (id) => query("/trueQuesExplanation/videoPlay", { id }),
    lives: "/livePlayback",
    live: (id) => query("/livePlayback", { id }),
  },
  mobile: {
    courses: `/mobile/course?type=${MICRO_COURSE_TYPE}`,
    course: (id) => query("/mobile/course/cover", { id }),
    player: (id, videoId) => query("/mobile/course/player", { id, videoId }),
    video: (id) => query("/mobile/videvPlay", { id }),
    paperVideos: "/mobile/trueQuesExplanation/trueQuestionExplanation",
    paperVideo: (id) => query("/mobile/trueQuesExplanation/videvPlay", { id }),
    lives: "/mobile/livePlayback",
    live: (id) => query("/mobile/livePlayback", { id }),
  },
};
