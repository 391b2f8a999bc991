// /mobile/trueQuesExplanation/trueQuestionExplanation: the paper-explanation list in the mobile layout.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PaperVideoListView } from "~/components/shared/paper-video/paper-video-list-view";
import { paperVideoMessages as m } from "~/modules/paper-video/paper-video-messages";
import { pageMeta } from "~/modules/shell/page-meta";
import { videoPaths } from "~/modules/video/video-paths";
import type { loader } from "./_desktop._gated.trueQuesExplanation.trueQuestionExplanation";

export { loader } from "./_desktop._gated.trueQuesExplanation.trueQuestionExplanation";

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

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
