// Loaders and the action of the experience pages, shared by the desktop (/square/experience, /square/experPlay,
// /square/seniorInfo) and mobile (/mobile/news/more, /mobile/news/player) twins. Thin: the campus gate first (its 403
// shows the tips; checked here too, because a child loader runs beside the gated layout's and must not count a view
// or sign a URL for a visitor the layout refuses), the query read with the module's schemas, the services called, and
// only what the pages render handed on (the HTML budget counts loader data). Forms answer post/redirect/get.
import { playerSources } from "~/modules/video/video-sources.server";
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { isDomainError } from "~/lib/domain-error";
import { peekFlash, redirectWithToast } from "~/lib/flash.server";
import type { PageContext } from "~/lib/load-context";
import { readPageForm } from "~/lib/page-form.server";
import { pageNotFound, throwIfNotFound } from "~/lib/page-not-found.server";
import { paragraphsOf } from "~/lib/plain-text";
import { shanghaiDate } from "~/lib/shanghai-time";
import { treeOfRequest, type SiteTree } from "~/lib/site-tree";
import { idField } from "~/lib/validation/input-fields";
import { gatedViewerFor } from "~/modules/access/viewer.server";
import { getOptionalUser, loginPromptUrlFor } from "~/modules/auth/require-user.server";
import { loadCommentSection, isCommentIntent, submitCommentIntent } from "~/modules/comments/comment-pages.server";
import { contentPaths } from "~/modules/content/content-paths";
import { followStateOf, type FollowState } from "~/modules/follows/senior-follows.server";
import { reactionMessages } from "~/modules/reactions/reaction-messages";
import { experienceCategories, experienceSorts } from "./experience-config";
import { experienceMessages as m } from "./experience-messages";
import { experienceIdSchema, parseExperienceListQuery, seniorIdSchema } from "./experience-schemas";
import {
  experienceForPage,
  featuredSeniors,
  getSenior,
  listExperiences,
  recordExperienceView,
  relatedExperiences,
  setExperienceCollect,
  setExperienceLike,
  type ExperienceCard,
  type SeniorCard,
} from "./experience.server";

/** Experiences per list page: 12 on desktop (a 3 × 4 list), 10 on a phone. */
const EXPERIENCE_LIST_ROWS: Record<SiteTree, number> = { desktop: 12, mobile: 10 };
/** Seniors in the list page's strip (desktop). */
const SENIOR_STRIP = 6;
/** 更多经验 beside an experience. */
const MORE_ROWS = 6;
/** A senior's posts on their page (seniors write a handful; the list page pages the rest). */
const SENIOR_POSTS = 50;

/** What a list card shows. */
export interface ExperienceTileData {
  id: number;
  title: string;
  summary: string;
  categoryName: string;
  hasVideo: boolean;
  videoDuration: number | null;
  poster: string | null;
  seniorName: string | null;
  seniorBadge: boolean;
  admittedSchool: string | null;
  publishedAt: string | null;
  /** 2025年3月12日 (Asia/Shanghai), formatted by the loader. */
  publishedText: string;
  viewCount: number;
}

export function experienceTile(card: ExperienceCard): ExperienceTileData {
  return {
    id: card.id,
    title: card.title,
    summary: card.summary,
    categoryName: card.categoryName,
    hasVideo: card.hasVideo,
    videoDuration: card.videoDuration,
    poster: card.hasVideo ? card.poster : null,
    seniorName: card.seniorName,
    seniorBadge: card.seniorBadge,
    admittedSchool: card.admittedSchool,
    publishedAt: card.publishedAt,
    publishedText: shanghaiDate(card.publishedAt),
    viewCount: card.viewCount,
  };
}

/** What a senior's card shows. */
export type SeniorTileData = Pick<
  SeniorCard,
  | "id"
  | "name"
  | "avatar"
  | "undergraduateSchool"
  | "admittedSchool"
  | "admittedMajor"
  | "examYear"
  | "totalScore"
  | "tags"
  | "experienceCount"
  | "badge"
>;

export function seniorTile(senior: SeniorCard): SeniorTileData {
  return {
    id: senior.id,
    name: senior.name,
    avatar: senior.avatar,
    undergraduateSchool: senior.undergraduateSchool,
    admittedSchool: senior.admittedSchool,
    admittedMajor: senior.admittedMajor,
    examYear: senior.examYear,
    totalScore: senior.totalScore,
    tags: senior.tags,
    experienceCount: senior.experienceCount,
    badge: senior.badge,
  };
}

