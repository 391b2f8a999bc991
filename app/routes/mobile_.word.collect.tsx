// /mobile/word/collect: the notebook (生词本; login needed). The twin of /word/collect.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { NotebookList, notebookPage } from "~/components/shared/word/notebook-list";
import { pageMeta } from "~/modules/shell/page-meta";
import { wordPaths } from "~/modules/word/word-paths";
import type { loader } from "./_desktop.word.collect";

export { loader, action } from "./_desktop.word.collect";

export default function MobileNotebookPage() {
  const notebook = useLoaderData<typeof loader>();
  return (
    <MobileBlankLayout backHref={wordPaths.mobile.wordBook} title={notebookPage.title} titleIsHeading>
      <NotebookList {...notebook} paths={wordPaths.mobile} touch />
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () => pageMeta(notebookPage.title, notebookPage.description);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
