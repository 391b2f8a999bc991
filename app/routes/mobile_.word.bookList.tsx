// /mobile/word/bookList: 选择词书 (login needed — a guest goes to /mobile/login and comes back). The twin of /word.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { BookList, bookListPage } from "~/components/shared/word/book-list";
import { pageMeta } from "~/modules/shell/page-meta";
import { loadBookListPage, submitBookListPage } from "~/modules/word/book-pages.server";
import { wordPaths } from "~/modules/word/word-paths";

export const loader = ({ request }: LoaderFunctionArgs) => loadBookListPage(request);

export const action = ({ request }: ActionFunctionArgs) => submitBookListPage(request);

export default function MobileWordBooksPage() {
  const { books, chosenBookId } = useLoaderData<typeof loader>();
  return (
    <MobileBlankLayout
      backHref={chosenBookId !== null ? wordPaths.mobile.wordBook : "/mobile/"}
      title={bookListPage.title}
      titleIsHeading
    >
      <BookList books={books} paths={wordPaths.mobile} touch />
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () => pageMeta(bookListPage.title, bookListPage.description);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
