// /mobile/question: the past papers in the mobile layout (the tab bar's 真题).
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PaperListView } from "~/components/shared/paper/paper-list-view";
import { PracticeLinks } from "~/components/shared/question/practice-links";
import { paperMessages as m } from "~/modules/paper/paper-messages";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader } from "./_desktop._gated.question._index";

export { loader } from "./_desktop._gated.question._index";

export default function MobilePaperListPage() {
  const list = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page">
      <div className="media-page" data-compact="" style={{ padding: 16 }}>
        <h1>{m.listTitle}</h1>
        <PracticeLinks tree="mobile" current="papers" />
        <PaperListView {...list} tree="mobile" emptyText={m.emptyList} />
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(m.listTitle, m.listDescription);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