// ——— /square/experience, /mobile/news/more ———

/**
 * `?category=&senior=&sort=&page=`: the chips, the page of cards and (desktop) the seniors' strip; with `senior` that
 * senior's card. A bad value (or a senior who does not exist) is dropped and named; the rest of the list still shows.
 */
export async function loadExperienceListPage(request: Request, context: PageContext) {
  const viewer = await gatedViewerFor(request, context);
  const tree = treeOfRequest(request);
  const rows = EXPERIENCE_LIST_ROWS[tree];
  const { input, errors } = parseExperienceListQuery(new URL(request.url).searchParams, rows);
  let senior: SeniorTileData | null = null;
  if (input.seniorId !== undefined) {
    try {
      senior = seniorTile(await getSenior(viewer, input.seniorId));
    } catch (error) {
      if (!(isDomainError(error) && error.status === 404)) throw error;
      errors.push(m.seniorNotFound);
      input.seniorId = undefined;
    }
  }
  const [page, strip, follow] = await Promise.all([
    listExperiences(viewer, input),
    tree === "desktop" ? featuredSeniors(SENIOR_STRIP, viewer) : Promise.resolve([]),
    senior ? followStateOf(viewer.userId, senior.id) : Promise.resolve(null),
  ]);
  return {
    categories: experienceCategories.map((category) => ({ code: category.code, name: category.name })),
    sorts: experienceSorts.map((sort) => ({ code: sort.code, name: sort.name })),
    query: { category: input.category ?? null, senior: input.seniorId ?? null, sort: input.sort, page: input.page },
    errors,
    senior,
    /** The senior's followers and whether the viewer follows them (the 关注 form beside their card). */
    follow: follow as FollowState | null,
    seniors: strip.map(seniorTile),
    page: page.page,
    rows,
    total: page.total,
    items: page.items.map(experienceTile),
  };
}

export type ExperienceListPageData = Awaited<ReturnType<typeof loadExperienceListPage>>;

// ——— /square/experPlay, /mobile/news/player ———

/**
 * `?id=`: the experience (its video's grant when it has one), its senior, the viewer's like/collect and 更多经验 of
 * its category; 404 for a bad or unknown id. Each view counts one reader, except the page's own return after a
 * like/collect or a login prompt (the request carries that form's toast).
 */
export async function loadExperiencePlayPage(request: Request, context: PageContext) {
  const viewer = await gatedViewerFor(request, context);
  const parsed = experienceIdSchema.safeParse({ id: new URL(request.url).searchParams.get("id") ?? undefined });
  if (!parsed.success) throw pageNotFound(m.notFound);
  const id = parsed.data.id;
  let found: Awaited<ReturnType<typeof experienceForPage>>;
  try {
    found = await experienceForPage(viewer, id);
  } catch (error) {
    throwIfNotFound(error);
    throw error;
  }
  const { detail, grant } = found;
  const returning = Boolean((await peekFlash(request)).toast);
  const [more, comments] = await Promise.all([
    relatedExperiences(viewer, detail.category, id, MORE_ROWS),
    loadCommentSection(new URL(request.url), viewer, id),
    returning ? null : recordExperienceView(id),
  ]);
  return {
    experience: {
      id: detail.id,
      title: detail.title,
      summary: detail.summary,
      category: detail.category,
      categoryName: detail.categoryName,
      paragraphs: detail.contentFormat === "text" ? paragraphsOf(detail.content) : [],
      /** A student's post: HTML sanitised on the server when it was submitted (docs/decisions/0030). */
      bodyHtml: detail.contentFormat === "html" ? detail.content : null,
      tags: detail.tags,
      videoLink: detail.videoLink,
      hasVideo: detail.hasVideo,
      videoDuration: detail.videoDuration,
      publishedAt: detail.publishedAt,
      publishedText: shanghaiDate(detail.publishedAt),
      viewCount: detail.viewCount + (returning ? 0 : 1),
      likeCount: detail.likeCount,
      collectCount: detail.collectCount,
      liked: detail.liked,
      collected: detail.collected,
    },
    senior: detail.senior ? seniorTile(detail.senior) : null,
    player: grant
      ? {
          ...playerSources(grant, request),
          poster: grant.poster,
          title: grant.title,
          durationSeconds: grant.duration,
          resumeAt: 0,
          progress: null,
          next: null,
        }
      : null,
    more: more.map(experienceTile),
    /** The comments (docs/decisions/0032): the page of threads and the forms' states. */
    comments,
    /** Where 登录后评论 / 举报 send a guest (desktop: the login dialog over this page; mobile: the login page). */
    loginHref: loginPromptUrlFor(request),
    loggedIn: viewer.userId !== null,
  };
}

