// /mobile/timeInfo/detail?id=: one news article on a phone — facts, text, 点赞 / 收藏 (a guest goes to
// /mobile/login and comes back), 上一篇 / 下一篇. A read is counted. Unknown or unpublished: 404 资讯不存在或已下架.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { ErrorPage } from "~/components/shared/error-page";
import { IpGateTips } from "~/components/shared/ip-gate-tips";
import { NewsArticleView, newsArticleMeta } from "~/components/shared/news/news-article-view";
import { NewsNotFound } from "~/components/shared/news/news-not-found";
import { describeRouteError } from "~/lib/route-error";
import { contentPaths } from "~/modules/content/content-paths";
import { loadNewsArticlePage, submitNewsArticlePage } from "~/modules/news/news-pages.server";

const idOf = (request: Request) => new URL(request.url).searchParams.get("id");

// The phone shows no hot aside.
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadNewsArticlePage(request, context, idOf(request), { hot: false });

export const action = ({ request }: ActionFunctionArgs) => submitNewsArticlePage(request, idOf(request));

export default function MobileNewsArticlePage() {
  const { article } = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page">
      <div style={{ padding: 16 }}>
        <NewsArticleView article={article} paths={contentPaths.mobile} compact />
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => newsArticleMeta(data);

export function ErrorBoundary() {
  const { status, message, campusGate } = describeRouteError(useRouteError());
  if (campusGate) return <IpGateTips />;
  return status === 404 && message ? (
    <NewsNotFound message={message} />
  ) : (
    <ErrorPage status={status} message={message} />
  );
}
