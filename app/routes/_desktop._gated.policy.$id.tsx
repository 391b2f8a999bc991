// /policy/{id}: one news article — its facts and text, 点赞 / 收藏 (post/redirect/get; a guest gets the login dialog
// over this page), 上一篇 / 下一篇 and the 热门资讯 aside. A read is counted. Unknown or unpublished: 404 资讯不存在或已下架.
import { Container } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { ErrorPage } from "~/components/shared/error-page";
import { IpGateTips } from "~/components/shared/ip-gate-tips";
import { NewsArticleView, newsArticleMeta } from "~/components/shared/news/news-article-view";
import { NewsNotFound } from "~/components/shared/news/news-not-found";
import { describeRouteError } from "~/lib/route-error";
import { contentPaths } from "~/modules/content/content-paths";
import { loadNewsArticlePage, submitNewsArticlePage } from "~/modules/news/news-pages.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadNewsArticlePage(request, context, params.id);

export const action = ({ request, params }: ActionFunctionArgs) => submitNewsArticlePage(request, params.id);

export default function NewsArticlePage() {
  const { article, hot } = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <NewsArticleView article={article} hot={hot} paths={contentPaths.desktop} />
      </Container>
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
