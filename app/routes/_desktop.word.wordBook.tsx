// /word/wordBook: the chosen book's home (login needed; without a chosen book, /word). Today's plan, the summary,
// the 90-day heatmap, the settings form and 重新开始 behind its confirmation at ?restart=1 — all without JavaScript.
import { Container, Stack, Text, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BookHome, bookHomePage } from "~/components/shared/word/book-home";
import { pageMeta } from "~/modules/shell/page-meta";
import { loadWordBookPage, submitWordBookPage } from "~/modules/word/book-pages.server";
import { wordPaths } from "~/modules/word/word-paths";

export const loader = ({ request }: LoaderFunctionArgs) => loadWordBookPage(request);

export const action = ({ request }: ActionFunctionArgs) => submitWordBookPage(request);

export default function WordBookPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <Container size="md" py="xl">
        <Stack gap="lg">
          <div>
            <Text size="sm" c="gray.7">
              {bookHomePage.title} · 当前词书
            </Text>
            <Title order={1} fz={26}>
              {data.plan.book.name}
            </Title>
          </div>
          <BookHome data={data} paths={wordPaths.desktop} settingsResult={result} />
        </Stack>
      </Container>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(bookHomePage.title, bookHomePage.description);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
