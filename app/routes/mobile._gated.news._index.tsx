// /mobile/news: the 经验 tab — 学长学姐, the newest experience posts and the newest exam news, each with 更多.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ExperienceTile } from "~/components/shared/experience/experience-tile";
import { SeniorTile } from "~/components/shared/experience/senior-tile";
import { SquareLinks } from "~/components/shared/groups/square-links";
import { HomeSection } from "~/components/shared/live/home-video-sections";
import { contentPaths } from "~/modules/content/content-paths";
import { loadExperienceHub } from "~/modules/experience/experience-hub.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadExperienceHub(request, context);

const paths = contentPaths.mobile;

export default function MobileExperienceHubPage() {
  const { seniors, experiences, news } = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page">
      <div className="media-page" data-compact="" style={{ padding: 16 }}>
        <h1>考研经验</h1>
        <SquareLinks tree="mobile" />
        {seniors.length > 0 ? (
          <HomeSection id="hub-seniors" title="学长学姐" more={paths.experiences}>
            <ul className="senior-strip">
              {seniors.map((senior) => (
                <SeniorTile key={senior.id} senior={senior} href={paths.senior(senior.id)} />
              ))}
            </ul>
          </HomeSection>
        ) : null}
        <HomeSection id="hub-experiences" title="最新经验" more={paths.experiences}>
          {experiences.length > 0 ? (
            <ul className="exp-list" data-compact="">
              {experiences.map((item, index) => (
                <ExperienceTile key={item.id} item={item} href={paths.experience(item.id)} eager={index === 0} />
              ))}
            </ul>
          ) : (
            <p>还没有经验分享。</p>
          )}
        </HomeSection>
        <HomeSection id="hub-news" title="考研资讯" more={paths.newsList}>
          {news.length > 0 ? (
            <ul className="home-text-list">
              {news.map((item) => (
                <li key={item.id}>
                  <Link to={paths.newsItem(item.id)}>{item.title}</Link>
                  <span className="home-text-facts">
                    {item.categoryName} ·{" "}
                    {item.publishedAt ? <time dateTime={item.publishedAt}>{item.publishedText}</time> : null}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p>还没有资讯。</p>
          )}
        </HomeSection>
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("考研经验", "学长学姐的考研经验、备考规划与最新考研资讯。");

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
