// /word/wordDetail?wordId=: a word's page (login needed): the dictionary entry, the user's card, 加入生词本 /
// 移出生词本, and from the notebook (&from=collect) its 下一个. A bad or unknown wordId is the 404 page.
import { Anchor, Container, Group, Stack } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DetailEntry, DetailHeading, wordDetailPage } from "~/components/shared/word/detail-entry";
import { CollectForm, DetailStudy, NotebookNavigation } from "~/components/shared/word/detail-study";
import { pageMeta } from "~/modules/shell/page-meta";
import { loadWordDetailPage, submitWordDetailPage } from "~/modules/word/book-pages.server";
import { wordPaths } from "~/modules/word/word-paths";

export const loader = ({ request }: LoaderFunctionArgs) => loadWordDetailPage(request);

export const action = ({ request }: ActionFunctionArgs) => submitWordDetailPage(request);

export default function WordDetailPage() {
  const { word, fromCollect, nextWordId } = useLoaderData<typeof loader>();
  const paths = wordPaths.desktop;
  return (
    <main id="main-content">
      <Container size="md" py="xl">
        <Stack gap="lg">
          <Anchor component={Link} to={fromCollect ? paths.collect : paths.wordBook} size="sm">
            ‹ {fromCollect ? "返回生词本" : "返回词书"}
          </Anchor>
          <Group justify="space-between" align="flex-start" gap="md">
            <DetailHeading word={word} />
            <CollectForm word={word} />
          </Group>
          {fromCollect ? <NotebookNavigation nextWordId={nextWordId} paths={paths} /> : null}
          <DetailEntry word={word} />
          <DetailStudy word={word} paths={paths} />
        </Stack>
      </Container>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data ? `${data.word.word} - ${wordDetailPage.title}` : wordDetailPage.title, wordDetailPage.description);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
