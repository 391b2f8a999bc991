// Loaders and the action of the paper-explanation pages (真题解析), shared by the desktop (/trueQuesExplanation/...) and
// mobile (/mobile/trueQuesExplanation/...) twins: the list by subject, year and sort with its pages, and one video with
// its play grant (or the refusal the page shows instead), details, neighbours and the hot list; 点赞 / 收藏 as
// post/redirect/get with a toast. Thin: parse with the module's schemas, call the services.
import { playerSources } from "~/modules/video/video-sources.server";
import { redirect } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import type { PageContext } from "~/lib/load-context";
import { readPageForm } from "~/lib/page-form.server";
import { pageNotFound, throwIfNotFound } from "~/lib/page-not-found.server";
import { treeOfRequest } from "~/lib/site-tree";
import { accessLabels } from "~/modules/access/access-messages";
import { loadAccessContext } from "~/modules/access/content-access.server";
import { gatedViewerFor, type Viewer } from "~/modules/access/viewer.server";
import { getOptionalUser, loginPromptUrlFor } from "~/modules/auth/require-user.server";
import { reactionMessages } from "~/modules/reactions/reaction-messages";
import type { VideoGrant } from "~/modules/video/video-grant.server";
import { type VideoPaths, videoPaths } from "~/modules/video/video-paths";
import type { VideoPlayerProps } from "~/modules/video/video-player-props";
import { VIDEO_TYPE } from "~/modules/video/video-types";
import { paperVideoMessages as m } from "./paper-video-messages";
import { paperVideoIdSchema, paperVideoListSchema } from "./paper-video-schemas";
import {
  getPaperVideo,
  listHotPaperVideos,
  listPaperVideos,
  listPaperVideoSubjects,
  paperVideoEntitlement,
  paperVideoPlayUrl,
  setPaperVideoCollect,
  setPaperVideoLike,
  type PaperVideoCard,
  type PaperVideoDetail,
} from "./paper-video.server";

/** Videos per list page. */
const PAPER_VIDEO_PAGE_ROWS = 12;
/** Hot videos beside the player. */
const HOT_ROWS = 6;

function pathsOf(request: Request) {
  return videoPaths[treeOfRequest(request)];
}

