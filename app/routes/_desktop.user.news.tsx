// /user/news: 消息 (login required; docs/decisions/0023) — tabs (?tab=), pages (?page=), 标为已读 and 全部标为已读 posting here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NewsView } from "~/components/shared/centre/news-view";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { loadNewsPage, submitNewsPage } from "~/modules/notifications/notification-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadNewsPage(request);

export const action = ({ request }: ActionFunctionArgs) => submitNewsPage(request);

export default function NewsPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="centre-page">
      <h1>{centreText.news.title}</h1>
      <NewsView data={data} path={centrePaths.desktop.news} />
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(centreText.news.title, centreText.news.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
