// The loader of /square/more and /mobile/square/more (docs/decisions/0034): ?tab=posts (the default) or seniors, the
// filters (category, school, major; sort for posts) read forgivingly — a bad value is dropped and named — and one page
// of the list. Seniors come with the viewer's follow state (the 关注 form posts to the page).
import { redirect } from "@remix-run/node";
import type { PageContext } from "~/lib/load-context";
import { treeOfPath, type SiteTree } from "~/lib/site-tree";
import { gatedViewerFor } from "~/modules/access/viewer.server";
import type { PostEntry, SeniorEntry } from "~/modules/centre/centre-follow-pages.server";
import { contentPaths } from "~/modules/content/content-paths";
import { followedAmong, followerCounts } from "~/modules/follows/senior-follows.server";
import { experienceCategories, experienceSorts } from "./experience-config";
import { experienceTile, seniorTile } from "./experience-pages.server";
import { listMorePosts, listMoreSeniors, squareMoreChoices } from "./square-more.server";
import { parseSquareMoreQuery, squareMoreTabOf, squareMoreTabs } from "./square-more-schemas";

const ROWS: Record<SiteTree, number> = { desktop: 20, mobile: 10 };

export async function loadSquareMorePage(request: Request, context: PageContext) {
  const viewer = await gatedViewerFor(request, context);
  const url = new URL(request.url);
  const tree = treeOfPath(url.pathname);
  const tab = squareMoreTabOf(url.searchParams.get("tab"));
  if (!tab) throw redirect(url.pathname);
  const rows = ROWS[tree];
  const { input, errors } = parseSquareMoreQuery(url.searchParams, rows);
  const choices = await squareMoreChoices();
  const base = {
    tab,
    tabs: squareMoreTabs.map(({ code, name }) => ({ code, name })),
    query: {
      category: input.category ?? "",
      school: input.school ?? "",
      major: input.major ?? "",
      sort: input.sort,
      page: input.page,
    },
    filtered: Boolean(input.category || input.school || input.major),
    errors,
    categories: experienceCategories.map(({ code, name }) => ({ code, name })),
    sorts: experienceSorts.map(({ code, name }) => ({ code, name })),
    choices,
    rows,
  };
  if (tab === "seniors") {
    const list = await listMoreSeniors(viewer, input);
    const ids = list.items.map((senior) => senior.id);
    const [counts, followed] = await Promise.all([followerCounts(ids), followedAmong(viewer.userId, ids)]);
    return {
      ...base,
      total: list.total,
      posts: [] as PostEntry[],
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
  const list = await listMorePosts(viewer, input);
  return {
    ...base,
    total: list.total,
    seniors: [] as SeniorEntry[],
    posts: list.items.map(
      (card): PostEntry => ({
        ...experienceTile(card),
        href: contentPaths[tree].experience(card.id),
        likeCount: card.likeCount,
        collectCount: card.collectCount,
      }),
    ),
  };
}
