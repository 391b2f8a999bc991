// /mobile/user/download: 我的下载 on mobile (login required; docs/decisions/0022), the twin of /user/download.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { DownloadView } from "~/components/shared/centre/download-view";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader } from "./_desktop.user.download";

export { loader } from "./_desktop.user.download";

export default function MobileDownloadPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <MobileBlankLayout backHref={centrePaths.mobile.center} title={centreText.download.title} titleIsHeading>
      <div className="centre-page centre-page--mobile">
        <DownloadView data={data} path={centrePaths.mobile.download} touch />
      </div>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.download.title, centreText.download.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
