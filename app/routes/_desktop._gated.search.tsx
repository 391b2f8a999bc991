// /search: the site search (the header's search box is a GET form to it). Kept alive between visits: a bare /search
// brings back the last search; recent keywords are listed before searching (app/modules/search/search-history.server.ts).
import { Container } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SearchView } from "~/components/shared/search/search-view";
import { searchMessages as m } from "~/modules/search/search-messages";
import { loadSearchPage, searchPageAction } from "~/modules/search/search-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSearchPage(request, context);

export const action = ({ request }: ActionFunctionArgs) => searchPageAction(request);

export default function SearchPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <div className="media-page">
          <h1>{m.title}</h1>
          <SearchView page={page} tree="desktop" />
        </div>
      </Container>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data && data.state === "results" ? `“${data.keyword}”的搜索结果` : m.title, m.description);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
