// /mobile/user/collect: 我的收藏 on mobile (login required; docs/decisions/0022), the twin of /user/collect.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { CollectView } from "~/components/shared/centre/collect-view";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader } from "./_desktop.user.collect";

export { loader, action } from "./_desktop.user.collect";

export default function MobileCollectPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <MobileBlankLayout backHref={centrePaths.mobile.center} title={centreText.collect.title} titleIsHeading>
      <div className="centre-page centre-page--mobile">
        <CollectView data={data} path={centrePaths.mobile.collect} touch />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.collect.title, centreText.collect.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