export type ExperiencePlayPageData = Awaited<ReturnType<typeof loadExperiencePlayPage>>;

const reactionIntents = ["like", "unlike", "collect", "uncollect"] as const;
type ReactionIntent = (typeof reactionIntents)[number];
const reactionFormSchema = z.object({
  id: idField(m.idInvalid),
  intent: z.enum(reactionIntents, { errorMap: () => ({ message: m.reactionIntentInvalid }) }),
});
const reactionToasts: Record<ReactionIntent, string> = {
  like: reactionMessages.liked,
  unlike: reactionMessages.unliked,
  collect: reactionMessages.collected,
  uncollect: reactionMessages.uncollected,
};

/**
 * 点赞 / 取消点赞 / 收藏 / 取消收藏 (`intent`; the id from the form or the page's query): back to the same page with the
 * toast. A guest is asked to log in (desktop: the dialog over this page; mobile: the login page) and comes back here.
 */
export async function submitExperiencePlayPage(request: Request, context: Pick<AppLoadContext, "clientIp">) {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const user = await getOptionalUser(request);
  if (!user) return redirectWithToast(request, loginPromptUrlFor(request), { kind: "info", message: m.loginToReact });
  const form = await readPageForm(request);
  if (isCommentIntent(form.get("intent"))) {
    // 评论, 回复, 点赞 a comment, 删除, 举报 (docs/decisions/0032): the post is the page's own.
    const post = experienceIdSchema.safeParse({ id: url.searchParams.get("id") ?? undefined });
    if (!post.success) throw pageNotFound(m.notFound);
    return submitCommentIntent(request, user, form, post.data.id, context.clientIp);
  }
  const parsed = reactionFormSchema.safeParse({
    id: form.get("id") ?? url.searchParams.get("id"),
    intent: form.get("intent"),
  });
  if (!parsed.success)
    return redirectWithToast(request, back, {
      kind: "error",
      message: parsed.error.issues[0]?.message ?? m.reactionIntentInvalid,
    });
  const { id, intent } = parsed.data;
  try {
    if (intent === "like" || intent === "unlike") await setExperienceLike(user.id, id, intent === "like");
    else await setExperienceCollect(user.id, id, intent === "collect");
  } catch (error) {
    if (isDomainError(error))
      return redirectWithToast(request, contentPaths[treeOfRequest(request)].experiences, {
        kind: "error",
        message: error.message,
      });
    throw error;
  }
  return redirectWithToast(request, contentPaths[treeOfRequest(request)].experience(id), {
    kind: "success",
    message: reactionToasts[intent],
  });
}

// ——— /square/seniorInfo ———

/** `?id=`: the senior's profile, their followers and the viewer's follow, and their posts, newest first; 404 for a bad or unknown id. */
export async function loadSeniorPage(request: Request, context: PageContext) {
  const viewer = await gatedViewerFor(request, context);
  const parsed = seniorIdSchema.safeParse({ id: new URL(request.url).searchParams.get("id") ?? undefined });
  if (!parsed.success) throw pageNotFound(m.seniorNotFound);
  let senior: Awaited<ReturnType<typeof getSenior>>;
  try {
    senior = await getSenior(viewer, parsed.data.id);
  } catch (error) {
    throwIfNotFound(error);
    throw error;
  }
  const [posts, follow] = await Promise.all([
    listExperiences(viewer, { page: 1, rows: SENIOR_POSTS, seniorId: senior.id, sort: "new" }),
    followStateOf(viewer.userId, senior.id),
  ]);
  return {
    senior: { ...seniorTile(senior), introduction: paragraphsOf(senior.introduction) },
    /** Followers and the viewer's follow (the 关注 / 已关注（取消关注） form). */
    follow,
    total: posts.total,
    items: posts.items.map(experienceTile),
  };
}

export type SeniorPageData = Awaited<ReturnType<typeof loadSeniorPage>>;
