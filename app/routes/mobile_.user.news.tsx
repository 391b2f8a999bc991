// /mobile/user/news: 消息 on mobile (login required; docs/decisions/0023), the twin of /user/news.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { NewsView } from "~/components/shared/centre/news-view";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader } from "./_desktop.user.news";

export { loader, action } from "./_desktop.user.news";

export default function MobileNewsPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <MobileBlankLayout backHref={centrePaths.mobile.center} title={centreText.news.title} titleIsHeading>
      <div className="centre-page centre-page--mobile">
        <NewsView data={data} path={centrePaths.mobile.news} touch />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () => pageMeta(centreText.news.title, centreText.news.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
