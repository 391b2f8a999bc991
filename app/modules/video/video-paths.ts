// Where the course, video, paper-explanation and live pages live in each tree (spec section 2). Client-safe: pages
// build their links from it (a card on the home page, the catalogue, "next video", the player's back link), so a URL
// is spelled in one place. Query parameters: `id` is the course / video / paper video / live id; the player also takes
// `videoId` (absent: the course's resume point).
import type { SiteTree } from "~/lib/site-tree";
import { MICRO_COURSE_TYPE } from "~/modules/course/course-config";

export interface VideoPaths {
  /** The course list (filters, sort and page as query parameters). */
  courses: string;
  /** The course list filtered (the home page's tag links, my courses' "free courses"). */
  coursesWhere: (filters: { tag?: string; free?: 0 | 1 }) => string;
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
  /** The schedule of one state (直播中 / 即将开始 / 往期回放), a page of it. */
  livesIn: (status: string, page?: number) => string;
  live: (liveId: number) => string;
  /** The course in the mini-program (QR code and link); a mobile page, the same URL from either tree. */
  miniProgramPlay: (courseId: number) => string;
}

const query = (path: string, params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

const coursesWhere = (path: string) => (filters: { tag?: string; free?: 0 | 1 }) =>
  query(path, { type: MICRO_COURSE_TYPE, tag: filters.tag, free: filters.free });
const livesIn = (path: string) => (status: string, page?: number) =>
  query(path, { status, page: page !== undefined && page > 1 ? page : undefined });
const miniProgramPlay = (id: number) => query("/mobile/course/miniProgramPlay", { id });

export const videoPaths: Record<SiteTree, VideoPaths> = {
  desktop: {
    courses: `/course?type=${MICRO_COURSE_TYPE}`,
    coursesWhere: coursesWhere("/course"),
    course: (id) => query("/course/detail", { id }),
    player: (id, videoId) => query("/course/player", { id, videoId }),
    video: (id) => query("/videoPlay", { id }),
    paperVideos: "/trueQuesExplanation/trueQuestionExplanation",
    paperVideo: (id) => query("/trueQuesExplanation/videoPlay", { id }),
    lives: "/livePlayback",
    livesIn: livesIn("/livePlayback"),
    live: (id) => query("/livePlayback", { id }),
    miniProgramPlay,
  },
  mobile: {
    courses: `/mobile/course?type=${MICRO_COURSE_TYPE}`,
    coursesWhere: coursesWhere("/mobile/course"),
    course: (id) => query("/mobile/course/cover", { id }),
    player: (id, videoId) => query("/mobile/course/player", { id, videoId }),
    video: (id) => query("/mobile/videvPlay", { id }),
    paperVideos: "/mobile/trueQuesExplanation/trueQuestionExplanation",
    paperVideo: (id) => query("/mobile/trueQuesExplanation/videvPlay", { id }),
    lives: "/mobile/livePlayback",
    livesIn: livesIn("/mobile/livePlayback"),
    live: (id) => query("/mobile/livePlayback", { id }),
    miniProgramPlay,
  },
};
