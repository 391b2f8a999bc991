// /mobile/user/article: 我的文章 on mobile (login required; docs/decisions/0027), the twin of /user/article.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { ArticleView } from "~/components/shared/centre/article-view";
import { ErrorPage } from "~/components/shared/error-page";
import { describeRouteError } from "~/lib/route-error";
import { loadArticlePage } from "~/modules/centre/centre-follow-pages.server";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadArticlePage(request, context);

export default function MobileArticlePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <MobileBlankLayout backHref={centrePaths.mobile.center} title={centreText.article.title} titleIsHeading>
      <div className="centre-page centre-page--mobile">
        <ArticleView data={data} path={centrePaths.mobile.article} touch />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () => pageMeta(centreText.article.title, centreText.article.description, { noindex: true });

export function ErrorBoundary() {
  const { status, message } = describeRouteError(useRouteError());
  return <ErrorPage status={status} message={message} />;
}
