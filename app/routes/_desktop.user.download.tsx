// /user/download: 我的下载 (login required; docs/decisions/0022) — past-paper PDFs and 自命题 papers, 再次下载 through
// their own download actions.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DownloadView } from "~/components/shared/centre/download-view";
import { loadDownloadPage } from "~/modules/centre/centre-pages.server";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadDownloadPage(request, context);

export default function DownloadPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="centre-page">
      <h1>{centreText.download.title}</h1>
      <DownloadView data={data} path={centrePaths.desktop.download} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.download.title, centreText.download.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
