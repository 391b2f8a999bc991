// /mobile/news, the mobile tab bar's 经验 tab: the way into what seniors and the editors write — a strip of 学长学姐,
// the newest experience posts and the newest exam news, each with 更多 to its full list (/mobile/news/more,
// /mobile/timeInfo). Composes the experience and news services; no queries of its own.
import type { PageContext } from "~/lib/load-context";
import { shanghaiDate } from "~/lib/shanghai-time";
import { gatedViewerFor } from "~/modules/access/viewer.server";
import { latestNews } from "~/modules/news/news.server";
import { experienceTile, seniorTile } from "./experience-pages.server";
import { featuredSeniors, latestExperiences } from "./experience.server";

const HUB_SENIORS = 6;
const HUB_EXPERIENCES = 6;
const HUB_NEWS = 5;

export async function loadExperienceHub(request: Request, context: PageContext) {
  const viewer = await gatedViewerFor(request, context);
  const [seniors, experiences, news] = await Promise.all([
    featuredSeniors(HUB_SENIORS, viewer),
    latestExperiences(HUB_EXPERIENCES, viewer),
    latestNews(HUB_NEWS),
  ]);
  return {
    seniors: seniors.map(seniorTile),
    experiences: experiences.map(experienceTile),
    news: news.map((item) => ({
      id: item.id,
      title: item.title,
      categoryName: item.categoryName,
      publishedAt: item.publishedAt,
      publishedText: shanghaiDate(item.publishedAt),
    })),
  };
}
