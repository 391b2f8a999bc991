// /word: 选择词书 (spec section 2; login needed — a guest goes to /login/passLogin and comes back). The books with
// their word counts and the user's progress; 选择 posts here, chooses the book and goes to /word/wordBook.
import { Container, Stack, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BookList, bookListPage } from "~/components/shared/word/book-list";
import { pageMeta } from "~/modules/shell/page-meta";
import { loadBookListPage, submitBookListPage } from "~/modules/word/book-pages.server";
import { wordPaths } from "~/modules/word/word-paths";

export const loader = ({ request }: LoaderFunctionArgs) => loadBookListPage(request);

export const action = ({ request }: ActionFunctionArgs) => submitBookListPage(request);

export default function WordBooksPage() {
  const { books } = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="md" py="xl">
        <Stack gap="lg">
          <Title order={1} fz={26}>
            {bookListPage.title}
          </Title>
          <BookList books={books} paths={wordPaths.desktop} />
        </Stack>
      </Container>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(bookListPage.title, bookListPage.description);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
