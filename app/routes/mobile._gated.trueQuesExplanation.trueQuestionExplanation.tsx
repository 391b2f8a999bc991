// /mobile/trueQuesExplanation/trueQuestionExplanation: the paper-explanation list in the mobile layout.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { ErrorPage } from "~/components/shared/error-page";
import { PaperVideoListView } from "~/components/shared/paper-video/paper-video-list-view";
import { videoPaths } from "~/components/shared/video/video-paths";
import { describeRouteError } from "~/lib/route-error";
import { loadPaperVideoListPage } from "~/modules/paper-video/paper-video-pages.server";
import { paperVideoMessages as m } from "~/modules/paper-video/paper-video-messages";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPaperVideoListPage(request, context);

export default function MobilePaperVideoListPage() {
  const list = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page">
      <div className="media-page" data-compact="" style={{ padding: 16 }}>
        <h1>{m.listTitle}</h1>
        <PaperVideoListView {...list} paths={videoPaths.mobile} emptyText={m.emptyList} compact />
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(m.listTitle, m.listDescription);

export function ErrorBoundary() {
  const { status, message } = describeRouteError(useRouteError());
  return <ErrorPage status={status} message={message} />;
}
