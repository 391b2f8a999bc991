// /question: the past papers (历年真题) by subject and year, 20 to a page, latest year first.
import { Container } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PaperListView } from "~/components/shared/paper/paper-list-view";
import { PracticeLinks } from "~/components/shared/question/practice-links";
import { loadPaperListPage } from "~/modules/paper/paper-pages.server";
import { paperMessages as m } from "~/modules/paper/paper-messages";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPaperListPage(request, context);

export default function PaperListPage() {
  const list = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <div className="media-page">
          <h1>{m.listTitle}</h1>
          <PracticeLinks tree="desktop" current="papers" />
          <PaperListView {...list} tree="desktop" emptyText={m.emptyList} />
        </div>
      </Container>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(m.listTitle, m.listDescription);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
