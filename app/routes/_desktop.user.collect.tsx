// /user/collect: 我的收藏 (login required; docs/decisions/0022) — tabs (?tab=), pages (?page=), 取消收藏 posting here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CollectView } from "~/components/shared/centre/collect-view";
import { loadCollectPage, submitCollectPage } from "~/modules/centre/centre-pages.server";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadCollectPage(request);

export const action = ({ request }: ActionFunctionArgs) => submitCollectPage(request);

export default function CollectPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="centre-page">
      <h1>{centreText.collect.title}</h1>
      <CollectView data={data} path={centrePaths.desktop.collect} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.collect.title, centreText.collect.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
