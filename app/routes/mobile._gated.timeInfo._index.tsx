// /mobile/timeInfo: 考研资讯 on a phone — category chips, the articles newest first and their pages (touch-sized).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NewsListView } from "~/components/shared/news/news-list-view";
import { contentPaths } from "~/modules/content/content-paths";
import { newsMessages as m } from "~/modules/news/news-messages";
import { loadNewsListPage } from "~/modules/news/news-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

// The phone shows no hot aside.
export const loader = ({ request, context }: LoaderFunctionArgs) => loadNewsListPage(request, context, { hot: false });

export default function MobileNewsListPage() {
  const { hot: _hot, ...list } = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page">
      <div className="media-page" data-compact="" style={{ padding: 16 }}>
        <h1>{m.listTitle}</h1>
        <NewsListView {...list} paths={contentPaths.mobile} compact />
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(m.listTitle, m.listDescription);

export { GatedRouteErrorBoundary as ErrorBoundary } from "~/components/shared/ip-gate-tips";
