// /mobile/word/collect: the notebook (生词本; login needed). The twin of /word/collect.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { ErrorPage } from "~/components/shared/error-page";
import { NotebookList, notebookPage } from "~/components/shared/word/notebook-list";
import { describeRouteError } from "~/lib/route-error";
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

export function ErrorBoundary() {
  const { status, message } = describeRouteError(useRouteError());
  return <ErrorPage status={status} message={message} />;
}
