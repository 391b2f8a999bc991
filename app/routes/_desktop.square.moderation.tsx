// /square/moderation: the moderation centre of a school's organisation account (docs/decisions/0031) — a tab per queue
// source with its pending items and decide forms, 审核记录, 敏感词 (?tab=, ?page=). Guests log in first; anyone else
// gets the 403 page. Every form posts here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ModerationView } from "~/components/shared/moderation/moderation-view";
import { moderationPageText as t } from "~/modules/moderation/moderation-messages";
import { loadModerationPage, submitModerationPage } from "~/modules/moderation/moderation-pages.server";
import { moderationPaths } from "~/modules/moderation/moderation-paths";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadModerationPage(request);

export const action = ({ request }: ActionFunctionArgs) => submitModerationPage(request);

export default function ModerationPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content" className="moderation-page">
      <h1>{t.title}</h1>
      <ModerationView data={data} result={result} path={moderationPaths.desktop} />
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(t.title, t.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
