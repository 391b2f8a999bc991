// Loaders of the player pages, shared by the desktop and mobile twins: /course/player and /mobile/course/player (a
// course's video with its catalogue), /videoPlay, /videvPlay and /mobile/videvPlay (one course video by id), and
// /mobile/course/miniProgramPlay (the course in the mini-program). Thin: parse, ask the services, shape what the page
// shows. A viewer who may not watch gets the refusal in place of the video — no signed URL in the page — with the
// refusal's status (401 login, 403 purchase); an unknown id is the 404 page.
import { data } from "@remix-run/node";
import QRCode from "qrcode";
import { isDomainError } from "~/lib/domain-error";
import { getEnv } from "~/lib/env.server";
import { pageNotFound, throwIfNotFound } from "~/lib/page-not-found.server";
import { treeOfPath } from "~/lib/site-tree";
import { gatedViewerFor, type Viewer } from "~/modules/access/viewer.server";
import { requireCampusOrUser } from "~/modules/auth/campus-gate.server";
import { loginPromptUrlFor } from "~/modules/auth/require-user.server";
import { listCoursePractices, sectionPracticeLink } from "~/modules/question/practice/course-practices.server";
import { videoPaths } from "~/modules/video/video-paths";
import type { VideoPlayerProps } from "~/modules/video/video-player-props";
import { playerSources } from "~/modules/video/video-sources.server";
import { VIDEO_TYPE } from "~/modules/video/video-types";
import { findPublishedCourse, getCourseCatalog } from "./course-catalog.server";
import { courseMessages as m } from "./course-messages";
import { catalogVideoPlayUrl, courseVideoPlayUrl, type PlayGrant } from "./course-play.server";
import { courseIdSchema, coursePlaySchema, videoIdSchema } from "./course-schemas";

interface LoadArgs {
  request: Request;
  context: { clientIp: string; newVisitorId?: string };
}

/** Why the video is not shown, and what the viewer can do about it. */
export interface PlayerRefusal {
  status: 401 | 403;
  message: string;
  /** Where logging in starts (and comes back here); null when logging in would not help (403). */
  loginHref: string | null;
}

/** A catalogue entry as the player's menu and list show it. */
interface PlayerCatalogVideo {
  id: number;
  title: string;
  duration: number;
  href: string;
  playable: boolean;
  freePreview: boolean;
  learnt: boolean;
}

export interface PlayerCatalogChapter {
  id: number;
  title: string;
  sections: Array<{ id: number; title: string; videos: PlayerCatalogVideo[] }>;
}

export interface PlayerPageData {
  course: { id: number; title: string; href: string };
  video: { id: number; title: string; duration: number };
  /** The player's props; null when refused. */
  player: VideoPlayerProps | null;
  refusal: PlayerRefusal | null;
  next: { href: string; title: string } | null;
}

export interface CoursePlayerPageData extends PlayerPageData {
  catalog: { videoCount: number; chapters: PlayerCatalogChapter[] };
  /** The lecture layout's catalogue menu (desktop), from ?menu=open|closed so it works without JavaScript. */
  menuOpen: boolean;
  /** The course's 在小程序中打开 page (mobile). */
  miniProgramHref: string;
  /** 课后练习: the question set of the current video's section, when it has one. */
  practice: { title: string; href: string } | null;
}

/** The query, or the 404 page with the schema's message (an id that is not an id names nothing). */
function parseQuery<T>(
  schema: {
    safeParse(
      input: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } };
  },
  url: URL,
): T {
  const parsed = schema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw pageNotFound(parsed.error.issues[0]?.message ?? m.videoNotFound);
  return parsed.data;
}

function refusalOf(error: unknown, request: Request): PlayerRefusal | null {
  if (!isDomainError(error) || (error.status !== 401 && error.status !== 403)) return null;
  return {
    status: error.status,
    message: error.message,
    loginHref: error.status === 401 ? loginPromptUrlFor(request) : null,
  };
}

/** Runs a play-URL service: its grant, or the refusal; a 404 becomes the 404 page. */
async function grantOrRefusal(play: () => Promise<PlayGrant>, request: Request) {
  try {
    return { grant: await play(), refusal: null, courseId: null };
  } catch (error) {
    throwIfNotFound(error);
    const refusal = refusalOf(error, request);
    if (!refusal) throw error;
    const courseId =
      isDomainError(error) && typeof error.details?.courseId === "number" ? error.details.courseId : null;
    return { grant: null, refusal, courseId };
  }
}

function playerProps(
  grant: PlayGrant,
  viewer: Viewer,
  next: PlayerPageData["next"],
  request: Request,
): VideoPlayerProps {
  return {
    ...playerSources(grant, request),
    poster: grant.poster,
    title: grant.title,
    durationSeconds: grant.duration,
    resumeAt: grant.resumeAt,
    progress: viewer.userId === null ? null : { type: VIDEO_TYPE.course, videoId: grant.videoId },
    next,
  };
}

function withStatus<T>(page: T & { refusal: PlayerRefusal | null }) {
  return data(page, { status: page.refusal?.status ?? 200 });
}

