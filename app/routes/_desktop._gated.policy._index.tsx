// /policy: 考研资讯 — category chips, the articles newest first with their pages, and the 热门资讯 aside. A bad
// category or page is named and the plain list shows. Behind the campus gate (the tips otherwise).
import { Container } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NewsHotList } from "~/components/shared/news/news-hot-list";
import { NewsListView } from "~/components/shared/news/news-list-view";
import { contentPaths } from "~/modules/content/content-paths";
import { newsMessages as m } from "~/modules/news/news-messages";
import { loadNewsListPage } from "~/modules/news/news-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadNewsListPage(request, context);

export default function NewsListPage() {
  const { hot, ...list } = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <div className="media-page">
          <h1>{m.listTitle}</h1>
          <div className="play-layout">
            <div className="media-page">
              <NewsListView {...list} paths={contentPaths.desktop} />
            </div>
            <NewsHotList hot={hot} paths={contentPaths.desktop} />
          </div>
        </div>
      </Container>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(m.listTitle, m.listDescription);

export { GatedRouteErrorBoundary as ErrorBoundary } from "~/components/shared/ip-gate-tips";
