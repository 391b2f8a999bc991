// /mobile/search: the site search in the mobile layout; the same loader as /search (kept alive between visits).
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SearchView } from "~/components/shared/search/search-view";
import { searchMessages as m } from "~/modules/search/search-messages";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader } from "./_desktop._gated.search";

export { loader, action } from "./_desktop._gated.search";

export default function MobileSearchPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page">
      <div className="media-page" data-compact="" style={{ padding: 16 }}>
        <h1>{m.title}</h1>
        <SearchView page={page} tree="mobile" />
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data && data.state === "results" ? `“${data.keyword}”的搜索结果` : m.title, m.description);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
