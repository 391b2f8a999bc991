// /trueQuesExplanation/trueQuestionExplanation: paper-explanation videos by subject, year and sort, a page at a time.
import { Container } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PaperVideoListView } from "~/components/shared/paper-video/paper-video-list-view";
import { paperVideoMessages as m } from "~/modules/paper-video/paper-video-messages";
import { loadPaperVideoListPage } from "~/modules/paper-video/paper-video-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";
import { videoPaths } from "~/modules/video/video-paths";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPaperVideoListPage(request, context);

export default function PaperVideoListPage() {
  const list = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <div className="media-page">
          <h1>{m.listTitle}</h1>
          <PaperVideoListView {...list} paths={videoPaths.desktop} emptyText={m.emptyList} />
        </div>
      </Container>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(m.listTitle, m.listDescription);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
