// /user/record: 学习记录 (login required; docs/decisions/0022) — the week's summary, the 30-day chart and the timeline
// of every kind of study, filtered by a GET form (?kind=&from=&to=) and paged (?page=).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RecordView } from "~/components/shared/centre/record-view";
import { loadRecordPage } from "~/modules/centre/centre-pages.server";
import { centrePaths, centreText } from "~/modules/centre/centre-paths";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadRecordPage(request);

export default function RecordPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="centre-page">
      <h1>{centreText.record.title}</h1>
      <RecordView data={data} path={centrePaths.desktop.record} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.record.title, centreText.record.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
