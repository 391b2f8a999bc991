// /mobile/word/wordDetail?wordId=: a word's page (login needed). The twin of /word/wordDetail.
import { Stack } from "@mantine/core";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { DetailEntry, DetailHeading, wordDetailPage } from "~/components/shared/word/detail-entry";
import { CollectForm, DetailStudy, NotebookNavigation } from "~/components/shared/word/detail-study";
import { pageMeta } from "~/modules/shell/page-meta";
import { wordPaths } from "~/modules/word/word-paths";
import type { loader } from "./_desktop.word.wordDetail";

export { loader, action } from "./_desktop.word.wordDetail";

export default function MobileWordDetailPage() {
  const { word, fromCollect, nextWordId } = useLoaderData<typeof loader>();
  const paths = wordPaths.mobile;
  return (
    <MobileBlankLayout backHref={fromCollect ? paths.collect : paths.wordBook} title={wordDetailPage.title}>
      <Stack gap="md">
        <DetailHeading word={word} />
        <CollectForm word={word} touch />
        {fromCollect ? <NotebookNavigation nextWordId={nextWordId} paths={paths} touch /> : null}
        <DetailEntry word={word} />
        <DetailStudy word={word} paths={paths} />
      </Stack>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data ? `${data.word.word} - ${wordDetailPage.title}` : wordDetailPage.title, wordDetailPage.description);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
