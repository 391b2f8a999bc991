// /word/collect: the notebook (生词本; login needed), a page at a time (?page=n), with 移出生词本 per word.
import { Anchor, Container, Group, Stack, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { NotebookList, notebookPage } from "~/components/shared/word/notebook-list";
import { pageMeta } from "~/modules/shell/page-meta";
import { loadNotebookPage, submitNotebookPage } from "~/modules/word/book-pages.server";
import { wordPaths } from "~/modules/word/word-paths";

export const loader = ({ request }: LoaderFunctionArgs) => loadNotebookPage(request);

export const action = ({ request }: ActionFunctionArgs) => submitNotebookPage(request);

export default function NotebookPage() {
  const notebook = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="md" py="xl">
        <Stack gap="lg">
          <Group justify="space-between" align="baseline">
            <Title order={1} fz={26}>
              {notebookPage.title}
            </Title>
            <Anchor component={Link} to={wordPaths.desktop.wordBook}>
              返回词书
            </Anchor>
          </Group>
          <NotebookList {...notebook} paths={wordPaths.desktop} />
        </Stack>
      </Container>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(notebookPage.title, notebookPage.description);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
