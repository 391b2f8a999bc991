// 我的关注 (/user/follow, /mobile/user/follow), 学长学姐 (/user/senior, /mobile/user/senior) and 我的文章 (/user/article,
// /mobile/user/article) — the personal centre's pages over the seniors and their posts (docs/decisions/0027). Login
// first; every list is the student's own (follows/ names them in its WHERE), paged, a page past the end going to the
// last one. The 关注 / 取消关注 forms post to the page itself (follows/follow-form.server.ts).
import { redirect } from "@remix-run/node";
import type { PageContext } from "~/lib/load-context";
import { treeOfRequest, type SiteTree } from "~/lib/site-tree";
import { viewerFor } from "~/modules/access/viewer.server";
import { requireUser } from "~/modules/auth/require-user.server";
import { contentPaths } from "~/modules/content/content-paths";
import { experienceCategories } from "~/modules/experience/experience-config";
import {
  experienceTile,
  seniorTile,
  type ExperienceTileData,
  type SeniorTileData,
} from "~/modules/experience/experience-pages.server";
import {
  listSeniorDirectory,
  seniorDirectoryChoices,
  type ExperienceCard,
} from "~/modules/experience/experience.server";
import { followTabOf, followTabs, seniorDirectorySchema, type FollowTab } from "~/modules/follows/follow-schemas";
import {
  followedAmong,
  followerCounts,
  followingCount,
  listFollowedPosts,
  listFollowedSeniors,
} from "~/modules/follows/senior-follows.server";
import { parseListQueryLeniently } from "~/modules/paging/lenient-list-query";
import { centrePageSchema } from "./centre-schemas";

/** Rows of each list (the centre's other lists page by 20 too). */
const FOLLOW_ROWS = 20;

/** A page past the end of a list goes to its last page (after an unfollow emptied it, or a stale link). */
function clampPage(request: Request, page: number, total: number): void {
  const last = Math.max(1, Math.ceil(total / FOLLOW_ROWS));
  if (page <= last) return;
  const url = new URL(request.url);
  if (last > 1) url.searchParams.set("page", String(last));
  else url.searchParams.delete("page");
  throw redirect(`${url.pathname}${url.search}`);
}

const pageOf = (request: Request) => {
  const parsed = centrePageSchema.safeParse({ page: new URL(request.url).searchParams.get("page") ?? undefined });
  return parsed.success ? parsed.data.page : 1;
};

/** A senior as the centre lists them: the card, their page, followers and whether the student follows them. */
export interface SeniorEntry extends SeniorTileData {
  href: string;
  following: boolean;
  followerCount: number;
  /** 我的关注: when the student followed them (ISO). */
  followedAt: string | null;
}

export interface PostEntry extends ExperienceTileData {
  href: string;
  likeCount: number;
  collectCount: number;
}

const postEntry =
  (tree: SiteTree) =>
  (card: ExperienceCard): PostEntry => ({
    ...experienceTile(card),
    href: contentPaths[tree].experience(card.id),
    likeCount: card.likeCount,
    collectCount: card.collectCount,
  });

// ——— 我的关注 ———

export async function loadFollowPage(request: Request, context: PageContext) {
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const tab: FollowTab | null = followTabOf(new URL(request.url).searchParams.get("tab"));
  if (!tab) throw redirect(new URL(request.url).pathname);
  const page = pageOf(request);
  const viewer = { ...(await viewerFor(request, context)), userId: user.id };
  const paging = { page, rows: FOLLOW_ROWS };
  const base = { tab, tabs: followTabs.map(({ code, name }) => ({ code, name })), page, rows: FOLLOW_ROWS };
  if (tab === "posts") {
    const [posts, following] = await Promise.all([listFollowedPosts(viewer, paging), followingCount(user.id)]);
    clampPage(request, page, posts.total);
    return {
      ...base,
      following,
      total: posts.total,
      seniors: [] as SeniorEntry[],
      posts: posts.items.map(postEntry(tree)),
    };
  }
  const list = await listFollowedSeniors(viewer, paging);
  clampPage(request, page, list.total);
  const counts = await followerCounts(list.items.map((senior) => senior.id));
  return {
    ...base,
    following: list.total,
    total: list.total,
    seniors: list.items.map(
      (senior): SeniorEntry => ({
        ...seniorTile(senior),
        href: contentPaths[tree].senior(senior.id),
        following: true,
        followerCount: counts.get(senior.id) ?? 0,
        followedAt: senior.followedAt,
      }),
    ),
    posts: [] as PostEntry[],
  };
}

// ——— 学长学姐 ———

const DIRECTORY_FIELDS = { school: "school", category: "category", year: "year", page: "page" };

export async function loadSeniorDirectoryPage(request: Request, context: PageContext) {
  const user = await requireUser(request);
  const tree = treeOfRequest(request);
  const { input, errors } = parseListQueryLeniently(
    seniorDirectorySchema,
    new URL(request.url).searchParams,
    DIRECTORY_FIELDS,
    { rows: FOLLOW_ROWS },
  );
  const viewer = await viewerFor(request, context);
  const [list, choices] = await Promise.all([
    listSeniorDirectory(
      viewer,
      { page: input.page, rows: FOLLOW_ROWS },
      { school: input.school, category: input.category, examYear: input.year },
    ),
    seniorDirectoryChoices(),
  ]);
  clampPage(request, input.page, list.total);
  const ids = list.items.map((senior) => senior.id);
  const [counts, followed] = await Promise.all([followerCounts(ids), followedAmong(user.id, ids)]);
  return {
    filter: { school: input.school ?? "", category: input.category ?? "", year: input.year ? String(input.year) : "" },
    filtered: Boolean(input.school || input.category || input.year),
    errors,
    choices: { ...choices, categories: experienceCategories.map(({ code, name }) => ({ code, name })) },
    page: input.page,
    rows: FOLLOW_ROWS,
    total: list.total,
    seniors: list.items.map(
      (senior): SeniorEntry => ({
        ...seniorTile(senior),
        href: contentPaths[tree].senior(senior.id),
        following: followed.has(senior.id),
        followerCount: counts.get(senior.id) ?? 0,
        followedAt: null,
      }),
    ),
  };
}

// 我的文章 (/user/article) lists the student's posts by state: app/modules/square/post-pages.server.ts (docs/decisions/0030).
