// /user/pinecone: 松果 (login required; docs/decisions/0024) — the balance, how to earn them, the ledger (?page=).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PineconeView } from "~/components/shared/centre/pinecone-view";
import { loadPineconePage } from "~/modules/pinecone/pinecone-pages.server";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadPineconePage(request);

export default function PineconePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="centre-page">
      <h1>{centreText.pinecone.title}</h1>
      <PineconeView data={data} path={centrePaths.desktop.pinecone} clockPath={centrePaths.desktop.clock} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.pinecone.title, centreText.pinecone.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
