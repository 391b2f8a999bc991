// /console/words: 全站敏感词 — the operator keeps the site's sensitive-word list (add, remove; each with its audit row).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SiteWordsView } from "~/components/desktop/console/site-words-view";
import { loadSiteWordsPage, submitSiteWordsPage } from "~/modules/console/site-words-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSiteWordsPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitSiteWordsPage(request, context);

export default function SiteWordsPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <h1>全站敏感词</h1>
      <SiteWordsView data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta("全站敏感词 - 控制台", "运营人员维护的全站敏感词库", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
