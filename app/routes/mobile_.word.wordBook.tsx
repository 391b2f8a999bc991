// /mobile/word/wordBook: the chosen book's home (login needed; without a chosen book, /mobile/word/bookList). The
// twin of /word/wordBook, with larger touch targets.
import { Stack, Text, Title } from "@mantine/core";
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { BookHome, bookHomePage } from "~/components/shared/word/book-home";
import { pageMeta } from "~/modules/shell/page-meta";
import { wordPaths } from "~/modules/word/word-paths";
import type { loader, action } from "./_desktop.word.wordBook";

export { loader, action } from "./_desktop.word.wordBook";

export default function MobileWordBookPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <MobileBlankLayout backHref="/mobile/" title={bookHomePage.title}>
      <Stack gap="md">
        <div>
          <Text size="sm" c="gray.7">
            当前词书
          </Text>
          <Title order={1} fz={22}>
            {data.plan.book.name}
          </Title>
        </div>
        <BookHome data={data} paths={wordPaths.mobile} settingsResult={result} touch />
      </Stack>
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () => pageMeta(bookHomePage.title, bookHomePage.description);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