function here(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** What a card shows: the list's fields and the access badge (试看 / 校园网已开通 / 登录后观看 …). */
export type PaperVideoTileData = Pick<
  PaperVideoCard,
  | "id"
  | "title"
  | "subjectName"
  | "examYear"
  | "paper"
  | "questionLabel"
  | "teacher"
  | "duration"
  | "poster"
  | "freePreview"
> & { badge: string };

async function withBadges(viewer: Viewer, cards: PaperVideoCard[]): Promise<PaperVideoTileData[]> {
  const context = await loadAccessContext(viewer);
  return cards.map((card) => {
    const entitlement = paperVideoEntitlement(context, {
      subject: card.subject,
      free_preview: card.freePreview ? 1 : 0,
    });
    const badge = entitlement.allowed ? accessLabels[entitlement.basis] : accessLabels[entitlement.reason];
    return {
      id: card.id,
      title: card.title,
      subjectName: card.subjectName,
      examYear: card.examYear,
      paper: card.paper,
      questionLabel: card.questionLabel,
      teacher: card.teacher,
      duration: card.duration,
      poster: card.poster,
      freePreview: card.freePreview,
      badge,
    };
  });
}

// ——— /trueQuesExplanation/trueQuestionExplanation, /mobile/trueQuesExplanation/trueQuestionExplanation ———

/** `?subject=&year=&sort=&page=`: the subjects (with their years) as filters and a page of cards; bad input → the plain list. */
export async function loadPaperVideoListPage(request: Request, context: PageContext) {
  const url = new URL(request.url);
  const paths = pathsOf(request);
  const parsed = paperVideoListSchema.safeParse({
    subject: url.searchParams.get("subject") ?? undefined,
    year: url.searchParams.get("year") ?? undefined,
    sort: url.searchParams.get("sort") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
    rows: PAPER_VIDEO_PAGE_ROWS,
  });
  if (!parsed.success) throw redirect(paths.paperVideos);
  const input = parsed.data;
  const viewer = await gatedViewerFor(request, context);
  const [subjects, page] = await Promise.all([listPaperVideoSubjects(), listPaperVideos(viewer, input)]);
  const pages = Math.max(1, Math.ceil(page.total / PAPER_VIDEO_PAGE_ROWS));
  if (input.page > pages) {
    const back = new URLSearchParams(url.search);
    back.delete("page");
    const query = back.toString();
    throw redirect(`${paths.paperVideos}${query ? `?${query}` : ""}`);
  }
  const chosen = subjects.find((subject) => subject.code === input.subject);
  const years = [...new Set((chosen ? [chosen] : subjects).flatMap((subject) => subject.years))].sort((a, b) => b - a);
  return {
    subjects: subjects.map((subject) => ({ code: subject.code, name: subject.name, count: subject.count })),
    years,
    filters: { subject: input.subject ?? null, year: input.year ?? null, sort: input.sort },
    page: input.page,
    pages,
    rows: PAPER_VIDEO_PAGE_ROWS,
    total: page.total,
    items: await withBadges(viewer, page.items),
  };
}

// ——— /trueQuesExplanation/videoPlay, /mobile/trueQuesExplanation/videvPlay ———

/** Why the video does not play here, and where to log in (401) — the page shows it instead of the player. */
interface PlayRefusal {
  status: number;
  message: string;
  loginHref: string | null;
}

/** `?id=`: the detail, the grant (or refusal), the next question's link and the hot list; 404 for a bad or unknown id. */
export async function loadPaperVideoPlayPage(request: Request, context: PageContext) {
  const url = new URL(request.url);
  const paths = pathsOf(request);
  const parsed = paperVideoIdSchema.safeParse({ id: url.searchParams.get("id") ?? undefined });
  if (!parsed.success) throw pageNotFound(m.notFound);
  const id = parsed.data.id;
  const viewer = await gatedViewerFor(request, context);
  let detail: Awaited<ReturnType<typeof getPaperVideo>>;
  try {
    detail = await getPaperVideo(viewer, id);
  } catch (error) {
    throwIfNotFound(error);
    throw error;
  }
  const [play, next, hot] = await Promise.all([
    paperVideoPlayUrl(viewer, id).then(
      (grant) => ({ grant, refusal: null }),
      (error: unknown) => {
        if (isDomainError(error) && (error.status === 401 || error.status === 403)) {
          const refusal: PlayRefusal = {
            status: error.status,
            message: error.message,
            loginHref: error.status === 401 ? loginPromptUrlFor(request) : null,
          };
          return { grant: null, refusal };
        }
        throw error;
      },
    ),
    detail.nextId === null ? null : getPaperVideo(viewer, detail.nextId).catch(() => null),
    listHotPaperVideos(viewer, { page: 1, rows: HOT_ROWS + 1 }),
  ]);
  const { grant, refusal } = play;
  const badge = detail.access.allowed
    ? accessLabels[detail.access.basis as keyof typeof accessLabels]
    : accessLabels[detail.access.reason as keyof typeof accessLabels];
  return {
    video: paperVideoViewOf(detail, badge, paths),
    player: grant
      ? paperVideoPlayerOf(grant, request, {
          progress: viewer.userId !== null ? { type: VIDEO_TYPE.paper, videoId: id } : null,
          next: next ? { href: paths.paperVideo(next.id), title: next.title } : null,
        })
      : null,
    refusal,
    loggedIn: viewer.userId !== null,
    hot: await withBadges(viewer, hot.filter((card) => card.id !== id).slice(0, HOT_ROWS)),
  };
}

/** PaperVideoPlayView's `video`: the detail's text, the access badge and the neighbours' links; also the console's preview. */
export function paperVideoViewOf(
  detail: Omit<PaperVideoDetail, "access" | "poster" | "subject" | "freePreview" | "publishedAt" | "questionNumber">,
  badge: string,
  paths: VideoPaths,
) {
  return {
    id: detail.id,
    title: detail.title,
    subjectName: detail.subjectName,
    examYear: detail.examYear,
    paper: detail.paper,
    questionLabel: detail.questionLabel,
    teacher: detail.teacher,
    duration: detail.duration,
    introduction: detail.introduction,
    viewCount: detail.viewCount,
    likeCount: detail.likeCount,
    collectCount: detail.collectCount,
    liked: detail.liked,
    collected: detail.collected,
    badge,
    previousHref: detail.previousId === null ? null : paths.paperVideo(detail.previousId),
    nextHref: detail.nextId === null ? null : paths.paperVideo(detail.nextId),
  };
}

/** PaperVideoPlayView's `player` from a grant; also the console's preview. */
export function paperVideoPlayerOf(
  grant: VideoGrant,
  request: Request,
  extra: Pick<VideoPlayerProps, "progress" | "next">,
): VideoPlayerProps {
  return {
    ...playerSources(grant, request),
    poster: grant.poster,
    title: grant.title,
    durationSeconds: grant.duration,
    resumeAt: grant.resumeAt,
    ...extra,
  };
}

/**
 * 点赞 / 收藏: `intent` like|unlike|collect|uncollect (sets the state, idempotent); back to the same page with 已点赞 /
 * 已取消收藏 …
 * A visitor who is not logged in is asked to log in (desktop: the dialog over this page) and comes back to this video.
 */
export async function submitPaperVideoPlayPage(request: Request) {
  const user = await getOptionalUser(request);
  if (!user) return redirectWithToast(request, loginPromptUrlFor(request), { kind: "info", message: m.loginToReact });
  const form = await readPageForm(request);
  const parsed = paperVideoIdSchema.safeParse({ id: new URL(request.url).searchParams.get("id") ?? undefined });
  if (!parsed.success)
    return redirectWithToast(request, pathsOf(request).paperVideos, { kind: "error", message: m.idInvalid });
  const intent = String(form.get("intent") ?? "");
  const on = intent === "like" || intent === "collect";
  try {
    if (intent === "like" || intent === "unlike") {
      await setPaperVideoLike(user.id, parsed.data.id, on);
      return redirectWithToast(request, here(request), {
        kind: "success",
        message: on ? reactionMessages.liked : reactionMessages.unliked,
      });
    }
    if (intent === "collect" || intent === "uncollect") {
      await setPaperVideoCollect(user.id, parsed.data.id, on);
      return redirectWithToast(request, here(request), {
        kind: "success",
        message: on ? reactionMessages.collected : reactionMessages.uncollected,
      });
    }
  } catch (error) {
    if (isDomainError(error))
      return redirectWithToast(request, here(request), { kind: "error", message: error.message });
    throw error;
  }
  return redirect(here(request));
}
