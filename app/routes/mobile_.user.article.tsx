// /mobile/user/article: 我的文章 on mobile (login required; docs/decisions/0027 and 0030), the twin of /user/article.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { ArticlesView } from "~/components/shared/square/my-posts-view";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader } from "./_desktop.user.article";

export { loader, action } from "./_desktop.user.article";

export default function MobileArticlePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <MobileBlankLayout backHref={centrePaths.mobile.center} title={centreText.article.title} titleIsHeading>
      <div className="centre-page centre-page--mobile">
        <ArticlesView data={data} touch />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.article.title, centreText.article.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
