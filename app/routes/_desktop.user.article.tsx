// /user/article: 我的文章 (login required; docs/decisions/0027) — the posts the student wrote, 已发布, with readers,
// likes and collects; pages (?page=).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { ArticleView } from "~/components/shared/centre/article-view";
import { ErrorPage } from "~/components/shared/error-page";
import { describeRouteError } from "~/lib/route-error";
import { loadArticlePage } from "~/modules/centre/centre-follow-pages.server";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadArticlePage(request, context);

export default function ArticlePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="centre-page">
      <h1>{centreText.article.title}</h1>
      <ArticleView data={data} path={centrePaths.desktop.article} />
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(centreText.article.title, centreText.article.description, { noindex: true });

export function ErrorBoundary() {
  const { status, message } = describeRouteError(useRouteError());
  return <ErrorPage status={status} message={message} />;
}