/** /course/player, /mobile/course/player: ?id=<courseId>&videoId=<videoId>; without videoId, the resume point. */
export async function loadCoursePlayerPage({ request, context }: LoadArgs) {
  const url = new URL(request.url);
  const tree = treeOfPath(url.pathname);
  const paths = videoPaths[tree];
  const input = parseQuery(coursePlaySchema, url);
  const viewer = await gatedViewerFor(request, context);
  const [{ grant, refusal }, catalog, practices] = await Promise.all([
    grantOrRefusal(() => courseVideoPlayUrl(viewer, input), request),
    getCourseCatalog(viewer, input.id).catch((error: unknown) => {
      throwIfNotFound(error);
      throw error;
    }),
    listCoursePractices(input.id),
  ]);
  const ordered = catalog.chapters.flatMap((chapter) => chapter.sections.flatMap((section) => section.items));
  // Refused, the video is the one asked for, or the course's first.
  const currentId = grant?.videoId ?? input.videoId ?? ordered[0]?.id;
  const index = ordered.findIndex((video) => video.id === currentId);
  const current = ordered[index];
  if (!current) throw pageNotFound(m.courseEmpty);
  const following = grant ? grant.next : (ordered[index + 1] ?? null);
  const next = following ? { href: paths.player(input.id, following.id), title: following.title } : null;
  const page: CoursePlayerPageData = {
    course: { id: catalog.courseId, title: catalog.title, href: paths.course(catalog.courseId) },
    video: { id: current.id, title: current.title, duration: current.duration },
    player: grant ? playerProps(grant, viewer, next, request) : null,
    refusal,
    next,
    catalog: {
      videoCount: ordered.length,
      chapters: catalog.chapters.map((chapter) => ({
        id: chapter.id,
        title: chapter.title,
        sections: chapter.sections.map((section) => ({
          id: section.id,
          title: section.title,
          videos: section.items.map((video) => ({
            id: video.id,
            title: video.title,
            duration: video.duration,
            href: paths.player(input.id, video.id),
            playable: video.playable,
            freePreview: video.freePreview,
            learnt: video.progress?.learnt ?? false,
          })),
        })),
      })),
    },
    menuOpen: url.searchParams.get("menu") === "open",
    miniProgramHref: videoPaths.mobile.miniProgramPlay(catalog.courseId),
    practice: sectionPracticeLink(
      practices,
      catalog.chapters
        .flatMap((chapter) => chapter.sections)
        .find((section) => section.items.some((video) => video.id === current.id))?.id,
      tree,
    ),
  };
  return withStatus(page);
}

/** /videoPlay, /videvPlay, /mobile/videvPlay: ?id=<videoId>, one course video with its course and the next one. */
export async function loadVideoPlayPage({ request, context }: LoadArgs) {
  const url = new URL(request.url);
  const tree = treeOfPath(url.pathname);
  const paths = videoPaths[tree];
  const { id } = parseQuery(videoIdSchema, url);
  const viewer = await gatedViewerFor(request, context);
  const { grant, refusal, courseId } = await grantOrRefusal(() => catalogVideoPlayUrl(viewer, id), request);
  const playedCourseId = grant?.courseId ?? courseId;
  if (playedCourseId == null) throw pageNotFound(m.videoNotFound);
  const course = await findPublishedCourse(playedCourseId);
  const catalog = grant ? null : await getCourseCatalog(viewer, course.id);
  const ordered = catalog?.chapters.flatMap((chapter) => chapter.sections.flatMap((section) => section.items)) ?? [];
  const index = ordered.findIndex((video) => video.id === id);
  const refusedVideo = ordered[index];
  const following = grant ? grant.next : (ordered[index + 1] ?? null);
  const next = following ? { href: paths.video(following.id), title: following.title } : null;
  const page: PlayerPageData = {
    course: { id: course.id, title: course.title, href: paths.course(course.id) },
    video: grant
      ? { id: grant.videoId, title: grant.title, duration: grant.duration }
      : { id, title: refusedVideo?.title ?? course.title, duration: refusedVideo?.duration ?? 0 },
    player: grant ? playerProps(grant, viewer, next, request) : null,
    refusal,
    next,
  };
  return withStatus(page);
}

/** The mini-program page of a course: where the QR code and the link lead. */
function miniProgramCourseLink(courseId: number): string {
  const link = new URL(getEnv().MINI_PROGRAM_URL);
  link.searchParams.set("path", `pages/course/detail?id=${courseId}`);
  return link.toString();
}

/** /mobile/course/miniProgramPlay?id=<courseId>: the course, its mini-program link and that link as a QR code. */
export async function loadMiniProgramPlayPage(request: Request, context: { clientIp: string }) {
  // The gate first: single fetch may run this loader without the _gated layout's (gatedViewerFor says why).
  await requireCampusOrUser(request, context.clientIp);
  const url = new URL(request.url);
  const { id } = parseQuery(courseIdSchema, url);
  const course = await findPublishedCourse(id).catch((error: unknown) => {
    throwIfNotFound(error);
    throw error;
  });
  const link = miniProgramCourseLink(course.id);
  const svg = await QRCode.toString(link, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return {
    course: {
      id: course.id,
      title: course.title,
      href: videoPaths.mobile.course(course.id),
      player: videoPaths.mobile.player(course.id),
    },
    link,
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}
